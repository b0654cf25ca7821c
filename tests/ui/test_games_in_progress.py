"""Every game in progress is kept: each autosaves in a file of its own, the launcher lists
them newest first with Continue and Delete (asked first), a game that ends moves to the
recent games, and one save opened twice is one game in progress."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from tests.i18n.test_render import LANGUAGES, widget_clips
from tests.ui.conftest import keep_shot, start
from tests.ui.test_launcher_game_over import finished_gig
from tests.ui.test_launcher_progress import saved_gig

from roadie.core.game import state_hash
from roadie.storage import in_progress
from roadie.storage.paths import data_dir, saves_dir
from roadie.storage.saves import read_save
from roadie.storage.settings import load_settings
from roadie.ui.app import create
from roadie.ui.end_screen import EndScreen
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow


def listed(window: MainWindow) -> list[str]:
    """The games in progress the launcher shows: each row's first line, newest first."""
    window.show_launcher()
    return [row.title.text() for row in window.launcher.in_progress.rows]


def answer(window: MainWindow, yes: bool) -> None:
    """Answer the question the launcher asks before deleting a game."""
    box = window.launcher.in_progress.confirm
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "cannot be brought back" in box.text()
    wanted = QMessageBox.ButtonRole.DestructiveRole if yes else QMessageBox.ButtonRole.RejectRole
    [button] = [b for b in box.buttons() if box.buttonRole(b) == wanted]
    button.click()


def test_a_new_game_keeps_the_game_before_it(window, qtbot) -> None:
    start(window, [("Ana", "human"), ("Ben", "human")], seed=5)
    window.game_screen.ctl.stop()
    first = window.table.match
    first.submit(0, {"kind": "add", "sides": 8, "area": "gig"})
    played = first.hash()
    start(window, [("Cleo", "human"), ("Dev", "human")], seed=6)
    window.writer().flush()
    assert window.table.match.autosave != first.autosave
    assert listed(window) == ["Gig dice · Round 1"] * 2
    rows = window.launcher.in_progress.rows
    assert [r.detail.text().split(" · ")[0] for r in rows] == ["Cleo, Dev", "Ana, Ben"]
    rows[1].action.click()  # Continue the first game
    assert window.table.match.hash() == played
    assert [s.name for s in window.table.match.seats] == ["Ana", "Ben"]
    assert window.stack.currentWidget() is window.game_screen
    assert len(in_progress.slots()) == 2


def test_game_continue_takes_up_the_game_saved_last(window) -> None:
    start(window, [("Ana", "human"), ("Ben", "human")], seed=5)
    start(window, [("Cleo", "human"), ("Dev", "human")], seed=6)
    window.show_launcher()
    window.continue_action.trigger()
    assert [s.name for s in window.table.match.seats] == ["Cleo", "Dev"]


def test_delete_asks_first_and_deletes_only_on_yes(window, qtbot) -> None:
    start(window, [("Ana", "human"), ("Ben", "human")], seed=5)
    kept = window.table.match.autosave
    start(window, [("Cleo", "human"), ("Dev", "human")], seed=6)
    gone = window.table.match.autosave
    window.writer().flush()
    assert len(listed(window)) == 2
    window.launcher.in_progress.rows[0].delete.click()  # Cleo's, the newest
    answer(window, yes=False)
    assert gone.exists() and len(listed(window)) == 2
    window.launcher.in_progress.rows[0].delete.click()
    answer(window, yes=True)
    assert not gone.exists() and kept.exists()
    assert not any(p.name.startswith(gone.name) for p in gone.parent.iterdir())  # .bak too
    assert [e.key for e in window.launcher.in_progress.entries] == [str(kept)]
    assert window.game_screen is None  # the deleted game was the one in hand


def test_a_finished_game_moves_to_the_recent_games(window, qtbot) -> None:
    start(window, [("Ana", "human"), ("Ben", "human")], seed=5)
    slot = window.table.match.autosave
    window.game_screen.buttons[1][0].click()  # End session: the game is over
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), EndScreen), timeout=5000)
    assert not slot.exists() and listed(window) == []
    finished = Path(load_settings().recent[0])
    assert finished.parent == saves_dir() and read_save(finished)[0].over
    assert window.launcher.recent.item(0).text().startswith("Gig dice · Ana, Ben · Game over")


def test_a_game_that_ended_before_a_crash_moves_at_the_next_start(qtbot) -> None:
    finished_gig(in_progress.folder() / "done.roadie")
    saved_gig(in_progress.folder() / "going.roadie", 1)
    _app, window = create([])
    qtbot.addWidget(window)
    window.finish_loading()
    assert listed(window) == ["The Gig · Song 2 of 6"]
    assert Path(window.settings.recent[0]).parent == saves_dir()
    assert "Game over" in window.launcher.recent.item(0).text()
    window.close()


def test_one_save_opened_twice_is_one_game_in_progress(window, tmp_path) -> None:
    start(window, [("Ana", "human"), ("Ben", "human")], seed=5)
    window.game_screen.ctl.stop()
    window.table.match.submit(0, {"kind": "add", "sides": 8, "area": "gig"})
    friday = tmp_path / "friday.roadie"
    assert window.save_to(friday)
    own = window.table.match.autosave
    start(window, [("Cleo", "human"), ("Dev", "human")], seed=6)
    assert window.open_path(friday)
    assert window.table.match.autosave == own  # the game it continues
    window.table.match.submit(0, {"kind": "add", "sides": 6, "area": "gig"})
    further = window.table.match.hash()
    assert window.open_path(friday)  # an earlier point of that game: a game of its own
    older = window.table.match.autosave
    assert older != own
    assert window.open_path(friday)  # and again: the same one
    assert window.table.match.autosave == older
    window.writer().flush()
    assert len(in_progress.slots()) == 3
    assert state_hash(read_save(own)[1]) == further  # the game played on is kept


def test_the_autosave_of_an_earlier_version_moves_in(qtbot) -> None:
    old = data_dir() / "autosave.roadie.json"
    saved_gig(old, 1)
    _app, window = create([])
    qtbot.addWidget(window)
    window.finish_loading()
    assert not old.exists()
    assert listed(window) == ["The Gig · Song 2 of 6"]
    window.launcher.in_progress.rows[0].action.click()
    assert window.table.match.record.game == "the-gig"
    assert in_progress.is_slot(window.table.match.autosave)
    window.close()


def test_a_game_another_window_plays_is_not_taken_over(window, qtbot) -> None:
    start(window, [("Ana", "human"), ("Ben", "human")], seed=5)
    slot = window.table.match.autosave
    window.writer().flush()
    before = slot.read_bytes()
    _app, other = create([])  # as another process would: its own locks
    qtbot.addWidget(other)
    other.finish_loading()
    [row] = other.launcher.in_progress.rows
    assert not other.continue_entry(row.entry)
    assert "open in another Roadie window" in other.last_alert
    assert not other.kept.delete(slot) and slot.read_bytes() == before
    assert other.game_screen is None
    other.close()


def test_a_damaged_game_in_progress_is_listed_and_can_be_deleted(window) -> None:
    folder = in_progress.folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "torn.roadie").write_text(json.dumps({"format": "roadie-save"})[:10])
    assert listed(window) == ["A game in progress (damaged)"]
    assert not window.continue_entry(window.launcher.in_progress.entries[0])
    assert "damaged" in window.last_alert
    window.forget_entry(window.launcher.in_progress.entries[0])
    assert listed(window) == [] and not any(folder.iterdir())


@pytest.mark.parametrize("language", LANGUAGES)
def test_three_games_in_progress_fit_in_every_language(window, language: str) -> None:
    """At 1280x800 and 1024x640, no text of the list is cut (the i18n checker's rule)."""
    for seed, game in enumerate(("rock-hard-1977", "big-easy-busking", "the-gig")):
        assert window.start_game(NewGame(game, {}, seed, [
            ("Ana", "human", "normal"), ("Ben", "bot", "hard"), ("Cleo", "bot", "normal")]))
        window.game_screen.ctl.stop()
    window.show_launcher()
    assert window.set_language(language)
    try:
        for size in ((1280, 800), (1024, 640)):
            window.resize(*size)
            QApplication.processEvents()
            window.grab()
            QApplication.processEvents()
            assert len(window.launcher.in_progress.rows) == 3
            assert widget_clips(window.launcher.in_progress) == [], size
            keep_shot(window, f"games_in_progress_{language}_{size[0]}")
    finally:
        window.set_language("en")
