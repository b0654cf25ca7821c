"""What a save's header says, read without pydantic or a replay (the launcher lists saves
with it before any game module loads), through the one safe reader: a FIFO, a device, a
huge or deeply nested file is a save that cannot be described, never a hang."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from roadie.core.errors import InputError
from roadie.core.files import read_json


@dataclass(frozen=True)
class SaveSummary:
    """What a save's header says: the game, who played, how far and when it was saved."""

    game: str
    players: list[str]
    date: str
    """The day it was saved (``YYYY-MM-DD``)."""
    progress: tuple[str, ...] = ()
    """A sentence under "progress" and its arguments (older saves have none)."""
    over: bool = False
    """The game had ended when it was saved."""
    saved_at: str = ""
    """When it was saved, as the save says (ISO 8601, UTC): what sorts saves newest first."""

    def local_time(self) -> str:
        """When it was saved, in this computer's time: ``YYYY-MM-DD HH:MM`` (the day alone
        when the save says no more)."""
        try:
            when = datetime.fromisoformat(self.saved_at)
        except ValueError:
            return self.date
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        return when.astimezone().strftime("%Y-%m-%d %H:%M")


def save_summary(path: Path) -> SaveSummary | None:
    """The header of the save at *path*; ``None`` when it is missing, unreadable (not a
    regular file, too large, too deep) or not a save."""
    try:
        data = read_json(path)
        saved_at = str(data["saved_at"])
        return SaveSummary(str(data["record"]["game"]), [str(s["name"]) for s in data["seats"]],
                           saved_at[:10], tuple(str(p) for p in data.get("progress", [])),
                           bool(data.get("over", False)), saved_at)
    except (InputError, KeyError, TypeError, AttributeError):
        return None
