"""Play on the network: host the game set up on the launcher, or join a table on the network.

The host keeps the launcher's game, options and seats, and says who each seat is for: the
host's own player (the first seat), any peer, a bot, or the peer of one name; a room
password is optional; a host that went down hosts its game again from a save (its
autosave). A joining player picks a table the hosts announce on the local network (a game
under way among them, with its open seats and those held for players who dropped), or types
an address and port, with the invite code of a seat kept for them; a seat this player held
when Roadie closed is offered first ("Rejoin <game> at <host>"). The page follows a switch
of language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from roadie.bots.level_info import levels_for
from roadie.net.client import Found
from roadie.net.lobby import SeatPlan
from roadie.storage.in_progress import folder as in_progress_folder
from roadie.ui.chat import Texts
from roadie.ui.launcher import NewGame
from roadie.ui.plain import plain
from roadie.ui.rejoin_offers import RejoinOffers
from roadie.ui.style import font
from roadie.ui.texts import translated

HOST_PORT = 45_742
"""The port a host listens on unless told otherwise."""


@dataclass(frozen=True)
class HostRequest:
    new: NewGame
    plans: list[SeatPlan]
    name: str
    password: str | None
    port: int


@dataclass(frozen=True)
class JoinRequest:
    address: str
    port: int
    name: str
    password: str | None
    spectate: bool
    invite: str | None = None
    token: str | None = None
    """The token of a seat kept for this player (to take it back)."""


def heading(text: str) -> QLabel:
    label = QLabel(text.upper())
    label.setObjectName("heading")
    label.setFont(font(9, bold=True))
    return label


def panel() -> tuple[QFrame, QVBoxLayout, QLabel]:
    """A framed panel, its layout and its title (first in the layout)."""
    frame = QFrame()
    frame.setObjectName("panel")
    box = QVBoxLayout(frame)
    box.setContentsMargins(18, 14, 18, 16)
    box.setSpacing(10)
    label = QLabel()
    label.setObjectName("title")
    label.setFont(font(15, bold=True))
    box.addWidget(label)
    return frame, box, label


class PlanRow(QObject):
    """One seat of the hosted game, a row of *grid*: who it is for (and the bot's level or
    the awaited name)."""

    def __init__(self, seat: int, name: str, kind: str, game_id: str,
                 grid: QGridLayout) -> None:
        super().__init__(grid)
        self.seat = seat
        self.label = QLabel()
        self.plan = QComboBox()
        for data in ("open", "bot", "reserved"):
            self.plan.addItem("", data)
        self.plan.setCurrentIndex(1 if kind == "bot" else 0)
        self.name = QLineEdit(name if kind == "bot" else "")
        self.name.setMaxLength(24)
        self.level = QComboBox()
        self.levels = levels_for(game_id)
        for level in self.levels:
            self.level.addItem("", level.name)
        self.level.setCurrentIndex(max(0, self.level.findData("normal")))
        grid.addWidget(self.label, seat, 0)
        for column, widget in enumerate((self.plan, self.name, self.level), start=1):
            grid.addWidget(widget, seat, column)
        self.plan.currentIndexChanged.connect(self._plan_changed)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Seat %1").replace("%1", str(self.seat + 1)))
        for n, text in enumerate((self.tr("Open to anyone"), self.tr("Bot"),
                                  self.tr("Reserved for"))):
            self.plan.setItemText(n, text)
        for n, level in enumerate(self.levels):
            self.level.setItemText(n, translated("bots", level.title))
        self._plan_changed()

    def _plan_changed(self) -> None:
        plan = self.plan.currentData()
        self.name.setVisible(plan != "open")
        self.level.setVisible(plan == "bot")
        self.name.setPlaceholderText(self.tr("their name") if plan == "reserved"
                                     else self.tr("the bot's name"))

    def seat_plan(self) -> SeatPlan:
        return SeatPlan(self.plan.currentData(), self.name.text().strip(),
                        self.level.currentData() or "normal")


class NetworkPage(QWidget):
    """Host the launcher's game, or join one."""

    host = Signal(object)
    """A :class:`HostRequest`."""
    host_again = Signal(object)
    """The path of a save (by default the autosave) whose game to host again."""
    join = Signal(object)
    """A :class:`JoinRequest`."""
    back = Signal()

    def __init__(self, new: NewGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.new = new
        self.texts = Texts()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 22)
        top = QHBoxLayout()
        title = QLabel()
        self.texts.add(lambda: title.setText(self.tr("Play on the network")))
        title.setObjectName("title")
        title.setFont(font(24, bold=True))
        self.back_button = QPushButton()
        self.texts.add(lambda: self.back_button.setText(self.tr("Back to the launcher")))
        self.back_button.clicked.connect(self.back)
        top.addWidget(title)
        top.addStretch(1)
        top.addWidget(self.back_button)
        outer.addLayout(top)
        self.status = plain(QLabel(wordWrap=True))  # it may quote a host's or a name
        self.status.setObjectName("muted")
        outer.addWidget(self.status)
        columns = QHBoxLayout()
        columns.setSpacing(24)
        columns.addWidget(self._host_panel(), 1)
        columns.addWidget(self._join_panel(), 1)
        outer.addLayout(columns, 1)

    def _text(self, widget: QLabel | QPushButton | QCheckBox, text: Callable[[], str]) -> None:
        self.texts.add(lambda: widget.setText(text()))

    def _titled(self, title: Callable[[], str]) -> tuple[QFrame, QVBoxLayout]:
        frame, box, label = panel()
        self._text(label, title)
        return frame, box

    def _heading(self, box: QVBoxLayout, text: Callable[[], str]) -> None:
        label = heading("")
        self._text(label, lambda: text().upper())
        box.addWidget(label)

    # --- hosting -------------------------------------------------------------------------------
    def _host_panel(self) -> QFrame:
        from roadie import games

        frame, box = self._titled(lambda: self.tr("Host a game"))
        about = QLabel(wordWrap=True)
        self._text(about, lambda: self.tr(
            "%1, with the options and seats set up on the launcher. Say who each seat is "
            "for:").replace("%1", translated("games", games.entry(self.new.game).about.title)))
        about.setObjectName("muted")
        box.addWidget(about)
        self._heading(box, lambda: self.tr("Seats"))
        host_name = self.new.seats[0][0] if self.new.seats else "Host"
        grid = QGridLayout()
        grid.setColumnStretch(2, 1)
        first, you = QLabel(), QLabel()
        self._text(first, lambda: self.tr("Seat 1"))
        self._text(you, lambda: self.tr("You, the host"))
        grid.addWidget(first, 0, 0)
        self.host_name = QLineEdit(host_name)
        self.host_name.setMaxLength(24)
        self.texts.add(lambda: self.host_name.setToolTip(
            self.tr("Your name: the first seat is yours")))
        grid.addWidget(you, 0, 1)
        grid.addWidget(self.host_name, 0, 2)
        self.rows = [PlanRow(i, name, kind, self.new.game, grid)
                     for i, (name, kind, _level) in enumerate(self.new.seats) if i > 0]
        box.addLayout(grid)
        self._heading(box, lambda: self.tr("Room"))
        form = QFormLayout()
        self.host_password = QLineEdit()
        self.texts.add(lambda: self.host_password.setPlaceholderText(self.tr("none")))
        self.host_password.setMaxLength(100)
        self.host_port = QSpinBox()
        self.host_port.setRange(0, 65_535)
        self.host_port.setValue(HOST_PORT)
        self.texts.add(lambda: self.host_port.setSpecialValueText(self.tr("any free port")))
        password, port = QLabel(), QLabel()
        self._text(password, lambda: self.tr("Room password"))
        self._text(port, lambda: self.tr("Port"))
        form.addRow(password, self.host_password)
        form.addRow(port, self.host_port)
        box.addLayout(form)
        box.addStretch(1)
        buttons = QHBoxLayout()
        self.again_button = QPushButton()
        self._text(self.again_button, lambda: self.tr("Host from a save…"))
        self.texts.add(lambda: self.again_button.setToolTip(self.tr(
            "The host went down? Host its game again from the autosave: the players rejoin "
            "their seats.")))
        self.again_button.clicked.connect(self._host_again)
        self.host_button = QPushButton()
        self._text(self.host_button, lambda: self.tr("Open the lobby"))
        self.host_button.setObjectName("primary")
        self.host_button.setFont(font(13, bold=True))
        self.host_button.clicked.connect(self._host)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.host_button, 1)
        box.addLayout(buttons)
        return frame

    def host_request(self) -> HostRequest:
        name = self.host_name.text().strip() or "Host"
        plans = [SeatPlan("host", name), *(row.seat_plan() for row in self.rows)]
        seats = [(name, "human", "normal")] + [
            (p.name or f"Seat {i + 2}", "bot" if p.plan == "bot" else "remote", p.level)
            for i, p in enumerate(plans[1:])]
        new = NewGame(self.new.game, self.new.options, self.new.seed, seats)  # type: ignore[arg-type]
        return HostRequest(new, plans, name, self.host_password.text() or None,
                           self.host_port.value())

    def _host(self) -> None:
        self.host.emit(self.host_request())

    def _host_again(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Host a game again from a save"), str(in_progress_folder()),
            self.tr("Roadie saves (*.roadie *.roadie.json)"))
        if path:
            self.host_again.emit(Path(path))

    # --- joining -------------------------------------------------------------------------------
    def _join_panel(self) -> QFrame:
        frame, box = self._titled(lambda: self.tr("Join a game"))
        self.rejoins = RejoinOffers()
        self.rejoins.refresh()
        box.addWidget(self.rejoins)
        self._heading(box, lambda: self.tr("Tables on this network"))
        self.tables = QListWidget()
        self.tables.itemSelectionChanged.connect(self._table_chosen)
        self.tables.itemActivated.connect(lambda _item: self._join())
        box.addWidget(self.tables, 1)
        self.no_tables = QLabel(wordWrap=True)
        self._text(self.no_tables, lambda: self.tr(
            "Looking for tables… none found yet; type the host's address below."))
        self.no_tables.setObjectName("muted")
        box.addWidget(self.no_tables)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText("192.168.1.20")
        self.join_port = QSpinBox()
        self.join_port.setRange(1, 65_535)
        self.join_port.setValue(HOST_PORT)
        self.join_name = QLineEdit(self.new.seats[0][0] if self.new.seats else "")
        self.join_name.setMaxLength(24)
        self.join_password = QLineEdit()
        self.join_password.setEchoMode(QLineEdit.EchoMode.Password)
        self.invite = QLineEdit()
        self.invite.setMaxLength(16)
        self.texts.add(lambda: self.invite.setPlaceholderText(
            self.tr("if the host kept a seat for you")))
        self.spectate = QCheckBox()
        self._text(self.spectate,
                   lambda: self.tr("Only watch (a spectator sees what everyone sees)"))
        for field, text in ((self.address, lambda: self.tr("Address")),
                            (self.join_port, lambda: self.tr("Port")),
                            (self.join_name, lambda: self.tr("Your name")),
                            (self.join_password, lambda: self.tr("Room password")),
                            (self.invite, lambda: self.tr("Invite code"))):
            label = QLabel()
            self._text(label, text)
            form.addRow(label, field)
        box.addLayout(form)
        box.addWidget(self.spectate)
        self.join_button = QPushButton()
        self._text(self.join_button, lambda: self.tr("Join"))
        self.join_button.setObjectName("primary")
        self.join_button.setFont(font(13, bold=True))
        self.join_button.clicked.connect(self._join)
        box.addWidget(self.join_button)
        return frame

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.again()
            for row in self.rows:
                row.retranslate()
        super().changeEvent(event)

    def add_table(self, found: Found) -> None:
        """A table a host announced (shown once; its open seats kept up to date)."""
        from roadie import games

        key = f"{found.address}:{found.port}"
        a = found.announce
        game = translated("games", games.entry(a.game).about.title) if a.game in \
            games.GAME_IDS else a.game
        if a.in_play:
            text = self.tr("%1 — %2 · in play · %3 open seats, %4 held for players who "
                           "dropped").replace("%4", str(a.held_seats))
        else:
            text = self.tr("%1 — %2 · %3 open seats")
        text = text.replace("%1", a.host).replace("%2", game).replace(
            "%3", str(a.open_seats)) + (" 🔒" if a.password else "")
        for index in range(self.tables.count()):
            item = self.tables.item(index)
            if item.data(Qt.ItemDataRole.UserRole) == key:
                item.setText(text)
                return
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, key)
        item.setData(Qt.ItemDataRole.UserRole + 1, a.host)
        item.setToolTip(key)
        self.tables.addItem(item)
        self.no_tables.hide()

    def _table_chosen(self) -> None:
        items = self.tables.selectedItems()
        if items:
            address, port = str(items[0].data(Qt.ItemDataRole.UserRole)).rsplit(":", 1)
            self.address.setText(address)
            self.join_port.setValue(int(port))

    def join_request(self) -> JoinRequest:
        return JoinRequest(self.address.text().strip() or "127.0.0.1", self.join_port.value(),
                           self.join_name.text().strip() or "Guest",
                           self.join_password.text() or None, self.spectate.isChecked(),
                           self.invite.text().strip() or None)

    def _join(self) -> None:
        self.join.emit(self.join_request())

    def tell(self, text: str) -> None:
        """A line about what went wrong (or is under way)."""
        self.status.setText(text)

    def table_name(self, address: str, port: int) -> str:
        """What the table at *address*:*port* is called in the list (else its address)."""
        for index in range(self.tables.count()):
            item = self.tables.item(index)
            if item.data(Qt.ItemDataRole.UserRole) == f"{address}:{port}":
                return str(item.data(Qt.ItemDataRole.UserRole + 1))
        return f"{address}:{port}"
