"""A network failure is told in Roadie's own sentences, in the player's language (Qt's
socket error texts are English)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtNetwork import QHostAddress, QTcpServer
from tests.net.conftest import LOOPBACK, host_table

from roadie.net.client import RemoteClient
from roadie.net.failures import OTHER_ERROR, SOCKET_ERRORS, SocketError, socket_failure
from roadie.net.host import Host
from roadie.net.protocol import NetError


class Shouting(QTranslator):
    """Translates the ``Network`` context into capitals (any other text is left alone)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        return f"[{context}] {source.upper()}" if context == "Network" else ""


@pytest.fixture
def shouting(qapp: Any) -> Iterator[None]:
    translator = Shouting()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_every_socket_error_has_a_line_of_our_own(qapp: Any) -> None:
    ours = {*SOCKET_ERRORS.values(), OTHER_ERROR}
    assert all(socket_failure(error) in ours for error in SocketError)


def test_a_refused_connection_is_told_translated(shouting: None) -> None:
    closed = QTcpServer()
    assert closed.listen(QHostAddress(LOOPBACK), 0)
    free = int(closed.serverPort())
    closed.close()
    with pytest.raises(NetError) as caught:
        RemoteClient.join(LOOPBACK, free, "Ana")
    assert str(caught.value) == (f"[Network] CANNOT REACH {LOOPBACK}:{free}: [Network] THE "
                                 f"CONNECTION WAS REFUSED: IS A GAME HOSTED THERE?")


def test_a_port_in_use_is_told_translated(shouting: None, hosts: list[Host]) -> None:
    first = host_table("gig-dice", ["remote", "remote"], seed=1)
    hosts.append(first)
    second = Host(lobby=None, password=None)
    with pytest.raises(NetError, match=r"^\[Network\] CANNOT HOST ON PORT .*\[Network\] THAT "
                                       r"PORT IS IN USE ALREADY\.$"):
        second.listen(port=first.server.serverPort())
    second.close()


def test_the_host_gone_is_told_translated(qtbot: Any, shouting: None,
                                         hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=1)
    hosts.append(host)
    ana = RemoteClient.join(LOOPBACK, host.server.serverPort(), "Ana")
    said: list[str] = []
    ana.lost.connect(said.append)
    host.close()
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    ana.close()
    assert said[0] == "[Network] THE HOST CLOSED THE CONNECTION."
