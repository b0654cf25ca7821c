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
                 marks: list[tuple[int, str, str]] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names, self.colours, self.history = names, colours, history
        self.marks = marks or []
        """Dashed lines across the plot: (actions taken, label, short label where the label
        does not fit before the next), e.g. where each song began."""
        self.setFont(font(9))
        self.setMinimumHeight(220)
        self.setAccessibleName(self.tr("Scores over the game"))

    def sizeHint(self) -> QSize:
        return QSize(640, 300)

    def legend(self) -> list[str]:
        """Each seat's name and final total, in full."""
        return [f"{name}: {self.history[-1][seat] if self.history else 0}"
                for seat, name in enumerate(self.names)]

    def plot_right(self) -> float:
        """Where the plot ends: the legend, never elided, takes the room it needs."""
        fm = self.fontMetrics()
        return self.width() - max((fm.horizontalAdvance(t) for t in self.legend()), default=0) - 52

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1f140e"))
        fm = self.fontMetrics()
        plot = QRectF(fm.horizontalAdvance("0000") + 16, 16, 0, 0)
        legend = self.legend()
        plot.setRight(self.plot_right())
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
        self._paint_marks(painter, plot, steps)
        painter.setPen(QColor(WARM.muted))
        painter.drawText(QRectF(plot.left(), plot.bottom() + 6, plot.width(), fm.height() * 2),
                         Qt.AlignmentFlag.AlignCenter,
                         self.tr("Actions taken (%1 in all)").replace("%1", str(steps)))
        for seat in range(len(self.names)):
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
            painter.drawText(QPointF(plot.right() + 40, legend_y + fm.ascent()), legend[seat])

    def _paint_marks(self, painter: QPainter, plot: QRectF, steps: int) -> None:
        """A dashed line and its label at each mark (where a song began)."""
        fm = painter.fontMetrics()
        xs = [plot.left() + plot.width() * at / steps for at, _label, _short in self.marks]
        for n, (_at, label, short) in enumerate(self.marks):
            x = xs[n]
            room = (xs[n + 1] if n + 1 < len(xs) else plot.right()) - x - 6
            painter.setPen(QPen(QColor("#7a5a3e"), 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            painter.setPen(QColor(WARM.muted))
            text = label if fm.horizontalAdvance(label) <= room else short
            painter.drawText(QPointF(x + 3, plot.top() + fm.ascent()), text)
