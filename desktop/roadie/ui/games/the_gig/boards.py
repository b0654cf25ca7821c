"""An instrument board's solo grid (cells by kind, grooves, the solo preview) and its
score sheet (Notes section, Spotlights, Harmonies per song).

The grid's cells are painted once per instrument into a cached layer; the grooves and the
preview are drawn over it. Both items repaint only when what they show changed."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSceneWheelEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from roadie.games.the_gig.content import Instrument
from roadie.ui.games.the_gig.symbols import paint_symbol
from roadie.ui.scene.draw import stamp
from roadie.ui.scene.piece import Target
from roadie.ui.style import WARM, Palette, pixel_font

Pos = tuple[int, int]
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache


class Groove(Protocol):
    """A groove drawn on a solo grid, as the view shows it."""

    @property
    def cells(self) -> Sequence[Pos]: ...

    @property
    def crossed(self) -> Sequence[Pos]: ...


class Cells(QGraphicsItem):
    """The grid's cells by kind and the ">>>" start mark: painted once, then cached."""

    def __init__(self, grid: SoloGrid) -> None:
        super().__init__(grid)
        self.grid = grid
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(CACHED)

    def boundingRect(self) -> QRectF:
        return self.grid.boundingRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        grid = self.grid
        if grid.instrument is None:
            return
        for pos, cell in grid.instrument.cells().items():
            grid.paint_cell(painter, pos, cell)
        grid.paint_start(painter)


class SoloGrid(Target):
    """The solo area: cells drawn by kind, ">>>" at the start, drawn grooves outlined.

    While a groove is chosen the grid shows where it may go (``legal``) and a
    preview that follows the pointer; ``on_hover``/``on_click``/``on_turn`` report it.
    """

    def __init__(self, origin: QPointF, cell: float, colour: str, pal: Palette = WARM,
                 interactive: bool = True) -> None:
        super().__init__()
        self.origin, self.cell, self.colour, self.pal = QPointF(origin), cell, colour, pal
        self.instrument: Instrument | None = None
        self.grooves: list[tuple[tuple[Pos, ...], tuple[Pos, ...]]] = []
        """Each drawn groove's cells and crossed-out Vocals."""
        self.legal: set[Pos] = set()
        self.preview: list[Pos] = []
        self.preview_ok = False
        self.on_hover: Callable[[Pos], None] | None = None
        self.on_click: Callable[[Pos], None] | None = None
        self.on_turn: Callable[[int], None] | None = None
        self.setZValue(3)
        self.setCacheMode(CACHED)
        self.cells = Cells(self)
        if not interactive:
            self.setAcceptHoverEvents(False)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
            self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_board(self, board: Instrument, grooves: Sequence[Groove]) -> None:
        """Show *board* with *grooves* drawn (repainted only when either changed)."""
        drawn = [(tuple(g.cells), tuple(g.crossed)) for g in grooves]
        if board is not self.instrument:
            self.prepareGeometryChange()
            self.instrument = board
            self.cells.prepareGeometryChange()
            self.cells.update()
        elif drawn == self.grooves:
            return
        self.grooves = drawn
        self.update()

    def cell_rect(self, pos: Pos) -> QRectF:
        r, c = pos
        s = self.cell
        return QRectF(self.origin.x() + c * s, self.origin.y() + r * s, s, s).adjusted(2, 2, -2, -2)

    def cell_at(self, scene_pos: QPointF) -> Pos | None:
        if self.instrument is None:
            return None
        rel = scene_pos - self.origin
        pos = (int(rel.y() // self.cell), int(rel.x() // self.cell))
        return pos if rel.x() >= 0 and rel.y() >= 0 and pos in self.instrument.cells() else None

    def boundingRect(self) -> QRectF:
        rows = len(self.instrument.grid) if self.instrument else 5
        cols = max((len(r) for r in self.instrument.grid), default=6) if self.instrument else 6
        return QRectF(self.origin.x() - self.cell * 0.9, self.origin.y() - 4,
                      (cols + 0.9) * self.cell + 8, rows * self.cell + 8)

    # --- drawing --------------------------------------------------------------
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.instrument is None:
            return
        for pos in self.legal:
            self._paint_lit(painter, pos)
        for cells, crossed in self.grooves:
            self._paint_groove(painter, cells, crossed)
        self._paint_preview(painter)
        if self.shows_focus():
            painter.setPen(QPen(QColor(self.pal.amber), 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.boundingRect().adjusted(self.cell * 0.8, 0, 0, 0))

    def _paint_lit(self, painter: QPainter, pos: Pos) -> None:
        """A cell where the chosen groove may go."""
        lit = QColor(self.pal.legal)
        lit.setAlpha(70)
        painter.setBrush(lit)
        painter.setPen(QPen(QColor(self.pal.legal), max(1.0, self.cell * 0.03)))
        painter.drawRoundedRect(self.cell_rect(pos), self.cell * 0.12, self.cell * 0.12)

    def paint_cell(self, painter: QPainter, pos: Pos, cell: object) -> None:
        rect = self.cell_rect(pos)
        kind = getattr(cell, "kind", "blank")
        back = {"multiplier": "#5a2a30", "symbol": "#2b3b36", "instrument": "#3b3150"}.get(
            kind, "#3a281c")
        painter.setPen(QPen(QColor("#6b4a33"), max(1.0, self.cell * 0.025)))
        painter.setBrush(QColor(back))
        painter.drawRoundedRect(rect, self.cell * 0.12, self.cell * 0.12)
        inner = rect.adjusted(rect.width() * 0.18, rect.height() * 0.18,
                              -rect.width() * 0.18, -rect.height() * 0.18)
        if kind == "points":
            self._text(painter, rect, str(cell.value), self.pal.cream, 0.5)  # type: ignore[attr-defined]
        elif kind == "multiplier":
            self._text(painter, rect, f"\u00d7{cell.value}", "#ffb3a7", 0.42)  # type: ignore[attr-defined]
        elif kind in ("symbol", "instrument"):
            paint_symbol(painter, str(cell.symbol), inner)  # type: ignore[attr-defined]

    def _text(self, painter: QPainter, rect: QRectF, text: str, colour: str, size: float) -> None:
        painter.setFont(pixel_font(self.cell * size, bold=True))
        painter.setPen(QColor(colour))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def paint_start(self, painter: QPainter) -> None:
        assert self.instrument is not None
        rect = self.cell_rect(self.instrument.start)
        arrow = QRectF(rect.left() - self.cell * 0.92, rect.top(), self.cell * 0.9, rect.height())
        self._text(painter, arrow, ">>>", self.pal.amber, 0.3)

    def _paint_groove(self, painter: QPainter, drawn: tuple[Pos, ...],
                      crossed: tuple[Pos, ...]) -> None:
        cells = set(drawn)
        colour = QColor(self.colour)
        fill = QColor(colour)
        fill.setAlpha(80)
        for pos in cells:
            rect = self.cell_rect(pos).adjusted(-2, -2, 2, 2)
            painter.fillRect(rect, fill)
            painter.setPen(QPen(colour, max(1.5, self.cell * 0.07), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            self._outline(painter, rect, pos, cells)
            if pos in crossed:
                painter.drawLine(rect.topLeft(), rect.bottomRight())
                painter.drawLine(rect.topRight(), rect.bottomLeft())

    def _outline(self, painter: QPainter, rect: QRectF, pos: Pos, cells: set[Pos]) -> None:
        r, c = pos
        edges = {(-1, 0): (rect.topLeft(), rect.topRight()),
                 (1, 0): (rect.bottomLeft(), rect.bottomRight()),
                 (0, -1): (rect.topLeft(), rect.bottomLeft()),
                 (0, 1): (rect.topRight(), rect.bottomRight())}
        for (dr, dc), (a, b) in edges.items():
            if (r + dr, c + dc) not in cells:
                painter.drawLine(a, b)

    def _paint_preview(self, painter: QPainter) -> None:
        if not self.preview:
            return
        colour = QColor(self.pal.hover if self.preview_ok else self.pal.refuse)
        fill = QColor(colour)
        fill.setAlpha(110)
        painter.setPen(QPen(colour, max(2.0, self.cell * 0.06), Qt.PenStyle.DashLine))
        painter.setBrush(fill)
        for pos in self.preview:
            painter.drawRoundedRect(self.cell_rect(pos), self.cell * 0.14, self.cell * 0.14)

    # --- pointer and keys ----------------------------------------------------------
    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        pos = self.cell_at(event.scenePos())
        if pos is not None and self.on_hover is not None:
            self.on_hover(pos)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        pos = self.cell_at(event.scenePos())
        if event.button() == Qt.MouseButton.RightButton and self.on_turn is not None:
            self.on_turn(1)
        elif pos is not None and self.on_click is not None:
            self.on_click(pos)
        else:
            super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mousePressEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:
        if self.on_turn is not None and self.preview:
            self.on_turn(1 if event.delta() > 0 else -1)
            event.accept()
        else:
            event.ignore()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.board().key(self, event):
            super().keyPressEvent(event)


class ScoreSheet(QGraphicsObject):
    """Notes section (Notation symbols in their boxes), Spotlights and Harmonies per song."""

    def __init__(self, rect: QRectF, pal: Palette = WARM, compact: bool = False) -> None:
        super().__init__()
        self.rect, self.pal, self.compact = QRectF(rect), pal, compact
        self.marks: dict[str, int] = {}
        self.boxes: dict[str, int] = {}
        self.harmonies: list[int] = []
        self.songs = 6
        self.labels: tuple[str, str] = ("", "")
        self.setZValue(3)
        self.setCacheMode(CACHED)

    def set_marks(self, marks: dict[str, int], boxes: dict[str, int], harmonies: list[int],
                  labels: tuple[str, str]) -> None:
        shown = (marks, boxes, list(harmonies), labels)
        if shown != (self.marks, self.boxes, self.harmonies, self.labels):
            self.marks, self.boxes, self.harmonies, self.labels = shown
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.compact:
            self._paint_compact(painter)
            return
        rect = self.rect
        line = rect.height() / 7.2
        for n, symbol in enumerate(("flat", "sharp", "repeat", "rest", "spotlight")):
            y = rect.top() + n * line
            paint_symbol(painter, symbol, QRectF(rect.left(), y + 2, line - 4, line - 4))
            self._boxes(painter, QPointF(rect.left() + line + 2, y + 4), line - 8,
                        self.marks.get(symbol, 0), self.boxes.get(symbol, 12))
        self._harmonies(painter, rect.top() + 5 * line + 6, line)

    def _boxes(self, painter: QPainter, at: QPointF, size: float, marked: int, boxes: int) -> None:
        step = min(size + 3, (self.rect.right() - at.x() - 34) / max(boxes, 1))

        def draw(inner: QPainter) -> None:
            for k in range(boxes):
                box = QRectF(at.x() + k * step, at.y(), step - 3, size)
                inner.setPen(QPen(QColor("#8a6a4a"), 1.2))
                inner.setBrush(QColor(self.pal.amber if k < marked else "#2a1a12"))
                inner.drawRoundedRect(box, 3, 3)
        row = QRectF(at.x() - 1, at.y() - 1, boxes * step - 1, size + 2)
        stamp(painter, ("boxes", boxes, marked, step, self.pal), row, draw)  # a row: once
        painter.setFont(pixel_font(size * 0.8, bold=True))
        painter.setPen(QColor(self.pal.cream))
        painter.drawText(QRectF(self.rect.right() - 32, at.y() - 2, 32, size + 4),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(marked))

    def _harmonies(self, painter: QPainter, top: float, line: float) -> None:
        rect = self.rect
        painter.setFont(pixel_font(line * 0.42, bold=True))
        painter.setPen(QColor(self.pal.brass))
        painter.drawText(QRectF(rect.left(), top, rect.width(), line * 0.5),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         self.labels[0])
        width = rect.width() / self.songs
        for k in range(self.songs):
            box = QRectF(rect.left() + k * width, top + line * 0.55, width - 5, line * 0.95)
            painter.setPen(QPen(QColor("#8a6a4a"), 1.2))
            painter.setBrush(QColor("#2a1a12"))
            painter.drawRoundedRect(box, 4, 4)
            text = str(self.harmonies[k]) if k < len(self.harmonies) else ""
            painter.setPen(QColor(self.pal.cream))
            painter.setFont(pixel_font(line * 0.5, bold=True))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_compact(self, painter: QPainter) -> None:
        rect = self.rect
        symbols = ("flat", "sharp", "repeat", "rest", "spotlight")
        width = rect.width() / len(symbols)
        size = min(width * 0.48, rect.height())
        for n, symbol in enumerate(symbols):
            x = rect.left() + n * width
            paint_symbol(painter, symbol, QRectF(x, rect.top(), size, size))
            painter.setFont(pixel_font(size * 0.72, bold=True))
            painter.setPen(QColor(self.pal.cream))
            painter.drawText(QRectF(x + size, rect.top(), width - size, size),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             str(self.marks.get(symbol, 0)))


class PeekGrid(SoloGrid):
    """Another player's small solo grid: hovering or clicking it shows it large (``peek``)
    above the other players' panels, their grooves readable."""

    PEEK_CELL = 46.0

    def __init__(self, origin: QPointF, cell: float, colour: str, pal: Palette, name: str,
                 above: QRectF) -> None:
        super().__init__(origin, cell, colour, pal, interactive=False)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.peek = Peek(name, colour, pal, above)
        self.pinned = False

    def set_board(self, board: Instrument, grooves: Sequence[Groove]) -> None:
        super().set_board(board, grooves)
        self.peek.grid.set_board(board, grooves)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.show_peek(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.show_peek(self.pinned)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click keeps the large board up after the pointer leaves (again: puts it away)."""
        self.pinned = not self.pinned
        self.show_peek(self.pinned)
        event.accept()

    def show_peek(self, shown: bool) -> None:
        if self.peek.scene() is None and self.scene() is not None:
            self.scene().addItem(self.peek)
        self.peek.place(self.sceneBoundingRect())
        self.peek.setVisible(shown)


class Peek(QGraphicsObject):
    """A large copy of a player's solo grid on a dark card, named; it takes no input."""

    def __init__(self, name: str, colour: str, pal: Palette, above: QRectF) -> None:
        super().__init__()
        self.name, self.colour, self.pal, self.above = name, colour, pal, QRectF(above)
        self.rect = QRectF()
        self.grid = SoloGrid(QPointF(), PeekGrid.PEEK_CELL, colour, pal, interactive=False)
        self.grid.setParentItem(self)
        self.setZValue(4500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def place(self, small: QRectF) -> None:
        """Above the other players' panels (inside *above*), centred over the small grid."""
        self.prepareGeometryChange()
        self.grid.prepareGeometryChange()
        inner = self.grid.boundingRect().translated(-self.grid.origin)
        width, height = inner.width() + 28, inner.height() + 52
        left = min(max(small.center().x() - width / 2, self.above.left()),
                   self.above.right() - width)
        self.rect = QRectF(left, self.above.bottom() - height - 8, width, height)
        self.grid.origin = QPointF(left + 14 - inner.left(), self.rect.top() + 40 - inner.top())
        self.grid.cells.update()
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 8, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(QPen(QColor(self.colour), 3))
        painter.setBrush(QColor(28, 18, 12, 245))
        painter.drawRoundedRect(self.rect, 16, 16)
        painter.setPen(QColor(self.pal.cream))
        painter.setFont(pixel_font(22, bold=True))
        painter.drawText(self.rect.adjusted(16, 6, -16, 0),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.name)
