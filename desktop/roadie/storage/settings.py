"""Player settings, kept as JSON in the platformdirs config folder.

``Settings`` is a plain dataclass, read and written without pydantic: the launcher
fills in without importing it. A damaged file is set aside under a name of its own, for the
player to be told where; a language that is not a language code, and paths or game ids with
control characters, are left out.
"""

from __future__ import annotations

import json
import os
import re
import typing
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Literal

from roadie.core.errors import InputError
from roadie.core.files import parse_json, read_bytes, read_json
from roadie.storage.atomic import write_atomic
from roadie.storage.paths import config_dir


@dataclass
class Settings:
    language: str = "system"
    """A language code, or "system": the system locale's language where Roadie has it."""
    animation_speed: Literal["off", "fast", "normal", "slow"] = "normal"
    bot_pace: Literal["relaxed", "normal", "quick"] = "normal"
    """How fast bots act at the table (a human pace always; animations do not change it)."""
    colour_blind: bool = False
    confirm_end_turn: bool = False
    confirm_pass: bool = True
    """Ask before a pass that lasts the whole round (Big Easy Busking)."""
    round_summaries: bool = True
    """Sum up each Bridge (The Gig) or round's pay-out (Big Easy Busking) and wait for a click."""
    side_folded: bool = False
    """The side panel beside the board is folded away (the board takes the window)."""
    recent: list[str] = field(default_factory=list)
    """Paths of recently opened or saved games, newest first."""
    teaching: Literal["first", "on", "off"] = "first"
    """Teaching mode (hover lessons): for a player's first game of each title, always, never."""
    taught: list[str] = field(default_factory=list)
    """The games whose first game has been played to its end."""
    pause_when_away: bool = False
    """Pause the game in play when Roadie's window loses the focus."""

    def remember(self, path: Path, keep: int = 8) -> None:
        text = str(path)
        self.recent = [text, *[p for p in self.recent if p != text]][:keep]

    def copy(self) -> Settings:
        return replace(self, recent=list(self.recent), taught=list(self.taught))

    def teaches(self, game: str) -> bool:
        """Whether a table of *game* opens in teaching mode."""
        return self.teaching == "on" or (self.teaching == "first" and game not in self.taught)

    def learned(self, game: str) -> None:
        """A game of *game* was played to its end: teaching mode "first" is done with it."""
        if game not in self.taught:
            self.taught.append(game)


def settings_path() -> Path:
    return config_dir() / "settings.json"


SETTINGS_LIMIT = 1024 * 1024
"""The largest settings file read (a real one is well under 1 KB)."""


LANGUAGE = re.compile(r"[a-z]{2,3}(_[A-Z][A-Za-z]{1,3})?")
"""What a language setting other than "system" looks like: ``de``, ``pt_BR``, ``zh_Hant``."""
CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""Control and bidi characters: never in a path or game id Roadie keeps."""


def _language(value: Any) -> str:
    """*value* as a language setting: "system" unless it is a language code."""
    return value if isinstance(value, str) and LANGUAGE.fullmatch(value) else "system"


def peek_language() -> str:
    """The saved language, read without validating the rest (for start-up)."""
    try:
        data: Any = read_json(settings_path(), SETTINGS_LIMIT)
    except InputError:
        return "system"
    return _language(data.get("language") if isinstance(data, dict) else None)


def _fits(value: Any, kind: Any) -> bool:
    """Whether a JSON value is of a settings field's type."""
    if typing.get_origin(kind) is Literal:
        return any(value == v and type(value) is type(v) for v in typing.get_args(kind))
    if typing.get_origin(kind) is list:
        return isinstance(value, list) and all(isinstance(v, str) for v in value)
    return type(value) is kind


def _settings_from(data: Any) -> Settings:
    """Settings from the file's JSON (keys it does not know are ignored); InputError when a
    value is not of its field's type."""
    if not isinstance(data, dict):
        raise InputError("settings: not an object")
    kinds = typing.get_type_hints(Settings)
    values = {f.name: data[f.name] for f in fields(Settings) if f.name in data}
    wrong = [name for name, value in values.items() if not _fits(value, kinds[name])]
    if wrong:
        raise InputError(f"settings: {', '.join(wrong)} not understood")
    settings = Settings(**values)
    settings.language = _language(settings.language)
    settings.recent = [p for p in settings.recent if not CONTROL.search(p) and len(p) < 4096]
    settings.taught = [g for g in settings.taught if not CONTROL.search(g) and len(g) < 100]
    return settings


def load_settings() -> Settings:
    """The saved settings; defaults when missing or damaged (see :func:`read_settings`)."""
    return read_settings()[0]


def read_settings() -> tuple[Settings, Path | None]:
    """The saved settings, and where a damaged settings file was set aside (``None``:
    nothing was). Defaults when the file is missing, can't be read or is damaged; a damaged
    file is renamed, to a name no earlier one has, where the folder allows it."""
    path = settings_path()
    if not os.path.lexists(path):
        return Settings(), None
    try:
        return _settings_from(parse_json(read_bytes(path, SETTINGS_LIMIT), path.name)), None
    except InputError:
        pass
    for n in range(1, 100):
        aside = path.with_name(f"{path.name}.damaged" + (f"-{n}" if n > 1 else ""))
        if not os.path.lexists(aside):
            try:
                path.replace(aside)
            except OSError:
                return Settings(), None
            return Settings(), aside
    return Settings(), None


def save_settings(settings: Settings) -> bool:
    """Keep *settings*; False (and nothing changed) when the folder can't be written."""
    try:
        write_atomic(settings_path(), json.dumps(asdict(settings), indent=1).encode())
    except OSError:
        return False
    return True
