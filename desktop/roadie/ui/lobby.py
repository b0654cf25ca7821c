"""The lobby of a network game: who sits where, who is ready, each peer's latency, the
options, and the table's chat. The host begins the game once everyone is ready; then every
window shows the table.

:class:`NetworkPlay` runs the pages from the launcher's "Play on the network…" to the
table: the host or join page, then the lobby; the host's game is started by the window
(:attr:`NetworkPlay.start_hosted`), a peer's table plays through its
:class:`~roadie.net.client.RemoteClient` (:attr:`NetworkPlay.joined`). A host that went
down hosts its game again from the autosave (:attr:`NetworkPlay.resume_hosted`). Beside a
network game's table, a panel keeps the chat, says when the host is away (a peer rejoins
by itself), and offers the host its choice over a seat whose player dropped.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from roadie.bots.level_info import LEVEL_INFO
from roadie.match.session import LocalTable
from roadie.net.client import Finder, Guest, RemoteClient
from roadie.net.host import Announcer, Host
from roadie.net.kept import keep_seat, kept_token
from roadie.net.lobby import Lobby
from roadie.net.protocol import ChatLine, NetError, PauseState, Room, RoomSeat
from roadie.net.resume import Resumed, seating_path
from roadie.storage.kept_seats import KeptSeat, forget
from roadie.ui.chat import ChatBox, TableChat, Texts
from roadie.ui.launcher import Launcher, NewGame
from roadie.ui.lobby_setup import HostRequest, JoinRequest, NetworkPage, heading, panel
from roadie.ui.plain import plain
from roadie.ui.style import font
from roadie.ui.texts import translated

if TYPE_CHECKING:
    from roadie.ui.game_screen import GameScreen

HOST_TOKEN = "0" * 32
"""The host's own place in its lobby (a token no peer is given)."""


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses others on the network may reach."""
    return [a.toString() for a in QNetworkInterface.allAddresses()
            if a.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
            and not a.isLoopback()]


class LobbyScreen(QWidget):
    """One lobby on screen, the host's or a peer's; it follows a switch of language."""

    begin = Signal()
    """The host pressed Start."""
    leave = Signal()
    sit = Signal(object)
    """A peer chose a seat (``None``: to watch)."""
    say_ready = Signal(bool)
    said = Signal(str)
    """A line typed into the chat."""

    def __init__(self, game: str, hosting: bool, where: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from roadie import games

        self.setObjectName("page")
        self.game = game
        self.hosting = hosting
        self.room: Room | None = None
        self.can_start = False
        self.ready = False
        self.texts = Texts()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(28, 22, 28, 22)
        top = QHBoxLayout()
        title = QLabel()
        self.texts.add(lambda: title.setText(self.tr("Lobby · %1").replace(
            "%1", translated("games", games.entry(game).about.title))))
        title.setObjectName("title")
        title.setFont(font(24, bold=True))
        self.where = plain(QLabel())
        self.texts.add(lambda: self.where.setText(
            self.tr("Others join at %1").replace("%1", where) if hosting else where))
        self.where.setObjectName("muted")
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.leave_button = QPushButton()
        self.texts.add(lambda: self.leave_button.setText(
            self.tr("Close the lobby") if hosting else self.tr("Leave")))
        self.leave_button.clicked.connect(self.leave)
        top.addWidget(title)
        top.addSpacing(16)
        top.addWidget(self.where, 1)
        top.addWidget(self.leave_button)
        outer.addLayout(top)
        self.status = plain(QLabel(wordWrap=True))
        self.status.setObjectName("muted")
        outer.addWidget(self.status)
        self.invites: dict[int, str] = {}
        """The host's invite code for each seat it keeps for someone (the host's lobby)."""
        columns = QHBoxLayout()
        columns.setSpacing(24)
        columns.addWidget(self._table_panel(), 3)
        columns.addWidget(self._chat_panel(), 2)
        outer.addLayout(columns, 1)


    def _table_panel(self) -> QWidget:
        frame, box, title = panel()
        self.texts.add(lambda: title.setText(self.tr("At the table")))
        self.seats = QTableWidget(0, 4)
        self.texts.add(lambda: self.seats.setHorizontalHeaderLabels(
            [self.tr("Seat"), self.tr("Player"), self.tr("Ready"), self.tr("Latency")]))
        self.seats.verticalHeader().hide()
        self.seats.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.seats.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.seats.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.seats.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.seats.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.seats.itemSelectionChanged.connect(self._buttons)
        box.addWidget(self.seats)
        self.watchers = plain(QLabel(wordWrap=True))  # names
        self.watchers.setObjectName("muted")
        box.addWidget(self.watchers)
        options = heading("")
        self.texts.add(lambda: options.setText(self.tr("Options").upper()))
        box.addWidget(options)
        self.options = plain(QLabel(wordWrap=True))  # values the host sent
        box.addWidget(self.options)
        box.addStretch(1)
        buttons = QHBoxLayout()
        self.sit_button = QPushButton()
        self.texts.add(lambda: self.sit_button.setText(self.tr("Take this seat")))
        self.sit_button.clicked.connect(lambda: self.sit.emit(self._chosen()))
        self.watch_button = QPushButton()
        self.texts.add(lambda: self.watch_button.setText(self.tr("Stand up and watch")))
        self.watch_button.clicked.connect(lambda: self.sit.emit(None))
        self.ready_button = QPushButton(self.tr("I'm ready"))
        self.ready_button.setCheckable(True)
        self.ready_button.toggled.connect(self.say_ready.emit)
        self.start_button = QPushButton()
        self.texts.add(lambda: self.start_button.setText(self.tr("Start the game")))
        self.start_button.setObjectName("primary")
        self.start_button.setFont(font(13, bold=True))
        self.start_button.clicked.connect(self.begin)
        for button in (self.sit_button, self.watch_button, self.ready_button):
            button.setVisible(not self.hosting)
            buttons.addWidget(button)
        self.start_button.setVisible(self.hosting)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        box.addLayout(buttons)
        return frame

    def _chat_panel(self) -> QWidget:
        frame, box, title = panel()
        self.texts.add(lambda: title.setText(self.tr("Table chat")))
        self.chat = ChatBox()
        self.chat.said.connect(self.said)
        box.addWidget(self.chat, 1)
        return frame

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.texts.again()
            if self.room is not None:
                self.show_room(self.room, self.can_start)
        super().changeEvent(event)

    # --- showing the room ---------------------------------------------------------------------
    def show_room(self, room: Room, can_start: bool = False) -> None:
        self.room, self.can_start = room, can_start
        self.seats.setRowCount(len(room.seats))
        rows = sum(self.seats.rowHeight(n) for n in range(len(room.seats)))
        frame = 2 * self.seats.frameWidth()
        self.seats.setFixedHeight(rows + self.seats.horizontalHeader().height() + frame)
        for n, seat in enumerate(room.seats):
            cells = [self.tr("Seat %1").replace("%1", str(n + 1)), self._who(n, seat),
                     self._ready(seat), self._latency(seat)]
            for column, text in enumerate(cells):
                self.seats.setItem(n, column, QTableWidgetItem(text))
        names = ", ".join(room.spectators) or self.tr("nobody")
        self.watchers.setText(self.tr("Watching: %1").replace("%1", names))
        self.options.setText(self._options(room.options))
        self.start_button.setEnabled(can_start)
        self._buttons()

    def _who(self, n: int, seat: RoomSeat) -> str:
        mark = self.tr(" (you)") if self.room is not None and n == self.room.you else ""
        if seat.plan == "host":
            return (seat.name or "") + self.tr(" · host") + mark
        if seat.plan == "bot":
            info = LEVEL_INFO.get(seat.level or "")
            level = translated("bots", info.title) if info else ""
            return self.tr("%1 · %2 bot").replace("%1", seat.name or self.tr("Bot")) \
                .replace("%2", level)
        if seat.taken:
            return (seat.name or "") + mark
        if seat.plan == "reserved" and n in self.invites:
            return self.tr("kept for %1 · invite code %2").replace(
                "%1", seat.name or "?").replace("%2", self.invites[n])
        if seat.plan == "reserved":
            return self.tr("kept for %1").replace("%1", seat.name or "?")
        return self.tr("open")

    def _ready(self, seat: RoomSeat) -> str:
        if seat.plan in ("host", "bot"):
            return "✔"
        if not seat.taken:
            return ""
        return "✔" if seat.ready else self.tr("not yet")

    def _latency(self, seat: RoomSeat) -> str:
        """A peer's round trip to the host (nothing for the host's own seat and the bots)."""
        if seat.plan in ("host", "bot"):
            return "—"
        return "" if seat.latency_ms is None else self.tr("%1 ms").replace(
            "%1", str(seat.latency_ms))

    def _options(self, options: dict[str, Any]) -> str:
        """The options the game will be played with, titled as the launcher titles them."""
        from roadie import games

        titles = {o.name: translated("options", o.title) for o in games.entry(self.game).options
                  if o.title}
        titles["content_pack"] = self.tr("Content pack")
        shown = [f"{titles.get(k, k.replace('_', ' ').capitalize())}: {v}"
                 for k, v in options.items() if v is not None and not isinstance(v, list)]
        return " · ".join(shown) or self.tr("the game's defaults")

    def _chosen(self) -> int | None:
        rows = {i.row() for i in self.seats.selectedItems()}
        return next(iter(rows), None)

    def _buttons(self) -> None:
        room = self.room
        if room is None or self.hosting:
            return
        chosen = self._chosen()
        free = chosen is not None and not room.seats[chosen].taken and \
            room.seats[chosen].plan in ("open", "reserved")
        self.sit_button.setEnabled(free)
        self.watch_button.setEnabled(room.you is not None)
        self.ready_button.setEnabled(room.you is not None)
        mine = room.seats[room.you].ready if room.you is not None else False
        if self.ready_button.isChecked() != mine:
            self.ready_button.blockSignals(True)
            self.ready_button.setChecked(mine)
            self.ready_button.blockSignals(False)
        self.ready_button.setText(self.tr("Ready ✔") if mine else self.tr("I'm ready"))

    def tell(self, text: str) -> None:
        self.status.setText(text)


class NetworkPlay(QObject):
    """The network pages in a window's stack, and the host or guest behind them."""

    start_hosted = Signal(object)
    """The host began: the window starts this :class:`~roadie.ui.launcher.NewGame`, then
    calls :meth:`begin` with its table."""
    resume_hosted = Signal(object)
    """Host again the game autosaved at this path: the window loads it (with
    :func:`~roadie.net.resume.resume`), shows it, then calls :meth:`serve_again`."""
    joined = Signal(object)
    """A peer's game began: its :class:`~roadie.net.client.RemoteClient`."""
    back = Signal()

    def __init__(self, stack: QStackedWidget, launcher: Launcher,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.stack, self.launcher = stack, launcher
        self.page: NetworkPage | None = None
        self.lobby: LobbyScreen | None = None
        self.host: Host | None = None
        self.announcer: Announcer | None = None
        self.guest: Guest | None = None
        self.client: RemoteClient | None = None
        self.finder: Finder | None = None
        self.host_name = "Host"
        self.table_name = ""
        """What the joined table is called (its host's name, else its address)."""
        self.request: HostRequest | None = None
        self.playing = False
        """Whether a network game (hosted or joined) is on the window's table."""
        self._mount_next = False
        """The next table the window mounts is this network game's."""
        self.panel: TableChat | None = None
        self.screen: GameScreen | None = None
        """The table of the network game in play."""
        self.said: list[ChatLine | str] = []
        """The chat so far (a ``str``: a note from Roadie), shown again on a rebuilt table."""
        self.dropped: dict[int, str] = {}
        """Seats whose player dropped and for which the host has not chosen yet (names)."""
        self.gone: set[int] = set()
        """Seats whose player dropped and has not come back."""
        self.away: str | None = None
        """Why the host is away now (a peer's view)."""
        self.listen_on = QHostAddress(QHostAddress.SpecialAddress.AnyIPv4)
        """Where a host takes peers (tests host on loopback)."""

    def show_setup(self) -> NetworkPage:
        """The host-or-join page, for the game set up on the launcher now."""
        self._close()
        self._remove(self.page)
        self.page = NetworkPage(self.launcher.request())
        self.page.host.connect(self.open_lobby)
        self.page.host_again.connect(self.host_again)
        self.page.join.connect(self.join)
        self.page.back.connect(self._back)
        self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self._listen_for_tables()
        return self.page

    def _listen_for_tables(self) -> None:
        assert self.page is not None
        try:
            self.finder = Finder(parent=self)
        except NetError as exc:
            self.page.no_tables.setText(self.tr("Tables cannot be found automatically (%1): "
                                                "type the host's address.")
                                        .replace("%1", str(exc)))
            return
        self.finder.found.connect(self.page.add_table)

    # --- hosting ------------------------------------------------------------------------------
    def open_lobby(self, request: HostRequest) -> None:
        new = request.new
        lobby = Lobby(new.game, new.options, request.plans, password=request.password is not None)
        host = Host(lobby=lobby, password=request.password, parent=self)
        if not self._serve(host, request.port, request.name):
            return
        self.request = request
        where = self._where(host)
        screen = self._show_lobby(new.game, True, where)
        screen.invites = dict(lobby.invites)
        screen.begin.connect(self._begin)
        host.room_changed.connect(self._host_room)
        self._host_room()

    def _serve(self, host: Host, port: int, name: str) -> bool:
        """Listen and announce *host*'s table (the page says why not)."""
        try:
            listening = host.listen(self.listen_on, port)
        except NetError as exc:
            assert self.page is not None
            self.page.tell(str(exc))
            host.close()
            return False
        self.host, self.host_name, self.said, self.dropped = host, name, [], {}
        self.gone = set()
        self.announcer = Announcer(host, listening, name, parent=self)
        host.chatted.connect(self._heard)
        host.pause_changed.connect(self._paused)
        host.left.connect(self._left)
        host.joined.connect(self._rejoined)
        return True

    @staticmethod
    def _where(host: Host) -> str:
        port = int(host.server.serverPort())
        return ", ".join(f"{a}:{port}" for a in lan_addresses()[:3]) or f"127.0.0.1:{port}"

    def _host_room(self) -> None:
        if self.host is not None and self.host.lobby is not None and self.lobby is not None:
            self.lobby.show_room(self.host.lobby.room(HOST_TOKEN).model_copy(update={"you": 0}),
                                 self.host.lobby.can_start())

    def _begin(self) -> None:
        assert self.host is not None and self.host.lobby is not None and self.request
        new = self.request.new
        names = [s.name for s in self.host.lobby.seat_specs()]
        seats = [(name, kind, level) for name, (_n, kind, level) in zip(names, new.seats,
                                                                        strict=True)]
        self._mount_next = True  # the table stays announced, as a game in play
        self.start_hosted.emit(NewGame(new.game, new.options, new.seed, seats))

    def begin(self, table: LocalTable) -> None:
        """The window started the hosted game: serve it to the lobby's peers (its seats'
        tokens are kept beside the autosave, to host it again if need be)."""
        assert self.host is not None
        assert table.autosave is not None
        self.host.seating = seating_path(table.autosave)
        self.host.begin(table)
        self.playing = True

    def host_again(self, path: Path) -> None:
        """Host again the game autosaved at *path* (the window loads and shows it)."""
        self._close()
        self._mount_next = True
        self.resume_hosted.emit(path)
        self._mount_next = False

    def serve_again(self, resumed: Resumed) -> None:
        """The window shows the game to host again: serve it; its peers rejoin their seats."""
        assert self.page is not None
        request = self.page.host_request()
        assert resumed.table.autosave is not None
        host = Host.again(resumed, seating_path(resumed.table.autosave),
                          password=request.password, parent=self)
        port = resumed.port if resumed.port is not None else request.port
        if self._serve(host, port, request.name):
            self.playing, self.gone = True, set(resumed.tokens)
            self._note(self.tr("Hosting again at %1: the players rejoin their seats.")
                       .replace("%1", self._where(host)))
        else:
            self._note(self.page.status.text())

    def game_closed(self) -> None:
        """The window put the network game away: stop hosting it, or leave it."""
        if not self.playing:
            return
        self.playing = False
        if self.host is not None:
            self.host.close()
        if self.client is not None:
            self.client.close()
        elif self.guest is not None:
            self.guest.leave()
        if self.announcer is not None:
            self.announcer.stop()
        self.host = self.guest = self.client = self.announcer = None
        self.panel = None

    # --- at the table -------------------------------------------------------------------------
    def mounted(self, screen: GameScreen) -> None:
        """The window put a table on screen: a network game's gets the chat panel (again,
        when the table was rebuilt), with the host's open choices and any notice."""
        if not (self.playing or self._mount_next):
            return
        self.panel = TableChat()
        for line in self.said:
            if isinstance(line, str):
                self.panel.chat.note(line)
            else:
                self.panel.chat.hear(line)
        for seat, name in self.dropped.items():
            self._offer(seat, name)
        self.panel.host_away(self.away)
        self.panel.chat.said.connect(self._say)
        screen.add_panel(self.panel)
        self.screen = screen
        if self.host is not None:
            host, name = self.host, self.host_name
            screen.ask_pause = lambda on: host.pause_by_host(on, name)
        elif self.client is not None:
            screen.ask_pause = self.client.ask_pause
        state = self.host.pause if self.host is not None else \
            self.client.pause if self.client is not None else None
        if state is not None:  # a table rebuilt while paused
            self._paused(state)

    def _paused(self, state: PauseState) -> None:
        """The host paused every table, or play goes on after a count-in: show it."""
        screen = self.screen
        if screen is None or not shiboken6.isValid(screen):
            return
        mine = self.host is not None or (self.client is not None
                                         and state.seat in self.client.own)
        screen.network_pause(state.paused, state.by, mine, state.count_in_ms)

    def _heard(self, line: ChatLine) -> None:
        self.said.append(line)
        if self.lobby is not None and not self.playing:
            self.lobby.chat.hear(line)
        if self.panel is not None and self.playing:
            self.panel.chat.hear(line)

    def _note(self, text: str) -> None:
        self.said.append(text)
        if self.panel is not None:
            self.panel.chat.note(text)

    def _say(self, text: str) -> None:
        if self.host is not None:
            self.host.say(text, self.host_name)
        elif self.client is not None:
            self.client.say(text)
        elif self.guest is not None:
            self.guest.say(text)

    def _left(self, seat: int) -> None:
        """A peer dropped: the host chooses to wait or to let a bot play its seat."""
        if self.host is None or self.host.table is None:
            return
        name = self.host.table.client.seats[seat].name
        self.gone.add(seat)
        self._note(self.tr("%1 dropped.").replace("%1", name))
        if not self.host.table.client.is_over():
            self.dropped[seat] = name
            self._offer(seat, name)

    def _offer(self, seat: int, name: str) -> None:
        if self.panel is not None and self.host is not None:
            offer = self.panel.dropped(seat, name, self.host.game_id)
            offer.chose_bot.connect(self._to_bot)
            offer.waiting.connect(lambda s=seat: self.dropped.pop(s, None))

    def _to_bot(self, seat: int, level: str) -> None:
        self.dropped.pop(seat, None)
        if self.host is not None and self.host.table is not None:
            self.host.hand_to_bot(seat, level)
            info = LEVEL_INFO.get(level)
            self._note(self.tr("A %1 bot plays for %2 until they are back.")
                       .replace("%1", translated("bots", info.title) if info else level)
                       .replace("%2", self.host.table.client.seats[seat].name))

    def _rejoined(self, seat: int) -> None:
        """A player who had dropped took their seat back (from a bot, if one played it)."""
        if self.host is None or self.host.table is None or seat not in self.gone:
            return
        self.gone.discard(seat)
        self.dropped.pop(seat, None)
        if self.panel is not None:
            self.panel.back(seat)
        self._note(self.tr("%1 is back.").replace("%1", self.host.table.client.seats[seat].name))

    # --- joining ------------------------------------------------------------------------------
    def join(self, request: JoinRequest) -> None:
        assert self.page is not None
        self.page.tell(self.tr("Joining %1:%2…").replace("%1", request.address)
                       .replace("%2", str(request.port)))
        token = request.token or kept_token(request.address, request.port)
        try:
            guest = Guest.join(request.address, request.port, request.name,
                               password=request.password, spectate=request.spectate,
                               token=token, invite=request.invite)
        except NetError as exc:
            self.page.tell(str(exc))
            return
        if token is not None and (guest.client is None or guest.client.token != token):
            forget(request.address, request.port)  # that game is over: a new one here
        self.table_name = self.page.table_name(request.address, request.port)
        self.guest, self.said, self.away = guest, [], None
        guest.failed.connect(lambda why: self._lost(why) if self.client is None else None)
        guest.chatted.connect(self._heard)
        if guest.client is not None:  # the game is under way
            self._started(guest.client)
            return
        game = guest.room.game if guest.room is not None else self.page.new.game
        screen = self._show_lobby(game, False, f"{request.address}:{request.port}")
        screen.sit.connect(guest.sit)
        screen.say_ready.connect(guest.ready)
        guest.room_changed.connect(screen.show_room)
        guest.failed.connect(screen.tell)
        guest.started.connect(self._started)
        if guest.room is not None:
            screen.show_room(guest.room)

    def rejoin(self, seat: KeptSeat) -> None:
        """Take back a seat kept at a game under way (its token; the page says why not)."""
        page = self.page if self.page is not None else self.show_setup()
        page.address.setText(seat.address)
        page.join_port.setValue(seat.port)
        self.join(JoinRequest(seat.address, seat.port, seat.name, None, False,
                              token=seat.token))
        page.rejoins.refresh()

    def _started(self, client: RemoteClient) -> None:
        keep_seat(client, self.table_name)
        self.client = client
        self.stack.destroyed.connect(lambda: client.close())  # the window went: stop rejoining
        client.lost.connect(self._lost)
        client.back.connect(self._back_again)
        client.paused.connect(self._paused)
        self._mount_next = True
        self.joined.emit(client)
        self._mount_next = False
        self.playing = True

    def _lost(self, why: str) -> None:
        """The host went away: say so beside the table (the client rejoins by itself)."""
        if not self.playing:
            return
        gave_up = self.client is None or self.client.given_up
        self.away = (self.tr("The host is gone (%1). It may host the game again: "
                             "rejoining…") if not gave_up
                     else self.tr("The network game stopped: %1")).replace("%1", why)
        if self.panel is not None:
            self.panel.host_away(self.away)
        window = self.stack.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(self.away)

    def _back_again(self, _none: None) -> None:
        self.away = None
        if self.panel is not None:
            self.panel.host_away(None)
        self._note(self.tr("The host is back: you have your seat again."))
        window = self.stack.window()
        if isinstance(window, QMainWindow):
            window.statusBar().clearMessage()

    # --- pages --------------------------------------------------------------------------------
    def _show_lobby(self, game: str, hosting: bool, where: str) -> LobbyScreen:
        self._remove(self.lobby)
        self.lobby = LobbyScreen(game, hosting, where)
        self.lobby.leave.connect(self._leave)
        self.lobby.said.connect(self._say)
        self.stack.addWidget(self.lobby)
        self.stack.setCurrentWidget(self.lobby)
        return self.lobby

    def _leave(self) -> None:
        self._close()
        if self.page is not None:
            self.stack.setCurrentWidget(self.page)

    def _back(self) -> None:
        self._close()
        self.back.emit()

    def _close(self) -> None:
        """Leave the lobby (closing it, for the host)."""
        if self.announcer is not None:
            self.announcer.stop()
        if self.host is not None and self.host.lobby is not None:
            self.host.close()
        if self.guest is not None and self.guest.client is None:
            self.guest.leave()
        if self.finder is not None:
            self.finder.close()
        self.announcer = self.finder = None

    def _remove(self, page: QWidget | None) -> None:
        if page is not None:
            self.stack.removeWidget(page)
            page.deleteLater()
