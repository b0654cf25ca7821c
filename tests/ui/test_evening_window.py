"""An evening in one window: a table that ends frees its widgets, so games one after another
leave the window as they found it."""

from __future__ import annotations

import gc
import weakref
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from tests.ui.conftest import start

from roadie.storage.settings import Settings
from roadie.ui.end_screen import EndScreen
from roadie.ui.launcher import NewGame, SeatKind
from roadie.ui.main_window import MainWindow

GAME_MS = 60_000
"""The longest wait for a short game of bots to reach its end screen."""


def live_widgets() -> Counter[str]:
    """The widgets alive, by class, once the deletes queued are carried out."""
    for _ in range(3):  # a delete may queue another
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
    return Counter(type(w).__name__ for w in QApplication.allWidgets())


def play_to_the_end(window: MainWindow, qtbot: QtBot, bots: int,
                    seed: int) -> list[weakref.ref[object]]:
    """A short Gig dice session of *bots* bots, from its start to its end screen's New game;
    the table's parts, held weakly."""
    seats: list[tuple[str, SeatKind, str]] = [(f"Bot {n + 1}", "bot", "random")
                                              for n in range(bots)]
    assert window.start_game(NewGame("gig-dice", {"turn_limit": 1}, seed, seats))
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), EndScreen), timeout=GAME_MS)
    screen, table, end = window.game_screen, window.table, window.end
    assert screen is not None and table is not None and end is not None
    parts = [table.match, *table.bots.values(), screen, screen.ctl, screen.board,
             screen.board.scene, end]
    again = next(b for b in end.findChildren(QPushButton) if b.text() == "New game")
    QTest.mouseClick(again, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.launcher
    return [weakref.ref(part) for part in parts]


def test_three_games_in_one_window_leave_the_same_widgets(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bots only, at the quick pace with fast animations; each game has another number of
    seats, so a table kept after its end would show in the count. The tables' matches,
    bots, controllers, boards and scenes are gone too."""
    from roadie.ui.app import create

    monkeypatch.setenv("ROADIE_TIME_SCALE", "0.05")
    _app, window = create([], Settings(animation_speed="fast", bot_pace="quick"))
    qtbot.addWidget(window)
    window.show()
    window.finish_loading()
    counts, parts = [], []
    for n, bots in enumerate((2, 4, 3)):
        parts += play_to_the_end(window, qtbot, bots, seed=5 + n)
        counts.append(live_widgets())
    first = counts[0]
    for later in counts[1:]:  # what is left over (or missing), by class
        assert later.total() == first.total(), (later - first, first - later)
    assert window.game_screen is None and window.end is None
    gc.collect()
    assert [type(part()).__name__ for part in parts if part() is not None] == []
    window.close()


def test_a_game_replaced_at_the_table_is_let_go(window: MainWindow, qtbot: QtBot) -> None:
    """Another game started at the table (a guided game left for a new one): the first
    game's guide, match and table go, though the next table's objects rest frozen."""
    assert window.start_guided("gig-dice")
    assert window.guide is not None and window.table is not None
    parts = [weakref.ref(window.guide), weakref.ref(window.table.match),
             weakref.ref(window.game_screen)]
    start(window, [("Ana", "human"), ("Ben", "human")])
    live_widgets()
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0)  # the new table rests
    assert [type(part()).__name__ for part in parts if part() is not None] == []
