"""Who the host lets in: idle connections never lock a seated player out, wrong passwords
from one address are answered ever more slowly, and other addresses are not held up."""

from __future__ import annotations

import socket
import time
from typing import Any

import pytest
from tests.net.conftest import LOOPBACK, RawPeer, host_table

from roadie.net.admission import WAITING_MAX, WAITING_PER_ADDRESS
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import VERSION, Error, Hello, NetError, Welcome, encode


def waiting(host: Host) -> int:
    """Connections the host holds that have not said hello."""
    return sum(1 for p in host.peers if not p.token)


def idle_connections(port: int, count: int, addresses: int) -> list[socket.socket]:
    """*count* connections that never say a word, from *addresses* loopback addresses
    other than the players' (127.0.0.2 on)."""
    flood = []
    for n in range(count):
        idle = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        idle.setblocking(False)
        idle.bind((f"127.0.0.{2 + n % addresses}", 0))
        idle.connect_ex((LOOPBACK, port))
        flood.append(idle)
    return flood


def test_a_seated_player_reconnects_through_200_idle_connections(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["human", "remote"], 3)
    hosts.append(host)
    port = int(host.server.serverPort())
    ben = RemoteClient.join(LOOPBACK, port, "Ben")
    assert ben.own == [1]
    flood = idle_connections(port, 200, addresses=50)
    try:
        qtbot.waitUntil(lambda: waiting(host) == WAITING_MAX, timeout=10_000)
        qtbot.wait(600)  # the idle ones are past the grace a new connection gets
        assert waiting(host) == WAITING_MAX
        assert all(sum(1 for p in host.peers if p.address == a) <= WAITING_PER_ADDRESS
                   for a in {p.address for p in host.peers})
        cut = time.monotonic()
        ben.link.socket.abort()  # Ben's connection died with the flood still open
        qtbot.waitUntil(lambda: ben.away is not None, timeout=5000)
        qtbot.waitUntil(lambda: ben.away is None, timeout=10_000)  # generous; goal: 2 s
        print(f"reconnected through the flood in {time.monotonic() - cut:.2f} s")
        assert not ben.given_up and ben.own == [1]
        assert any(p.seat == 1 and p.token == ben.token for p in host.peers)
        assert ben.agrees()
    finally:
        for idle in flood:
            idle.close()


def hello_from(address: str, port: int, password: str) -> RawPeer:
    """A raw peer at loopback *address* that says hello with *password*."""
    peer = RawPeer(port, bind=address)
    peer.send(encode(Hello(version=VERSION, name="Eve", password=password)))
    return peer


def test_wrong_passwords_from_one_address_are_answered_ever_more_slowly(
        qtbot: Any, hosts: list[Host]) -> None:
    schedule = (200, 400, 800)
    host = host_table("gig-dice", ["human", "remote"], 3, password="sesame",
                      backoff_ms=schedule)
    hosts.append(host)
    port = int(host.server.serverPort())
    asked, answered = [], []
    for guess in ("a", "b", "c", "d"):
        asked.append(time.monotonic())
        with pytest.raises(NetError, match="password"):
            RemoteClient.join(LOOPBACK, port, "Eve", password=guess)
        answered.append(time.monotonic())
    # each guess is checked no sooner than the pause the one before earned after its check
    waits = [after - before for before, after in zip(asked, answered[1:], strict=False)]
    assert all(wait >= pause / 1000 for wait, pause in zip(waits, schedule, strict=True)), waits

    slow = hello_from(LOOPBACK, port, "e")  # waits the longest pause yet
    other = hello_from("127.0.0.2", port, "f")  # another address: answered at once
    qtbot.waitUntil(lambda: bool(other.received), timeout=5000)
    assert not slow.received
    assert isinstance(other.received[0], Error) and other.received[0].code == "password"
    qtbot.waitUntil(lambda: bool(slow.received), timeout=5000)
    assert isinstance(slow.received[0], Error) and slow.received[0].code == "password"

    right = hello_from(LOOPBACK, port, "sesame")  # still let in, once its turn comes
    qtbot.waitUntil(lambda: bool(right.received), timeout=5000)
    assert isinstance(right.received[0], Welcome) and right.received[0].seat == 1
    assert host.backoff.wait(LOOPBACK) == 0  # a right password starts the address afresh


def test_a_seats_token_rejoins_without_the_password_and_without_waiting(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["human", "remote"], 3, password="sesame",
                      backoff_ms=(60_000,))
    hosts.append(host)
    port = int(host.server.serverPort())
    ben = RemoteClient.join(LOOPBACK, port, "Ben", password="sesame")
    with pytest.raises(NetError, match="password"):
        RemoteClient.join(LOOPBACK, port, "Eve", password="guess")  # the address must wait
    ben.link.socket.abort()
    qtbot.waitUntil(lambda: ben.away is not None, timeout=5000)
    qtbot.waitUntil(lambda: ben.away is None, timeout=10_000)
    assert ben.own == [1] and not ben.given_up


def test_a_rejoin_takes_the_seat_back_from_a_connection_the_host_thinks_alive(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["human", "remote"], 3)
    hosts.append(host)
    port = int(host.server.serverPort())
    ben = RemoteClient.join(LOOPBACK, port, "Ben")
    stale = next(p for p in host.peers if p.seat == 1)
    again = RemoteClient.join(LOOPBACK, port, "Ben", token=ben.token)  # Roadie started again
    assert again.own == [1] and stale.gone
    assert next(p for p in host.peers if p.seat == 1).token == again.token
