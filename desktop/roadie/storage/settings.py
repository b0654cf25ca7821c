"""Player settings, kept as JSON in the platformdirs config folder."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from roadie.storage.atomic import write_atomic
from roadie.storage.paths import config_dir


class Settings(BaseModel):
    language: str = "en"
    animation_speed: Literal["off", "fast", "normal", "slow"] = "normal"
    colour_blind: bool = False
    confirm_end_turn: bool = False
    teaching: bool = False
    recent: list[str] = Field(default_factory=list)
    """Paths of recently opened or saved games, newest first."""

    def remember(self, path: Path, keep: int = 8) -> None:
        text = str(path)
        self.recent = [text, *[p for p in self.recent if p != text]][:keep]


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings; defaults when missing, and a damaged file is set aside."""
    path = settings_path()
    try:
        return Settings.model_validate_json(path.read_bytes())
    except FileNotFoundError:
        return Settings()
    except (OSError, ValidationError):
        path.replace(path.with_name(path.name + ".damaged"))
        return Settings()


def save_settings(settings: Settings) -> None:
    write_atomic(settings_path(), settings.model_dump_json(indent=1).encode())
