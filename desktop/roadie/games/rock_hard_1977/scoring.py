"""The score sheet: Fame by source; during the game, end-game goals met so far (secret)."""

from __future__ import annotations

from roadie.core.game import ScoreLine, ScoreSheet, SeatScore, winners_of
from roadie.games.rock_hard_1977.effects import holds
from roadie.games.rock_hard_1977.state import RockHardState


def score(state: RockHardState, public: bool = False) -> ScoreSheet:
    """Fame now; the full sheet adds the end-game goals each player meets now (secret)."""
    seats = []
    for seat, p in enumerate(state.players):
        lines = [ScoreLine(label=why, points=n) for why, n in sorted(p.ledger.items()) if n]
        total = p.fame
        if not state.over and not public:
            for goal_id in p.goals:
                goal = state.cat.goals[goal_id]
                if goal.when == "end" and holds(state, seat, goal.condition):
                    lines.append(ScoreLine(label=f"goal:{goal_id} (if it ended now)",
                                           points=goal.fame))
                    total += goal.fame
        seats.append(SeatScore(seat=seat, total=total, lines=lines,
                               tiebreak=[p.reputation, p.money, p.royalty]))
    return ScoreSheet(seats=seats, winners=winners_of(seats))
