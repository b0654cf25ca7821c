"""Read-only panels on the table: text blocks, coins, the pay-out summary and flying coins."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from roadie.ui.games.big_easy_busking.faces import coins_for, paint_coin
from roadie.ui.scene.draw import (
    draw_fitted,
    draw_title,
    fitted_font,
    kit_font,
    rounded,
    wrapped_lines,
)
from roadie.ui.style import WARM, Palette


class Line:
    """One line of a text panel: text, colour, size, boldness, indent, and a highlight;
    ``wrap=False`` keeps it on one line where it fits (never cut short)."""

    def __init__(
        self,
        text: str,
        colour: str,
        size: float = 16,
        bold: bool = False,
        indent: float = 0,
        lit: bool = False,
        wrap: bool = True,
    ) -> None:
        self.text, self.colour, self.size, self.bold = text, colour, size, bold
        self.indent, self.lit, self.wrap = indent, lit, wrap


TITLE_SIZE = 20.0
TITLE_ONE_LINE = 32.0
TITLE_TWO_LINES = 46.0
SMALLEST = 0.86
"""How far a text panel shrinks its lines to show them all (then the last is cut)."""


class TextPanel(QGraphicsObject):
    """A dark rounded panel with a title and wrapped lines; lit lines get an amber bar."""

    def __init__(self, rect: QRectF, title: str, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.title, self.pal = QRectF(rect), title, pal
        self.lines: list[Line] = []
        self.accent = pal.brass
        self.title_height = TITLE_TWO_LINES if self.title_lines() == 2 else TITLE_ONE_LINE
        self.text_scale = 1.0
        self._fitted: tuple[object, ...] = ()
        """The lines' sizes are scaled by this so that all of them fit (down to SMALLEST)."""
        self.setZValue(1)

    def set_lines(self, lines: list[Line], title: str | None = None) -> None:
        self.lines = lines
        if title is not None and title != self.title:
            self.title = title
            self.title_height = TITLE_TWO_LINES if self.title_lines() == 2 else TITLE_ONE_LINE
        key = tuple((x.text, x.size, x.bold, x.indent, x.wrap) for x in lines)
        if key != self._fitted:  # measured once per text: a redraw often repeats it
            self._fitted, self.text_scale = key, self.fitting_scale()
        self.update()

    def title_lines(self) -> int:
        """2 when the title would be cut on one line (a long band name in Spanish)."""
        width = self.rect.width() - 28
        one = fitted_font(self.title, TITLE_SIZE, width, True)
        return 2 if self.title and " " in self.title.strip() \
            and QFontMetricsF(one).horizontalAdvance(self.title) > width else 1

    def fitting_scale(self) -> float:
        """The largest scale (1 at most, SMALLEST at least) at which every line fits."""
        room = self.rect.height() - self.title_height - 18
        scale = 1.0
        while scale > SMALLEST and self.height_at(scale) > room:
            scale -= 0.02
        return max(scale, SMALLEST)

    def height_at(self, scale: float) -> float:
        """How tall the lines are at *scale*."""
        total = 0.0
        for line in self.lines:
            f = kit_font(line.size * scale, line.bold)
            width = self.rect.width() - 30 - line.indent
            total += QFontMetricsF(f).lineSpacing() * len(line_texts(line, f, width)) + 3
        return total

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(self.accent), 2))
        painter.setBrush(QColor(20, 12, 8, 170))
        painter.drawPath(rounded(self.rect, 14))
        head = QRectF(
            self.rect.left() + 14, self.rect.top() + 6, self.rect.width() - 28, self.title_height
        )
        if self.title and self.title_height == TITLE_TWO_LINES:
            painter.setPen(QColor(self.accent))
            draw_title(painter, head, self.title, TITLE_SIZE * 1.1)
        elif self.title:
            painter.setPen(QColor(self.accent))
            draw_fitted(painter, head, self.title, TITLE_SIZE, bold=True,
                        align=Qt.AlignmentFlag.AlignLeft)
        y = head.bottom() + 4
        bottom = self.rect.bottom() - 8
        for line in self.lines:
            y = self._paint_line(painter, line, y, bottom)
            if y >= bottom:
                break

    def _paint_line(self, painter: QPainter, line: Line, y: float, bottom: float) -> float:
        left = self.rect.left() + 16 + line.indent
        width = self.rect.right() - 14 - left
        f = kit_font(line.size * self.text_scale, line.bold)
        spacing = QFontMetricsF(f).lineSpacing()
        texts = line_texts(line, f, width, bottom - y)
        height = spacing * len(texts)
        if line.lit:
            glow = QColor(self.pal.amber)
            glow.setAlpha(50)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(QRectF(left - 8, y - 1, width + 12, height + 2), 6, 6)
            painter.setBrush(QColor(self.pal.amber))
            painter.drawRect(QRectF(left - 8, y - 1, 3, height + 2))
        painter.setFont(f)
        painter.setPen(QColor(line.colour))
        for text in texts:
            painter.drawText(
                QRectF(left, y, width, spacing),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            y += spacing
        return y + 3


def line_texts(line: Line, f: QFont, width: float, height: float = 10_000) -> list[str]:
    """*line* as painted in *width*: wrapped, or on one line when it asks to be and fits
    (a line too long for one is wrapped rather than cut short)."""
    if not line.wrap and QFontMetricsF(f).horizontalAdvance(line.text) <= width:
        return [line.text]
    return wrapped_lines(line.text, f, width, height)


class MoneyItem(QGraphicsObject):
    """A player's money as dollar tokens: the fewest $10, $5 and $1 that make it."""

    def __init__(self, rect: QRectF, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.pal, self.dollars = QRectF(rect), pal, 0
        self.setZValue(3)

    def set_dollars(self, dollars: int) -> None:
        if dollars != self.dollars:
            self.dollars = dollars
            self.update()

    def centre(self) -> QPointF:
        return self.rect.center()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = min(self.rect.height() * 0.45, 22.0)  # its value reads at 1280 x 800
        coins = coins_for(self.dollars)
        total = QRectF(self.rect.left(), self.rect.top(), 70, self.rect.height())
        painter.setPen(QColor(self.pal.amber))
        draw_fitted(
            painter, total, f"${self.dollars}", 28, bold=True, align=Qt.AlignmentFlag.AlignLeft
        )
        room = self.rect.width() - 80 - 2 * r
        step = min(r * 1.5, room / max(1, len(coins) - 1)) if len(coins) > 1 else 0
        for i, (value, colour) in enumerate(coins):
            centre = QPointF(self.rect.left() + 80 + r + i * step, self.rect.center().y())
            paint_coin(painter, centre, r, value, colour)


class SummaryPanel(TextPanel):
    """The end-of-round pay-out summary; a click (or the next action) puts it away."""

    closed = Signal()

    def __init__(self, rect: QRectF, pal: Palette = WARM) -> None:
        super().__init__(rect, "", pal)
        self.accent = pal.amber
        self.setZValue(3000)
        self.hide()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawPath(rounded(self.rect.adjusted(6, 8, 6, 8), 14))
        painter.setBrush(QColor(28, 18, 12, 240))
        painter.drawPath(rounded(self.rect, 14))
        super().paint(painter, option, widget)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.hide()
        self.closed.emit()
        event.accept()


class CoinSprite(QGraphicsObject):
    """A coin flying from a crowd to a purse during the pay-out."""

    def __init__(self, value: int, colour: str) -> None:
        super().__init__()
        self.value, self.colour = value, colour
        self.setZValue(2900)  # under the pay-out summary: never over its text
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-22, -22, 44, 44)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_coin(painter, QPointF(0, 0), 18, self.value, self.colour)
