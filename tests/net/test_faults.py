"""What a host does with bad messages, lost peers and failed joins: the game goes on."""

from __future__ import annotations

import struct
from typing import Any

import pytest
from PySide6.QtNetwork import QHostAddress, QTcpServer
from tests.net.conftest import LOOPBACK, RawPeer, host_table, pump

from roadie.core.game import state_hash
from roadie.net.client import RemoteClient
from roadie.net.host import MAX_STRIKES, Host
from roadie.net.protocol import (
    VERSION,
    Accepted,
    Error,
    Hello,
    Intent,
    NetError,
    Refused,
    Update,
    Welcome,
    encode,
)


def gig_dice(hosts: list[Host], **kwargs: Any) -> Host:
    host = host_table("gig-dice", ["remote", "remote"], seed=5, **kwargs)
    hosts.append(host)
    return host


def port(host: Host) -> int:
    return int(host.server.serverPort())


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def answers(qtbot: Any, peer: RawPeer, count: int) -> list[Any]:
    qtbot.waitUntil(lambda: len(peer.received) >= count, timeout=5000)
    return peer.received


def take_a_turn(qtbot: Any, host: Host, peers: list[RemoteClient]) -> None:
    """The seat to act takes its first legal action; everybody hears of it."""
    seat = host.match.active_seats()[0]
    client = next(p for p in peers if p.own == [seat])
    before = len(host.match.record.actions)
    client.submit(client.legal_actions()[0])
    qtbot.waitUntil(lambda: all(p.actions_taken() == before + 1 for p in peers), timeout=5000)


@pytest.mark.parametrize(("body", "code"), [
    (b"not json", "malformed"),
    (b"[1, 2]", "malformed"),
    (b'{"type": "hello", "version": 1, "name": "Eve", "admin": true}', "malformed"),
    (b'{"type": "hello", "version": "one", "name": "Eve"}', "malformed"),
    (b'{"type": "shell", "cmd": "rm -rf /"}', "malformed"),
    (b"[" * 5000 + b"]" * 5000, "malformed"),
    (b'{"type": "resync", "token": "' + b"0" * 32 + b'"}', "order"),
])
def test_a_malformed_message_is_refused_and_the_game_goes_on(
        qtbot: Any, hosts: list[Host], body: bytes, code: str) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    eve = RawPeer(port(host))
    before = state_hash(host.match.state)
    eve.send(frame(body))
    (error,) = answers(qtbot, eve, 1)
    assert isinstance(error, Error) and error.code == code and error.text
    assert state_hash(host.match.state) == before and host.free_seats() == [1]
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    take_a_turn(qtbot, host, [ana, ben])


def test_a_message_with_another_seats_token_is_refused(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    eve = RawPeer(port(host))
    eve.send(encode(Hello(version=VERSION, name="Eve")))
    welcome = answers(qtbot, eve, 1)[0]
    assert isinstance(welcome, Welcome) and welcome.seat == 1
    legal = host.match.legal_actions(0)[0]
    eve.send(encode(Intent(token=ana.token, id=1, action=host.codec.dump_action(legal))))
    error = answers(qtbot, eve, 2)[1]
    assert isinstance(error, Error) and error.code == "token"
    before = state_hash(host.match.state)
    eve.send(encode(Intent(token=welcome.token, id=2, action={"kind": "place", "x": 1})))
    refused = answers(qtbot, eve, 3)[2]
    assert isinstance(refused, Refused) and refused.rule_id == "roadie/action"
    assert state_hash(host.match.state) == before


def test_a_peer_that_keeps_sending_junk_is_dropped_alone(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    eve = RawPeer(port(host))
    for _ in range(MAX_STRIKES):
        eve.send(frame(b"{}"))
    qtbot.waitUntil(lambda: not eve.connected(), timeout=5000)
    assert [type(m) for m in eve.received] == [Error] * MAX_STRIKES
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    take_a_turn(qtbot, host, [ana, ben])


def test_a_huge_length_header_drops_that_peer_before_any_body(
        qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    eve = RawPeer(port(host))
    eve.send(struct.pack(">I", 0xFFFF_FFFF) + b"{")
    qtbot.waitUntil(lambda: not eve.connected(), timeout=5000)
    assert isinstance(eve.received[0], Error) and eve.received[0].code == "frame"
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    take_a_turn(qtbot, host, [ana, ben])


def test_a_frame_sent_in_pieces_is_read_whole(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    eve = RawPeer(port(host))
    data = encode(Hello(version=VERSION, name="Eve"))
    for i in range(len(data)):
        eve.send(data[i:i + 1])
        pump()
    assert isinstance(answers(qtbot, eve, 1)[0], Welcome)


def test_a_peer_that_leaves_is_played_by_a_bot(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts, bot_level="random", pace=0.01)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    left: list[int] = []
    host.left.connect(left.append)
    ben.close(goodbye=False)  # as if Ben's laptop died
    qtbot.waitUntil(lambda: left == [1], timeout=5000)
    assert host.match.seats[1].kind == "bot" and 1 in host.pacer.bots
    qtbot.waitUntil(lambda: [s.kind for s in ana.seats] == ["remote", "bot"], timeout=5000)
    for _ in range(6):
        qtbot.waitUntil(lambda: ana.actions_taken() == len(host.match.record.actions)
                        and (0 in ana.active_seats() or ana.is_over()), timeout=5000)
        if ana.is_over():
            break
        ana.submit(next(a for a in ana.legal_actions() if a.kind == "end_turn"))
    assert any(step.seat == 1 for step in host.match.record.actions)
    qtbot.waitUntil(lambda: ana.actions_taken() == len(host.match.record.actions), timeout=5000)
    assert ana.view() == host.match.view(0)


def test_a_peer_rejoins_its_held_seat_with_its_token(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    take_a_turn(qtbot, host, [ana, ben])
    ben.close(goodbye=False)
    qtbot.waitUntil(lambda: len(host.peers) == 1, timeout=5000)
    with pytest.raises(NetError, match="taken"):
        RemoteClient.join(LOOPBACK, port(host), "Eve")
    again = RemoteClient.join(LOOPBACK, port(host), "Ben", token=ben.token)
    assert again.own == [1] and again.view() == host.match.view(1)
    take_a_turn(qtbot, host, [ana, again])


def test_joining_fails_with_a_line_that_says_why(qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts, password="blue note")
    with pytest.raises(NetError, match="password is wrong"):
        RemoteClient.join(LOOPBACK, port(host), "Ana", password="red note")
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana", password="blue note")
    assert ana.own == [0]
    eve = RawPeer(port(host))
    eve.send(encode(Hello(version=VERSION + 1, name="Eve", password="blue note")))
    error = answers(qtbot, eve, 1)[0]
    assert isinstance(error, Error) and error.code == "version"
    closed = QTcpServer()
    assert closed.listen(QHostAddress(LOOPBACK), 0)
    free = int(closed.serverPort())
    closed.close()
    with pytest.raises(NetError, match="refused"):
        RemoteClient.join(LOOPBACK, free, "Ana")


def test_a_taken_intent_is_answered_by_its_update_with_the_events_the_seat_may_see(
        qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    eve = RawPeer(port(host))
    eve.send(encode(Hello(version=VERSION, name="Eve")))
    welcome = answers(qtbot, eve, 1)[0]
    action = host.codec.dump_action(host.match.legal_actions(0)[0])
    eve.send(encode(Intent(token=welcome.token, id=8, action=action, check=True)))
    checked = answers(qtbot, eve, 2)[1]
    assert isinstance(checked, Accepted) and checked.id == 8 and checked.events == []
    eve.send(encode(Intent(token=welcome.token, id=9, action=action)))
    update = answers(qtbot, eve, 3)[2]
    assert isinstance(update, Update) and update.answers == 9 and update.events
    assert host.match.record.actions[-1].seat == 0


def test_leaving_after_the_connection_was_deleted_says_nothing_and_raises_nothing(
        qtbot: Any, hosts: list[Host]) -> None:
    """A window going away deletes its connection before its client says goodbye."""
    import shiboken6

    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    shiboken6.delete(ana.link.socket)
    ana.close()
    ana.close(goodbye=False)
