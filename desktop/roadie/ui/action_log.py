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
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget


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


class ActionLog(QListWidget):
    """A read-only list of sentences, told from its entries, that keeps the latest in view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAccessibleName(self.tr("Action log"))
        self.entries: list[Any] = []
        self.teller: Teller = lambda entry: entry if isinstance(entry, str) else None
        self._follow = QTimer(self, singleShot=True, interval=0)
        self._follow.timeout.connect(self.scrollToBottom)

    def set_teller(self, teller: Teller) -> None:
        """Tell every entry anew with *teller* (the table's words, in today's language)."""
        self.teller = teller
        self.replace(self.entries)

    def replace(self, entries: list[Any]) -> None:
        """Keep *entries* in place of those kept so far, and show them."""
        self.entries = list(entries)
        self.clear()
        for entry in self.entries:
            self._show(entry)
        self.follow()

    def add(self, entry: Any) -> None:
        """Keep *entry* (an :class:`Entry`, or a sentence) and show its line, if it has one."""
        self.entries.append(entry)
        self._show(entry)
        self.follow()

    def _show(self, entry: Any) -> None:
        line = self.teller(entry)
        if line:
            self.addItem(QListWidgetItem(line))

    def follow(self) -> None:
        """Scroll to the newest line once the lines are laid out (wrapped lines get their
        height only then): once for a whole batch of lines, since each scroll lays out
        every wrapped line again."""
        self._follow.start()

    def sentences(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.follow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        at_end = self.verticalScrollBar().value() >= self.verticalScrollBar().maximum()
        super().resizeEvent(event)
        if at_end:
            self.follow()
