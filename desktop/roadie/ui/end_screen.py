"""The end of a game: who won, the full score breakdown and the scores over time."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roadie.core.game import ScoreSheet
from roadie.match.client import TableClient
from roadie.ui.end_labels import two_lines
from roadie.ui.score_chart import ScoreChart
from roadie.ui.score_explain import ScoreExplanation
from roadie.ui.scoreboard import score_seats
from roadie.ui.style import WARM, Palette, font
from roadie.ui.texts import rule_tooltip, translated


class EndScreen(QWidget):
    """Shown when a match is over; offers a new game or the way back to the launcher."""

    new_game = Signal()
    to_launcher = Signal()

    def __init__(self, client: TableClient, pal: Palette = WARM,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        sheet = client.score()
        names, _bots = score_seats(client)
        winners = [names[w] for w in sheet.winners]
        box = QVBoxLayout(self)
        box.setContentsMargins(40, 28, 40, 28)
        box.setSpacing(14)
        scored = client.info.scored
        over = QLabel(translated("games", client.info.title) + " · "
                      + (self.tr("Final scores") if scored else self.tr("Read-outs")))
        over.setObjectName("heading")
        over.setFont(font(12, bold=True))
        box.addWidget(over)
        if not scored:
            headline = self.tr("The session is over")
        elif len(winners) == 1:
            headline = self.tr("%1 wins!").replace("%1", winners[0])
        else:
            headline = self.tr("A shared win: %1").replace("%1", ", ".join(winners))
        self.headline = QLabel(headline)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # it may name players
        self.headline.setObjectName("title")
        self.headline.setFont(font(26, bold=True))
        box.addWidget(self.headline)
        self.client, self.names, self.sheet = client, names, sheet
        self.order: list[int] = []
        """The seat shown in each row of the table."""
        self.labels: list[str] = []
        """The score line shown in each column after the first."""
        self.explanation: ScoreExplanation | None = None
        self.table = self._table(sheet, names, scored)
        self.table.cellClicked.connect(self.explain)
        self.table.cellActivated.connect(self.explain)  # Enter on a cell
        box.addWidget(self.table)
        if scored:
            box.addWidget(self._caption(self.tr(
                "Click a score (or press Enter on it) to see the rule and the moment it was "
                "earned.")))
        self.chart: ScoreChart | None = None
        self.songs: QWidget | None = None
        self.boards: QWidget | None = None
        colours = [pal.seats[i % len(pal.seats)] for i in range(len(names))]
        if client.info.id == "the-gig":
            self._the_gig(box, client, names, colours, pal)
        elif scored:
            self.chart = ScoreChart(names, colours, client.score_history())
            box.addWidget(self.chart, 1)
        else:
            box.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        back = QPushButton(self.tr("Back to the launcher"))
        back.clicked.connect(self.to_launcher)
        again = QPushButton(self.tr("New game"))
        again.setObjectName("primary")
        again.clicked.connect(self.new_game)
        row.addWidget(back)
        row.addWidget(again)
        box.addLayout(row)

    def _the_gig(self, box: QVBoxLayout, client: TableClient, names: list[str],
                 colours: list[str], pal: Palette) -> None:
        """The Gig: each song beside the scores over the game, the final boards below."""
        from roadie.ui.games.the_gig.end_pieces import FinalBoards, SongTable, breakdown

        data = breakdown(client)
        self.songs = SongTable(data, names)
        marks = [(at, self.tr("Song %1").replace("%1", str(n + 1)), str(n + 1))
                 for n, at in sorted(data.starts.items())]
        self.chart = ScoreChart(names, colours, client.score_history(), marks)
        left = QVBoxLayout()
        left.addWidget(self._caption(self.tr(
            "Song by song: harmonies · solo points · symbols marked (from the song and the solo)")))
        left.addWidget(self.songs, 1)
        left.addStretch(0)
        row = QHBoxLayout()
        row.addLayout(left, 3)
        row.addWidget(self.chart, 2)
        box.addLayout(row, 1)
        self.boards = FinalBoards(client, names, colours, pal)
        box.addWidget(self._caption(self.tr("The boards as the game ended")))
        box.addWidget(self.boards)

    def explain(self, row: int, column: int) -> ScoreExplanation | None:
        """Open the score of the seat in *row*, with the line in *column* open."""
        if not 0 <= row < len(self.order):
            return None
        seat = next(s for s in self.sheet.seats if s.seat == self.order[row])
        if self.explanation is not None:
            self.explanation.close()
        self.explanation = ScoreExplanation(self.client, seat, self.names[seat.seat],
                                            parent=self)
        if 1 <= column <= len(self.labels):
            self.explanation.tree.open_line(self.labels[column - 1])
        self.explanation.show()
        return self.explanation

    @staticmethod
    def _caption(text: str) -> QLabel:
        label = QLabel(text)
        label.setFont(font(10, bold=True))
        return label

    def _table(self, sheet: ScoreSheet, names: list[str], scored: bool) -> QTableWidget:
        """The breakdown: a row per seat, best first; a total only when the game is scored."""
        seats = sheet.seats
        labels: list[str] = []
        for seat in seats:
            labels += [line.label for line in seat.lines if line.label not in labels]
        total = [self.tr("Total")] if scored else []
        table = QTableWidget(len(seats), len(labels) + 1 + len(total))
        table.setHorizontalHeaderLabels([self.tr("Player"),
                                         *(two_lines(translated("scores", label))
                                           for label in labels),
                                         *total])
        order = sorted(seats, key=lambda s: (-s.total, s.seat)) if scored else seats
        self.order, self.labels = [s.seat for s in order], labels
        rules = {line.label: line.rule for seat in seats for line in seat.lines}
        for row, seat in enumerate(order):
            crown = "★ " if seat.seat in sheet.winners else ""
            cells = [crown + names[seat.seat]]
            points = {line.label: line.points for line in seat.lines}
            cells += [str(points.get(label, "")) for label in labels]
            cells += [str(seat.total)] if scored else []
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignVCenter
                                      | (Qt.AlignmentFlag.AlignLeft if col == 0
                                         else Qt.AlignmentFlag.AlignRight))
                rule_id = rules.get(labels[col - 1], "") if 1 <= col <= len(labels) else ""
                if rule_id:  # hovering a score shows its rule
                    item.setToolTip(rule_tooltip(rule_id))
                table.setItem(row, col, item)
        table.verticalHeader().hide()
        table.setTextElideMode(Qt.TextElideMode.ElideNone)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setFont(font(12))
        table.setCursor(Qt.CursorShape.PointingHandCursor)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(len(seats)))
        height = table.horizontalHeader().sizeHint().height() + rows + 2 * table.frameWidth() + 4
        table.setFixedHeight(height)
        return table
