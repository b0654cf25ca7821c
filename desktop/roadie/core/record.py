"""Game records: options, seed and the ordered actions, which replay exactly.

Saves, replays, bug reports and network play all rest on this one log.
"""

from __future__ import annotations

import math
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from roadie.core.content import pack_digest
from roadie.core.errors import InputError, RecordError, RoadieError
from roadie.core.files import parse_json
from roadie.core.game import Game, GameState, state_hash

RECORD_FORMAT_VERSION = 1
MAX_CLOCK = 1_000_000.0
"""The latest match-clock time a record may hold, in seconds (over eleven days of play)."""


class RecordedAction(BaseModel):
    """One action as it happened: who, what, and when (seconds on the match clock)."""

    seat: int = Field(strict=True)
    action: dict[str, Any]
    t: float = 0.0


class GameRecord(BaseModel):
    """Everything needed to rebuild a game, and the hash it should end on."""

    format: Literal["roadie-record"] = "roadie-record"
    format_version: int = RECORD_FORMAT_VERSION
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[RecordedAction] = []
    final_hash: str | None = None
    content: str | None = None
    """The digest of the content pack it was played with (older records have none)."""


def with_content(record: GameRecord) -> GameRecord:
    """*record* noting the digest of its content pack as it is now (if not noted yet)."""
    if record.content is not None:
        return record
    pack = record.options.get("content_pack", "standard")
    return record.model_copy(update={"content": pack_digest(record.game, str(pack))})


def parse_record(text: str | bytes, source: str = "record") -> GameRecord:
    """A record from JSON text, with a readable error for foreign or newer files."""
    try:
        data = parse_json(text, source)
    except InputError as exc:
        raise RecordError(str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != "roadie-record":
        raise RecordError(f"{source} is not a Roadie game record")
    check_version(data.get("format_version"), RECORD_FORMAT_VERSION, source)
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        raise RecordError(f"{source} is not a Roadie game record ({where}: {err['msg']})") from None
    check_times(record, source)
    return record


def check_version(version: Any, current: int, source: str) -> None:
    """A file's ``format_version`` must be a whole number Roadie knows (1 to *current*)."""
    if type(version) is not int or version < 1:
        raise RecordError(f"{source} is damaged (format_version {version!r} is not a version)")
    if version > current:
        raise RecordError(f"{source} was written by a newer Roadie (format {version}); "
                          "update Roadie to open it")


def check_times(record: GameRecord, source: str) -> None:
    """Action times are finite, within :data:`MAX_CLOCK` and never go back."""
    last = 0.0
    for n, step in enumerate(record.actions, start=1):
        if not (math.isfinite(step.t) and last <= step.t <= MAX_CLOCK):
            raise RecordError(f"{source} is damaged (action {n} has the time {step.t!r}; "
                              f"times run from 0 to {MAX_CLOCK:g} s and never go back)")
        last = step.t


def replay(game: Game[Any, Any, Any], record: GameRecord) -> GameState:
    """Rebuild the state a record describes; check its final hash if it has one.

    When it does not replay and its content pack has changed since it was played,
    the error says so.
    """
    if record.game != game.info.id:
        raise RecordError(f"this record is of {record.game!r}, not {game.info.id!r}")
    try:
        return _replay(game, record)
    except RecordError as exc:
        pack = str(record.options.get("content_pack", "standard"))
        now = pack_digest(record.game, pack)
        if record.content is None or record.content == now:
            raise
        if now is None:
            raise RecordError(f"it was played with the content pack {pack!r}, which is not "
                              f"here ({exc})") from None
        raise RecordError(f"it was played with another version of the content pack {pack!r} "
                          f"than the one here ({exc})") from None


def _replay(game: Game[Any, Any, Any], record: GameRecord) -> GameState:
    n = 0
    state: GameState
    try:
        options = game.options_from_dict(record.options)
        state = game.setup(options, record.seed)
        for n, step in enumerate(record.actions, start=1):  # noqa: B007 - n names the failure
            action = game.parse_action(step.action)
            game.apply(state, step.seat, action)
    except ValidationError as exc:
        msg = exc.errors()[0]["msg"]
        raise RecordError(f"action {n} of the record is malformed: {msg}") from None
    except RoadieError as exc:
        where = f"action {n}" if n else "setup"
        raise RecordError(f"the record does not replay: {where} was refused: {exc}") from None
    if record.final_hash is not None and state_hash(state) != record.final_hash:
        raise RecordError("the record replays to a different game than it was saved from")
    return state
