"""Yet more of what random play does faster than the plain way, each held equal to it over
seeded random games."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any, get_type_hints

import pytest
from pydantic import BaseModel, ConfigDict, create_model

from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977.game import GAME
from roadie.games.rock_hard_1977.setup import hangout_ids, ids_of
from roadie.games.rock_hard_1977.state import Player, RockHardState, Turn
from roadie.games.rock_hard_1977.views import TurnView

CONFIGS = GAME.test_configurations()



def model_of(kind: type[Any]) -> type[BaseModel]:
    """What *kind* was before it became a plain dataclass: a pydantic model of its fields."""
    return create_model(  # type: ignore[call-overload,no-any-return]
        f"{kind.__name__}Model", __config__=ConfigDict(extra="forbid"),
        **{name: (hint, ...) for name, hint in get_type_hints(kind).items()})


PlayerModel, TurnModel = model_of(Player), model_of(Turn)


def random_states(config: dict[str, Any], seed: int) -> list[RockHardState]:
    """Every state of a random game, as copies."""
    state = GAME.setup(GAME.options_from_dict(config), seed)
    rng, seen = Rng.from_seed(seed), [state.model_copy(deep=True)]
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        seen.append(state.model_copy(deep=True))
    return seen


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_player_saves_and_loads_as_the_pydantic_model_it_was(config: dict[str, Any]) -> None:
    """A player is a slotted dataclass (its fields are read faster): its dump, in the state's
    JSON, is the one a pydantic model of the same fields makes, and a state loads back equal,
    hash and all."""
    for state in random_states(config, seed=3)[::7]:
        saved = state.model_dump_json()
        players = json.loads(saved)["players"]
        for p, dumped in zip(state.players, players, strict=True):
            twin = PlayerModel.model_validate(dumped)
            assert list(dumped) == [f.name for f in fields(Player)]
            assert twin.model_dump(mode="json") == dumped
            assert all(getattr(twin, f.name) == getattr(p, f.name) for f in fields(Player))
        loaded = RockHardState.model_validate_json(saved)
        assert loaded == state and state_hash(loaded) == state_hash(state)
        assert all(type(p) is Player for p in loaded.players)


def test_a_player_is_validated_as_a_model_would_be() -> None:
    state = GAME.setup(GAME.make_options(3), 1)
    data = state.model_dump(mode="json")
    data["players"][0]["money"] = "lots"
    with pytest.raises(ValueError, match="money"):
        RockHardState.model_validate(data)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_turn_saves_and_shows_as_the_pydantic_model_it_was(config: dict[str, Any]) -> None:
    """A turn is a slotted dataclass too: dumped as a model of its fields, shown in a view as
    its validated :class:`TurnView`, and a state made from a view's turn (as bots make their
    made-up tables) holds it as a Turn."""
    turns = 0
    for state in random_states(config, seed=4):
        turn = state.turn
        if turn is None:
            continue
        turns += 1
        dumped = json.loads(state.model_dump_json())["turn"]
        assert TurnModel.model_validate(dumped).model_dump(mode="json") == dumped
        assert list(dumped) == [f.name for f in fields(Turn)]
        shown = GAME.view(state, turn.seat).turn  # type: ignore[attr-defined]
        assert shown == TurnView.model_validate(dumped)
        remade = RockHardState.model_validate({**state.model_dump(), "turn": shown.model_copy()})
        assert remade.turn == turn and type(remade.turn) is Turn
    assert turns > 50


def test_setup_lists_each_deck_as_the_pack_does() -> None:
    """Setup shuffles ids listed once per pack: the same ids, in the same order, as the pack's
    cards (so the same seed deals the same decks)."""
    pack = GAME.make_options(3).content_pack
    cards = c.catalog(pack).pack
    for name in ("events", "sugar_rush", "characters", "goals", "jobs", "starting_life"):
        assert list(ids_of(pack, name)) == [x.id for x in getattr(cards, name)]
    assert {v: list(ids) for v, ids in hangout_ids(pack).items()} == {
        v: [h.id for h in cards.hangouts if h.venue == v] for v in c.VENUES}
    assert all(hangout_ids(pack).values())
