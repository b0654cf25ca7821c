"""The peer whose intent made a step hears of it first: its update leaves before any other
peer's is made, and before the host's own table hears of the step; the garbage collector
makes no pass meanwhile, and what lived when the game began is out of its way."""

from __future__ import annotations

import gc
import random
from typing import Any

from tests.net.conftest import LOOPBACK, host_table
from tests.net.test_play import same_as_at_the_host, settle

from roadie.match.client import SeatChange, TableClient
from roadie.net.client import RemoteClient
from roadie.net.host import Host, Peer


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
