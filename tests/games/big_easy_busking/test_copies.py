"""Copies for search and views for the network: each shares nothing with the state that a
later action changes, and a view is what validating it would make of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel
from tests.games.big_easy_busking.scenario import GAME, new

from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.big_easy_busking.state import BuskingState

TABLES = [(2, {}), (5, {}), (3, {"mardi_gras": True}), (1, {"robot": "second-line-sal"})]


def random_game(players: int, options: dict[str, Any]) -> Iterator[tuple[BuskingState, Any]]:
    """Each state of a random game with the action about to be taken on it (by the caller)."""
    state = new(players, seed=players + 5, **options)
    rng = Rng.from_seed(players)
    while not state.over:
        yield state, GAME.sample_action(state, state.turn.seat, rng)


def validated(view: BaseModel) -> BaseModel:
    return type(view).model_validate(view.model_dump())


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_a_copy_and_its_original_go_their_own_ways(players: int, options: dict[str, Any]) -> None:
    for state, action in random_game(players, options):
        seat = state.turn.seat
        copy = state.model_copy(deep=True)
        before = state_hash(copy)
        GAME.apply(state, seat, action)
        assert state_hash(copy) == before, f"{action} on the original reached its copy"
        after = state_hash(state)
        GAME.apply(copy, seat, action)
        assert state_hash(state) == after, f"{action} on the copy reached its original"
        assert state_hash(copy) == after


@pytest.mark.parametrize(("players", "options"), TABLES)
def test_views_are_their_validated_twins_and_later_actions_leave_them_as_they_were(
        players: int, options: dict[str, Any]) -> None:
    taken: list[tuple[BaseModel, str]] = []
    for state, action in random_game(players, options):
        for seat in (*range(players), None):
            view = GAME.view(state, seat)
            assert view == validated(view)
            taken.append((view, view.model_dump_json()))
        GAME.apply(state, state.turn.seat, action)
    final = GAME.view(state, 0)
    assert final == validated(final) and final.winners is not None
    assert all(view.model_dump_json() == dump for view, dump in taken)


def test_masked_events_are_their_validated_twins() -> None:
    for state, action in random_game(3, {}):
        events = GAME.apply(state, state.turn.seat, action)
        for seat in (0, 1, 2, None):
            assert all(ev == type(ev).model_validate(ev.model_dump())
                       for ev in GAME.view_events(state, events, seat))
