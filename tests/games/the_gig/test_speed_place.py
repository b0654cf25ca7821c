"""A placement the random Song action drew from a state is applied to it unchecked: what the
checked placement does, and nothing else goes through unchecked."""

from __future__ import annotations

from typing import Any

import pytest

from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import song
from roadie.games.the_gig.state import answers, set_die

from .helpers import GAME

CONFIGS = GAME.test_configurations()


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_drawn_placement_does_what_the_checked_one_does(config: dict[str, Any]) -> None:
    """At every step of a random game, the action drawn is applied to the state (a drawn
    placement unchecked) and to a copy that kept nothing (every check made): same events,
    same state."""
    state = GAME.setup(GAME.make_options(config["players"], config), 21)
    rng, unchecked = Rng.from_seed(21), 0
    t = 0.0
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        action = GAME.stamp(GAME.sample_action(state, seat, rng), t)
        copy = state.model_copy(deep=True)
        unchecked += action.kind == "place" and song.drawn(state, seat, action)
        assert not song.drawn(copy, seat, action)
        assert GAME.apply(state, seat, action) == GAME.apply(copy, seat, action)
        assert state_hash(state) == state_hash(copy) and state == copy
        t += 0.25
    assert unchecked > 20 or config.get("turn_based")


def test_only_the_drawn_placement_of_the_same_die_goes_unchecked() -> None:
    """Another seat, another space, or the die changed since the draw: checked as ever."""
    state = GAME.setup(GAME.make_options(2), 8)
    rng = Rng.from_seed(8)
    GAME.apply(state, 0, GAME.sample_action(state, 0, rng))
    GAME.active_seats(state)
    act = None
    while act is None or act.kind != "place":
        act = GAME.sample_action(state, 1, rng)
    assert song.drawn(state, 1, act) and answers(state) is not None
    assert not song.drawn(state, 0, act)
    taken = a.place(act.die, act.row, 9 if act.col is None else None)
    assert not song.drawn(state, 1, taken)
    die = state.dice[act.die]
    set_die(state, die, value=die.value % 6 + 1)
    assert not song.drawn(state, 1, act)
    with pytest.raises(RuleViolation):
        GAME.apply(state, 1, act)  # the die shows another value now: not its row
