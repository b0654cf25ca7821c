"""Playout benchmarks: figures, never assertions (``roadie bench``)."""

from __future__ import annotations

import time
from typing import Any

from roadie.bots.playout import play_random
from roadie.core.game import Game, state_hash


def bench_game(game: Game[Any, Any, Any], seconds: float = 3.0) -> dict[str, Any]:
    """Random playouts for about *seconds*, then the cost of view() and of a hash."""
    options = game.make_options(game.info.max_players)
    games = actions = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds or games == 0:
        result, state, _ = play_random(game, options, seed=games + 1)
        games += 1
        actions += result.actions
    elapsed = time.perf_counter() - started
    return {
        "game": game.info.id, "players": options.players, "games": games, "actions": actions,
        "actions_per_s": actions / elapsed, "games_per_s": games / elapsed,
        "view_us": _per_call_us(lambda: game.view(state, 0)),
        "hash_us": _per_call_us(lambda: state_hash(state)),
    }


def _per_call_us(call: Any, repeat: int = 2000) -> float:
    started = time.perf_counter()
    for _ in range(repeat):
        call()
    return (time.perf_counter() - started) / repeat * 1e6
