"""Finding a table on the local network, its lobby (seats, ready, spectators), chat and ping."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress
from tests.net.conftest import LOOPBACK, host_table

from roadie import games
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.client import Finder, Guest, RemoteClient
from roadie.net.host import Announcer, Host
from roadie.net.lobby import Lobby, SeatPlan
from roadie.net.protocol import ChatLine, Error, NetError


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
    before = len(ana.latency)
    ana.ping()
    qtbot.waitUntil(lambda: len(ana.latency) > before, timeout=5000)
    assert ana.latency[-1] > 0


def lobby_host(hosts: list[Host], plans: list[SeatPlan], **kwargs: Any) -> Host:
    """A lobby for a game of Gig dice with these seats, hosted on loopback."""
    host = Host(lobby=Lobby("gig-dice", {"content_pack": "standard"}, plans), **kwargs)
    host.listen()
    hosts.append(host)
    return host


def begin(host: Host) -> None:
    """Start the lobby's game as the host's window does."""
    assert host.lobby is not None and host.lobby.can_start()
    game = games.get("gig-dice")
    specs = host.lobby.seat_specs()
    match = Match(game, game.make_options(len(specs), host.lobby.options), 3, specs)
    host.begin(LocalTable.around(match))


def test_peers_sit_get_ready_and_are_welcomed_to_their_seats(
        qtbot: Any, hosts: list[Host]) -> None:
    host = lobby_host(hosts, [SeatPlan("host", "Ana"), SeatPlan("open"),
                              SeatPlan("reserved", "Cleo")])
    port = int(host.server.serverPort())
    assert host.lobby is not None
    code = host.lobby.invites[2]
    ben = Guest.join(LOOPBACK, port, "Ben")
    cleo = Guest.join(LOOPBACK, port, "Cleo", invite=code.lower())  # as typed
    dan = Guest.join(LOOPBACK, port, "Dan")  # no seat left for him: he watches
    qtbot.waitUntil(lambda: dan.room is not None and len(dan.room.spectators) == 1,
                    timeout=5000)
    assert ben.room is not None and ben.room.you == 1 and dan.room.you is None
    assert [s.name for s in dan.room.seats] == ["Ana", "Ben", "Cleo"]
    assert host.lobby is not None and not host.lobby.can_start()
    ben.ready()
    cleo.ready()
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.can_start(), timeout=5000)
    started: list[RemoteClient] = []
    for guest in (ben, cleo, dan):
        guest.started.connect(started.append)
    begin(host)
    qtbot.waitUntil(lambda: len(started) == 3, timeout=5000)
    assert [c.own for c in (ben.client, cleo.client, dan.client)] == [[1], [2], []]
    assert [s.kind for s in host.match.seats] == ["human", "remote", "remote"]
    assert dan.client is not None and dan.client.view() == host.match.view(None)
    assert dan.client.legal_actions() == []


@pytest.mark.parametrize("name", ["Eve", "Cleo"])
def test_a_seat_kept_for_a_name_is_not_taken_by_name_alone(
        qtbot: Any, hosts: list[Host], name: str) -> None:
    host = lobby_host(hosts, [SeatPlan("host", "Ana"), SeatPlan("reserved", "Cleo")])
    eve = Guest.join(LOOPBACK, int(host.server.serverPort()), name)
    assert eve.room is not None and eve.room.you is None
    eve.sit(1)
    heard: list[Any] = []
    eve.link.on_message = heard.append
    qtbot.waitUntil(lambda: any(isinstance(m, Error) for m in heard), timeout=5000)
    assert next(m for m in heard if isinstance(m, Error)).code == "order"
    assert host.lobby is not None and host.lobby.sitting == {}


def test_a_wrong_invite_code_is_refused_and_the_right_one_takes_the_seat(
        qtbot: Any, hosts: list[Host]) -> None:
    host = lobby_host(hosts, [SeatPlan("host", "Ana"), SeatPlan("reserved", "Cleo")],
                      backoff_ms=(1,))
    port = int(host.server.serverPort())
    assert host.lobby is not None
    code = host.lobby.invites[1]
    with pytest.raises(NetError, match="invite code"):
        Guest.join(LOOPBACK, port, "Cleo", invite="WRONG1" if code != "WRONG1" else "WRONG2")
    cleo = Guest.join(LOOPBACK, port, "Cleo", invite=f"{code[:3]}-{code[3:]}")
    assert cleo.room is not None and cleo.room.you == 1
    assert host.lobby.sitting == {1: cleo.token}


def test_the_lobby_shows_each_peers_latency(qtbot: Any, hosts: list[Host]) -> None:
    host = lobby_host(hosts, [SeatPlan("host", "Ana"), SeatPlan("open")])
    ben = Guest.join(LOOPBACK, int(host.server.serverPort()), "Ben")
    ben.link.keep_alive(ben.token, beat_ms=20)
    qtbot.waitUntil(lambda: ben.room is not None and ben.room.seats[1].latency_ms is not None,
                    timeout=5000)
