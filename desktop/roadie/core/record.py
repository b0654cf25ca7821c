"""Game records: options, seed and the ordered actions, which replay exactly.

Saves, replays, bug reports and network play all rest on this one log.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from roadie.core.errors import RecordError, RoadieError
from roadie.core.game import Game, GameState, state_hash

RECORD_FORMAT_VERSION = 1


class RecordedAction(BaseModel):
    """One action as it happened: who, what, and when (seconds on the match clock)."""

    seat: int
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


def parse_record(text: str | bytes, source: str = "record") -> GameRecord:
    """A record from JSON text, with a readable error for foreign or newer files."""
    try:
        head = GameRecord.model_validate_json(text)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        raise RecordError(f"{source} is not a Roadie game record ({where}: {err['msg']})") from None
    if head.format_version > RECORD_FORMAT_VERSION:
        raise RecordError(
            f"{source} was written by a newer Roadie (record format {head.format_version}); "
            "update Roadie to open it"
        )
    return head


def replay(game: Game[Any, Any, Any], record: GameRecord) -> GameState:
    """Rebuild the state a record describes; check its final hash if it has one."""
    if record.game != game.info.id:
        raise RecordError(f"this record is of {record.game!r}, not {game.info.id!r}")
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
