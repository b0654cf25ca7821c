"""Pictures for the "How to play" pages, drawn by the games' real boards.

Each picture is a scripted position: a new game from a fixed seed, a few actions
taken, drawn by the same board the table uses and cropped to the part the page
talks about.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from roadie import games
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.storage.saves import SeatSpec
from roadie.ui.controller import MatchController
from roadie.ui.games import make_board
from roadie.ui.style import palette
from roadie.ui.teaching import Lesson, Picture

NAMES = ("You", "Ben", "Cleo", "Dev", "Eve")


def scripted_match(game_id: str, lesson: Lesson, script: tuple[str, ...]) -> Match:
    """A new game of *game_id* from the lesson's seed, seen by "You", with *script* played
    on it (the other seats are idle bots: nothing moves but the script)."""
    game = games.get(game_id)
    seats = [SeatSpec(name=n, kind="human" if i == 0 else "bot")
             for i, n in enumerate(NAMES[:lesson.players])]
    match = Match(game, game.make_options(lesson.players, {}), lesson.seed, seats)
    for step in script:
        seat = match.active_seats()[0]
        action = next(a for a in match.legal_actions(seat) if step in repr(a))
        match.submit(seat, action)
    return match


class Painter:
    """Renders pictures of one game, keeping one board per script."""

    def __init__(self, game_id: str, lesson: Lesson) -> None:
        self.game_id, self.lesson = game_id, lesson
        self._boards: dict[tuple[str, ...], object] = {}

    def board(self, script: tuple[str, ...]) -> object:
        """The real board showing the position *script* leads to (seat 0's view)."""
        if script not in self._boards:
            match = scripted_match(self.game_id, self.lesson, script)
            ctl = MatchController(LocalTable.around(match).client, {}, "off")
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
