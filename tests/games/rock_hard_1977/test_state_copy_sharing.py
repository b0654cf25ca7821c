"""A state copy shares only what no rule changes in place: whatever is played on a copy, from
any point of a random game, leaves the original as it was (fields, hash and which fields
count as set)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel
from tests.games.rock_hard_1977.table import GAME, drafted

from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977.state import RockHardState


def fields_sets(model: Any) -> list[frozenset[str]]:
    """The sets of set fields of *model* and of every model it holds, in a fixed order."""
    if isinstance(model, BaseModel):
        found = [frozenset(model.model_fields_set)]
        for name in type(model).model_fields:
            found += fields_sets(getattr(model, name))
        return found
    if is_dataclass(model):  # (a player: no set fields, but models inside)
        return [x for item in fields(model) for x in fields_sets(getattr(model, item.name))]
    if isinstance(model, list | tuple):
        return [x for item in model for x in fields_sets(item)]
    if isinstance(model, dict):
        return [x for item in model.values() for x in fields_sets(item)]
    return []


def random_game(players: int, seed: int, steps: int) -> RockHardState:
    """A game *steps* random actions in (or ended)."""
    state: RockHardState = GAME.setup(GAME.make_options(players), seed)
    rng = Rng.from_seed(seed)
    for _ in range(steps):
        if GAME.is_over(state):
            break
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
    return state


@settings(max_examples=12, deadline=None)
@given(st.integers(2, 5), st.integers(0, 10_000), st.integers(0, 400), st.integers(0, 10_000))
def test_playing_a_copy_to_the_end_leaves_the_original_alone(
        players: int, seed: int, steps: int, luck: int) -> None:
    state = random_game(players, seed, steps)
    before = (state_hash(state), state.model_dump(), fields_sets(state))
    copy = state.model_copy(deep=True)
    assert copy == state and fields_sets(copy) == before[2]
    rng = Rng.from_seed(luck)
    while not GAME.is_over(copy):
        seat = rng.choice(GAME.active_seats(copy))
        GAME.apply(copy, seat, GAME.sample_action(copy, seat, rng))
    assert (state_hash(state), state.model_dump(), fields_sets(state)) == before


def test_a_field_first_set_on_a_copy_is_set_on_the_copy_only() -> None:
    state = drafted(3)
    unset = next(name for name in type(state).model_fields if name not in state.model_fields_set)
    copy = state.model_copy(deep=True)
    setattr(copy, unset, getattr(copy, unset))
    copy.rng.below(6)
    assert unset in copy.model_fields_set
    assert unset not in state.model_fields_set
    assert copy.rng.model_fields_set == state.rng.model_fields_set == {"state"}
