"""The Gig's table for a new player: locking dice in by dragging them onto the board, the
latest die ringed, a solo ready to play, reasons for refused re-rolls, bought cards shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import click, drag, press_and_move
from tests.ui.test_the_gig_table import advance, refresh, table, tray_die

from roadie.games.the_gig import actions as a
from roadie.games.the_gig.content import Symbol
from roadie.ui.games.the_gig import layout as L
from roadie.ui.scene.piece import DropState


def release_at(board, point):
    QTest.mouseRelease(board.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, point)


def test_turn_based_dice_are_locked_in_by_dragging_them_onto_the_board(window, qtbot):
    _screen, board, match = table(window, turn_based=True)
    assert board.items.lock_strip.isVisible()
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    away = board.view.mapFromScene(board.items.tray.rect.center())
    press_and_move(board.view, item, away)
    assert board.items.lock_strip.drop_state == DropState.LEGAL, "the lock strip lights from LockIn"
    assert not any(s.drop_state == DropState.LEGAL for s in board.drawing.spaces)
    release_at(board, away)
    drag(board.view, item, board.items.lock_strip.rect.center())
    assert match.state.die(die.id).where == "locked"
    assert item.home == L.lock_slot(die.id % 4), "a locked die sits on your board"
    second = tray_die(match)
    cell = board.items.grid.cell_rect((1, 1)).center()
    drag(board.view, board.drawing.dice[(0, second.id)], cell)
    assert match.state.die(second.id).where == "locked", "the whole instrument board takes it"
    third = tray_die(match)
    board.drawing.dice[(0, third.id)].setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_L)
    assert match.state.die(third.id).where == "locked"


def test_the_board_takes_no_die_in_the_real_time_song(window, qtbot):
    screen, board, match = table(window)
    assert not board.items.lock_strip.isVisible()
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    away = board.view.mapFromScene(board.items.tray.rect.center())
    press_and_move(board.view, item, away)
    assert board.items.buy_zone.drop_state == DropState.NONE
    release_at(board, away)
    before = match.hash()
    drag(board.view, item, board.items.grid.cell_rect((1, 1)).center())
    assert match.hash() == before and item.pos() == item.home
    assert "Alternative Turn-Based Rules" in screen.toast.text(), "the rules say why not"


def test_each_seats_latest_die_on_the_song_is_ringed(window, qtbot):
    _screen, board, match = table(window)
    first = tray_die(match)
    harmony = next(s for s in board.drawing.spaces if s.col is None and s.row == first.value)
    drag(board.view, board.drawing.dice[(0, first.id)], harmony)
    assert board.drawing.dice[(0, first.id)].pair_colour is not None
    assert "placed last" in board.drawing.dice[(0, first.id)].toolTip()
    second = tray_die(match)
    space = next(s for s in board.drawing.spaces if s.col == 0 and s.row == second.value)
    drag(board.view, board.drawing.dice[(0, second.id)], space)
    assert board.drawing.dice[(0, second.id)].pair_colour is not None
    assert board.drawing.dice[(0, first.id)].pair_colour is None, \
        "only the latest of a seat is ringed"


def test_the_solo_preview_is_ready_so_one_click_plays_it(window, qtbot):
    screen, board, match = table(window)
    advance(match, lambda: match.state.phase == "solo")
    board.ctl.set_viewer(0)
    board.render(animate=False)
    screen.curtain.hide()
    assert board.bar.play_button.enabled and board.items.grid.preview_ok
    click(board.view, board.bar.play_button)
    assert match.state.players[0].grooves, "the solo was drawn"
    advance(match, lambda: match.state.phase != "solo")  # the table redraws on the change
    assert not any(i.marked for i in board.drawing.dice.values()), \
        "the solo's groove marks go once the solo step is over"


def test_a_refused_reroll_gives_the_rules_reason(window, qtbot):
    screen, board, match = table(window, seats=(("Ana", "human"),))
    move = next(x for x in board.ctl.legal() if isinstance(x, a.Place) and x.col is not None)
    space = next(s for s in board.drawing.spaces if (s.row, s.col) == (move.row, move.col))
    drag(board.view, board.drawing.dice[(0, move.die)], space)
    assert match.state.rerolls_over
    assert not board.items.reroll_button.enabled
    assert "no more re-rolls" in board.items.tray.note
    click(board.view, board.items.reroll_button)
    assert "Re-rolling is over" in screen.toast.text()


def test_bought_audience_cards_show_on_your_board(window, qtbot):
    screen, board, match = table(window, audience=True)
    advance(match, lambda: match.state.phase == "applause" and not match.state.owed)
    first = match.active_seats()[0]
    board.ctl.set_viewer(first)
    match.state.players[first].marks[Symbol.SPOTLIGHT] = 9
    refresh(board)
    screen.curtain.hide()
    assert not board.items.owned.isVisible()
    card = match.state.row[0]
    drag(board.view, board.drawing.card_items[card], board.items.buy_zone)
    assert card in match.state.players[first].audience
    name = board.kit.cards[card].name.split()[0]
    other = 1 - first
    board.switch_seat(other)  # the other player sees the card on the buyer's panel
    chip = board.drawing.owned_others[first]
    assert chip.isVisible() and chip.count == 1 and name in chip.toolTip()
    board.switch_seat(first)
    assert board.items.owned.isVisible() and board.items.owned.count == 1
    assert name in board.items.owned.toolTip()


def test_turn_based_placing_names_whose_turn_it_is(window, qtbot):
    _screen, board, match = table(window, turn_based=True)
    advance(match, lambda: match.state.phase == "place")
    board.render(animate=False)
    seat = match.state.order[match.state.turn % len(match.state.order)]
    assert board.names[seat] in board.status_line()
    assert board.items.lock_strip.isVisible() == any(
        d.seat == board.me() and d.where == "locked" for d in match.state.dice)
