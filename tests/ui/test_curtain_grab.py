"""Hot-seat: a press that ends a player's turn lowers the curtain before its release comes; the
item pressed must let go of the mouse, or the next player's first press goes to it again and
takes that item's action for them (found by the evening test: Rock Hard, a decision button
pressed by one player, then the next player's drag of their standee bought Candy)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import point_of

from roadie.ui.launcher import NewGame


def test_the_next_players_press_does_not_go_to_the_button_the_last_one_pressed(window, qtbot):
    assert window.start_game(NewGame("rock-hard-1977", {}, 1, [("Ana", "human", "random"),
                                                               ("Ben", "human", "random")]))
    screen = window.game_screen
    board, record = screen.board, window.table.match.record
    port = screen.view.viewport()
    for _ in range(20):  # decision buttons (the drafts) until one hands the table over
        if not screen.curtain.isHidden():
            break
        button = board.choices.shown()[0]
        QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         point_of(screen.view, button.sceneBoundingRect().center()))
        if screen.curtain.isHidden():
            QTest.mouseRelease(port, Qt.MouseButton.LeftButton,
                               Qt.KeyboardModifier.NoModifier)
    assert not screen.curtain.isHidden(), "no decision handed the table to the next player"
    assert board.scene.mouseGrabberItem() is None  # the pressed button let go
    screen.curtain.button.click()
    taken = len(record.actions)
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     point_of(screen.view, board.mat.standee))  # Ben presses his standee
    assert len(record.actions) == taken, "the press took the button Ana pressed, for Ben"
