"""Saved games: a game record plus who sat where, checked by replaying it."""

from __future__ import annotations

import logging
import math
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from roadie import __version__, games
from roadie.bots.random_bot import make_bot
from roadie.core.errors import InputError, RecordError, RoadieError
from roadie.core.files import parse_json, read_bytes
from roadie.core.game import GameState
from roadie.core.record import (
    MAX_CLOCK,
    RECORD_FORMAT_VERSION,
    GameRecord,
    RecordedAction,
    check_times,
    check_version,
    replay,
)
from roadie.storage.atomic import backup_of, temp_files, write_atomic
from roadie.storage.journal import journal_path, read_journal

SAVE_FORMAT_VERSION = 1
log = logging.getLogger(__name__)


class SeatSpec(BaseModel):
    """Who sits in a seat: a human (local, later remote) or a bot of some level."""

    name: str = Field(max_length=200)
    kind: Literal["human", "bot", "remote"] = "human"
    level: str = "random"


class SaveFile(BaseModel):
    format: Literal["roadie-save"] = "roadie-save"
    format_version: int = SAVE_FORMAT_VERSION
    roadie_version: str = __version__
    saved_at: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    seats: list[SeatSpec] = Field(min_length=1, max_length=16)
    record: GameRecord
    progress: list[str] = []
    """How far the game had come (``Game.progress``: a sentence under "progress" and its
    arguments), for the launcher to phrase in the language it shows; older saves have none."""
    over: bool = False
    """Whether the game had ended when it was saved (the launcher says "Game over")."""


def save_bytes(save: SaveFile) -> bytes:
    return save.model_dump_json(indent=1).encode()


def write_save(path: Path, save: SaveFile) -> None:
    """Write a save atomically; the file it replaces is kept as ``.bak``."""
    write_atomic(path, save_bytes(save), keep_backup=True)


def recover_save(path: Path) -> str | None:
    """Bring back a missing save after a crash; remove the temporary files left behind.

    A missing *path* is restored from the newest of its ``.bak`` and any complete
    temporary file that reads and replays. Returns the name of the file it was restored
    from, or ``None``. A folder Roadie may not write to is left as it is.
    """
    restored: str | None = None
    try:
        if not path.exists():
            candidates = sorted([backup_of(path), *temp_files(path)],
                                key=lambda p: p.stat().st_mtime if p.exists() else 0.0)
            for candidate in reversed(candidates):
                if candidate.exists() and _replays(candidate):
                    write_atomic(path, candidate.read_bytes())
                    restored = candidate.name
                    break
        for leftover in temp_files(path):
            leftover.unlink(missing_ok=True)
    except OSError:
        pass
    return restored


def _replays(path: Path) -> bool:
    try:
        read_save(path)
    except RoadieError:
        return False
    return True


def read_save(path: Path) -> tuple[SaveFile, GameState]:
    """Read and replay a save, with the actions its journal holds after it (see
    :func:`read_save_counting`); RecordError with a clear line if anything is off."""
    save, state, _dropped = read_save_counting(path)
    return save, state


def read_save_counting(path: Path) -> tuple[SaveFile, GameState, int]:
    """A save read and replayed, with the actions its journal holds after it up to the
    first that is damaged or does not replay, and how many actions were dropped there (that
    one and those after it: never one after a gap)."""
    try:
        raw = read_bytes(path)
    except InputError as exc:
        raise RecordError(str(exc)) from None
    save, state = checked_save(parse_save(raw, path.name), path.name)
    later, dropped = journal_after(save, journal_path(path))
    game = games.get(save.record.game)
    last = save.record.actions[-1].t if save.record.actions else 0.0
    for n, step in enumerate(later):
        try:
            if not (math.isfinite(step.t) and last <= step.t <= MAX_CLOCK):
                raise RecordError(f"its time {step.t!r} does not follow")
            game.apply(state, step.seat, game.parse_action(step.action))
        except (RoadieError, ValidationError) as exc:
            log.warning("%s: its action %d was dropped, and what came after it: %s",
                        journal_path(path).name, len(save.record.actions) + n + 1, exc)
            dropped += len(later) - n
            later = later[:n]
            break
        last = step.t
    if later:
        record = save.record.model_copy(update={"actions": [*save.record.actions, *later],
                                                "final_hash": None})
        save = save.model_copy(update={"record": record})
    return save, state, dropped


def journal_after(save: SaveFile, path: Path) -> tuple[list[RecordedAction], int]:
    """The actions the journal at *path* holds after *save*'s last one, up to its first
    damaged line, and how many it dropped there (that line and those after it, beyond what
    the save holds). A journal that cannot be read, of another game, starting after the
    save ends or differing from the save where they overlap is not used (a warning says
    why)."""
    try:
        journal = read_journal(path)
    except InputError as exc:
        log.warning("The journal %s was not used: %s", path.name, exc)
        return [], 0
    if journal is None:
        return [], 0
    start, steps, dropped = journal
    if start is None:
        log.warning("The journal %s is damaged from its first line: it was not used.",
                    path.name)
        return [], dropped
    actions = save.record.actions
    if (start.game, start.seed) != (save.record.game, save.record.seed):
        log.warning("The journal %s is of another game: it was not used.", path.name)
        return [], 0
    done, overlap = len(actions), min(len(steps), len(actions) - start.start)
    if start.start > done or steps[:overlap] != actions[start.start:start.start + overlap]:
        log.warning("The journal %s does not follow its save: it was not used.", path.name)
        return [], 0
    end = start.start + len(steps)
    lost = max(0, end + dropped - max(done, end))
    if lost:
        log.warning("The journal %s is damaged after action %d: %d actions were dropped.",
                    path.name, end, lost)
    return steps[done - start.start:], lost


def load_save(raw: bytes, name: str) -> tuple[SaveFile, GameState]:
    """A save from its bytes, replayed, with seats that fit its game."""
    return checked_save(parse_save(raw, name), name)


def checked_save(save: SaveFile, name: str) -> tuple[SaveFile, GameState]:
    """*save* replayed, with seats that fit its game."""
    try:
        game = games.get(save.record.game)
    except RoadieError as exc:
        raise RecordError(f"{name}: {exc}") from None
    try:
        state = replay(game, save.record)
    except RecordError as exc:
        raise RecordError(f"{name}: {exc}") from None
    if len(save.seats) != game.seat_count(state):
        raise RecordError(f"{name} is damaged: it names {len(save.seats)} seats for a "
                          f"game of {game.seat_count(state)}")
    for spec in save.seats:
        if spec.kind == "bot":
            try:
                make_bot(spec.level, 0)
            except ValueError as exc:
                raise RecordError(f"{name}: seat {spec.name!r}: {exc}") from None
    return save, state


def parse_save(raw: bytes, name: str) -> SaveFile:
    """A SaveFile from bytes: foreign, newer or damaged files get a readable error."""
    try:
        data: Any = parse_json(raw, name)
    except InputError as exc:
        raise RecordError(f"{name} is damaged: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != "roadie-save":
        raise RecordError(f"{name} is not a Roadie save")
    check_version(data.get("format_version"), SAVE_FORMAT_VERSION, name)
    record = data.get("record")
    if isinstance(record, dict):
        check_version(record.get("format_version"), RECORD_FORMAT_VERSION, name)
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise RecordError(f"{name} is damaged ({where}: {err['msg']})") from None
    check_times(save.record, name)
    return save
