"""Hosts and peers on loopback: a real QTcpServer, real sockets, port 0."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtNetwork import QHostAddress, QTcpSocket

from roadie import games
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.host import Host
from roadie.net.protocol import HOST, Framer, decode
from roadie.storage.saves import SeatSpec

LOOPBACK = "127.0.0.1"


def host_table(game_id: str, kinds: list[str], seed: int, *, options: dict[str, Any] | None = None,
               **kwargs: Any) -> Host:
    """A match whose ``remote`` seats are open to peers, hosted on loopback."""
    game = games.get(game_id)
    seats = [SeatSpec(name=f"Seat {i + 1}", kind=k) for i, k in enumerate(kinds)]  # type: ignore[arg-type]
    match = Match(game, game.make_options(len(seats), options or {}), seed, seats)
    table = LocalTable.around(match)
    host = Host(table, [i for i, k in enumerate(kinds) if k == "remote"], **kwargs)
    host.listen()
    return host


def pump() -> None:
    """Let the sockets deliver what is under way."""
    QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


class RawPeer:
    """A bare socket speaking frames by hand: for messages no RemoteClient would send."""

    def __init__(self, port: int, bind: str | None = None) -> None:
        self.socket = QTcpSocket()
        self.framer = Framer()
        self.received: list[Any] = []
        self.socket.readyRead.connect(self._read)
        if bind is not None:  # another loopback address (127.0.0.2...): another machine
            assert self.socket.bind(QHostAddress(bind), 0)
        self.socket.connectToHost(QHostAddress(LOOPBACK), port)
        assert self.socket.waitForConnected(5000)

    def send(self, data: bytes) -> None:
        self.socket.write(data)
        self.socket.flush()

    def connected(self) -> bool:
        return self.socket.state() == QTcpSocket.SocketState.ConnectedState

    def _read(self) -> None:
        for body in self.framer.feed(bytes(self.socket.readAll().data())):
            self.received.append(decode(body, HOST))


@pytest.fixture
def hosts(qapp: Any) -> Iterator[list[Host]]:
    """Hosts a test makes are closed after it."""
    made: list[Host] = []
    yield made
    for host in made:
        host.close()
