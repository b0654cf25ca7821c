"""A line chart of every seat's score over the game, drawn with QPainter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from roadie.ui.style import WARM, font


def nice_step(top: int) -> int:
    """A round gridline step giving four to eight lines up to *top*."""
    for step in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000):
        if top / step <= 8:
            return step
    return max(1, top // 8)


class ScoreChart(QWidget):
    """Totals over the actions of the game, one coloured line per seat, with a legend."""

    def __init__(self, names: list[str], colours: list[str], history: list[list[int]],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names, self.colours, self.history = names, colours, history
        self.setMinimumHeight(220)
        self.setAccessibleName(self.tr("Scores over the game"))

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1f140e"))
        metrics_font = font(9)
        painter.setFont(metrics_font)
        fm = painter.fontMetrics()
        plot = QRectF(fm.horizontalAdvance("0000") + 16, 16, 0, 0)
        plot.setRight(self.width() - 150)
        plot.setBottom(self.height() - fm.height() * 2 - 14)
        top = max(1, *(max(row) for row in self.history)) if self.history else 1
        step = nice_step(top)
        top = -(-top // step) * step
        steps = max(1, len(self.history) - 1)

        def at(i: int, value: int) -> QPointF:
            return QPointF(plot.left() + plot.width() * i / steps,
                           plot.bottom() - plot.height() * value / top)

        painter.setPen(QPen(QColor("#4a3526"), 1))
        for value in range(0, top + 1, step):
            y = at(0, value).y()
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor(WARM.muted))
            painter.drawText(QRectF(0, y - fm.height() / 2, plot.left() - 8, fm.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
            painter.setPen(QPen(QColor("#4a3526"), 1))
        painter.setPen(QColor(WARM.muted))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 6, plot.width(), fm.height() * 2),
                         Qt.AlignmentFlag.AlignCenter,
                         self.tr("Actions taken (%1 in all)").replace("%1", str(steps)))
        for seat, name in enumerate(self.names):
            colour = QColor(self.colours[seat])
            path = QPainterPath(at(0, self.history[0][seat]) if self.history else QPointF())
            for i, row in enumerate(self.history[1:], start=1):
                path.lineTo(at(i, row[seat]))
            painter.setPen(QPen(colour, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            legend_y = plot.top() + seat * (fm.height() + 10)
            painter.fillRect(QRectF(plot.right() + 18, legend_y + 4, 16, fm.height() - 8), colour)
            painter.setPen(QColor(WARM.cream))
            final = self.history[-1][seat] if self.history else 0
            text = fm.elidedText(f"{name}: {final}", Qt.TextElideMode.ElideRight, 100)
            painter.drawText(QPointF(plot.right() + 40, legend_y + fm.ascent()), text)
