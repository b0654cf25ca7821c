"""Rule tooltips kept clear of a card's zoom: both show at once when a card is hovered."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

GAP = 10


def shown_tooltip() -> QWidget | None:
    """The tooltip on screen now, if any."""
    return next((w for w in QApplication.topLevelWidgets()
                 if w.inherits("QTipLabel") and w.isVisible()), None)


def on_screen(view: QGraphicsView, rect: QRectF) -> QRect:
    """*rect* of the scene in global screen coordinates."""
    local = view.mapFromScene(rect).boundingRect()
    return QRect(view.viewport().mapToGlobal(local.topLeft()), local.size())


def clear_spot(size: QRect, avoid: QRect, screen: QRect) -> QPoint:
    """Where a box of *size* goes beside *avoid* (right, left, below, above), on *screen*;
    moved inside the screen when no side has room."""
    w, h = size.width(), size.height()
    tries = [QPoint(avoid.right() + GAP, avoid.top()),
             QPoint(avoid.left() - GAP - w, avoid.top()),
             QPoint(avoid.left(), avoid.bottom() + GAP),
             QPoint(avoid.left(), avoid.top() - GAP - h)]
    for spot in tries:
        if screen.contains(QRect(spot, size.size())):
            return spot
    spot = tries[0]
    return QPoint(min(max(spot.x(), screen.left()), screen.right() - w),
                  min(max(spot.y(), screen.top()), screen.bottom() - h))


def keep_clear(view: QGraphicsView, avoid: QRectF) -> None:
    """Move the tooltip on screen, if any, off *avoid* (a rect of the scene)."""
    tip = shown_tooltip()
    if tip is None:
        return
    box = on_screen(view, avoid)
    if not tip.geometry().intersects(box):
        return
    screen = view.screen().availableGeometry() if view.screen() else box.united(tip.geometry())
    tip.move(clear_spot(tip.geometry(), box, screen))
