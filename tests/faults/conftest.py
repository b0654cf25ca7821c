"""Fault fixtures: the main window, and a disk that fills up and frees again."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from roadie.storage import atomic


class Disk:
    """Roadie's home folder on a disk that can be made full and freed again.

    Either a real 1 MB tmpfs (where this machine lets the test mount one), or every
    write fails with ``ENOSPC`` while it is full (injected where the data is synced).
    """

    def __init__(self, home: Path, monkeypatch: pytest.MonkeyPatch, real: bool) -> None:
        self.home = home
        self.full = False
        self.real = real and _mount_tmpfs(home)
        if real and not self.real:
            pytest.skip("this machine does not let the test mount a tmpfs")
        if not self.real:
            real_fsync = os.fsync

            def fsync(fd: int) -> None:
                if self.full:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                real_fsync(fd)

            monkeypatch.setattr(atomic.os, "fsync", fsync)

    def fill(self) -> None:
        self.full = True
        if self.real:
            with (self.home / "filler").open("wb", buffering=0) as filler, \
                    contextlib.suppress(OSError):
                while True:
                    filler.write(b"\0" * 4096)

    def free(self) -> None:
        self.full = False
        if self.real:
            (self.home / "filler").unlink()


def _mount_tmpfs(home: Path) -> bool:
    home.mkdir(parents=True, exist_ok=True)
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return False
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(home)],
                          capture_output=True, check=False)
    return done.returncode == 0


@pytest.fixture(params=["tmpfs", "injected ENOSPC"])
def disk(request: pytest.FixtureRequest, roadie_home: Path,
         monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    full_disk = Disk(roadie_home, monkeypatch, real=request.param == "tmpfs")
    yield full_disk
    if full_disk.real:
        subprocess.run(["umount", "-l", str(roadie_home)], check=False)


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Callable[[Path], None]]:
    """Make a folder read-only with what it holds now: a read-only tmpfs for root (which
    ignores permissions), else the folder's permissions."""
    mounted: list[Path] = []

    def make(folder: Path) -> None:
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            keep = tmp_path / f"keep-{len(mounted)}"
            shutil.copytree(folder, keep)
            if not _mount_tmpfs(folder):
                pytest.skip("root, but no tmpfs can be mounted for a read-only folder")
            mounted.append(folder)
            shutil.copytree(keep, folder, dirs_exist_ok=True)
            subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        else:
            folder.chmod(0o555)

    yield make
    for folder in mounted:
        subprocess.run(["umount", "-l", str(folder)], check=False)
