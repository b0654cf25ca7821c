"""Issue 14, a finished game on the screen: keyboard help, the action log, keys and focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QMessageBox, QWidget
from tests.ui.conftest import click, start

from roadie.ui.action_log import ActionLog
from roadie.ui.keys_dialog import KeysDialog, entries
from roadie.ui.launcher import NewGame

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
    dialog.grab().save("/tmp/shots/keys_busking.png")


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
    window.show_launcher()
    window.writer().flush()
    assert window.continue_game()
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
