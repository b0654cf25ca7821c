"""The bot pace setting: chosen in the Settings dialog, applied to the table in play."""

from __future__ import annotations

from roadie.match.pacing import BOT_PACE
from roadie.storage.settings import load_settings
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow
from roadie.ui.settings_dialog import SettingsDialog


def test_changing_the_bot_pace_changes_the_running_tables_pacer(window: MainWindow) -> None:
    new = NewGame("the-gig", {"content_pack": "standard"}, 5,
                  [("Ana", "human", "normal"), ("Bot", "bot", "normal")])
    assert window.start_game(new)
    assert window.game_screen is not None
    assert window.game_screen.ctl.pacer.factor == BOT_PACE["normal"]
    match = window.game_screen.client.match
    for pace in ("quick", "relaxed"):
        window.open_settings()
        dialog = window.findChildren(SettingsDialog)[-1]
        dialog.pace.setCurrentIndex(dialog.pace.findData(pace))
        dialog.accept()
        assert window.game_screen.client.match is match  # the same game goes on
        assert window.game_screen.ctl.pacer.factor == BOT_PACE[pace]
        assert load_settings().bot_pace == pace
    assert SettingsDialog(window.settings).pace.currentData() == "relaxed"
    assert BOT_PACE["relaxed"] > BOT_PACE["normal"] > BOT_PACE["quick"]
