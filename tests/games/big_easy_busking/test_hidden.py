"""Hidden information: hands are their owners', a song learnt blind is seen by its learner only,
played songs go face down; other seats see counts, in views, events and redrawn states."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tests.games.big_easy_busking.scenario import GAME, LULLABY, act, new, play_then_pass

from roadie.core.game import Event
from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.state import BuskingState


def test_a_hand_is_its_owners_the_others_see_how_many_songs_it_holds() -> None:
    state = new(3)
    mine, theirs, nobody = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert mine.buskers[0].hand == state.buskers[0].hand
    assert theirs.buskers[0].hand == [] and theirs.buskers[0].hand_size == 3
    assert nobody.buskers[1].hand == [] and nobody.buskers[1].hand_size == 3


def test_played_songs_go_face_down_to_the_discard_pile() -> None:
    state = new()
    play_then_pass(state, LULLABY)
    act(state, 0, a.FinishSong(to_crowd=3))
    assert GAME.view(state, 0).buskers[0].discard == [LULLABY]
    theirs = GAME.view(state, 1).buskers[0]
    assert theirs.discard == [] and theirs.discard_size == 1 and theirs.song_cards == 3


def learn_blind(state: BuskingState) -> tuple[str, list[Event]]:
    song = state.hit_deck[0]
    return song, act(state, 0, a.Learn(market=None))


def test_a_song_learnt_blind_is_seen_only_by_its_learner() -> None:
    state = new()
    song, events = learn_blind(state)
    assert state.buskers[0].secret == [song]
    told = {seat: [ev for ev in GAME.view_events(state, events, seat)
                   if isinstance(ev, e.SongLearned)] for seat in (0, 1, None)}
    assert told[0][0].song == song
    assert told[1][0].song is None and told[None][0].song is None
    assert song not in GAME.view(state, 1).model_dump_json()
    assert song in GAME.view(state, 0).buskers[0].hand


def test_a_song_learnt_from_the_market_is_everyones_knowledge() -> None:
    state = new()
    song = state.market[0]
    events = act(state, 0, a.Learn(market=0))
    assert GAME.view_events(state, events, 1) == events
    assert state.buskers[0].secret == []
    for n in range(10):
        assert song in GAME.resample_hidden(state, 1, Rng.from_seed(n)).buskers[0].hand


def test_redrawing_for_another_seat_deals_the_blind_song_afresh_not_for_its_learner() -> None:
    state = new()
    song, _ = learn_blind(state)
    drawn = {GAME.resample_hidden(state, 1, Rng.from_seed(n)).buskers[0].secret[0]
             for n in range(20)}
    assert len(drawn) > 1 and drawn <= {song, *state.hit_deck}
    for n in range(5):
        other = GAME.resample_hidden(state, 0, Rng.from_seed(n))
        assert other.buskers[0].hand == state.buskers[0].hand
        GAME.check_invariants(other)
        assert GAME.view(other, 1) == GAME.view(state, 1)


def test_playing_a_song_learnt_blind_shows_it() -> None:
    state = new()
    song, _ = learn_blind(state)
    act(state, 1, a.Pass())
    state.buskers[0].band = [5, 5, 5]
    state.buskers[0].reserve = 0
    act(state, 0, a.PlaySong(song=song, crowd=0))
    assert state.buskers[0].secret == []


def words(events: list[Event]) -> set[str]:
    """Every string the events carry, as the seat is told them."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    walk(json.loads(json.dumps([ev.model_dump(mode="json") for ev in events])))
    return found


def unknown_to(state: BuskingState, seat: int | None) -> set[str]:
    """Songs *seat* may not know: the deck's, and those others learnt blind and kept."""
    others = (b for i, b in enumerate(state.buskers) if i != seat)
    return {*state.hit_deck, *(s for b in others for s in b.secret)}


@pytest.mark.parametrize(("players", "options"), [(3, {}), (2, {"mardi_gras": True}),
                                                   (1, {"robot": "second-line-sal"})])
def test_no_seat_is_told_a_song_it_may_not_know(players: int, options: dict[str, Any]) -> None:
    for seed in range(1, 9):
        state = new(players, seed=seed, **options)
        rng = Rng.from_seed(seed)
        while not state.over:
            seat = state.turn.seat
            events = GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
            for viewer in [None, *range(players)]:
                hidden = unknown_to(state, viewer)
                assert not words(GAME.view_events(state, events, viewer)) & hidden
                view = GAME.view(state, viewer)
                assert not {s for b in view.buskers for s in b.hand} & hidden
                assert GAME.view(GAME.resample_hidden(state, viewer, rng), viewer) == view
