"""Loading in the app: any failure is an alert, and Continue falls back to the backup."""

from __future__ import annotations

import json
from pathlib import Path

from roadie.storage.atomic import backup_of
from roadie.storage.in_progress import folder
from roadie.ui.in_progress_list import AUTOSAVE, ProgressEntry
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow


def a_save(window: MainWindow, path: Path) -> dict[str, object]:
    assert window.start_game(NewGame("gig-dice", {}, 5, [("Ann", "human", "random"),
                                                          ("Bo", "human", "random")]))
    window.writer().flush()
    assert window.save_to(path)
    data: dict[str, object] = json.loads(path.read_text())
    return data


def test_a_save_that_fails_to_load_is_an_alert(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "odd.roadie.json"
    data = a_save(window, path)
    data["seats"] = [*data["seats"], {"name": "Cy"}]  # type: ignore[list-item]
    path.write_text(json.dumps(data))
    window.show_launcher()
    assert not window.open_path(path)
    assert "3 seats" in window.last_alert
    assert window.stack.currentWidget() is window.launcher


def test_continue_uses_the_backup_when_the_autosave_fails_to_load(window: MainWindow,
                                                                  tmp_path: Path) -> None:
    data = a_save(window, tmp_path / "good.roadie.json")
    window.show_launcher()
    slot = folder() / "another.roadie"
    backup_of(slot).write_text(json.dumps(data))
    record = dict(data["record"])  # type: ignore[call-overload]
    record["options"] = {**record["options"], "players": "abc"}
    slot.write_text(json.dumps({**data, "record": record}))
    assert window.continue_entry(ProgressEntry(AUTOSAVE, str(slot), None))
    assert "damaged" in window.last_alert and "players" in window.last_alert
    assert window.game_screen is not None
