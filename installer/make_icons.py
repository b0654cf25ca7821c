"""Draw Roadie's app icon with Qt: ``resources/icons/roadie.{png,ico,icns}``.

A felt-green rounded square with a brass rim, a cream die showing five and an amber
note across it, in the table's colours. Run from the repository root after changing
the drawing; the files are committed, so builds need no image tools:
``python installer/make_icons.py``.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QImage, QPainter, QPen, QPolygonF

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "icons"
SIZE = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The sizes Windows picks from (Start menu, Explorer, the taskbar, the installer)."""


def draw(size: int = SIZE) -> QImage:
    """The icon at *size* pixels square."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 100, size / 100)  # draw on a 100 x 100 grid
    p.setPen(QPen(QColor("#c9953b"), 3))
    p.setBrush(QColor("#1b3a30"))
    p.drawRoundedRect(QRectF(4, 4, 92, 92), 20, 20)
    p.translate(38, 56)
    p.rotate(-12)
    p.setPen(QPen(QColor("#2a1a12"), 2))
    p.setBrush(QColor("#f5e9d3"))
    p.drawRoundedRect(QRectF(-24, -24, 48, 48), 8, 8)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#2a1a12"))
    for x, y in ((-12, -12), (12, -12), (0, 0), (-12, 12), (12, 12)):
        p.drawEllipse(QPointF(x, y), 4.6, 4.6)
    p.resetTransform()
    p.scale(size / 100, size / 100)
    _note(p)
    p.end()
    return image


def _note(p: QPainter) -> None:
    """An amber quaver over the die's top right corner."""
    amber, outline = QColor("#f0a830"), QPen(QColor("#2a1a12"), 1.5)
    p.setPen(outline)
    p.setBrush(amber)
    p.drawRect(QRectF(76, 17, 5, 48))  # the stem
    flag = QPolygonF([QPointF(81, 17), QPointF(90, 27), QPointF(87, 39), QPointF(81, 29)])
    p.drawPolygon(flag)
    p.save()
    p.translate(71, 67)
    p.rotate(-25)
    p.setBrush(QBrush(amber))
    p.drawEllipse(QPointF(0, 0), 10, 7.5)
    p.restore()


def png_bytes(image: QImage, size: int) -> bytes:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio,
                 Qt.TransformationMode.SmoothTransformation).save(buffer, "PNG")
    return bytes(buffer.data().data())


def ico_bytes(image: QImage) -> bytes:
    """A Windows icon holding *image* at each of :data:`ICO_SIZES`, PNG-compressed."""
    pngs = [png_bytes(image, size) for size in ICO_SIZES]
    offset = 6 + 16 * len(pngs)
    entries = b""
    for size, data in zip(ICO_SIZES, pngs, strict=True):
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return struct.pack("<HHH", 0, 1, len(pngs)) + entries + b"".join(pngs)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    big = draw()
    (OUT / "roadie.ico").write_bytes(ico_bytes(big))
    if not (big.save(str(OUT / "roadie.png")) and big.save(str(OUT / "roadie.icns"))):
        print("make_icons: Qt could not write PNG and ICNS", file=sys.stderr)
        return 1
    print(f"wrote {', '.join(p.name for p in sorted(OUT.iterdir()))} in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
