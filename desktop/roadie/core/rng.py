"""Seeded randomness that lives in the game state.

A SplitMix64 generator: its whole state is one integer, so it serialises with
the state, hashes with it and replays exactly. Never use the global ``random``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from pydantic import BaseModel

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SURE_N = 1 << 53
_SURE_BELOW = (1 << 64) - _SURE_N
"""For a bound up to ``_SURE_N``, a draw under ``_SURE_BELOW`` is under the rejection limit
(``2**64 - 2**64 % n > 2**64 - n``): the exact limit's big-int arithmetic is rarely needed."""


def _mix(z: int) -> int:
    """SplitMix64's output function."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def mix_seed(seed: int) -> int:
    """Spread any integer seed over 64 bits."""
    return _mix((seed * _GOLDEN + 0x632BE59BD9B4E019) & _MASK)


def _below(values: dict[str, Any], n: int) -> int:
    """:meth:`Rng.below` on an rng's field values, its state written in place (as
    ``core/clone.assign`` would, without validation); SplitMix64's step inlined."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    while True:
        s: int = (values["state"] + _GOLDEN) & _MASK
        values["state"] = s
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        x = z ^ (z >> 31)
        if (x < _SURE_BELOW and n <= _SURE_N) or x < (1 << 64) - ((1 << 64) % n):
            return x % n


class Rng(BaseModel):
    """A serialisable random generator; ``state`` is all there is to it."""

    state: int = 0

    def model_post_init(self, context: Any, /) -> None:
        """``state`` always counts as set (as a draw would set it): draws then write it
        without touching pydantic's set of set fields, and copies may share that set."""
        del context
        self.__pydantic_fields_set__.add("state")

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        return cls(state=mix_seed(seed))

    def next64(self) -> int:
        values = self.__dict__  # written in place, as core/clone.assign would (no validation)
        s: int = (values["state"] + _GOLDEN) & _MASK
        values["state"] = s
        return _mix(s)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no bias)."""
        return _below(self.__dict__, n)

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]``, both included."""
        return low + _below(self.__dict__, high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[_below(self.__dict__, len(items))]

    def weighted(self, items: Sequence[T], weights: Sequence[float]) -> T:
        """One of *items*, each as likely as its (positive) weight."""
        point = _below(self.__dict__, 1 << 53) / (1 << 53) * sum(weights)
        for item, weight in zip(items, weights, strict=True):
            point -= weight
            if point < 0:
                return item
        return items[-1]

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates shuffle in place."""
        values = self.__dict__
        for i in range(len(items) - 1, 0, -1):
            j = _below(values, i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self) -> Rng:
        """An independent generator drawn from this one."""
        return Rng(state=mix_seed(self.next64()))
