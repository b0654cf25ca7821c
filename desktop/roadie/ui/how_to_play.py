"""Help › How to play: a game's overview in a few illustrated pages.

Each page says one thing in Roadie's own words (the goal, a step of a round, how you
score), cites the rule it summarises and shows the real board in a scripted position.
Back and Next (or the arrow keys) turn the pages; Esc closes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from roadie.ui.style import font
from roadie.ui.teaching import CONTEXT, Page, lesson_of
from roadie.ui.teaching.pictures import Painter
from roadie.ui.texts import citation, translated

PICTURE_WIDTH = 1100
"""Pictures are drawn this wide once, then scaled to the window."""


class HowToPlayDialog(QDialog):
    """The pages of one game's overview, one at a time."""

    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to play %1").replace("%1", title))
        lesson = lesson_of(game_id)
        self.pages: tuple[Page, ...] = lesson.pages
        self.painter = Painter(game_id, lesson)
        self._pixmaps: dict[int, QPixmap] = {}
        self.index = 0
        self._build()
        self._fit(parent)
        self._keys()
        self.show_page(0)

    def _build(self) -> None:
        box = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setFont(font(15, bold=True))
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.picture.setMinimumHeight(120)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setFont(font(11))
        self.source = QLabel()
        self.source.setStyleSheet("color: #b9a98f")
        box.addWidget(self.heading)
        box.addWidget(self.picture, 1)
        box.addWidget(self.text)
        box.addWidget(self.source)
        box.addLayout(self._buttons())

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.back = QPushButton(self.tr("‹ Back"))
        self.back.clicked.connect(lambda: self.show_page(self.index - 1))
        self.step = QLabel()
        self.next = QPushButton()
        self.next.clicked.connect(self._forward)
        self.next.setDefault(True)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        row.addWidget(self.back)
        row.addStretch(1)
        row.addWidget(self.step)
        row.addStretch(1)
        row.addWidget(close)
        row.addWidget(self.next)
        return row

    def _keys(self) -> None:
        """Right or Page Down: next page; Left or Page Up: back; Home, End (whatever has focus)."""
        turns = {(Qt.Key.Key_Right, Qt.Key.Key_PageDown): lambda: self.show_page(self.index + 1),
                 (Qt.Key.Key_Left, Qt.Key.Key_PageUp): lambda: self.show_page(self.index - 1),
                 (Qt.Key.Key_Home,): lambda: self.show_page(0),
                 (Qt.Key.Key_End,): lambda: self.show_page(len(self.pages) - 1)}
        for keys, turn in turns.items():
            action = QAction(self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(turn)
            self.addAction(action)

    def _fit(self, parent: QWidget | None) -> None:
        """A size that leaves the window behind visible, at most 900 by 700."""
        room = parent.window().size() if parent is not None else None
        width = min(900, int(room.width() * 0.9)) if room else 900
        height = min(700, int(room.height() * 0.92)) if room else 700
        self.resize(width, height)

    def show_page(self, index: int) -> None:
        """Turn to page *index* (kept within the pages)."""
        self.index = max(0, min(index, len(self.pages) - 1))
        page = self.pages[self.index]
        self.heading.setText(translated(CONTEXT, page.title))
        self.text.setText(translated(CONTEXT, page.text))
        self.source.setText(self.tr("Rule: %1").replace("%1", citation(page.rule_id)))
        self.step.setText(self.tr("%1 of %2").replace("%1", str(self.index + 1))
                          .replace("%2", str(len(self.pages))))
        self.back.setEnabled(self.index > 0)
        last = self.index == len(self.pages) - 1
        self.next.setText(self.tr("Done") if last else self.tr("Next ›"))
        self._show_picture()

    def _forward(self) -> None:
        if self.index == len(self.pages) - 1:
            self.accept()
        else:
            self.show_page(self.index + 1)

    def pixmap(self, index: int) -> QPixmap:
        """The picture of page *index*, drawn by the real board (once)."""
        if index not in self._pixmaps:
            self._pixmaps[index] = self.painter.render(self.pages[index].picture, PICTURE_WIDTH)
        return self._pixmaps[index]

    def _show_picture(self) -> None:
        room = self.picture.contentsRect().size()
        if room.width() < 10 or room.height() < 10:
            return
        scaled = self.pixmap(self.index).scaled(room, Qt.AspectRatioMode.KeepAspectRatio,
                                                Qt.TransformationMode.SmoothTransformation)
        self.picture.setPixmap(scaled)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._show_picture()

