"""Table items of The Gig: song spaces, Harmony spaces, buttons, glowing zones, banners, tokens."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from roadie.ui.games.the_gig.symbols import paint_symbol
from roadie.ui.scene.draw import stamp
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.scene.zones import DropZone
from roadie.ui.style import WARM, Palette, pixel_font


@dataclass(frozen=True)
class DieRef:
    """Which die an item shows: a player's (``seat`` >= 0) or The Challenger's (``seat`` -1)."""

    die: int
    seat: int


def lit_colours(state: DropState, pal: Palette) -> tuple[QColor, float] | None:
    """The outline colour and width a drop state is drawn with (None: unlit)."""
    found = {DropState.LEGAL: (pal.legal, 3.0), DropState.HOVER: (pal.hover, 5.0),
             DropState.REFUSED: (pal.refuse, 4.0)}.get(state)
    return None if found is None else (QColor(found[0]), found[1])


def paint_lit(painter: QPainter, rect: QRectF, state: DropState, pal: Palette,
              radius: float = 10) -> None:
    """The highlight of a target under the held piece."""
    lit = lit_colours(state, pal)
    if lit is None:
        return
    colour, width = lit
    fill = QColor(colour)
    fill.setAlpha(55 if state != DropState.LEGAL else 35)
    painter.setPen(QPen(colour, width))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


class SpaceItem(Target):
    """A space of a song row (``col``) or its Harmony space (``col`` None)."""

    def __init__(self, rect: QRectF, row: int, col: int | None, symbol: str | None,
                 pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.row, self.col, self.symbol, self.pal = QRectF(rect), row, col, symbol, pal
        self.bounds = self.rect.adjusted(-4, -4, 4, 4)
        self.setZValue(2)

    def set_symbol(self, symbol: str | None) -> None:
        """Show another song's symbol in this space (repainted only if it changed)."""
        if symbol != self.symbol:
            self.symbol = symbol
            self.update()

    def boundingRect(self) -> QRectF:
        return self.bounds

    def _paint_space(self, painter: QPainter) -> None:
        """The space, its symbol (or the Harmony's note) and its drop highlight."""
        harmony = self.col is None
        painter.setPen(QPen(QColor(self.pal.brass if harmony else "#6b4a33"), 2))
        painter.setBrush(QColor("#3a1d24" if harmony else "#f5e9d3").darker(100 if harmony
                                                                            else 330))
        painter.drawRoundedRect(self.rect, 10, 10)
        if harmony:
            painter.setPen(QColor(self.pal.brass))
            painter.setFont(pixel_font(15, bold=True))
            painter.drawText(self.rect.adjusted(0, 4, 0, 0),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, "\u266b")
        elif self.symbol:
            box = self.rect.adjusted(14, 14, -14, -14)
            paint_symbol(painter, self.symbol, box)
        paint_lit(painter, self.rect, self.drop_state, self.pal)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        key = ("space", self.col is None, self.symbol, self.drop_state, self.pal)
        stamp(painter, key, self.bounds, self._paint_space)
        if self.shows_focus():
            painter.setPen(QPen(QColor(self.pal.amber), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 12, 12)


class ButtonItem(Target):
    """A button drawn on the table; clicking it (or Enter/Space) calls ``on_click``."""

    def __init__(self, rect: QRectF, label: str, on_click: Callable[[], object],
                 pal: Palette = WARM, primary: bool = False, font_px: float = 17) -> None:
        super().__init__()
        self.rect, self.label, self.on_click, self.pal = QRectF(rect), label, on_click, pal
        self.primary, self.font_px = primary, font_px
        self.enabled, self.hovered, self.checked = True, False, False
        self.on_refused: Callable[[], object] | None = None
        """Called when the button is pressed while disabled (e.g. to give the rules' reason)."""
        self.symbol = ""
        self.setZValue(30)

    def set_enabled(self, enabled: bool) -> None:
        if enabled != self.enabled:
            self.enabled = enabled
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pal = self.pal
        back = QColor(pal.amber if self.primary or self.checked else "#4a2e1f")
        if self.hovered and self.enabled:
            back = back.lighter(125)
        if not self.enabled:
            back = QColor("#33231a")
        ink = QColor("#2a1a12" if (self.primary or self.checked) and self.enabled
                     else pal.cream if self.enabled else "#7d6c58")
        focused = self.shows_focus()
        painter.setPen(QPen(QColor(pal.hover if focused else "#7a5236"), 2.5 if focused else 1.5))
        painter.setBrush(back)
        painter.drawRoundedRect(self.rect, 9, 9)
        text = self.rect.adjusted(6, 0, -6, 0)
        if self.symbol:
            icon = QRectF(text.left(), text.top() + 3, text.height() - 6, text.height() - 6)
            paint_symbol(painter, self.symbol, icon)
            text.setLeft(icon.right() + 2)
        painter.setFont(pixel_font(self.font_px, bold=True))
        painter.setPen(ink)
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, self.label)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.enabled:
            self.on_click()
        elif self.on_refused is not None:
            self.on_refused()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A quick second click (even right after another item's) still presses."""
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.enabled:
                self.on_click()
            return
        super().keyPressEvent(event)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.update()

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)


class GlowZone(DropZone):
    """A drop zone drawn only while lit (e.g. a player's board taking a bought card).

    Its title is drawn along the bottom edge, where the solo grid does not cover it."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.drop_state != DropState.NONE:
            paint_lit(painter, self.rect, self.drop_state, self.pal, 18)
            painter.setFont(pixel_font(22, bold=True))
            painter.setPen(QColor(self.pal.cream))
            painter.drawText(self.rect.adjusted(12, 0, -12, -12),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             self.title)


class LockStrip(DropZone):
    """Turn-based rules: the strip of your instrument board where dice are locked in.

    Drawn with an empty place for each die; lit like any drop zone while a die is held."""

    def __init__(self, rect: QRectF, title: str, slots: list[QPointF], pal: Palette = WARM
                 ) -> None:
        super().__init__(rect, title, pal.brass, pal)
        self.places = slots
        self.setZValue(4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(QPen(QColor(self.pal.brass), 1.5, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for centre in self.places:
            painter.drawRoundedRect(QRectF(centre.x() - 30, centre.y() - 30, 60, 60), 10, 10)


class OwnedCards(QGraphicsObject):
    """How many Audience cards a player bought: a small stack; the tooltip lists them."""

    def __init__(self, centre: QPointF, scale: float = 1.0, pal: Palette = WARM) -> None:
        super().__init__()
        self.count, self.scale_by, self.pal = 0, scale, pal
        self.setPos(centre)
        self.setZValue(8)

    def set_count(self, count: int) -> None:
        self.count = count
        self.setVisible(count > 0)
        self.update()

    def boundingRect(self) -> QRectF:
        s = self.scale_by
        return QRectF(-32 * s, -18 * s, 64 * s, 36 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        s = self.scale_by
        for k in range(min(self.count, 3) - 1, -1, -1):
            card = QRectF(-28 * s + k * 3 * s, -15 * s - k * 2 * s, 22 * s, 30 * s)
            painter.setPen(QPen(QColor("#8a6a4a"), 1.2))
            painter.setBrush(QColor("#f3e6cc"))
            painter.drawRoundedRect(card, 3 * s, 3 * s)
            painter.fillRect(card.adjusted(2 * s, 2 * s, -2 * s, -card.height() + 9 * s),
                             QColor("#7a1f24"))
        painter.setFont(pixel_font(17 * s, bold=True))
        painter.setPen(QColor(self.pal.cream))
        painter.drawText(QRectF(0, -16 * s, 32 * s, 32 * s),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         f"\u00d7{self.count}")


class BannerItem(QGraphicsObject):
    """A call across the table: the countdown, "Take it to the Bridge!", a phase change."""

    def __init__(self, centre: QPointF, pal: Palette = WARM) -> None:
        super().__init__()
        self.centre, self.pal = centre, pal
        self.text, self.sub = "", ""
        self.big = False
        self._hide = QTimer(self, singleShot=True)
        self._hide.timeout.connect(self.hide)
        self.setZValue(2000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_text(self, text: str, sub: str = "", ms: int = 0, big: bool = False) -> None:
        """Show *text* (and a smaller line) for *ms* milliseconds (0: until replaced)."""
        self.prepareGeometryChange()
        self.text, self.sub, self.big = text, sub, big
        self.show()
        self.update()
        self._hide.stop()
        if ms > 0:
            self._hide.start(ms)

    def boundingRect(self) -> QRectF:
        w, h = (300, 250) if self.big else (620, 150)
        return QRectF(self.centre.x() - w / 2, self.centre.y() - h / 2, w, h)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setPen(QPen(QColor(self.pal.amber), 4))
        painter.setBrush(QColor(122, 31, 36, 235))
        painter.drawRoundedRect(rect, 26, 26)
        painter.setPen(QColor(self.pal.cream))
        head = rect.adjusted(10, 6, -10, -40 if self.sub else -6)
        painter.setFont(pixel_font(150 if self.big else 48, bold=True))
        painter.drawText(head, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.sub:
            painter.setFont(pixel_font(22))
            painter.setPen(QColor(self.pal.hover))
            painter.drawText(rect.adjusted(10, 0, -10, -12),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                             self.sub)


class TokenItem(QGraphicsObject):
    """An Initiative token, on the table or beside the player who took it."""

    def __init__(self, centre: QPointF, label: str, radius: float = 24,
                 pal: Palette = WARM) -> None:
        super().__init__()
        self.label, self.radius, self.pal = label, radius, pal
        self.setPos(centre)
        self.setZValue(8)

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        r = self.radius
        painter.setPen(QPen(QColor("#5a3d10"), 2.5))
        painter.setBrush(QColor(self.pal.brass))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QColor("#2a1a12"))
        painter.setFont(pixel_font(r * 0.75, bold=True))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.label)
