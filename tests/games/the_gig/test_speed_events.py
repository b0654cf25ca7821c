"""Events the rules make without validation are their validated twins."""

from __future__ import annotations

from typing import Any

import pytest

from roadie.core.rng import Rng
from roadie.games.the_gig import events as e
from roadie.games.the_gig.content import Symbol

from .helpers import GAME

CONFIGS = GAME.test_configurations()
QUICK = {e.Rolled, e.Placed, e.SoloDrawn, e.HarmonyScored, e.SymbolsMarked, e.PhaseBegan}


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_every_event_of_a_game_is_its_validated_twin(config: dict[str, Any]) -> None:
    """Every event of a random game equals, and dumps as, the event validated from its
    dump: those made without validation are made of the right types, defaults filled."""
    state = GAME.setup(GAME.make_options(config["players"], config), 13)
    rng, seen = Rng.from_seed(13), set()
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        for event in GAME.apply(state, seat, GAME.sample_action(state, seat, rng)):
            twin = type(event).model_validate(event.model_dump())
            assert twin == event and twin.model_dump_json() == event.model_dump_json()
            assert twin.model_dump(mode="json") == event.model_dump(mode="json")
            seen.add(type(event))
    assert seen >= QUICK


def test_the_challengers_marks_are_their_validated_twin() -> None:
    quick = e.symbols_marked(None, {Symbol.FLAT: 2}, 3)
    checked = e.SymbolsMarked(symbols={Symbol.FLAT: 2}, unplaced=3)
    assert quick == checked and quick.model_dump_json() == checked.model_dump_json()
    assert e.phase_began("solo").model_dump_json() == e.PhaseBegan(phase="solo").model_dump_json()
