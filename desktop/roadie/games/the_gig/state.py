"""The state of a game of The Gig: the song, everybody's dice and boards, the Audience."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
    model_validator,
)

from roadie.core.clone import clone
from roadie.core.game import GameOptions, GameState
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig.content import NOTATION, Symbol, load

Pos = tuple[int, int]
Phase = Literal["song", "lock", "place", "solo", "applause", "over"]
SYMBOLS: tuple[Symbol, ...] = (*NOTATION, Symbol.SPOTLIGHT)
DICE_EACH = 4
RANDOM = "random"
"""An instrument choice: deal this seat one of the instruments nobody chose."""


class TheGigOptions(GameOptions):
    """Options of a game; ``players=1`` is The Showdown against The Challenger."""

    players: int = Field(ge=1, le=4)
    audience: bool = Field(default=False, title=_("options", "Audience cards"))
    turn_based: bool = Field(default=False, title=_("options", "Turn-based rules"))
    set_list: str | None = Field(default=None, title=_("options", "Set list"))
    """A set list id; by default one for the player count is drawn."""
    clash_window: float = Field(default=0.4, ge=0.0, le=3.0,
                                title=_("options", "Clash window (seconds)"))
    """Seconds within which two claims on one space clash."""
    timer: Literal[0, 30, 40] = Field(default=0, title=_("options", "Showdown timer (solo)"))
    """The Showdown's timer in seconds (0: none)."""
    difficulty: Literal["normal", "hard", "expert"] = Field(
        default="normal", title=_("options", "Showdown difficulty (solo)"))
    """The Showdown: Hard and Expert give The Challenger a head start."""
    instruments: tuple[str, ...] = Field(default=(), max_length=4,
                                         title=_("options", "Instruments (by seat)"))
    """setup.instruments: each seat's instrument id or ``"random"``, from seat 0; seats not
    listed are dealt at random too. Text such as ``"drums, random"`` is read as a list."""

    @field_validator("instruments", mode="before")
    @classmethod
    def _listed(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(i.strip() for i in value.split(",") if i.strip())
        return value

    @model_validator(mode="after")
    def _fits(self) -> TheGigOptions:
        if self.turn_based and self.players < 2:
            raise ValueError("the turn-based rules are for 2-4 players")
        if self.players > 1 and (self.timer or self.difficulty != "normal"):
            raise ValueError("timer and difficulty belong to The Showdown (1 player)")
        self._instruments_fit()
        return self

    def _instruments_fit(self) -> None:
        """setup.instruments: one per seat at most, each a known instrument chosen once."""
        chosen = [i for i in self.instruments if i != RANDOM]
        known = [i.id for i in load(self.content_pack).instruments]
        if len(self.instruments) > self.players:
            raise ValueError(f"instruments: one per seat, {self.players} at most")
        if len(set(chosen)) != len(chosen):
            raise ValueError("instruments: two seats cannot play the same instrument")
        if not set(chosen) <= set(known):
            raise ValueError(f"instruments are {RANDOM} or among {', '.join(known)}")

    @model_serializer(mode="wrap")
    def _dump(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """Options without instrument choices dump as they did before the choice existed
        (their states keep their hashes)."""
        data: dict[str, Any] = handler(self)
        if not self.instruments:
            data.pop("instruments", None)
        return data

    def seat_instruments(self, dealt: list[str]) -> list[str]:
        """setup.instruments: each seat's chosen instrument, or the next of *dealt* (the
        instruments nobody chose, shuffled) for a seat that chose none."""
        rest = iter(dealt)
        wanted = [*self.instruments, *[RANDOM] * (self.players - len(self.instruments))]
        return [next(rest) if i == RANDOM else i for i in wanted]


@dataclass(slots=True)
class GigDie:
    """One of a player's four dice, wherever it is.

    Never changed in place (:func:`set_die` puts a changed copy in its place), so copies of
    a state share their dice. A plain slotted dataclass, neither a model nor frozen: the
    rules read a die's fields some hundred times an action, and a frozen die costs four times
    as much to make (each field set through ``object.__setattr__``); the tests hold the rules
    to never changing a die in place (pydantic validates and dumps it all the same)."""

    id: int
    seat: int
    value: Annotated[int, Field(ge=1, le=6)]
    where: Literal["tray", "hand", "locked", "song", "harmony"] = "tray"
    row: int | None = None
    """Row (= die value when on the song) for song and harmony dice."""
    col: int | None = None
    placed_at: float | None = None
    late_roll: bool = False
    """May be rolled once after the Bridge call (it was in hand then)."""

    @property
    def unplaced(self) -> bool:
        return self.where in ("tray", "hand", "locked")


class Groove(BaseModel):
    """A groove drawn on a solo grid, and its Vocals crossed out for a symbol.

    Never changed once drawn (a Vocals crossed out replaces it), so copies of a state
    share their grooves."""

    model_config = ConfigDict(frozen=True)

    cells: tuple[Pos, ...]
    crossed: tuple[Pos, ...] = ()


class Owed(BaseModel):
    """A choice a player owes before play goes on."""

    kind: Literal["notation", "vocal", "extra_groove"]
    count: int = 1
    """Notation symbols to pick; the multiplier of a Vocals copy; the extra groove's size."""
    cell: Pos | None = None
    """The Vocals cell a copy is for."""
    groove: int | None = None
    touching: bool = False
    """An extra groove that must touch one already drawn (Dance-Floor Regular)."""


@dataclass(slots=True)
class Player:
    """A seat's board: marks, grooves, cards and where it stands this song. A plain slotted
    dataclass, not a model: the rules read and set its fields on every action (pydantic
    validates and dumps it all the same)."""

    instrument: str
    colour: str
    marks: dict[Symbol, int] = field(default_factory=lambda: dict.fromkeys(SYMBOLS, 0))
    grooves: list[Groove] = field(default_factory=list)
    harmonies: list[int] = field(default_factory=list)
    """Harmony points of each song played so far."""
    audience: list[str] = field(default_factory=list)
    late_rerolls: int = 0
    token: int | None = None
    """The Initiative token (1st, 2nd, 3rd) held this song."""
    solo_done: bool = False
    applause_done: bool = False
    placed_this_turn: int = 0
    """Turn-based placing: dice placed in the current turn."""
    left: bool = False
    """Left the dice that could not be placed off the song (song.done)."""


class ChallengerDie(BaseModel):
    value: int | None = None
    row: int | None = None
    col: int | None = None


class Challenger(BaseModel):
    """The Showdown's opponent: dice, a score board, and points from head start and dice."""

    dice: list[ChallengerDie] = Field(default_factory=lambda: [ChallengerDie()
                                                               for _ in range(DICE_EACH)])
    marks: dict[Symbol, int] = Field(default_factory=lambda: dict.fromkeys(SYMBOLS, 0))
    head_start: int = 0
    unplaced_points: int = 0
    timer_beat_you: bool = False

    @property
    def placed(self) -> int:
        return sum(d.row is not None for d in self.dice)


class TheGigState(GameState):
    options: TheGigOptions
    songs: list[str]
    song: int = 0
    """Index into ``songs`` of the song being played."""
    phase: Phase = "song"
    now: float = 0.0
    dice: list[GigDie]
    players: list[Player]
    caller: int | None = None
    """Who called "Take it to the Bridge!" this song."""
    tokens: list[int] = Field(default_factory=list)
    """Initiative tokens still to be taken, lowest first."""
    order: list[int] = Field(default_factory=list)
    """Applause order (and turn-based placing order) of this song."""
    turn: int = 0
    """Turn-based placing and Applause: index into ``order``."""
    deck: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    """Audience cards set aside unseen at setup (two or three players)."""
    row: list[str] = Field(default_factory=list)
    discards: list[str] = Field(default_factory=list)
    owed: list[tuple[int, Owed]] = Field(default_factory=list)
    challenger: Challenger | None = None
    rerolls_over: bool = False
    """The Showdown: no more re-rolling this song."""
    song_started: float = 0.0
    """When the song opened on the table's clock (The Showdown's timer runs from here)."""

    def deadline(self) -> float | None:
        """showdown.timer: when The Showdown's timer runs out this song (None: no timer)."""
        if self.challenger is None or not self.options.timer:
            return None
        return self.song_started + self.options.timer

    @model_validator(mode="after")
    def _dice_by_seat(self) -> TheGigState:
        """Dice are listed seat by seat, each seat's four in a row, die *n* at index *n*."""
        if any(d.id != n or d.seat != n // DICE_EACH for n, d in enumerate(self.dice)):
            raise ValueError("dice must be listed seat by seat, by id")
        return self

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> TheGigState:
        """A copy to play on without touching this one (what search makes for every playout):
        everything that changes is copied; the frozen options, dice and grooves are shared."""
        del memo
        other = clone(self)
        v = other.__dict__  # filled in place: cheaper than passing clone each field by keyword
        v.pop(ANSWERS, None)
        v.pop(FREE, None)
        v["rng"] = clone(v["rng"])
        v["players"] = [copy_player(p) for p in v["players"]]
        for name in LISTS:
            v[name] = v[name].copy()
        v["owed"] = [(s, clone(o)) for s, o in v["owed"]]
        v["challenger"] = copy_challenger(v["challenger"])
        return other

    def seat_dice(self, seat: int) -> list[GigDie]:
        return self.dice[seat * DICE_EACH:(seat + 1) * DICE_EACH] if seat >= 0 else []

    def die(self, die_id: int) -> GigDie | None:
        return self.dice[die_id] if 0 <= die_id < len(self.dice) else None


@cache
def tray_die(die_id: int, seat: int, value: int) -> GigDie:
    """The die in its tray showing *value*, nothing else to it (rolled, never placed or held
    since): one for each die and value, shared by every state (dice never change)."""
    return GigDie(id=die_id, seat=seat, value=value, where="tray", row=None, col=None,
                  placed_at=None, late_roll=False)


def set_die(state: TheGigState, die: GigDie, **changes: Any) -> GigDie:
    """*die* with *changes*, put in its place among the state's dice; returns the new die
    (the old one is left as it was, for the copies that share it)."""
    new = GigDie(die.id, die.seat, die.value, die.where, die.row, die.col, die.placed_at,
                 die.late_roll)
    for name, value in changes.items():
        setattr(new, name, value)  # (a die has slots only: no field is made up)
    return put_die(state, new)


def put_die(state: TheGigState, new: GigDie) -> GigDie:
    """*new* in the place of the die with its id; a die moving on or off the song takes or
    frees a space, so the free spaces kept are forgotten (see :data:`FREE`)."""
    dice = state.dice
    if dice[new.id].where == "song" or new.where == "song":
        forget_free(state)
    dice[new.id] = new
    return new


LISTS = ("songs", "dice", "tokens", "order", "deck", "removed", "row", "discards")
"""The state's lists whose items never change (ids, numbers, frozen dice): a copy copies
the lists only."""

ANSWERS = "_answers"
"""Where answers worked out from a state are kept until it next changes: a key of the
state's ``__dict__`` that is no field (never saved, hashed, copied or compared)."""


FREE = "_free"
"""Where the song's free spaces (``song.free_rows``) are kept once worked out, across
actions: a key of the state's ``__dict__`` that is no field (never saved, hashed, copied or
compared), forgotten whenever a space is taken or freed (:func:`put_die`, The Challenger's
dice) or a new song begins."""


def kept_free(state: TheGigState) -> tuple[tuple[int, ...], ...] | None:
    """The free spaces kept for *state* (None: none kept)."""
    found: tuple[tuple[int, ...], ...] | None = state.__dict__.get(FREE)
    return found


def keep_free(state: TheGigState, free: tuple[tuple[int, ...], ...]) -> None:
    state.__dict__[FREE] = free


def forget_free(state: TheGigState) -> None:
    state.__dict__.pop(FREE, None)


def answers(state: TheGigState) -> dict[Any, Any] | None:
    """The answers kept for *state* as the last action left it (None: none kept now)."""
    kept: dict[Any, Any] | None = state.__dict__.get(ANSWERS)
    return kept


def keep_answers(state: TheGigState) -> None:
    """From now until the next action, answers about *state* may be kept (see :func:`answers`)."""
    state.__dict__.setdefault(ANSWERS, {})


def forget_answers(state: TheGigState) -> None:
    """*state* changes: what was worked out from it no longer holds."""
    state.__dict__.pop(ANSWERS, None)


def copy_player(player: Player) -> Player:
    """A copy of *player* that shares nothing that changes (grooves never change)."""
    p = player
    return Player(instrument=p.instrument, colour=p.colour, marks=p.marks.copy(),
                  grooves=p.grooves.copy(), harmonies=p.harmonies.copy(),
                  audience=p.audience.copy(), late_rerolls=p.late_rerolls, token=p.token,
                  solo_done=p.solo_done, applause_done=p.applause_done,
                  placed_this_turn=p.placed_this_turn, left=p.left)


def copy_challenger(ch: Challenger | None) -> Challenger | None:
    """A copy of The Challenger that shares nothing that changes."""
    return None if ch is None else clone(ch, dice=[clone(d) for d in ch.dice],
                                         marks=ch.marks.copy())
