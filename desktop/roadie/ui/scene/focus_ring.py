"""The keyboard focus ring drawn over a lit target, where the target's own ring is lost in
its highlight: dark and light, outside the item, above everything."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.piece import DropState, Target

MARGIN = 7.0


class FocusRing(QGraphicsObject):
    """Follows the scene's focused target while it is lit (a drop would be legal there)."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(4900)  # over the table, under a card's zoom
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.hide()

    def follow(self, item: QGraphicsItem | None) -> None:
        """Ring *item* when it is a lit target focused from the keyboard; hide otherwise."""
        if not isinstance(item, Target) or item.drop_state == DropState.NONE \
                or not item.isVisible() or not item.shows_focus():
            self.hide()
            return
        self.prepareGeometryChange()
        self.rect = item.sceneBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        radius = min(14.0, self.rect.height() / 4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(10, 8, 6, 230), 6.0))
        painter.drawRoundedRect(self.rect, radius, radius)
        painter.setPen(QPen(QColor("#ffffff"), 3.0, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect, radius, radius)
