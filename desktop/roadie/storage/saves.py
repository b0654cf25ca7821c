"""Saved games: a game record plus who sat where, checked by replaying it."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from roadie import __version__, games
from roadie.core.errors import RecordError, RoadieError
from roadie.core.game import GameState
from roadie.core.record import GameRecord, replay
from roadie.storage.atomic import write_atomic

SAVE_FORMAT_VERSION = 1


class SeatSpec(BaseModel):
    """Who sits in a seat: a human (local, later remote) or a bot of some level."""

    name: str
    kind: Literal["human", "bot", "remote"] = "human"
    level: str = "random"


class SaveFile(BaseModel):
    format: Literal["roadie-save"] = "roadie-save"
    format_version: int = SAVE_FORMAT_VERSION
    roadie_version: str = __version__
    saved_at: str = Field(default_factory=lambda: datetime.now(UTC).isoformat(timespec="seconds"))
    seats: list[SeatSpec]
    record: GameRecord


def save_bytes(save: SaveFile) -> bytes:
    return save.model_dump_json(indent=1).encode()


def write_save(path: Path, save: SaveFile) -> None:
    """Write a save atomically; the file it replaces is kept as ``.bak``."""
    write_atomic(path, save_bytes(save), keep_backup=True)


def read_save(path: Path) -> tuple[SaveFile, GameState]:
    """Read and replay a save; RecordError with a clear line if anything is off."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    save = parse_save(raw, path.name)
    try:
        game = games.get(save.record.game)
    except RoadieError as exc:
        raise RecordError(f"{path.name}: {exc}") from None
    try:
        return save, replay(game, save.record)
    except RecordError as exc:
        raise RecordError(f"{path.name}: {exc}") from None


def parse_save(raw: bytes, name: str) -> SaveFile:
    """A SaveFile from bytes: foreign, newer or damaged files get a readable error."""
    import json

    try:
        data: Any = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise RecordError(f"{name} is damaged: it is not a readable Roadie save") from None
    if not isinstance(data, dict) or data.get("format") != "roadie-save":
        raise RecordError(f"{name} is not a Roadie save")
    version = data.get("format_version")
    if isinstance(version, int) and version > SAVE_FORMAT_VERSION:
        raise RecordError(f"{name} was saved by a newer Roadie; update Roadie to open it")
    try:
        return SaveFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"])
        raise RecordError(f"{name} is damaged ({where}: {err['msg']})") from None
