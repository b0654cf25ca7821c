"""Help › Keyboard: the keys of the table in play and of the window, as a styled sheet.

A table lists its keys as rich text (``Table.keys``): lines joined by ``<br/>``, entries by
`` · ``, each "keys: what they do". The dialog lays each entry out as a key cap beside its
meaning, so the sheet reads the same in every language the text is translated into.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from roadie.ui.style import WARM, Palette, font


def entries(keys: str) -> list[tuple[str, str]]:
    """(keys, meaning) for each entry of a table's key text; keys '' when an entry names
    no key before a colon (it goes on from the entry before)."""
    found: list[tuple[str, str]] = []
    for line in keys.split("<br/>"):
        for entry in line.split(" · "):
            entry = entry.strip()
            if not entry:
                continue
            key, sep, meaning = entry.partition(": ")
            found.append((key, meaning) if sep else ("", entry))
    return found


class KeysDialog(QDialog):
    """The keyboard sheet: a section for the table in play (if any) and one for the window."""

    def __init__(self, sections: list[tuple[str, str]], parent: QWidget | None = None,
                 pal: Palette = WARM) -> None:
        super().__init__(parent)
        self.setObjectName("keys")
        self.setWindowTitle(self.tr("Keyboard"))
        self.pal = pal
        self.sections = sections
        self.resize(740, 660)
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 18, 22, 14)
        title = QLabel(self.tr("Keyboard"))
        title.setObjectName("title")
        title.setFont(font(16, bold=True))
        box.addWidget(title)
        sheet = QWidget()
        sheet.setObjectName("page")
        grid = QGridLayout(sheet)
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        for heading, keys in sections:
            self._section(grid, heading, keys)
        grid.setRowStretch(grid.rowCount(), 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(sheet)
        box.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def _section(self, grid: QGridLayout, heading: str, keys: str) -> None:
        row = grid.rowCount()
        label = QLabel(heading.upper())
        label.setObjectName("heading")
        label.setFont(font(10, bold=True))
        grid.addWidget(label, row, 0, 1, 2)
        for key, meaning in entries(keys):
            row += 1
            if key:
                cap = QLabel(escape(key))
                cap.setTextFormat(Qt.TextFormat.RichText)
                cap.setFont(font(10, bold=True))
                cap.setStyleSheet(f"color: {self.pal.amber}; background: #1f140e;"
                                  "border: 1px solid #7a5236; border-radius: 5px;"
                                  "padding: 3px 8px;")
                cap.setWordWrap(True)
                cap.setMaximumWidth(250)
                grid.addWidget(cap, row, 0, Qt.AlignmentFlag.AlignTop)
            text = QLabel(escape(meaning))
            text.setTextFormat(Qt.TextFormat.RichText)
            text.setWordWrap(True)
            text.setFont(font(10))
            grid.addWidget(text, row, 1, Qt.AlignmentFlag.AlignVCenter)
        grid.setRowMinimumHeight(row + 1, 12)

    def text(self) -> str:
        """Every entry as "keys: meaning", one a line (what the sheet says, for tests)."""
        return "\n".join(f"{k}: {m}" if k else m for _h, keys in self.sections
                         for k, m in entries(keys))

