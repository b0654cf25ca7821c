"""Positions for Rock Hard: 1977 tests: a drafted table, and a bare one to set up a scene on."""

from __future__ import annotations

from functools import cache

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.games.rock_hard_1977.state import Player, RockHardState, Turn

GAME = games.get("rock-hard-1977")
HOT = {"slinkys": 12, "jax": 11, "buds": 10, "hoovers": 9, "backstage": 8}
"""Hot Hang Out tokens of a bare 4-5 player table: Slinky's hottest, Backstage coolest."""


def drafted(players: int = 4, seed: int = 1) -> RockHardState:
    """A game past the setup drafts, at the first Day turn (Doc Sapphire gives nothing)."""
    return _drafted(players, seed).model_copy(deep=True)


@cache
def _drafted(players: int, seed: int) -> RockHardState:
    state: RockHardState = GAME.setup(GAME.make_options(players, {"first_player": 0}), seed)
    while state.stage == "draft" or (state.pending and state.pending.kind == "gift"):
        seat = GAME.active_seats(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def bare(stage: str = "day", players: int = 4) -> RockHardState:
    """A drafted table with fresh amplifiers (only the Starting Life Experiences dealt) and no
    Character, Manager, Job, goal, bonus or Event in play: seats in order 0, 1, ...; seat 0
    starts its turn of *stage* with one action."""
    state = drafted(players)
    state.players = [Player(life=p.life) for p in state.players]
    state.bonuses, state.awards, state.event = [], {}, None
    state.stage = stage  # type: ignore[assignment]
    state.standees = {}
    state.order = list(range(players))
    state.turn_index = 0
    state.turn = Turn(seat=0)
    if players >= 4:
        state.hot = dict(HOT)
    return state


def next_turn(state: RockHardState, seat: int) -> None:
    """Hand the turn to *seat* (the others have played)."""
    state.turn_index = state.order.index(seat)
    state.turn = Turn(seat=seat)


def refused(state: RockHardState, seat: int, action: object, rule: str) -> None:
    """The action is refused naming *rule*, and changes nothing."""
    before = state_hash(state)
    with pytest.raises(RuleViolation) as err:
        GAME.apply(state, seat, action)
    assert err.value.rule_id == f"rock-hard-1977/{rule}"
    assert state_hash(state) == before
