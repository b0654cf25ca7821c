"""Finding a table on the local network, joining it by what was announced, chat and ping."""

from __future__ import annotations

from typing import Any

from PySide6.QtNetwork import QHostAddress
from tests.net.conftest import LOOPBACK, host_table

from roadie.net.client import Finder, RemoteClient
from roadie.net.host import Announcer, Host
from roadie.net.protocol import ChatLine


def test_a_peer_finds_an_announced_table_and_joins_it(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("big-easy-busking", ["human", "remote"], seed=2, password="jazz")
    hosts.append(host)
    finder = Finder(port=0)
    announcer = Announcer(host, int(host.server.serverPort()), "Ana's laptop",
                          to=QHostAddress("127.255.255.255"), to_port=finder.port)
    announcer.announce()
    qtbot.waitUntil(lambda: bool(finder.tables), timeout=5000)
    (found,) = finder.tables.values()
    assert found.announce.game == "big-easy-busking" and found.announce.host == "Ana's laptop"
    assert found.announce.open_seats == 1 and found.announce.password
    ben = RemoteClient.join(found.address, found.port, "Ben", password="jazz")
    assert ben.own == [1]
    announcer.announce()
    qtbot.waitUntil(lambda: next(iter(finder.tables.values())).announce.open_seats == 0,
                    timeout=5000)
    announcer.stop()
    finder.close()


def test_chat_reaches_every_peer_and_the_host(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=1)
    hosts.append(host)
    ana = RemoteClient.join(LOOPBACK, int(host.server.serverPort()), "Ana")
    ben = RemoteClient.join(LOOPBACK, int(host.server.serverPort()), "Ben")
    heard: dict[str, list[ChatLine]] = {"ana": [], "ben": [], "host": []}
    ana.chat.connect(heard["ana"].append)
    ben.chat.connect(heard["ben"].append)
    host.chatted.connect(heard["host"].append)
    ana.say("nice roll")
    qtbot.waitUntil(lambda: len(heard["host"]) == 1, timeout=5000)
    host.say("two more turns", name="Host")
    qtbot.waitUntil(lambda: len(heard["ben"]) == 2 and len(heard["ana"]) == 2, timeout=5000)
    assert heard["ben"][0] == ChatLine(seat=0, name="Ana", text="nice roll")
    assert heard["ana"] == heard["ben"] == heard["host"]


def test_a_ping_measures_the_round_trip(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=1)
    hosts.append(host)
    ana = RemoteClient.join(LOOPBACK, int(host.server.serverPort()), "Ana")
    ana.ping()
    qtbot.waitUntil(lambda: len(ana.latency) == 1, timeout=5000)
    assert ana.latency[0] > 0
