"""What a player can do in The Gig, as typed values.

Every action carries ``t``, the match clock's time of the claim; the match
stamps it, so replays and network peers agree on clashes, on when a song
opened and on when The Showdown's timer ran out.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import combinations
from typing import Annotated, Literal, overload

from pydantic import Field, TypeAdapter

from roadie.core.clone import clone
from roadie.core.game import Action
from roadie.games.the_gig.content import Symbol

Pos = tuple[int, int]


class Reroll(Action):
    """Roll some of your pool dice again (The Song › Rolling Dice)."""

    kind: Literal["reroll"] = "reroll"
    dice: tuple[int, ...] = Field(min_length=1, max_length=4)
    t: float | None = None


class Pick(Action):
    """Take a die from your tray into your hand (one at a time), or put the held one back."""

    kind: Literal["pick"] = "pick"
    die: int
    t: float | None = None


class Place(Action):
    """Place a die on the song: ``col`` is a space of its row, ``None`` its Harmony space."""

    kind: Literal["place"] = "place"
    die: int
    row: int = Field(ge=1, le=6)
    col: int | None = Field(default=None, ge=0, le=9)
    t: float | None = None


class UseNotation(Action):
    """Erase a Notation symbol to change an unplaced die (``value`` for Repeat and Rest)."""

    kind: Literal["notation"] = "notation"
    die: int
    symbol: Symbol
    value: int | None = Field(default=None, ge=1, le=6)
    t: float | None = None


class LockIn(Action):
    """Turn-based: lock a die in on your instrument board."""

    kind: Literal["lock"] = "lock"
    die: int
    t: float | None = None


class Leave(Action):
    """Leave your dice that can't be placed off the song (instead of using Notation symbols)."""

    kind: Literal["leave"] = "leave"
    t: float | None = None


class TimeUp(Action):
    """The Showdown: the clock says the timer ran out (refused while it is still running)."""

    kind: Literal["time_up"] = "time_up"
    t: float | None = None


class PlaySolo(Action):
    """Draw one groove (its dice) on your solo grid, at ``cells``."""

    kind: Literal["solo"] = "solo"
    dice: tuple[int, ...] = Field(min_length=1, max_length=4)
    cells: tuple[Pos, ...] = Field(min_length=1, max_length=4)
    t: float | None = None


class ChooseNotation(Action):
    """Pick the Notation symbol you owe (Keys, audience cards)."""

    kind: Literal["choose"] = "choose"
    symbol: Symbol
    t: float | None = None


class VocalCopy(Action):
    """Use a Vocals symbol now to copy a symbol of its groove, or keep it (``None``)."""

    kind: Literal["vocal"] = "vocal"
    symbol: Symbol | None = None
    t: float | None = None


class DrawExtra(Action):
    """Draw the extra groove an Audience card gave (any shape of its size), or none."""

    kind: Literal["extra"] = "extra"
    cells: tuple[Pos, ...] = Field(default=(), max_length=4)
    t: float | None = None


class Buy(Action):
    kind: Literal["buy"] = "buy"
    card: str
    t: float | None = None


class Discard(Action):
    kind: Literal["discard"] = "discard"
    card: str
    t: float | None = None


class PassApplause(Action):
    kind: Literal["pass"] = "pass"
    t: float | None = None


TheGigAction = Annotated[
    Reroll | Pick | Place | UseNotation | LockIn | Leave | TimeUp | PlaySolo
    | ChooseNotation | VocalCopy | DrawExtra | Buy | Discard | PassApplause,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[TheGigAction] = TypeAdapter(TheGigAction)


# --- shared instances for lists of legal actions -----------------------------------------
# Actions are frozen values, so one instance of each serves every list of legal actions.

@cache
def reroll(dice: tuple[int, ...]) -> Reroll:
    return Reroll(dice=dice)


@cache
def rerolls(pool: tuple[int, ...]) -> tuple[Reroll, ...]:
    """A re-roll of each set of the *pool* dice: singles first, then pairs, ... in order."""
    return tuple(reroll(ids) for n in range(1, len(pool) + 1) for ids in combinations(pool, n))


@cache
def pick(die: int) -> Pick:
    return Pick(die=die)


@cache
def place(die: int, row: int, col: int | None) -> Place:
    return Place(die=die, row=row, col=col)


@cache
def use_notation(die: int, symbol: Symbol, value: int | None) -> UseNotation:
    return UseNotation(die=die, symbol=symbol, value=value)


@cache
def lock_in(die: int) -> LockIn:
    return LockIn(die=die)


_SOLO = PlaySolo(dice=(0,), cells=((0, 0),))


def play_solo(dice: tuple[int, ...], cells: frozenset[Pos]) -> PlaySolo:
    """A solo of these *dice* at these grid *cells*: a copy of a valid solo with the dice and
    cells it is given (already valid), not validated again."""
    return clone(_SOLO, dice=dice, cells=tuple(sorted(cells)))


class Solos(Sequence[PlaySolo]):
    """The solos of each groove (its dice) at each of its spots (sets of grid cells), in that
    order, each made only when asked for: a random bot draws one of hundreds."""

    def __init__(self, grooves: Sequence[tuple[tuple[int, ...], Sequence[frozenset[Pos]]]]):
        self.grooves = grooves

    def __len__(self) -> int:
        return sum(len(spots) for _dice, spots in self.grooves)

    @overload
    def __getitem__(self, index: int) -> PlaySolo: ...

    @overload
    def __getitem__(self, index: slice) -> list[PlaySolo]: ...

    def __getitem__(self, index: int | slice) -> PlaySolo | list[PlaySolo]:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        at = index + len(self) if index < 0 else index
        for dice, spots in self.grooves:
            if 0 <= at < len(spots):
                return play_solo(dice, spots[at])
            at -= len(spots)
        raise IndexError(index)
