"""What a seat sees of The Gig: all of the table but the deck's order and the
cards removed at setup (and the rng, which holds every future roll)."""

from __future__ import annotations

from pydantic import BaseModel

from roadie.core.clone import build, clone
from roadie.games.the_gig import content, solo, song, table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import (
    Challenger,
    GigDie,
    Owed,
    Phase,
    Player,
    TheGigOptions,
    TheGigState,
    copy_challenger,
    copy_player,
)


class NotationChoice(BaseModel):
    """A Notation symbol the viewer may erase now to change one of its dice: the legal
    ``UseNotation`` (die, symbol, chosen value) and the value the die shows after it."""

    die: int
    symbol: Symbol
    value: int | None
    after: int


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
    notation: list[NotationChoice] = []
    """The viewer's Notation choices now (song.notation), each with the value it makes."""


def view(state: TheGigState, viewer: int | None) -> TheGigView:
    """The table as *viewer* sees it. Built without validation from the valid state, for
    every seat after every action; it shares nothing with the state that a later action
    changes (options, grooves and dice never change: a die changed is a new die)."""
    in_song = state.phase in song.IN_SONG
    seats = range(len(state.players))
    done = [in_song and song.done(state, seat) for seat in seats]
    return build(
        TheGigView, viewer=viewer, options=state.options, songs=state.songs.copy(),
        song=state.song, phase=state.phase, now=state.now,
        dice=state.dice.copy(), players=[copy_player(p) for p in state.players],
        caller=state.caller, tokens=state.tokens.copy(), order=state.order.copy(),
        turn=state.turn, row=state.row.copy(), deck_size=len(state.deck),
        discards=state.discards.copy(), owed=[(s, clone(o)) for s, o in state.owed],
        challenger=copy_challenger(state.challenger), rerolls_over=state.rerolls_over,
        song_started=state.song_started, deadline=state.deadline(),
        notes_room=[table.notes_room(state, seat) for seat in seats],
        done=done, notation=notation_choices(state, viewer, done))


def view_from_public(public: TheGigView, state: TheGigState, viewer: int) -> TheGigView:
    """``view(state, viewer)`` made from *public*, the spectators' view of the same state:
    only the viewer and its Notation choices differ (the rest is shared with *public*)."""
    return clone(public, viewer=viewer, notation=notation_choices(state, viewer, public.done))


def notation_choices(state: TheGigState, viewer: int | None,
                     done: list[bool]) -> list[NotationChoice]:
    """song.notation: what each legal Notation symbol would make of the viewer's dice."""
    if viewer is None or not 0 <= viewer < len(done) or state.phase not in song.IN_SONG:
        return []  # a spectator or The Challenger's seat; or no Song being played
    if done[viewer]:
        return []
    found: list[NotationChoice] = []
    for die in song.unplaced(state, viewer):
        for symbol, value in song.notation_choices(state, viewer, die):
            after = song.notation_after(die.value, symbol, value)
            if after is not None:
                found.append(build(NotationChoice, die=die.id, symbol=symbol, value=value,
                                   after=after))
    return found


def solo_points_of(view: TheGigView, seat: int, grooves: int | None = None) -> int:
    """final.scoring: the solo points of *seat*'s first *grooves* grooves (None: all of them),
    read off the view; the end screen's per-song solo figures are differences of these."""
    player = view.players[seat]
    board = content.load(view.options.content_pack).instrument(player.instrument)
    return solo.solo_points(board, player.grooves[:grooves])
