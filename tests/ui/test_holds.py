"""Issue 31: holds that let go. Every wait of a table (a count-in, a Bridge summary, a pay-out,
narration, a dialog, a pause, the table off screen) keeps the due bots from acting while it
lasts, and its release lets them act; a watchdog finds a table left with a bot due and nothing
held, scheduled or thinking. Played at the default settings (animations on, normal bot pace),
every wait shortened alike by ROADIE_TIME_SCALE."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.conftest import click, controller_for, start

from roadie.match.holds import (
    BRIDGE_SUMMARY,
    COUNT_IN,
    DIALOG,
    NARRATION,
    OFF_SCREEN,
    PAUSE,
    PAY_OUT,
    Holds,
)
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.storage.settings import Settings
from roadie.ui.controller import Stalled
from roadie.ui.launcher import NewGame

WAIT_MS = 600
"""How long a held table is watched for a bot's action (several bot pauses at the scale)."""


@pytest.fixture
def scaled(monkeypatch):
    """Every wait at a twentieth, the watchdog strict."""
    monkeypatch.setenv("ROADIE_TIME_SCALE", "0.05")
    monkeypatch.setenv("ROADIE_WATCHDOG", "strict")


@pytest.fixture
def default_window(qtbot, scaled):
    """The main window at the default settings (animations on, normal bot pace)."""
    from roadie.ui.app import create

    _app, win = create([], Settings())
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    yield win
    win.close()


def acted(match: Match, seat: int) -> int:
    return sum(1 for x in match.record.actions if x.seat == seat)


def stays_still(qtbot, match: Match, ms: int = WAIT_MS, ctl=None) -> None:
    """No action at all is taken for *ms* (the table is held), and no bot of *ctl* is
    about to act (a bot slow to think might otherwise act just after)."""
    before = len(match.record.actions)
    qtbot.wait(ms)
    assert len(match.record.actions) == before, "a bot acted while the table was held"
    if ctl is not None:
        pacer = ctl.pacer
        assert not pacer.thinking and not any(pacer.timers.is_active(s) for s in pacer.bots)


def test_holds_release_by_name_and_the_last_release_frees_the_table() -> None:
    freed: list[int] = []
    clock: list[bool] = []
    holds = Holds(on_free=lambda: freed.append(1), on_clock=clock.append)
    holds.take(COUNT_IN)
    holds.take(PAUSE, clock=True)
    holds.take(PAUSE, clock=True)  # taken twice: still one hold
    assert holds.held() and holds.clock_held() and clock == [True]
    holds.release(PAUSE)
    assert clock == [True, False] and not freed  # the count-in still holds the bots
    holds.release(PAUSE)  # released already: nothing
    holds.release(COUNT_IN)
    assert freed == [1] and not holds.held()
    holds.release(COUNT_IN)
    assert freed == [1]


# --- the freeze of issue 31: Busking, you + a Hard bot, default settings ----------------------
def test_the_bot_opens_the_next_busking_round_once_the_payout_is_clicked(default_window, qtbot):
    win = default_window
    assert win.start_game(NewGame("big-easy-busking", {}, 1,
                                  [("Ana", "human", "random"), ("Bot", "bot", "hard")]))
    screen = win.game_screen
    match, board = screen.client.match, screen.board
    rng = random.Random(1)
    while match.state.round == 1:
        if 0 in match.active_seats():
            assert screen.ctl.submit(rng.choice(match.legal_actions(0)), 0)
        else:
            qtbot.wait(10)
    assert match.active_seats() == [1]  # the bot opens round 2 ...
    round_ended = len(match.record.actions)
    qtbot.waitUntil(board.summary.isVisible, timeout=5000)
    assert screen.ctl.holds.holding(PAY_OUT)
    stays_still(qtbot, match, ctl=screen.ctl)  # ... not while the pay-out is read
    assert len(match.record.actions) == round_ended
    bot_before = acted(match, 1)
    click(board.view, board.summary)
    assert not screen.ctl.holds.holding(PAY_OUT)
    qtbot.waitUntil(lambda: acted(match, 1) > bot_before, timeout=20_000)


# --- each hold, by what takes it in play ------------------------------------------------------
def gig_with_a_bot(qtbot, speed: str = "normal"):
    from roadie.games.the_gig import GAME
    from roadie.ui.games.the_gig.board import Board

    match = Match(GAME, GAME.make_options(2, {}), 5,
                  [SeatSpec(name="Ana"), SeatSpec(name="Ben", kind="bot", level="easy")])
    ctl = controller_for(match, speed)
    board = Board(ctl, speed=speed)
    qtbot.addWidget(board.view)
    board.view.resize(1000, 720)
    board.view.show()
    ctl.start()
    return match, ctl, board


def test_the_count_in_holds_the_bots_until_play(qtbot, monkeypatch):
    monkeypatch.setenv("ROADIE_TIME_SCALE", "0.3")  # a count-in longer than a bot's pause
    match, ctl, board = gig_with_a_bot(qtbot)
    assert ctl.holds.holding(COUNT_IN) and board.countdown.blocked
    qtbot.waitUntil(lambda: not board.countdown.blocked, timeout=5000)
    assert acted(match, 1) == 0, "the bot placed a die during the count-in"
    qtbot.waitUntil(lambda: acted(match, 1) > 0, timeout=10_000)


def test_the_bridge_summary_holds_the_bots_until_continue(qtbot, scaled):
    from tests.ui.test_the_gig_table import advance

    match, ctl, board = gig_with_a_bot(qtbot)
    qtbot.waitUntil(lambda: not board.countdown.blocked, timeout=5000)
    ctl.stop()
    advance(match, lambda: board.summing_up)
    assert ctl.holds.holding(BRIDGE_SUMMARY) and ctl.holds.clock_held()
    qtbot.waitUntil(board.summary.isVisible, timeout=5000)
    clock = ctl.clock()
    stays_still(qtbot, match, ctl=ctl)
    assert ctl.clock() == clock  # the match clock stood still too
    before = acted(match, 1)
    board.summary.button.click()
    assert not ctl.holds.holding(BRIDGE_SUMMARY)
    qtbot.waitUntil(lambda: acted(match, 1) > before, timeout=10_000)


def test_the_robots_narration_holds_the_table_while_it_is_told(qtbot, scaled):
    from roadie.games.big_easy_busking import GAME
    from roadie.ui.games.big_easy_busking.board import Board

    options = GAME.make_options(1, {"difficulty": "professional", "robot": "second-line-sal"})
    match = Match(GAME, options, 5, [SeatSpec(name="Ana")])
    ctl = controller_for(match, "normal")
    board = Board(ctl, speed="normal")
    qtbot.addWidget(board.view)
    ctl.start()
    freed: list[int] = []
    ctl.holds.on_free = lambda: freed.append(1)
    while not board.narrator.busy():  # Ana acts until the Robot's turns are told beat by beat
        ctl.submit(next(x for x in ctl.legal() if x.kind in ("play", "pass", "rest")), 0)
    assert ctl.holds.holding(NARRATION)
    qtbot.waitUntil(lambda: not board.narrator.busy() or board.narrator.held(), timeout=5000)
    if not board.narrator.held():
        assert not ctl.holds.holding(NARRATION) and freed


def test_a_pause_holds_the_bots_and_resume_lets_them_act(default_window, qtbot):
    win = default_window
    start(win, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    match = win.game_screen.client.match
    qtbot.waitUntil(lambda: len(match.record.actions) > 0, timeout=5000)
    QTest.keyClick(win.game_screen.view, Qt.Key.Key_P)
    screen = win.game_screen
    assert screen.is_paused() and screen.cover.isVisible() and win.pause_action.isChecked()
    assert not screen.view.isEnabled()  # no gesture on a paused board
    stays_still(qtbot, match, ctl=screen.ctl)
    screen.cover.button.click()  # Resume
    assert not screen.is_paused() and not screen.cover.isVisible()
    before = len(match.record.actions)
    qtbot.waitUntil(lambda: len(match.record.actions) > before, timeout=5000)
    win.pause_action.trigger()  # the menu's entry too
    assert screen.is_paused()
    stays_still(qtbot, match)
    win.pause_action.trigger()
    qtbot.waitUntil(lambda: len(match.record.actions) > before + 1, timeout=5000)


def test_undo_still_works_while_paused(default_window, qtbot):
    win = default_window
    start(win, [("Ana", "human"), ("Bot", "bot")])
    screen = win.game_screen
    match = screen.client.match
    assert screen.ctl.submit(next(x for x in screen.ctl.legal() if x.kind == "end_turn"))
    screen.set_paused(True)  # before the bot's pause is over
    assert not screen.take(screen.turn_action(0))  # nobody acts while paused ...
    assert screen.undo() and not match.record.actions  # ... but undo works


def test_a_modal_dialog_holds_the_game_while_it_is_open(default_window, qtbot):
    win = default_window
    start(win, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    match, ctl = win.game_screen.client.match, win.game_screen.ctl
    qtbot.waitUntil(lambda: len(match.record.actions) > 0, timeout=5000)
    win.show_keys()
    qtbot.waitUntil(lambda: ctl.holds.holding(DIALOG), timeout=3000)
    stays_still(qtbot, match, ctl=ctl)
    win.keys_dialog.close()
    qtbot.waitUntil(lambda: not ctl.holds.holding(DIALOG), timeout=3000)
    before = len(match.record.actions)
    qtbot.waitUntil(lambda: len(match.record.actions) > before, timeout=5000)


def test_settings_and_rules_dialogs_hold_the_game_too(default_window, qtbot):
    from roadie.ui.rules_dialog import RulesDialog
    from roadie.ui.settings_dialog import SettingsDialog

    win = default_window
    start(win, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    ctl = win.game_screen.ctl
    for kind, opens in ((SettingsDialog, win.open_settings), (RulesDialog, win.show_rules)):
        opens()
        dialog = win.findChild(kind)
        qtbot.waitUntil(lambda: ctl.holds.holding(DIALOG), timeout=3000)
        dialog.reject()
        qtbot.waitUntil(lambda: not ctl.holds.holding(DIALOG), timeout=3000)
        dialog.deleteLater()


def test_losing_the_focus_pauses_with_the_setting(default_window, qtbot):
    win = default_window
    start(win, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    app = QApplication.instance()
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert not win.game_screen.is_paused()  # off by default
    win.settings.pause_when_away = True
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert win.game_screen.is_paused() and win.game_screen.cover.isVisible()
    app.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    assert win.game_screen.is_paused()  # back: still paused until the player resumes


def test_off_screen_holds_the_game_until_it_is_back(default_window, qtbot):
    win = default_window
    start(win, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    match, ctl = win.game_screen.client.match, win.game_screen.ctl
    win.show_launcher()
    assert ctl.holds.holding(OFF_SCREEN) and ctl.holds.clock_held()
    stays_still(qtbot, match, ctl=ctl)
    win._play()
    before = len(match.record.actions)
    qtbot.waitUntil(lambda: len(match.record.actions) > before, timeout=5000)


# --- the watchdog -----------------------------------------------------------------------------
def dice_table(qtbot):
    from roadie.games.gig_dice import GAME

    match = Match(GAME, GAME.make_options(2, {"turn_limit": 50}), 5,
                  [SeatSpec(name="A", kind="bot", level="random"),
                   SeatSpec(name="B", kind="bot", level="random")])
    ctl = controller_for(match)
    ctl.start()
    return match, ctl


def test_the_watchdog_finds_a_stalled_table_and_sets_it_going(qtbot, monkeypatch):
    monkeypatch.delenv("ROADIE_WATCHDOG", raising=False)
    match, ctl = dice_table(qtbot)
    ctl.pacer.stop()  # a bot due, nothing held, nothing scheduled: stalled
    assert ctl.pacer.stalled()
    ctl.watch()
    assert ctl.stalls == 1 and not ctl.pacer.stalled()  # logged and scheduled again
    qtbot.waitUntil(lambda: len(match.record.actions) > 0, timeout=5000)


def test_the_strict_watchdog_raises(qtbot, monkeypatch):
    monkeypatch.setenv("ROADIE_WATCHDOG", "strict")
    _match, ctl = dice_table(qtbot)
    ctl.pacer.stop()
    with pytest.raises(Stalled):
        ctl.watch()


def test_a_held_or_scheduled_table_is_not_stalled(qtbot):
    _match, ctl = dice_table(qtbot)
    assert not ctl.pacer.stalled()  # a timer is set
    ctl.pacer.stop()
    ctl.hold(PAUSE)
    assert not ctl.pacer.stalled()  # held
    ctl.release(PAUSE)
    assert not ctl.pacer.stalled()  # the release scheduled the bot
    ctl.stop()  # the table stopped its bots on purpose (until the next change): no alarm
    ctl.watch()
    assert ctl.stalls == 0


def test_a_question_and_a_file_dialog_hold_the_game_while_they_wait(default_window, qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    win = default_window
    start(win, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    ctl = win.game_screen.ctl
    seen: list[bool] = []

    def answer() -> None:  # while the dialog's own loop runs, once it is up
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(50, answer)
            return
        seen.append(ctl.holds.holding(DIALOG))
        dialog.reject()

    QTimer.singleShot(300, answer)
    QMessageBox.question(win, "Roadie", "End your turn now?")
    QTimer.singleShot(300, answer)
    QFileDialog.getOpenFileName(win, "Open a saved game", "", "",
                                options=QFileDialog.Option.DontUseNativeDialog)
    assert seen == [True, True]
    qtbot.waitUntil(lambda: not ctl.holds.holding(DIALOG), timeout=3000)
