"""Guided first games: each is followed prompt by prompt through the real table, up to the
hand-off to free play; the guide can be left and started again."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import BOT_TURN_MS, click, drag, keep_shot, start

from roadie import games
from roadie.core.rulebook import rules_of
from roadie.storage.paths import guided_autosave_path
from roadie.ui.scene.piece import Piece
from roadie.ui.teaching.guided import MODULES, guide_of
from roadie.ui.teaching.guided.runner import overlap

GAMES = sorted(MODULES)
QUICK = 0.05
"""The bots' pauses in these tests (the guide asks a relaxed pace of a player's table)."""


def start_guided(window, game_id):
    window.resize(1280, 800)
    assert window.start_guided(game_id)
    guide = window.guide
    assert guide.screen is window.game_screen
    window.game_screen.ctl.pacer.factor = QUICK
    return guide


def lit_rects(guide):
    view = guide.screen.board.view
    port = view.viewport().geometry()
    return [view.mapFromScene(i.sceneBoundingRect()).boundingRect().translated(port.topLeft())
            for i in guide.lit]


def do_as_asked(guide, qtbot):
    """What the card asks, by hand: a ringed turn button is clicked; a ringed piece dragged
    onto a place that takes the asked action; a ringed die adjusted with +/−; a ringed
    button on the board clicked."""
    board, step = guide.screen.board, guide.step
    if guide.lit_buttons:
        qtbot.mouseClick(guide.lit_buttons[0], Qt.MouseButton.LeftButton)
        return
    for item in guide.lit:
        if isinstance(item, Piece):
            places = [t for t, act in board.targets(item).items() if step.do.matches(act)]
            if places:
                lit = [t for t in places if t in guide.lit] or places
                drag(board.view, item, lit[0])
                return
    item = guide.lit[0]
    if step.do.kind == "adjust":
        click(board.view, item)
        for key in "+-":
            QTest.keyClicks(board.view, key)
            if guide.phase != "ask":
                return
        return
    click(board.view, item)


def follow(guide, qtbot, game_id):
    """Each step: wait for its ringed items, do it, read why and go on with Enter."""
    shots = 0
    while guide.phase != "handover":
        if guide.phase == "why":
            assert guide.screen.window().focusWidget() is guide.card.next, "Enter goes on"
            QTest.keyClick(guide.card.next, Qt.Key.Key_Return)
            continue
        qtbot.waitUntil(lambda: bool(guide.lit or guide.lit_buttons), timeout=BOT_TURN_MS)
        assert guide.card.isVisible() and guide.card.text.text() == guide.step.ask
        card = guide.card.geometry()
        assert all(overlap(card, r) == 0 for r in lit_rects(guide)), \
            f"the card hides a ringed item at step {guide.index + 1}"
        if shots < 2:
            keep_shot(guide.screen.window(), f"guided_{game_id}_{guide.index + 1}")
            shots += 1
        step, count = guide.index, guide.count
        do_as_asked(guide, qtbot)
        assert (guide.index, guide.count) != (step, count) or guide.phase == "why", \
            f"step {step + 1} did not take what was asked"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_guide_cites_its_own_rules(game_id):
    games.get(game_id)
    known = {r.id for r in rules_of(game_id)}
    guide = guide_of(game_id)
    assert len(guide.steps) >= 3 and guide.handover
    assert all(s.rule_id in known and s.ask and s.why for s in guide.steps)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_guided_first_game_is_followed_to_free_play(window, qtbot, game_id):
    guide = start_guided(window, game_id)
    client = window.game_screen.client
    assert [s.kind for s in client.seats] == ["human", "bot"]
    follow(guide, qtbot, game_id)
    assert guide.card.next.text() == "Play on" and not guide.lit
    QTest.keyClick(guide.card.next, Qt.Key.Key_Return)
    assert not guide.active and not guide.card.isVisible()
    assert not client.is_over(), "free play goes on"


def test_the_guide_can_be_left_and_started_again(window, qtbot):
    guide = start_guided(window, "big-easy-busking")
    screen = window.game_screen
    qtbot.mouseClick(guide.card.leave, Qt.MouseButton.LeftButton)
    assert not guide.active and not guide.card.isVisible() and not guide.lit
    assert all(b.styleSheet() == "" for b, _t in screen.buttons)
    song = next(i for i in screen.board.scene.items() if isinstance(i, Piece)
                and screen.board.targets(i))
    drag(screen.board.view, song, next(iter(screen.board.targets(song))))
    assert screen.client.actions_taken() == 1, "play goes on, freely"
    qtbot.waitUntil(lambda: screen.client.actions_taken() > 1, timeout=BOT_TURN_MS)
    window.guided_action.trigger()  # Help › Guided first game: from the start again
    again = window.guide
    assert again is not guide and again.active and again.index == 0
    assert window.game_screen.client.actions_taken() == 0
    window.show_launcher()
    window.launcher.choose("the-gig")
    window.launcher.guided_button.click()
    assert window.guide.guide is guide_of("the-gig") and window.guide.card.isVisible()
    assert window.game_screen.client.info.id == "the-gig"


def test_the_guide_stays_with_its_game_when_the_table_is_rebuilt(window, qtbot):
    guide = start_guided(window, "gig-dice")
    window.apply_settings(replace(window.settings, colour_blind=True))
    QCoreApplication.processEvents()
    assert guide.screen is window.game_screen and guide.card.parent() is window.game_screen.view
    assert guide.card.isVisible() and guide.lit
    assert guide.card.geometry().intersects(QRect(window.game_screen.view.rect()))


def test_the_card_is_keyboard_operable_and_fits_a_small_window(window, qtbot):
    guide = start_guided(window, "the-gig")
    window.resize(1024, 640)
    QCoreApplication.processEvents()
    view = window.game_screen.view
    assert view.rect().contains(guide.card.geometry()), "the card lies on the board"
    assert all(overlap(guide.card.geometry(), r) == 0 for r in lit_rects(guide))
    keep_shot(window, "guided_the-gig_1024x640")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # shortcuts go to the active window
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_F6)
    assert window.focusWidget() is guide.card.leave, "F6 goes to the guide"
    QTest.keyClick(guide.card.leave, Qt.Key.Key_F6)
    assert window.focusWidget() is view, "and back to the board"
    QTest.keyClick(view, Qt.Key.Key_F6)
    QTest.keyClick(guide.card.leave, Qt.Key.Key_Return)
    assert not guide.active and not guide.card.isVisible()


def test_the_first_step_is_ringed_once_the_count_in_ends(qtbot, tmp_path, monkeypatch):
    """With animations on, The Gig's song opens with a count-in during which no die may be
    placed: the guide rings your dice as soon as it ends, with no action in between."""
    from roadie.storage.settings import Settings
    from roadie.ui.app import create

    monkeypatch.setenv("ROADIE_HOME", str(tmp_path))
    _app, window = create([], Settings(animation_speed="fast"))
    qtbot.addWidget(window)
    window.show()
    guide = start_guided(window, "the-gig")
    board = window.game_screen.board
    assert board.countdown.blocked and not guide.lit  # 4, 3, 2, 1: nothing to ring yet
    qtbot.waitUntil(lambda: not board.countdown.blocked, timeout=10_000)
    qtbot.waitUntil(lambda: bool(guide.lit), timeout=5_000)
    assert window.game_screen.client.actions_taken() == 0


def test_enter_on_the_board_goes_on_once_a_step_is_done(window, qtbot):
    """A player who did the step with the board's keys goes on with Enter right there."""
    guide = start_guided(window, "the-gig")
    qtbot.waitUntil(lambda: bool(guide.lit), timeout=5_000)
    do_as_asked(guide, qtbot)
    assert guide.phase == "why"
    view = guide.screen.board.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert guide.phase == "ask" and guide.index == 1


def test_a_guided_game_leaves_the_game_continue_opens(window, qtbot):
    """The player's own game stays the one Continue opens: a guide autosaves apart, and is
    not listed among the games in progress."""
    start(window, [("Ada", "human"), ("Bo", "human")])
    window.writer().flush()
    path = window.table.match.autosave
    own = path.read_bytes()
    start_guided(window, "big-easy-busking")
    assert guided_autosave_path().exists()
    window.writer().flush()
    assert path.read_bytes() == own
    window.show_launcher()
    assert [e.key for e in window.launcher.in_progress.entries] == [str(path)]
