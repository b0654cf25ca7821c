"""The lean random-playout loop plays exactly the games the plain loop plays."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.bots.playout import SECONDS_PER_ACTION, play_random
from roadie.core.game import Game, state_hash
from roadie.core.rng import Rng


def plain_playout(game: Game[Any, Any, Any], options: Any, seed: int) -> tuple[list[Any], str]:
    """Every action (seat, stamped action) of the plain loop, and the final hash."""
    state = game.setup(options, seed)
    rngs = [Rng.from_seed(seed * 1009 + seat) for seat in range(options.players)]
    order = Rng.from_seed(seed ^ 0x5EA7)
    taken, count = [], 0
    while not game.is_over(state):
        active = game.active_seats(state)
        assert active
        seat = active[0] if len(active) == 1 else order.choice(active)
        action = game.stamp(game.sample_action(state, seat, rngs[seat]),
                            count * SECONDS_PER_ACTION)
        game.apply(state, seat, action)
        taken.append((seat, game.dump_action(action)))
        count += 1
    assert game.active_seats(state) == []
    return taken, state_hash(state)


@pytest.mark.parametrize("game_id", games.available())
def test_the_playout_loop_plays_as_the_plain_loop(game_id: str) -> None:
    game = games.get(game_id)
    options = game.make_options(game.info.max_players)
    result, state, record = play_random(game, options, seed=4, record=True)
    taken, digest = plain_playout(game, options, seed=4)
    assert record is not None
    assert [(step.seat, step.action) for step in record.actions] == taken
    assert [step.t for step in record.actions] == [i * SECONDS_PER_ACTION
                                                  for i in range(len(taken))]
    assert result.hash == digest == state_hash(state) and result.actions == len(taken)
