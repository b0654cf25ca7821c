"""Who the host lets in, and how fast: connections that have not said hello yet, and the
secrets (a room password, a seat's invite code) a hello offers. No Qt.

Connections still to say hello have a small cap of their own, per address and in all, apart
from the seated players and spectators: when it is reached, the oldest waiting connection
makes room for the new one (one that came in the last moment is left to say its hello, and
the new one is turned away instead), so idle connections never lock a seated player out of
reconnecting. Secrets from one address are checked one at a time, and after each wrong one
the next waits longer (:class:`Backoff`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

WAITING_MAX = 16
"""Connections that have not said hello yet, in all."""
WAITING_PER_ADDRESS = 4
"""Connections from one address that have not said hello yet."""
SPECTATORS_MAX = 16
"""Peers watching a table (the seats are bounded by the game)."""
BACKOFF_MS = (250, 500, 1000, 2000, 4000, 8000)
"""The pause before an address's next secret is checked, after its 1st, 2nd... wrong one
in a row (the last repeats)."""
FORGET_S = 600.0
"""An address whose last wrong secret is this old starts afresh."""
GRACE_S = 0.5
"""A connection this young is not closed to make room: it may be saying hello right now."""

T = TypeVar("T")


@dataclass(frozen=True)
class Waiting(Generic[T]):
    """A connection that has not said hello: where from, and since when."""

    address: str
    since: float
    one: T


def crowding(waiting: Sequence[Waiting[T]], address: str, now: float) -> tuple[bool, T | None]:
    """Whether one more connection from *address* may wait to say hello beside *waiting*
    (oldest first), and which of those to close to make room for it (``None``: none)."""
    mine = [w for w in waiting if w.address == address]
    crowd = mine if len(mine) >= WAITING_PER_ADDRESS else (
        list(waiting) if len(waiting) >= WAITING_MAX else [])
    if not crowd:
        return True, None
    oldest = crowd[0]
    return (True, oldest.one) if now - oldest.since >= GRACE_S else (False, None)


@dataclass
class _Record:
    wrong: int = 0
    free_at: float = 0.0
    """When the address's next secret may be checked."""


class Backoff:
    """Wrong secrets per address, and when that address's next one may be checked."""

    def __init__(self, schedule_ms: Sequence[int] = BACKOFF_MS,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.schedule_ms = tuple(schedule_ms)
        self.clock = clock
        self._records: dict[str, _Record] = {}

    def wait(self, address: str) -> float:
        """Seconds before a secret from *address* may be checked."""
        record = self._records.get(address)
        return 0.0 if record is None else max(0.0, record.free_at - self.clock())

    def wrong(self, address: str) -> None:
        """A wrong secret came from *address*: its next one waits longer."""
        now = self.clock()
        record = self._records.setdefault(address, _Record())
        if now - record.free_at > FORGET_S:
            record.wrong = 0
        record.wrong += 1
        pause = self.schedule_ms[min(record.wrong, len(self.schedule_ms)) - 1]
        record.free_at = now + pause / 1000

    def right(self, address: str) -> None:
        """A right secret came from *address*: it starts afresh."""
        self._records.pop(address, None)
