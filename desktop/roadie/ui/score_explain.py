"""Explained scores: each score line opens to the rule that scored it and the moments
its points were earned (the song, round or month, and the action log's line for it).

:class:`ScoreExplainer` is a tree of one seat's lines: click a line (or press Enter on it)
to open it; hovering it shows the rule. :class:`ScoreExplanation` shows it in a small
window, from the scoreboard and the end screen.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roadie.core.game import ScoreLine, SeatScore
from roadie.match.client import TableClient
from roadie.ui.counted import counted
from roadie.ui.score_moments import Moment, moments
from roadie.ui.style import WARM, font
from roadie.ui.texts import citation, rule, rule_tooltip, translated

Describe = Callable[[Any], "str | None"]
"""The action log's sentence for an event (a board's ``describe``)."""


class ScoreExplainer(QTreeWidget):
    """One seat's score lines; each opens to its rule and the moments it was earned."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setFont(font(11))
        self.setAccessibleName(self.tr("Score lines and the rules that scored them"))
        self.itemClicked.connect(self._toggle)
        self.itemActivated.connect(self._toggle)  # Enter on a line

    def show_seat(self, client: TableClient, seat: SeatScore,
                  describe: Describe | None = None) -> None:
        """Fill the tree with *seat*'s lines (closed)."""
        self.clear()
        history = client.history()
        for line in seat.lines:
            found = moments(client.info.id, history, seat, line, client.options)
            self.addTopLevelItem(self._line_item(line, found, client.is_over(), describe))

    def open_line(self, label: str) -> QTreeWidgetItem | None:
        """Open the line labelled *label* (its English label) and select it."""
        for n in range(self.topLevelItemCount()):
            item = self.topLevelItem(n)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == label:
                item.setExpanded(True)
                self.setCurrentItem(item)
                return item
        return None

    def text_of(self, item: QTreeWidgetItem) -> str:
        """An opened line as plain text: the line, its rule and its moments."""
        children = (item.child(n) for n in range(item.childCount()))
        return "\n".join([item.text(0), *(c.data(0, Qt.ItemDataRole.UserRole)
                                           for c in children if c is not None)])

    def _line_item(self, line: ScoreLine, found: list[Moment], over: bool,
                   describe: Describe | None) -> QTreeWidgetItem:
        item = QTreeWidgetItem([f"{translated('scores', line.label)}: {line.points:+d}"])
        item.setData(0, Qt.ItemDataRole.UserRole, line.label)
        item.setFont(0, font(11, bold=True))
        if line.rule:
            item.setToolTip(0, rule_tooltip(line.rule))
            for text in self._rule_rows(line.rule):
                self._child(item, text, WARM.muted)
        for moment in found:
            self._child(item, self._moment_text(moment, describe))
        if not found:
            self._child(item, self.tr("Counted from the board at the end of the game.") if over
                        else self.tr("Counted from the board as it stands now; final at the "
                                     "end of the game."))
        return item

    def _rule_rows(self, rule_id: str) -> list[str]:
        r = rule(rule_id)
        rows = [self.tr("Rule: %1 (%2)").replace("%1", translated("rules", r.title))
                .replace("%2", citation(rule_id)) + f"  [{rule_id}]",
                translated("rules", r.text)]
        if r.clarification:
            rows.append(translated("rules", r.clarification))
        return rows

    def _moment_text(self, moment: Moment, describe: Describe | None) -> str:
        step = self.tr("setting up") if moment.step == 0 else \
            self.tr("action %1").replace("%1", str(moment.step))
        where = f"{moment.when} · {step}" if moment.when else step
        said = describe(moment.event) if describe is not None else None
        return f"{where}: {moment.what}" + (f" — “{said}”" if said else "")

    def _child(self, parent: QTreeWidgetItem, text: str, colour: str = "") -> None:
        """A row under a line: its rule (muted) or a moment it was earned."""
        child = QTreeWidgetItem([self._wrapped(text)])
        if colour:
            child.setForeground(0, QColor(colour))
        child.setData(0, Qt.ItemDataRole.UserRole, text)
        child.setToolTip(0, f"<p style='white-space:normal'>{escape(text)}</p>")
        parent.addChild(child)

    def _wrapped(self, text: str) -> str:
        """*text* broken into lines that fit the tree's width (items do not wrap by
        themselves)."""
        room = self.viewport().width() - 2 * self.indentation() - 12
        fm, lines, line = self.fontMetrics(), [], ""
        for word in text.split(" "):
            longer = f"{line} {word}" if line else word
            if line and fm.horizontalAdvance(longer) > room:
                lines.append(line)
                longer = word
            line = longer
        return "\n".join([*lines, line])

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Wrap the opened lines again to the new width."""
        super().resizeEvent(event)
        for n in range(self.topLevelItemCount()):
            item = self.topLevelItem(n)
            for child in (item.child(k) for k in range(item.childCount())) if item else ():
                if child is not None:
                    child.setText(0, self._wrapped(child.data(0, Qt.ItemDataRole.UserRole)))

    def _toggle(self, item: QTreeWidgetItem) -> None:
        if item.childCount():
            item.setExpanded(not item.isExpanded())


class ScoreExplanation(QDialog):
    """A seat's score explained, line by line, in a window of its own."""

    def __init__(self, client: TableClient, seat: SeatScore, name: str,
                 describe: Describe | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How %1 scored").replace("%1", name))
        self.resize(560, 420)
        box = QVBoxLayout(self)
        heading = QLabel(total_heading(client.info.unit, seat.total).replace("%1", name))
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setWordWrap(True)
        heading.setFont(font(11, bold=True))
        box.addWidget(heading)
        self.tree = ScoreExplainer(self)
        self.tree.show_seat(client, seat, describe)
        box.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)


def total_heading(unit: str, total: int) -> str:
    """"%1: 37 points — …", or $37 of a game scored in dollars, or 37 Fame."""
    if unit == "dollars":
        return counted("%1: $%n — click a line to see its rule and when it was earned", None,
                       total)
    if unit == "fame":
        return counted("%1: %n Fame — click a line to see its rule and when it was earned",
                       None, total)
    return counted("%1: %n points — click a line to see its rule and when it was earned", None,
                   total)


def projection_reason(name: str, old: SeatScore, new: SeatScore, said: list[str]) -> str:
    """"Ana's projection 23 → 18: Notation sets -5 — Ana used Flat: 4 became 3." — the lines
    that moved, then what happened to move them (the action log's sentences)."""
    was = {line.label: line.points for line in old.lines}
    moved = [f"{translated('scores', line.label)} {line.points - was.get(line.label, 0):+d}"
             for line in new.lines if line.points != was.get(line.label, 0)]
    text = QCoreApplication.translate("GameScreen", "%1's projection %2 → %3: %4")
    text = (text.replace("%1", name).replace("%2", str(old.total))
            .replace("%3", str(new.total)).replace("%4", ", ".join(moved)))
    return text + (" — " + " ".join(said) if said else "")
