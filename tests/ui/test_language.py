"""Switching the language in Settings shows at once: menus, launcher and the table in play."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from html import escape
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from tests.ui.conftest import drag, start

from roadie.core.dice import Area
from roadie.storage.settings import load_settings
from roadie.ui.main_window import MainWindow
from roadie.ui.settings_dialog import SettingsDialog
from roadie.ui.translators import install_translators

CATALOGUE = Path(__file__).resolve().parents[2] / "i18n" / "roadie_de.ts"
TURNS_RULE = "Seats act in turn, clockwise; only the seat whose turn it is may act."


@cache
def _german() -> dict[tuple[str, str], str]:
    found = {}
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.findtext("translation")
    return found


def de(context: str, source: str) -> str:
    """The German catalogue's text for *source* (it differs from the English)."""
    text = _german()[(context, source)]
    assert text and text != source
    return text


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    """Whatever a test switches to, the next one starts in English."""
    yield
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_translators(app, "en")


def choose_language(window: MainWindow, code: str) -> None:
    """Settings… from the menu, pick *code*, press OK (the dialog's accepted path)."""
    window.open_settings()
    dialog = window.findChildren(SettingsDialog)[-1]
    assert dialog.isVisible()
    dialog.language.setCurrentIndex(dialog.language.findData(code))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert not dialog.isVisible()


def menu_titles(window: MainWindow) -> list[str]:
    return [entry.text() for entry in window.menuBar().actions()]


def test_menus_and_launcher_switch_to_german_and_back_keeping_the_setup(window, qtbot):
    launcher = window.launcher
    qtbot.mouseClick(launcher.add_seat, Qt.MouseButton.LeftButton)
    launcher.seats[1].name.setText("Ben")
    launcher.option_widgets["turn_limit"].setValue(5)
    assert menu_titles(window)[0] == "&Game"
    assert launcher.seats[0].name.text() == "Player 1"

    choose_language(window, "de")
    assert load_settings().language == "de"
    titles = menu_titles(window)
    assert titles[0] == de("MainWindow", "&Game") == "&Spiel"
    assert titles[1:] == [de("MainWindow", t) for t in ("&Edit", "&Turn", "&View", "&Help")]
    assert window.save_action.text() == de("MainWindow", "&Save")
    assert launcher.new_button.text() == de("Launcher", "New game")
    assert launcher.tagline.text() == de(
        "Launcher", "A table for music-themed board games, every rule checked.")
    assert launcher.seats_heading.text() == de("Launcher", "Seats").upper()
    assert launcher.cards["gig-dice"].players.text() == (
        de("GameCard", "%1–%2 players").replace("%1", "2").replace("%2", "4"))
    assert launcher.setup_title.text().startswith(
        de("Launcher", "New game of %1").replace("%1", ""))
    assert launcher.seats[0].kind.currentText() == de("SeatRow", "Human")
    assert launcher.form.labelForField(launcher.option_widgets["turn_limit"]).text() == (
        de("options", "End after this many rounds"))
    # The setup stays; the proposed name follows the language, a typed one is kept.
    assert [row.name.text() for row in launcher.seats] == [
        de("Launcher", "Player %1").replace("%1", "1"), "Ben", "Bot 3"]
    assert launcher.game.info.id == "gig-dice"
    assert launcher.option_widgets["turn_limit"].value() == 5

    choose_language(window, "en")
    assert load_settings().language == "en"
    assert menu_titles(window) == ["&Game", "&Edit", "&Turn", "&View", "&Help"]
    assert launcher.new_button.text() == "New game"
    assert launcher.cards["gig-dice"].players.text() == "2–4 players"
    assert [row.name.text() for row in launcher.seats] == ["Player 1", "Ben", "Bot 3"]
    assert launcher.seats[0].kind.currentText() == "Human"
    new = launcher.request()
    assert len(new.seats) == 3 and new.options["turn_limit"] == 5


def test_the_table_in_play_switches_language_and_the_game_goes_on(window, qtbot):
    start(window, [("Ana", "human"), ("Ben", "human")])
    board = window.game_screen.board
    drag(board.view, board.tray_dice[20], board.zones[(0, Area.GIG)])
    match, before = window.game_screen.client.match, window.game_screen.client.match.hash()
    old_screen, log = window.game_screen, window.game_screen.log.sentences()
    assert window.game_screen.buttons[0][0].text().startswith("End turn")
    assert escape(TURNS_RULE) in window.game_screen.buttons[0][0].toolTip()

    choose_language(window, "de")
    screen = window.game_screen
    assert screen is not old_screen and window.stack.currentWidget() is screen
    assert screen.client.match is match and match.hash() == before
    end_turn = screen.buttons[0][0]
    assert end_turn.text().startswith(de("Board", "End turn"))
    assert screen.buttons[1][0].text().startswith(de("Board", "End session"))
    assert screen.undo_button.text() == de("GameScreen", "Undo my last action")
    assert escape(de("rules", TURNS_RULE)) in end_turn.toolTip()
    assert escape(TURNS_RULE) not in end_turn.toolTip()
    assert de("Board", "Drag a die into one of your areas to roll it in.") in (
        screen.board.tray.toolTip())
    assert [a.text() for a in window.turn_menu.actions()] == [
        de("Board", "End turn"), de("Board", "End session")]
    assert screen.log.sentences() == [  # the log keeps what happened and tells it anew
        de("GigDiceLog", "{name} rolled a new {die} into their Gig area: {value}.")
        .format(name="Ana", die="d20", value=match.view(0).seats[0].gig[0].value)]
    assert len(log) == 1
    assert len(screen.board.dice) == 1

    board = screen.board
    drag(board.view, board.tray_dice[4], board.zones[(0, Area.FIXER)])
    assert match.hash() != before
    assert [d.sides for d in match.view(0).seats[0].fixer] == [4]
    assert len(screen.log.sentences()) > len(log)
    qtbot.mouseClick(end_turn, Qt.MouseButton.LeftButton)
    assert match.active_seats() == [1]
    assert screen.curtain.isHidden()  # the tray hides nothing between seats

    played = match.hash()
    choose_language(window, "en")
    assert window.game_screen.client.match is match and match.hash() == played
    assert window.game_screen.ctl.viewer == 1 and window.game_screen.curtain.isHidden()
    assert window.game_screen.buttons[0][0].text().startswith("End turn")
    assert escape(TURNS_RULE) in window.game_screen.buttons[0][0].toolTip()
    assert menu_titles(window)[0] == "&Game"


def test_an_unknown_language_falls_back_to_english(window):
    start(window, [("Ana", "human"), ("Ben", "human")])
    choose_language(window, "de")
    assert menu_titles(window)[0] == "&Spiel"
    window.apply_settings(replace(window.settings, language="xx"))
    assert menu_titles(window)[0] == "&Game"
    assert window.launcher.new_button.text() == "New game"
    assert window.game_screen.buttons[0][0].text().startswith("End turn")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    assert not window.set_language("xx")
    dialog = SettingsDialog(window.settings, window)
    assert dialog.language.currentData() == "en"


def test_the_end_screen_switches_language_and_stays_in_front(window, qtbot):
    from roadie.ui.end_screen import EndScreen

    start(window, [("Ana", "human"), ("Ben", "human")])
    match = window.game_screen.client.match
    qtbot.mouseClick(window.game_screen.buttons[1][0], Qt.MouseButton.LeftButton)
    assert match.is_over()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), EndScreen), timeout=5000)
    old_end, over = window.end, match.hash()

    choose_language(window, "de")
    end = window.stack.currentWidget()
    assert isinstance(end, EndScreen) and end is window.end and end is not old_end
    assert window.game_screen.client.match is match and match.hash() == over
    assert end.table.horizontalHeaderItem(0).text() == de("EndScreen", "Player")
    qtbot.wait(50)
    assert window.stack.currentWidget() is end
