"""A grid of cells in any shape (cells may be missing): song rows, solo grids, boards.

Each cell is a drop target that shows a glyph or number, can be filled with a
colour and lit as a legal target; the grid draws a translucent preview of a set
of cells (a groove about to be placed) and finds the cell under a point.
"""

from __future__ import annotations

from collections.abc import Iterable
from math import floor

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.dice_item import ink_for
from roadie.ui.scene.draw import INK, PAPER, draw_fitted, paint_marks, rounded, state_colour
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.style import WARM, Palette

Cell = tuple[int, int]
"""(row, column)."""


class GridCell(Target):
    """One cell; ``text`` is its glyph or number, ``fill`` a colour it is painted with."""

    def __init__(self, cell: Cell, rect: QRectF, pal: Palette, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.cell, self.rect, self.pal = cell, QRectF(rect), pal
        self.text = ""
        self.fill: QColor | None = None

    def set_mark(self, text: str = "", fill: str | None = None) -> None:
        """Show *text* in the cell on *fill* (None: blank paper)."""
        self.text, self.fill = text, None if fill is None else QColor(fill)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, u = self.rect, self.rect.width() / 100
        back = self.fill or QColor(PAPER)
        lit = state_colour(self.drop_state, self.pal)
        if lit is not None and self.fill is None:
            back = lit.lighter(150)
        painter.setPen(QPen(QColor(self.pal.wood_light), u * 3))
        painter.setBrush(back)
        painter.drawRoundedRect(r, u * 10, u * 10)
        if self.text:
            painter.setPen(ink_for(back) if self.fill else QColor(INK))
            draw_fitted(painter, r.adjusted(u * 10, u * 10, -u * 10, -u * 10), self.text, u * 52,
                        bold=True)
        paint_marks(painter, rounded(r.adjusted(-u * 2, -u * 2, u * 2, u * 2), u * 12), self,
                    self.pal, u * 3.5)


class PreviewItem(QGraphicsItem):
    """The translucent outline of a set of cells, drawn above them."""

    def __init__(self, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.path = QPainterPath()
        self.colour = QColor()
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_path(self, path: QPainterPath, colour: QColor) -> None:
        self.prepareGeometryChange()
        self.path, self.colour = path, colour
        self.update()

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        fill.setAlpha(70)
        painter.setBrush(fill)
        painter.setPen(QPen(self.colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.drawPath(self.path)


class GridItem(QGraphicsObject):
    """Cells of side *cell*, *gap* apart, at (row, column) for each given cell; a wood frame."""

    def __init__(self, cells: Iterable[Cell], cell: float = 48.0, gap: float = 4.0,
                 pal: Palette = WARM) -> None:
        super().__init__()
        self.step, self.gap, self.pal = cell + gap, gap, pal
        self.cells = {c: GridCell(c, self.cell_rect(c), pal, self) for c in sorted(set(cells))}
        self.preview: frozenset[Cell] = frozenset()
        self.outline = PreviewItem(self)
        self.setZValue(2)

    def cell_rect(self, cell: Cell) -> QRectF:
        """The cell's square in the grid's own coordinates."""
        row, col = cell
        side = self.step - self.gap
        return QRectF(col * self.step, row * self.step, side, side)

    def cell(self, cell: Cell) -> GridCell | None:
        return self.cells.get(cell)

    def cell_at(self, scene_pos: QPointF) -> Cell | None:
        """The cell under a scene point (half the gap around a cell counts as it), if any."""
        p = self.mapFromScene(scene_pos) + QPointF(self.gap / 2, self.gap / 2)
        cell = (floor(p.y() / self.step), floor(p.x() / self.step))
        return cell if cell in self.cells else None

    def highlight(self, cells: Iterable[Cell], state: DropState = DropState.LEGAL) -> None:
        """Light exactly *cells* (outside a drag, e.g. where a groove may start)."""
        chosen = set(cells)
        for c, item in self.cells.items():
            item.set_drop_state(state if c in chosen else DropState.NONE)

    def set_preview(self, cells: Iterable[Cell], fits: bool = True) -> None:
        """Outline *cells* as one shape: amber if it *fits*, red if not; none if empty."""
        self.preview = frozenset(cells)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        half = self.gap / 2
        for c in self.preview:
            path.addRect(self.cell_rect(c).adjusted(-half, -half, half, half))
        colour = QColor(self.pal.amber if fits else self.pal.refuse)
        self.outline.set_path(path.simplified(), colour)

    def boundingRect(self) -> QRectF:
        return self.childrenBoundingRect().adjusted(-10, -10, 10, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """A wooden frame under the cells, following the grid's shape."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QPainterPath()
        frame.setFillRule(Qt.FillRule.WindingFill)
        pad = self.gap + 4
        for c in self.cells:
            frame.addRoundedRect(self.cell_rect(c).adjusted(-pad, -pad, pad, pad), 8, 8)
        painter.setPen(QPen(QColor(self.pal.brass), 2))
        painter.setBrush(QColor(self.pal.wood))
        painter.drawPath(frame.simplified())
