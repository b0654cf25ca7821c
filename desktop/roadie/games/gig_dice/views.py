"""What each seat sees of the tray: every die and its read-outs, not the dice still to be rolled."""

from __future__ import annotations

from pydantic import BaseModel

from roadie.core import dice
from roadie.core.clone import build, clone
from roadie.core.dice import Die
from roadie.games.gig_dice.state import GigDiceState


class DieView(BaseModel):
    id: int
    sides: int
    value: int
    is_min: bool
    is_max: bool
    pair: int | None = None
    """Index of the value-pair (6.6) this die counts towards, if any."""


class Readout(BaseModel):
    """What an area holds, as section 6 names it: its dice, min Gigs (6.3.1), max Gigs (6.3.2)."""

    dice: int
    mins: int
    maxes: int


class SeatView(BaseModel):
    seat: int
    gig: list[DieView]
    fixer: list[DieView]
    pairs: list[tuple[int, int]]
    """The value-pairs of the Gig area (6.6-6.6.1), as die ids."""
    pair_values: list[int]
    """The value of each pair, in the order of ``pairs``."""
    gig_readout: Readout
    fixer_readout: Readout


class GigDiceView(BaseModel):
    viewer: int | None
    seats: list[SeatView]
    turn: int
    round: int
    turn_limit: int | None
    max_dice: int
    over: bool


def _die_view(die: Die, pair: int | None) -> DieView:
    return build(DieView, id=die.id, sides=die.sides, value=die.value, is_min=dice.is_min(die),
                 is_max=dice.is_max(die), pair=pair)


def readout(area: list[Die]) -> Readout:
    """The counts of an area that the card game's effects ask about."""
    return build(Readout, dice=len(area), mins=sum(map(dice.is_min, area)),
                 maxes=sum(map(dice.is_max, area)))


def seat_view(index: int, gig: list[Die], fixer: list[Die]) -> SeatView:
    pairs = dice.value_pairs(gig)
    pair_of = {d.id: n for n, pair in enumerate(pairs) for d in pair}
    return build(
        SeatView,
        seat=index,
        gig=[_die_view(d, pair_of.get(d.id)) for d in gig],
        fixer=[_die_view(d, None) for d in fixer],
        pairs=[(p[0].id, p[1].id) for p in pairs],
        pair_values=[p[0].value for p in pairs],
        gig_readout=readout(gig),
        fixer_readout=readout(fixer),
    )


def view(state: GigDiceState, viewer: int | None) -> GigDiceView:
    """All dice are public at this table; the rng (future rolls) is not.

    Built without validation from the valid state, for every seat after every action; it
    holds numbers only, nothing of the state's."""
    return build(
        GigDiceView,
        viewer=viewer,
        seats=[seat_view(i, s.gig, s.fixer) for i, s in enumerate(state.seats)],
        turn=state.turn,
        round=state.round,
        turn_limit=state.options.turn_limit,
        max_dice=state.options.max_dice,
        over=state.over,
    )


def view_from_public(public: GigDiceView, state: GigDiceState, viewer: int) -> GigDiceView:
    """``view(state, viewer)`` made from *public*, the spectators' view of the same state:
    every die is public, only the viewer differs."""
    del state
    return clone(public, viewer=viewer)
