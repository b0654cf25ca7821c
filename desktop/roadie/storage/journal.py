"""The autosave's journal: the actions taken since the whole save was last written.

Writing the whole save (atomically, synced) after every action costs milliseconds; the
journal beside it (``SAVE.journal``) costs one line. Its first line says which game it
continues and from which action (the save's count when it was started); each further
line is one :class:`RecordedAction`, written in one call and not synced: a line handed
to the system survives the process being killed. A last line cut short is the action
that was in flight when it died, and is left out when the journal is read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from roadie.core.record import RecordedAction


class JournalStart(BaseModel):
    """A journal's first line: the game it continues and the action count it starts at."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["roadie-journal"] = "roadie-journal"
    game: str
    seed: int
    start: int


def journal_path(save: Path) -> Path:
    """Where the journal of the save at *save* is kept."""
    return save.with_name(save.name + ".journal")


class Journal:
    """An open journal, appended to after every action."""

    def __init__(self, path: Path, start: JournalStart) -> None:
        """Start the journal at *path* afresh (what it held is dropped)."""
        self.path = path
        self.lines = 0
        """The actions appended so far."""
        self._file = open(path, "wb", buffering=0)  # noqa: SIM115 (kept open until closed)
        self._line(start.model_dump_json().encode())

    def append(self, step: RecordedAction) -> None:
        self._line(step.model_dump_json().encode())
        self.lines += 1

    def _line(self, data: bytes) -> None:
        """One line in one write (unbuffered); should the system take only part of it,
        the rest in the next."""
        line = memoryview(data + b"\n")
        while line:
            line = line[self._file.write(line) or 0:]

    def close(self) -> None:
        self._file.close()


def read_journal(path: Path) -> tuple[JournalStart, list[RecordedAction]] | None:
    """The journal at *path*: its start and its complete lines (``None`` when there is
    none). :class:`ValueError` when it is damaged before its last line."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    lines = raw.split(b"\n")[:-1]  # the last piece is empty, or a line cut short
    if not lines:
        return None
    try:
        start = JournalStart.model_validate_json(lines[0])
        return start, [RecordedAction.model_validate_json(line) for line in lines[1:]]
    except ValidationError as exc:
        raise ValueError(f"{path.name} is damaged") from exc
