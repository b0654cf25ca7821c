"""The scoreboard: every seat's total and score lines, the seat to act marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from roadie.core.game import ScoreSheet
from roadie.ui.style import WARM, Palette, font
from roadie.ui.texts import translated

if TYPE_CHECKING:
    from roadie.match.client import TableClient


def score_seats(client: TableClient) -> tuple[list[str], list[bool]]:
    """Names of everyone on the score sheet, and who is a bot: the seats, then any
    automaton the game scores beside them (The Challenger, the Robot)."""
    names = [s.name for s in client.seats]
    bots = [s.kind == "bot" for s in client.seats]
    for extra in client.score().seats[len(names):]:
        names.append(translated("games", extra.name))
        bots.append(True)
    return names, bots


class Scoreboard(QFrame):
    """One row per seat: colour, name, total (and the lines behind it as a tooltip)."""

    def __init__(self, names: list[str], bots: list[bool], pal: Palette = WARM,
                 parent: QWidget | None = None, scored: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.names, self.pal, self.scored = names, pal, scored
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setColumnStretch(1, 1)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []
        self.suffix = [f"  ({self.tr('bot')})" if bot else "" for bot in bots]
        for seat, name in enumerate(names):
            dot = QLabel("●")
            dot.setStyleSheet(f"color: {pal.seats[seat % len(pal.seats)]};")
            label = QLabel(name + self.suffix[seat])
            label.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
            label.setFont(font(11))
            total = QLabel("0" if scored else "", alignment=Qt.AlignmentFlag.AlignRight)
            total.setFont(font(13, bold=True))
            total.setStyleSheet(f"color: {pal.amber};")
            for col, widget in enumerate((dot, label, total)):
                grid.addWidget(widget, seat, col)
            self.rows.append((dot, label, total))

    def show_scores(self, sheet: ScoreSheet, acting: list[int]) -> None:
        for seat_score in sheet.seats:
            _dot, label, total = self.rows[seat_score.seat]
            bold = seat_score.seat in acting
            label.setFont(font(11, bold=bold))
            name = (("▶ " if bold else "") + self.names[seat_score.seat]
                    + self.suffix[seat_score.seat])
            if self.scored:  # a tray's read-outs are on its mats and in the tooltip
                total.setText(str(seat_score.total))
            label.setText(name)
            lines = "<br/>".join(f"{translated('scores', line.label)}: {line.points}"
                                 for line in seat_score.lines)
            label.setToolTip(lines)
            total.setToolTip(lines)

    def totals(self) -> list[int]:
        return [int(total.text() or 0) for _dot, _label, total in self.rows]
