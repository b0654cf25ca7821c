"""The random legal bot: any legal action, drawn from its own seeded rng."""

from __future__ import annotations

from typing import Any

from roadie.core.game import Game, GameState
from roadie.core.rng import Rng


class RandomBot:
    """Plays a random legal action; deterministic for a given seed."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, game: Game[Any, Any, Any], state: GameState, seat: int) -> Any:
        return game.sample_action(state, seat, self.rng)


def make_bot(level: str, seed: int) -> RandomBot:
    """A bot of the given level (only ``random`` exists so far)."""
    if level != "random":
        raise ValueError(f"no bot level {level!r}")
    return RandomBot(seed)
