"""Teaching at the table: a "why not?" callout during a real drag, teaching mode's hover
lessons, and a tooltip on every board element of every table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import point_of, press_and_move
from tests.ui.test_rock_hard_board import table, to_my_turn

from roadie.games.rock_hard_1977 import actions as a

SHOTS = "/tmp/shots"


def test_a_forbidden_space_says_why_not_while_the_standee_is_dragged_over_it(window):
    window.resize(1280, 800)
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    needy = next(space for space in board.spaces.items
                 if "needs" in str(getattr(screen.client.why_not(a.Place(space=space)),
                                           "message", "")))
    target = board.spaces.items[needy]
    before = match.hash()
    press_and_move(board.view, board.mat.standee, point_of(board.view, target))
    callout = board.scene.callout
    assert callout.isVisible() and callout.target is target
    have = match.state.players[0]
    assert "That space needs" in callout.text and f"you have {have.chops}" in callout.text \
        or "you have" in callout.text
    assert "Rock Hard: 1977" in callout.text  # the rule's citation
    assert match.hash() == before  # asking changed nothing
    window.grab().save(f"{SHOTS}/why-not-drag.png")
    QTest.mouseRelease(board.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, point_of(board.view, target))
    assert not callout.isVisible() and match.hash() == before
    QCoreApplication.processEvents()
