"""Building positions of The Gig for scenario tests."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.games.the_gig.state import TheGigState, set_die

GAME = games.get("the-gig")
LISTS = {1: "card-01a", 2: "card-01a", 3: None, 4: None}


def new(players: int = 2, seed: int = 1, **options: Any) -> TheGigState:
    """A fresh game; 1-2 players play set list card-01a (Song One: Breaking it Down)."""
    options.setdefault("set_list", LISTS[players])
    return GAME.setup(GAME.make_options(players, options), seed)


def values(state: TheGigState, seat: int, *faces: int) -> None:
    """Turn a seat's dice to these faces."""
    for die, face in zip(state.seat_dice(seat), faces, strict=True):
        set_die(state, die, value=face)


def act(state: TheGigState, seat: int, **action: Any) -> list[Any]:
    return GAME.apply(state, seat, GAME.parse_action(action))


def refused(state: TheGigState, seat: int, rule: str, **action: Any) -> RuleViolation:
    before = state_hash(state)
    with pytest.raises(RuleViolation) as caught:
        act(state, seat, **action)
    assert caught.value.rule_id == f"the-gig/{rule}", caught.value.message
    assert state_hash(state) == before, "a refused action changed the state"
    return caught.value
