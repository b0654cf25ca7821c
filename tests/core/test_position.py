"""The position builder: loaded rolls come out in order, then the seeded rng goes on."""

from __future__ import annotations

import pytest

from roadie.core.game import GameState, state_hash
from roadie.core.position import load_rolls, loaded_rolls_left
from roadie.core.rng import Rng


def test_loaded_rolls_come_first_then_the_seed_goes_on() -> None:
    state = GameState(rng=Rng.from_seed(5))
    plain = GameState(rng=Rng.from_seed(5))
    load_rolls(state, 6, 1)
    load_rolls(state, 3)
    assert [state.rng.randint(1, 6) for _ in range(3)] == [6, 1, 3]
    assert loaded_rolls_left(state) == []
    assert state.rng.randint(1, 20) == plain.rng.randint(1, 20)


def test_a_loaded_roll_off_the_die_is_an_error() -> None:
    state = GameState(rng=Rng.from_seed(1))
    load_rolls(state, 7)
    with pytest.raises(ValueError, match="outside 1-6"):
        state.rng.randint(1, 6)


def test_a_loaded_state_hashes_and_copies_like_any_other() -> None:
    state = GameState(rng=Rng.from_seed(2))
    load_rolls(state, 4)
    copy = state.model_copy(deep=True)
    assert copy.rng.randint(1, 6) == 4
    assert state_hash(state) == state_hash(GameState(rng=Rng.from_seed(2)))
