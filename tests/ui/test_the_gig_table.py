"""The Gig's table driven by real mouse drags, clicks and keys on the view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import click, drag, press_and_move

from roadie.core.errors import RuleViolation
from roadie.games.the_gig import actions as a
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import set_die
from roadie.ui.games.the_gig.items import ButtonItem
from roadie.ui.scene.piece import DropState

HUMANS = (("Ana", "human"), ("Ben", "human"))


def table(win, seats=HUMANS, seed=5, **options):
    from roadie.ui.launcher import NewGame

    new = NewGame("the-gig", {"content_pack": "standard", **options}, seed,
                  [(n, k, "random") for n, k in seats])
    assert win.start_game(new)
    screen = win.game_screen
    screen.curtain.hide()
    return screen, screen.board, screen.client.match


def tray_die(match, seat=0):
    return next(d for d in match.state.dice if d.seat == seat and d.where == "tray")


def refresh(board):
    """Redraw after a test changed the state directly (the legal-action cache too)."""
    board.ctl.forget()
    board.render(animate=False)


def advance(match, done, limit=2000):
    """Play legal actions for whoever acts (free spaces first) until *done*."""
    for _ in range(limit):
        if done() or match.is_over():
            return
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        free = [x for x in legal if isinstance(x, a.Place) and x.col is not None
                and not any(d.where == "song" and (d.row, d.col) == (x.row, x.col)
                            for d in match.state.dice)]
        rest = [x for x in legal if not isinstance(x, a.Reroll | a.UseNotation | a.Pick)]
        for choice in [*free, *rest]:
            try:
                match.submit(seat, choice)
                break
            except RuleViolation:
                continue


def test_drag_a_die_to_a_lit_space_of_its_row(window, qtbot):
    _screen, board, match = table(window)
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    space = next(s for s in board.drawing.spaces if s.row == die.value and s.col is not None)
    press_and_move(board.view, item, board.view.mapFromScene(board.items.tray.rect.center()))
    lit = {s for s in board.drawing.spaces if s.drop_state == DropState.LEGAL}
    assert space in lit and all(s.row == die.value or s.col is None for s in lit)
    QTest.mouseRelease(board.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier,
                       board.view.mapFromScene(board.items.tray.rect.center()))
    drag(board.view, item, space)
    placed = match.state.die(die.id)
    assert (placed.where, placed.row, placed.col) == ("song", die.value, space.col)
    assert item.home == space.rect.center()


def test_a_drop_on_the_wrong_row_snaps_back_with_the_rule(window, qtbot):
    screen, board, match = table(window)
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    wrong = next(s for s in board.drawing.spaces if s.row != die.value and s.col is not None)
    before = match.hash()
    drag(board.view, item, wrong)
    assert match.hash() == before
    assert item.pos() == item.home
    assert f"A {die.value} goes in row {die.value}." in screen.toast.text()
    assert "The Gig › 1. The Song › Rows" in screen.toast.text()


def test_reroll_all_then_only_the_selected_die(window, qtbot):
    _screen, board, match = table(window)
    click(board.view, board.items.reroll_button)
    assert match.record.actions[-1].action["kind"] == "reroll"
    assert len(match.record.actions[-1].action["dice"]) == 4
    click(board.view, board.items.select_buttons[2])
    assert board.items.select_buttons[2].checked
    assert "1 selected" in board.items.reroll_button.label
    click(board.view, board.items.reroll_button)
    assert match.record.actions[-1].action["dice"] == [2]
    assert not board.choices.selected


def test_notation_by_clicking_a_die(window, qtbot):
    _screen, board, match = table(window)
    match.state.players[0].marks[Symbol.FLAT] = 1
    refresh(board)
    die = tray_die(match)
    expected = 6 if die.value == 1 else die.value - 1
    click(board.view, board.drawing.dice[(0, die.id)])
    flat = [b for b in board.gestures.popup if b.symbol == "flat"]
    assert flat, "clicking a die offers its notation symbols"
    click(board.view, flat[0])
    assert match.state.die(die.id).value == expected
    assert match.state.players[0].marks[Symbol.FLAT] == 0
    assert board.gestures.popup == []


def test_keys_change_and_reroll_a_focused_die(window, qtbot):
    _screen, board, match = table(window)
    match.state.players[0].marks[Symbol.SHARP] = 1
    refresh(board)
    die = tray_die(match)
    expected = die.value % 6 + 1
    board.drawing.dice[(0, die.id)].setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Plus)
    assert match.state.die(die.id).value == expected
    QTest.keyClick(board.view, Qt.Key.Key_S)
    assert board.choices.selected == {die.id}


def test_a_solo_chosen_and_placed_through_the_preview(window, qtbot):
    screen, board, match = table(window)
    state = match.state
    advance(match, lambda: state.phase == "solo")
    assert 0 in match.active_seats()
    board.ctl.set_viewer(0)
    board.render(animate=False)
    screen.curtain.hide()
    grooves = [b for b in board.bar.temp if isinstance(b, ButtonItem)
               and b.label.split(" ")[0].replace("·", "").isdigit()]  # buttons show their dice
    assert grooves
    click(board.view, grooves[-1])
    chosen = board.solo.chosen
    assert chosen is not None and board.items.grid.legal
    board.items.grid.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_N)
    assert board.items.grid.preview_ok
    anchor = board.solo.anchor
    click_at = board.view.mapFromScene(board.items.grid.cell_rect(anchor).center())
    QTest.mouseMove(board.view.viewport(), click_at)
    QTest.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, click_at)
    drawn = state.players[0].grooves
    assert len(drawn) == 1 and len(drawn[0].cells) == len(chosen)
    assert match.record.actions[-1].action["kind"] == "solo"


def test_buy_and_discard_audience_cards_by_drag(window, qtbot):
    screen, board, match = table(window, audience=True)
    state = match.state
    advance(match, lambda: state.phase == "applause" and not state.owed)
    first = match.active_seats()[0]
    board.ctl.set_viewer(first)
    state.players[first].marks[Symbol.SPOTLIGHT] = 9
    refresh(board)
    screen.curtain.hide()
    card = state.row[0]
    drag(board.view, board.drawing.card_items[card], board.items.buy_zone)
    assert card in state.players[first].audience
    advance(match, lambda: not state.owed)
    second = match.active_seats()[0]
    assert second != first
    board.ctl.set_viewer(second)
    board.render(animate=False)
    screen.curtain.hide()
    other = state.row[0]
    drag(board.view, board.drawing.card_items[other], board.items.discard)
    assert other in state.discards


def test_grooves_with_equal_dice_get_told_apart():
    from types import SimpleNamespace

    from roadie.ui.games.the_gig.panel import groove_labels

    dice = [SimpleNamespace(id=i, value=v) for i, v in enumerate((6, 6, 5, 6))]
    view = SimpleNamespace(dice=dice)
    assert groove_labels(view, [(0,), (1,), (2,), (0, 1)]) == ["6 a", "6 b", "5", "6·6"]


# --- the rules changes wired in ---------------------------------------------------------

def test_a_die_with_no_space_is_left_by_the_leave_button(window, qtbot):
    screen, board, match = table(window)
    state = match.state
    short = next(r for r in board.kit.pack.song(state.songs[0]).rows if len(r.spaces) == 2)
    r = short.value
    x, y, p, q, _ = (v for v in range(1, 7) if v != r)
    for die, value in zip(state.dice, (r, r, x, y, r, r, p, q), strict=True):
        set_die(state, die, value=value)
    state.players[1].marks[Symbol.FLAT] = 1  # a Notation symbol could still move it
    for seat, die, col in ((1, 4, None), (0, 0, 0), (0, 1, 1), (0, 2, None), (0, 3, None),
                           (1, 6, None), (1, 7, None)):
        match.submit(seat, a.Place(die=die, row=state.dice[die].value, col=col))
    assert state.caller == 0 and state.dice[5].where == "tray"
    board.switch_seat(1)
    screen.curtain.hide()
    board.ctl.spread.settle()  # the side panel follows the board a turn later
    assert "leave them" in board.items.tray.note
    button = next(b for b, t in screen.buttons if t.action == a.Leave())
    assert button.isEnabled()
    button.click()
    board.ctl.spread.settle()
    assert state.players[1].left and state.phase == "solo"
    assert "Ben left a die off the song" in " ".join(screen.log.sentences())


def test_the_held_die_goes_back_by_menu_or_key(window, qtbot):
    screen, board, match = table(window)
    die = tray_die(match)
    item = board.drawing.dice[(0, die.id)]
    hold = dict((label.split("\t")[0], x) for label, x, _ in board.gestures.menu_entries(item))
    assert hold["Hold in your hand"] == a.Pick(die=die.id)
    board.ctl.submit(hold["Hold in your hand"])
    assert match.state.die(die.id).where == "hand"
    labels = [label for label, _, _ in board.gestures.menu_entries(item)]
    assert "Put it back in the tray\tH" in labels
    item.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_H)
    board.ctl.spread.settle()  # the log is told a turn after the board is drawn
    assert match.state.die(die.id).where == "tray"
    assert "Ana put the die in their hand back in the tray." in screen.log.sentences()


def test_the_harmony_menu_offers_only_the_dies_own_row(window, qtbot):
    _screen, board, match = table(window)
    die = tray_die(match)
    entries = board.gestures.menu_entries(board.drawing.dice[(0, die.id)])
    harmonies = [x for _, x, _ in entries if isinstance(x, a.Place)]
    assert harmonies == [a.Place(die=die.id, row=die.value, col=None)]


def test_turn_based_an_audience_reroll_rolls_a_selected_locked_die(window, qtbot):
    screen, board, match = table(window, turn_based=True)
    state = match.state
    for die in [d for d in state.dice if d.seat == 1]:
        match.submit(1, a.LockIn(die=die.id))
    assert state.phase == "place"
    state.players[0].late_rerolls = 1
    board.switch_seat(0)
    refresh(board)
    screen.curtain.hide()
    mine = [d.id for d in state.dice if d.seat == 0]
    assert not board.items.reroll_button.enabled, "one re-roll: not all four dice"
    assert all(b.isVisible() for b in board.items.select_buttons)
    click(board.view, board.items.select_buttons[1])
    click(board.view, board.items.reroll_button)
    assert match.record.actions[-1].action == {"kind": "reroll", "dice": [mine[1]],
                                               "t": match.record.actions[-1].t}
    assert state.players[0].late_rerolls == 0 and state.die(mine[1]).where == "locked"


def test_the_log_tells_losses_leaving_and_full_notes():
    from roadie.games.the_gig import events as e
    from roadie.ui.games.the_gig.sentences import Sentences

    log = Sentences(["Ana", "Ben"], {"fan": "The Fan"})
    assert log.describe(e.NotesFull(seat=0, lost=2)) == \
        "Ana's Notes tracks are all full: 2 symbols not marked."
    assert log.describe(e.Left(seat=1, dice=(5, 6))) == \
        "Ben left 2 dice off the song: no space for them."
    assert log.describe(e.Chose(seat=0, symbol=Symbol.FLAT, lost=1)).endswith(
        "1 found their Notes track full: not marked.")
    assert "1 found their Notes track full" in log.describe(
        e.CardDiscarded(seat=1, card="fan", reward=Symbol.SHARP, lost=1))
    assert log.describe(e.Picked(seat=0, die=1, back=True)) == \
        "Ana put the die in their hand back in the tray."
    assert log.describe(e.SymbolsMarked(seat=1, symbols={Symbol.FLAT: 0})) == \
        "Ben marked no symbols."
    assert log.describe(e.SymbolsMarked(seat=0, symbols={Symbol.FLAT: 2, Symbol.SHARP: 0})) \
        == "Ana marked: 2 Flat."


def test_the_tray_says_your_dice_alone_and_names_them_in_hot_seat(window):
    _screen, board, _match = table(window, seats=(("Me", "human"), ("Bo", "bot")))
    assert board.drawing.fixed.tray.title == "Your dice"  # not "Me's dice"
    _screen, board, _match = table(window)
    assert board.drawing.fixed.tray.title == "Ana's dice"


def test_a_full_notes_track_counts_its_lost_symbols_in_words(qapp):
    from roadie.games.the_gig import events as ge
    from roadie.ui.games.the_gig.sentences import Sentences

    say = Sentences(["Ana"], {}).describe
    assert say(ge.NotesFull(seat=0, lost=1)) == \
        "Ana's Notes tracks are all full: a symbol not marked."
    assert say(ge.NotesFull(seat=0, lost=3)) == \
        "Ana's Notes tracks are all full: 3 symbols not marked."
