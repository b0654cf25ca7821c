"""The launcher's Games in progress: one row per game that can be taken up again, newest
first, each with its own button to play on and one to delete it (asked first).

A row is a :class:`ProgressEntry` of some *kind*: ``"autosave"``, a game in progress kept
on this computer, is the first. Another kind (a network seat to rejoin, say) adds its
button's words to :meth:`ProgressRow.action_text` and is handled where the list's
signals arrive; the list itself knows nothing more of it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from roadie import games
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.storage.summary import SaveSummary
from roadie.ui.style import font
from roadie.ui.texts import translated

if TYPE_CHECKING:
    from PySide6.QtGui import QResizeEvent
    from PySide6.QtWidgets import QMessageBox

AUTOSAVE = "autosave"
"""A game in progress autosaved on this computer (its key: the file's path)."""
PLAIN_TEXT = 0
"""``Qt.TextFormat.PlainText``, by number (Qt's namespace is not named before the launcher's
first frame: see :mod:`roadie.ui.launcher`)."""
GAME_OVER = _("progress", "Game over")
"""Said before a finished game's progress in the recent games."""
ROW_RULE = "QFrame#progressRow { border: none; border-bottom: 1px solid #5e4533; }"
"""A thin rule under each row (the panel's brown, lighter)."""
SHOWN_WHOLE = 2
"""Rows shown before the list scrolls (the launcher's heading counts them all)."""


@dataclass(frozen=True)
class ProgressEntry:
    """A game that can be taken up again."""

    kind: str
    key: str
    """What the game is to its kind (an autosave's path)."""
    summary: SaveSummary | None
    """What its save says (``None``: it cannot be read; Continue tries its backup)."""
    where: str = ""
    """Where it is played, when not here (a host's address), shown after its players."""


def game_title(game_id: str) -> str:
    return translated("games", games.ENTRIES[game_id].about.title) \
        if game_id in games.ENTRIES else game_id


def progress_text(progress: tuple[str, ...], over: bool = False) -> str:
    """A save's progress ("Song %1 of %2" and its arguments) in the language shown now,
    after "Game over" when the game had ended ("Game over · Song 6 of 6")."""
    text = translated("progress", progress[0]) if progress else ""
    for n, arg in enumerate(progress[1:], start=1):
        text = text.replace(f"%{n}", arg)
    return " · ".join(p for p in (translated("progress", GAME_OVER) if over else "", text) if p)


class ProgressRow(QFrame):
    """One game in progress: what it is on two lines, then its two buttons."""

    def __init__(self, entry: ProgressEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("progressRow")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 5, 0, 5)
        row.setSpacing(8)
        text = QVBoxLayout()
        text.setSpacing(0)
        self.title = QLabel(wordWrap=True)
        self.title.setFont(font(10, bold=True))
        self.detail = QLabel(wordWrap=True)
        self.detail.setObjectName("muted")
        for label in (self.title, self.detail):
            label.setProperty("textFormat", PLAIN_TEXT)  # players' names, as typed
            text.addWidget(label)
        row.addLayout(text, 1)
        self.action = QPushButton()
        self.delete = QPushButton()
        row.addWidget(self.action)
        row.addWidget(self.delete)
        self.retranslate()

    def action_text(self) -> str:
        """The words on the row's first button, by the kind of its entry."""
        return self.tr("Continue")

    def retranslate(self) -> None:
        about = self.entry.summary
        if about is None:
            self.title.setText(self.tr("A game in progress (damaged)"))
            self.detail.setText(self.tr("Continue tries the autosave before it."))
        else:
            self.title.setText(" · ".join(p for p in (game_title(about.game),
                                                      progress_text(about.progress)) if p))
            self.detail.setText(" · ".join(p for p in (", ".join(about.players),
                                                       self.entry.where, about.local_time())
                                           if p))
        self.action.setText(self.action_text())
        self.delete.setText(self.tr("Delete"))
        self.delete.setToolTip(self.tr("Delete this game in progress (you are asked first)"))

    def brief(self) -> str:
        """The row's two lines as one, for the question before deleting it."""
        return f"{self.title.text()}\n{self.detail.text()}"


class GamesInProgress(QWidget):
    """The list of games in progress (or a line saying there is none)."""

    chosen = Signal(object)
    """A :class:`ProgressEntry` to play on."""
    forget = Signal(object)
    """A :class:`ProgressEntry` to delete: the player said yes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[ProgressEntry] = []
        self.rows: list[ProgressRow] = []
        self.confirm: QMessageBox | None = None
        """The question asked before a delete, while it is open."""
        self.setStyleSheet(ROW_RULE)
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        self.empty = QLabel(wordWrap=True)
        self.empty.setObjectName("muted")
        whole.addWidget(self.empty)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        inner.setObjectName("page")
        self.box = QVBoxLayout(inner)
        self.box.setContentsMargins(0, 0, 6, 0)
        self.box.setSpacing(0)
        self.box.addStretch(1)
        self.area.setWidget(inner)
        whole.addWidget(self.area)
        self.set_entries([])

    def set_entries(self, entries: list[ProgressEntry]) -> None:
        """Show *entries* (newest first, as given)."""
        self.entries = list(entries)
        for old in self.rows:
            old.hide()  # never a window of its own until it is deleted
            self.box.removeWidget(old)
            old.deleteLater()
        self.rows = []
        for entry in self.entries:
            row = ProgressRow(entry)
            row.action.clicked.connect(lambda _=False, e=entry: self.chosen.emit(e))
            row.delete.clicked.connect(lambda _=False, r=row: self.ask_delete(r))
            self.box.insertWidget(len(self.rows), row)
            self.rows.append(row)
        self.empty.setVisible(not self.rows)
        self.area.setVisible(bool(self.rows))
        self.retranslate()

    def retranslate(self) -> None:
        self.empty.setText(self.tr("No game in progress: every game you start is kept here "
                                   "until it ends."))
        for row in self.rows:
            row.retranslate()
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """As high as the first rows need."""
        if not self.rows:  # (the first frame: no games read yet, the area hidden)
            return
        width = max(1, self.area.viewport().width() - 6)
        high = sum(row.heightForWidth(width) if row.hasHeightForWidth()
                   else row.sizeHint().height() for row in self.rows[:SHOWN_WHOLE])
        self.area.setFixedHeight(max(high, 1))

    def ask_delete(self, row: ProgressRow) -> None:
        """Ask whether to delete *row*'s game; :attr:`forget` only on yes."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete a game in progress"),
                          self.tr("Delete this game in progress? It cannot be brought back.")
                          + "\n\n" + row.brief(), QMessageBox.StandardButton.NoButton, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        yes = box.addButton(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        entry = row.entry

        def answered(button: object) -> None:
            self.confirm = None
            if button is yes:
                self.forget.emit(entry)

        box.buttonClicked.connect(answered)
        self.confirm = box
        box.open()
