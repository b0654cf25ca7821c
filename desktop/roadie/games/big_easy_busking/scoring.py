"""The score sheet: money decides, broken down by where it came from.

Multiplayer: most money wins; ties go to most song cards, then most mood tokens (``tiebreak``).
Solo: the Robot is seat 1 of the sheet (``automaton=True``); you win (``winners == [0]``) only
with more money than it, otherwise the Robot wins (``winners == [1]``).
"""

from __future__ import annotations

from roadie.core.game import ScoreLine, ScoreSheet, SeatScore, winners_of
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking.state import BuskingState
from roadie.games.big_easy_busking.table import Account

SOURCES = {
    "start": _("scores", "Starting money"),
    "first_place": _("scores", "1st place payouts"),
    "threshold": _("scores", "Threshold payouts"),
    "mood_match": _("scores", "Matched moods"),
    "abilities": _("scores", "Abilities"),
    "tips": _("scores", "Tips paid"),
    "standards": _("scores", "Standards paid for"),
}
"""Score lines in sheet order: where money came from or went."""

RULES = {
    "start": "setup.players",
    "first_place": "round.payout",
    "threshold": "round.payout",
    "mood_match": "turn.finish",
    "abilities": "turn.finish.ability",
    "tips": "turn.tip",
    "standards": "turn.play.standard",
}
"""The rule behind each source of money."""


def lines(who: Account) -> list[ScoreLine]:
    """The money of a player or the Robot by source; the lines add up to the money."""
    return [ScoreLine(label=label, points=who.ledger[key], rule=f"big-easy-busking/{RULES[key]}")
            for key, label in SOURCES.items() if who.ledger.get(key)]


def song_cards(state: BuskingState, seat: int) -> int:
    """game.end: a player's song cards, in hand, discarded or being played (not Standards)."""
    busker = state.buskers[seat]
    playing = busker.playing is not None and state.standard(busker.playing.song) is None
    return len(busker.hand) + len(busker.discard) + int(playing)


def band_name(state: BuskingState, colour: str) -> str:
    return next(p.band_name for p in state.cat.pack.players if p.colour == colour)


def score(state: BuskingState) -> ScoreSheet:
    """game.end, solo.scoring: the sheet as it stands (final once the game is over)."""
    seats = [SeatScore(seat=i, total=b.money, name=band_name(state, b.colour),
                       lines=lines(b), tiebreak=[song_cards(state, i), len(b.moods)])
             for i, b in enumerate(state.buskers)]
    robot = state.robot
    if robot is None:
        return ScoreSheet(seats=seats, winners=winners_of(seats))
    automaton = SeatScore(seat=1, total=robot.money, name=state.cat.robots[robot.card].name,
                          automaton=True, lines=lines(robot))
    winner = 0 if state.buskers[0].money > robot.money else 1
    return ScoreSheet(seats=[*seats, automaton], winners=[winner])
