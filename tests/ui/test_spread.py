"""A change's work spread over turns of the event loop (:class:`roadie.ui.controller.Spread`)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from roadie.ui.controller import Spread


def test_pieces_run_later_in_order_each_once(qtbot) -> None:
    spread, ran = Spread(), []
    spread.later("board", lambda: ran.append("board"))
    spread.later("log", lambda: ran.append("log"))
    spread.later("board", lambda: ran.append("board again"))  # queued already: runs once
    assert ran == [] and spread.pending()  # nothing runs in the turn that queued it
    qtbot.waitUntil(lambda: not spread.pending())
    assert ran == ["board", "log"]


def test_a_timer_due_meanwhile_runs_between_two_pieces(qtbot) -> None:
    """An animation frame or a clock due while a piece ran is not kept waiting for the rest."""
    spread, order = Spread(), []

    def first() -> None:
        order.append("first")
        QTimer.singleShot(0, lambda: order.append("timer"))

    spread.later(1, first)
    spread.later(2, lambda: order.append("second"))
    qtbot.waitUntil(lambda: len(order) == 3)
    assert order == ["first", "timer", "second"]


def test_settle_runs_what_is_queued_now() -> None:
    spread, ran = Spread(), []
    spread.later("side panel", lambda: ran.append(1))
    spread.later("log", lambda: ran.append(2))
    spread.settle()
    assert ran == [1, 2] and not spread.pending()
