"""Issue 14, a finished game on the screen: keyboard help, the action log, keys and focus."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMessageBox,
    QToolTip,
    QWidget,
)
from tests.ui.conftest import click, controller_for, keep_shot, play_bot, point_of, start

from roadie.games.big_easy_busking import actions as a
from roadie.match.holds import PAY_OUT
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.action_log import ActionLog, Entry
from roadie.ui.keys_dialog import KeysDialog, entries
from roadie.ui.launcher import NewGame
from roadie.ui.scene.card_item import CardItem
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.scene.tooltips import on_screen, shown_tooltip
from roadie.ui.scene.zones import PlayerMat
from roadie.ui.style import stylesheet

SEATS = [("Ana", "human", "random"), ("Ben", "human", "random")]


def test_keyboard_help_is_a_styled_sheet_of_the_games_own_keys(window):
    """Busking's Ctrl+Return passes for the round; the sheet says so, as key caps, not in a
    stock message box."""
    assert window.start_game(NewGame("big-easy-busking", {}, 3, SEATS))
    window.show_keys()
    dialog = window.keys_dialog
    assert isinstance(dialog, KeysDialog) and not isinstance(dialog, QMessageBox)
    assert window.last_alert == ""
    caps = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Ctrl+Return" in caps and "pass" in caps and "end turn" not in caps
    window.resize(1280, 800)
    keep_shot(dialog, "keys_busking")
    dialog.close()


def test_key_text_splits_into_caps_and_meanings():
    assert entries("Tab: go on · R: re-roll<br/>T turns") == [
        ("Tab", "go on"), ("R", "re-roll"), ("", "T turns")]


# --- 2. the action log --------------------------------------------------------------------

def test_the_log_comes_back_on_continue_and_load_from_the_record(window, tmp_path):
    """What happened is re-derived from the match record: no sentence is saved."""
    start(window, [("Ana", "human"), ("Ben", "human")])
    window.game_screen.ctl.stop()
    match = window.game_screen.client.match
    match.submit(0, {"kind": "add", "sides": 8, "area": "gig"})
    match.submit(0, {"kind": "add", "sides": 20, "area": "fixer"})
    told = window.game_screen.log.sentences()
    assert len(told) == 2
    path = tmp_path / "two.roadie.json"
    assert window.save_to(path)
    window.show_launcher()
    window.writer().flush()
    assert window.continue_game()
    assert window.game_screen.log.sentences() == told
    window.show_launcher()
    assert window.open_path(path)
    assert window.game_screen.log.sentences() == told


def test_a_solo_busking_log_is_told_again_after_continue(window):
    """The Robot's opening turn and how it took its songs come back too."""
    new = NewGame("big-easy-busking", {"difficulty": "professional"}, 3,
                  [("Ana", "human", "random")])
    assert window.start_game(new)
    screen = window.game_screen
    match = screen.client.match
    screen.ctl.stop()
    match.submit(0, next(x for x in match.legal_actions(0) if x.kind == "play"))
    slot = window.table.autosave
    assert window.start_game(NewGame("gig-dice", {}, 3, [("Ben", "human", "random")] * 2))
    window.writer().flush()  # the first game waits in progress, read back as Continue reads it
    assert window.continue_path(slot)
    said = window.game_screen.log.sentences()
    robot = window.game_screen.board.ctx.robot_name
    assert said[0] == "Round 1 begins on Royal Street."
    assert any(s.startswith(robot) and ("flips" in s or "buys the Standard" in s) for s in said)
    assert any(s.startswith("Ana started") for s in said)


def test_the_log_keeps_its_newest_line_in_view(qtbot):
    """Also when the panel it sits in grows shorter or narrower (the window resized)."""
    log = ActionLog()
    qtbot.addWidget(log)
    log.resize(280, 300)
    log.show()
    for n in range(60):
        log.add(f"Line {n}: a long sentence that wraps over more than one line of "
                "the narrow side panel beside the board.")
    QApplication.processEvents()
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    log.resize(220, 200)
    QApplication.processEvents()
    assert bar.value() == bar.maximum()


# --- 3. right-click on your own die in The Gig ----------------------------------------------

def gig(window, seats=(("Ana", "human", "random"), ("Ben", "human", "random")), **options):
    assert window.start_game(NewGame("the-gig", {"content_pack": "standard", **options}, 5,
                                     list(seats)))
    screen = window.game_screen
    screen.curtain.hide()
    return screen, screen.board, screen.client.match


def test_right_click_on_your_own_die_opens_its_menu(window, qtbot):
    _screen, board, match = gig(window)
    die = next(d for d in match.state.dice if d.seat == 0 and d.where == "tray")
    click(board.view, board.drawing.dice[(0, die.id)], Qt.MouseButton.RightButton)
    menu = board.gestures.menu
    assert menu is not None and menu.isVisible()
    assert any(entry.text().startswith("Re-roll this die") for entry in menu.actions())
    menu.close()


# --- 4. keys wherever the focus is on the table ---------------------------------------------

def test_solo_keys_work_wherever_the_focus_is_on_the_table(window, qtbot):
    from tests.ui.test_the_gig_table import advance

    screen, board, match = gig(window)
    state = match.state
    advance(match, lambda: state.phase == "solo")
    board.ctl.set_viewer(0)
    board.render(animate=False)
    screen.curtain.hide()
    assert board.solo.options
    board.items.tray.setFocus()  # not the solo grid
    turns = board.solo.turns
    QTest.keyClick(board.view, Qt.Key.Key_T)
    assert board.solo.turns == (turns + 1) % 4
    board.scene.setFocusItem(None)  # nothing on the table focused
    QTest.keyClick(board.view, Qt.Key.Key_N)
    assert board.solo.preview_ok()
    QTest.keyClick(board.view, Qt.Key.Key_Return)
    assert match.record.actions[-1].action["kind"] == "solo"


def test_ctrl_n_works_after_a_file_dialog(window, tmp_path, monkeypatch):
    """Even when the dialog leaves another window active, the window's shortcuts work."""
    start(window, [("Ana", "human"), ("Ben", "human")])
    path = tmp_path / "a.roadie.json"
    assert window.save_to(path)
    window.show_launcher()
    other = QWidget()  # where the focus may land when a native dialog closes
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        lambda *args, **kw: (other.show(), other.activateWindow(),
                                             (str(path), ""))[-1])
    window.open_dialog()
    assert window.stack.currentWidget() is window.game_screen
    assert QApplication.focusWidget() is window.game_screen.view
    other.activateWindow()
    QApplication.processEvents()
    assert QApplication.activeWindow() is other
    QTest.keyClick(other, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.launcher
    other.close()


# --- 5. keyboard focus ---------------------------------------------------------------------

def test_tab_past_the_last_board_item_comes_back_to_the_first(window):
    start(window, [("Ana", "human"), ("Ben", "human")])
    screen = window.game_screen
    view, scene = screen.view, screen.board.scene
    chain = scene.focus_chain()
    view.setFocus()
    chain[-1].setFocus()
    for _ in range(len(chain) + 12):  # through the side panel's buttons and back
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        if QApplication.focusWidget() is view:
            break
    assert QApplication.focusWidget() is view and scene.focusItem() is chain[0]


def test_the_focus_ring_shows_on_a_lit_place(window):
    """The Gig's song spaces light up under a held die; the keyboard's ring stays visible."""
    _screen, board, match = gig(window)
    window.resize(1280, 800)
    die = next(d for d in match.state.dice if d.seat == 0 and d.where == "tray")
    item = board.drawing.dice[(0, die.id)]
    board.view.setFocus()
    item.setFocus()
    QTest.keyClick(board.view, Qt.Key.Key_Return)  # picked up: its spaces light
    lit = [s for s in board.drawing.spaces if s.drop_state != DropState.NONE]
    assert lit
    ring = board.scene.focus_ring
    assert not ring.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_Tab)  # holding a die, Tab goes to its spaces only
    space = board.scene.focusItem()
    assert space in lit and ring.isVisible()
    seen = {space}
    for _ in range(len(lit) - 1):
        QTest.keyClick(board.view, Qt.Key.Key_Tab)
        seen.add(board.scene.focusItem())
    assert seen == set(lit)
    space = board.scene.focusItem()
    assert ring.sceneBoundingRect().contains(space.sceneBoundingRect())
    assert ring.zValue() > max(i.zValue() for i in board.scene.items() if isinstance(i, Target))
    keep_shot(window, "focus_ring_on_lit_space")


# --- 7. a card's zoom and its rule tooltip ---------------------------------------------------

def test_a_cards_rule_tooltip_keeps_clear_of_its_zoom(window, qtbot):
    assert window.start_game(NewGame("big-easy-busking", {}, 3, SEATS))
    window.resize(1280, 800)
    QApplication.processEvents()
    board = window.game_screen.board
    view = board.view
    cards = [i for i in board.scene.items() if isinstance(i, CardItem) and i.face_up
             and i.toolTip() and i.isVisible()]
    assert cards
    card = cards[0]
    card.show_zoom()
    assert card.zoom is not None and card.zoom.isVisible()
    at = view.mapFromScene(card.sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, at,
                                                       view.viewport().mapToGlobal(at)))
    tip = shown_tooltip()
    assert tip is not None and tip.isVisible()
    zoom = on_screen(view, card.zoom.sceneBoundingRect())
    assert not tip.geometry().intersects(zoom)
    assert not tip.geometry().intersects(on_screen(view, card.sceneBoundingRect()))
    QToolTip.hideText()


# --- 8. the Bridge summed up ------------------------------------------------------------------

def gig_board(qtbot, speed="fast"):
    from roadie.games.the_gig import GAME as GIG
    from roadie.ui.games.the_gig.board import Board as GigBoard

    QApplication.instance().setStyleSheet(stylesheet())  # as the app draws it
    match = Match(GIG, GIG.make_options(2, {}), 5, [SeatSpec(name="Ana"), SeatSpec(name="Ben")])
    ctl = controller_for(match, speed)
    board = GigBoard(ctl, speed=speed)
    qtbot.addWidget(board.view)
    board.view.resize(1000, 720)
    board.view.show()
    return match, ctl, board


def test_the_bridge_is_summed_up_and_the_next_song_waits_for_continue(qtbot):
    from tests.ui.test_the_gig_table import advance

    match, ctl, board = gig_board(qtbot)
    qtbot.waitUntil(lambda: not board.countdown.blocked)  # song 1 counted in
    advance(match, lambda: board.summing_up)  # the game waits at once ...
    assert ctl.holds.held()
    summary = board.summary
    qtbot.waitUntil(summary.isVisible)  # ... and the summary comes on the next turn
    assert match.state.song == 1  # the dice left song 1
    assert summary.title.text() == "The Bridge of song 1"
    assert set(board.tally.lines) == {0, 1}
    texts = [label.text() for label in summary.findChildren(QLabel)]
    assert "● Ana" in texts and "● Ben" in texts
    assert any(t.endswith(" points") for t in texts)  # harmonies
    solo = {seat: sum(x.points for x in s.lines if x.label == "Solo")
            for seat, s in enumerate(match.game.score(match.state).seats)}
    for seat, line in board.tally.lines.items():  # the solo's points: what the Solo line gained
        assert line.solo_points == solo[seat] - board.tally.solo_before[seat] >= 0
        assert line.solo_cells == 0 or any(f"+{line.solo_points} pts" in t for t in texts)
    assert ctl.holds.held()  # bots and the count-in wait
    assert not board.countdown.blocked
    keep_shot(board.view, "gig_bridge_summary")
    summary.button.click()
    assert not summary.isVisible() and board.countdown.blocked  # 4, 3, 2, 1 now


def test_no_summary_with_animations_off(qtbot):
    from tests.ui.test_the_gig_table import advance

    match, _ctl, board = gig_board(qtbot, speed="off")
    advance(match, lambda: match.state.song == 1)
    assert not board.summary.isVisible()


def test_a_bridge_call_banner_keeps_off_the_song_rows(qtbot):
    from roadie.games.the_gig import events as e

    _match, _ctl, board = gig_board(qtbot)
    qtbot.waitUntil(lambda: not board.countdown.blocked)  # counted in: dice are being placed
    board.animate([e.BridgeCalled(seat=1)])
    banner = board.items.banner
    assert banner.isVisible()
    assert not any(banner.sceneBoundingRect().intersects(s.sceneBoundingRect())
                   for s in board.drawing.spaces)


# --- 10. Busking's Pass, and what an ability did ----------------------------------------------

def test_busking_pass_is_no_default_button_and_asks_first(window, monkeypatch):
    assert window.start_game(NewGame("big-easy-busking", {"first_player": 0}, 11, SEATS))
    screen = window.game_screen
    screen.curtain.hide()
    screen.ctl.stop()
    match = screen.client.match
    button = next(b for b, t in screen.buttons if t.action == a.Pass())
    assert button.objectName() != "primary"
    asked: list[str] = []

    def answer(reply):
        def ask(_parent, _title, question, *_buttons):
            asked.append(question)
            return reply
        return ask

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    button.click()
    assert asked and "rest of this round" in asked[0]
    assert not match.view(0).buskers[0].passed
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    button.click()
    assert match.view(0).buskers[0].passed


def test_an_ability_says_what_it_did(window):
    from roadie.games.big_easy_busking import events as be

    assert window.start_game(NewGame("big-easy-busking", {"first_player": 0}, 11, SEATS))
    board = window.game_screen.board
    told: list[str] = []
    board.message.connect(told.append)
    street = board.sentences.street
    line = board.sentences.describe(be.AbilityUsed(seat=0, song=next(iter(board.ctx.cat.songs)),
                                                   ability="swap_moods", detail=(0, 1)))
    assert board.sentences.crowd(0) in line and board.sentences.crowd(1) in line
    assert "swapped their moods" in line and len(street) > 1
    board.tell([Entry(event=be.AbilityUsed(seat=0, song=next(iter(board.ctx.cat.songs)),
                                           ability="gain_money", dollars=3))])
    assert told and told[-1].endswith("+$3.")


# --- 9. Busking's end of round ------------------------------------------------------------------

def test_busking_round_end_waits_for_a_click_and_coins_keep_under_the_summary(qtbot):
    from roadie.games.big_easy_busking import GAME as BUSKING
    from roadie.ui.games.big_easy_busking.board import Board as BuskingBoard
    from roadie.ui.games.big_easy_busking.panels import CoinSprite

    QApplication.instance().setStyleSheet(stylesheet())
    options = BUSKING.make_options(1, {"difficulty": "professional",
                                       "robot": "second-line-sal"})
    match = Match(BUSKING, options, 5, [SeatSpec(name="Ana")])
    ctl = controller_for(match, "fast")
    board = BuskingBoard(ctl, speed="fast")
    qtbot.addWidget(board.view)
    board.view.resize(1000, 720)
    board.view.show()
    while match.state.round == 1:
        play_bot(match, 0)
    board.narrator.flush()  # the round's beats told at once: up to the pay-out
    assert board.summary.isVisible() and ctl.holds.holding(PAY_OUT)
    assert board.narrator.queue  # the Robot's first turn of round 2 waits for the click
    winners = [line for line in board.summary.lines if ": won by " in line.text]
    assert winners and all(line.colour in board.ctx.colours for line in winners)
    coins = [i for i in board.scene.items() if isinstance(i, CoinSprite)]
    assert coins and all(c.zValue() < board.summary.zValue() for c in coins)
    keep_shot(board.view, "busking_round_end")
    click(board.view, board.summary)
    assert not board.summary.isVisible() and not ctl.holds.holding(PAY_OUT)


# --- 11. the score you see ----------------------------------------------------------------------

def test_the_gig_shows_points_banked_and_why_a_projection_fell(window):
    from roadie.games.the_gig import actions as ga
    from roadie.games.the_gig.content import NOTATION, Symbol

    screen, board, match = gig(window)
    window.resize(1280, 800)
    for symbol in NOTATION:
        match.state.players[0].marks[symbol] = 1  # a Notation set: 5 points if it ended now
    board.ctl.forget()
    screen.refresh()
    assert "Banked for good (Solo, Harmonies): Ana 0 · Ben 0" in screen.score_note.text()
    die = next(d for d in match.state.dice if d.seat == 0 and d.where == "tray")
    assert board.ctl.submit(ga.UseNotation(die=die.id, symbol=Symbol.FLAT))
    board.ctl.spread.settle()  # the side panel follows the board a turn later
    note = screen.score_note.text()
    assert "Ana's projection" in note and "Notation sets -5" in note
    QApplication.processEvents()
    keep_shot(window, "gig_score_note")


# --- 12. readable at 1280 x 800 -------------------------------------------------------------------

def test_no_text_is_cut_on_any_table_at_1280x800(window, monkeypatch):
    """Busking's market titles ("Hurricane W…") and rules panel, The Gig's song name ("Blue
    Note Runaro…") are shown whole (a card's title takes two lines, a panel's lines shrink a
    little, when they must)."""
    cut: list[str] = []
    for metrics in (QFontMetricsF, QFontMetrics):
        def elided(self, text, mode, width, *rest, _orig=metrics.elidedText):
            shown = _orig(self, text, mode, width, *rest)
            if shown != text:
                cut.append(text)
            return shown
        monkeypatch.setattr(metrics, "elidedText", elided)
    names: set[str] = set()
    for game, options in (("big-easy-busking", {}), ("the-gig", {}), ("gig-dice", {})):
        assert window.start_game(NewGame(game, {"content_pack": "standard", **options}, 5,
                                         SEATS))
        window.game_screen.ctl.stop()
        window.resize(1280, 800)
        QApplication.processEvents()
        keep_shot(window, f"table_{game}_1280x800")
        items = window.game_screen.board.scene.items()
        names |= {i.face.title for i in items if isinstance(i, CardItem)}
        names |= {i.name for i in items if isinstance(i, PlayerMat)}
    assert "7. Blue Note Runaround" in names
    assert cut == []


def test_an_opponents_board_enlarges_on_hover_and_click(window, qtbot):
    from roadie.ui.games.the_gig import layout as GL
    from roadie.ui.games.the_gig.boards import PeekGrid

    _screen, board, _match = gig(window)
    window.resize(1280, 800)
    QApplication.processEvents()
    small = board.drawing.others[1][1]
    assert isinstance(small, PeekGrid)
    QTest.mouseMove(board.view.viewport(), point_of(board.view, small))
    peek = small.peek
    assert peek.isVisible()
    assert peek.grid.sceneBoundingRect().width() > 2.5 * small.sceneBoundingRect().width()
    assert peek.rect.bottom() <= GL.OTHERS.top()  # over no other panel
    keep_shot(window, "gig_opponent_peek")
    QTest.mouseMove(board.view.viewport(), point_of(board.view, board.items.tray))
    assert not peek.isVisible()
    click(board.view, small)  # pinned: it stays up when the pointer leaves
    QTest.mouseMove(board.view.viewport(), point_of(board.view, board.items.tray))
    assert peek.isVisible()


# --- 13. contrast -------------------------------------------------------------------------------

def test_pips_contrast_with_every_seat_and_die_colour():
    """White pips on amber read a 2 as a 1: the ink is the one with more contrast."""
    from PySide6.QtGui import QColor

    from roadie.ui.scene.dice_item import contrast, ink_for
    from roadie.ui.style import COLOUR_BLIND, WARM

    bodies = {*WARM.seats, *COLOUR_BLIND.seats, *(c for _s, c in COLOUR_BLIND.dice)}
    for body in map(QColor, bodies):
        assert contrast(ink_for(body), body) >= 4.5, body.name()
    assert ink_for(QColor(WARM.amber)).lightnessF() < 0.5


# --- 18. the status bar -------------------------------------------------------------------------

def test_the_status_bar_shows_only_while_it_has_something_to_say(window, tmp_path):
    assert window.statusBar().isHidden()
    start(window, [("Ana", "human"), ("Ben", "human")])
    assert window.statusBar().isHidden()
    assert window.save_to(tmp_path / "a.roadie.json")
    assert window.statusBar().isVisible() and "Saved to" in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    assert window.statusBar().isHidden()


# --- 16. no curtain where nothing is hidden ----------------------------------------------------

def test_no_hot_seat_curtain_in_the_gig(window):
    """Every player of The Gig sees the whole table but the deck: nothing to hide."""
    from tests.ui.test_the_gig_table import advance

    screen, _board, match = gig(window, audience=True)
    seen: list[tuple[int, bool]] = []
    screen.ctl.changed.connect(lambda _c: seen.append((screen.ctl.viewer,
                                                       screen.curtain.isHidden())))
    advance(match, lambda: any(viewer == 1 for viewer, _hidden in seen))
    assert any(viewer == 1 for viewer, _hidden in seen)  # the table turned to Ben
    assert all(hidden for _viewer, hidden in seen)


def test_settings_may_skip_the_pass_question_and_the_summaries(window, qtbot, monkeypatch):
    from roadie.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(window.settings.copy(), window)
    dialog.confirm_pass.setChecked(False)
    dialog.summaries.setChecked(False)
    window.apply_settings(dialog.result_settings())
    assert not window.settings.confirm_pass and not window.settings.round_summaries
    assert window.start_game(NewGame("big-easy-busking", {"first_player": 0}, 11, SEATS))
    screen = window.game_screen
    screen.curtain.hide()
    screen.ctl.stop()
    assert not screen.board.summaries
    monkeypatch.setattr(QMessageBox, "question", lambda *args: pytest.fail("asked"))
    next(b for b, t in screen.buttons if t.action == a.Pass()).click()
    assert screen.client.match.view(0).buskers[0].passed


def test_a_gig_without_summaries_goes_straight_on(qtbot):
    from tests.ui.test_the_gig_table import advance

    match, _ctl, board = gig_board(qtbot)
    board.summaries = False
    qtbot.waitUntil(lambda: not board.countdown.blocked)
    advance(match, lambda: match.state.song == 1)
    assert not board.summary.isVisible() and board.countdown.blocked  # counting song 2 in


def test_taking_the_table_down_during_a_bridge_summary_lets_the_clock_go(qtbot):
    from tests.ui.test_the_gig_table import advance

    match, _ctl, board = gig_board(qtbot)
    qtbot.waitUntil(lambda: not board.countdown.blocked)
    advance(match, board.summary.isVisible)
    running = match.clock()
    assert match.clock() == running  # held while the summary is up
    board.stop()
    qtbot.waitUntil(lambda: match.clock() > running)


def test_the_side_panel_narrows_on_a_small_window(window, qtbot):
    """At 1024 wide the board keeps the room: the panel narrows, its buttons' keys go to
    their tooltips, and no button's text is cut."""
    assert window.start_game(NewGame("big-easy-busking", {}, 3, SEATS))
    screen = window.game_screen
    window.resize(1280, 800)
    QApplication.processEvents()
    assert screen.side.width() == 310 and "Ctrl+Return" in screen.buttons[0][0].text()
    window.resize(1024, 640)
    QApplication.processEvents()
    assert screen.side.width() < 310
    for button, _turn_action in screen.buttons:
        assert button.fontMetrics().horizontalAdvance(button.text()) + 28 <= button.width()
        assert "Ctrl" not in button.text() and "Ctrl" in button.toolTip()
    keep_shot(window, "busking_1024_wide")
