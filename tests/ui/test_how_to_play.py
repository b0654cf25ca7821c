"""Help › How to play: each game's illustrated overview, from the launcher and the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.conftest import keep_shot, start

from roadie import games
from roadie.core.rulebook import rules_of
from roadie.ui.how_to_play import HowToPlayDialog
from roadie.ui.teaching import MODULES, lesson_of
from roadie.ui.teaching.pictures import Painter

GAMES = sorted(MODULES)


def open_dialog(window) -> HowToPlayDialog:
    QCoreApplication.processEvents()
    shown = [d for d in window.findChildren(HowToPlayDialog) if d.isVisible()]
    assert len(shown) == 1
    return shown[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_has_pages_that_cite_its_own_rules(game_id):
    games.get(game_id)  # registers the game's rules
    known = {r.id for r in rules_of(game_id)}
    pages = lesson_of(game_id).pages
    assert len(pages) >= 3
    assert all(p.rule_id in known for p in pages), [p.rule_id for p in pages]
    assert all(p.title and p.text for p in pages)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_picture_is_the_real_board_in_its_scripted_position(qtbot, game_id):
    lesson = lesson_of(game_id)
    painter = Painter(game_id, lesson)
    for page in lesson.pages:
        board = painter.board(page.picture.script)
        x, y, w, h = page.picture.crop
        rect = board.scene.sceneRect()  # type: ignore[attr-defined]
        assert rect.left() <= x and rect.top() <= y
        assert x + w <= rect.right() + 1 and y + h <= rect.bottom() + 1
        image = painter.render(page.picture, 300).toImage()
        assert len({image.pixel(i, j) for i in range(0, 300, 7)
                    for j in range(0, image.height(), 7)}) > 20  # drawn, not a blank fill


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_launcher_opens_how_to_play_for_the_selected_game(window, game_id, size):
    window.resize(*size)
    launcher = window.launcher
    launcher.choose(game_id)
    assert launcher.how_to_play_button.isVisible()
    launcher.how_to_play_button.click()
    dialog = open_dialog(window)
    assert dialog.windowTitle().endswith(games.ENTRIES[game_id].about.title)
    assert dialog.width() <= size[0] and dialog.height() <= size[1]
    for i in range(len(dialog.pages)):
        dialog.show_page(i)
        QApplication.processEvents()
        assert not dialog.picture.pixmap().isNull()
        assert dialog.text.height() >= dialog.text.heightForWidth(dialog.text.width())  # unclipped
        keep_shot(dialog, f"howto_{game_id}_{size[0]}_{i + 1}")
    dialog.close()


def test_the_table_help_menu_opens_how_to_play_for_the_game_in_play(window):
    start(window, [("Ana", "human"), ("Ben", "human")])
    window.how_to_play_action.trigger()
    dialog = open_dialog(window)
    assert dialog.pages == lesson_of("gig-dice").pages
    keep_shot(dialog, "howto_gig-dice_table")
    dialog.close()


def test_keys_turn_the_pages_and_escape_closes(window, qtbot):
    window.launcher.choose("the-gig")
    window.launcher.how_to_play_button.click()
    dialog = open_dialog(window)
    focus = dialog.focusWidget() or dialog
    assert dialog.index == 0 and not dialog.back.isEnabled()
    QTest.keyClick(focus, Qt.Key.Key_Right)
    QTest.keyClick(focus, Qt.Key.Key_PageDown)
    assert dialog.index == 2
    QTest.keyClick(focus, Qt.Key.Key_Left)
    assert dialog.index == 1
    QTest.keyClick(focus, Qt.Key.Key_End)
    assert dialog.index == len(dialog.pages) - 1 and dialog.next.text() == "Done"
    QTest.keyClick(focus, Qt.Key.Key_Return)  # Done: the default button closes the last page
    assert not dialog.isVisible()
    window.launcher.how_to_play_button.click()
    dialog = open_dialog(window)
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
    assert dialog.index == 1  # Enter turns the page
    QTest.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
