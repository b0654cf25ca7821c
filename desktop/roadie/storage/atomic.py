"""Atomic file writes: a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes, *, keep_backup: bool = False) -> None:
    """Write *data* to *path* via a synced temporary file and a rename.

    With *keep_backup*, the file it replaces survives as ``<name>.bak``: a hard link
    (or a copy) made first, so that *path* itself is replaced in one step and never
    missing, whenever a crash comes. A read-only *path* is not overwritten
    (PermissionError); the new file keeps the old one's permissions.
    """
    mode = _writable_mode(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        if keep_backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _writable_mode(path: Path) -> int | None:
    """The permission bits of an existing *path*; PermissionError if it is read-only."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    if not info.st_mode & stat.S_IWUSR or not os.access(path, os.W_OK):
        raise PermissionError(errno.EACCES, "the file is read-only", str(path))
    return stat.S_IMODE(info.st_mode)


def _keep_backup(path: Path) -> None:
    """``<name>.bak`` becomes the current content of *path*, in one atomic step."""
    staged = path.with_name(f".{path.name}.bak.tmp")
    staged.unlink(missing_ok=True)
    try:
        try:
            os.link(path, staged)
        except OSError:  # a file system without hard links
            shutil.copy2(path, staged)
        os.replace(staged, backup_of(path))
    except BaseException:
        staged.unlink(missing_ok=True)
        raise


def _sync_folder(folder: Path) -> None:
    """Make a rename in *folder* durable (POSIX; a no-op where folders can't be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def backup_of(path: Path) -> Path:
    """Where the file *path* replaced is kept: ``<name>.bak``."""
    return path.with_name(path.name + ".bak")


def temp_files(path: Path) -> list[Path]:
    """The temporary files writes of *path* use, left behind by a crash (oldest first)."""
    found = [p for p in path.parent.glob(f".{glob_escape(path.name)}.*.tmp") if p.is_file()]
    return sorted(found, key=_mtime)


def glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
