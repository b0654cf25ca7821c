"""Why a game could not be started or saved, in a sentence: a full disk or a folder Roadie may
not write to is said so, not with the system's ``[Errno 28]`` line."""

from __future__ import annotations

import errno
from html import escape

from PySide6.QtCore import QCoreApplication

FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
DENIED = {errno.EACCES, errno.EPERM, errno.EROFS}


def not_written(exc: Exception) -> str:
    """Rich text for an alert: *exc* (a file system failure or a RoadieError) as a sentence."""
    if not isinstance(exc, OSError):
        return escape(str(exc))
    where = escape(str(exc.filename)) if exc.filename else ""
    if exc.errno in FULL:
        return QCoreApplication.translate(
            "NotWritten", "The disk is full, so the game could not be saved. Free some space "
            "on it and try again.")
    if exc.errno in DENIED and where:
        return QCoreApplication.translate(
            "NotWritten", "Roadie may not write to %1, so the game could not be saved.").replace(
            "%1", where)
    reason = escape(exc.strerror or str(exc)) + (f" ({where})" if where else "")
    return QCoreApplication.translate(
        "NotWritten", "The game could not be saved: %1").replace("%1", reason)
