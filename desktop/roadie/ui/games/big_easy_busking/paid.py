"""A crowd of the round just ended, kept on Royal Street until the pay-out is read: its card as
it was, then its winner marked in the winner's colour."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.content import Crowd
from roadie.ui.games.big_easy_busking.context import R, TableContext
from roadie.ui.games.big_easy_busking.faces import _t, content_text
from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import draw_fitted, rounded
from roadie.ui.texts import rule_tooltip

TEXT = 19.0
"""Every line's size in scene units: 9 px or more on screen down to a 1024 x 640 window."""
ROW = 30.0
RIBBON = 38.0
GAP = 5.0
"""Half the gap between crowd cards: a card hides the street around it too."""
PAID_Z = 2800
"""Over the next round's crowds, under the flying coins and the summary."""


class PaidCrowd(QGraphicsObject):
    """One paid crowd's card over its place on the street; a click goes on (``done``)."""

    def __init__(self, ctx: TableContext, rect: QRectF, crowd: Crowd,
                 done: Callable[[], None]) -> None:
        super().__init__()
        self.ctx, self.rect, self.crowd, self.done = ctx, QRectF(rect), crowd, done
        self.paid: e.CrowdPaid | None = None
        self.setZValue(PAID_Z)
        self.setToolTip(rule_tooltip(R + "round.payout", heading=content_text(crowd.location)))

    def winners(self) -> list[int]:
        return list(self.paid.first) if self.paid is not None else []

    def won_text(self) -> str:
        """"Chartres Street: won by Ana" (or the crowd's name while it is being paid)."""
        name = content_text(self.crowd.location)
        if not self.winners():
            return name
        return _t("BuskingTable", "%1: won by %2").replace("%1", name).replace(
            "%2", ", ".join(self.ctx.who(k) for k in self.winners()))

    def pay(self, paid: e.CrowdPaid) -> None:
        """Mark the winners: the frame and a ribbon each in their colour; the rule on hover."""
        self.paid = paid
        self.setToolTip(rule_tooltip(R + "round.payout", heading=self.won_text()))
        self.update()

    def colour(self, k: int) -> QColor:
        return QColor(self.ctx.colours[min(k, len(self.ctx.colours) - 1)])

    def foot(self) -> QPointF:
        """Where its coins set off: under its text."""
        return QPointF(self.rect.center().x(), self.rect.bottom() - 24)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-GAP, -GAP, GAP, GAP)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pal, winners = self.ctx.pal, self.winners()
        painter.fillRect(self.boundingRect(), QColor(pal.felt))  # the next round's crowds unseen
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self.colour(winners[0]) if winners else QColor(pal.brass)
        painter.setPen(QPen(frame, 6 if winners else 2))
        painter.setBrush(QColor(30, 20, 14))
        painter.drawPath(rounded(self.rect, 12))
        box = self.rect.adjusted(14, 8, -14, 0)
        y = box.top()
        painter.setPen(QColor(pal.amber))
        draw_fitted(painter, QRectF(box.left(), y, box.width(), 36),
                    content_text(self.crowd.location), 23, bold=True)
        y = self._line(painter, y + 40, _t("BuskingTable", "1st place: $%1").replace(
            "%1", str(self.crowd.first_place_payout)), pal.amber)
        for k in winners:
            y = self._ribbon(painter, y, k)
        paid = self.paid
        y = self._line(painter, y + 6, _t("BuskingTable", "%1+ energy: $%2")
                       .replace("%1", str(self.crowd.threshold))
                       .replace("%2", str(self.crowd.threshold_payout)), pal.cream)
        if paid is None:
            return
        for k in paid.threshold:
            y = self._line(painter, y, f"{self.ctx.who(k)} +${paid.threshold_payout}",
                           self.colour(k).name(), dot=True)
        token = (_t("BuskingTable", "Mood token to %1.").replace("%1", self.ctx.who(paid.mood_to))
                 if paid.mood_to is not None
                 else _t("BuskingTable", "The mood token leaves the game."))
        self._line(painter, y + 6, token, pal.muted)

    def _line(self, painter: QPainter, y: float, text: str, colour: str,
              dot: bool = False) -> float:
        box = QRectF(self.rect.left() + 14, y, self.rect.width() - 28, ROW)
        if dot:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawEllipse(QPointF(box.left() + 8, box.center().y()), 7, 7)
            box.setLeft(box.left() + 22)
        painter.setPen(QColor(colour))
        draw_fitted(painter, box, text, TEXT, align=Qt.AlignmentFlag.AlignLeft)
        return y + ROW

    def _ribbon(self, painter: QPainter, y: float, k: int) -> float:
        """A winner's ribbon: their name and first-place money on their colour."""
        band = QRectF(self.rect.left() + 10, y + 2, self.rect.width() - 20, RIBBON - 6)
        colour = self.colour(k)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 8, 8)
        painter.setPen(ink_for(colour))
        money = self.paid.first_payout if self.paid is not None else 0
        draw_fitted(painter, band.adjusted(10, 0, -10, 0), f"★ {self.ctx.who(k)} +${money}",
                    TEXT + 1, bold=True)
        return y + RIBBON

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.done()
