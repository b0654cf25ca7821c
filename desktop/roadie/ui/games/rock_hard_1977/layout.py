"""Where everything lies on the 1300 x 1030 table (the shape of the window at 1280 x 800)."""

from __future__ import annotations

from PySide6.QtCore import QRectF

SCENE = QRectF(0, 0, 1300, 1030)
MONTHS = QRectF(8, 8, 560, 40)
PHASES = QRectF(574, 8, 360, 40)
FAME = QRectF(8, 54, 926, 40)
ORDER = QRectF(944, 8, 348, 86)

BOARD = QRectF(8, 102, 950, 600)
"""The action spaces: the Anytime row above the Day, Night and After Hours columns."""
ANYTIME = QRectF(8, 102, 950, 96)
COLUMNS = {"day": QRectF(8, 206, 316, 496), "night": QRectF(332, 206, 358, 496),
           "after_hours": QRectF(698, 206, 260, 496)}
SECTION_HEAD = 30.0
SPACE_GAP = 6.0

EVENT = QRectF(968, 102, 324, 118)
GIG = QRectF(968, 226, 324, 100)
BONUSES = QRectF(968, 332, 324, 176)
RIVALS = QRectF(968, 514, 324, 188)

MAT = QRectF(8, 712, 926, 310)
STANDEE_HOME = (78.0, 842.0)
DECIDE = QRectF(944, 712, 348, 310)
DRAFT = QRectF(20, 110, 902, 584)
"""The setup drafts cover the board while they last."""


def grid(area: QRectF, n: int, columns: int) -> list[QRectF]:
    """*n* equal boxes filling *area* row by row in *columns*."""
    rows = max(1, -(-n // columns))
    w = (area.width() - SPACE_GAP * (columns - 1)) / columns
    h = (area.height() - SPACE_GAP * (rows - 1)) / rows
    return [QRectF(area.left() + (i % columns) * (w + SPACE_GAP),
                   area.top() + (i // columns) * (h + SPACE_GAP), w, h) for i in range(n)]
