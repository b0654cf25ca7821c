"""What a card shows, and how its face and back are painted into any rectangle.

Everything is measured in hundredths of the card's width, so the same drawing
serves a card on the table and its zoomed copy, sharp at any scale.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen

from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import (
    INK,
    PAPER,
    draw_fitted,
    draw_title,
    draw_wrapped,
    kit_font,
    rounded,
)
from roadie.ui.style import Palette

ASPECT = 1.4
"""Height over width of every card (poker-card proportions)."""


@dataclass(frozen=True)
class CardFace:
    """The printed side of a card; all texts arrive translated from the caller."""

    title: str
    body: str = ""
    cost: str = ""
    """Shown in a round badge top left (empty: no badge)."""
    glyph: str = ""
    """A reward or icon glyph in the top right corner (empty: none)."""
    band: str = "#7a1f24"
    """The colour of the title band."""
    kind: str = ""
    """A small type line under the band, e.g. "Audience · Jazz"."""


@dataclass(frozen=True)
class CardBack:
    """The hidden side of a card: the deck's colour, glyph and name."""

    label: str = ""
    colour: str = "#7a1f24"
    glyph: str = "♫"


def card_path(rect: QRectF) -> QPainterPath:
    return rounded(rect, rect.width() * 0.06)


def paint_face(painter: QPainter, rect: QRectF, face: CardFace, pal: Palette) -> None:
    """Paper, colour band with title, cost badge, corner glyph, type line and body text."""
    u = rect.width() / 100
    outline = card_path(rect)
    painter.setPen(QPen(QColor(pal.wood), u * 1.2))
    painter.setBrush(QColor(PAPER))
    painter.drawPath(outline)
    band = QRectF(rect.left(), rect.top(), rect.width(), u * 24)
    painter.save()
    painter.setClipPath(outline)
    painter.fillRect(band, QColor(face.band))
    painter.fillRect(QRectF(band.left(), band.bottom(), band.width(), u * 0.8),
                     QColor(face.band).darker(150))
    painter.restore()
    left = u * 25 if face.cost else u * 6
    right = u * 25 if face.glyph else u * 6
    title_box = QRectF(rect.left() + left, band.top(), rect.width() - left - right, band.height())
    painter.setPen(ink_for(QColor(face.band)))
    draw_title(painter, title_box, face.title, u * 9.5, detail=True)  # the zoom shows it
    if face.cost:
        _badge(painter, QPointF(rect.left() + u * 12.5, band.center().y()), u, face.cost,
               QColor(pal.brass), QColor(INK))
    if face.glyph:
        _badge(painter, QPointF(rect.right() - u * 12.5, band.center().y()), u, face.glyph,
               QColor(INK), QColor(pal.amber))
    text_box = rect.adjusted(u * 8, u * 26, -u * 8, -u * 6)
    if face.kind:
        painter.setPen(QColor("#6b5644"))
        kind_box = QRectF(text_box.left(), text_box.top(), text_box.width(), u * 10)
        draw_fitted(painter, kind_box, face.kind, u * 6.5, detail=True)
        painter.setPen(QPen(QColor(pal.brass), u * 0.6))
        y = kind_box.bottom() + u * 1.5
        painter.drawLine(QPointF(rect.left() + u * 30, y), QPointF(rect.right() - u * 30, y))
        text_box.setTop(y + u * 3)
    painter.setPen(QColor(INK))
    draw_wrapped(painter, text_box, face.body, kit_font(u * 7.6), detail=True)


def _badge(painter: QPainter, centre: QPointF, u: float, text: str, back: QColor,
           ink: QColor) -> None:
    painter.setPen(QPen(back.darker(170), u * 1.0))
    painter.setBrush(back)
    painter.drawEllipse(centre, u * 9.5, u * 9.5)
    painter.setPen(ink)
    box = QRectF(centre.x() - u * 8.5, centre.y() - u * 8, u * 17, u * 16)
    draw_fitted(painter, box, text, u * 14, bold=True)


def paint_back(painter: QPainter, rect: QRectF, back: CardBack, pal: Palette) -> None:
    """The deck colour, a brass frame with a lattice, a medallion glyph and the deck's name."""
    u = rect.width() / 100
    colour = QColor(back.colour)
    outline = card_path(rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, colour.lighter(125))
    grad.setColorAt(1, colour.darker(140))
    painter.setPen(QPen(QColor(pal.wood), u * 1.2))
    painter.setBrush(grad)
    painter.drawPath(outline)
    frame = rect.adjusted(u * 6, u * 6, -u * 6, -u * 6)
    painter.save()
    painter.setClipPath(rounded(frame, u * 4))
    lattice = QColor(pal.brass)
    lattice.setAlpha(55)
    painter.setPen(QPen(lattice, u * 0.8))
    step = u * 12
    for k in range(-12, 14):
        x = frame.left() + k * step
        painter.drawLine(QPointF(x, frame.top()), QPointF(x + frame.height(), frame.bottom()))
        painter.drawLine(QPointF(x, frame.bottom()), QPointF(x + frame.height(), frame.top()))
    painter.restore()
    painter.setPen(QPen(QColor(pal.brass), u * 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, u * 4, u * 4)
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.42)
    painter.setBrush(QColor(INK))
    painter.drawEllipse(centre, u * 21, u * 21)
    painter.setPen(QColor(pal.amber))
    draw_fitted(painter, QRectF(centre.x() - u * 16, centre.y() - u * 16, u * 32, u * 32),
                back.glyph, u * 24, bold=True)
    if back.label:
        painter.setPen(QColor(pal.cream))
        label = QRectF(frame.left() + u * 4, centre.y() + u * 28, frame.width() - u * 8, u * 14)
        draw_fitted(painter, label, back.label.upper(), u * 9, bold=True, detail=True)
