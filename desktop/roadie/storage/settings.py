"""Player settings, kept as JSON in the platformdirs config folder.

``Settings`` is a plain dataclass so the launcher can appear before pydantic is
imported; pydantic validates the file when it is loaded, after the first frame.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

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


def peek_language() -> str:
    """The saved language, read without validating the rest (for start-up)."""
    try:
        data: Any = json.loads(settings_path().read_bytes())
    except (OSError, ValueError):
        return "en"
    language = data.get("language") if isinstance(data, dict) else None
    return language if isinstance(language, str) else "en"


def _adapter() -> Any:
    from pydantic import TypeAdapter

    return TypeAdapter(Settings)


def load_settings() -> Settings:
    """The saved settings; defaults when missing, and a damaged file is set aside."""
    from pydantic import ValidationError

    path = settings_path()
    try:
        settings: Settings = _adapter().validate_json(path.read_bytes())
    except FileNotFoundError:
        return Settings()
    except (OSError, ValidationError):
        path.replace(path.with_name(path.name + ".damaged"))
        return Settings()
    return settings


def save_settings(settings: Settings) -> None:
    write_atomic(settings_path(), _adapter().dump_json(settings, indent=1))
