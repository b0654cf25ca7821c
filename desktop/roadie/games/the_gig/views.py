"""What a seat sees of The Gig: all of the table but the deck's order and the
cards removed at setup (and the rng, which holds every future roll)."""

from __future__ import annotations

from pydantic import BaseModel

from roadie.games.the_gig import song, table
from roadie.games.the_gig.content import NOTATION, Symbol
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
    deadline: float | None
    """When The Showdown's timer runs out this song, on the table's clock (None: no timer)."""
    notes_room: list[dict[Symbol, int]]
    """Per seat, the empty boxes left on each Notes track (0: full, nothing more is marked)."""
    done: list[bool]
    """Per seat, whether it is done placing this Song (song.done: all placed, left, or stuck)."""


def view(state: TheGigState, viewer: int | None) -> TheGigView:
    data = state.model_dump(exclude={"rng", "deck", "removed"})
    in_song = state.phase in song.IN_SONG
    return TheGigView(
        viewer=viewer, deck_size=len(state.deck), deadline=state.deadline(),
        notes_room=[{s: table.room(state, seat, s) or 0 for s in NOTATION}
                    for seat in range(len(state.players))],
        done=[in_song and song.done(state, seat) for seat in range(len(state.players))],
        **data)
