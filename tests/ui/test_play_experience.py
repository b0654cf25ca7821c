"""Issue 14, a finished game on the screen: keyboard help, the action log, keys and focus."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMessageBox

from roadie.ui.keys_dialog import KeysDialog, entries
from roadie.ui.launcher import NewGame

SEATS = [("Ana", "human", "random"), ("Ben", "human", "random")]


def test_keyboard_help_is_a_styled_sheet_of_the_games_own_keys(window):
    """Busking's Ctrl+Return passes for the round; the sheet says so, as key caps, not in a
    stock message box."""
    assert window.start_game(NewGame("big-easy-busking", {}, 3, SEATS))
    window.show_keys()
    dialog = window.keys_dialog
    assert isinstance(dialog, KeysDialog) and not isinstance(dialog, QMessageBox)
    assert window.last_alert == ""
    caps = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Ctrl+Return" in caps and "pass" in caps and "end turn" not in caps
    window.resize(1280, 800)
    dialog.grab().save("/tmp/shots/keys_busking.png")


def test_key_text_splits_into_caps_and_meanings():
    assert entries("Tab: go on · R: re-roll<br/>T turns") == [
        ("Tab", "go on"), ("R", "re-roll"), ("", "T turns")]
