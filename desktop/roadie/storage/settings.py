"""Player settings, kept as JSON in the platformdirs config folder.

``Settings`` is a plain dataclass so the launcher can appear before pydantic is
imported; pydantic validates the file when it is loaded, after the first frame.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from roadie.core.errors import InputError
from roadie.core.files import parse_json, read_bytes, read_json
from roadie.storage.atomic import write_atomic
from roadie.storage.paths import config_dir


@dataclass
class Settings:
    language: str = "en"
    animation_speed: Literal["off", "fast", "normal", "slow"] = "normal"
    bot_pace: Literal["relaxed", "normal", "quick"] = "normal"
    """How fast bots act at the table (a human pace always; animations do not change it)."""
    colour_blind: bool = False
    confirm_end_turn: bool = False
    recent: list[str] = field(default_factory=list)
    """Paths of recently opened or saved games, newest first."""

    def remember(self, path: Path, keep: int = 8) -> None:
        text = str(path)
        self.recent = [text, *[p for p in self.recent if p != text]][:keep]

    def copy(self) -> Settings:
        return replace(self, recent=list(self.recent))


def settings_path() -> Path:
    return config_dir() / "settings.json"


SETTINGS_LIMIT = 1024 * 1024
"""The largest settings file read (a real one is well under 1 KB)."""


def peek_language() -> str:
    """The saved language, read without validating the rest (for start-up)."""
    try:
        data: Any = read_json(settings_path(), SETTINGS_LIMIT)
    except InputError:
        return "en"
    language = data.get("language") if isinstance(data, dict) else None
    return language if isinstance(language, str) else "en"


def _adapter() -> Any:
    from pydantic import TypeAdapter

    return TypeAdapter(Settings)


def load_settings() -> Settings:
    """The saved settings; defaults when missing or damaged (a damaged file is set aside
    where the folder allows it)."""
    from pydantic import ValidationError

    path = settings_path()
    try:
        raw = read_bytes(path, SETTINGS_LIMIT)
    except InputError:
        return Settings()
    try:
        settings: Settings = _adapter().validate_python(parse_json(raw, path.name))
    except (InputError, ValidationError):
        with contextlib.suppress(OSError):
            path.replace(path.with_name(path.name + ".damaged"))
        return Settings()
    return settings


def save_settings(settings: Settings) -> bool:
    """Keep *settings*; False (and nothing changed) when the folder can't be written."""
    try:
        write_atomic(settings_path(), _adapter().dump_json(settings, indent=1))
    except OSError:
        return False
    return True
