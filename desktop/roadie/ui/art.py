"""The games' art: vector files in ``resources/art``, drawn at the screen's pixel density."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon, QPixmap


def art_dir() -> Path:
    """``resources/art`` in the source checkout or the installed package."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources" / "art", here.parent.parent / "resources" / "art"):
        if candidate.is_dir():
            return candidate
    return here / "resources" / "art"


def game_art(game_id: str, size: QSize, ratio: float) -> QPixmap:
    """The art of *game_id* at *size* logical pixels, sharp on high-DPI screens."""
    icon = QIcon(str(art_dir() / f"{game_id}.svg"))
    return icon.pixmap(size, ratio)
