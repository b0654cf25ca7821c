"""A host and two peers play Gig dice and Big Easy Busking over loopback sockets."""

from __future__ import annotations

import random
from typing import Any

import pytest
from tests.net.conftest import LOOPBACK, host_table

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.match.client import LocalClient, SeatChange, TableClient
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import view_hash
from roadie.ui.controller import MatchController


def join(host: Host, name: str) -> RemoteClient:
    return RemoteClient.join(LOOPBACK, host.server.serverPort(), name)


def settle(qtbot: Any, host: Host, peers: list[RemoteClient]) -> None:
    """Wait until every peer has heard of every action the host took."""
    taken = len(host.match.record.actions)
    qtbot.waitUntil(lambda: all(p.actions_taken() == taken for p in peers), timeout=5000)


def same_as_at_the_host(host: Host, peer: RemoteClient) -> None:
    """What the peer holds is exactly what a client on the host would hand its seat."""
    match, seat = host.match, peer.own[0]
    assert peer.view() == match.view(seat)
    assert peer.view(1 - seat) == match.view(None) == peer.public_view()
    assert peer.legal_actions() == (match.legal_actions(seat)
                                    if seat in match.active_seats() else [])
    assert peer.active_seats() == match.active_seats()
    assert peer.score() == match.public_score()
    assert peer.is_over() == match.is_over()
    assert peer.public_hash() == view_hash(match.view(None)) and peer.agrees()


def play(qtbot: Any, host: Host, clients: dict[int, TableClient], peers: list[RemoteClient],
         steps: int, seed: int) -> None:
    """Each seat's client takes a random legal action in turn (not ending a Gig dice session),
    *steps* times."""
    rng = random.Random(seed)
    for _ in range(steps):
        if host.match.is_over():
            return
        seat = host.match.active_seats()[0]
        client = clients[seat]
        legal = client.legal_actions(seat)
        going_on = [a for a in legal if getattr(a, "kind", "") != "end_session"]
        events = client.submit(rng.choice(going_on or legal), seat)
        assert events is not None
        settle(qtbot, host, peers)
        for peer in peers:
            same_as_at_the_host(host, peer)


def test_two_peers_play_gig_dice_as_a_local_client_would(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=7)
    hosts.append(host)
    ana, ben = join(host, "Ana"), join(host, "Ben")
    assert (ana.own, ben.own) == ([0], [1])
    assert [s.name for s in ana.seats] == ["Ana", "Ben"] and ana.info.id == "gig-dice"
    assert ana.options == host.match.options and ana.seed == 0  # the seed stays at the host
    locals_ = {s: LocalClient(host.match, [s]) for s in (0, 1)}
    heard: dict[str, list[SeatChange]] = {k: [] for k in ("ana", "ben", "local0", "local1")}
    ana.changed.connect(heard["ana"].append)
    ben.changed.connect(heard["ben"].append)
    locals_[0].changed.connect(heard["local0"].append)
    locals_[1].changed.connect(heard["local1"].append)
    for peer in (ana, ben):
        same_as_at_the_host(host, peer)
    play(qtbot, host, {0: ana, 1: ben}, [ana, ben], steps=40, seed=1)
    assert len(host.match.record.actions) == 40
    assert heard["ana"] == heard["local0"] and heard["ben"] == heard["local1"]
    assert ana.public_hash() == ben.public_hash()
    assert ana.score_history() == ben.score_history() == host.match.score_history()


def test_a_refusal_comes_back_as_the_same_rule_violation(qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=3)
    hosts.append(host)
    ana, ben = join(host, "Ana"), join(host, "Ben")
    idle = ben if 0 in host.match.active_seats() else ana
    before = state_hash(host.match.state)
    action = host.match.legal_actions(host.match.active_seats()[0])[0]
    try:
        host.match.submit(idle.own[0], action)
    except RuleViolation as local:
        expected = (local.rule_id, local.message)
    try:
        idle.submit(action)
    except RuleViolation as remote:
        assert (remote.rule_id, remote.message) == expected
    else:
        raise AssertionError("the out-of-turn action was taken")
    assert state_hash(host.match.state) == before and not idle.errors


def test_busking_over_the_network_tells_nobody_the_songs_others_learnt_blind(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("big-easy-busking", ["human", "remote", "remote"], seed=11,
                      options={"first_player": 1})
    hosts.append(host)
    received: dict[int, list[bytes]] = {1: [], 2: []}
    peers = [join(host, "Ben"), join(host, "Cleo")]
    for peer in peers:
        peer.link.tap = received[peer.own[0]].append
    clients: dict[int, TableClient] = {0: host.table.client, 1: peers[0], 2: peers[1]}
    rng = random.Random(5)
    blind = 0
    while not host.match.is_over():
        seat = host.match.active_seats()[0]
        legal = clients[seat].legal_actions(seat)
        deck = [a for a in legal if getattr(a, "kind", "") == "learn" and a.market is None]
        clients[seat].submit(rng.choice(deck or legal), seat)
        settle(qtbot, host, peers)
        for peer in peers:
            mine = peer.own[0]
            secret = {s for i, b in enumerate(host.match.state.buskers) if i != mine
                      for s in b.secret}
            blind += bool(secret)
            said = b"".join(received[mine])
            received[mine].clear()
            assert not any(f'"{song}"'.encode() in said for song in secret)
            assert b'"rng"' not in said and b'"hit_deck"' not in said
            same_as_at_the_host(host, peer)
    assert blind, "nobody learnt blind: nothing hidden was checked"
    assert peers[0].public_hash() == peers[1].public_hash()
    assert peers[0].score() == host.match.public_score()
    assert peers[0].score_history() == host.match.score_history()


@pytest.mark.parametrize("game_id", games.available())
def test_every_game_plays_through_remote_clients(
        qtbot: Any, hosts: list[Host], game_id: str) -> None:
    host = host_table(game_id, ["remote", "remote"], seed=4)
    hosts.append(host)
    peers = [join(host, "Ana"), join(host, "Ben")]
    for peer in peers:
        same_as_at_the_host(host, peer)
        assert peer.opening() == host.match.events_for(host.match.opening, peer.own[0])
    play(qtbot, host, {0: peers[0], 1: peers[1]}, peers, steps=12, seed=2)
    assert len(host.match.record.actions) == 12


def test_the_tables_qt_side_plays_through_a_remote_client(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["remote", "remote"], seed=9)
    hosts.append(host)
    ana, _ben = join(host, "Ana"), join(host, "Ben")
    controller = MatchController(ana)
    seen: list[SeatChange] = []
    controller.changed.connect(seen.append)
    assert controller.submit(next(iter(controller.legal())))
    assert len(seen) == 1 and seen[0].action is not None
    refused: list[str] = []
    controller.refused.connect(refused.append)
    assert not controller.submit(seen[0].action, seat=1)  # Ben's seat, not Ana's
    assert refused and "not yours" in refused[0]
    controller.detach()
