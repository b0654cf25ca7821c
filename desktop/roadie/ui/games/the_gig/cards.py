"""Audience cards on the table: cost in Spotlights, reward in the corner, name and effect."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from roadie.games.the_gig.content import AudienceCard
from roadie.ui.games.the_gig.items import paint_lit
from roadie.ui.games.the_gig.symbols import paint_symbol, star
from roadie.ui.scene.piece import DropState, Piece
from roadie.ui.style import WARM, Palette, pixel_font

CARD_W, CARD_H = 196.0, 128.0


class CardItem(Piece):
    """One Audience card; drag it to your board to buy it, to the discard pile to discard it."""

    def __init__(self, card: AudienceCard, name: str, text: str, deck: str,
                 pal: Palette = WARM) -> None:
        super().__init__()
        self.card, self.name, self.text, self.deck, self.pal = card, name, text, deck, pal
        self.ref = card.id
        self.affordable = True
        self.setZValue(10)

    def boundingRect(self) -> QRectF:
        return QRectF(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 100))
        painter.drawRoundedRect(rect.translated(4, 5), 10, 10)
        edge = QColor(self.pal.amber if self.picked else "#8a6a4a")
        painter.setPen(QPen(edge, 3 if self.picked else 1.5))
        painter.setBrush(QColor("#f3e6cc"))
        painter.drawRoundedRect(rect, 10, 10)
        self._paint_head(painter, rect)
        painter.setFont(pixel_font(13))
        painter.setPen(QColor("#3a2a1c"))
        body = rect.adjusted(9, 54, -9, -5)
        painter.drawText(body, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
                         | Qt.TextFlag.TextWordWrap, self._fit(painter, body))
        paint_lit(painter, rect, self.drop_state, self.pal)
        if self.shows_focus() and self.drop_state == DropState.NONE:
            painter.setPen(QPen(QColor(self.pal.amber), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 12, 12)

    def _paint_head(self, painter: QPainter, rect: QRectF) -> None:
        head = QRectF(rect.left(), rect.top(), rect.width(), 30)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#7a1f24" if self.affordable else "#5b4a40"))
        painter.drawRoundedRect(head.adjusted(3, 3, -3, 0), 8, 8)
        cost = QPointF(head.left() + 20, head.center().y() + 1)
        painter.setBrush(QColor("#f0c040"))
        painter.setPen(QPen(QColor("#5a3d10"), 1.2))
        painter.drawPolygon(star(cost, 14))
        painter.setPen(QColor("#2a1a12"))
        painter.setFont(pixel_font(13, bold=True))
        painter.drawText(QRectF(cost.x() - 10, cost.y() - 8, 20, 18), Qt.AlignmentFlag.AlignCenter,
                         str(self.card.cost))
        reward = QRectF(head.right() - 33, head.top() + 3, 28, 28)
        painter.setPen(QPen(QColor("#c9953b"), 1.5))
        painter.setBrush(QColor("#2a1a12"))
        painter.drawEllipse(reward)
        paint_symbol(painter, self.card.reward.symbol.value, reward.adjusted(4, 4, -4, -4))
        painter.setFont(pixel_font(12, bold=True))
        painter.setPen(QColor("#f0d8a8"))
        painter.drawText(head.adjusted(40, 0, -40, 0), Qt.AlignmentFlag.AlignCenter, self.deck)
        painter.setPen(QColor("#5a1418"))
        painter.setFont(pixel_font(15, bold=True))
        title = QRectF(rect.left() + 8, head.bottom() + 2, rect.width() - 16, 20)
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(title.width())))

    def _fit(self, painter: QPainter, box: QRectF) -> str:
        """The effect text, shortened with an ellipsis when it does not fit (the tooltip has it)."""
        text = self.text
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        metrics = painter.fontMetrics()
        while len(text) > 8 and metrics.boundingRect(box.toRect(), int(flags), text).height() \
                > box.height():
            cut = text.rfind(" ", 0, len(text) - 2)
            text = text[: cut if cut > 0 else len(text) - 3] + "\u2026"
        return text
