"""Drop zones (areas of the table, a trash, a tray) and player mats."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.draw import fitted_font, stamp
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.style import WARM, Palette, pixel_font

TITLE_HEIGHT = 34.0
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


def grid_slots(area: QRectF, n: int, max_size: float) -> tuple[float, list[QPointF]]:
    """Centres for *n* pieces in *area*, row by row, and the largest piece size that fits."""
    size = max_size
    while size > 12:
        cols = max(1, int(area.width() // (size * 1.22)))
        rows = max(1, int(area.height() // (size * 1.42)))
        if cols * rows >= n:
            break
        size -= 2
    cols = max(1, int(area.width() // (size * 1.22)))
    step_x, step_y = size * 1.22, size * 1.42
    rows = max(1, -(-n // cols))
    top = area.top() + (area.height() - rows * step_y) / 2 + step_y / 2 - size * 0.05
    slots = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = min(cols, n - row * cols)
        left = area.center().x() - (in_row - 1) * step_x / 2
        slots.append(QPointF(left + col * step_x, top + row * step_y))
    return size, slots


def frame(painter: QPainter, rect: QRectF, pen: QPen, fill: QColor) -> None:
    """A zone's outline and fill."""
    painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 14, 14)


class DropZone(Target):
    """A rectangle of the table that takes pieces, titled, lit when a drop is legal."""

    def __init__(self, rect: QRectF, title: str, accent: str = WARM.brass,
                 pal: Palette = WARM, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect, self.accent, self.pal = QRectF(rect), accent, pal
        self._title, self._note = title, ""
        self.setZValue(1)
        self.setCacheMode(CACHED)  # large translucent shapes: paint once, reuse till changed

    @property
    def title(self) -> str:
        return self._title

    @title.setter
    def title(self, text: str) -> None:
        if text != self._title:
            self._title = text
            self.update()  # the cached picture shows the old title until repainted

    @property
    def note(self) -> str:
        """A short muted line right of the title."""
        return self._note

    @note.setter
    def note(self, text: str) -> None:
        if text != self._note:
            self._note = text
            self.update()

    def inner(self) -> QRectF:
        """The part below the title where pieces lie."""
        return self.rect.adjusted(8, TITLE_HEIGHT, -8, -6)

    def slots(self, n: int, max_size: float) -> tuple[float, list[QPointF]]:
        return grid_slots(self.inner(), n, max_size)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pal, rect = self.pal, self.rect
        fill = QColor(0, 0, 0, 70)
        border, width, style = QColor(self.accent), 2.0, Qt.PenStyle.DashLine
        if self.drop_state == DropState.LEGAL:
            colour, width, alpha = pal.legal, 3.5, 40
        elif self.drop_state == DropState.HOVER:
            colour, width, alpha = pal.hover, 5.0, 70
        elif self.drop_state == DropState.REFUSED:
            colour, width, alpha = pal.refuse, 4.0, 50
        if self.drop_state != DropState.NONE:
            fill, border, style = QColor(colour), QColor(colour), Qt.PenStyle.SolidLine
            fill.setAlpha(alpha)
        stamp(painter, ("zone", self.accent, self.drop_state, pal), self.boundingRect(),
              partial(frame, rect=rect, pen=QPen(border, width, style), fill=fill))
        if self.shows_focus():
            painter.setPen(QPen(QColor(pal.amber), 2.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 17, 17)
        self._paint_title(painter)

    def _paint_title(self, painter: QPainter) -> None:
        rect = self.rect
        painter.setFont(pixel_font(19, bold=True))
        painter.setPen(QColor(self.accent))
        head = QRectF(rect.left() + 14, rect.top() + 4, rect.width() - 28, TITLE_HEIGHT - 6)
        painter.drawText(head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.title)
        if self.note:
            painter.setFont(pixel_font(17))
            painter.setPen(QColor(self.pal.muted))
            painter.drawText(head, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             self.note)


class TrashZone(DropZone):
    """Where pieces go to leave the table: a bin drawn in the middle."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        c = self.inner().center()
        colour = QColor(self.pal.muted if self.drop_state == DropState.NONE else self.pal.cream)
        painter.setPen(QPen(colour, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        body = QPainterPath()
        body.moveTo(c.x() - 26, c.y() - 22)
        body.lineTo(c.x() - 20, c.y() + 34)
        body.lineTo(c.x() + 20, c.y() + 34)
        body.lineTo(c.x() + 26, c.y() - 22)
        painter.drawPath(body)
        painter.drawLine(QPointF(c.x() - 34, c.y() - 30), QPointF(c.x() + 34, c.y() - 30))
        painter.drawLine(QPointF(c.x() - 9, c.y() - 38), QPointF(c.x() + 9, c.y() - 38))
        for dx in (-10, 0, 10):
            painter.drawLine(QPointF(c.x() + dx, c.y() - 12), QPointF(c.x() + dx * 0.8, c.y() + 24))


class PlayerMat(QGraphicsObject):
    """A seat's mat: a wooden plaque with the player's name, a score, and a spotlight."""

    def __init__(self, rect: QRectF, name: str, colour: str, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.name, self.colour, self.pal = QRectF(rect), name, colour, pal
        self.tag = ""
        self.score = ""
        self.active = False
        self.setZValue(0)
        self.setCacheMode(CACHED)

    def set_texts(self, tag: str, score: str, active: bool) -> None:
        if (tag, score, active) != (self.tag, self.score, self.active):
            self.tag, self.score, self.active = tag, score, active
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -14, 14, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("mat", self.colour, self.active, self.pal)
        stamp(painter, key, self.boundingRect(), self._paint_plaque)
        self._paint_texts(painter)

    def _paint_plaque(self, painter: QPainter) -> None:
        """The plaque, its glow while active, its wooden head and the seat's dot."""
        pal, rect = self.pal, self.rect
        if self.active:
            for n, alpha in enumerate((30, 50, 80)):
                glow = QColor(self.colour)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, 10 - 3 * n))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-6 + 2 * n, -6 + 2 * n, 6 - 2 * n, 6 - 2 * n),
                                        22, 22)
        painter.setPen(QPen(QColor(self.colour if self.active else pal.wood_light), 2.5))
        painter.setBrush(QColor(20, 12, 8, 150))
        painter.drawRoundedRect(rect, 18, 18)
        head = QRectF(rect.left(), rect.top(), rect.width(), 52)
        outline = QPainterPath()
        outline.addRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 17, 17)
        painter.save()
        painter.setClipPath(outline)
        painter.fillRect(head, QColor(pal.wood))
        painter.restore()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.colour))
        painter.drawEllipse(QPointF(head.left() + 28, head.center().y()), 11, 11)

    def _paint_texts(self, painter: QPainter) -> None:
        pal, rect = self.pal, self.rect
        head = QRectF(rect.left(), rect.top(), rect.width(), 52)
        painter.setPen(QColor(pal.cream))
        text = head.adjusted(50, 0, -16, 0)
        painter.setFont(pixel_font(17, bold=True))
        tag_width = painter.fontMetrics().horizontalAdvance(self.tag) + 14 if self.tag else 0
        painter.setFont(pixel_font(23, bold=True))
        score_width = painter.fontMetrics().horizontalAdvance(self.score) + 14 \
            if self.score else 0
        room = text.width() - tag_width - score_width  # the name gets what the rest leaves
        painter.setFont(fitted_font(self.name, 25, room, bold=True, smallest=0.8))
        metrics = painter.fontMetrics()
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, int(room))
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        used = metrics.horizontalAdvance(name) + 14
        if self.tag:
            painter.setFont(pixel_font(17, bold=True))
            painter.setPen(QColor(self.colour))
            painter.drawText(text.adjusted(used, 0, 0, 0),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.tag)
        painter.setFont(pixel_font(23, bold=True))
        painter.setPen(QColor(pal.amber))
        painter.drawText(text, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.score)
