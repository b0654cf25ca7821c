"""The table's chat, in the lobby and beside a network game's table, and the host's choice
over a seat whose player dropped. (A table is built anew in another language; the lobby's
chat retranslates itself.)

Chat lines, names and the host's reasons are plain text: each line is an item of a list,
and a label that names a player shows plain text, so what a peer types shows exactly as
typed (``<b>`` and all).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from roadie.bots.level_info import levels_for
from roadie.net.protocol import CHAT_MAX, ChatLine
from roadie.ui.plain import plain
from roadie.ui.style import font
from roadie.ui.texts import translated


class Texts:
    """Setters of a widget's texts, run now and again after a language switch."""

    def __init__(self) -> None:
        self._setters: list[Callable[[], None]] = []

    def add(self, setter: Callable[[], None]) -> None:
        setter()
        self._setters.append(setter)

    def again(self) -> None:
        for setter in self._setters:
            setter()


class ChatBox(QWidget):
    """The lines said at the table, and a line to say one."""

    said = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts = Texts()
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        self.lines = QListWidget()
        self.lines.setWordWrap(True)
        box.addWidget(self.lines, 1)
        row = QHBoxLayout()
        self.line = QLineEdit()
        self.line.setMaxLength(CHAT_MAX)
        self.texts.add(lambda: self.line.setPlaceholderText(self.tr("Say something")))
        self.line.returnPressed.connect(self._say)
        self.send = QPushButton()
        self.texts.add(lambda: self.send.setText(self.tr("Send")))
        self.send.clicked.connect(self._say)
        row.addWidget(self.line, 1)
        row.addWidget(self.send)
        box.addLayout(row)

    def hear(self, line: ChatLine) -> None:
        """A line someone said (shown as plain text)."""
        self._add(f"{line.name}: {line.text}")

    def note(self, text: str) -> None:
        """A line from Roadie itself (someone left, the host is back...)."""
        item = self._add(f"· {text}")
        item.setFont(font(9))

    def shown(self) -> list[str]:
        return [self.lines.item(n).text() for n in range(self.lines.count())]

    def _add(self, text: str) -> QListWidgetItem:
        item = QListWidgetItem(text)
        self.lines.addItem(item)
        self.lines.scrollToBottom()
        return item

    def _say(self) -> None:
        text = self.line.text().strip()
        if text:
            self.said.emit(text)
            self.line.clear()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.again()
        super().changeEvent(event)


class DroppedSeat(QFrame):
    """The host's choice for a seat whose player dropped: wait, or let a bot play it."""

    chose_bot = Signal(int, str)
    """(seat, level): a bot plays the seat until its player is back."""
    waiting = Signal()
    """The host waits for the player: the offer goes."""

    def __init__(self, seat: int, name: str, game_id: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.seat = seat
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        self.label = plain(QLabel(wordWrap=True))  # it names the player
        self.label.setText(self.tr("%1 dropped; their seat is held.").replace("%1", name))
        box.addWidget(self.label)
        row = QHBoxLayout()
        wait = QPushButton(self.tr("Wait"))
        wait.clicked.connect(self.waiting)
        wait.clicked.connect(self.hide)
        self.level = QComboBox()
        for level in levels_for(game_id):
            self.level.addItem(translated("bots", level.title), level.name)
        self.level.setCurrentIndex(max(0, self.level.findData("normal")))
        self.bot = QPushButton(self.tr("Let a bot play"))
        self.bot.clicked.connect(self._bot)
        row.addWidget(wait)
        row.addWidget(self.bot)
        row.addWidget(self.level)
        box.addLayout(row)

    def _bot(self) -> None:
        self.chose_bot.emit(self.seat, str(self.level.currentData()))
        self.hide()


class TableChat(QWidget):
    """Beside a network game's table: a notice while the host is away, the host's choices
    over dropped seats, and the chat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(6)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.heading.setFont(font(9, bold=True))
        self.heading.setText(self.tr("Table chat").upper())
        box.addWidget(self.heading)
        self.away = plain(QLabel(wordWrap=True))  # it quotes the host's reason
        self.away.setObjectName("title")
        self.away.hide()
        box.addWidget(self.away)
        self.drops = QVBoxLayout()
        self._offers: list[DroppedSeat] = []
        box.addLayout(self.drops)
        self.chat = ChatBox()
        box.addWidget(self.chat, 1)
        self.setMinimumHeight(150)

    def host_away(self, text: str | None) -> None:
        """Say that the host is away, and why (``None``: it is back)."""
        self.away.setVisible(text is not None)
        self.away.setText(text or "")

    def dropped(self, seat: int, name: str, game_id: str) -> DroppedSeat:
        """Offer the host its choice for *seat* (one offer per seat)."""
        self.back(seat)
        offer = DroppedSeat(seat, name, game_id)
        self._offers.append(offer)
        self.drops.addWidget(offer)
        return offer

    def back(self, seat: int) -> None:
        """The seat's player is back: its offer goes."""
        for offer in [o for o in self._offers if o.seat == seat]:
            self._offers.remove(offer)
            self.drops.removeWidget(offer)
            offer.deleteLater()

    def offers(self) -> list[DroppedSeat]:
        """The choices still offered."""
        return [offer for offer in self._offers if not offer.isHidden()]
