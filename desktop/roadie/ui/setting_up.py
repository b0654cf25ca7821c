"""The table's frame while a game is set up: the felt and a line saying so, shown at once
(under a busy cursor), rather than a launcher that stops answering."""

from __future__ import annotations

from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from roadie.ui.style import WARM, Palette, felt_brush, font


class SettingUp(QWidget):
    """The felt, and "Setting up the table…" in the middle of it."""

    def __init__(self, pal: Palette = WARM, parent: QWidget | None = None) -> None:
        from PySide6.QtCore import Qt

        super().__init__(parent)
        self.pal = pal
        self.label = QLabel(self.tr("Setting up the table…"))
        self.label.setObjectName("title")
        self.label.setFont(font(16, bold=True))
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)

    def paintEvent(self, event: QPaintEvent) -> None:
        centre = self.rect().center()
        radius = max(self.width(), self.height()) * 0.75
        painter = QPainter(self)
        painter.fillRect(self.rect(), felt_brush(centre.x(), centre.y(), radius, self.pal))
        painter.end()
