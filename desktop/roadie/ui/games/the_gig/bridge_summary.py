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

    def __init__(self, text: str, rule_id: str, why: str) -> None:
        super().__init__(text)
        self.why = why
        self.setToolTip(rule_tooltip(rule_id))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setStyleSheet("QLabel { text-decoration: underline dotted; }"
                           " QLabel:focus { text-decoration: underline; }")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.opened.emit(self.why)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.opened.emit(self.why)
            return
        super().keyPressEvent(event)


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
        song = str(tally.bridge_song + 1)
        self.song = song
        self.title.setText(self.tr("The Bridge of song %1").replace("%1", song))
        self.why.setText(self.tr("Click a score to see the rule that scored it."))
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        heads = [self.tr("Player"), self.tr("Harmonies"), self.tr("Solo"),
                 self.tr("Symbols marked")]
        for col, text in enumerate(heads):
            label = QLabel(text.upper())
            label.setFont(font(9, bold=True))
            label.setStyleSheet(f"color: {self.pal.brass};")
            self.grid.addWidget(label, 0, col)
        for row, seat in enumerate(sorted(tally.lines, key=lambda s: (s < 0, s)), start=1):
            self._row(row, seat, tally.lines[seat], names, colours)
        self.place()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _row(self, row: int, seat: int, line: Line, names: list[str],
             colours: list[str]) -> None:
        name = names[seat] if 0 <= seat < len(names) else self.tr("The Challenger")
        colour = colours[seat] if 0 <= seat < len(colours) else "#9a9a9a"
        who = QLabel(f"● {name}")
        who.setTextFormat(Qt.TextFormat.PlainText)
        who.setFont(font(12, bold=True))
        who.setStyleSheet(f"color: {colour};")
        cells = [who, self._harmonies(line), self._solo(line),
                 QLabel(symbols_text(line.marked))]
        for col, label in enumerate(cells):
            label.setWordWrap(col > 0)
            if col:
                label.setFont(font(11))
            self.grid.addWidget(label, row, col)

    def _harmonies(self, line: Line) -> QLabel:
        """The Harmonies scored, explained row by row (the Challenger's dice left off)."""
        text = self.tr("%1 points").replace("%1", str(line.harmonies))
        if line.unplaced:
            return self._explained(
                self.tr("%1 dice left off: +%2").replace("%1", str(line.unplaced))
                .replace("%2", str(5 * line.unplaced)), "the-gig/showdown.unplaced", "")
        rows = ", ".join(self.tr("row %1: +%2").replace("%1", str(r)).replace("%2", str(p))
                         for r, p in line.harmony_rows)
        return self._explained(text, "the-gig/bridge.harmonies", rows)

    def _solo(self, line: Line) -> QLabel:
        if not line.solo_cells:
            return QLabel(self.tr("no solo"))
        solo = self.tr("groove of %1 · +%2 pts").replace("%1", str(line.solo_cells)) \
            .replace("%2", str(line.solo_points))
        if any(line.solo_symbols.values()):
            solo += " · " + symbols_text(line.solo_symbols)
        return self._explained(solo, "the-gig/solo.benefits", "")

    def _explained(self, text: str, rule_id: str, detail: str) -> QLabel:
        """A score that tells its rule and moment: the Bridge of this song."""
        when = self.tr("The Bridge of song %1").replace("%1", self.song)
        why = f"{when}: {text}" + (f" ({detail})" if detail else "") + " — " \
            + rule_summary(rule_id)
        label = Explained(text, rule_id, why)
        label.opened.connect(self.why.setText)
        return label

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
