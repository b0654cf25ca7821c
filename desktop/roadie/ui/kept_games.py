"""The window's side of the games in progress (:mod:`roadie.storage.in_progress`): which of
them this process plays, each held by a lock file beside it (``QLockFile``), so that two
Roadie processes on one home never write one game; which file a game opened from a save
autosaves into; the list the launcher shows. A lock left by a process that died is taken
over (Qt checks its process id); a live process's lock never goes stale.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile

from roadie.core.errors import RecordError
from roadie.storage import in_progress
from roadie.ui.in_progress_list import AUTOSAVE, ProgressEntry

if TYPE_CHECKING:
    from roadie.core.record import GameRecord


def open_elsewhere() -> str:
    return QCoreApplication.translate("KeptGames", "This game is open in another Roadie "
                                                   "window: play it there, or close that "
                                                   "window first.")


class KeptGames:
    """The games in progress this window plays, locked while it does."""

    def __init__(self) -> None:
        self._held: dict[Path, QLockFile] = {}

    def take(self, path: Path) -> bool:
        """Hold the game at *path* for this window; False when another process holds it. A
        lock that cannot be made at all (a full disk) is no sign of another process: the
        write that follows says what is wrong."""
        if path in self._held:
            return True
        path.parent.mkdir(parents=True, exist_ok=True)
        lock = QLockFile(str(path.with_name(path.name + ".lock")))
        lock.setStaleLockTime(0)  # stale only when its process is gone, however long it plays
        if not lock.tryLock(0):
            return lock.error() != QLockFile.LockError.LockFailedError
        self._held[path] = lock
        return True

    def release(self, path: Path) -> None:
        lock = self._held.pop(path, None)
        if lock is not None:
            lock.unlock()

    def keep_only(self, path: Path | None) -> None:
        """Let go of every game but the one at *path* (the game now in hand)."""
        for held in [p for p in self._held if p != path]:
            self.release(held)

    def held(self, path: Path) -> bool:
        return path in self._held

    def free(self, path: Path) -> bool:
        """Whether no other process holds the game at *path*."""
        if path in self._held:
            return True
        if not self.take(path):
            return False
        self.release(path)
        return True

    def settle(self) -> list[Path]:
        """At start: the single autosave of earlier versions moved in, what a crash left
        repaired, and the games that had ended (held by no other process) moved to the saves
        folder; where those went, for the recent games."""
        in_progress.move_legacy()
        finished = []
        for path in in_progress.slots():
            if self.held(path) or not self.take(path):
                continue
            try:
                if in_progress.unsettled(path):  # (validating a save loads pydantic: only then)
                    from roadie.storage.saves import recover_save

                    recover_save(path)
                about = in_progress.summary(path)
                if about is not None and about.over and path.exists():
                    finished.append(in_progress.finish(path))
            except OSError:
                pass
            finally:
                self.release(path)
        return finished

    def entries(self) -> list[ProgressEntry]:
        """The games in progress as the launcher lists them, newest first."""
        return [ProgressEntry(AUTOSAVE, str(path), about)
                for path, about in in_progress.newest_first(in_progress.slots())
                if about is None or not about.over]

    def newest(self) -> Path | None:
        """The game in progress saved last that no other process holds."""
        return next((Path(e.key) for e in self.entries() if self.free(Path(e.key))), None)

    def slot_for(self, record: GameRecord) -> Path:
        """Where a game opened from a save with *record* autosaves, held for this window:
        the game in progress it continues, else a new one; RecordError when the game it
        continues is held by another process."""
        found = in_progress.continuing(record, in_progress.slots())
        for path in found:
            if self.take(path):
                return path
        if found:
            raise RecordError(open_elsewhere())
        path = in_progress.new_slot()
        self.take(path)
        return path

    def delete(self, path: Path) -> bool:
        """Delete the game in progress at *path*; False when another process holds it."""
        if not self.take(path):
            return False
        try:
            in_progress.remove(path)
        finally:
            self.release(path)
        return True
