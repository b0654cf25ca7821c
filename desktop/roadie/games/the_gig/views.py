"""What a seat sees of The Gig: all of the table but the deck's order and the
cards removed at setup (and the rng, which holds every future roll)."""

from __future__ import annotations

from pydantic import BaseModel

from roadie.games.the_gig.state import (
    Challenger,
    GigDie,
    Owed,
    Phase,
    Player,
    TheGigOptions,
    TheGigState,
)


class TheGigView(BaseModel):
    viewer: int | None
    options: TheGigOptions
    songs: list[str]
    song: int
    phase: Phase
    now: float
    dice: list[GigDie]
    players: list[Player]
    caller: int | None
    tokens: list[int]
    order: list[int]
    turn: int
    row: list[str]
    deck_size: int
    discards: list[str]
    owed: list[tuple[int, Owed]]
    challenger: Challenger | None
    rerolls_over: bool
    song_started: float


def view(state: TheGigState, viewer: int | None) -> TheGigView:
    data = state.model_dump(exclude={"rng", "deck", "removed"})
    return TheGigView(viewer=viewer, deck_size=len(state.deck), **data)
