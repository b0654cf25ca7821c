"""What each seat sees of the table: everything but the dice still to be rolled."""

from __future__ import annotations

from pydantic import BaseModel

from roadie.core import dice
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


class SeatView(BaseModel):
    seat: int
    gig: list[DieView]
    fixer: list[DieView]
    pairs: list[tuple[int, int]]
    gig_total: int


class GigDiceView(BaseModel):
    viewer: int | None
    seats: list[SeatView]
    turn: int
    round: int
    turn_limit: int | None
    max_dice: int
    over: bool


def _die_view(die: Die, pair: int | None) -> DieView:
    return DieView(id=die.id, sides=die.sides, value=die.value, is_min=dice.is_min(die),
                   is_max=dice.is_max(die), pair=pair)


def seat_view(index: int, gig: list[Die], fixer: list[Die]) -> SeatView:
    pairs = dice.value_pairs(gig)
    pair_of = {d.id: n for n, pair in enumerate(pairs) for d in pair}
    return SeatView(
        seat=index,
        gig=[_die_view(d, pair_of.get(d.id)) for d in gig],
        fixer=[_die_view(d, None) for d in fixer],
        pairs=[(p[0].id, p[1].id) for p in pairs],
        gig_total=dice.total(gig),
    )


def view(state: GigDiceState, viewer: int | None) -> GigDiceView:
    """All dice are public at this table; the rng (future rolls) is not."""
    return GigDiceView(
        viewer=viewer,
        seats=[seat_view(i, s.gig, s.fixer) for i, s in enumerate(state.seats)],
        turn=state.turn,
        round=state.round,
        turn_limit=state.options.turn_limit,
        max_dice=state.options.max_dice,
        over=state.over,
    )
