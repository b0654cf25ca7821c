"""Updates carry only what a peer may use and does not hold yet: legal actions to the seat
that may act, patches of the views, no own view to a spectator."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtNetwork import QTcpSocket
from tests.net.conftest import LOOPBACK, host_table
from tests.net.test_play import play, same_as_at_the_host, settle

from roadie.net.client import RemoteClient
from roadie.net.host import Host, Peer
from roadie.net.protocol import (
    HOST,
    Framer,
    Limits,
    ProtocolError,
    Update,
    carried,
    decode,
    patch_of,
    patched,
)


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
        assert all(u.snapshot.public is None and u.snapshot.own is None for u in updates)
        carried_only = [u.snapshot for u in updates if u.snapshot.own_patch is None
                        and "buskers" in (u.snapshot.public_patch or {"sub": {}})["sub"]]
        assert carried_only  # the public patch changed the seat's own fields: sent once
        assert any(u.snapshot.own_patch is not None for u in updates)  # its hand changed
        assert all(u.snapshot.seats is None for u in updates)  # nobody came or went
    assert all(u.snapshot.own is None and u.snapshot.own_patch is None and not u.snapshot.legal
               for u in seen[id(watcher)])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=2), inner,
                                                                 max_size=3),
    max_leaves=12)


@settings(suppress_health_check=[HealthCheck.too_slow])  # a loaded machine draws slowly
@given(st.dictionaries(st.sampled_from("abc"), json_values),
       st.dictionaries(st.sampled_from("abc"), json_values))
def test_a_patch_turns_the_old_view_into_the_new(old: dict[str, Any],
                                                 new: dict[str, Any]) -> None:
    patch = patch_of(old, new)
    assert (patch is None) == (old == new)
    if patch is not None and old.keys() <= new.keys():  # a model's dumps keep their keys
        assert patched(old, patch) == new
    assert patched(new, {"set": {}, "sub": {}}) == new


def test_a_patch_that_does_not_fit_is_malformed() -> None:
    with pytest.raises(ProtocolError) as caught:
        patched({"a": [1]}, {"set": {}, "sub": {"a": {"set": {"5x": 2}, "sub": {}}}})
    assert caught.value.code == "malformed"


def test_own_fields_the_public_patch_does_not_fit_are_sent_whole(qapp: Any) -> None:
    peer = Peer(QTcpSocket(), Limits(), 0.0)
    assert peer.own_news({"viewer": 0, "hand": [1, 2]}, None) == ({"viewer": 0, "hand": [1, 2]},
                                                                 None)
    beyond = {"set": {}, "sub": {"hand": {"set": {"5": 9}, "sub": {}}}}
    assert peer.own_news({"viewer": 0, "hand": [1, 3]}, beyond) == ({"viewer": 0,
                                                                      "hand": [1, 3]}, None)
    fits = {"set": {}, "sub": {"hand": {"set": {"0": 4}, "sub": {}}}}
    assert peer.own_news({"viewer": 0, "hand": [4, 3]}, fits) == (None, None)
    assert carried({"viewer": 0, "hand": [1, 3]}, fits) == {"viewer": 0, "hand": [4, 3]}
    assert peer.own_news({"viewer": 0, "hand": [4, 5]}, None) == (
        None, {"set": {}, "sub": {"hand": {"set": {"1": 5}, "sub": {}}}})
