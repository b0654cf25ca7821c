"""Pieces that can be picked up, and the drop-highlight state every target shares."""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
)

if TYPE_CHECKING:
    from roadie.ui.scene.board_scene import BoardScene


class DropState(IntEnum):
    """How a target is drawn while something is held."""

    NONE = 0
    LEGAL = 1
    """The rules allow dropping the held piece here."""
    HOVER = 2
    """Legal, and the piece is over it now."""
    REFUSED = 3
    """The piece is over it and the rules would refuse it."""


KEYBOARD = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason)
"""How the keyboard gives an item the focus."""


class Target(QGraphicsObject):
    """Anything a piece can be dropped on or clicked as a destination."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.drop_state = DropState.NONE
        self.tab_order = 0.0
        self.keyed = False
        """Whether the focus last came from the keyboard (a click's focus is not drawn)."""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptHoverEvents(True)

    def set_drop_state(self, state: DropState) -> None:
        if state != self.drop_state:
            self.drop_state = state
            self.update()
            ring = getattr(self.scene(), "focus_ring", None)
            if ring is not None and self.hasFocus():
                ring.follow(self)

    def board(self) -> BoardScene:
        return self.scene()  # type: ignore[return-value]

    def shows_focus(self) -> bool:
        """Whether to draw the keyboard focus look: focused by Tab or a key, not by a click
        (a clicked piece looks held while it is, and like any other once let go)."""
        return self.keyed and self.hasFocus()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.board().clicked(self)
        elif event.button() == Qt.MouseButton.RightButton:
            self.board().context_menu(self, event.screenPos())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.keyed:  # a key on what a click focused: the focus is drawn from now on
            self.keyed = True
            self.update()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.board().clicked(self)
        elif event.key() == Qt.Key.Key_Escape:
            self.board().release()
        elif event.key() == Qt.Key.Key_Menu:
            view = self.board().views()[0]
            centre = view.mapFromScene(self.sceneBoundingRect().center())
            self.board().context_menu(self, view.viewport().mapToGlobal(centre))
        elif not self.board().key(self, event):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if event.reason() == Qt.FocusReason.MouseFocusReason:
            self.keyed = False
        elif event.reason() in KEYBOARD:
            self.keyed = True
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


class Piece(Target):
    """A target that can also be picked up and dragged; it returns ``home`` if refused."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.home = QPointF()
        self.dragging = False
        self.picked = False
        self.rest_z = 10.0
        """The stacking order the piece returns to once it settles."""
        self._press = QPointF()
        self._press_screen = QPointF()
        self._anim: QPropertyAnimation | None = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def set_picked(self, picked: bool) -> None:
        if picked != self.picked:
            self.picked = picked
            self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self._press, self._press_screen = event.scenePos(), QPointF(event.screenPos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if not self.dragging:
            moved = (QPointF(event.screenPos()) - self._press_screen).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self.dragging = True
            self._stop_anim()
            self.setZValue(1000)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.board().begin_drag(self)
        self.setPos(self.home + event.scenePos() - self._press)
        self.board().drag_to(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.dragging:
            self.dragging = False
            self.setCursor(Qt.CursorShape.OpenHandCursor)
            self.board().put_down(self, event.scenePos())
        else:
            self.board().clicked(self)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.update()
        super().hoverEnterEvent(event)

    # --- motion -----------------------------------------------------------
    def move_home(self, home: QPointF, animate: bool = True) -> None:
        """Set where the piece rests, gliding there unless it is in the hand."""
        self.home = QPointF(home)
        if not self.dragging:
            self.glide_to(self.home, animate)

    def snap_back(self) -> None:
        self.glide_to(self.home, True)

    def glide_to(self, target: QPointF, animate: bool) -> None:
        self._stop_anim()
        ms = self.board().anim_ms(260) if animate and self.scene() else 0
        if ms <= 0 or self.pos() == target:
            self.setPos(target)
            self._settle()
            return
        if self._anim is None:  # one animation per piece, made on its first glide
            self._anim = QPropertyAnimation(self, b"pos", self)
            self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._anim.finished.connect(self._settle)
        self._anim.setDuration(ms)
        self._anim.setStartValue(self.pos())
        self._anim.setEndValue(target)
        self._anim.start()

    def _settle(self) -> None:
        self.setZValue(self.rest_z)

    def _stop_anim(self) -> None:
        if self._anim is not None:
            self._anim.stop()
