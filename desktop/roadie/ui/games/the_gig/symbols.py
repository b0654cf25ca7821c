"""The Gig's symbols drawn as vectors: Notation symbols, the Spotlight and instrument symbols."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.style import pixel_font

COLOURS = {"flat": "#6fa8dc", "sharp": "#e06666", "repeat": "#93c47d", "rest": "#b4a7d6",
           "spotlight": "#f0c040", "horn": "#e5b96a", "drums": "#d98b5f", "sticks": "#c9a27e",
           "keys": "#e8e0d0", "sax": "#e5b96a", "vocals": "#d5a6bd"}
"""Each symbol's ink; shapes differ too, so colour is never the only cue."""

NAMES = {"flat": _("TheGigSymbols", "Flat"), "sharp": _("TheGigSymbols", "Sharp"),
         "repeat": _("TheGigSymbols", "Repeat"), "rest": _("TheGigSymbols", "Rest"),
         "spotlight": _("TheGigSymbols", "Spotlight"), "horn": _("TheGigSymbols", "Horn"),
         "drums": _("TheGigSymbols", "Drums"), "sticks": _("TheGigSymbols", "Sticks"),
         "keys": _("TheGigSymbols", "Keys"), "sax": _("TheGigSymbols", "Sax"),
         "vocals": _("TheGigSymbols", "Vocals")}


def symbol_name(symbol: str) -> str:
    """The translated name of a symbol."""
    return QCoreApplication.translate("TheGigSymbols", NAMES.get(symbol, symbol))


def star(c: QPointF, r: float) -> QPolygonF:
    points = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        angle = math.radians(-90 + 36 * k)
        points.append(QPointF(c.x() + rad * math.cos(angle), c.y() + rad * math.sin(angle)))
    return QPolygonF(points)


def paint_symbol(painter: QPainter, symbol: str, rect: QRectF, colour: str | None = None) -> None:
    """Draw *symbol* centred in *rect*."""
    ink = QColor(colour or COLOURS.get(symbol, "#f5e9d3"))
    s = min(rect.width(), rect.height())
    c = rect.center()
    painter.save()
    pen = QPen(ink, max(1.0, s * 0.09), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
               Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    PAINTERS.get(symbol, _text)(painter, c, s, ink, symbol)
    painter.restore()


def _glyph(painter: QPainter, c: QPointF, s: float, ink: QColor, text: str) -> None:
    painter.setFont(pixel_font(s * 0.95, bold=True))
    painter.setPen(ink)
    painter.drawText(QRectF(c.x() - s, c.y() - s * 0.62, 2 * s, s * 1.2),
                     Qt.AlignmentFlag.AlignCenter, text)


def _text(painter: QPainter, c: QPointF, s: float, ink: QColor, symbol: str) -> None:
    _glyph(painter, c, s * 0.6, ink, symbol[:2].upper())


def _flat(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    _glyph(painter, c, s, ink, "\u266d")


def _sharp(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    _glyph(painter, c, s, ink, "\u266f")


def _repeat(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    h = s * 0.36
    painter.drawLine(QPointF(c.x() - s * 0.22, c.y() - h), QPointF(c.x() - s * 0.22, c.y() + h))
    painter.drawLine(QPointF(c.x() - s * 0.06, c.y() - h), QPointF(c.x() - s * 0.06, c.y() + h))
    painter.setBrush(ink)
    painter.setPen(Qt.PenStyle.NoPen)
    for dy in (-0.13, 0.13):
        painter.drawEllipse(QPointF(c.x() + s * 0.16, c.y() + dy * s), s * 0.07, s * 0.07)


def _rest(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    path = QPainterPath(QPointF(c.x() - s * 0.08, c.y() - s * 0.38))
    path.lineTo(c.x() + s * 0.12, c.y() - s * 0.14)
    path.lineTo(c.x() - s * 0.1, c.y() + s * 0.06)
    path.lineTo(c.x() + s * 0.1, c.y() + s * 0.24)
    path.quadTo(c.x() - s * 0.2, c.y() + s * 0.1, c.x() - s * 0.02, c.y() + s * 0.4)
    painter.drawPath(path)


def _spotlight(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    painter.setBrush(ink)
    painter.setPen(QPen(ink.darker(170), max(1.0, s * 0.03)))
    painter.drawPolygon(star(c, s * 0.42))


def _horn(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    painter.drawLine(QPointF(c.x() - s * 0.36, c.y()), QPointF(c.x() + s * 0.12, c.y()))
    bell = QPolygonF([QPointF(c.x() + s * 0.08, c.y()), QPointF(c.x() + s * 0.38, c.y() - s * 0.2),
                      QPointF(c.x() + s * 0.38, c.y() + s * 0.2)])
    painter.setBrush(ink)
    painter.drawPolygon(bell)
    for dx in (-0.2, -0.08):
        painter.drawLine(QPointF(c.x() + dx * s, c.y()), QPointF(c.x() + dx * s, c.y() - s * 0.14))


def _drums(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    w, h = s * 0.34, s * 0.12
    painter.drawEllipse(QPointF(c.x(), c.y() - s * 0.14), w, h)
    painter.drawLine(QPointF(c.x() - w, c.y() - s * 0.14), QPointF(c.x() - w, c.y() + s * 0.2))
    painter.drawLine(QPointF(c.x() + w, c.y() - s * 0.14), QPointF(c.x() + w, c.y() + s * 0.2))
    painter.drawArc(QRectF(c.x() - w, c.y() + s * 0.08, 2 * w, 2 * h), 180 * 16, 180 * 16)


def _sticks(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    r = s * 0.36
    painter.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r))
    painter.drawLine(QPointF(c.x() + r, c.y() + r), QPointF(c.x() - r, c.y() - r))
    painter.setBrush(ink)
    for dx in (-1, 1):
        painter.drawEllipse(QPointF(c.x() + dx * r, c.y() - r), s * 0.06, s * 0.06)


def _keys(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    box = QRectF(c.x() - s * 0.36, c.y() - s * 0.26, s * 0.72, s * 0.52)
    painter.drawRect(box)
    painter.setBrush(ink)
    painter.setPen(Qt.PenStyle.NoPen)
    for k in range(3):
        x = box.left() + box.width() * (k + 1) / 4 - s * 0.05
        painter.drawRect(QRectF(x, box.top(), s * 0.1, box.height() * 0.58))


def _sax(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    """A saxophone: a crook and mouthpiece, a tube with keys, a U-bend and a flared bell."""
    def at(x: float, y: float) -> QPointF:
        return QPointF(c.x() + x * s, c.y() + y * s)

    pen = painter.pen()
    pen.setWidthF(max(pen.widthF(), s * 0.1))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    tube = QPainterPath(at(0.28, -0.42))
    tube.quadTo(at(0.06, -0.4), at(0.08, -0.22))
    tube.lineTo(at(0.08, 0.16))
    tube.quadTo(at(0.08, 0.38), at(-0.1, 0.38))
    tube.quadTo(at(-0.26, 0.38), at(-0.24, 0.1))
    painter.drawPath(tube)
    painter.setBrush(ink)
    bell = QPolygonF([at(-0.3, 0.12), at(-0.18, 0.12), at(-0.1, -0.08), at(-0.4, -0.08)])
    painter.drawPolygon(bell)
    painter.setPen(Qt.PenStyle.NoPen)
    for y in (-0.12, 0.0, 0.12):
        painter.drawEllipse(at(-0.02, y), s * 0.045, s * 0.045)


def _vocals(painter: QPainter, c: QPointF, s: float, ink: QColor, _s: str) -> None:
    painter.setBrush(ink)
    painter.drawEllipse(QPointF(c.x(), c.y() - s * 0.16), s * 0.14, s * 0.18)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(c.x() - s * 0.24, c.y() - s * 0.3, s * 0.48, s * 0.46),
                    200 * 16, 140 * 16)
    painter.drawLine(QPointF(c.x(), c.y() + s * 0.16), QPointF(c.x(), c.y() + s * 0.36))
    painter.drawLine(QPointF(c.x() - s * 0.14, c.y() + s * 0.36),
                     QPointF(c.x() + s * 0.14, c.y() + s * 0.36))


PAINTERS = {"flat": _flat, "sharp": _sharp, "repeat": _repeat, "rest": _rest,
            "spotlight": _spotlight, "horn": _horn, "drums": _drums, "sticks": _sticks,
            "keys": _keys, "sax": _sax, "vocals": _vocals}
