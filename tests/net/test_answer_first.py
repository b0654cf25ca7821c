"""The peer whose intent made a step hears of it first: its update leaves before any other
peer's is made, and before the host's own table hears of the step; the garbage collector
makes no pass meanwhile, and what lived when the game began is out of its way."""

from __future__ import annotations

import gc
import random
from typing import Any

from PySide6.QtCore import QTimer
from tests.net.conftest import LOOPBACK, host_table
from tests.net.test_play import same_as_at_the_host, settle

from roadie.match.client import SeatChange, TableClient
from roadie.net.client import RemoteClient
from roadie.net.host import Host, Peer
from roadie.net.protocol import HOST, Framer, Settled, Update, decode


def test_the_actor_is_answered_before_anyone_else_hears(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("big-easy-busking", ["human", "remote", "remote"], seed=5)
    hosts.append(host)
    port = host.server.serverPort()
    ana, ben = (RemoteClient.join(LOOPBACK, port, n) for n in ("Ana", "Ben"))
    told: list[int | None] = []
    tell = host._tell

    def telling(peer: Peer, *args: Any) -> None:
        told.append(peer.seat)
        tell(peer, *args)

    host._tell = telling  # type: ignore[method-assign]
    when_the_table_heard: list[tuple[list[int | None], int, bool]] = []
    actor: dict[int, TableClient] = {1: ana, 2: ben}

    def table_heard(change: SeatChange) -> None:
        if change.seat in actor:  # a peer's step: was its answer out already?
            peer = next(p for p in host.peers if p.seat == change.seat)
            when_the_table_heard.append((list(told), int(peer.socket.bytesToWrite()),
                                         gc.isenabled()))

    host.table.client.changed.connect(table_heard)
    rng = random.Random(3)
    while len(when_the_table_heard) < 12 and not host.match.is_over():
        seat = host.match.active_seats()[0]
        client = actor.get(seat, host.table.client)
        told.clear()
        client.submit(rng.choice(client.legal_actions(seat)), seat)
        settle(qtbot, host, [ana, ben])
        if seat in actor:
            assert told[0] == seat and sorted(told) == [1, 2]
    assert all(heard and left == 0 and not collecting
               for heard, left, collecting in when_the_table_heard)
    assert gc.isenabled()
    for peer in (ana, ben):
        same_as_at_the_host(host, peer)


def test_a_game_begun_at_the_host_or_a_peer_rests_what_lives_out_of_the_collectors_way(
        qtbot: Any, hosts: list[Host]) -> None:
    gc.unfreeze()
    host = host_table("gig-dice", ["remote", "remote"], seed=2)
    hosts.append(host)
    assert gc.get_freeze_count() > 0
    gc.unfreeze()
    RemoteClient.join(LOOPBACK, host.server.serverPort(), "Ana")
    assert gc.get_freeze_count() > 0


def test_the_answer_leaves_before_the_score_and_hash_and_a_table_reading_them_waits(
        qtbot: Any, hosts: list[Host]) -> None:
    """The update answering an intent carries no hash (nor score, nor legal actions): a
    ``settled`` right behind it does; a table that reads them as its change arrives gets
    the step's own."""
    host = host_table("big-easy-busking", ["remote", "remote"], seed=4)
    hosts.append(host)
    port = host.server.serverPort()
    ana, ben = (RemoteClient.join(LOOPBACK, port, n) for n in ("Ana", "Ben"))
    framer, wire = Framer(), list[Any]()
    ana.link.tap = lambda data: wire.extend(decode(b, HOST) for b in framer.feed(data))
    seen: list[tuple[Any, bool, list[Any]]] = []
    ana.changed.connect(lambda _c: seen.append((ana.score(), ana.agrees(), ana.legal_actions())))
    clients = {0: ana, 1: ben}
    rng = random.Random(1)
    answered = 0
    while answered < 10 and not host.match.is_over():
        seat = host.match.active_seats()[0]
        clients[seat].submit(rng.choice(clients[seat].legal_actions()))
        settle(qtbot, host, [ana, ben])
        assert seen[-1] == (host.match.public_score(), True,
                            host.match.legal_actions(0) if 0 in host.match.active_seats()
                            else [])
        answered += seat == 0
    answers = [i for i, m in enumerate(wire) if isinstance(m, Update) and m.answers is not None]
    assert len(answers) == answered == 10
    for i in answers:
        assert wire[i].snapshot.public_hash is None and wire[i].snapshot.score is None
        assert isinstance(wire[i + 1], Settled) and wire[i + 1].public_hash
    assert all(m.snapshot.public_hash for m in wire if isinstance(m, Update) and m.answers is None)


def test_a_table_asking_before_the_settled_message_came_waits_for_it_alone(
        qtbot: Any, hosts: list[Host]) -> None:
    """The ``settled`` message leaves the host only once Ana's table asks for the score:
    the client waits on its socket (no event loop: no timer, no other socket runs) and
    gets the step's score, legal actions and hash."""
    host = host_table("big-easy-busking", ["remote", "remote"], seed=4)
    hosts.append(host)
    port = host.server.serverPort()
    ana, ben = (RemoteClient.join(LOOPBACK, port, n) for n in ("Ana", "Ben"))
    held: list[bytes] = []
    send = Peer.send

    def holding(peer: Peer, message: Any) -> None:
        if peer.seat == 0 and isinstance(message, bytes) and b'"type":"settled"' in message:
            held.append(message)
        else:
            send(peer, message)

    Peer.send = holding  # type: ignore[method-assign]
    ticks: list[int] = []
    ticker = QTimer()
    ticker.timeout.connect(lambda: ticks.append(1))
    ticker.start(0)
    seen: list[tuple[Any, bool, int]] = []

    def asked(_change: Any) -> None:
        if not held:
            return
        peer = next(p for p in host.peers if p.seat == 0)
        send(peer, held.pop())
        peer.socket.flush()
        before = len(ticks)
        seen.append((ana.score(), ana.agrees(), len(ticks) - before))

    ana.changed.connect(asked)
    try:
        rng = random.Random(2)
        while len(seen) < 5 and not host.match.is_over():
            seat = host.match.active_seats()[0]
            client = ana if seat == 0 else ben
            client.submit(rng.choice(client.legal_actions()))
            settle(qtbot, host, [ana, ben])
            if seat == 0:
                assert seen[-1] == (host.match.public_score(), True, 0)
    finally:
        Peer.send = send  # type: ignore[method-assign]
        ticker.stop()
    assert len(seen) == 5
