"""Updates carry only what a peer may use and does not hold yet: legal actions to the seat
that may act, a seat's view when it changed, no own view to a spectator."""

from __future__ import annotations

from typing import Any

from tests.net.conftest import LOOPBACK, host_table
from tests.net.test_play import play, same_as_at_the_host, settle

from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import HOST, Framer, Update, decode


def updates_of(peer: RemoteClient) -> list[Update]:
    """Every update the host sends *peer* from now on, as it came over the wire."""
    framer, got = Framer(), list[Update]()
    peer.link.tap = lambda data: got.extend(
        m for m in (decode(b, HOST) for b in framer.feed(data)) if isinstance(m, Update))
    return got


def test_only_the_seat_that_may_act_gets_legal_actions_and_all_agree(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("big-easy-busking", ["remote", "remote"], seed=3)
    hosts.append(host)
    port = host.server.serverPort()
    ana, ben = (RemoteClient.join(LOOPBACK, port, n) for n in ("Ana", "Ben"))
    watcher = RemoteClient.join(LOOPBACK, port, "Cy", spectate=True)
    seen = {id(p): updates_of(p) for p in (ana, ben, watcher)}
    play(qtbot, host, {0: ana, 1: ben}, [ana, ben], steps=30, seed=2)
    settle(qtbot, host, [watcher])
    assert watcher.agrees() and watcher.legal_actions() == []
    for peer in (ana, ben):
        same_as_at_the_host(host, peer)
        updates = seen[id(peer)]
        assert len(updates) == 30
        idle = [u.snapshot for u in updates if peer.own[0] not in u.snapshot.active]
        assert idle and all(not s.legal for s in idle)  # None (as before) or none at all
        assert any(s.legal is None for s in idle)  # the empty list is not sent again
    assert all(u.snapshot.view is None and not u.snapshot.legal for u in seen[id(watcher)])
