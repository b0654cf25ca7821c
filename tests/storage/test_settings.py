"""Settings: validated on load, a damaged file set aside, the language readable early."""

from __future__ import annotations

import json

from roadie.storage.settings import (
    Settings,
    load_settings,
    peek_language,
    save_settings,
    settings_path,
)


def test_round_trip() -> None:
    settings = Settings(language="de", animation_speed="fast", colour_blind=True)
    settings.remember(settings_path().parent / "a.json")
    save_settings(settings)
    assert load_settings() == settings
    assert peek_language() == "de"


def test_missing_file_gives_defaults() -> None:
    assert load_settings() == Settings() and peek_language() == "system"


def test_a_damaged_file_is_set_aside() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"animation_speed": "warp", "language": "fr"}))
    assert load_settings() == Settings()
    assert not path.exists() and path.with_name("settings.json.damaged").exists()


def test_recent_games_are_newest_first_without_repeats(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = Settings()
    for name in ("a", "b", "a"):
        settings.remember(tmp_path / name)
    assert settings.recent == [str(tmp_path / "a"), str(tmp_path / "b")]
