"""Seeded randomness that lives in the game state.

A SplitMix64 generator: its whole state is one integer, so it serialises with
the state, hashes with it and replays exactly. Never use the global ``random``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def mix_seed(seed: int) -> int:
    """Spread any integer seed over 64 bits."""
    z = (seed * _GOLDEN + 0x632BE59BD9B4E019) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng(BaseModel):
    """A serialisable random generator; ``state`` is all there is to it."""

    state: int = 0

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=mix_seed(seed))

    def next64(self) -> int:
        s: int = (self.__dict__["state"] + _GOLDEN) & _MASK
        self.__dict__["state"] = s  # clone.assign(self, state=s), inlined: the hottest write
        self.__pydantic_fields_set__.add("state")
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``, both included."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[float]) -> T:
        """One of *items*, each as likely as its (positive) weight."""
        point = self.below(1 << 53) / (1 << 53) * sum(weights)
        for item, weight in zip(items, weights, strict=True):
            point -= weight
            if point < 0:
                return item
        return items[-1]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent generator drawn from this one."""
        return Rng(state=mix_seed(self.next64()))
