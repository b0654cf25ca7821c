"""The position builder: loaded rolls come out in order, then the seeded rng goes on;
stacked cards are drawn next."""

from __future__ import annotations

import pytest

from roadie import games
from roadie.core.game import GameState, state_hash
from roadie.core.position import load_rolls, loaded_rolls_left, stack_top
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


def test_a_stacked_card_is_the_next_one_drawn() -> None:
    """Big Easy Busking: learning from the top of the Hit Song deck takes the stacked song."""
    game = games.get("big-easy-busking")
    state = game.setup(game.make_options(2, {"first_player": 0}), 3)
    wanted = state.hit_deck[-1]
    stack_top(state.hit_deck, wanted)
    game.apply(state, 0, game.parse_action({"kind": "learn", "market": None}))
    assert wanted in state.buskers[0].hand and wanted not in state.hit_deck
    with pytest.raises(ValueError, match="not in the pile"):
        stack_top(state.hit_deck, wanted)
