"""Every game refuses another game's actions, non-actions and seats not at its table."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import Action, state_hash
from roadie.games.big_easy_busking import actions as busking
from roadie.games.gig_dice import actions as gig_dice
from roadie.games.the_gig import actions as the_gig

FOREIGN: dict[str, list[Any]] = {
    "gig-dice": [the_gig.PassApplause(), busking.Pass()],
    "the-gig": [gig_dice.EndTurn(), busking.Pass()],
    "big-easy-busking": [the_gig.PassApplause(), gig_dice.EndTurn()],
}
NOT_ACTIONS: list[Any] = [None, "pass", {"kind": "pass"}, 3, Action(), object()]


@pytest.mark.parametrize("game_id", sorted(FOREIGN))
def test_an_action_of_another_game_or_none_is_refused(game_id: str) -> None:
    game = games.get(game_id)
    state = game.setup(game.make_options(2), 1)
    seat = game.active_seats(state)[0]
    before = state_hash(state)
    for action in FOREIGN[game_id] + NOT_ACTIONS:
        with pytest.raises(RuleViolation) as refused:
            game.apply(state, seat, action)
        assert refused.value.rule_id == "roadie/action", action
        assert state_hash(state) == before


@pytest.mark.parametrize("game_id", sorted(FOREIGN))
def test_a_seat_outside_the_game_gets_its_own_message(game_id: str) -> None:
    game = games.get(game_id)
    state = game.setup(game.make_options(2), 1)
    action = game.legal_actions(state, game.active_seats(state)[0])[0]
    before = state_hash(state)
    for seat in (-1, 2, 7, True, "0"):
        with pytest.raises(RuleViolation) as refused:
            game.apply(state, seat, action)  # type: ignore[arg-type]
        assert refused.value.rule_id == "roadie/table"
        assert "no seat" in refused.value.message and "over" not in refused.value.message
        assert state_hash(state) == before
