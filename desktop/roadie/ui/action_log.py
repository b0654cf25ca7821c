"""The action log: what happened at the table, newest at the bottom, in sentences."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem, QWidget


class ActionLog(QListWidget):
    """A read-only list of sentences that keeps the latest in view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setAccessibleName(self.tr("Action log"))

    def add(self, sentence: str) -> None:
        self.addItem(QListWidgetItem(sentence))
        self.scrollToBottom()

    def sentences(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]
