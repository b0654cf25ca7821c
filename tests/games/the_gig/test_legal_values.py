"""Legal actions are shared or copied values, not validated one by one: each equals the
action validation makes of the same fields, fields set included; so does a stamped one."""

from __future__ import annotations

from typing import Any

import pytest

from roadie.core.rng import Rng

from .helpers import GAME

CONFIGS = GAME.test_configurations()


def twin(action: Any) -> Any:
    """*action* made again by validation, from the fields it has set."""
    return type(action).model_validate(action.model_dump(exclude_unset=True))


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_legal_and_stamped_actions_equal_their_validated_twins(config: dict[str, Any]) -> None:
    state = GAME.setup(GAME.make_options(config["players"], config), 4)
    rng = Rng.from_seed(4)
    kinds = set()
    while not GAME.is_over(state):
        for seat in GAME.active_seats(state):
            for action in GAME.legal_actions(state, seat):
                kinds.add(action.kind)
                for made in (action, GAME.stamp(action, 7.5)):
                    again = twin(made)
                    assert made == again and made.model_fields_set == again.model_fields_set
                    assert made.model_dump_json() == again.model_dump_json()
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
    assert {"place", "reroll", "solo"} <= kinds
