"""Tracks: numbered spaces with markers stacked on them, and symbol tracks to mark and erase."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.draw import INK, PAPER, draw_fitted, paint_marks, rounded, state_colour
from roadie.ui.scene.piece import Target
from roadie.ui.scene.tokens import MarkerItem
from roadie.ui.style import WARM, Palette


def cell_rects(count: int, columns: int, cell: float, gap: float) -> list[QRectF]:
    """Squares of side *cell* row by row, *columns* to a row, *gap* apart."""
    return [QRectF((i % columns) * (cell + gap), (i // columns) * (cell + gap), cell, cell)
            for i in range(count)]


class TrackSpace(Target):
    """One space of a track: a rounded square with its number; a drop target."""

    def __init__(self, index: int, label: str, rect: QRectF, pal: Palette,
                 parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.index, self.label, self.rect, self.pal = index, label, QRectF(rect), pal
        self.accent: QColor | None = None
        """A bonus space's colour (None: plain)."""

    def set_accent(self, colour: str | None) -> None:
        self.accent = None if colour is None else QColor(colour)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.rect.width() / 100
        painter.setPen(QPen(self.accent or QColor(self.pal.brass), u * (5 if self.accent else 2.5)))
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(self.rect, u * 14, u * 14)
        painter.setPen(QColor(self.pal.cream))
        label = QRectF(self.rect.left() + u * 8, self.rect.top() + u * 4, self.rect.width() * 0.6,
                       u * 30)
        draw_fitted(painter, label, self.label, u * 26, bold=True, align=Qt.AlignmentFlag.AlignLeft)
        paint_marks(painter, rounded(self.rect.adjusted(-u * 4, -u * 4, u * 4, u * 4), u * 16),
                    self, self.pal, u * 3)


class TrackItem(QGraphicsObject):
    """Numbered spaces in a row (or *columns* to a row) and the markers on them.

    Markers are top-level pieces the track places: markers sharing a space stack
    upwards, the latest on top, so all of them stay visible.
    """

    def __init__(self, labels: Sequence[str], columns: int | None = None, cell: float = 56.0,
                 gap: float = 6.0, pal: Palette = WARM) -> None:
        super().__init__()
        self.pal = pal
        rects = cell_rects(len(labels), columns or len(labels), cell, gap)
        self.spaces = [TrackSpace(i, label, rect, pal, self)
                       for i, (label, rect) in enumerate(zip(labels, rects, strict=True))]
        self.markers: dict[MarkerItem, int] = {}
        self.setZValue(2)

    def space(self, index: int) -> TrackSpace:
        return self.spaces[index]

    def stack(self, index: int) -> list[MarkerItem]:
        """The markers on space *index*, bottom first."""
        return [m for m, at in self.markers.items() if at == index]

    def place(self, marker: MarkerItem, index: int, animate: bool = True) -> None:
        """Move *marker* onto space *index* (on top of any already there)."""
        if marker.scene() is None and self.scene() is not None:
            self.scene().addItem(marker)
        old = self.markers.pop(marker, None)
        self.markers[marker] = index
        if old is not None and old != index:
            self._restack(old, animate)
        self._restack(index, animate)

    def remove(self, marker: MarkerItem) -> None:
        """Forget *marker* (the caller removes it from the scene if it leaves)."""
        at = self.markers.pop(marker)
        self._restack(at)

    def _restack(self, index: int, animate: bool = True) -> None:
        space = self.spaces[index].rect
        cell = space.width()
        for depth, marker in enumerate(self.stack(index)):
            base = QPointF(space.center().x() + cell * 0.08, space.center().y() + cell * 0.14)
            marker.rest_z = 30 + depth
            marker.setZValue(marker.rest_z)
            marker.move_home(self.mapToScene(base - QPointF(0, depth * cell * 0.13)), animate)

    def boundingRect(self) -> QRectF:
        return self.childrenBoundingRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The spaces draw themselves."""


class SymbolBox(Target):
    """A box printed with a symbol, marked with a cross when used and blank again if erased."""

    def __init__(self, index: int, symbol: str, rect: QRectF, pal: Palette,
                 parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.index, self.symbol, self.rect, self.pal = index, symbol, QRectF(rect), pal
        self.marked = False

    def set_marked(self, marked: bool) -> None:
        if marked != self.marked:
            self.marked = marked
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, u = self.rect, self.rect.width() / 100
        lit = state_colour(self.drop_state, self.pal)
        paper = QColor(PAPER) if lit is None else lit.lighter(160)
        painter.setPen(QPen(QColor(INK), u * 3))
        painter.setBrush(paper if not self.marked else paper.darker(115))
        painter.drawRoundedRect(r, u * 8, u * 8)
        ink = QColor(INK)
        ink.setAlpha(110 if self.marked else 255)
        painter.setPen(ink)
        draw_fitted(painter, r.adjusted(u * 14, u * 14, -u * 14, -u * 14), self.symbol, u * 56,
                    bold=True)
        if self.marked:
            painter.setPen(QPen(QColor(self.pal.velvet), u * 11, Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(r.topLeft() + QPointF(u * 18, u * 18),
                             r.bottomRight() - QPointF(u * 18, u * 18))
            painter.drawLine(r.topRight() + QPointF(-u * 18, u * 18),
                             r.bottomLeft() + QPointF(u * 18, -u * 18))
        paint_marks(painter, rounded(r.adjusted(-u * 5, -u * 5, u * 5, u * 5), u * 12),
                    self, self.pal, u * 3)


class SymbolTrack(QGraphicsObject):
    """A strip of symbol boxes (The Gig's Notes, a symbol tracker) the rules mark and erase."""

    def __init__(self, symbols: Sequence[str], columns: int | None = None, box: float = 44.0,
                 gap: float = 5.0, pal: Palette = WARM) -> None:
        super().__init__()
        rects = cell_rects(len(symbols), columns or len(symbols), box, gap)
        self.boxes = [SymbolBox(i, symbol, rect, pal, self)
                      for i, (symbol, rect) in enumerate(zip(symbols, rects, strict=True))]
        self.setZValue(2)

    def box(self, index: int) -> SymbolBox:
        return self.boxes[index]

    def set_marked(self, marks: Sequence[bool]) -> None:
        """Mark exactly the boxes whose flag is true; the rest are erased."""
        for box, marked in zip(self.boxes, marks, strict=True):
            box.set_marked(marked)

    def marks(self) -> list[bool]:
        return [box.marked for box in self.boxes]

    def boundingRect(self) -> QRectF:
        return self.childrenBoundingRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """The boxes draw themselves."""
