"""The autosave's journal: the actions taken since the whole save was last written.

Writing the whole save (atomically, synced) after every action costs milliseconds; the
journal beside it (``SAVE.journal``) costs one line. Its first line says which game it
continues and from which action (the save's count when it was started); each further
line is one :class:`RecordedAction`, written in one call and not synced: a line handed
to the system survives the process being killed. A last line cut short is the action
that was in flight when it died, and is left out when the journal is read; a damaged line
before it ends what is read (a line after a gap would replay wrongly).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, ValidationError

from roadie.core.errors import InputError
from roadie.core.files import parse_json, read_bytes
from roadie.core.record import RecordedAction


class JournalStart(BaseModel):
    """A journal's first line: the game it continues and the action count it starts at."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["roadie-journal"] = "roadie-journal"
    game: str
    seed: int
    start: int


class JournalRead(NamedTuple):
    """A journal as read."""

    start: JournalStart | None
    """Its first line; ``None`` when that is damaged (nothing of the journal can be placed)."""
    steps: list[RecordedAction]
    """The actions of its lines before the first damaged one."""
    dropped: int
    """Its complete lines from the first damaged one on."""


def journal_path(save: Path) -> Path:
    """Where the journal of the save at *save* is kept."""
    return save.with_name(save.name + ".journal")


class Journal:
    """An open journal, appended to after every action."""

    def __init__(self, path: Path, start: JournalStart) -> None:
        """Start the journal at *path* afresh (what it held is dropped): a new file only its
        owner may read, as saves are (whatever was in its place, a FIFO say, is removed)."""
        self.path = path
        self.lines = 0
        """The actions appended so far."""
        path.unlink(missing_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        self._file = os.fdopen(os.open(path, flags, 0o600), "wb", buffering=0)
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


def read_journal(path: Path) -> JournalRead | None:
    """The journal at *path*, read with the safe reader (``None`` when there is none):
    its complete lines up to the first damaged one. :class:`InputError` when it is not a
    regular file or too large."""
    if not os.path.lexists(path):
        return None
    lines = read_bytes(path).split(b"\n")[:-1]  # the last piece is empty, or a line cut short
    if not lines:
        return None
    try:
        start = JournalStart.model_validate(parse_json(lines[0], path.name))
    except (InputError, ValidationError):
        return JournalRead(None, [], len(lines) - 1)
    steps: list[RecordedAction] = []
    for line in lines[1:]:
        try:
            steps.append(RecordedAction.model_validate(parse_json(line, path.name)))
        except (InputError, ValidationError):
            break
    return JournalRead(start, steps, len(lines) - 1 - len(steps))
