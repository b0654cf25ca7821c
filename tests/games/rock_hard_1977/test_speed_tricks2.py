"""More of what random play reads faster than the rules say it, each held equal to the plain
reading over seeded random games."""

from __future__ import annotations

import copy

import pytest

from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import effects
from roadie.games.rock_hard_1977.game import GAME
from roadie.games.rock_hard_1977.state import RockHardState

CONFIGS = GAME.test_configurations()


@pytest.mark.parametrize("config", CONFIGS)
@pytest.mark.parametrize("seed", [1, 2])
def test_a_sampled_placement_applied_next_plays_as_one_checked_afresh(
        config: dict[str, object], seed: int) -> None:
    """Applying the placement just sampled reuses its plan; a copy of the state (another
    object, so checked again) ends every action the same, events and all."""
    state = GAME.setup(GAME.options_from_dict(config), seed)
    rng = Rng.from_seed(seed)
    reused = 0
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        action = GAME.sample_action(state, seat, rng)
        twin = copy.deepcopy(state)
        if GAME.sampled is not None:
            reused += 1
        events = GAME.apply(state, seat, action)
        assert GAME.sampled is None
        assert GAME.apply(twin, seat, action) == events
        assert state_hash(twin) == state_hash(state)
    assert reused > 50


def test_a_remembered_plan_serves_only_the_state_and_action_it_was_made_for() -> None:
    state = GAME.setup(GAME.options_from_dict({"players": 3}), 4)
    rng = Rng.from_seed(4)
    while True:
        seat = rng.choice(GAME.active_seats(state))
        action = GAME.sample_action(state, seat, rng)
        if GAME.sampled is not None:
            break
        GAME.apply(state, seat, action)
    remembered = GAME.sampled
    assert isinstance(action, a.Place) and state.turn is not None
    twin = copy.deepcopy(state)
    state.turn.actions = 0  # changed since: the remembered plan no longer holds
    twin.turn.actions = 0  # type: ignore[union-attr]
    with pytest.raises(RuleViolation):  # another state object: checked afresh
        GAME.apply(twin, seat, action)
    GAME.sampled = remembered
    other = a.Place(space=action.space, trade=action.trade)  # equal, but not the one drawn
    with pytest.raises(RuleViolation):  # another action object: checked afresh
        GAME.apply(state, seat, other)
    assert GAME.sampled is None


def plain_perks(state: RockHardState, seat: int, kind: str,
                space: c.Space | None) -> list[tuple[str, c.Perk]]:
    """perks.once read straight off the models (variants.abilities: no Character's or
    Manager's)."""
    p = state.players[seat]
    abilities = state.options.abilities
    found = state.cat.perks_held(p.character if abilities else "", p.manager if abilities else "",
                                 p.job, state.event).get(kind, ())
    found = (*found, *(c.held(f"kept:{k.card}", k.perk) for k in p.kept
                       if k.from_round <= state.round and k.perk.kind == kind))
    group = None if space is None else space.group
    return [(h.key, h.perk) for h in found if effects.usable(p, h)
            and (group is None or h.groups is None or group in h.groups)]


@pytest.mark.parametrize("config", CONFIGS)
def test_perks_read_off_the_models_dicts_are_the_plain_ones(config: dict[str, object]) -> None:
    state = GAME.setup(GAME.options_from_dict(config), 7)
    rng = Rng.from_seed(7)
    kinds = ("share", "relax", "discount", "bonus", "extra_action", "candy_action",
             "candy_boost", "candy_reroll", "royalty")
    some = [None, *state.cat.spaces.values()][:12]
    found = 0
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        for who in range(len(state.players)):
            for kind in kinds:
                for space in some:
                    perks = effects.perks_for(state, who, kind, space)
                    assert perks == plain_perks(state, who, kind, space)
                    found += len(perks)
    assert found
