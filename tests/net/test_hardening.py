"""A host under stress: silent peers and hosts, floods, spectators, and fuzzed frames.

Whatever a peer sends, the host's state does not move, the offending connection gets an
error or is dropped, and the other peers play on.
"""

from __future__ import annotations

import json
import struct
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtNetwork import QHostAddress, QTcpServer
from tests.net.conftest import LOOPBACK, RawPeer, host_table

from roadie.core.game import state_hash
from roadie.net.client import Link, RemoteClient
from roadie.net.host import MAX_STRIKES, Host
from roadie.net.protocol import (
    MAX_FRAME,
    VERSION,
    Error,
    Hello,
    Limits,
    NetError,
    Ping,
    Pong,
    Welcome,
    encode,
)

TOKEN = "TOKEN"
"""Stands for the fuzzing peer's own token in a generated message."""


def port(host: Host) -> int:
    return int(host.server.serverPort())


def join(host: Host, name: str, **kwargs: Any) -> RemoteClient:
    return RemoteClient.join(LOOPBACK, port(host), name, **kwargs)


def test_a_silent_peer_is_dropped_and_a_bot_plays_its_seat(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=5, silence_ms=3000,
                      bot_level="random", pace=0.01)
    hosts.append(host)
    ana = join(host, "Ana")
    ana.link.keep_alive(ana.token, beat_ms=100)
    mute = RawPeer(port(host))
    mute.send(encode(Hello(version=VERSION, name="Mute")))  # and then not a word more
    left: list[int] = []
    host.left.connect(left.append)
    qtbot.waitUntil(lambda: left == [1], timeout=10_000)
    qtbot.waitUntil(lambda: isinstance(mute.received[-1], Error), timeout=5000)  # on its way
    assert mute.received[-1].code == "timeout"
    assert host.match.seats[1].kind == "bot" and len(host.peers) == 1 and not ana.link.failure


def test_a_silent_peers_seat_is_held_for_it(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=5, silence_ms=3000)
    hosts.append(host)
    ana, ben = join(host, "Ana"), join(host, "Ben")
    ana.link.keep_alive(ana.token, beat_ms=100)
    ben.link.keep_alive(ben.token, beat_ms=60_000)  # Ben's laptop froze
    qtbot.waitUntil(lambda: bool(ben.link.failure), timeout=10_000)
    assert "Nothing heard" in " ".join(ben.errors) and host.match.seats[1].kind == "remote"
    again = join(host, "Ben", token=ben.token)
    assert again.own == [1] and again.view() == host.match.view(1)


def test_a_peer_gives_up_on_a_silent_host(qtbot: Any) -> None:
    server = QTcpServer()
    assert server.listen(QHostAddress(LOOPBACK), 0)  # takes the connection, never answers
    link = Link()
    link.open(LOOPBACK, int(server.serverPort()), 5000)
    link.keep_alive("0" * 32, beat_ms=20, silence_ms=100)
    qtbot.waitUntil(lambda: bool(link.failure), timeout=5000)
    assert link.failure.startswith("The host stopped answering")
    server.close()


def test_a_chat_flood_is_cut_off_and_the_flooder_dropped(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=5, clock=lambda: 0.0,
                      limits=Limits(chat=(1.0, 3.0)))
    hosts.append(host)
    ana, ben = join(host, "Ana"), join(host, "Ben")
    heard: list[Any] = []
    ben.chat.connect(heard.append)
    for n in range(20):
        ana.say(f"spam {n}")
    qtbot.waitUntil(lambda: bool(ana.link.failure), timeout=5000)
    qtbot.waitUntil(lambda: len(heard) == 3, timeout=5000)
    assert [line.text for line in heard] == ["spam 0", "spam 1", "spam 2"]
    assert ana.errors[-1].endswith(f"(dropped after {MAX_STRIKES} bad messages)")
    assert "slow down" in ana.errors[0] and len(host.peers) == 1 and not ben.link.failure


def test_intents_beyond_the_rate_are_refused_and_change_nothing(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=5, clock=lambda: 0.0,
                      limits=Limits(intents=(1.0, 1.0)))
    hosts.append(host)
    ana = join(host, "Ana")
    ana.submit(ana.legal_actions()[0])
    qtbot.waitUntil(lambda: ana.actions_taken() == 1, timeout=5000)
    before = state_hash(host.match.state)
    with pytest.raises(NetError, match="slow down"):
        ana.submit(ana.legal_actions()[0])
    assert state_hash(host.match.state) == before and len(host.match.record.actions) == 1


def test_a_spectator_sees_the_public_table_and_no_secret(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("big-easy-busking", ["remote", "remote"], seed=11)
    hosts.append(host)
    ana, ben = join(host, "Ana"), join(host, "Ben")
    said: list[bytes] = []
    watcher = join(host, "Dan", spectate=True)
    watcher.link.tap = said.append
    assert watcher.own == [] and watcher.legal_actions() == []
    clients = {0: ana, 1: ben}
    for _ in range(8):
        seat = host.match.active_seats()[0]
        clients[seat].submit(clients[seat].legal_actions()[0])
        taken = len(host.match.record.actions)
        qtbot.waitUntil(lambda t=taken: all(p.actions_taken() == t for p in (ana, ben, watcher)),
                        timeout=5000)
        assert watcher.view() == host.match.view(None) and watcher.agrees()
    with pytest.raises(Exception, match="not yours"):
        watcher.submit(host.match.legal_actions(host.match.active_seats()[0])[0])
    secrets = {s for b in host.match.state.buskers for s in b.secret}
    data = b"".join(said)
    assert not any(f'"{song}"'.encode() in data for song in secrets)
    assert b'"rng"' not in data and b'"hit_deck"' not in data


# --- fuzzing ----------------------------------------------------------------------------------
def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


KINDS = ["hello", "intent", "resync", "ping", "chat", "bye", "sit", "ready", "welcome", "x"]
values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12)
messages = st.fixed_dictionaries(
    {"type": st.sampled_from(KINDS)},
    optional={"token": st.just(TOKEN) | st.text(max_size=40), "id": values,
              "action": values, "version": st.just(VERSION) | values, "name": values,
              "seat": values, "ready": values, "text": values, "spectate": values})
chunks = st.one_of(
    st.binary(max_size=300).map(frame),
    st.binary(min_size=1, max_size=12),  # a piece of a header or a body
    messages.map(lambda m: frame(json.dumps(m).encode())),
    st.integers(MAX_FRAME + 1, 2**32 - 1).map(lambda n: struct.pack(">I", n)),
    st.just(frame(json.dumps({"type": "ping", "token": TOKEN, "id": 1}).encode()) * 80),
)


@pytest.fixture
def fuzzed_host(qapp: Any, hosts: list[Host]) -> tuple[Host, RemoteClient]:
    host = host_table("gig-dice", ["remote", "remote"], seed=5)
    hosts.append(host)
    return host, join(host, "Ana")


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(sent=st.lists(chunks, min_size=1, max_size=4))
def test_fuzzed_frames_change_nothing_and_touch_only_their_sender(
        qtbot: Any, fuzzed_host: tuple[Host, RemoteClient], sent: list[bytes]) -> None:
    host, ana = fuzzed_host
    before = state_hash(host.match.state), len(host.match.record.actions)
    eve = RawPeer(port(host))
    eve.send(encode(Hello(version=VERSION, name="Eve", spectate=True)))
    qtbot.waitUntil(lambda: bool(eve.received), timeout=5000)
    welcome = eve.received[0]
    assert isinstance(welcome, Welcome) and welcome.seat is None
    for data in sent:
        eve.send(data.replace(TOKEN.encode(), welcome.token.encode()))
    eve.send(encode(Ping(token=welcome.token, id=999)))

    def answered() -> bool:
        """Eve was told off or dropped, or heard her last ping answered, or the host waits
        for the rest of a frame she began (a silent peer is dropped: tested above)."""
        heard = eve.received[1:]
        waiting = any(p.token == welcome.token and p.framer.pending() for p in host.peers)
        return not eve.connected() or waiting or any(isinstance(m, Error) for m in heard) \
            or any(isinstance(m, Pong) and m.id == 999 for m in heard)

    qtbot.waitUntil(answered, timeout=5000)
    eve.socket.abort()
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=5000)
    assert (state_hash(host.match.state), len(host.match.record.actions)) == before
    assert not ana.link.failure and host.peers[0].token == ana.token
