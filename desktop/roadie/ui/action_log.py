"""The action log: what happened at the table, newest at the bottom, in sentences.

The log keeps what happened (:class:`Entry`: an event, or a seat taking an action back),
not sentences: each is told in the language of now when it is shown, and told again
when the table asks (a language switched live).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget


@dataclass(frozen=True)
class Entry:
    """One thing that happened: *event* (with a *note* a table may add to tell it its own
    way), or *seat* taking back its last action (*undone*)."""

    event: Any = None
    seat: int | None = None
    undone: bool = False
    note: str = ""


Teller = Callable[[Any], "str | None"]
"""Turns an entry (or a plain sentence) into the line to show; None or '': no line."""


class ActionLog(QPlainTextEdit):
    """A read-only list of sentences, told from its entries, that keeps the latest in view.

    A plain text edit lays out only the lines it shows, so a line added costs the same
    at the five thousandth line as at the fifth (a list widget laid out every wrapped
    line again for each one added)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self.setReadOnly(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.NoContextMenu)  # a list, not a text
        self.viewport().setCursor(Qt.CursorShape.ArrowCursor)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setUndoRedoEnabled(False)
        self.setAccessibleName(self.tr("Action log"))
        self.entries: list[Any] = []
        self.lines: list[str] = []
        """The lines shown, one per entry that has one."""
        self.teller: Teller = lambda entry: entry if isinstance(entry, str) else None
        self._follow = QTimer(self, singleShot=True, interval=0)
        self._follow.timeout.connect(self.scroll_to_bottom)

    def set_teller(self, teller: Teller) -> None:
        """Tell every entry anew with *teller* (the table's words, in today's language)."""
        self.teller = teller
        self.replace(self.entries)

    def replace(self, entries: list[Any]) -> None:
        """Keep *entries* in place of those kept so far, and show them."""
        self.entries = list(entries)
        self.lines = [line for line in map(self.teller, self.entries) if line]
        self.setPlainText("\n".join(self.lines))
        self.follow()

    def add(self, entry: Any) -> None:
        """Keep *entry* (an :class:`Entry`, or a sentence) and show its line, if it has one."""
        self.entries.append(entry)
        line = self.teller(entry)
        if line:
            self.lines.append(line)
            self.appendPlainText(line)
            self.follow()

    def follow(self) -> None:
        """Scroll to the newest line once the lines are laid out: once for a whole batch."""
        self._follow.start()

    def scroll_to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def sentences(self) -> list[str]:
        return list(self.lines)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.follow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        at_end = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum()
        super().resizeEvent(event)
        if at_end:
            self.follow()
