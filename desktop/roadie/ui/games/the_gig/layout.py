"""Where everything lies on The Gig's table (scene units; the view scales them)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

SCENE = QRectF(0, 0, 1400, 1000)
SONG = QRectF(18, 18, 700, 520)
MINE = QRectF(736, 18, 646, 520)
TRAY = QRectF(18, 556, 622, 232)
OTHERS = QRectF(656, 556, 726, 232)
AUDIENCE = QRectF(18, 806, 1364, 176)

ROW_TOP, ROW_H = 84.0, 72.0
SPACE_LEFT, SPACE_W = 116.0, 84.0
HARMONY = QRectF(548, 0, 158, 64)
SONG_DIE, HARMONY_DIE, TRAY_DIE, LOCK_DIE = 52.0, 30.0, 70.0, 56.0

GRID_ORIGIN, GRID_CELL = QPointF(800, 82), 56.0
SHEET = QRectF(1158, 82, 212, 296)
SOLO_BAR = QRectF(750, 410, 618, 118)
LOCK = QRectF(750, 396, 618, 134)
"""Turn-based rules: where dice are locked in on your instrument board."""

DECK = QRectF(1078, 842, 130, 132)
DISCARD = QRectF(1220, 842, 150, 132)
CARD_Y = 910.0


def space_rect(row: int, col: int) -> QRectF:
    """A song space: rows 1 (top) to 6, columns from the left."""
    top = SONG.top() + ROW_TOP + (row - 1) * ROW_H
    return QRectF(SONG.left() + SPACE_LEFT + col * SPACE_W, top, SPACE_W - 8, ROW_H - 8)


def harmony_rect(row: int) -> QRectF:
    top = SONG.top() + ROW_TOP + (row - 1) * ROW_H
    return QRectF(SONG.left() + HARMONY.left(), top, HARMONY.width() - 14, ROW_H - 8)


def harmony_slot(row: int, seat: int) -> QPointF:
    rect = harmony_rect(row)
    return QPointF(rect.left() + 22 + seat * 34, rect.center().y() + 8)


def tray_slot(n: int) -> QPointF:
    return QPointF(TRAY.left() + 62 + n * 88, TRAY.top() + 96)


def lock_slot(n: int) -> QPointF:
    """The n-th locked die on your instrument board."""
    return QPointF(LOCK.left() + 70 + n * 84, LOCK.top() + 80)


def other_rect(n: int, count: int) -> QRectF:
    """The n-th opponent panel (count of them share the band)."""
    width = (OTHERS.width() - 12 * (count - 1)) / max(count, 1)
    return QRectF(OTHERS.left() + n * (width + 12), OTHERS.top(), width, OTHERS.height())


def card_pos(n: int) -> QPointF:
    return QPointF(AUDIENCE.left() + 114 + n * 206, CARD_Y)
