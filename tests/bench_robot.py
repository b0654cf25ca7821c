"""The solo Robot's ladder: how often the heuristic busker beats each Robot card at each level.

Usage: ``python tests/bench_robot.py [--games N] [--seed S]``. Plays N solo games per Robot card
and difficulty (seeds S to S+N-1) with ``roadie.games.big_easy_busking.bot`` in the player's
seat and prints the win rate with its 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import math

from roadie.core.rng import Rng
from roadie.games.big_easy_busking import GAME, bot
from roadie.games.big_easy_busking.content import catalog
from roadie.games.big_easy_busking.views import BuskingView


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(card: str, level: str, seed: int) -> tuple[bool, int, int]:
    """One solo game: whether the heuristic won, and both final purses."""
    state = GAME.setup(GAME.make_options(1, {"robot": card, "difficulty": level}), seed)
    rng = Rng.from_seed(seed)
    while not GAME.is_over(state):
        view = GAME.view(state, 0)
        assert isinstance(view, BuskingView)
        action = bot.choose(view, GAME.legal_actions(state, 0), rng)
        GAME.apply(state, 0, action)
    sheet = GAME.score(state)
    return sheet.winners == [0], sheet.seats[0].total, sheet.seats[1].total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    cat = catalog("standard")
    print(f"{'robot':<18}{'difficulty':<17}{'win rate':>9}  {'95% interval':<15}"
          f"{'your $':>7}{'robot $':>8}")
    for card in cat.robots:
        for level in cat.difficulties:
            games = [play(card, level, args.seed + n) for n in range(args.games)]
            wins = sum(won for won, _, _ in games)
            low, high = wilson(wins, args.games)
            mine = sum(m for _, m, _ in games) / args.games
            theirs = sum(t for _, _, t in games) / args.games
            print(f"{card:<18}{level:<17}{wins / args.games:>8.0%}  "
                  f"{low:>5.0%} - {high:<6.0%} {mine:>7.1f}{theirs:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
