"""A polyhedral die drawn as vectors: pips on a d6, numerals on d4-d20 shapes.

Shapes follow how each die looks from above: triangle d4, square d6, diamond d8,
kite d10, pentagon d12, hexagon with a triangular face d20. A die not rolled yet
(value 0) shows a blank face with a large "?". Each face is drawn once per look and
scale into a pixmap and reused: a table rolling many dice at once stays smooth.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.piece import DropState, Piece
from roadie.ui.style import WARM, Palette, pixel_font

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def _corners(n: int, r: float, start_deg: float = -90.0) -> list[QPointF]:
    """The corners of a regular *n*-gon of radius *r*, the first at *start_deg*."""
    return [QPointF(r * math.cos(math.radians(start_deg + 360 * k / n)),
                    r * math.sin(math.radians(start_deg + 360 * k / n)))
            for k in range(n)]


def _regular(n: int, r: float, start_deg: float = -90.0) -> QPolygonF:
    return QPolygonF(_corners(n, r, start_deg))


def die_outline(sides: int, r: float) -> QPolygonF:
    """The silhouette of a die of *sides* sides, centred on the origin, radius *r*."""
    if sides == 4:
        return QPolygonF([QPointF(0, -r), QPointF(r * 0.98, r * 0.72),
                          QPointF(-r * 0.98, r * 0.72)])
    if sides == 6:
        return QPolygonF()
    if sides == 8:
        return QPolygonF([QPointF(0, -r), QPointF(r * 0.86, 0), QPointF(0, r),
                          QPointF(-r * 0.86, 0)])
    if sides == 10:
        return QPolygonF([QPointF(0, -r), QPointF(r * 0.92, r * 0.12), QPointF(0, r * 0.95),
                          QPointF(-r * 0.92, r * 0.12)])
    if sides == 12:
        return _regular(5, r)
    return _regular(6, r)


def die_path(sides: int, r: float) -> QPainterPath:
    path = QPainterPath()
    if sides == 6:
        side = r * 1.62
        path.addRoundedRect(QRectF(-side / 2, -side / 2, side, side), r * 0.26, r * 0.26)
    else:
        path.addPolygon(die_outline(sides, r))
        path.closeSubpath()
    return path


def facet_lines(sides: int, r: float) -> list[tuple[QPointF, QPointF]]:
    """Edges of the faces around the top one, drawn faintly to give the die depth."""
    if sides == 8:
        return [(QPointF(-r * 0.86, 0), QPointF(r * 0.86, 0))]
    if sides == 10:
        low = QPointF(0, r * 0.5)
        return [(QPointF(-r * 0.92, r * 0.12), low), (low, QPointF(r * 0.92, r * 0.12)),
                (low, QPointF(0, r * 0.95))]
    if sides == 12:
        outer, inner = _corners(5, r), _corners(5, r * 0.58)
        return [*((inner[k], inner[(k + 1) % 5]) for k in range(5)),
                *((inner[k], outer[k]) for k in range(5))]
    if sides == 20:
        outer, tri = _corners(6, r), _corners(3, r * 0.62)
        lines = [(tri[k], tri[(k + 1) % 3]) for k in range(3)]
        return [*lines, (tri[0], outer[0]), (tri[1], outer[2]), (tri[2], outer[4]),
                (tri[0], outer[1]), (tri[0], outer[5]), (tri[1], outer[1]),
                (tri[1], outer[3]), (tri[2], outer[3]), (tri[2], outer[5])]
    return []


DARK_INK, LIGHT_INK = QColor("#23150d"), QColor("#fff8ea")


def ink_for(body: QColor) -> QColor:
    """The numerals' ink with the more contrast on *body*: white pips on amber read a 2 as
    a 1, dark ones do not."""
    dark, light = contrast(body, DARK_INK), contrast(body, LIGHT_INK)
    return QColor(DARK_INK) if dark >= light else QColor(LIGHT_INK)


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2)."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return (0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF())
            + 0.0722 * linear(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


UNROLLED = 0
"""The value of a die not rolled yet: it shows no number."""
FACE_HALF = 0.62
"""Half the side of a face's pixmap, in die sizes (the body, its outline and its shadow)."""
FACES: dict[tuple[int, int, int, float, float], QPixmap] = {}
"""Faces drawn so far, by sides, value shown, colour, size and device scale."""
FACES_KEPT = 512


def face_pixmap(sides: int, shown: int, colour: QColor, size: float, scale: float) -> QPixmap:
    """The die's body and face, unrotated, drawn for *scale* device pixels per unit."""
    key = (sides, shown, colour.rgba(), size, scale)
    pixmap = FACES.get(key)
    if pixmap is None:
        if len(FACES) >= FACES_KEPT:
            FACES.clear()
        side = math.ceil(2 * FACE_HALF * size * scale)
        pixmap = QPixmap(side, side)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(side / scale / 2, side / scale / 2)
        paint_body(painter, sides, colour, size)
        paint_face(painter, sides, shown, colour, size)
        painter.end()
        FACES[key] = pixmap
    return pixmap


def paint_body(painter: QPainter, sides: int, colour: QColor, s: float) -> None:
    """The die's shadow, shaded body, outline and the faint edges of its other faces."""
    r = s * 0.5
    body = die_path(sides, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawPath(body.translated(s * 0.05, s * 0.07))
    grad = QLinearGradient(-r, -r, r, r)
    grad.setColorAt(0, colour.lighter(145))
    grad.setColorAt(0.5, colour)
    grad.setColorAt(1, colour.darker(150))
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(colour.darker(220), s * 0.035, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(body)
    painter.setPen(QPen(QColor(255, 255, 255, 70), s * 0.02))
    for a, b in facet_lines(sides, r):
        painter.drawLine(a, b)


def paint_face(painter: QPainter, sides: int, shown: int, colour: QColor, s: float) -> None:
    """Pips or a numeral for *shown*; a large "?" on a die not rolled yet."""
    ink = ink_for(colour)
    if shown == UNROLLED:
        painter.setFont(pixel_font(s * 0.55, bold=True))
        painter.setPen(ink)
        painter.drawText(QRectF(-s / 2, -s / 2, s, s), Qt.AlignmentFlag.AlignCenter, "?")
        return
    if sides == 6:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for x, y in PIPS[shown]:
            painter.drawEllipse(QPointF(x * s * 0.24, y * s * 0.24), s * 0.085, s * 0.085)
        return
    y = {4: 0.16, 10: -0.02}.get(sides, 0.0) * s
    size = {4: 0.34, 8: 0.36, 10: 0.36}.get(sides, 0.4) * s
    if shown >= 10:
        size *= 0.86
    painter.setFont(pixel_font(size, bold=True))
    painter.setPen(ink)
    box = QRectF(-s / 2, y - s / 2, s, s)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(shown))
    if shown in (6, 9):
        painter.setPen(QPen(ink, s * 0.03))
        line_y = y + size * 0.42
        painter.drawLine(QPointF(-s * 0.08, line_y), QPointF(s * 0.08, line_y))


class DieItem(Piece):
    """One die; ``ref`` is whatever the game's board needs to know which die it is.

    *value* :data:`UNROLLED` is a die not rolled yet."""

    def __init__(self, sides: int, value: int, colour: QColor, size: float = 64,
                 ref: Any = None, pal: Palette = WARM) -> None:
        super().__init__()
        self.sides, self.value, self.shown = sides, value, value
        self.colour, self.size, self.ref, self.pal = QColor(colour), size, ref, pal
        self.is_min = self.is_max = False
        self.pair_colour: QColor | None = None
        self.marked = False
        """Chosen as the first die of a two-dice action (e.g. a swap by keys)."""
        self.caption = ""
        self._spin = 0.0
        self._roll: QVariantAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(10)

    # --- state --------------------------------------------------------------
    def set_face(self, value: int, is_min: bool = False, is_max: bool = False,
                 pair_colour: QColor | None = None) -> None:
        self.value, self.is_min, self.is_max, self.pair_colour = value, is_min, is_max, pair_colour
        if self._roll is None:
            self.shown = value
        self.update()

    def set_size(self, size: float) -> None:
        if size != self.size:
            self.prepareGeometryChange()
            self.size = size

    def set_marked(self, marked: bool) -> None:
        self.marked = marked
        self.update()

    def roll(self, value: int, ms: int) -> None:
        """Tumble for *ms* milliseconds, flicking through faces, and land on *value*."""
        self.value = value
        if ms <= 0:
            self.shown = value
            self.update()
            return
        if self._roll is not None:
            self._roll.stop()
            self._roll.deleteLater()
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.valueChanged.connect(self._tumble)
        anim.finished.connect(self._landed)
        self._roll = anim
        anim.start()

    def _tumble(self, t: float) -> None:
        self._spin = 540.0 * (1 - (1 - t) ** 3)
        step = int(t * 9)
        self.shown = self.value if t > 0.85 else (self.value + step * 7) % self.sides + 1
        self.update()

    def _landed(self) -> None:
        self._roll = None
        self._spin = 0.0
        self.shown = self.value
        self.update()

    # --- drawing --------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-0.72 * s, -0.72 * s, 1.44 * s, 1.5 * s)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        r = self.size * 0.52
        path.addEllipse(QPointF(0, 0), r, r)
        return path

    @property
    def rolled(self) -> bool:
        """Whether the die shows a value (not a die still to be rolled)."""
        return self.shown != UNROLLED

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        s = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_rings(painter, s)
        to_device = painter.deviceTransform()
        scale = max(round(math.hypot(to_device.m11(), to_device.m12()), 2), 0.05)
        face = face_pixmap(self.sides, self.shown, self.colour, s, scale)
        painter.save()
        if self._spin:
            painter.rotate(self._spin)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        half = face.width() / scale / 2
        painter.drawPixmap(QPointF(-half, -half), face)
        painter.restore()
        self._paint_badges(painter, s)

    def _paint_rings(self, painter: QPainter, s: float) -> None:
        pal = self.pal
        painter.setBrush(Qt.BrushStyle.NoBrush)
        rings: list[tuple[QColor, float, Qt.PenStyle]] = []
        if self.pair_colour is not None:
            rings.append((self.pair_colour, 0.05, Qt.PenStyle.SolidLine))
        state_colour = {DropState.LEGAL: pal.legal, DropState.HOVER: pal.hover,
                        DropState.REFUSED: pal.refuse}.get(self.drop_state)
        if state_colour:
            rings.append((QColor(state_colour), 0.08 if self.drop_state != DropState.LEGAL
                          else 0.055, Qt.PenStyle.SolidLine))
        if self.picked or self.marked:
            rings.append((QColor(pal.amber), 0.07, Qt.PenStyle.SolidLine))
        elif self.shows_focus():
            rings.append((QColor(pal.amber), 0.04, Qt.PenStyle.DashLine))
        for n, (colour, width, style) in enumerate(rings):
            painter.setPen(QPen(colour, s * width, style))
            radius = s * (0.6 + 0.085 * n)
            painter.drawEllipse(QPointF(0, 0), radius, radius)

    def _paint_badges(self, painter: QPainter, s: float) -> None:
        if self.caption:
            self._pill(painter, s, self.caption, QColor("#1c120c"), QColor(self.pal.cream))
        elif self.is_max:
            self._pill(painter, s, self.tr("MAX"), QColor(self.pal.amber), QColor("#2a1a12"))
        elif self.is_min:
            self._pill(painter, s, self.tr("MIN"), QColor("#9fb4c7"), QColor("#13202b"))

    def _pill(self, painter: QPainter, s: float, text: str, back: QColor, ink: QColor) -> None:
        font = pixel_font(s * 0.2, bold=True)
        painter.setFont(font)
        width = max(s * 0.5, painter.fontMetrics().horizontalAdvance(text) + s * 0.16)
        box = QRectF(-width / 2, s * 0.47, width, s * 0.27)
        painter.setPen(QPen(back.darker(160), s * 0.015))
        painter.setBrush(back)
        painter.drawRoundedRect(box, s * 0.12, s * 0.12)
        painter.setPen(ink)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
