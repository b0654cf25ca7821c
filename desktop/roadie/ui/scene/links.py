"""A visible link between two pieces that belong together (e.g. a value-pair)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.ui.style import pixel_font


class LinkItem(QGraphicsObject):
    """A soft rope between two items, with a badge in the middle; follows them as they move."""

    def __init__(self, a: QGraphicsObject, b: QGraphicsObject, colour: QColor,
                 badge: str = "=") -> None:
        super().__init__()
        self.a, self.b, self.colour, self.badge = a, b, QColor(colour), badge
        self.setZValue(5)
        self._path = self._route()
        for item in (a, b):
            item.xChanged.connect(self._follow)
            item.yChanged.connect(self._follow)

    def detach(self) -> None:
        """Stop following the two items (before the link leaves the scene)."""
        for item in (self.a, self.b):
            item.xChanged.disconnect(self._follow)
            item.yChanged.disconnect(self._follow)

    def _follow(self) -> None:
        # The bounding rect may change only between prepareGeometryChange and the
        # next call of boundingRect, or the scene's index goes stale.
        self.prepareGeometryChange()
        self._path = self._route()

    def _route(self) -> QPainterPath:
        p, q = self.a.pos(), self.b.pos()
        mid = (p + q) / 2
        bend = QPointF(0, -abs(q.x() - p.x()) * 0.12 - 80)
        path = QPainterPath(p)
        path.quadTo(mid + bend, q)
        return path

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-20, -20, 20, 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        path = self._path
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(self.colour)
        glow.setAlpha(70)
        painter.setPen(QPen(glow, 14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        painter.setPen(QPen(self.colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        centre = path.pointAtPercent(0.5)
        painter.setBrush(QColor("#1c120c"))
        painter.setPen(QPen(self.colour, 3))
        painter.drawEllipse(centre, 13, 13)
        painter.setFont(pixel_font(18, bold=True))
        painter.drawText(QRectF(centre.x() - 13, centre.y() - 13, 26, 26),
                         Qt.AlignmentFlag.AlignCenter, self.badge)
