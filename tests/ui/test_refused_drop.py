"""A refused drop on The Gig's table: the die stays in hand, its spaces lit, and the next
click on a lit space puts it there; a click's focus never looks like a held die."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from tests.ui.conftest import click, drag
from tests.ui.test_the_gig_table import table, tray_die

from roadie.games.the_gig import actions as a
from roadie.ui.scene.piece import DropState


def refused(board, match):
    """Drag a die of Ana's onto a free space of another row (the rules refuse it)."""
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    wrong = next(s for s in board.drawing.spaces if s.row != die.value and s.col is not None)
    drag(board.view, item, wrong)
    return die, item


def lit_spaces(board):
    return [s for s in board.drawing.spaces if s.drop_state == DropState.LEGAL]


def test_a_refused_die_stays_in_hand_and_a_click_on_a_lit_space_places_it(window):
    screen, board, match = table(window)
    die, item = refused(board, match)
    assert "goes in row" in screen.toast.text()
    assert board.scene.held is item and item.picked and item.pos() == item.home
    lit = lit_spaces(board)
    assert lit and all(s.row == die.value for s in lit)
    space = next(s for s in lit if s.col is not None)
    click(board.view, space)
    placed = match.state.die(die.id)
    assert (placed.where, placed.row, placed.col) == ("song", die.value, space.col)
    assert board.scene.held is None and not lit_spaces(board)


def test_a_click_shows_no_keyboard_focus_look_and_tab_does(window):
    _screen, board, match = table(window)
    _die, item = refused(board, match)
    assert item.hasFocus() and not item.shows_focus()  # the click's focus: not drawn
    assert not board.scene.focus_ring.isVisible()
    click(board.view, item)  # clicking the held die again lets it go
    assert board.scene.held is None and not item.picked
    assert looks(item) == looks(item, focused=False)  # no ring left that looks held
    board.scene.focus_on(item)  # Tab
    assert item.shows_focus() and looks(item) != looks(item, focused=False)


def looks(item, focused=True):
    """The die as painted (with its focus as it is, or as if unfocused)."""
    image = QImage(120, 120, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(60, 60)
    keyed = item.keyed
    item.keyed = item.keyed and focused
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    item.keyed = keyed
    painter.end()
    return image


def test_a_held_die_stays_in_hand_while_another_seat_acts(window):
    """Ben places a die in Ana's die's row; a click on it (on its lit space) claims its space."""
    _screen, board, match = table(window)
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    click(board.view, item)
    assert board.scene.held is item
    ben = next(x for x in match.legal_actions(1) if isinstance(x, a.Place)
               and x.row == die.value and x.col is not None)
    assert board.ctl.submit(ben, 1)
    assert board.scene.held is item and item.picked
    space = next(s for s in board.drawing.spaces if (s.row, s.col) == (ben.row, ben.col))
    assert space.drop_state == DropState.LEGAL
    click(board.view, board.drawing.dice[(1, ben.die)])
    last = match.record.actions[-1]  # the claim (the rules then settle the clash)
    assert last.seat == 0 and {k: last.action[k] for k in ("kind", "die", "row", "col")} == \
        {"kind": "place", "die": die.id, "row": ben.row, "col": ben.col}


def test_a_die_dropped_on_no_target_is_let_go(window):
    _screen, board, match = table(window)
    item = board.drawing.dice[(0, tray_die(match).id)]
    drag(board.view, item, QPointF(board.scene.sceneRect().right() - 2, 2))
    assert board.scene.held is None and not item.picked and item.pos() == item.home
    assert not item.shows_focus()


def test_enter_on_a_lit_space_after_a_refused_drop_places_the_die(window, qtbot):
    _screen, board, match = table(window)
    die, _item = refused(board, match)
    space = next(s for s in lit_spaces(board) if s.col is not None)
    board.scene.focus_on(space)
    qtbot.keyClick(board.view, Qt.Key.Key_Return)
    assert match.state.die(die.id).where == "song"
