"""Painting helpers the kit's items share: translation, fonts, fitted text, state outlines."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTextLayout,
)
from PySide6.QtWidgets import QWidget

from roadie.ui.scene.piece import DropState, Piece, Target
from roadie.ui.style import Palette, pixel_font

PAPER = "#fbf3e2"
INK = "#2a1a12"
LEGIBLE_PX = 9.0
"""The smallest em, in device-independent pixels, a board's text is worth drawing at in a
window 1280 pixels wide or more; a smaller window shows the table scaled down and takes
proportionally smaller text (7.2 px at 1024). ``tests/i18n/test_render.py`` holds every
table to it."""


STAMPS: dict[Hashable, QPixmap] = {}
"""Pictures painted so far by :func:`stamp`, by look, size and device scale (forgotten when a
table is taken down: :func:`forget_stamps`)."""
STAMPS_KEPT = 1024


def stamp(painter: QPainter, key: Hashable, rect: QRectF,
          draw: Callable[[QPainter], None]) -> None:
    """Draw what *draw* paints inside *rect* through a picture painted once per *key*
    (everything the picture depends on), size and device scale, then copied: large
    antialiased shapes (a mat, a zone, a song space) cost a copy when repainted.

    A rotated or skewed painter draws directly."""
    to_device = painter.deviceTransform()
    if to_device.isRotating() or not to_device.isAffine() \
            or not math.isclose(to_device.m11(), to_device.m22()) or to_device.m11() <= 0:
        draw(painter)
        return
    scale = round(to_device.m11(), 4)
    full = (key, round(rect.width(), 2), round(rect.height(), 2), scale)
    picture = STAMPS.get(full)
    if picture is None:
        if len(STAMPS) >= STAMPS_KEPT:
            STAMPS.clear()
        picture = QPixmap(math.ceil(rect.width() * scale) + 1,
                          math.ceil(rect.height() * scale) + 1)
        picture.setDevicePixelRatio(scale)
        picture.fill(Qt.GlobalColor.transparent)
        inner = QPainter(picture)
        inner.setRenderHints(painter.renderHints())
        inner.translate(-rect.topLeft())
        draw(inner)
        inner.end()
        STAMPS[full] = picture
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)  # one to one
    painter.drawPixmap(rect.topLeft(), picture)
    painter.restore()


def forget_stamps() -> None:
    """Let the pictures of :func:`stamp` go (a table was taken down: the next one paints its
    own; a mat's picture is a few hundred KB, and an evening's tables would keep them all)."""
    STAMPS.clear()


def screen_px(painter: QPainter, pixels: float) -> float:
    """How tall text of *pixels* scene units comes out where *painter* paints."""
    t = painter.worldTransform()
    return pixels * math.hypot(t.m21(), t.m22())


def legible_floor(painter: QPainter) -> float:
    """``LEGIBLE_PX`` for the window *painter* paints into."""
    device = painter.device()
    width = device.window().width() if isinstance(device, QWidget) else 1280
    return LEGIBLE_PX * min(1.0, width / 1280)


def legible(painter: QPainter, pixels: float) -> bool:
    """Whether text of *pixels* scene units reads where *painter* paints: a *detail* under it
    is left out (a card's zoom shows it)."""
    return screen_px(painter, pixels) >= legible_floor(painter) - 0.05


def kit_tr(text: str) -> str:
    """Translate a string the kit itself draws (context ``kit``)."""
    return QCoreApplication.translate("kit", text)


def kit_font(pixels: float, bold: bool = False) -> QFont:
    """DejaVu Sans sized in scene units, so text scales with the board."""
    f = pixel_font(pixels, bold)
    f.setFamily("DejaVu Sans")
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


def fitted_font(text: str, pixels: float, width: float, bold: bool = False,
                smallest: float = 0.7) -> QFont:
    """The font at *pixels*, shrunk (down to *smallest* of it) until *text* fits *width*."""
    return kit_font(_fitted_size(text, pixels, width, bold, smallest), bold)


@lru_cache(maxsize=4096)
def _fitted_size(text: str, pixels: float, width: float, bold: bool, smallest: float) -> float:
    """Worked out once per text and box: paint() asks again on every repaint."""
    size = pixels
    while True:
        if QFontMetricsF(kit_font(size, bold)).horizontalAdvance(text) <= width \
                or size <= pixels * smallest:
            return size
        size *= 0.94


def draw_fitted(painter: QPainter, rect: QRectF, text: str, pixels: float, bold: bool = False,
                align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                detail: bool = False) -> None:
    """Draw one line in *rect*: shrunk a little if long, then elided, never overflowing. A
    *detail* is left out where it would not read (:func:`legible`)."""
    f = fitted_font(text, pixels, rect.width(), bold)
    if detail and not legible(painter, f.pixelSize()):
        return
    painter.setFont(f)
    shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, align | Qt.AlignmentFlag.AlignVCenter, shown)


def draw_title(painter: QPainter, rect: QRectF, text: str, pixels: float,
               detail: bool = False) -> None:
    """A title in *rect*: one line, shrunk a little if long; two lines when one would cut
    it short (a card's name is read whole, never "King Cake J…"). A *detail* is left out
    where it would not read (:func:`legible`)."""
    one = fitted_font(text, pixels, rect.width(), True)
    if QFontMetricsF(one).horizontalAdvance(text) <= rect.width() or " " not in text.strip():
        draw_fitted(painter, rect, text, pixels, bold=True, detail=detail)
        return
    first, second = split_title(text)
    size = min(pixels * 0.86, rect.height() / 2.3)
    widest = max(first, second, key=lambda t: QFontMetricsF(kit_font(size, True))
                 .horizontalAdvance(t))
    f = fitted_font(widest, size, rect.width(), True, smallest=0.75)
    if detail and not legible(painter, f.pixelSize()):
        return
    painter.setFont(f)
    metrics = QFontMetricsF(f)
    step = metrics.lineSpacing() * 0.92
    top = rect.center().y() - step
    for n, line in enumerate((first, second)):
        box = QRectF(rect.left(), top + n * step, rect.width(), step)
        shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)


def split_title(text: str) -> tuple[str, str]:
    """*text* in two lines as even as its words allow."""
    words = text.split()
    best = min(range(1, len(words)),
               key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return " ".join(words[:best]), " ".join(words[best:])


def wrapped_lines(text: str, f: QFont, width: float, height: float) -> list[str]:
    """*text* broken into lines of *width*; the last line that fits is elided if text remains."""
    metrics = QFontMetricsF(f)
    room = max(1, int(height // metrics.lineSpacing()))
    layout = QTextLayout(text, f)
    layout.beginLayout()
    lines: list[str] = []
    while len(lines) < room:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        start, length = line.textStart(), line.textLength()
        last = len(lines) == room - 1 and start + length < len(text)
        chunk = text[start:] if last else text[start:start + length]
        if last:
            chunk = metrics.elidedText(chunk.replace("\n", " "), Qt.TextElideMode.ElideRight,
                                       width)
        lines.append(chunk.rstrip())
    layout.endLayout()
    return lines


def draw_wrapped(painter: QPainter, rect: QRectF, text: str, f: QFont,
                 detail: bool = False) -> None:
    """Body text wrapped into *rect*, centred per line, elided where it would overflow. A
    *detail* is left out where it would not read (:func:`legible`)."""
    if detail and not legible(painter, f.pixelSize()):
        return
    painter.setFont(f)
    metrics = QFontMetricsF(f)
    y = rect.top()
    for line in wrapped_lines(text, f, rect.width(), rect.height()):
        box = QRectF(rect.left(), y, rect.width(), metrics.lineSpacing())
        painter.drawText(box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, line)
        y += metrics.lineSpacing()


def state_colour(state: DropState, pal: Palette) -> QColor | None:
    """The colour a drop state is drawn in (None when not lit)."""
    name = {DropState.LEGAL: pal.legal, DropState.HOVER: pal.hover,
            DropState.REFUSED: pal.refuse}.get(state)
    return None if name is None else QColor(name)


def paint_marks(painter: QPainter, outline: QPainterPath, item: Target, pal: Palette,
                unit: float) -> None:
    """Outline *item*'s drop state (glowing), held state and keyboard focus around *outline*."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    colour = state_colour(item.drop_state, pal)
    if colour is not None:
        glow = QColor(colour)
        glow.setAlpha(90)
        wide = unit * (1.6 if item.drop_state == DropState.LEGAL else 2.2)
        painter.setPen(QPen(glow, wide * 2.6))
        painter.drawPath(outline)
        painter.setPen(QPen(colour, wide))
        painter.drawPath(outline)
    if isinstance(item, Piece) and item.picked:
        painter.setPen(QPen(QColor(pal.amber), unit * 2.0))
        painter.drawPath(outline)
    elif item.shows_focus():
        painter.setPen(QPen(QColor(pal.amber), unit * 1.2, Qt.PenStyle.DashLine))
        painter.drawPath(outline)


def rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def drop_shadow(painter: QPainter, path: QPainterPath, offset: QPointF, alpha: int = 110) -> None:
    """A soft dark copy of *path* under an item, as if lit from the top left."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, alpha))
    painter.drawPath(path.translated(offset))
