"""The games' art: vector files in ``resources/art``, drawn at the screen's pixel density.

Each picture is drawn once and kept in the cache folder: drawing the first loads Qt's SVG
library, a tenth of a bare window's start-up.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPixmap

from roadie.storage.atomic import write_atomic
from roadie.storage.paths import cache_dir


def art_dir() -> Path:
    """``resources/art`` in the source checkout or the installed package."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources" / "art", here.parent.parent / "resources" / "art"):
        if candidate.is_dir():
            return candidate
    return here / "resources" / "art"


def game_art(game_id: str, size: QSize, ratio: float) -> QPixmap:
    """The art of *game_id* at *size* logical pixels, sharp on high-DPI screens."""
    svg = art_dir() / f"{game_id}.svg"
    kept = kept_art(svg, size, ratio)
    pixmap = QPixmap()
    if kept is not None and pixmap.load(str(kept)):
        pixmap.setDevicePixelRatio(ratio)
        return pixmap
    pixmap = QIcon(str(svg)).pixmap(size, ratio)
    if kept is not None and not pixmap.isNull():
        keep(pixmap, kept)
    return pixmap


def kept_art(svg: Path, size: QSize, ratio: float) -> Path | None:
    """Where *svg* drawn at this size is kept, named after the file's length and time (new art
    is drawn anew); None without the file."""
    try:
        stat = svg.stat()
    except OSError:
        return None
    drawn = f"{size.width()}x{size.height()}@{ratio:g}"
    return cache_dir() / "art" / svg.stem / f"{drawn}-{stat.st_size}-{stat.st_mtime_ns}.png"


def keep(pixmap: QPixmap, path: Path) -> None:
    """Keep *pixmap* at *path* as a PNG in place of the game's art kept before (its folder's);
    a cache that cannot be written is done without."""
    from PySide6.QtCore import QBuffer  # (only to keep: a start after the first reads)

    buffer = QBuffer()
    pixmap.save(buffer, "PNG")
    with contextlib.suppress(OSError):
        for old in path.parent.glob("*.png"):
            old.unlink()
        write_atomic(path, bytes(buffer.data().data()))
