"""Dice are never changed in place, so a state's copies share them: what is played on a copy
never reaches the original."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from pydantic import BaseModel, TypeAdapter

from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.the_gig.state import GigDie, TheGigState, set_die, tray_die

from .helpers import GAME, act, new, values

CONFIGS = GAME.test_configurations()
DIE = TypeAdapter(GigDie)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_the_rules_never_change_a_die_in_place(config: dict[str, Any]) -> None:
    """At every step of a random game, every die the state held before the action still
    shows what it showed: a changed die is a new one (copies share the old)."""
    state = GAME.setup(GAME.make_options(config["players"], config), 4)
    rng, changed = Rng.from_seed(4), 0
    while True:
        before = [(die, DIE.dump_json(die)) for die in state.dice]
        if not random_action(state, rng):
            break
        assert all(DIE.dump_json(die) == dump for die, dump in before)
        changed += sum(die is not now for (die, _dump), now in zip(before, state.dice, strict=True))
    assert changed > 20


def test_a_die_is_changed_by_a_copy_put_in_its_place() -> None:
    state = new(2)
    old = state.dice[5]
    copy = state.model_copy(deep=True)
    new_die = set_die(state, old, where="hand", late_roll=True)
    assert state.dice[5] is new_die and new_die.where == "hand" and new_die.late_roll
    assert old.where == "tray" and not old.late_roll, "the old die stays as it was"
    assert copy.dice[5] is old


class _Die(BaseModel):
    """GigDie's fields, changeable in place: what assignment makes of a die."""

    id: int
    seat: int
    value: int
    where: str = "tray"
    row: int | None = None
    col: int | None = None
    placed_at: float | None = None
    late_roll: bool = False


@pytest.mark.parametrize("changes", [{"value": 4}, {"where": "song", "row": 4, "col": 1},
                                     {"late_roll": True, "placed_at": 2.5}])
def test_a_changed_die_is_what_assignment_makes(changes: dict[str, Any]) -> None:
    """set_die's copy dumps as a model's die changed by assignment does: values, and the order
    they dump in (the state hash reads that order); the old die stays as it was."""
    state = new(2)
    die = state.dice[1]
    twin = _Die.model_validate(DIE.dump_python(die))
    for name, value in changes.items():
        setattr(twin, name, value)
    made = set_die(state, die, **changes)
    assert DIE.dump_json(made) == twin.model_dump_json().encode()
    assert made == DIE.validate_json(twin.model_dump_json())
    assert state.dice[1] is made and die == replace(made, **{k: getattr(die, k) for k in changes})


def same(a: GigDie, b: GigDie) -> bool:
    """Equal as saved, hashed and copied: the dump, in its order, and the values."""
    return a == b and DIE.dump_json(a) == DIE.dump_json(b)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_die_rolled_into_its_tray_is_the_die_changed_the_plain_way(
        config: dict[str, Any]) -> None:
    """The shared tray die stands for a die rolled into its tray (a new song, a clash) and for
    a re-rolled die of the pool (tray or hand): at every step of a random game it equals
    each of them changed field by field."""
    state = GAME.setup(GAME.make_options(config["players"], config), 3)
    rng, pooled = Rng.from_seed(3), 0
    while True:
        for die in state.dice:
            for v in range(1, 7):
                shared = tray_die(die.id, die.seat, v)
                assert same(shared, replace(die, where="tray", row=None, col=None,
                                            placed_at=None, late_roll=False, value=v))
                if die.where in ("tray", "hand"):
                    pooled += 1
                    assert same(shared, replace(die, late_roll=False, where="tray", value=v))
        if not random_action(state, rng):
            break
    assert pooled


def random_action(state: TheGigState, rng: Rng) -> bool:
    """Play one random action (False: the game is over)."""
    if GAME.is_over(state):
        return False
    seat = rng.choice(GAME.active_seats(state))
    GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
    return True


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_playing_on_copies_never_touches_the_original(config: dict[str, Any]) -> None:
    """At every step of a random game, a few random actions played on a copy (what search
    does) leave the original's hash and dump as they were."""
    state = GAME.setup(GAME.make_options(config["players"], config), 11)
    rng, trial_rng = Rng.from_seed(11), Rng.from_seed(12)
    steps = 0
    while not GAME.is_over(state):
        before, dump = state_hash(state), state.model_dump()
        trial = state.model_copy(deep=True)
        for _ in range(6):
            if not random_action(trial, trial_rng):
                break
        assert state_hash(state) == before and state.model_dump() == dump
        random_action(state, rng)
        steps += 1
    assert steps > 20


def test_a_clash_on_a_copy_leaves_both_dice_of_the_original() -> None:
    state = new(2, clash_window=0.5)
    values(state, 0, 4, 1, 1, 1)
    values(state, 1, 4, 2, 2, 2)
    act(state, 1, kind="place", die=4, row=4, col=0, t=1.0)
    before = state_hash(state)
    copy = state.model_copy(deep=True)
    act(copy, 0, kind="place", die=0, row=4, col=0, t=1.2)  # clash: both dice roll again
    assert copy.dice[4].where == "tray" and copy.dice[0].where == "tray"
    assert state.dice[4].where == "song" and state_hash(state) == before
