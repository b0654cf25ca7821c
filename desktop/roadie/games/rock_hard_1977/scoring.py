"""The score sheet: Fame by source; during the game, end-game goals met so far (secret)."""

from __future__ import annotations

from roadie.core.game import ScoreLine, ScoreSheet, SeatScore, winners_of
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977.content import Catalog, Group
from roadie.games.rock_hard_1977.effects import holds
from roadie.games.rock_hard_1977.state import RockHardState

GIGS = _("scores", "Gigs")
HANG_OUTS = _("scores", "Hang Outs")
PROMOTION = _("scores", "Studios and promotion")
GOALS = _("scores", "Personal Goals")
BONUSES = _("scores", "Bonuses")
ROYALTIES = _("scores", "Royalties")
MANAGERS = _("scores", "Managers")
FINAL = _("scores", "Game end")
CARDS = _("scores", "Cards and perks")
SOURCES = (GIGS, HANG_OUTS, PROMOTION, GOALS, BONUSES, ROYALTIES, MANAGERS, FINAL, CARDS)
"""The score sheet's columns, in the order it shows them."""
RULES = {GIGS: "night.gig", HANG_OUTS: "ah.hangout", PROMOTION: "actions.available",
         GOALS: "goals.scoring", BONUSES: "bonuses.scoring", ROYALTIES: "cleanup.royalties",
         MANAGERS: "managers.pay", FINAL: "end.scoring", CARDS: "perks.once"}
"""The rule each column is scored by."""


def source(cat: Catalog, why: str) -> str:
    """The column a Fame change counts in, from the rule or card that caused it."""
    prefix = why.split(":")[0] if ":" in why else why.split(".")[0]
    if prefix == "goal":
        return GOALS
    if prefix == "bonus":
        return BONUSES
    if prefix == "ah" or why in cat.life:
        return HANG_OUTS
    if prefix == "night":
        return GIGS
    if prefix == "managers":
        return MANAGERS
    if why == "cleanup.royalties":
        return ROYALTIES
    if prefix == "end":
        return FINAL
    space = cat.spaces.get(why)
    if space is not None:
        return {Group.GIG: GIGS, Group.HANGOUT: HANG_OUTS}.get(space.group, PROMOTION)
    return CARDS


def score(state: RockHardState, public: bool = False) -> ScoreSheet:
    """Fame now; the full sheet adds the end-game goals each player meets now (secret)."""
    seats = []
    for seat, p in enumerate(state.players):
        points = dict.fromkeys(SOURCES, 0)
        for why, n in p.ledger.items():
            points[source(state.cat, why)] += n
        total = p.fame
        if not state.over and not public:
            for goal_id in p.goals:
                goal = state.cat.goals[goal_id]
                if goal.when == "end" and holds(state, seat, goal.condition):
                    points[GOALS] += goal.fame  # as if the game ended now
                    total += goal.fame
        lines = [ScoreLine(label=label, points=n, rule=f"rock-hard-1977/{RULES[label]}")
                 for label, n in points.items() if n]
        seats.append(SeatScore(seat=seat, total=total, lines=lines,
                               tiebreak=[p.reputation, p.money, p.royalty]))
    return ScoreSheet(seats=seats, winners=winners_of(seats))
