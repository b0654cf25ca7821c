"""The strip along the top: the months (round track), the phases, Fame, and the turn order."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.games.rock_hard_1977.views import RockHardView
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.context import SECTION_COLOURS, TableContext
from roadie.ui.games.rock_hard_1977.faces import R, _t, content_text, phase_name
from roadie.ui.games.rock_hard_1977.items import paint_chip
from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import draw_fitted, kit_font
from roadie.ui.texts import rule_tooltip

FAME_TOP = 50
PHASE_ORDER = ("prep", "day", "night", "after_hours")


class Strip(QGraphicsObject):
    """A painted strip of the board; *draw* paints it from the latest view."""

    def __init__(self, rect: QRectF, draw: Callable[[QPainter, QRectF], None]) -> None:
        super().__init__()
        self.rect, self.draw = QRectF(rect), draw
        self.setZValue(1)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -4, 14, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter, self.rect)


class Tracks:
    """Draws the round track, the phase, the Fame track and the turn order picks."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.view: RockHardView | None = None
        self.months = Strip(L.MONTHS, self._paint_months)
        self.months.setToolTip(rule_tooltip(R + "cleanup.end", R + "managers.pay",
                                            heading=_t("RockHardTable", "The months of 1977")))
        self.phases = Strip(L.PHASES, self._paint_phases)
        self.phases.setToolTip(rule_tooltip(R + "turn.order", R + "turn.structure",
                                            R + "actions.available"))
        self.fame = Strip(L.FAME, self._paint_fame)
        self.fame.setToolTip(rule_tooltip(R + "cleanup.end", R + "end.scoring", R + "end.ties",
                                          heading=_t("RockHardTable", "Fame track")))
        self.order = Strip(L.ORDER, self._paint_order)
        self.order.setToolTip(rule_tooltip(R + "turn.order", R + "cleanup.order",
                                           R + "setup.first-player"))
        for item in (self.months, self.phases, self.fame, self.order):
            ctx.scene.addItem(item)

    def render(self, view: RockHardView) -> None:
        self.view = view
        for item in (self.months, self.phases, self.fame, self.order):
            item.update()

    def _paint_months(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view
        if view is None:
            return
        months = self.ctx.cat.pack.board.months
        pay = self.ctx.cat.pack.board.manager_pay
        w = rect.width() / len(months)
        names = [content_text(m) for m in months]
        for i, name in enumerate(names):
            cell = QRectF(rect.left() + i * w + 2, rect.top(), w - 4, rect.height())
            now = view.stage not in ("draft",) and i + 1 == view.round
            past = i + 1 < view.round
            colour = self.ctx.pal.amber if now else ("#5a4030" if past else "#3a281c")
            # Three letters, four where two months share them (French juin, juillet).
            label = name[:3] if [n[:3] for n in names].count(name[:3]) == 1 else name[:4]
            if str(i + 1) in pay:
                label += f" ${pay[str(i + 1)]}"
            paint_chip(painter, cell, label, colour, 14)

    def _paint_phases(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view
        if view is None:
            return
        names = [phase_name(stage) for stage in PHASE_ORDER]
        metrics = QFontMetricsF(kit_font(14, True))
        need = [metrics.horizontalAdvance(n) + 16 for n in names]  # "After Hours" gets room
        spare = (rect.width() - sum(need)) / len(need)
        x = rect.left()
        for stage, width in zip(PHASE_ORDER, need, strict=True):
            cell = QRectF(x + 2, rect.top(), width + spare - 4, rect.height())
            x += width + spare
            now = view.stage == stage or (stage == "prep" and view.pending is not None
                                          and view.pending.kind == "gift")
            colour = SECTION_COLOURS.get(stage, self.ctx.pal.brass) if now else "#3a281c"
            paint_chip(painter, cell, phase_name(stage), colour, 14)

    def _paint_fame(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view
        if view is None:
            return
        pal = self.ctx.pal
        label = QRectF(rect.left(), rect.top(), 56, rect.height())
        painter.setPen(QColor(pal.amber))
        draw_fitted(painter, label, _t("RockHardTable", "Fame"), 16, bold=True)
        track = QRectF(rect.left() + 72, rect.top() + 4, rect.width() - 86, rect.height() - 8)
        step = track.width() / FAME_TOP
        painter.setPen(QPen(QColor(pal.wood_light), 2))
        painter.setBrush(QColor("#24170f"))
        painter.drawRoundedRect(track, 10, 10)
        for n in range(0, FAME_TOP + 1, 5):
            x = track.left() + n * step
            painter.setPen(QColor(pal.muted))
            draw_fitted(painter, QRectF(x - 14, track.top() - 1, 28, 16), str(n), 13)
        stacked: dict[int, int] = {}
        for p in view.players:
            fame = p.stats["fame"]
            spot = min(fame, FAME_TOP)
            k = stacked.get(spot, 0)
            stacked[spot] = k + 1
            centre = QPointF(track.left() + spot * step, track.bottom() - 9 - k * 5)
            colour = QColor(self.ctx.colours[p.seat])
            painter.setPen(QPen(colour.darker(220), 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(centre, 10, 10)
            painter.setPen(ink_for(colour))
            text = self.ctx.letters[p.seat] if fame <= FAME_TOP else f"{fame}"
            draw_fitted(painter, QRectF(centre.x() - 10, centre.y() - 10, 20, 20), text, 13,
                        bold=True)

    def _paint_order(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view
        if view is None:
            return
        pal = self.ctx.pal
        painter.setPen(QColor(pal.brass))
        head = QRectF(rect.left() + 4, rect.top(), rect.width() - 8, 22)
        draw_fitted(painter, head, _t("RockHardTable", "Turn order"), 15, bold=True,
                    align=Qt.AlignmentFlag.AlignLeft)
        n = max(1, len(view.order))
        w = (rect.width() - 8) / n
        acting = view.turn.seat if view.turn is not None else None
        for i, seat in enumerate(view.order):
            cell = QRectF(rect.left() + 4 + i * w + 2, rect.top() + 26, w - 4, 34)
            colour = self.ctx.colours[seat]
            if seat == acting:
                painter.setPen(QPen(QColor(pal.hover), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(cell.adjusted(-2, -2, 2, 2), 16, 16)
            paint_chip(painter, cell, f"{i + 1}. {self.ctx.names[seat]}", colour, 14)
        painter.setPen(QColor(pal.muted))
        foot = QRectF(rect.left() + 4, rect.top() + 62, rect.width() - 8, 22)
        draw_fitted(painter, foot, self.ctx.names[acting] + " " + _t("RockHardTable", "acts now")
                    if acting is not None else "", 14, align=Qt.AlignmentFlag.AlignLeft)
