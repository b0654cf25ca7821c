"""What happened in The Gig, for the action log, animation and the network."""

from __future__ import annotations

from typing import Literal

from roadie.core.clone import build
from roadie.core.game import Event
from roadie.games.the_gig.content import Symbol

Pos = tuple[int, int]


class SongStarted(Event):
    kind: Literal["song_started"] = "song_started"
    song: int
    song_id: str


class Rolled(Event):
    kind: Literal["rolled"] = "rolled"
    values: dict[int, int]


def rolled(seat: int, values: dict[int, int]) -> Rolled:
    """:class:`Rolled` of values read off the dice, made without validation (every roll;
    fields in their declared order, as a dump lists them)."""
    return build(Rolled, seat=seat, kind="rolled", values=values)


class Picked(Event):
    kind: Literal["picked"] = "picked"
    die: int
    back: bool = False
    """The held die went back into the tray."""


class Placed(Event):
    kind: Literal["placed"] = "placed"
    die: int
    row: int
    col: int | None


def placed(seat: int, die: int, row: int, col: int | None) -> Placed:
    """:class:`Placed` of a placing the rules allowed, made without validation (every
    placing)."""
    return build(Placed, seat=seat, kind="placed", die=die, row=row, col=col)


class Clashed(Event):
    """Two claims on one space: both dice went back and were rolled again."""

    kind: Literal["clashed"] = "clashed"
    dice: tuple[int, int]
    values: tuple[int, int]
    rival: int


class BridgeCalled(Event):
    kind: Literal["bridge_called"] = "bridge_called"


class InitiativeTaken(Event):
    kind: Literal["initiative"] = "initiative"
    token: int
    returned: bool = False
    """True when a clash took the token back."""


class NotationUsed(Event):
    kind: Literal["notation_used"] = "notation_used"
    die: int
    symbol: Symbol
    before: int
    after: int


class Locked(Event):
    kind: Literal["locked"] = "locked"
    die: int


class ChallengerRolled(Event):
    """The Challenger's die for your roll: on the song at (row, col), or off it (6, full row)."""

    kind: Literal["challenger_rolled"] = "challenger_rolled"
    value: int
    row: int | None
    col: int | None
    placed: int = 0
    """How many of its dice are on the song after this roll (its fourth ends re-rolling)."""


class RerollsOver(Event):
    kind: Literal["rerolls_over"] = "rerolls_over"
    reason: Literal["placed", "challenger", "timer"]


class SoloDrawn(Event):
    kind: Literal["solo_drawn"] = "solo_drawn"
    cells: list[Pos]
    gained: dict[Symbol, int]


def solo_drawn(seat: int, cells: list[Pos], gained: dict[Symbol, int]) -> SoloDrawn:
    """:class:`SoloDrawn` of a solo the rules allowed, made without validation (every solo)."""
    return build(SoloDrawn, seat=seat, kind="solo_drawn", cells=cells, gained=gained)


class SoloSkipped(Event):
    kind: Literal["solo_skipped"] = "solo_skipped"


class Chose(Event):
    kind: Literal["chose"] = "chose"
    symbol: Symbol | None
    lost: int = 0
    """Marks that found their Notes track full."""


class NotesFull(Event):
    """A Notation symbol was owed but every Notes track is full: nothing is marked."""

    kind: Literal["notes_full"] = "notes_full"
    lost: int


class Left(Event):
    """A player left the dice that could not be placed off the song."""

    kind: Literal["left"] = "left"
    dice: tuple[int, ...]


class HarmonyScored(Event):
    kind: Literal["harmony"] = "harmony"
    row: int
    points: int


def harmony_scored(seat: int, row: int, points: int) -> HarmonyScored:
    """:class:`HarmonyScored`, made without validation (every Harmony die of every song)."""
    return build(HarmonyScored, seat=seat, kind="harmony", row=row, points=points)


class SymbolsMarked(Event):
    """Symbols marked as dice leave the song (``seat`` None: The Challenger)."""

    kind: Literal["symbols_marked"] = "symbols_marked"
    symbols: dict[Symbol, int]
    unplaced: int = 0
    """The Challenger's dice left off the song (5 points each)."""


def symbols_marked(seat: int | None, symbols: dict[Symbol, int],
                   unplaced: int = 0) -> SymbolsMarked:
    """:class:`SymbolsMarked`, made without validation (every seat at every song's end)."""
    return build(SymbolsMarked, seat=seat, kind="symbols_marked", symbols=symbols,
                 unplaced=unplaced)


class CardBought(Event):
    kind: Literal["card_bought"] = "card_bought"
    card: str


class CardDiscarded(Event):
    kind: Literal["card_discarded"] = "card_discarded"
    card: str
    reward: Symbol
    lost: int = 0
    """Reward marks that found their Notes track full."""
    had: int | None = None
    """The Challenger's marks of the reward's symbol before (its emptiest track with a card)."""


class Passed(Event):
    kind: Literal["passed"] = "passed"


class PhaseBegan(Event):
    kind: Literal["phase"] = "phase"
    phase: str


def phase_began(phase: str) -> PhaseBegan:
    """:class:`PhaseBegan`, made without validation (a few times a song)."""
    return build(PhaseBegan, seat=None, kind="phase", phase=phase)
