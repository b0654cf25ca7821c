"""The state copy search plays on, and the views and legal actions made after every action
without validation: equal to what they copy (or to their validated twins), never tied to the
state."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

import pytest
from pydantic import BaseModel
from tests.games.rock_hard_1977.table import GAME, drafted

from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.effects import check_achievements
from roadie.games.rock_hard_1977.state import RockHardState

CONFIGS = GAME.test_configurations()


def mutable_shared(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where the copy *b* shares something changeable with *a* (frozen models may be shared)."""
    if isinstance(a, BaseModel):
        if a.model_config.get("frozen"):
            return []
        found = [path] if a is b else []
        for name in type(a).model_fields:
            found += mutable_shared(getattr(a, name), getattr(b, name), f"{path}.{name}")
        return found
    if is_dataclass(a):  # (a player)
        found = [path] if a is b else []
        for item in fields(a):
            found += mutable_shared(getattr(a, item.name), getattr(b, item.name),
                                    f"{path}.{item.name}")
        return found
    if isinstance(a, list | dict):
        found = [path] if a is b else []
        items = a.items() if isinstance(a, dict) else enumerate(a)
        for key, item in items:
            found += mutable_shared(item, b[key], f"{path}[{key}]")
        return found
    return []


def played(config: dict[str, Any], seed: int) -> list[RockHardState]:
    """Copies taken before every action of a random game, each checked to stay as it was."""
    state = GAME.setup(GAME.options_from_dict(config), seed)
    rng, copies = Rng.from_seed(seed), []
    while not GAME.is_over(state):
        before, copy = state_hash(state), state.model_copy(deep=True)
        assert state_hash(copy) == before and copy == state
        assert not mutable_shared(state, copy)
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        assert state_hash(copy) == before, "playing on the original changed its copy"
        copies.append(copy)
    return copies


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_copy_shares_nothing_that_changes(config: dict[str, Any]) -> None:
    copies = played(config, seed=5)
    assert any(c.pending is not None for c in copies)
    assert any(p.kept or p.sets for c in copies for p in c.players) or config["players"] < 5


def test_playing_on_a_copy_leaves_the_original_alone() -> None:
    state = drafted(4)
    before = state_hash(state)
    copy = state.model_copy(deep=True)
    seat = copy.turn.seat  # type: ignore[union-attr]
    GAME.apply(copy, seat, a.Place(space="crew-1"))
    assert copy.players[seat].crew == state.players[seat].crew + 1
    assert state_hash(state) == before and state_hash(copy) != before


def test_a_copy_keeps_which_fields_were_set() -> None:
    state = drafted(3)
    copy = state.model_copy(deep=True)
    assert copy.model_fields_set == state.model_fields_set
    assert copy.model_dump_json(exclude_unset=True) == state.model_dump_json(exclude_unset=True)


@pytest.mark.parametrize("config", CONFIGS[:2], ids=str)
def test_views_and_actions_are_their_validated_twins_and_later_actions_leave_views_alone(
        config: dict[str, Any]) -> None:
    state = GAME.setup(GAME.options_from_dict(config), 3)
    rng, taken = Rng.from_seed(3), []
    while not GAME.is_over(state):
        for seat in (*range(config["players"]), None):
            view = GAME.view(state, seat)
            assert view == type(view).model_validate(view.model_dump())
            taken.append((view, view.model_dump_json()))
        seat = rng.choice(GAME.active_seats(state))
        action = GAME.sample_action(state, seat, rng)
        made = [*GAME.legal_actions(state, seat), action]
        twins = [type(x)(**x.model_dump(exclude={"kind"})) for x in made]
        assert made == twins
        assert [x.model_fields_set for x in made] == [x.model_fields_set for x in twins]
        events = GAME.apply(state, seat, action)
        for shown in (GAME.view_events(state, events, s) for s in (0, 1, None)):
            assert shown == [type(ev).model_validate(ev.model_dump()) for ev in shown]
    assert all(view.model_dump_json() == dump for view, dump in taken)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_every_action_leaves_no_achievement_unscored(config: dict[str, Any]) -> None:
    """goals.scoring, bonuses.scoring: what is achieved scores at once (an ended turn checks
    again only after Missed Work, the one change since its last action's check)."""
    for seed in (1, 2):
        state = GAME.setup(GAME.options_from_dict(config), seed)
        rng = Rng.from_seed(seed)
        while not GAME.is_over(state):
            seat = rng.choice(GAME.active_seats(state))
            GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
            if state.stage != "draft" and state.pending is None:
                assert not check_achievements(state.model_copy(deep=True))


def test_a_field_is_written_as_pydantic_writes_it() -> None:
    state = drafted(3)
    state.gig = None
    assert "gig" in state.model_fields_set
    with pytest.raises(ValueError, match="no field"):
        state.nope = 1
    with pytest.raises(AttributeError):
        state.players[0].nope = 1  # type: ignore[attr-defined]
    assert state.cat is state.model_copy(deep=True).cat
    assert "cat" not in state.model_dump()


def test_listed_actions_are_validated_once_and_shared() -> None:
    from roadie.games.rock_hard_1977.game import made
    assert made(a.Choose, option=2) is made(a.Choose, option=2) == a.Choose(option=2)
    assert made(a.EndTurn).model_fields_set == a.EndTurn().model_fields_set
    state = drafted(3)
    seat = state.turn.seat  # type: ignore[union-attr]
    assert GAME.legal_actions(state, seat)[0] is GAME.legal_actions(state, seat)[0]
