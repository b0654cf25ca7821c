"""The state copy search plays on: equal to the original, and never tied to it."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.the_gig.state import GigDie, TheGigState

from .helpers import GAME, act, new, values

CONFIGS = GAME.test_configurations()


def mutable_shared(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where the copy *b* shares something changeable with *a* (frozen models may be shared)."""
    if isinstance(a, BaseModel):
        found = [path] if a is b and not a.model_config.get("frozen") else []
        for name in type(a).model_fields:
            found += mutable_shared(getattr(a, name), getattr(b, name), f"{path}.{name}")
        return found
    if isinstance(a, GigDie):
        return []  # shared: the rules never change a die in place (test_shared_dice)
    if is_dataclass(a):  # (a player)
        found = [path] if a is b and not type(a).__dataclass_params__.frozen else []
        for item in fields(a):
            found += mutable_shared(getattr(a, item.name), getattr(b, item.name),
                                    f"{path}.{item.name}")
        return found
    if isinstance(a, list | dict | set):
        found = [path] if a is b else []
        items = a.items() if isinstance(a, dict) else enumerate(a) if isinstance(a, list) else []
        for key, item in items:
            found += mutable_shared(item, b[key], f"{path}[{key}]")
        return found
    if isinstance(a, tuple):
        return [p for i, item in enumerate(a) for p in mutable_shared(item, b[i], f"{path}[{i}]")]
    return []


def played(config: dict[str, Any], seed: int) -> list[TheGigState]:
    """Copies taken before every action of a random game, each checked to stay as it was."""
    state = GAME.setup(GAME.make_options(config["players"], config), seed)
    rng, copies = Rng.from_seed(seed), []
    while not GAME.is_over(state):
        before, copy = state_hash(state), state.model_copy(deep=True)
        assert state_hash(copy) == before and copy == state
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        assert state_hash(copy) == before, "playing on the original changed its copy"
        copies.append(copy)
    return copies


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_copy_shares_nothing_that_changes(config: dict[str, Any]) -> None:
    copies = played(config, seed=5)
    ended = copies[-1]
    assert not mutable_shared(ended, ended.model_copy(deep=True))
    assert any(p.grooves for p in ended.players) or config["players"] == 1


def test_playing_on_a_copy_leaves_the_original_alone() -> None:
    state = new(2)
    values(state, 0, 1, 2, 3, 4)
    before = state_hash(state)
    copy = state.model_copy(deep=True)
    act(copy, 0, kind="place", die=0, row=1, col=0)
    act(copy, 0, kind="reroll", dice=[1, 2])
    assert state_hash(state) == before
    assert state.dice[0].where == "tray" and copy.dice[0].where == "song"


def test_a_copy_keeps_which_fields_were_set() -> None:
    state = new(3, audience=True)
    copy = state.model_copy(deep=True)
    assert copy.model_fields_set == state.model_fields_set
    assert copy.model_dump_json(exclude_unset=True) == state.model_dump_json(exclude_unset=True)


def test_a_state_lists_its_dice_seat_by_seat() -> None:
    """Each seat's dice are found by position (fast), so a state listing them otherwise is
    refused when it is loaded."""
    state = new(2)
    assert [d.id for d in state.seat_dice(1)] == [4, 5, 6, 7] and state.die(6) is state.dice[6]
    data = state.model_dump(mode="json")
    data["dice"] = data["dice"][::-1]
    with pytest.raises(ValidationError, match="seat by seat"):
        TheGigState.model_validate(data)


def test_a_player_shared_with_the_copy_is_found() -> None:
    """The check above looks inside players (plain dataclasses): one shared is caught."""
    state = new(2)
    copy = state.model_copy(deep=True)
    assert not mutable_shared(state, copy)
    copy.players[1] = state.players[1]
    assert {"state.players[1]", "state.players[1].marks"} <= set(mutable_shared(state, copy))
