"""Roadie's folders, from platformdirs (or ``ROADIE_HOME`` for tests and portable use)."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import PlatformDirs

_DIRS = PlatformDirs("Roadie", appauthor=False)


def _base(kind: str) -> Path:
    home = os.environ.get("ROADIE_HOME")
    if home:
        return Path(home) / kind
    return Path(_DIRS.user_config_dir if kind == "config" else _DIRS.user_data_dir)


def data_dir() -> Path:
    return _base("data")


def config_dir() -> Path:
    return _base("config")


def cache_dir() -> Path:
    """What Roadie can make again (the games' art drawn at the screen's size)."""
    home = os.environ.get("ROADIE_HOME")
    return Path(home) / "cache" if home else Path(_DIRS.user_cache_dir)


def saves_dir() -> Path:
    return data_dir() / "saves"


def kept_seats_dir() -> Path:
    """The seats held at network games under way (:mod:`roadie.storage.kept_seats`)."""
    return data_dir() / "seats"


def guided_autosave_path() -> Path:
    """A guided game's autosave: apart from the games in progress, never over one."""
    return data_dir() / "guided.roadie.json"


def user_packs_dir() -> Path:
    """Content packs a player adds: ``<data>/content/<game>/<pack>/``."""
    return data_dir() / "content"


def use_user_packs() -> None:
    """Let games find the content packs a player keeps in their data folder."""
    from roadie.core.content import add_pack_root

    add_pack_root(user_packs_dir())
