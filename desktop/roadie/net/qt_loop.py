"""Qt's side of the bot pacing: timers on the event loop, thinking on a thread pool.

Shared by the table (``ui/controller.py``) and the network host (``net/host.py``), which
paces the bots that take over seats; the pacer itself (``match/pacing.py``) has no Qt.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal


class QtTimers(QObject):
    """Single-shot QTimers by key (the pacer's :class:`~roadie.match.pacing.Timers`)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timers: dict[int, QTimer] = {}

    def start(self, key: int, ms: int, fire: Callable[[], None]) -> None:
        self.stop(key)
        timer = QTimer(self, singleShot=True)
        timer.timeout.connect(fire)
        timer.start(ms)
        self._timers[key] = timer

    def is_active(self, key: int) -> bool:
        timer = self._timers.get(key)
        return timer is not None and timer.isActive()

    def stop(self, key: int) -> None:
        timer = self._timers.pop(key, None)
        if timer is not None:
            timer.stop()
            timer.deleteLater()

    def stop_all(self) -> None:
        for key in list(self._timers):
            self.stop(key)


class QtRunner(QObject):
    """Runs work on Qt's thread pool and hands the result back on the event loop's thread."""

    _finished = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._finished.connect(self._deliver)

    def run(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """*done* gets the result, or the exception the work raised."""

        def job() -> None:
            try:
                result = work()
            except Exception as exc:
                result = exc
            with contextlib.suppress(RuntimeError):  # the table closed while the work ran
                self._finished.emit(done, result)

        QThreadPool.globalInstance().start(job)

    def _deliver(self, done: Callable[[Any], None], result: Any) -> None:
        done(result)
