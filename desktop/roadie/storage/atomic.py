"""Atomic file writes: a reader sees the old file or the new one, never half of one."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: bytes, *, keep_backup: bool = False) -> None:
    """Write *data* to *path* via a synced temporary file and a rename.

    With *keep_backup*, the file it replaces survives as ``<name>.bak``: a hard link
    (or a copy) made first, so that *path* itself is replaced in one step and never
    missing, whenever a crash comes.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _keep_backup(path: Path) -> None:
    """``<name>.bak`` becomes the current content of *path*, in one atomic step."""
    staged = path.with_name(f".{path.name}.bak.tmp")
    staged.unlink(missing_ok=True)
    try:
        os.link(path, staged)
    except OSError:  # a file system without hard links
        shutil.copy2(path, staged)
    os.replace(staged, path.with_name(path.name + ".bak"))
