"""Building positions for tests and examples: fix what chance will do next.

A rulebook example is easier to read as a few lines than as a searched-for seed::

    state = game.setup(options, seed=1)
    load_rolls(state, 6, 6, 2)      # the next three dice rolled show 6, 6 and 2
    stack_top(state.hit_deck, "blue-bayou")  # the next song drawn is Blue Bayou

Every Roadie game draws from the front of a pile, so ``stack_top`` puts cards there.
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import Field

from roadie.core.game import GameState
from roadie.core.rng import Rng

T = TypeVar("T")


class LoadedRng(Rng):
    """An rng whose next ``randint`` results are given; then it goes on as seeded."""

    rolls: list[int] = Field(default_factory=list)

    def randint(self, low: int, high: int) -> int:
        if not self.rolls:
            return super().randint(low, high)
        value = self.rolls.pop(0)
        if not low <= value <= high:
            raise ValueError(f"a loaded roll of {value} is outside {low}-{high}")
        return value

    def fork(self) -> Rng:
        return LoadedRng(state=super().fork().state, rolls=list(self.rolls))


def load_rolls(state: GameState, *values: int) -> None:
    """Make the next dice rolled in *state* show *values*, in order."""
    queued = state.rng.rolls if isinstance(state.rng, LoadedRng) else []
    state.rng = LoadedRng(state=state.rng.state, rolls=[*queued, *values])


def loaded_rolls_left(state: GameState) -> list[int]:
    """The loaded rolls not used yet (a test can check all were used)."""
    return list(state.rng.rolls) if isinstance(state.rng, LoadedRng) else []


def stack_top(pile: list[T], *items: T) -> None:
    """Move *items* (each already in *pile*) to its top, the first of them drawn first."""
    for item in items:
        if item not in pile:
            raise ValueError(f"{item!r} is not in the pile")
        pile.remove(item)
    pile[:0] = items
