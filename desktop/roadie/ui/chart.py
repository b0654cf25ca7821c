"""A bar chart of a tournament's win rates with their 95% intervals, drawn to a PNG with Qt
(offscreen: no window is needed)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from roadie.bots.tournament import Line

ROW, LABEL, BAR, MARGIN = 22, 440, 420, 16
COLOURS = {"easy": "#7fb77e", "normal": "#5b8fd6", "hard": "#d65b5b", "random": "#999999"}


def draw_chart(lines: list[Line], path: Path, title: str) -> None:
    """One bar per line: the win rate, its interval as a whisker, the fair share as a tick."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication([])
    image = QImage(LABEL + BAR + 2 * MARGIN, (len(lines) + 2) * ROW + 2 * MARGIN,
                   QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.drawText(QRectF(MARGIN, MARGIN, LABEL + BAR, ROW), title)
    for i, line in enumerate(lines):
        top = MARGIN + (i + 1) * ROW
        painter.setPen(QColor("black"))
        painter.drawText(QRectF(MARGIN, top, LABEL - 8, ROW),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         f"{line.matchup}: {line.level}")
        left = MARGIN + LABEL
        painter.fillRect(QRectF(left, top + 4, BAR * line.rate, ROW - 8),
                         QColor(COLOURS.get(line.level, "#777777")))
        low, high = line.interval()
        painter.setPen(QPen(QColor("black"), 2))
        mid = top + ROW / 2
        painter.drawLine(int(left + BAR * low), int(mid), int(left + BAR * high), int(mid))
        painter.setPen(QPen(QColor("#444444"), 1, Qt.PenStyle.DashLine))
        painter.drawLine(int(left + BAR * line.fair), top + 2, int(left + BAR * line.fair),
                         top + ROW - 2)
    painter.end()
    image.save(str(path))
