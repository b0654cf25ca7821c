"""Widgets laid over the table: a toast for short messages, a hot-seat curtain, the pause."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from roadie.match.time_scale import scaled
from roadie.ui.style import WARM, font


class _Overlay(QWidget):
    """Covers its parent, or *over*, a widget beside it in the parent, wherever it is."""

    def __init__(self, parent: QWidget, over: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = over or parent
        self.host.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        return False

    def place(self) -> None:
        host = self.host
        self.setGeometry(host.rect() if host is self.parentWidget() else host.geometry())


class Toast(QLabel):
    """A message that shows at the bottom of its parent for a few seconds."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.host = parent
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFont(font(11, bold=True))
        self.setStyleSheet(f"background: rgba(28,18,12,235); color: {WARM.cream};"
                           f"border: 2px solid {WARM.amber}; border-radius: 10px;"
                           "padding: 10px 16px;")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self.hide)
        parent.installEventFilter(self)
        self.hide()

    def show_message(self, text: str, ms: int = 5000) -> None:
        self.setText(text)
        self.place()
        self.show()
        self.raise_()
        self._timer.start(scaled(ms))

    def place(self) -> None:
        """At the bottom of the parent, 640 wide, or in one line as wide as the parent
        allows (a short banner takes one line's height, not two)."""
        parent = self.host
        room = parent.width() - 40
        line = self.fontMetrics().horizontalAdvance(self.text()) + 40  # padding and border
        self.setFixedWidth(max(line if line <= room else min(room, 640), 200))
        self.adjustSize()
        self.move((parent.width() - self.width()) // 2, parent.height() - self.height() - 24)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """It stays at the bottom of a window resized while it shows."""
        if watched is self.host and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False


class Curtain(_Overlay):
    """Hot-seat privacy: hides the table until the next player says they hold the device."""

    dismissed = Signal()
    """The player said they hold the device."""
    lifted = Signal()
    """The curtain is out of the way, however it was hidden."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # it names a player
        self.title.setFont(font(26, bold=True))
        self.title.setStyleSheet(f"color: {WARM.amber};")
        self.title.setWordWrap(True)
        self.title.setMinimumWidth(640)
        self.note = QLabel(self.tr("The table stays hidden until they are ready."),
                           alignment=Qt.AlignmentFlag.AlignCenter)
        self.note.setFont(font(12))
        self.button = QPushButton()
        self.button.setObjectName("primary")
        self.button.setFont(font(13, bold=True))
        self.button.clicked.connect(self._dismiss)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addSpacing(18)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_for(self, name: str) -> None:
        self.title.setText(self.tr("Pass the device to %1").replace("%1", name))
        self.button.setText(self.tr("I'm %1: show the table").replace("%1",
                                                                       name.replace("&", "&&")))
        self.place()
        self.show()
        self.raise_()
        self.button.setFocus()

    def _dismiss(self) -> None:
        self.hide()
        self.dismissed.emit()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.lifted.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        grad = QLinearGradient(0, 0, self.width(), 0)
        velvet = QColor(WARM.velvet)
        for x, factor in ((0.0, 170), (0.12, 110), (0.25, 160), (0.5, 100), (0.75, 160),
                          (0.88, 110), (1.0, 170)):
            grad.setColorAt(x, velvet.darker(factor))
        painter.fillRect(self.rect(), grad)


class PauseCover(_Overlay):
    """Game › Pause: the board (*over*) dimmed under "Paused", with Resume. A child of the
    board's *parent*, not of the board, so it stays live while the board is disabled."""

    resume = Signal()

    def __init__(self, over: QWidget, parent: QWidget) -> None:
        super().__init__(parent, over)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title = QLabel(self.tr("Paused"), alignment=Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(font(28, bold=True))
        self.title.setStyleSheet(f"color: {WARM.amber};")
        self.note = QLabel(alignment=Qt.AlignmentFlag.AlignCenter, wordWrap=True)
        self.note.setTextFormat(Qt.TextFormat.PlainText)  # it may name a player
        self.note.setFont(font(12))
        self.note.setStyleSheet(f"color: {WARM.cream};")
        self.button = QPushButton(self.tr("Resume"))
        self.button.setObjectName("primary")
        self.button.setFont(font(13, bold=True))
        self.button.clicked.connect(self.resume)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addSpacing(14)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_with(self, note: str, can_resume: bool = True) -> None:
        """Cover the board; *note* says why (who paused), Resume shows if *can_resume*."""
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.button.setVisible(can_resume)
        self.place()
        self.show()
        self.raise_()
        if can_resume:
            self.button.setFocus()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 12, 8, 190))
