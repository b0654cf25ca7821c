"""Writing files off the caller's thread: the newest content of each file wins.

The table hands an autosave to :class:`BackgroundWriter` and goes on at once; a
worker thread makes its bytes (when given a function that makes them) and writes them
atomically. When several saves of one file queue up, only the newest is made and
written. Failures are reported to a callback (on the worker thread).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from roadie.storage.atomic import write_atomic

Content = bytes | Callable[[], bytes]
"""The bytes to write, or a function making them on the worker thread."""
Report = Callable[[Path, OSError | None], None]
"""Called after each write: the path, and the error or ``None`` when it was written."""


class BackgroundWriter:
    """One worker thread writing the latest bytes queued for each path."""

    def __init__(self, report: Report | None = None) -> None:
        self.report = report
        self._pending: dict[Path, tuple[Content, bool]] = {}
        self._busy = False
        self._lock = threading.Condition()
        self._thread: threading.Thread | None = None

    def write(self, path: Path, data: Content, *, keep_backup: bool = False) -> None:
        """Queue *data* for *path* (replacing what was queued for it and not yet written).
        A function given as *data* runs on the worker thread, so it must not read anything
        the caller changes afterwards."""
        with self._lock:
            self._pending[path] = (data, keep_backup)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="roadie-writer",
                                                daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued is written and reported; False if *timeout* ran out
        first."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._lock.wait_for(lambda: bool(self._pending), timeout=5.0):
                    self._thread = None
                    return
                path, (data, keep_backup) = next(iter(self._pending.items()))
                del self._pending[path]
                self._busy = True
            error: OSError | None = None
            try:
                write_atomic(path, data if isinstance(data, bytes) else data(),
                             keep_backup=keep_backup)
            except OSError as exc:
                error = exc
            del data  # not kept while the thread waits: a save's snapshot holds a whole match
            try:
                if self.report is not None:
                    self.report(path, error)
            finally:  # a flush returns once the write was reported
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
