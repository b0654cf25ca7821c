"""Where everything lies on the 1400 x 1000 table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

SCENE = QRectF(0, 0, 1400, 1000)
MARKET = QRectF(12, 12, 556, 236)
STANDARDS = QRectF(580, 12, 420, 236)
STREET = QRectF(12, 260, 988, 342)
SEQUENCE = QRectF(1012, 12, 376, 590)
MAT = QRectF(12, 614, 548, 374)
HAND = QRectF(572, 614, 428, 374)
SIDE = QRectF(1012, 614, 376, 374)
SUMMARY = SEQUENCE
"""The pay-out summary lies over the rules: the street and the purses stay in sight."""

CARD_W = 112.0
SMALL_CARD_W = 80.0
HAND_CARD_W = 140.0
CUBE = 44.0
"""A cube's letter and count read at 1280 x 800 from this size up."""
BAND_CUBE = 48.0


CARD_ROW = 118.0
"""The market's and the Standards' card centres, below their headings; room is left
under the Standards for their tokens."""


def market_slot(i: int) -> QPointF:
    """Centre of the deck (``-1``) or Melody Market slot *i*."""
    return QPointF(MARKET.left() + 80 + (i + 1) * 132, MARKET.top() + CARD_ROW)


def standard_slot(i: int) -> QPointF:
    return QPointF(STANDARDS.left() + 76 + i * 134, STANDARDS.top() + CARD_ROW)


def crowd_rects(n: int) -> list[QRectF]:
    """Royal Street split into *n* crowd cards."""
    gap = 10.0
    w = (STREET.width() - gap * (n - 1)) / n
    return [
        QRectF(STREET.left() + i * (w + gap), STREET.top(), w, STREET.height()) for i in range(n)
    ]


def band_rect(member: int) -> QRectF:
    return QRectF(MAT.left() + 12 + member * 136, MAT.top() + 62, 128, 176)


RESERVE = QRectF(MAT.left() + 420, MAT.top() + 62, 116, 86)
KEPT = QRectF(MAT.left() + 420, MAT.top() + 152, 116, 86)
MONEY = QRectF(MAT.left() + 16, MAT.top() + 246, 232, 40)
MAT_INFO = QRectF(MAT.left() + 256, MAT.top() + 246, 282, 118)
"""Wide enough for a band's name on one line in every language."""
MAT_NOTE = QRectF(MAT.left() + 16, MAT.top() + 288, 232, 80)
