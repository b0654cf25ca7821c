"""Pictures for the "How to play" pages, drawn by the games' real boards.

Each picture is a scripted position: a new game from a fixed seed, a few actions
taken, drawn by the same board the table uses and cropped to the part the page
talks about.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from roadie.match.session import scripted_table
from roadie.ui.controller import MatchController
from roadie.ui.games import make_board
from roadie.ui.style import palette
from roadie.ui.teaching import Lesson, Picture

NAMES = ("Ben", "Cleo", "Dev", "Eve")
"""The other seats of a picture; the first is the reader's own, named "You" in their language."""


class Painter:
    """Renders pictures of one game, keeping one board per script."""

    def __init__(self, game_id: str, lesson: Lesson) -> None:
        self.game_id, self.lesson = game_id, lesson
        self._boards: dict[tuple[str, ...], object] = {}

    def board(self, script: tuple[str, ...]) -> object:
        """The real board showing the position *script* leads to (seat 0's view)."""
        if script not in self._boards:
            you = QCoreApplication.translate("how_to_play", "You")
            names = [you, *NAMES][:self.lesson.players]
            table = scripted_table(self.game_id, names, self.lesson.seed, script)
            ctl = MatchController(table.client, {}, "off")
            self._boards[script] = make_board(self.game_id, ctl, palette(False), "off")
        return self._boards[script]

    def render(self, picture: Picture, width: int) -> QPixmap:
        """*picture* drawn *width* pixels wide (device pixels of the screen it goes to)."""
        source = QRectF(*picture.crop)
        height = round(width * source.height() / source.width())
        pixmap = QPixmap(width, height)
        pixmap.fill(QColor("#1b1714"))
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.SmoothPixmapTransform
                               | QPainter.RenderHint.TextAntialiasing)
        scene = self.board(picture.script).scene  # type: ignore[attr-defined]
        scene.render(painter, QRectF(pixmap.rect()), source, Qt.AspectRatioMode.KeepAspectRatio)
        painter.end()
        return pixmap
