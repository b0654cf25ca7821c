"""Settings: validated on load, a damaged file set aside, the language readable early."""

from __future__ import annotations

import json
import os

import pytest

from roadie.storage.settings import (
    Settings,
    load_settings,
    peek_language,
    read_settings,
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


def test_each_damaged_file_is_kept_under_a_name_of_its_own() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    kept = []
    for n in range(3):
        path.write_text(f"{{ damaged {n}")
        settings, aside = read_settings()
        assert settings == Settings() and aside is not None and not path.exists()
        kept.append(aside.read_text())
    assert kept == ["{ damaged 0", "{ damaged 1", "{ damaged 2"]
    assert read_settings() == (Settings(), None)  # told once: nothing is set aside again


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
def test_a_fifo_in_the_settings_place_is_set_aside_unread() -> None:
    settings_path().parent.mkdir(parents=True)
    os.mkfifo(settings_path())
    assert peek_language() == "system"
    settings, aside = read_settings()
    assert settings == Settings() and aside is not None and not settings_path().exists()


def test_a_language_that_is_no_language_code_and_control_characters_are_left_out() -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({
        "language": "../../../tmp/x", "animation_speed": "fast",
        "recent": ["/home/ann/gig.roadie", "/tmp/a\u202eeidaor.exe", "/tmp/b\nc"],
        "taught": ["the-gig", "x\u0000"]}))
    settings, aside = read_settings()
    assert aside is None and settings.animation_speed == "fast"
    assert settings.language == peek_language() == "system"
    assert settings.recent == ["/home/ann/gig.roadie"] and settings.taught == ["the-gig"]
    settings_path().write_text(json.dumps({"language": "pt_BR"}))
    assert load_settings().language == peek_language() == "pt_BR"


def test_recent_games_are_newest_first_without_repeats(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = Settings()
    for name in ("a", "b", "a"):
        settings.remember(tmp_path / name)
    assert settings.recent == [str(tmp_path / "a"), str(tmp_path / "b")]
