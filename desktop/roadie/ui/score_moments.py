"""When a score line's points were earned, read from the events a seat may see.

Each scored game has a finder: given an event, the seat of the score sheet and a score
line, it says what that event added to the line ("+6: a Harmony in row 3"), or nothing.
The moment also names the song, round or month it happened in and the step of the action
log (0: setting up, n: the n-th action). The table decides nothing here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from roadie.core.game import GameOptions, ScoreLine, SeatScore
from roadie.core.text import QT_TRANSLATE_NOOP
from roadie.match.client import SeatChange
from roadie.ui.counted import counted


def _t(context: str, text: str) -> str:
    """A moment's words (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


@dataclass(frozen=True)
class Moment:
    """One event that scored part of a line."""

    step: int
    """0: setting up; n: the n-th action of the game."""
    when: str
    """The song, round or month, e.g. "Song 2" ('' before the first)."""
    what: str
    """The points and their cause, e.g. "+6: a Harmony in row 3"."""
    event: Any = None


Finder = Callable[[Any, SeatScore, ScoreLine, GameOptions], "str | None"]
"""(event, seat's score, line, the game's options) -> what the event added to the line."""


def signed(points: int, why: str) -> str:
    return f"{points:+d}: {why}"


def moments(game: str, history: Sequence[SeatChange], seat: SeatScore,
            line: ScoreLine, options: GameOptions) -> list[Moment]:
    """Every moment of *history* (``client.history()``) that scored *line* of *seat*."""
    finder = FINDERS.get(game)
    if line.label in AT_SETUP:
        given = _t("ScoreMoments", "given when the game was set up")
        return [Moment(0, "", signed(line.points, given))]
    if finder is None:
        return []
    found: list[Moment] = []
    when = _t("ScoreMoments", FIRST[game]) if game in FIRST else ""
    for step, change in enumerate(history):
        for event in change.events:
            when = WHEN.get(game, _no_when)(event) or when
            what = finder(event, seat, line, options)
            if what:
                found.append(Moment(step, when, what, event))
    return found


def _no_when(event: Any) -> str:
    del event
    return ""


# --- The Gig ------------------------------------------------------------------------------

def _gig_when(event: Any) -> str:
    if getattr(event, "kind", "") == "song_started":
        return _t("ScoreMoments", "Song %1").replace("%1", str(event.song + 1))
    return ""


def _gig_mine(event: Any, seat: SeatScore) -> bool:
    """The Challenger's events name no seat."""
    who = getattr(event, "seat", None)
    return who is None if seat.automaton else who == seat.seat


def _gig(event: Any, seat: SeatScore, line: ScoreLine, options: GameOptions) -> str | None:
    del options
    kind = getattr(event, "kind", "")
    if not _gig_mine(event, seat):
        return None
    if line.label == "Harmonies" and kind == "harmony":
        harmony = _t("ScoreMoments", "a Harmony in row %1")
        return signed(event.points, harmony.replace("%1", str(event.row)))
    if line.label == "Solo" and kind == "solo_drawn":
        groove = _t("ScoreMoments", "a groove of %1 on the solo grid")
        return groove.replace("%1", str(len(event.cells)))
    if line.label == "Audience cards" and kind == "card_bought":
        return _t("ScoreMoments", "an Audience card bought")
    if line.label == "Unplaced dice" and kind == "symbols_marked" and event.unplaced:
        return signed(5 * event.unplaced,
                      counted("%n dice left off the song", None, event.unplaced))
    if line.label == "Spotlights":
        return _gig_spotlights(event)
    return None


def _gig_spotlights(event: Any) -> str | None:
    """Spotlights marked: at the Bridge, by a solo, for a discarded card."""
    kind = getattr(event, "kind", "")
    gained = 0
    if kind == "symbols_marked":
        gained = _spotlights(event.symbols)
    elif kind == "solo_drawn":
        gained = _spotlights(event.gained)
    elif kind == "card_discarded":
        gained = int(str(getattr(event.reward, "value", event.reward)) == "spotlight")
    return signed(gained, _t("ScoreMoments", "Spotlights marked")) if gained else None


def _spotlights(symbols: dict[Any, int]) -> int:
    return sum(n for s, n in symbols.items() if str(getattr(s, "value", s)) == "spotlight")


# --- Big Easy Busking ------------------------------------------------------------------------

def _busking_when(event: Any) -> str:
    if getattr(event, "kind", "") == "round_started":
        return _t("ScoreMoments", "Round %1").replace("%1", str(event.round))
    return ""


def _busking_mine(event: Any, seat: SeatScore) -> bool:
    """The Robot's events say ``robot``; a player's name the seat."""
    if seat.automaton:
        return bool(getattr(event, "robot", False))
    return not getattr(event, "robot", False) and getattr(event, "seat", None) == seat.seat


def _busking(event: Any, seat: SeatScore, line: ScoreLine,
             options: GameOptions) -> str | None:
    kind = getattr(event, "kind", "")
    if kind == "crowd_paid":
        return _busking_payout(event, seat, line, options.players)
    if not _busking_mine(event, seat):
        return None
    dollars = getattr(event, "dollars", 0)
    if line.label == "Matched moods" and kind == "song_finished" and dollars:
        return signed(dollars, _t("ScoreMoments", "a song matched its crowd's mood"))
    if line.label == "Abilities" and kind == "ability_used" and dollars:
        return signed(dollars, _t("ScoreMoments", "a song's ability"))
    if line.label == "Tips paid" and kind == "tipped":
        return signed(-event.amount, _t("ScoreMoments", "a tip to a band member"))
    if line.label == "Standards paid for" and kind == "song_played" and dollars:
        return signed(-dollars, _t("ScoreMoments", "a Standard's cost"))
    return None


def _busking_payout(event: Any, seat: SeatScore, line: ScoreLine, players: int) -> str | None:
    """Crowd pay-outs name their winners by index; the Robot is the number of players."""
    index = players if seat.automaton else seat.seat
    if line.label == "1st place payouts" and index in event.first:
        return signed(event.first_payout, _t("ScoreMoments", "1st place at a crowd"))
    if line.label == "Threshold payouts" and index in event.threshold:
        return signed(event.threshold_payout, _t("ScoreMoments", "a crowd's threshold reached"))
    return None


# --- Rock Hard: 1977 -------------------------------------------------------------------------

def _rock_when(event: Any) -> str:
    if getattr(event, "kind", "") == "stage" and event.stage == "prep":
        return _t("ScoreMoments", "Month %1").replace("%1", str(event.round))
    return ""


RULE_OF_PREFIX = {"goal": "goals.scoring", "bonus": "bonuses.scoring", "ah": "ah.hangout",
                  "night": "night.gig", "managers": "managers.pay", "end": "end.scoring",
                  "cleanup": "cleanup.royalties"}
"""The score sheet's column of a Fame change, by the rule its reason starts with."""


def _rock(event: Any, seat: SeatScore, line: ScoreLine, options: GameOptions) -> str | None:
    if getattr(event, "kind", "") != "changed" or event.what != "fame" \
            or event.seat != seat.seat or not event.amount:
        return None
    from roadie.games.rock_hard_1977.content import catalog

    cat = catalog(options.content_pack)
    why: str = event.why
    prefix = why.split(":")[0] if ":" in why else why.split(".")[0]
    rule = RULE_OF_PREFIX.get(prefix) or _rock_rule(cat, why)
    return signed(event.amount, _rock_name(cat, why)) \
        if line.rule == f"rock-hard-1977/{rule}" else None


def _rock_rule(cat: Any, why: str) -> str:
    """A board space's column (by its group), a Hang Out card's, or another card's."""
    from roadie.games.rock_hard_1977.content import Group

    if why in cat.life:
        return "ah.hangout"
    space = cat.spaces.get(why)
    if space is None:
        return "perks.once"
    return {Group.GIG: "night.gig", Group.HANGOUT: "ah.hangout"}.get(space.group,
                                                                   "actions.available")


def _rock_name(cat: Any, why: str) -> str:
    """A Fame change's cause by name: a rule's title, or a space's or card's name."""
    from roadie.core.rulebook import rule
    from roadie.ui.games.rock_hard_1977.faces import content_text
    from roadie.ui.texts import translated

    key = why.partition(":")[2] or why
    for group in (cat.spaces, cat.life, cat.bonuses, cat.goals, cat.managers, cat.gigs):
        if key in group:
            return content_text(str(group[key].name))
    try:
        return translated("rules", rule(f"rock-hard-1977/{why}").title)
    except KeyError:
        return why


AT_SETUP = ("Starting money", "Head start")
"""Lines given at setup (no event tells them)."""
FIRST = {"the-gig": QT_TRANSLATE_NOOP("ScoreMoments", "Song 1")}
"""Where a game stands before any event says (the first song opens without one)."""
FINDERS: dict[str, Finder] = {"the-gig": _gig, "big-easy-busking": _busking,
                              "rock-hard-1977": _rock}
WHEN: dict[str, Callable[[Any], str]] = {"the-gig": _gig_when, "big-easy-busking": _busking_when,
                                         "rock-hard-1977": _rock_when}
