"""The scoreboard: every seat's total and score lines, the seat to act marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from roadie.core.game import ScoreSheet, SeatScore
from roadie.ui.style import WARM, Palette, font
from roadie.ui.texts import citation, translated

if TYPE_CHECKING:
    from roadie.match.client import TableClient
    from roadie.ui.score_explain import Describe, ScoreExplanation


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
    """One row per seat: colour, name, total (and the lines behind it as a tooltip).

    Once given a client (:meth:`explain_with`), a click on a row, or Enter on the row chosen
    with the arrow keys, opens that seat's score explained line by line."""

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
                widget.installEventFilter(self)
            self.rows.append((dot, label, total))
        self.sheet: ScoreSheet | None = None
        self.client: TableClient | None = None
        self.describe: Describe | None = None
        self.chosen = 0
        """The row Enter explains (moved with the arrow keys)."""
        self.explanation: ScoreExplanation | None = None
        self.shown: dict[int, object] = {}
        """What each row shows now (mark, total, lines), so an unchanged row is left alone."""

    def explain_with(self, client: TableClient, describe: Describe | None = None) -> None:
        """Let each row open its score explained (*describe*: the action log's sentences)."""
        self.client, self.describe = client, describe
        self.shown.clear()  # the tooltips gain a line
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def show_scores(self, sheet: ScoreSheet, acting: list[int]) -> None:
        """Bring each row in line with *sheet*; a row whose seat, mark and lines did not
        change is left as it is (its tooltip is the costly part)."""
        for seat_score in sheet.seats:
            bold = seat_score.seat in acting
            shown = (bold, seat_score.total, [(x.label, x.points, x.rule)
                                              for x in seat_score.lines])
            if self.shown.get(seat_score.seat) != shown:
                self.shown[seat_score.seat] = shown
                self._show_row(seat_score, bold)
        self.sheet = sheet

    def _show_row(self, seat_score: SeatScore, bold: bool) -> None:
        _dot, label, total = self.rows[seat_score.seat]
        label.setFont(font(11, bold=bold))
        name = (("▶ " if bold else "") + self.names[seat_score.seat]
                + self.suffix[seat_score.seat])
        if self.scored:  # a tray's read-outs are on its mats and in the tooltip
            total.setText(str(seat_score.total))
        label.setText(name)
        lines = "<br/>".join(
            f"{translated('scores', line.label)}: {line.points}"
            + (f" <i>({citation(line.rule)})</i>" if line.rule else "")
            for line in seat_score.lines)
        if self.client is not None and seat_score.lines:
            lines += "<br/><b>" + self.tr("Click: how each line was scored") + "</b>"
        label.setToolTip(lines)
        total.setToolTip(lines)

    def explain(self, seat: int) -> ScoreExplanation | None:
        """Open *seat*'s score explained (None: no client, or no such seat on the sheet)."""
        from roadie.ui.score_explain import ScoreExplanation

        found = [s for s in self.sheet.seats if s.seat == seat] if self.sheet else []
        if self.client is None or not found:
            return None
        if self.explanation is not None:
            self.explanation.close()
        self.explanation = ScoreExplanation(self.client, found[0], self.names[seat],
                                            self.describe, self)
        self.explanation.show()
        return self.explanation

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.MouseButtonRelease and self.client is not None:
            row = next((n for n, cells in enumerate(self.rows) if watched in cells), None)
            if row is not None:
                self.chosen = row
                self.explain(row)
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Up and Down choose a row; Enter or Space explains it."""
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.rows:
            self.chosen = (self.chosen + (1 if key == Qt.Key.Key_Down else -1)) % len(self.rows)
            self._mark_chosen()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.explain(self.chosen)
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._mark_chosen()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._mark_chosen()

    def _mark_chosen(self) -> None:
        """The chosen row's dot is a ring while the scoreboard has the focus."""
        for n, (dot, _label, _total) in enumerate(self.rows):
            dot.setText("◉" if n == self.chosen and self.hasFocus() else "●")

    def totals(self) -> list[int]:
        return [int(total.text() or 0) for _dot, _label, total in self.rows]
