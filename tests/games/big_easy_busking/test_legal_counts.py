"""Legal-move counts along fixed playouts, kept as data (a perft for Big Easy Busking).

Each playout takes legal action ``(7 * n) % count`` at step ``n``. The opening count of 50 is,
by hand: 4 ways to learn, 3 songs x 3 crowds, 3 Standards x 4 ways to pay x 3 crowds, and Pass.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.games.big_easy_busking.scenario import GAME, new

COUNTS: list[tuple[int, int, dict[str, Any], list[int]]] = [
    (3, 7, {},
     [50, 50, 50, 50, 4, 9, 41, 35, 1, 20, 32, 5, 6, 3, 23, 20, 14, 1, 11, 47, 4, 1, 1, 3, 10, 1,
      1, 1, 73, 49, 53, 1, 45, 1, 34, 51, 1, 45, 3, 13, 10, 7, 4, 1, 1]),
    (4, 2, {"mardi_gras": True},
     [50, 50, 50, 38, 38, 1, 20, 11, 4, 9, 6, 3, 3, 20, 1, 20, 29, 1, 1, 10, 7, 20, 3, 3, 14, 3,
      3, 26, 4, 9, 7, 56, 1, 4, 1, 7, 4, 1, 1, 1, 10, 7, 4, 4, 4]),
    (1, 3, {"robot": "second-line-sal"},
     [38, 68, 59, 1, 7, 4, 53, 1, 49, 37, 1, 10, 1, 65, 4, 3, 79, 1, 20, 63]),
]


@pytest.mark.parametrize(("players", "seed", "options", "expected"), COUNTS)
def test_legal_counts_along_a_fixed_playout(players: int, seed: int, options: dict[str, Any],
                                            expected: list[int]) -> None:
    state = new(players, seed=seed, **options)
    found = []
    for n in range(len(expected)):
        legal = GAME.legal_actions(state, state.turn.seat)
        found.append(len(legal))
        GAME.apply(state, state.turn.seat, legal[(n * 7) % len(legal)])
    assert found == expected
