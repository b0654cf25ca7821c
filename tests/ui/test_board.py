"""The Gig dice table driven by real mouse drags, clicks and keys on the view."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import click, drag, press_and_move, start

from roadie.core.dice import Area
from roadie.core.position import load_rolls
from roadie.games.gig_dice import actions as a
from roadie.ui.scene.piece import DropState


def table(window, seats=(("Ana", "human"), ("Ben", "human"))):
    start(window, list(seats))
    screen = window.game_screen
    screen.curtain.hide()
    screen.lower_curtain = lambda: None  # these tests are about the board; the curtain has its own
    return screen, screen.board, screen.client.match


def gig(match, seat):
    return match.view(seat).seats[seat].gig


def test_dragging_a_tray_die_into_your_gig_area_rolls_it_in(window, qtbot):
    screen, board, match = table(window)
    drag(board.view, board.tray_dice[8], board.zones[(0, Area.GIG)])
    dice = gig(match, 0)
    assert [d.sides for d in dice] == [8]
    assert dice[0].id in board.dice
    assert "Ana rolled a new d8 into their Gig area" in screen.log.sentences()[-1]
    assert board.tray_dice[8].pos() == board.tray_dice[8].home


def test_picking_up_lights_exactly_the_legal_targets(window, qtbot):
    _screen, board, match = table(window)
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, a.EndTurn())
    match.submit(1, a.AddDie(sides=4, area=Area.FIXER))
    match.submit(1, a.AddDie(sides=10))
    match.submit(1, a.EndTurn())
    mine = board.dice[gig(match, 0)[0].id]
    rival_fixer = board.dice[match.view(0).seats[1].fixer[0].id]
    rival_gig = board.dice[gig(match, 1)[0].id]
    held_at = board.view.mapFromScene(QPointF(700, 990))
    press_and_move(board.view, mine, held_at)
    lit = {t for t in [*board.zones.values(), board.trash, *board.dice.values()]
           if t.drop_state == DropState.LEGAL}
    assert lit == {board.zones[(0, Area.FIXER)], board.trash, rival_gig}
    assert rival_fixer.drop_state == DropState.NONE
    QTest.mouseRelease(board.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, held_at)
    assert mine.pos() == mine.home
    assert all(t.drop_state == DropState.NONE for t in lit)


def test_an_illegal_drop_snaps_back_and_shows_the_rule(window, qtbot):
    screen, board, match = table(window)
    match.submit(0, a.EndTurn())
    match.submit(1, a.AddDie(sides=12, area=Area.FIXER))
    match.submit(1, a.EndTurn())
    before = match.hash()
    theirs = board.dice[match.view(0).seats[1].fixer[0].id]
    drag(board.view, theirs, board.zones[(0, Area.GIG)])
    assert match.hash() == before
    assert theirs.pos() == theirs.home
    assert screen.toast.isVisible()
    assert "can't be targeted" in screen.toast.text()
    assert "Gig dice 6.1.4" in screen.toast.text()


def test_a_drop_with_no_action_names_the_table_rule(window, qtbot):
    screen, board, match = table(window)
    before = match.hash()
    drag(board.view, board.tray_dice[6], board.zones[(1, Area.GIG)])
    assert match.hash() == before
    assert "Gig dice › Companion table › Your own dice" in screen.toast.text()


def test_move_swap_steal_and_remove_by_drag(window, qtbot):
    _screen, board, match = table(window)
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, a.AddDie(sides=20))
    match.submit(0, a.EndTurn())
    match.submit(1, a.AddDie(sides=8))
    match.submit(1, a.AddDie(sides=10))
    match.submit(1, a.EndTurn())
    d6, d20 = (board.dice[d.id] for d in gig(match, 0))
    d8, d10 = (board.dice[d.id] for d in gig(match, 1))
    drag(board.view, d6, board.zones[(0, Area.FIXER)])
    assert [d.sides for d in match.view(0).seats[0].fixer] == [6]
    drag(board.view, d20, d8)
    assert sorted(d.sides for d in gig(match, 0)) == [8]
    assert sorted(d.sides for d in gig(match, 1)) == [10, 20]
    drag(board.view, d10, board.zones[(0, Area.GIG)])
    assert sorted(d.sides for d in gig(match, 0)) == [8, 10]
    drag(board.view, board.dice[gig(match, 1)[0].id], board.trash)
    assert gig(match, 1) == []
    assert d20.ref.die not in board.dice


def test_click_a_die_then_a_lit_area(window, qtbot):
    _screen, board, match = table(window)
    click(board.view, board.tray_dice[12])
    assert board.zones[(0, Area.FIXER)].drop_state == DropState.LEGAL
    click(board.view, board.zones[(0, Area.FIXER)])
    assert [d.sides for d in match.view(0).seats[0].fixer] == [12]
    assert board.zones[(0, Area.FIXER)].drop_state == DropState.NONE


def test_keys_on_a_focused_die(window, qtbot):
    _screen, board, match = table(window)
    board.tray_dice[6].setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_G)
    die = gig(match, 0)[0]
    item = board.dice[die.id]
    item.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_4)
    assert gig(match, 0)[0].value == 4
    QTest.keyClick(board.view, Qt.Key.Key_Plus)
    assert gig(match, 0)[0].value == 5
    QTest.keyClick(board.view, Qt.Key.Key_Minus)
    QTest.keyClick(board.view, Qt.Key.Key_Minus)
    assert gig(match, 0)[0].value == 3
    QTest.keyClick(board.view, Qt.Key.Key_M)
    assert [d.id for d in match.view(0).seats[0].fixer] == [die.id]
    QTest.keyClick(board.view, Qt.Key.Key_Plus)
    assert "fixer area" in window.game_screen.toast.text()
    QTest.keyClick(board.view, Qt.Key.Key_Delete)
    assert [d.id for d in match.view(0).seats[0].fixer] == [die.id]
    assert "Gig dice 6.1.3" in window.game_screen.toast.text()


def test_your_fixer_dice_stay_put(window, qtbot):
    screen, board, match = table(window)
    match.submit(0, a.AddDie(sides=8, area=Area.FIXER))
    before = match.hash()
    item = board.dice[match.view(0).seats[0].fixer[0].id]
    assert board.targets(item) == {}
    drag(board.view, item, board.zones[(0, Area.GIG)])
    assert match.hash() == before and item.pos() == item.home
    assert "fixer area" in screen.toast.text() and "Gig dice 6.1.3" in screen.toast.text()
    labels = [label for label, _action, _rule in board.menu_entries(item)]
    assert not any(label.startswith("Move") for label in labels)


def test_mats_read_out_pairs_and_areas_min_and_max_but_no_score(window, qtbot):
    _screen, board, match = table(window)
    assert board.mats[0].score == "No value-pairs"
    load_rolls(match.state, 6, 6, 1)
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, a.AddDie(sides=8))
    match.submit(0, a.AddDie(sides=4, area=Area.FIXER))
    assert board.mats[0].score == "Value-pairs: 6"
    assert board.zones[(0, Area.GIG)].note == "2/12 dice · 0 min · 1 max"
    assert board.zones[(0, Area.FIXER)].note == "1/12 dice · 1 min · 0 max"
    assert "total" not in board.mats[0].score.lower()


def test_swap_with_the_w_key(window, qtbot):
    _screen, board, match = table(window)
    match.submit(0, a.AddDie(sides=4))
    match.submit(0, a.EndTurn())
    match.submit(1, a.AddDie(sides=20))
    match.submit(1, a.EndTurn())
    theirs = board.dice[gig(match, 1)[0].id]
    mine = board.dice[gig(match, 0)[0].id]
    theirs.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_W)
    assert theirs.marked
    mine.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_W)
    assert [d.sides for d in gig(match, 0)] == [20]


def test_right_click_menu_offers_the_die_actions(window, qtbot):
    _screen, board, match = table(window)
    match.submit(0, a.AddDie(sides=6))
    item = board.dice[gig(match, 0)[0].id]
    click(board.view, item, Qt.MouseButton.RightButton)
    menu = board.menu
    assert menu is not None
    labels = [act.text().split("\t")[0] for act in menu.actions()]
    assert "Re-roll" in labels
    assert "Steal into your Gig area" not in labels
    reroll = next(act for act in menu.actions() if act.text().startswith("Re-roll"))
    events_before = len(match.record.actions)
    reroll.trigger()
    assert match.record.actions[-1].action["kind"] == "reroll"
    assert len(match.record.actions) == events_before + 1
    menu.close()


def test_tooltips_come_from_the_rulebook(window, qtbot):
    _screen, board, match = table(window)
    fixer_tip = board.zones[(0, Area.FIXER)].toolTip()
    assert "No effect may target a die in a fixer area." in fixer_tip
    assert "Gig dice 6.1.4" in fixer_tip
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, a.Adjust(die=gig(match, 0)[0].id, by=5))
    tip = board.dice[gig(match, 0)[0].id].toolTip()
    assert "Max Gig" in tip and "Gig dice 6.3.2" in tip
    assert "never in network play" in window.game_screen.undo_button.toolTip()


def test_value_pairs_are_linked(window, qtbot):
    _screen, board, match = table(window)
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, a.AddDie(sides=8))
    first, second = gig(match, 0)
    if second.value != first.value:
        match.submit(0, a.SetDie(die=second.id, value=first.value))
    assert len(board.links) == 1
    assert {board.links[0].a, board.links[0].b} == {board.dice[first.id], board.dice[second.id]}
    assert board.dice[first.id].pair_colour is not None


def test_a_refusal_message_goes_once_the_next_action_succeeds(window, qtbot):
    screen, board, match = table(window)
    drag(board.view, board.tray_dice[6], board.zones[(1, Area.GIG)])
    assert screen.toast.isVisible()
    drag(board.view, board.tray_dice[6], board.zones[(0, Area.GIG)])
    assert [d.sides for d in gig(match, 0)] == [6]
    assert not screen.toast.isVisible()
