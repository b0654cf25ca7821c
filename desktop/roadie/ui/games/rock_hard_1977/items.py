"""The table's own items: text panels, action spaces with their standees, decision buttons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import (
    INK,
    draw_fitted,
    fitted_font,
    kit_font,
    paint_marks,
    rounded,
    split_title,
    wrapped_lines,
)
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.style import WARM, Palette

TITLE_SMALLEST = 13.3
"""A space's title reads from this size up (1280 x 800); a longer one takes the width the chip
had, then two lines."""
BODY_SMALLEST = 12.8
"""The smallest a space's text shrinks to, to show whole (9 px at 1280 x 800)."""
TITLE_LINE = 17.0
"""The height of one line of a space's title."""
LEADING = 0.92
"""A space's lines a little closer than the font's own spacing: one more fits."""


@dataclass(frozen=True)
class Ref:
    """What a piece or place stands for: ``kind`` (standee, space, choice) and an id."""

    kind: str
    id: str = ""


class Line:
    """One line of a panel: text, colour, size, boldness, indent, a highlight, wrapping."""

    def __init__(self, text: str, colour: str, size: float = 16, bold: bool = False,
                 indent: float = 0, lit: bool = False, wrap: bool = True) -> None:
        self.text, self.colour, self.size, self.bold = text, colour, size, bold
        self.indent, self.lit, self.wrap = indent, lit, wrap


class Panel(QGraphicsObject):
    """A dark rounded panel with a title and lines; lit lines get an amber bar."""

    def __init__(self, rect: QRectF, title: str, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.title, self.pal = QRectF(rect), title, pal
        self.lines: list[Line] = []
        self.accent = pal.brass
        self.title_size = 18.0
        self.opaque = False
        self.setZValue(1)

    def set_lines(self, lines: list[Line], title: str | None = None) -> None:
        self.lines = lines
        if title is not None:
            self.title = title
        self.update()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(self.accent), 2))
        painter.setBrush(QColor(20, 12, 8, 250 if self.opaque else 200))
        painter.drawPath(rounded(self.rect, 12))
        y = self.rect.top() + 6
        if self.title:
            y = self._paint_title(painter, y)
        bottom = self.rect.bottom() - 6
        for line in self.lines:
            y = self._paint_line(painter, line, y, bottom)
            if y >= bottom:
                break

    def _title_font(self) -> tuple[QFont, bool]:
        """The title's font, and whether it takes two lines."""
        width = self.rect.width() - 24
        f = fitted_font(self.title, self.title_size, width, True, TITLE_SMALLEST / self.title_size)
        if QFontMetricsF(f).horizontalAdvance(self.title) <= width + 0.5 \
                or len(self.title.split()) < 2:
            return f, False
        return kit_font(TITLE_SMALLEST + 1, True), True

    def text_bottom(self) -> float:
        """Where its title and lines end (what lies on the panel goes below)."""
        y = self.rect.top() + 6
        if self.title:
            f, two = self._title_font()
            y += len(split_title(self.title)) * QFontMetricsF(f).lineSpacing() + 4 if two \
                else self.title_size + 10
        for line in self.lines:
            f = kit_font(line.size, line.bold)
            n = len(wrapped_lines(line.text, f, self._line_width(line), 10_000)) \
                if line.wrap else 1
            y += n * QFontMetricsF(f).lineSpacing() + 2
        return y

    def _paint_title(self, painter: QPainter, y: float) -> float:
        """The title from *y* in one line, else two (never shrunk under ``TITLE_SMALLEST``);
        where the lines start."""
        width = self.rect.width() - 24
        painter.setPen(QColor(self.accent))
        f, two = self._title_font()
        if not two:
            head = QRectF(self.rect.left() + 12, y, width, self.title_size + 8)
            draw_fitted(painter, head, self.title, f.pixelSize(), bold=True,
                        align=Qt.AlignmentFlag.AlignLeft)
            return head.bottom() + 2
        painter.setFont(f)
        step = QFontMetricsF(f).lineSpacing()
        for line in split_title(self.title):
            painter.drawText(QRectF(self.rect.left() + 12, y, width, step),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += step
        return y + 4

    def _line_width(self, line: Line) -> float:
        return self.rect.right() - 10 - (self.rect.left() + 12 + line.indent)

    def _paint_line(self, painter: QPainter, line: Line, y: float, bottom: float) -> float:
        left = self.rect.left() + 12 + line.indent
        width = self._line_width(line)
        f = kit_font(line.size, line.bold)
        spacing = QFontMetricsF(f).lineSpacing()
        texts = wrapped_lines(line.text, f, width, bottom - y) if line.wrap else [line.text]
        if line.lit:
            glow = QColor(self.pal.amber)
            glow.setAlpha(45)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(QRectF(left - 6, y, width + 8, spacing * len(texts)), 5, 5)
        painter.setFont(f)
        painter.setPen(QColor(line.colour))
        for text in texts:
            if not line.wrap:
                text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)
            painter.drawText(QRectF(left, y, width, spacing),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += spacing
        return y + 2


@dataclass
class Mark:
    """Someone on a space: a colour, an initial, and whether it is the Rising Star's cube."""

    colour: str
    letter: str
    cube: bool = False


class SpaceItem(Target):
    """An action space: its name, what it asks, costs and gives, and who stands there."""

    def __init__(self, rect: QRectF, space_id: str, accent: str, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.ref, self.accent, self.pal = QRectF(rect), Ref("space", space_id), \
            accent, pal
        self.title, self.chip = "", ""
        self.texts: list[str] = []
        """What the space says, longest first: the first that reads whole is drawn (the
        tooltip says it all)."""
        self.shown = ""
        """The one of ``texts`` last painted ("" when none read whole)."""
        self.marks: list[Mark] = []
        self.covered = False
        self.grouped = False
        """One of a group's spaces (its header names the group)."""
        self.own_needs = False
        """Its requirement differs from the group's others (said on the space)."""
        self.open_now = False
        """The viewer could go here now (drawn with a brighter edge)."""
        self.tip: Callable[[], str] | None = None
        """Writes the tooltip when it is next hovered (saying why not asks the rules)."""
        self.hovered = False
        self.setZValue(2)

    def tip_when_hovered(self, tip: Callable[[], str] | None) -> None:
        """Write the tooltip with *tip* now if the space is hovered, else when it next is
        (None: the tooltip set is whole)."""
        self.tip = tip
        if self.hovered:
            self._write_tip()

    def _write_tip(self) -> None:
        if self.tip is not None:
            self.setToolTip(self.tip())
            self.tip = None

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self._write_tip()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        super().hoverLeaveEvent(event)

    @property
    def text(self) -> str:
        """The fullest of its texts."""
        return self.texts[0] if self.texts else ""

    def set_face(self, title: str, texts: list[str], chip: str, marks: list[Mark],
                 covered: bool, open_now: bool) -> None:
        self.title, self.texts, self.chip, self.marks = title, texts, chip, marks
        self.covered, self.open_now = covered, open_now
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = rounded(self.rect, 9)
        fill = QColor("#24170f")
        lit = {DropState.LEGAL: self.pal.legal, DropState.HOVER: self.pal.hover,
               DropState.REFUSED: self.pal.refuse}.get(DropState(self.drop_state))
        if lit:
            fill = QColor(lit).darker(260)
        painter.setPen(QPen(QColor(self.accent if self.open_now else self.pal.wood_light),
                            2.4 if self.open_now else 1.6))
        painter.setBrush(fill)
        painter.drawPath(path)
        paint_marks(painter, path, self, self.pal, 2.2)
        r = self.inner()
        chip_w = self.chip_width()
        low, two = self.title_lines(r.width(), chip_w)
        chip = self.chip_rect()
        if chip is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.accent))
            painter.drawRoundedRect(chip, 9, 9)
            painter.setPen(ink_for(QColor(self.accent)))
            draw_fitted(painter, chip, self.chip, 13, bold=True)
        painter.setPen(QColor(self.accent))
        title_w = r.width() - (chip_w + 4 if self.chip and not low else 0)
        top = r.top() + self._paint_title(painter, QRectF(r.left(), r.top(), title_w, 21), two)
        room = 26.0 * min(len(self.marks), 3) if self.marks else 0.0
        bottom = r.bottom() - (22 if low and self.chip else 0)
        text, f, width = self.body(r, top, bottom, room)
        self.shown = text
        painter.setFont(f)
        painter.setPen(QColor(self.pal.cream if not self.covered else self.pal.muted))
        spacing = QFontMetricsF(f).lineSpacing() * LEADING
        y = top
        for line in wrapped_lines(text, f, width, 10_000):
            painter.drawText(QRectF(r.left(), y, width, spacing),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += spacing
        self._paint_marks(painter)
        if self.covered:
            painter.setPen(QPen(QColor(self.pal.refuse), 3))
            painter.drawLine(self.rect.topLeft() + QPointF(8, 8),
                             self.rect.bottomRight() - QPointF(8, 8))

    def inner(self) -> QRectF:
        """The space inside its edge, where its title, text, chip and standees go."""
        return self.rect.adjusted(7, 3, -7, -3)

    def chip_width(self) -> float:
        if not self.chip:
            return 0.0
        return QFontMetricsF(kit_font(13, True)).horizontalAdvance(self.chip) + 12

    def chip_rect(self) -> QRectF | None:
        """The chip beside the title, or under it at the bottom left (low)."""
        if not self.chip:
            return None
        r, chip_w = self.inner(), self.chip_width()
        if self.title_lines(r.width(), chip_w)[0]:
            return QRectF(r.left(), r.bottom() - 21, chip_w, 19)
        return QRectF(r.right() - chip_w, r.top() + 2, chip_w, 19)

    def mark_rects(self) -> list[QRectF]:
        """Where the standees stand, leftmost first: at the bottom right, beside a low chip,
        or a row higher where they would touch it (a long "Hot" chip in German)."""
        r, n = self.inner(), len(self.marks)
        step = min(26.0, 78.0 / max(1, n))
        rects = [QRectF(r.right() - 24 - (n - 1 - i) * step, r.bottom() - 25, 24, 24)
                 for i in range(n)]
        chip = self.chip_rect()
        if rects and chip is not None and chip.right() + 4 > rects[0].left() \
                and chip.bottom() > rects[0].top():
            return [m.translated(0, -22) for m in rects]
        return rects

    def title_lines(self, width: float, chip_w: float) -> tuple[bool, bool]:
        """Whether the chip goes under the title (low) and the title takes two lines: one line
        beside the chip (in a wide space), else one over the width, else two beside the chip,
        else two over it."""
        f = kit_font(TITLE_SMALLEST, True)

        def fits(w: float, lines: int) -> bool:
            parts = [self.title] if lines == 1 or len(self.title.split()) < 2 \
                else split_title(self.title)
            return max(QFontMetricsF(f).horizontalAdvance(x) for x in parts) <= w

        beside = width - (chip_w + 4 if chip_w else 0)
        narrow = width < 160  # one line over the chip, as on its neighbours
        for low, two in ((narrow, False), (True, False), (False, True)):
            if fits(width if low else beside, 2 if two else 1):
                return low, two
        return bool(chip_w), True

    def _paint_title(self, painter: QPainter, rect: QRectF, two: bool) -> float:
        """The title in one line of *rect* (a little smaller if long) or in two; how far down
        the text may start."""
        if not two or len(self.title.split()) < 2:
            draw_fitted(painter, rect, self.title, fitted_font(
                self.title, 16, rect.width(), True, TITLE_SMALLEST / 16).pixelSize(), bold=True,
                align=Qt.AlignmentFlag.AlignLeft)
            return 21.0
        painter.setFont(kit_font(TITLE_SMALLEST, True))
        for n, line in enumerate(split_title(self.title)):
            painter.drawText(QRectF(rect.left(), rect.top() + 2 + n * TITLE_LINE, rect.width(),
                                    TITLE_LINE),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
        return 4 + 2 * TITLE_LINE

    def body(self, r: QRectF, top: float, bottom: float,
             room: float) -> tuple[str, QFont, float]:
        """The text drawn, its font and width: the first of ``texts`` that reads whole beside
        the standees at the bottom right, else over them (13 units, or a little smaller where
        that lets it all show); none when none does (the tooltip says it)."""
        height = bottom - top
        for text in self.texts:
            for size in (13.0, BODY_SMALLEST):
                f = kit_font(size)
                spacing = QFontMetricsF(f).lineSpacing() * LEADING
                for width, high in ((r.width() - room, height), (r.width(), height - 24)):
                    lines = wrapped_lines(text, f, width, 10_000)
                    if len(lines) * spacing <= high + 1 and all(
                            QFontMetricsF(f).horizontalAdvance(x) <= width + 0.5 for x in lines):
                        return text, f, width
        return "", kit_font(BODY_SMALLEST), r.width()

    def _paint_marks(self, painter: QPainter) -> None:
        """The standees here, where :meth:`mark_rects` puts them."""
        for mark, spot in zip(self.marks, self.mark_rects(), strict=True):
            centre = spot.center()
            colour = QColor(mark.colour)
            painter.setPen(QPen(colour.darker(220), 2))
            painter.setBrush(colour)
            if mark.cube:
                painter.drawRect(QRectF(centre.x() - 11, centre.y() - 11, 22, 22))
            else:
                painter.drawEllipse(centre, 12, 12)
            painter.setPen(ink_for(colour))
            draw_fitted(painter, QRectF(centre.x() - 11, centre.y() - 11, 22, 22), mark.letter,
                        14, bold=True)


class ChoiceButton(Target):
    """A decision as a button on the table: a click, Enter or Space takes it."""

    def __init__(self, rect: QRectF, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.pal = QRectF(rect), pal
        self.ref = Ref("choice")
        self.label, self.detail, self.action = "", "", None
        self.enabled = True
        self.big = False
        """Drawn as a card to choose in a draft (larger text)."""
        self.on_take: Callable[[Any], object] = lambda action: None
        self.setZValue(2100)

    def set_choice(self, rect: QRectF, label: str, detail: str, action: Any,
                   enabled: bool = True) -> None:
        self.prepareGeometryChange()
        self.rect, self.label, self.detail, self.action = QRectF(rect), label, detail, action
        self.enabled = enabled
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)

    def take(self) -> None:
        if self.action is not None:
            self.on_take(self.action)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.setFocus(Qt.FocusReason.MouseFocusReason)
            self.take()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.take()
            return
        super().keyPressEvent(event)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = rounded(self.rect, 8)
        colour = QColor(self.pal.amber if self.enabled else self.pal.wood_light)
        fill = QColor("#3a2716" if self.big else colour)
        fill.setAlpha(255 if self.big else (40 if self.enabled else 20))
        painter.setPen(QPen(colour, 2))
        painter.setBrush(fill)
        painter.drawPath(path)
        if self.shows_focus():
            painter.setPen(QPen(QColor(self.pal.hover), 3, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(rounded(self.rect.adjusted(-3, -3, 3, 3), 10))
        r = self.rect.adjusted(8, 3, -8, -3)
        painter.setPen(QColor(self.pal.cream if self.enabled else self.pal.muted))
        if not self.detail:
            draw_fitted(painter, r, self.label, 16, bold=True)
            return
        head = 24.0 if self.big else 16.0
        painter.setPen(QColor(self.pal.amber if self.big else self.pal.cream))
        y = r.top() + 4
        lines, size = self.heading_lines(head, r.width())
        for line in lines:
            draw_fitted(painter, QRectF(r.left(), y, r.width(), head * 1.5), line, size,
                        bold=True, align=Qt.AlignmentFlag.AlignLeft)
            y += head * 1.25
        f = kit_font(19 if self.big else 14)
        painter.setFont(f)
        painter.setPen(QColor(self.pal.muted if not self.enabled else "#e6d8bd"))
        spacing = QFontMetricsF(f).lineSpacing()
        y += 4 + head * 0.25
        for text in wrapped_lines(self.detail, f, r.width(), r.bottom() - y):
            painter.drawText(QRectF(r.left(), y, r.width(), spacing),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)
            y += spacing


    def heading_lines(self, head: float, width: float) -> tuple[list[str], float]:
        """The label on one line, or on two where one would cut it short ("Employee of
        the Month · 4 Fame" is read whole), and their font size."""
        one = fitted_font(self.label, head, width, True, smallest=0.85)
        if QFontMetricsF(one).horizontalAdvance(self.label) <= width or " " not in self.label:
            return [self.label], head
        size = head * 0.9
        return wrapped_lines(self.label, kit_font(size, True), width, head * 4)[:2], size


def paint_chip(painter: QPainter, rect: QRectF, text: str, colour: str, size: float = 14) -> None:
    """A rounded label in a colour (a phase, a month, a pick)."""
    painter.setPen(QPen(QColor(colour).darker(180), 1.5))
    painter.setBrush(QColor(colour))
    painter.drawRoundedRect(rect, rect.height() / 2.4, rect.height() / 2.4)
    painter.setPen(ink_for(QColor(colour)) if colour != INK else QColor(WARM.cream))
    draw_fitted(painter, rect.adjusted(4, 0, -4, 0), text, size, bold=True)
