"""Legal-move counts along fixed playouts, kept as data (a perft for Big Easy Busking).

Each playout takes legal action ``(7 * n) % count`` at step ``n``. The opening count of 50 is,
by hand: 4 ways to learn, 3 songs x 3 crowds, 3 Standards x 4 ways to pay x 3 crowds, and Pass.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.games.big_easy_busking.scenario import GAME, new

COUNTS: list[tuple[int, int, dict[str, Any], list[int]]] = [
    (3, 7, {}, [50, 50, 50, 50, 4, 9, 41, 35, 1, 20, 32, 5, 6, 3, 23, 20, 14, 1, 11, 59, 4, 1, 1,
                4, 6, 3, 20, 23, 1, 1, 4, 1, 73, 65, 49, 3, 46, 1, 37, 25, 4, 9, 25, 1, 14]),
    (4, 2, {"mardi_gras": True},
     [50, 50, 50, 38, 38, 1, 20, 11, 4, 9, 6, 3, 3, 20, 1, 20, 35, 1, 1, 13, 13, 3, 6, 3, 17, 3,
      3, 14, 1, 7, 4, 4, 6, 3, 9, 4, 1, 1, 3, 1, 7, 4, 1, 1, 65]),
    (1, 3, {"robot": "second-line-sal"},
     [38, 77, 68, 1, 7, 4, 53, 1, 57, 65, 1, 62, 27, 25, 1, 20, 43, 4, 4, 1]),
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
