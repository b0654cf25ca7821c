"""The side panel beside the board: narrow on a small window, dragged wider or narrower by
its handle, folded away and back by a click or Ctrl+B, folded again in the next game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.conftest import keep_shot

from roadie.ui.game_screen import HANDLE, SIDE_WIDTH
from roadie.ui.launcher import NewGame

SEATS = [("Ana", "human", "random"), ("Ben", "human", "random")]
OLD_NARROW = 250
"""The side panel's width at 1024 x 640 before it gave the board more room."""


def table(window, game="rock-hard-1977", size=(1024, 640)):
    assert window.start_game(NewGame(game, {}, 3, list(SEATS)))
    screen = window.game_screen
    screen.ctl.stop()
    window.resize(*size)
    QApplication.processEvents()
    return screen


def drag_handle(screen, dx):
    """Press on the handle below its button, move *dx* pixels, release."""
    handle = screen.handle
    start = QPoint(HANDLE // 2, handle.height() // 2)
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(handle, start + QPoint(dx, 0))  # one step: the handle moves with it
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


@pytest.mark.parametrize("game", ["gig-dice", "big-easy-busking", "rock-hard-1977"])
def test_a_small_window_gives_the_board_more_room(window, game):
    screen = table(window, game)
    assert screen.view.width() >= screen.width() - OLD_NARROW + 25
    assert screen.side.width() == screen.least_width() < SIDE_WIDTH
    for button in [b for b, _ in screen.buttons] + [screen.undo_button]:
        assert button.sizeHint().width() <= button.width() + 1, button.text()


@pytest.fixture
def german(window):
    window.set_language("de")
    yield window
    window.set_language("en")


def test_german_buttons_fit_the_narrow_panel(german):
    screen = table(german, "big-easy-busking")
    assert screen.undo_button.text() == screen.tr("Undo")  # "Meine letzte Aktion …" is wider
    for button in [b for b, _ in screen.buttons] + [screen.undo_button]:
        assert button.sizeHint().width() <= button.width() + 1, button.text()
    need = screen.banner.heightForWidth(screen.banner.width())
    assert need <= screen.banner.height() + 1  # the heading reads whole
    keep_shot(german, "busking_de_1024x640_side")


def test_the_panel_folds_and_comes_back_by_click(window):
    screen = table(window)
    wide = screen.side.width()
    button = screen.handle.button
    assert "Ctrl+B" in button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not screen.panel.isVisible() and screen.side.width() == HANDLE
    assert screen.view.width() == screen.width() - HANDLE
    assert window.settings.side_folded
    keep_shot(window, "rock_hard_1024x640_folded")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert screen.panel.isVisible() and screen.side.width() == wide
    assert not window.settings.side_folded


def test_the_panel_folds_by_key_and_its_button_takes_the_keyboard(window):
    screen = table(window)
    screen.view.setFocus()
    QTest.keyClick(screen.view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert screen.folded and screen.side.width() == HANDLE
    assert "Show" in screen.handle.button.toolTip()
    button = screen.handle.button
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    button.setFocus()
    QTest.keyClick(button, Qt.Key.Key_Space)
    QApplication.processEvents()
    assert not screen.folded and screen.panel.isVisible()


def test_the_next_game_opens_folded_as_the_last_was_left(window):
    screen = table(window, size=(1280, 800))
    screen.toggle_side()
    screen = table(window, "gig-dice", size=(1280, 800))
    assert screen.folded and screen.side.width() == HANDLE
    assert not screen.panel.isVisible()


def test_dragging_the_handle_widens_narrows_and_folds_the_panel(window):
    screen = table(window, size=(1280, 800))
    assert screen.side.width() == SIDE_WIDTH
    drag_handle(screen, -80)
    assert screen.side.width() == SIDE_WIDTH + 80
    assert screen.view.width() == screen.width() - SIDE_WIDTH - 80
    drag_handle(screen, 200)  # past its narrowest: it stops there
    assert screen.side.width() == screen.least_width()
    drag_handle(screen, 150)  # well past it: folded
    assert screen.folded and screen.side.width() == HANDLE
    drag_handle(screen, -300)
    assert not screen.folded and screen.side.width() == 300 + HANDLE
