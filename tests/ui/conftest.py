"""Fixtures for the desktop table: a main window, a table in play, and real mouse drags."""

from __future__ import annotations

import os

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QWidget

from roadie.core.rng import Rng
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.ui.controller import MatchController
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow

BOT_TURN_MS = 60_000
"""The longest wait for a bot's whole turn: at human pace a tray bot's turn is a dozen actions
of 1 to 2.5 s each; a wait ends as soon as the turn does."""


def start(win: MainWindow, seats: list[tuple[str, str]], seed: int = 5,
          **options: object) -> None:
    """Start a Gig dice game from the launcher's own request with these seats."""
    new = NewGame("gig-dice", {"content_pack": "standard", **options}, seed,
                  [(name, kind, "random") for name, kind in seats])
    assert win.start_game(new)


def point_of(view: QGraphicsView, item: QGraphicsItem | QPointF) -> QPoint:
    """Where on the viewport an item's centre (or a scene point) is drawn."""
    scene_pt = item if isinstance(item, QPointF) else item.sceneBoundingRect().center()
    if not isinstance(item, QPointF) and hasattr(item, "pos") and hasattr(item, "size"):
        scene_pt = item.scenePos()
    return view.mapFromScene(scene_pt)


def drag(view: QGraphicsView, source: QGraphicsItem, target: QGraphicsItem | QPointF,
         steps: int = 6) -> None:
    """Press on *source*, move in several steps, release over *target*, all on the viewport."""
    port = view.viewport()
    a, b = point_of(view, source), point_of(view, target)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(port, a + (b - a) * i / steps)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def press_and_move(view: QGraphicsView, source: QGraphicsItem, to: QPoint) -> QPoint:
    """Pick *source* up and hold it over *to* (viewport coordinates); returns *to*."""
    port = view.viewport()
    a = point_of(view, source)
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 5):
        QTest.mouseMove(port, a + (to - a) * i / 4)
    return to


def click(view: QGraphicsView, item: QGraphicsItem, button: Qt.MouseButton =
          Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier,
                     point_of(view, item))


def controller_for(match: Match, speed: str = "off") -> MatchController:
    """A table's controller for *match*: its humans' client, and its bots."""
    table = LocalTable.around(match)
    return MatchController(table.client, table.bots, speed)


def play_bot(match: Match, seat: int) -> None:
    """One random legal action for *seat*, as the random bot would take it."""
    rng = Rng.from_seed(len(match.record.actions) * 7 + seat)
    match.submit(seat, rng.choice(match.legal_actions(seat)))


def keep_shot(widget: QWidget, name: str) -> None:
    """Save *widget* as NAME.png in the folder ROADIE_SHOTS names (when it is set)."""
    folder = os.environ.get("ROADIE_SHOTS")
    if folder:
        widget.grab().save(os.path.join(folder, f"{name}.png"))
