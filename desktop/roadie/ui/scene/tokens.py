"""Small pieces: worker standees, round tokens and coins, cubes, and track markers.

Each is a :class:`Piece` centred on its position with a ``ref`` for the board, so
it is picked up, dragged, lit and focused like a die. Colour is never the only
cue: tokens carry a label, markers and cubes may carry a letter.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import (
    INK,
    draw_fitted,
    drop_shadow,
    kit_font,
    kit_tr,
    paint_marks,
    rounded,
)
from roadie.ui.scene.piece import Piece
from roadie.ui.style import WARM, Palette


class KitPiece(Piece):
    """A piece of a colour and size, drawn around a circle of radius ``size / 2``."""

    def __init__(self, colour: str, size: float, ref: Any, pal: Palette) -> None:
        super().__init__()
        self.colour, self.size, self.ref, self.pal = QColor(colour), size, ref, pal

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-0.75 * s, -0.75 * s, 1.5 * s, 1.5 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.size * 0.55, self.size * 0.55)
        return path

    def outline(self) -> QPainterPath:
        """Where the drop-state and focus rings go."""
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.size * 0.62, self.size * 0.62)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_body(painter, self.size / 100)
        paint_marks(painter, self.outline(), self, self.pal, self.size / 60)

    def paint_body(self, painter: QPainter, u: float) -> None:
        raise NotImplementedError


class StandeeItem(KitPiece):
    """A worker standee: a meeple silhouette in a colour on a stand, its name on a plate."""

    def __init__(self, name: str, colour: str, size: float = 72.0, ref: Any = None,
                 pal: Palette = WARM) -> None:
        super().__init__(colour, size, ref, pal)
        self.name = name

    def outline(self) -> QPainterPath:
        s = self.size
        return rounded(QRectF(-0.56 * s, -0.62 * s, 1.12 * s, 1.32 * s), s * 0.12)

    def paint_body(self, painter: QPainter, u: float) -> None:
        body = meeple(u)
        drop_shadow(painter, body, QPointF(u * 4, u * 5))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.pal.wood))
        painter.drawEllipse(QPointF(0, u * 40), u * 42, u * 9)
        grad = QLinearGradient(-u * 40, -u * 50, u * 40, u * 40)
        grad.setColorAt(0, self.colour.lighter(135))
        grad.setColorAt(1, self.colour.darker(130))
        painter.setPen(QPen(self.colour.darker(220), u * 2.4, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(grad)
        painter.drawPath(body)
        if self.name:
            plate = QRectF(-u * 62, u * 47, u * 124, u * 24)
            painter.setPen(QPen(QColor(self.pal.brass), u * 1.2))
            painter.setBrush(QColor(INK))
            painter.drawRoundedRect(plate, u * 6, u * 6)
            painter.setPen(QColor(self.pal.cream))
            draw_fitted(painter, plate.adjusted(u * 5, 0, -u * 5, 0), self.name, u * 16,
                        bold=True)


def meeple(u: float) -> QPainterPath:
    """A worker's silhouette, standing on y = 40u, head at y = -50u."""
    path = QPainterPath()
    path.moveTo(0, -u * 50)
    path.cubicTo(u * 15, -u * 50, u * 17, -u * 30, u * 8, -u * 24)
    path.cubicTo(u * 22, -u * 20, u * 40, -u * 16, u * 40, -u * 6)
    path.cubicTo(u * 40, u * 2, u * 24, u * 0, u * 18, u * 4)
    path.lineTo(u * 30, u * 40)
    path.lineTo(u * 6, u * 40)
    path.lineTo(0, u * 24)
    path.lineTo(-u * 6, u * 40)
    path.lineTo(-u * 30, u * 40)
    path.lineTo(-u * 18, u * 4)
    path.cubicTo(-u * 24, u * 0, -u * 40, u * 2, -u * 40, -u * 6)
    path.cubicTo(-u * 40, -u * 16, -u * 22, -u * 20, -u * 8, -u * 24)
    path.cubicTo(-u * 17, -u * 30, -u * 15, -u * 50, 0, -u * 50)
    path.closeSubpath()
    return path


class TokenItem(KitPiece):
    """A round token with a label or glyph ("1st", "☺", "$5"); it can lie face down.

    ``coin`` draws it as a metal coin with a milled rim (money).
    """

    def __init__(self, label: str, colour: str, size: float = 56.0, back_label: str = "",
                 back_colour: str = "#3b2718", coin: bool = False, face_up: bool = True,
                 ref: Any = None, pal: Palette = WARM) -> None:
        super().__init__(colour, size, ref, pal)
        self.label, self.back_label, self.back_colour = label, back_label, QColor(back_colour)
        self.coin, self.face_up = coin, face_up

    def set_face_up(self, face_up: bool) -> None:
        self.face_up = face_up
        self.update()

    def set_label(self, label: str) -> None:
        self.label = label
        self.update()

    def paint_body(self, painter: QPainter, u: float) -> None:
        colour = self.colour if self.face_up else self.back_colour
        disc = QPainterPath()
        disc.addEllipse(QPointF(0, 0), u * 50, u * 50)
        drop_shadow(painter, disc, QPointF(u * 4, u * 6))
        grad = QRadialGradient(-u * 18, -u * 22, u * 70)
        grad.setColorAt(0, colour.lighter(150 if self.coin else 125))
        grad.setColorAt(1, colour.darker(140))
        painter.setPen(QPen(colour.darker(220), u * 3))
        painter.setBrush(grad)
        painter.drawPath(disc)
        rim = QColor(colour.darker(160) if self.coin else QColor(255, 255, 255, 90))
        painter.setPen(QPen(rim, u * (5 if self.coin else 2.4),
                            Qt.PenStyle.DotLine if self.coin else Qt.PenStyle.SolidLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), u * 40, u * 40)
        text = self.label if self.face_up else self.back_label
        painter.setPen(ink_for(colour))
        draw_fitted(painter, QRectF(-u * 34, -u * 34, u * 68, u * 68), text, u * 36, bold=True)


class CubeItem(KitPiece):
    """A small wooden cube; a badge shows how many stand in this pile when more than one."""

    def __init__(self, colour: str, size: float = 36.0, count: int = 1, letter: str = "",
                 ref: Any = None, pal: Palette = WARM) -> None:
        super().__init__(colour, size, ref, pal)
        self.count, self.letter = count, letter

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:
        s = self.size  # room for a wide count badge at the top right
        return QRectF(-0.75 * s, -0.75 * s, 1.7 * s, 1.5 * s)

    def outline(self) -> QPainterPath:
        s = self.size
        return rounded(QRectF(-0.62 * s, -0.62 * s, 1.24 * s, 1.24 * s), s * 0.14)

    def paint_body(self, painter: QPainter, u: float) -> None:
        top = QPolygonF([QPointF(0, -u * 50), QPointF(u * 45, -u * 26), QPointF(0, -u * 2),
                         QPointF(-u * 45, -u * 26)])
        left = QPolygonF([QPointF(-u * 45, -u * 26), QPointF(0, -u * 2), QPointF(0, u * 50),
                          QPointF(-u * 45, u * 26)])
        right = QPolygonF([QPointF(0, -u * 2), QPointF(u * 45, -u * 26), QPointF(u * 45, u * 26),
                           QPointF(0, u * 50)])
        hull = QPainterPath()
        hull.addPolygon(QPolygonF([top.at(0), top.at(1), right.at(2), right.at(3), left.at(3),
                                   top.at(3)]))
        drop_shadow(painter, hull, QPointF(u * 5, u * 7))
        painter.setPen(QPen(self.colour.darker(230), u * 2.2, Qt.PenStyle.SolidLine,
                            Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        for face, shade in ((top, 130), (left, 100), (right, 72)):
            painter.setBrush(self.colour.lighter(shade) if shade >= 100
                             else self.colour.darker(100 * 100 // shade))
            painter.drawPolygon(face)
        if self.letter:
            painter.setPen(ink_for(self.colour.lighter(130)))
            draw_fitted(painter, QRectF(-u * 28, -u * 44, u * 56, u * 36), self.letter, u * 30,
                        bold=True)
        if self.count > 1:
            self._badge(painter, u)

    def _badge(self, painter: QPainter, u: float) -> None:
        text = kit_tr("×%1").replace("%1", str(self.count))
        f = kit_font(u * 32, bold=True)
        half = max(u * 28, QFontMetricsF(f).horizontalAdvance(text) / 2 + u * 8)  # wide enough
        centre = QPointF(u * 46, -u * 46)
        painter.setPen(QPen(QColor(self.pal.brass), u * 2.4))
        painter.setBrush(QColor(INK))
        painter.drawRoundedRect(QRectF(centre.x() - half, centre.y() - u * 20, 2 * half, u * 40),
                                u * 20, u * 20)
        painter.setPen(QColor(self.pal.cream))
        draw_fitted(painter, QRectF(centre.x() - half, centre.y() - u * 18, 2 * half, u * 36),
                    text, u * 32, bold=True)


class MarkerItem(KitPiece):
    """A wooden disc that marks a space on a track; a letter tells colours apart."""

    def __init__(self, colour: str, size: float = 30.0, letter: str = "", ref: Any = None,
                 pal: Palette = WARM) -> None:
        super().__init__(colour, size, ref, pal)
        self.letter = letter

    def paint_body(self, painter: QPainter, u: float) -> None:
        side = QRectF(-u * 50, -u * 34, u * 100, u * 78)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawEllipse(side.translated(u * 5, u * 7))
        painter.setPen(QPen(self.colour.darker(230), u * 2.4))
        painter.setBrush(self.colour.darker(150))
        painter.drawRoundedRect(side, u * 50, u * 39)
        painter.setBrush(self.colour.lighter(115))
        top = QRectF(-u * 50, -u * 46, u * 100, u * 78)
        painter.drawEllipse(top)
        if self.letter:
            painter.setPen(ink_for(self.colour.lighter(115)))
            draw_fitted(painter, top.adjusted(u * 20, u * 14, -u * 20, -u * 14), self.letter,
                        u * 42, bold=True)
