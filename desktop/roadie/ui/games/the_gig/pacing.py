"""Bots at a human pace: in the real-time Song every bot seat acts on its own timer;
in the turn-based steps (solos, the Applause) one bot acts at a time."""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from roadie.core.errors import RuleViolation
from roadie.match.match import Match

REAL_TIME_MS = (600, 1500)
"""A bot's pause between two actions in the Song, before the speed setting."""
TURN_MS = 550
"""A bot's pause before acting in a turn-based step."""
REAL_TIME_PHASES = ("song", "lock")


class BotPacer(QObject):
    """Schedules bot actions; the controller calls :meth:`schedule` after every change."""

    def __init__(self, match: Match, factor: float, paused: Callable[[], bool],
                 parent: QObject | None = None, seed: int = 0) -> None:
        super().__init__(parent)
        self.match, self.factor, self.paused = match, factor, paused
        self.rng = random.Random(seed)
        self.timers: dict[int, QTimer] = {}
        for seat in match.bots:
            timer = QTimer(self, singleShot=True)
            timer.timeout.connect(lambda s=seat: self._act(s))
            self.timers[seat] = timer

    def delay(self, real_time: bool) -> int:
        low, high = REAL_TIME_MS if real_time else (TURN_MS, TURN_MS)
        return max(1, round(self.rng.uniform(low, high) * self.factor))

    def schedule(self) -> None:
        """Start a timer for every bot that may act now and has none running."""
        if self.paused() or self.match.is_over():
            return
        seats = self.match.bot_seats_to_act()
        real_time = getattr(self.match.state, "phase", "") in REAL_TIME_PHASES
        if not real_time:
            if any(t.isActive() for t in self.timers.values()):
                return
            seats = seats[:1]
        for seat in seats:
            if not self.timers[seat].isActive():
                self.timers[seat].start(self.delay(real_time))

    def stop(self) -> None:
        for timer in self.timers.values():
            timer.stop()

    def _act(self, seat: int) -> None:
        if self.paused() or self.match.is_over():
            return
        if seat in self.match.bot_seats_to_act():
            with contextlib.suppress(RuleViolation):
                self.match.play_bot(seat)
        self.schedule()
