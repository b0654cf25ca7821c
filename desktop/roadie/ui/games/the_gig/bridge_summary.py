"""The Bridge summed up: after the solos, before the next song, what each player got.

:class:`BridgeTally` follows the events of a Bridge (from "play your solos" to the dice
leaving the song); :class:`BridgeSummary` shows it over the table until the player
continues. The table decides nothing here: every number is read from the events.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from roadie.core.game import ScoreSheet
from roadie.ui.counted import counted
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.style import WARM, Palette, font
from roadie.ui.texts import rule_summary, rule_tooltip

CHALLENGER = -1
"""The Challenger's row (events name it with seat None)."""


@dataclass
class Line:
    """One player's Bridge."""

    harmonies: int = 0
    harmony_rows: list[tuple[int, int]] = field(default_factory=list)
    """Each Harmony scored: (row, points)."""
    unplaced: int = 0
    """The Challenger's dice left off the song (5 points each)."""
    solo_points: int = 0
    """What the solo added to the Solo score line."""
    solo_cells: int = 0
    solo_symbols: dict[str, int] = field(default_factory=dict)
    marked: dict[str, int] = field(default_factory=dict)


class BridgeTally:
    """What each seat got in the Bridge under way, from its events."""

    def __init__(self, song: int = 0) -> None:
        self.lines: dict[int, Line] = {}
        self.solo_before: dict[int, int] = {}
        """Each seat's Solo score line when the Bridge began."""
        self.song = song
        """The song played now (from 0)."""
        self.bridge_song = song
        """The song whose Bridge the lines tell."""

    def hear(self, event: Any) -> bool:
        """Take in *event*; True when it closes the Bridge (the dice left the song)."""
        kind = getattr(event, "kind", "")
        if kind == "phase" and event.phase == "solo":
            self.lines, self.bridge_song = {}, self.song
        elif kind == "song_started":
            self.song = event.song
        seat = CHALLENGER if getattr(event, "seat", None) is None else event.seat
        if kind == "solo_drawn":
            line = self.line(seat)
            line.solo_cells += len(event.cells)
            add(line.solo_symbols, {name(s): n for s, n in event.gained.items()})
        elif kind == "chose" and event.symbol is not None:
            add(self.line(seat).solo_symbols, {name(event.symbol): 1})
        elif kind == "harmony":
            self.line(seat).harmonies += event.points
            self.line(seat).harmony_rows.append((event.row, event.points))
        elif kind == "symbols_marked":
            add(self.line(seat).marked, {name(s): n for s, n in event.symbols.items()})
            self.line(seat).unplaced += event.unplaced
            return True
        return False

    def line(self, seat: int) -> Line:
        return self.lines.setdefault(seat, Line())

    def solo_scores(self, sheet: ScoreSheet, began: bool) -> None:
        """Take the Solo score lines: at the Bridge's start (*began*), or at its end."""
        solo = {s.seat: sum(x.points for x in s.lines if x.label == "Solo")
                for s in sheet.seats if not s.automaton}
        if began:
            self.solo_before = solo
            return
        for seat, points in solo.items():
            if seat in self.lines:
                self.lines[seat].solo_points = points - self.solo_before.get(seat, points)


def add(into: dict[str, int], more: dict[str, int]) -> None:
    for symbol, n in more.items():
        if n:
            into[symbol] = into.get(symbol, 0) + n


def name(symbol: Any) -> str:
    """A symbol's id (a Symbol or its value)."""
    return str(getattr(symbol, "value", symbol))


def symbols_text(counts: dict[str, int]) -> str:
    """"2 Sharp, 1 Spotlight" (a dash when there are none)."""
    return ", ".join(f"{n} {symbol_name(s)}" for s, n in counts.items() if n) or "—"


class Explained(QLabel):
    """A score in the summary: hovering shows its rule; a click, or Enter once tabbed to,
    tells how it was scored (:attr:`opened`)."""

    opened = Signal(str)

    def __init__(self, text: str = "", rule_id: str = "", why: str = "") -> None:
        super().__init__()
        self.why, self.rule_id = "", ""
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QLabel { text-decoration: underline dotted; }"
                           " QLabel:focus { text-decoration: underline; }")
        self.set_score(text, rule_id, why)

    def set_score(self, text: str, rule_id: str, why: str) -> None:
        """Show *text*, scored by *rule_id* (its tooltip), explained by *why* when opened."""
        self.setText(text)
        self.why = why
        if rule_id != self.rule_id:
            self.rule_id = rule_id
            self.setToolTip(rule_tooltip(rule_id) if rule_id else "")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.opened.emit(self.why)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.opened.emit(self.why)
            return
        super().keyPressEvent(event)


class Row:
    """One player's line of the summary: built once, then filled for each Bridge."""

    def __init__(self, summary: BridgeSummary, row: int) -> None:
        self.colour = ""
        self.who = QLabel()
        self.who.setTextFormat(Qt.TextFormat.PlainText)
        self.who.setFont(font(12, bold=True))
        self.harmonies, self.solo = Explained(), Explained()
        self.no_solo, self.marked = QLabel(), QLabel()
        for col, label in enumerate((self.who, self.harmonies, self.solo, self.marked)):
            summary.grid.addWidget(label, row, col)
        summary.grid.addWidget(self.no_solo, row, 2)  # in the solo's place when there is none
        for label in (self.harmonies, self.solo, self.no_solo, self.marked):
            label.setWordWrap(True)
            label.setFont(font(11))
        for score in (self.harmonies, self.solo):
            score.opened.connect(summary.why.setText)

    def labels(self) -> tuple[QLabel, ...]:
        return self.who, self.harmonies, self.solo, self.no_solo, self.marked

    def show(self, name: str, colour: str) -> None:
        self.who.setText(f"● {name}")
        if colour != self.colour:
            self.colour = colour
            self.who.setStyleSheet(f"color: {colour};")
        for label in (self.who, self.harmonies, self.marked):
            label.show()

    def hide(self) -> None:
        for label in self.labels():
            label.hide()


class BridgeSummary(QWidget):
    """Over the table: each player's harmonies, symbols and solo, and a Continue button."""

    closed = Signal()

    def __init__(self, host: QWidget, pal: Palette = WARM) -> None:
        super().__init__(host)
        self.host, self.pal = host, pal
        self.song = "1"
        """The song whose Bridge is shown (as the title numbers it)."""
        host.installEventFilter(self)
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card = QFrame()
        self.card.setObjectName("bridge")
        self.card.setStyleSheet(
            f"QFrame#bridge {{ background: #2a1a12; border: 2px solid {pal.amber};"
            " border-radius: 14px; }"
            f" QLabel {{ color: {pal.cream}; background: transparent; border: none; }}")
        self.card.setMinimumWidth(640)
        outer.addWidget(self.card, alignment=Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self.card)
        box.setContentsMargins(24, 18, 24, 18)
        box.setSpacing(12)
        self.title = QLabel()
        self.title.setFont(font(17, bold=True))
        self.title.setStyleSheet(f"color: {pal.amber};")
        box.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(8)
        box.addLayout(self.grid)
        for col, text in enumerate((self.tr("Player"), self.tr("Harmonies"), self.tr("Solo"),
                                    self.tr("Symbols marked"))):
            head = QLabel(text.upper())
            head.setFont(font(9, bold=True))
            head.setStyleSheet(f"color: {pal.brass};")
            self.grid.addWidget(head, 0, col)
        self.rows: list[Row] = []
        """A line per seat, built as a Bridge first needs it and kept."""
        self.why = QLabel(self.tr("Click a score to see the rule that scored it."))
        self.why.setWordWrap(True)
        self.why.setFont(font(10))
        self.why.setTextFormat(Qt.TextFormat.PlainText)
        self.why.setMinimumHeight(self.why.fontMetrics().lineSpacing() * 3 + 6)  # a rule in full
        box.addWidget(self.why)
        self.button = QPushButton(self.tr("Continue"))
        self.button.setObjectName("primary")
        self.button.setDefault(True)
        self.button.clicked.connect(self.dismiss)
        box.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignRight)
        self.hide()

    def show_tally(self, tally: BridgeTally, names: list[str], colours: list[str]) -> None:
        """Show *tally*; names and colours by seat (The Challenger after the players)."""
        self.fill(tally, names, colours)
        self.present()

    def fill(self, tally: BridgeTally, names: list[str], colours: list[str]) -> None:
        """Fill the lines in with *tally*, unseen (the rows are built once and filled anew
        for each Bridge); :meth:`present` shows them."""
        song = str(tally.bridge_song + 1)
        self.song = song
        self.title.setText(self.tr("The Bridge of song %1").replace("%1", song))
        self.why.setText(self.tr("Click a score to see the rule that scored it."))
        seats = sorted(tally.lines, key=lambda s: (s < 0, s))
        self._build_rows(len(seats))
        for row, seat in zip(self.rows, seats, strict=False):
            self._fill(row, seat, tally.lines[seat], names, colours)
        for row in self.rows[len(seats):]:
            row.hide()

    def present(self) -> None:
        """Show the summary as filled in, over the table, Continue at hand."""
        self.place()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _build_rows(self, count: int) -> None:
        while len(self.rows) < count:
            self.rows.append(Row(self, len(self.rows) + 1))

    def prepare(self, rows: int) -> None:
        """Build the lines for *rows* seats and lay them out unseen, ahead of the first
        Bridge (so that showing it is only filling them in)."""
        self._build_rows(rows)
        self.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        self.place()
        self.show()
        self.hide()
        self.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, False)

    def _fill(self, row: Row, seat: int, line: Line, names: list[str],
              colours: list[str]) -> None:
        name = names[seat] if 0 <= seat < len(names) else self.tr("The Challenger")
        colour = colours[seat] if 0 <= seat < len(colours) else "#9a9a9a"
        row.show(name, colour)
        self._harmonies(row.harmonies, line)
        row.solo.setVisible(bool(line.solo_cells))
        row.no_solo.setVisible(not line.solo_cells)
        if line.solo_cells:
            self._solo(row.solo, line)
        else:
            row.no_solo.setText(self.tr("no solo"))
        row.marked.setText(symbols_text(line.marked))

    def _harmonies(self, label: Explained, line: Line) -> None:
        """The Harmonies scored, explained row by row (the Challenger's dice left off)."""
        if line.unplaced:
            self._explain(label, counted("%n dice left off: +%1", None, line.unplaced)
                          .replace("%1", str(5 * line.unplaced)), "the-gig/showdown.unplaced", "")
            return
        rows = ", ".join(self.tr("row %1: +%2").replace("%1", str(r)).replace("%2", str(p))
                         for r, p in line.harmony_rows)
        self._explain(label, counted("%n points", None, line.harmonies),
                      "the-gig/bridge.harmonies", rows)

    def _solo(self, label: Explained, line: Line) -> None:
        solo = self.tr("groove of %1 · +%2 pts").replace("%1", str(line.solo_cells)) \
            .replace("%2", str(line.solo_points))
        if any(line.solo_symbols.values()):
            solo += " · " + symbols_text(line.solo_symbols)
        self._explain(label, solo, "the-gig/solo.benefits", "")

    def _explain(self, label: Explained, text: str, rule_id: str, detail: str) -> None:
        """A score that tells its rule and moment: the Bridge of this song."""
        when = self.tr("The Bridge of song %1").replace("%1", self.song)
        why = f"{when}: {text}" + (f" ({detail})" if detail else "") + " — " \
            + rule_summary(rule_id)
        label.set_score(text, rule_id, why)

    def dismiss(self) -> None:
        self.hide()
        self.closed.emit()

    def place(self) -> None:
        self.setGeometry(self.host.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), QColor(12, 8, 6, 170))
