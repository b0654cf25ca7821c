"""Random-playout speed of every game as a ratio to python-chess's, measured in the same run.

A benchmark, not a test (pytest does not collect it): figures, never assertions.

    .venv/bin/pip install chess        # or: pip install -e '.[bench]'
    .venv/bin/python tests/bench_playouts.py [--seconds 2] [--rounds 3] [--game the-gig]

Each round times python-chess's random playouts (moves/s) and then each game's
(actions/s, ``roadie bench``'s figure), so load on the machine falls on both alike; the
table gives each game's median over the rounds and its ratio to chess's median. The state
copy is what the search pays per world: ``model_copy(deep=True)`` of a state half-way
through a random game (the base ``resample_hidden`` and :func:`roadie.bots.search.paired`).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

import chess

from roadie import games
from roadie.bots.bench import bench_game
from roadie.core.game import Game, GameState
from roadie.core.rng import Rng


def chess_moves_per_s(seconds: float, seed: int) -> float:
    """python-chess random playouts (uniform legal moves to the game's end) for *seconds*."""
    rng = random.Random(seed)
    moves = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
    return moves / (time.perf_counter() - started)


def mid_game(game: Game[Any, Any, Any], seed: int = 7, steps: int = 60) -> GameState:
    """A state *steps* random actions into a game (fewer if it ends sooner)."""
    options = game.make_options(game.info.max_players)
    state: GameState = game.setup(options, seed)
    rng = Rng.from_seed(seed)
    for count in range(steps):
        active = game.active_seats(state)
        if game.is_over(state) or not active:
            break
        seat = rng.choice(active)
        probe = state.model_copy(deep=True)
        game.apply(probe, seat, game.stamp(game.sample_action(probe, seat, rng), count * 3.0))
        if game.is_over(probe):
            break
        state = probe
    return state


def copy_us(state: GameState, repeat: int = 2000) -> float:
    started = time.perf_counter()
    for _ in range(repeat):
        state.model_copy(deep=True)
    return (time.perf_counter() - started) / repeat * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="per game per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--game", action="append", help="only these games")
    ns = parser.parse_args()
    ids = ns.game or games.available()
    chess_rates: list[float] = []
    rates: dict[str, list[float]] = {g: [] for g in ids}
    for r in range(ns.rounds):
        chess_rates.append(chess_moves_per_s(ns.seconds, r))
        for game_id in ids:
            rates[game_id].append(bench_game(games.get(game_id), ns.seconds)["actions_per_s"])
    base = statistics.median(chess_rates)
    print(f"python-chess {chess.__version__}: {base:,.0f} random-playout moves/s "
          f"(median of {ns.rounds} rounds: {', '.join(f'{x:,.0f}' for x in chess_rates)})")
    print(f"{'game':18} {'actions/s':>11} {'ratio':>6} {'copy µs':>8}")
    for game_id in ids:
        rate = statistics.median(rates[game_id])
        cost = copy_us(mid_game(games.get(game_id)))
        print(f"{game_id:18} {rate:11,.0f} {rate / base:6.2f} {cost:8.1f}")


if __name__ == "__main__":
    main()
