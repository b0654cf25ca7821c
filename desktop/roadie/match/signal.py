"""A tiny signal, so the match can notify views without importing Qt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Signal(Generic[T]):
    """Callbacks that all receive one value when :meth:`emit` is called."""

    def __init__(self) -> None:
        self._slots: list[Callable[[T], None]] = []

    def connect(self, slot: Callable[[T], None], first: bool = False) -> None:
        """Call *slot* on every :meth:`emit` (before the slots connected so far if *first*)."""
        self._slots.insert(0 if first else len(self._slots), slot)

    def disconnect(self, slot: Callable[[T], None]) -> None:
        self._slots.remove(slot)

    def slots(self) -> list[Callable[[T], None]]:
        return list(self._slots)

    def emit(self, value: T) -> None:
        for slot in list(self._slots):
            slot(value)
