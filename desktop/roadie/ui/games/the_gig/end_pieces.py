"""The Gig's part of the end screen: what each player made of each song (harmonies, solo,
symbols) and everybody's instrument board as the game ended, read from the view and the
events the table has seen."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from roadie.games.the_gig import content
from roadie.games.the_gig import events as e
from roadie.games.the_gig.views import TheGigView, solo_points_of
from roadie.match.client import TableClient
from roadie.ui.end_labels import two_lines
from roadie.ui.games.the_gig.boards import ScoreSheet, SoloGrid
from roadie.ui.games.the_gig.kit import content_text
from roadie.ui.style import WARM, Palette, font


@dataclass
class Song:
    """One song as a seat played it (None: not known, or nothing of the kind for this seat)."""

    harmonies: int | None = 0
    solo: int | None = 0
    symbols: int | None = 0


@dataclass
class Breakdown:
    """Per seat (The Challenger last, in The Showdown), per song; and where each song began."""

    songs: list[str]
    seats: list[list[Song]]
    totals: list[Song]
    """Per seat, the whole game."""
    starts: dict[int, int] = field(default_factory=dict)
    """Each song begun: the number of actions taken when it began (for the chart)."""


def breakdown(client: TableClient) -> Breakdown:
    """Harmonies from the view; solo points and symbols marked per song from the events (not
    known where the client does not hold the match's record: the whole game's solo is)."""
    view: TheGigView = client.view()
    pack = content.load(view.options.content_pack)
    players, songs = len(view.players), len(view.songs)
    seats = players + (view.challenger is not None)
    symbols = [[0] * songs for _ in range(seats)]
    grooves = [[0] * songs for _ in range(players)]
    song, starts = 0, {0: 0}
    history = client.history()
    for step, change in enumerate(history):
        for event in change.events:
            seat = players if event.seat is None else event.seat
            if isinstance(event, e.SongStarted):
                song = event.song
                starts[song] = step
            elif isinstance(event, e.SymbolsMarked):
                symbols[seat][song] += sum(event.symbols.values())
            elif isinstance(event, e.SoloDrawn) and event.seat is not None:
                symbols[seat][song] += sum(event.gained.values())
                grooves[seat][song] += 1
    rows: list[list[Song]] = []
    totals: list[Song] = []
    for seat in range(seats):
        plays = seat < players
        harmonies = view.players[seat].harmonies if plays else []
        solos = song_solos(view, seat, grooves[seat]) if plays and history else [None] * songs
        rows.append([Song(harmonies[n] if n < len(harmonies) else (0 if plays else None),
                          solos[n], symbols[seat][n] if history else None)
                     for n in range(songs)])
        totals.append(Song(sum(harmonies) if plays else None,
                           solo_points_of(view, seat) if plays else None,
                           sum(symbols[seat]) if history else None))
    titles = [content_text(pack.song(s).title) for s in view.songs]
    return Breakdown(songs=titles, seats=rows, totals=totals, starts=starts)


def song_solos(view: TheGigView, seat: int, grooves: list[int]) -> list[int | None]:
    """The solo points each song added, from the grooves drawn in it."""
    drawn, points = 0, 0
    solos: list[int | None] = []
    for count in grooves:
        drawn += count
        now = solo_points_of(view, seat, drawn)
        solos.append(now - points)
        points = now
    return solos


class SongTable(QTableWidget):
    """A row per seat, a column per song: harmonies · solo · symbols, and the sums."""

    def __init__(self, data: Breakdown, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(len(data.seats), len(data.songs) + 1, parent)
        titles = [two_lines(f"{n + 1}. {title}", 0) for n, title in enumerate(data.songs)]
        self.setHorizontalHeaderLabels([*titles, self.tr("All songs")])
        self.setVerticalHeaderLabels(names[:len(data.seats)])
        tip = self.tr("Harmonies · solo points · symbols marked (from the song and the solo)")
        for row, songs in enumerate(data.seats):
            for col, figures in enumerate([*songs, data.totals[row]]):
                item = QTableWidgetItem(self._cell(figures))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(tip)
                self.setItem(row, col, item)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(len(data.songs), QHeaderView.ResizeMode.ResizeToContents)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)  # a header's two lines stay two
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setMaximumHeight(header.sizeHint().height() + 56 * self.rowCount()
                              + 2 * self.frameWidth())
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFont(font(11))
        header.setFont(font(9))
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    @staticmethod
    def _cell(song: Song) -> str:
        """Harmonies · solo · symbols, a dash for what is not known or not played."""
        return " · ".join("–" if n is None else str(n)
                          for n in (song.harmonies, song.solo, song.symbols))


class FinalBoards(QGraphicsView):
    """Every player's instrument board as it ended, small: solo grid, grooves and symbols."""

    CELL = 13.0
    WIDTH = 190.0

    def __init__(self, client: TableClient, names: list[str], colours: list[str],
                 pal: Palette = WARM, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        view: TheGigView = client.view()
        pack = content.load(view.options.content_pack)
        self.setScene(QGraphicsScene(self))
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setBackgroundBrush(QColor("#1f140e"))
        self.setAccessibleName(self.tr("Final boards"))
        self.grids: list[SoloGrid] = []
        for seat, player in enumerate(view.players):
            left = seat * (self.WIDTH + 16)
            board = pack.instrument(player.instrument)
            title = QGraphicsSimpleTextItem(
                f"{names[seat]} · {content_text(board.name)}")
            title.setFont(font(9, bold=True))
            title.setBrush(QColor(colours[seat]))
            title.setPos(left, 0)
            self.scene().addItem(title)
            grid = SoloGrid(QPointF(left + self.CELL, 22), self.CELL, colours[seat], pal,
                            interactive=False)
            grid.set_board(board, player.grooves)
            self.scene().addItem(grid)
            self.grids.append(grid)
            top = 22 + len(board.grid) * self.CELL + 8
            sheet = ScoreSheet(QRectF(left, top, self.WIDTH, 18), pal, compact=True)
            sheet.set_marks({getattr(k, "value", k): v for k, v in player.marks.items()}, {}, [],
                            ("", ""))
            self.scene().addItem(sheet)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFixedHeight(170)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The boards as large as the strip allows."""
        super().resizeEvent(event)
        self.fitInView(self.scene().itemsBoundingRect().adjusted(-6, -6, 6, 6),
                       Qt.AspectRatioMode.KeepAspectRatio)
