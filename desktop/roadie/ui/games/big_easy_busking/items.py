"""The table's pieces and places: song cards, energy piles, crowds and band members."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.card_item import CardItem, CardZoom
from roadie.ui.scene.card_paint import CardFace, card_path, paint_face
from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import (
    INK,
    draw_fitted,
    draw_title,
    draw_wrapped,
    drop_shadow,
    fitted_font,
    kit_font,
    legible,
    paint_marks,
    rounded,
    wrapped_lines,
)
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.scene.tokens import CubeItem
from roadie.ui.style import WARM, Palette


@dataclass(frozen=True)
class Ref:
    """What a piece or place stands for: ``kind`` and a song, crowd or band member."""

    kind: str
    index: int | None = None
    song: str | None = None


class SongCard(CardItem):
    """A song card: on the table the energy each member owes shows as pips; the zoom has text."""

    def __init__(
        self,
        face: CardFace,
        zoom_face: CardFace,
        needs: list[tuple[str, int]],
        width: float,
        ref: Ref,
        pal: Palette = WARM,
    ) -> None:
        super().__init__(face, width=width, ref=ref, pal=pal)
        self.zoom_face, self.needs = zoom_face, needs
        self.fit_zoom()
        self.zone: Target | None = None
        """The crowd a played song stands by (drops on the card go to the crowd)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        super().paint(painter, option, widget)
        if self.showing_face() and self._turn >= 1.0:
            paint_needs(painter, self.card_rect(), self.needs, self.pal)
            paint_low_title(painter, self.card_rect(), self.face.title, len(self.needs))

    def fit_zoom(self) -> None:
        """Every song zooms to the same readable size, however small it lies on the table."""
        self.zoom_factor = ZOOM_WIDTH / self.size.width()

    def show_zoom(self) -> None:
        if self.scene() is None or not self.face_up:
            return
        if self.zoom is None:
            self.zoom = SongZoom(self)
            self.scene().addItem(self.zoom)
        self.zoom.place()
        self.zoom.show()


ZOOM_WIDTH = 300.0
"""How wide (in table units) a song's zoom is: its title and text readable at 1280 x 800."""


class SongZoom(CardZoom):
    """The zoom of a song shows its full text, the title on two lines when one is too short."""

    def title_box(self) -> QRectF:
        u = self.rect.width() / 100
        return QRectF(self.rect.left() + u * 24, self.rect.top(), u * 52, u * 24)

    def title_lines(self) -> tuple[list[str], float]:
        """The title as painted: its lines (never elided) and their font size."""
        card = self.card
        assert isinstance(card, SongCard)
        box, u = self.title_box(), self.rect.width() / 100
        title = card.zoom_face.title
        one = fitted_font(title, u * 9.5, box.width(), True)
        if QFontMetricsF(one).horizontalAdvance(title) <= box.width():
            return [title], one.pixelSize()
        size = u * 8.5
        while size > u * 4:
            lines = wrapped_lines(title, kit_font(size, True), box.width(), box.height())
            if " ".join(lines) == title:
                return lines, size
            size *= 0.92
        return [title], size

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = self.card
        assert isinstance(card, SongCard)
        u = self.rect.width() / 100
        drop_shadow(painter, card_path(self.rect), QPointF(u * 2, u * 3), 150)
        paint_face(painter, self.rect, replace(card.zoom_face, title=""), card.pal)
        lines, size = self.title_lines()
        f = kit_font(size, True)
        painter.setFont(f)
        painter.setPen(ink_for(QColor(card.zoom_face.band)))
        spacing = QFontMetricsF(f).lineSpacing()
        box = self.title_box()
        y = box.center().y() - spacing * len(lines) / 2
        for line in lines:
            painter.drawText(
                QRectF(box.left(), y, box.width(), spacing), Qt.AlignmentFlag.AlignCenter, line
            )
            y += spacing


class SlotNote(QGraphicsObject):
    """An empty place of a card: a dashed outline and a line saying where the card went."""

    def __init__(self, size: QSizeF, pal: Palette = WARM) -> None:
        super().__init__()
        self.size, self.pal, self.text = QSizeF(size), pal, ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(4)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        w, h = self.size.width(), self.size.height()
        return QRectF(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.size.width(), self.size.height()
        rect = QRectF(-w / 2, -h / 2, w, h)
        painter.setPen(QPen(QColor(self.pal.wood_light), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawPath(rounded(rect, w * 0.06))
        painter.setPen(QColor(self.pal.cream))
        f = kit_font(13)
        spacing = QFontMetricsF(f).lineSpacing()
        lines = wrapped_lines(self.text, f, w - 14, h - 40)
        painter.setFont(f)
        y = -spacing * len(lines) / 2 - 10
        for line in lines:
            painter.drawText(
                QRectF(-w / 2 + 7, y, w - 14, spacing), Qt.AlignmentFlag.AlignCenter, line
            )
            y += spacing


def paint_needs(
    painter: QPainter, rect: QRectF, needs: list[tuple[str, int]], pal: Palette
) -> None:
    """One row per band member the song needs: a short name and an energy pip per point (a
    card too small to read the name on shows the pips; its zoom has both)."""
    u = rect.width() / 100
    top = rect.top() + u * 40
    for row, (label, n) in enumerate(needs):
        y = top + row * u * 18
        painter.setPen(QColor(INK))
        draw_fitted(
            painter,
            QRectF(rect.left() + u * 5, y, u * 36, u * 17),
            label,
            u * 13.5,
            bold=True,
            align=Qt.AlignmentFlag.AlignLeft,
            detail=True,
        )
        for k in range(n):
            centre = QPointF(rect.left() + u * (46 + k * 12.5), y + u * 8.5)
            painter.setPen(QPen(QColor(INK), u * 0.9))
            painter.setBrush(QColor(pal.amber))
            painter.drawEllipse(centre, u * 5, u * 5)


def paint_low_title(painter: QPainter, rect: QRectF, title: str, rows: int) -> bool:
    """A card's title under its pips, in up to two lines, where the colour band is too
    narrow to read it in; whether it was painted here (it is not where the band shows
    it, nor where it would not read: the zoom has it)."""
    u = rect.width() / 100
    box = QRectF(rect.left() + u * 5, rect.top() + u * (44 + 18 * rows), u * 90,
                 rect.height() - u * (48 + 18 * rows))
    if legible(painter, u * 9.5 * 0.86) or box.height() < u * 12:
        return False  # the band shows it
    size = u * 13
    while legible(painter, size):
        f = kit_font(size, True)
        metrics = QFontMetricsF(f)
        lines = wrapped_lines(title, f, box.width(), 10_000)  # all of it, none elided
        if len(lines) * metrics.lineSpacing() <= box.height() and all(
                metrics.horizontalAdvance(line) <= box.width() for line in lines):
            painter.setPen(QColor(INK))
            draw_wrapped(painter, box, title, f)
            return True
        size *= 0.94
    return False


class EnergyCubes(CubeItem):
    """A draggable pile of one player's energy (reserve, kept, on a song or on a crowd)."""

    def __init__(
        self, colour: str, size: float, ref: Ref, letter: str = "", pal: Palette = WARM
    ) -> None:
        super().__init__(colour, size, 1, letter, ref, pal)
        self.zone: Target | None = None
        self.always_badge = True

    def paint_body(self, painter: QPainter, u: float) -> None:
        super().paint_body(painter, u)
        if self.count == 1:
            self._badge(painter, u)


class PileMark(QGraphicsObject):
    """A pile nobody drags: a cube in a colour with its count, and a caption under it."""

    def __init__(
        self,
        colour: str,
        size: float,
        count: int,
        caption: str = "",
        letter: str = "",
        pal: Palette = WARM,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.cube = CubeItem(colour, size, max(count, 2), letter, None, pal)
        self.count, self.caption, self.size, self.pal = count, caption, size, pal
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        s = self.size
        return QRectF(-s, -0.8 * s, 2 * s, 2.2 * s)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.size / 100
        if self.count:
            self.cube.count = self.count
            self.cube.paint_body(painter, u)
            if self.count == 1:
                self.cube._badge(painter, u)
        else:
            painter.setPen(QPen(QColor(self.pal.muted), u * 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-u * 40, -u * 40, u * 80, u * 80), u * 10, u * 10)
        if self.caption:
            painter.setPen(QColor(self.pal.cream))
            draw_fitted(
                painter, QRectF(-self.size, u * 62, 2 * self.size, u * 46), self.caption, u * 34
            )


class PlaceItem(Target):
    """A titled place on the table (a crowd, a band member, a pile) that lights for drops."""

    def __init__(
        self, rect: QRectF, title: str, ref: Ref, accent: str, pal: Palette = WARM
    ) -> None:
        super().__init__()
        self.rect, self.title, self.ref, self.accent, self.pal = (
            QRectF(rect),
            title,
            ref,
            accent,
            pal,
        )
        self.lines: list[tuple[str, str]] = []
        """Text lines under the title: (text, colour)."""
        self.active = False
        self.line_room = 0.0
        """Room kept free right of the lines (lines are centred when none)."""
        self.setZValue(1)

    def set_lines(self, lines: list[tuple[str, str]], active: bool = False) -> None:
        self.lines, self.active = lines, active
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = rounded(self.rect, 12)
        fill = QColor(0, 0, 0, 80)
        if self.drop_state != DropState.NONE:
            lit = {
                DropState.LEGAL: self.pal.legal,
                DropState.HOVER: self.pal.hover,
                DropState.REFUSED: self.pal.refuse,
            }[DropState(self.drop_state)]
            fill = QColor(lit)
            fill.setAlpha(45)
        border = QColor(self.accent if self.active else self.pal.wood_light)
        painter.setPen(QPen(border, 3 if self.active else 2))
        painter.setBrush(fill)
        painter.drawPath(path)
        paint_marks(painter, path, self, self.pal, 2.2)
        width = self.rect.width() - 16
        one = fitted_font(self.title, 19, width, True)
        tall = QFontMetricsF(one).horizontalAdvance(self.title) > width and " " in self.title
        head = QRectF(self.rect.left() + 8, self.rect.top() + 4, width, 44 if tall else 28)
        painter.setPen(QColor(self.accent))
        draw_title(painter, head, self.title, 19)  # two lines where one would cut it
        y = head.bottom()
        align = Qt.AlignmentFlag.AlignLeft if self.line_room else Qt.AlignmentFlag.AlignCenter
        for text, colour in self.lines:
            painter.setPen(QColor(colour))
            box = QRectF(head.left() + 4, y, head.width() - 4 - self.line_room, 22)
            draw_fitted(painter, box, text, 16, align=align)
            y += 21


class CrowdZone(PlaceItem):
    """A crowd card in Royal Street: payouts, mood token, energy piles and songs played."""

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = rounded(self.rect, 12)
        drop_shadow(painter, card, QPointF(3, 5), 90)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2b1d14"))
        painter.drawPath(card)
        super().paint(painter, option, widget)

    def piles_rect(self) -> QRectF:
        return QRectF(self.rect.left() + 6, self.rect.top() + 96, self.rect.width() - 12, 104)

    def songs_rect(self) -> QRectF:
        return QRectF(
            self.rect.left() + 6,
            self.rect.top() + 208,
            self.rect.width() - 12,
            self.rect.height() - 212,
        )


def pile_slots(area: QRectF, n: int, per_row: int = 3) -> list[QPointF]:
    """Centres for *n* piles in rows of *per_row* across *area*."""
    rows = max(1, -(-n // per_row))
    step_x = area.width() / per_row
    step_y = min(area.height() / rows, 60.0)
    found = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        left = area.center().x() - (in_row - 1) * step_x / 2
        found.append(QPointF(left + col * step_x, area.top() + step_y * (row + 0.5)))
    return found


def card_slots(area: QRectF, n: int, width: float) -> list[QPointF]:
    """Centres for *n* small cards side by side in *area*, overlapping when they must."""
    if n == 0:
        return []
    step = min(width + 8, (area.width() - width) / max(1, n - 1)) if n > 1 else 0
    left = area.center().x() - step * (n - 1) / 2
    return [QPointF(left + i * step, area.center().y()) for i in range(n)]


def bring_to(item: Any, z: float) -> None:
    """Set where a piece rests in the stacking order."""
    item.rest_z = z
    if not item.dragging:
        item.setZValue(z)
