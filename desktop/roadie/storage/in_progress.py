"""Games in progress: every unfinished game autosaved in a file of its own.

``<data>/in-progress/<id>.roadie`` holds one game each, with what an autosave keeps beside
it (its ``.bak``, its journal, a hosted game's seating). Starting a game takes a new file;
a game opened from a save autosaves into the game in progress it continues (the same
game, no further along than the save), else into a new file: one save opened twice is one
game in progress. A game that ends moves to the saves folder. The single autosave of
earlier versions (``<data>/autosave.roadie.json``) moves in as a game of its own.

Which process plays which game is the window's business (a lock beside each file). No Qt;
pydantic only where two games are compared.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from roadie.storage.atomic import backup_of, temp_files, write_atomic
from roadie.storage.paths import data_dir, saves_dir
from roadie.storage.summary import SaveSummary, save_summary

if TYPE_CHECKING:
    from roadie.core.record import GameRecord

SUFFIX = ".roadie"
BESIDE = (".bak", ".journal", ".seats", ".damaged")
"""What an autosave keeps beside it (its backup, journal, seating, a damaged copy)."""


def folder() -> Path:
    return data_dir() / "in-progress"


def legacy_autosave() -> Path:
    """The one autosave of Roadie before games in progress (read, then moved in)."""
    return data_dir() / "autosave.roadie.json"


def new_slot() -> Path:
    """A file for a new game in progress (not yet written)."""
    import uuid

    return folder() / f"{uuid.uuid4().hex[:12]}{SUFFIX}"


def is_slot(path: Path) -> bool:
    """Whether *path* is a game in progress's own file."""
    return path.parent == folder() and path.name.endswith(SUFFIX)


def slots() -> list[Path]:
    """Every game in progress's file, including one a crash left with only its ``.bak``
    or temporary files (:func:`~roadie.storage.saves.recover_save` brings it back)."""
    try:
        names = os.listdir(folder())
    except OSError:
        return []
    found: set[str] = set()
    for name in names:
        if name.startswith(".") and name.endswith(".tmp"):  # .<id>.roadie.<random>.tmp
            name = name[1:].rsplit(".", 2)[0]
        elif name.endswith(SUFFIX + ".bak"):
            name = name.removesuffix(".bak")
        if name.endswith(SUFFIX) and not name.startswith("."):
            found.add(name)
    return [folder() / name for name in sorted(found)]


def unsettled(path: Path) -> bool:
    """Whether a crash left *path* missing or with temporary files beside it."""
    return bool(temp_files(path)) or (not os.path.lexists(path) and backup_of(path).exists())


_READ: dict[Path, tuple[tuple[int, int, int], SaveSummary]] = {}
"""Summaries already read, by file and what its status said (size, change time, inode): the
launcher lists the games in progress at every page change, reading only those that changed."""


def summary(path: Path) -> SaveSummary | None:
    """What *path* (or, damaged, its backup) says of its game, read safely."""
    try:
        info = os.stat(path)
    except OSError:
        return save_summary(backup_of(path))
    key = (info.st_size, info.st_mtime_ns, info.st_ino)
    known = _READ.get(path)
    if known is not None and known[0] == key:
        return known[1]
    about = save_summary(path)
    if about is None:
        return save_summary(backup_of(path))
    _READ[path] = (key, about)
    return about


def newest_first(paths: Iterable[Path]) -> list[tuple[Path, SaveSummary | None]]:
    """*paths* with their summaries, the game saved last first (a damaged one by the time
    its file last changed)."""
    listed = [(path, summary(path)) for path in paths]
    return sorted(listed, key=lambda item: _when(*item), reverse=True)


def _when(path: Path, about: SaveSummary | None) -> tuple[str, float]:
    """When *path* was saved, as its save says, then (within a second) as its file says."""
    try:
        stamp = path.lstat().st_mtime
    except OSError:
        stamp = 0.0
    if about is not None and about.saved_at:
        return about.saved_at, stamp
    return datetime.fromtimestamp(stamp, UTC).isoformat(timespec="seconds"), stamp


def move_legacy() -> Path | None:
    """Move the single autosave of earlier versions (with what it keeps beside it) in as a
    game in progress; the new file, or ``None`` when there was none to move."""
    old = legacy_autosave()
    if not os.path.lexists(old) and not backup_of(old).exists() and not temp_files(old):
        return None
    from roadie.storage.saves import recover_save

    recover_save(old)
    slot = new_slot()
    folder().mkdir(parents=True, exist_ok=True)
    moved = False
    for suffix in ("", *BESIDE):
        with contextlib.suppress(FileNotFoundError):
            os.replace(old.with_name(old.name + suffix), slot.with_name(slot.name + suffix))
            moved = True
    return slot if moved else None


def remove(path: Path) -> None:
    """Delete the game in progress at *path*, with everything kept beside it."""
    for suffix in ("", *BESIDE):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    for leftover in temp_files(path):
        leftover.unlink(missing_ok=True)


def finish(path: Path) -> Path:
    """Move the ended game at *path* to the saves folder (named for its game and day); where
    it now is."""
    about = save_summary(path)
    stem = f"{about.game}-{about.local_time()[:10]}" if about else "game"
    target = saves_dir() / f"{stem}-{path.name.removesuffix(SUFFIX)[:6]}{SUFFIX}"
    saves_dir().mkdir(parents=True, exist_ok=True)
    try:
        os.replace(path, target)
    except OSError:  # another file system: copied, then removed
        write_atomic(target, path.read_bytes())
    remove(path)
    return target


def continuing(record: GameRecord, candidates: Iterable[Path]) -> list[Path]:
    """The games in progress among *candidates* that *record* continues: of the same game
    (seed and options), with actions that all begin *record*'s; the furthest along first."""
    from roadie.core.errors import RoadieError
    from roadie.core.files import read_bytes
    from roadie.storage.saves import parse_save

    found: list[tuple[int, Path]] = []
    for path in candidates:
        try:
            other = parse_save(read_bytes(path), path.name).record
        except RoadieError:
            continue
        done = len(other.actions)
        if ((other.game, other.seed, other.options) == (record.game, record.seed, record.options)
                and done <= len(record.actions) and other.actions == record.actions[:done]):
            found.append((done, path))
    return [path for _done, path in sorted(found, reverse=True)]
