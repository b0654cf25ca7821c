"""What a player can do on a table now, each as the gesture that does it.

A :class:`Gesture` pairs an action with the hand movement that means it on the real window: a
mouse drag of a piece onto a target, a click of a button drawn on the board or of a side-panel
button, a right click and a pick in the menu the table pops. Which action a gesture stands for
is read from the table's own mapping (``Table.targets``, the turn actions, the menu entries a
board offers, a button's action), never decided here; the gesture itself goes through Qt's
mouse events on the widgets a player sees (nothing is submitted to the match).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsView,
    QMenu,
    QMessageBox,
    QWidget,
)

from roadie.ui.game_screen import GameScreen
from roadie.ui.scene.piece import Piece, Target

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier
GRID = [(0.5, 0.5), (0.35, 0.35), (0.65, 0.65), (0.35, 0.65), (0.65, 0.35), (0.5, 0.25),
        (0.5, 0.75), (0.25, 0.5), (0.75, 0.5), (0.15, 0.15), (0.85, 0.85), (0.15, 0.85),
        (0.85, 0.15)]
"""Where in an item's bounds a player's pointer tries to land, in turn."""


class GestureFailed(AssertionError):
    """A gesture could not be made as a player makes it (its item hidden or covered)."""


@dataclass
class Gesture:
    """One way to take *action* on the table: *how* names it (``drag``, ``panel``,
    ``button``, ``menu``, ...) and *do* performs it."""

    action: Any
    how: str
    do: Callable[[], None]


def key_of(action: Any) -> Any:
    """An action without the match clock's stamp (The Gig stamps ``t``), to compare."""
    dump = action.model_dump(mode="json") if hasattr(action, "model_dump") else action
    if isinstance(dump, dict):
        dump = {k: v for k, v in dump.items() if k != "t"}
        return tuple(sorted((k, repr(v)) for k, v in dump.items()))
    return repr(dump)


# --- where a pointer may land ---------------------------------------------------------------
def widget_at(widget: QWidget, at: QPoint) -> QWidget | None:
    """The widget a player's pointer at *at* (in *widget*'s coordinates) is over in its
    window (its window's child there; the offscreen screen may be smaller than the window)."""
    top = widget.window()
    return top.childAt(widget.mapTo(top, at))


def owns(item: QGraphicsItem, hit: QGraphicsItem | None) -> bool:
    """Whether a press on *hit* (the topmost item under the pointer) reaches *item*: it is
    *item* or inside it, with no other target between (a target takes its own presses)."""
    while hit is not None:
        if hit is item:
            return True
        if isinstance(hit, Target):
            return False
        hit = hit.parentItem()
    return False


def spot(view: QGraphicsView, item: QGraphicsItem,
         hits: Callable[[QPointF], bool] | None = None) -> QPoint | None:
    """A point on *view*'s viewport where a player's pointer lands on *item* (the topmost
    item there is it or its child, or *hits* says so) and that no widget covers."""
    if not item.isVisible() or item.scene() is None:
        return None
    rect = item.sceneBoundingRect()
    port = view.viewport()
    for fx, fy in GRID:
        scene_pt = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
        at = view.mapFromScene(scene_pt)
        if not port.rect().contains(at):
            continue
        ok = hits(view.mapToScene(at)) if hits is not None else owns(item, view.itemAt(at))
        if ok and widget_at(port, at) is port:
            return at
    return None


def spot_at(view: QGraphicsView, item: QGraphicsItem, scene_pt: QPointF) -> QPoint | None:
    """Where *scene_pt* is on *view*'s viewport, if a player's pointer there is over *item*
    (uncovered)."""
    at = view.mapFromScene(scene_pt)
    port = view.viewport()
    if port.rect().contains(at) and owns(item, view.itemAt(at)) and widget_at(port, at) is port:
        return at
    return None


def target_spot(view: QGraphicsView, board: Any, target: Target, piece: Piece,
                action: Any) -> QPoint | None:
    """Where dropping *piece* on *target* means *action*: the scene finds that target there,
    or one that stands for the same place (a card lying in a crowd stands for the crowd)."""
    scene = view.scene()

    def means(pt: QPointF) -> bool:
        found = scene.target_at(pt, piece)  # type: ignore[attr-defined]
        return found is target or (found is not None and found is not piece
                                   and board.action_for(piece, found) == action)
    return spot(view, target, means)


def drag_points(view: QGraphicsView, a: QPoint, b: QPoint, steps: int = 6) -> None:
    port = view.viewport()
    QTest.mousePress(port, LEFT, NONE, a)
    for i in range(1, steps + 1):
        QTest.mouseMove(port, a + (b - a) * i / steps)
    QTest.mouseRelease(port, LEFT, NONE, b)


def click_item(view: QGraphicsView, item: QGraphicsItem, button: Qt.MouseButton = LEFT) -> None:
    at = spot(view, item)
    if at is None:
        raise GestureFailed(f"{type(item).__name__} cannot be clicked: hidden or covered")
    QTest.mouseMove(view.viewport(), at)
    QTest.mouseClick(view.viewport(), button, NONE, at)


def click_widget(widget: QWidget) -> None:
    """A left click in the middle of *widget*, which must be visible and uncovered."""
    centre = widget.rect().center()
    if not widget.isVisible() or not widget.isEnabled():
        raise GestureFailed(f"{type(widget).__name__} {getattr(widget, 'text', str)()!r} "
                            "is hidden or disabled")
    under = widget_at(widget, centre)
    if under is not widget and not (under is not None and widget.isAncestorOf(under)):
        raise GestureFailed(f"{type(widget).__name__} is covered by {type(under).__name__}")
    QTest.mouseClick(widget, LEFT, NONE, centre)


def pick_in_menu(index: int) -> None:
    """Click entry *index* of the menu that popped up."""
    menu = QApplication.activePopupWidget()
    if not isinstance(menu, QMenu):
        raise GestureFailed("no menu popped up")
    entry = [x for x in menu.actions() if not x.isSeparator()][index]
    if not entry.isEnabled():
        raise GestureFailed(f"menu entry {entry.text()!r} is greyed")
    at = menu.actionGeometry(entry).center()
    QTest.mouseMove(menu, at)
    QTest.mouseClick(menu, LEFT, NONE, at)


def answer_yes_soon() -> None:
    """A question the click will ask (a modal message box) is answered Yes, as a player
    would, once it shows."""
    def answer(tries: int = 50) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            button = box.button(QMessageBox.StandardButton.Yes)
            QTest.mouseClick(button, LEFT, NONE, button.rect().center())
        elif tries:
            QTimer.singleShot(20, lambda: answer(tries - 1))
    QTimer.singleShot(20, answer)


# --- gestures every table has ----------------------------------------------------------------
def panel(screen: GameScreen) -> Iterator[Gesture]:
    """The side panel's buttons (the Turn menu's entries): a click, a Yes if it asks."""
    for button, turn_action in screen.buttons:
        action = turn_action.action
        if action is None or not button.isEnabled():
            continue

        def do(b: Any = button, t: Any = turn_action) -> None:
            if (t.confirm and screen.settings.confirm_pass) or \
                    (t.ends_turn and screen.settings.confirm_end_turn):
                answer_yes_soon()
            click_widget(b)
        yield Gesture(action, "panel", do)


def drags(screen: GameScreen, pieces: Iterable[Piece] | None = None,
          then: Callable[[Any], Iterable[tuple[Any, Callable[[], None]]]] | None = None
          ) -> Iterator[Gesture]:
    """Each visible piece dragged onto each target the table lights for it; *then* splits
    a drop that asks a question (a menu) into its answers."""
    board, view = screen.board, screen.view
    if pieces is None:
        pieces = [i for i in board.scene.items() if isinstance(i, Piece)]
    for piece in pieces:
        if not piece.isVisible() or not piece.isEnabled():
            continue
        for target, action in board.targets(piece).items():
            def do(p: Piece = piece, t: Target = target, x: Any = action) -> None:
                a = spot(view, p)
                b = target_spot(view, board, t, p, x)
                if a is None or b is None:
                    raise GestureFailed(f"cannot drag {type(p).__name__} onto "
                                        f"{type(t).__name__}: hidden or covered")
                drag_points(view, a, b)
            answers = list(then(action)) if then is not None else []
            if not answers:
                yield Gesture(action, "drag", do)
            for answer, pick in answers:
                yield Gesture(answer, "drag+menu", lambda d=do, k=pick: (d(), k()))


def menus(screen: GameScreen, items: Iterable[QGraphicsItem],
          entries: Callable[[Any], list[Any]]) -> Iterator[Gesture]:
    """A right click on each item, then the entry of the menu it pops (*entries* lists the
    actions of that menu in order, as the table builds it); greyed entries are left out."""
    legal = screen.ctl.legal()
    for item in items:
        if not item.isVisible():
            continue
        for n, action in enumerate(entries(item)):
            if action in legal:
                def do(i: QGraphicsItem = item, k: int = n) -> None:
                    click_item(screen.view, i, RIGHT)
                    pick_in_menu(k)
                yield Gesture(action, "menu", do)


def partial_action(callback: Any) -> Any:
    """The action a drawn button's click submits, when its callback is
    ``partial(act, action)`` (else None)."""
    if isinstance(callback, functools.partial) and len(callback.args) == 1:
        return callback.args[0] if hasattr(callback.args[0], "kind") else None
    return None


def board_buttons(screen: GameScreen, buttons: Iterable[Any],
                  action_of: Callable[[Any], Any]) -> Iterator[Gesture]:
    """Buttons drawn on the board: a left click."""
    for button in buttons:
        action = action_of(button)
        if action is not None and button.isVisible() and getattr(button, "enabled", True):
            yield Gesture(action, "button",
                          lambda b=button: click_item(screen.view, b))
