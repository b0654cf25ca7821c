"""Copies for search and views for the network: each shares nothing with the state that a
later action changes, and a view is what validating it would make of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from roadie import games
from roadie.core.dice import Die
from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.gig_dice import actions as a
from roadie.games.gig_dice.state import GigDiceState

GAME = games.get("gig-dice")
TABLES = [{"players": 2, "turn_limit": 30}, {"players": 4, "turn_limit": 15, "max_dice": 4}]


def random_game(options: dict[str, Any]) -> Iterator[tuple[GigDiceState, Any]]:
    """Each state of a random session with the action about to be taken on it (by the caller);
    nobody ends the session early."""
    state = GAME.setup(GAME.options_from_dict(options), seed=options["players"])
    rng = Rng.from_seed(3)
    while not state.over:
        action = GAME.sample_action(state, state.turn, rng)
        if action.kind != "end_session":
            yield state, action


@pytest.mark.parametrize("options", TABLES)
def test_a_copy_and_its_original_go_their_own_ways(options: dict[str, Any]) -> None:
    for state, action in random_game(options):
        seat = state.turn
        copy = state.model_copy(deep=True)
        before = state_hash(copy)
        GAME.apply(state, seat, action)
        assert state_hash(copy) == before, f"{action} on the original reached its copy"
        after = state_hash(state)
        GAME.apply(copy, seat, action)
        assert state_hash(state) == after, f"{action} on the copy reached its original"
        assert state_hash(copy) == after


def test_a_copy_keeps_its_die_when_the_original_sets_adjusts_and_rolls_it() -> None:
    state = GAME.setup(GAME.make_options(2), seed=1)
    state.seats[0].gig.append(Die(id=1, sides=20, value=3))
    copy = state.model_copy(deep=True)
    GAME.apply(state, 0, a.SetDie(die=1, value=9))
    GAME.apply(state, 0, a.Adjust(die=1, by=5))
    assert state.seats[0].gig[0].value == 14
    GAME.apply(state, 0, a.Reroll(die=1))
    assert copy.seats[0].gig == [Die(id=1, sides=20, value=3)]


@pytest.mark.parametrize("options", TABLES)
def test_views_are_their_validated_twins_and_later_actions_leave_them_as_they_were(
        options: dict[str, Any]) -> None:
    taken: list[tuple[BaseModel, str]] = []
    for state, action in random_game(options):
        for seat in (*range(options["players"]), None):
            view = GAME.view(state, seat)
            assert view == type(view).model_validate(view.model_dump())
            taken.append((view, view.model_dump_json()))
        GAME.apply(state, state.turn, action)
    assert all(view.model_dump_json() == dump for view, dump in taken)
