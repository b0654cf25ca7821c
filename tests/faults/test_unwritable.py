"""Folders and files Roadie may not write: a clear message and defaults, never a dead window."""

from __future__ import annotations

import json
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from roadie.storage.atomic import write_atomic
from roadie.storage.paths import config_dir
from roadie.storage.settings import Settings, load_settings, save_settings, settings_path
from roadie.ui.app import create
from roadie.ui.launcher import NewGame


def test_saving_over_a_read_only_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "kept.roadie.json"
    path.write_bytes(b"old")
    path.chmod(0o444)
    with pytest.raises(PermissionError, match="read-only"):
        write_atomic(path, b"new", keep_backup=True)
    assert path.read_bytes() == b"old" and stat.S_IMODE(path.stat().st_mode) == 0o444
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.roadie.json"]


def test_a_rewritten_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "shared.roadie.json"
    path.write_bytes(b"old")
    path.chmod(0o664)
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new" and stat.S_IMODE(path.stat().st_mode) == 0o664


def test_damaged_settings_in_a_read_only_folder_give_defaults(
        read_only: Callable[[Path], None]) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(json.dumps({"animation_speed": "warp"}))
    read_only(config_dir())
    assert load_settings() == Settings()
    assert not save_settings(Settings(language="de"))


def test_an_unwritable_data_folder_gives_an_alert_not_a_dead_window(
        qtbot, roadie_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    blocker = roadie_home.parent / "not-a-folder"
    blocker.write_text("a file where Roadie's folder should be")
    monkeypatch.setenv("ROADIE_HOME", str(blocker / "home"))
    _app, window = create([], Settings(animation_speed="off"))
    qtbot.addWidget(window)
    window.show()
    window.finish_loading()
    assert not window.start_game(NewGame("gig-dice", {}, 1, [("Ann", "human", "random"),
                                                             ("Bo", "human", "random")]))
    assert "not-a-folder" in window.last_alert or "directory" in window.last_alert
    assert window.stack.currentWidget() is window.launcher
    assert not window.continue_game() and window.last_alert
    window.close()
