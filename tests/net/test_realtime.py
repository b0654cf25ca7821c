"""The Gig's Song across the network: the host stamps each claim with its own clock on
arrival, its own player's and the peers' alike, and resolves clashes as the local game does."""

from __future__ import annotations

from typing import Any

import pytest
from tests.net.conftest import LOOPBACK

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.games.the_gig.actions import Place
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import Intent
from roadie.storage.saves import SeatSpec

SHARED = (1, 6)
"""With seed 3, die 1 (seat 0) and die 6 (seat 1) both show a 3: both may claim row 3."""


class Clock:
    """The host's match clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 5.0

    def __call__(self) -> float:
        return self.now


def gig_host(hosts: list[Host], clock: Clock) -> tuple[Host, RemoteClient]:
    """The Gig: the host's own player in seat 0, a peer in seat 1."""
    game = games.get("the-gig")
    seats = [SeatSpec(name="Host"), SeatSpec(name="Peer", kind="remote")]
    match = Match(game, game.make_options(2, {}), 3, seats, clock=clock)
    assert [match.state.dice[d].value for d in SHARED] == [3, 3]
    host = Host(LocalTable.around(match), [1])
    host.listen()
    hosts.append(host)
    return host, RemoteClient.join(LOOPBACK, int(host.server.serverPort()), "Peer")


def claim(die: int, t: float | None = None) -> Place:
    return Place(die=die, row=3, col=0, t=t)


def test_a_peers_claim_is_stamped_on_arrival_whatever_time_it_says(
        qtbot: Any, hosts: list[Host]) -> None:
    clock = Clock()
    host, peer = gig_host(hosts, clock)
    clock.now = 7.25
    peer.link.send(Intent(token=peer.token, id=1, action=claim(6, t=0.0).model_dump()))
    qtbot.waitUntil(lambda: len(host.match.record.actions) == 1, timeout=5000)
    assert host.match.record.actions[0].t == 7.25
    assert host.match.record.actions[0].action["t"] == 7.25


def test_claims_within_the_window_clash_as_they_would_at_one_table(
        qtbot: Any, hosts: list[Host]) -> None:
    clock = Clock()
    host, peer = gig_host(hosts, clock)
    host.table.client.submit(claim(1), 0)  # the host's own player: the same match.submit
    clock.now += 0.2  # within the clash window (0.4 s)
    events = peer.submit(claim(6, t=4.0))  # an earlier time named by the peer counts for nothing
    assert any(e.kind == "clashed" for e in events)
    assert [host.match.state.dice[d].where for d in SHARED] == ["tray", "tray"]
    assert host.match.record.actions[-1].t == 5.2
    qtbot.waitUntil(lambda: peer.actions_taken() == 2, timeout=5000)
    assert peer.agrees()


def test_a_claim_after_the_window_finds_the_space_taken(qtbot: Any, hosts: list[Host]) -> None:
    clock = Clock()
    host, peer = gig_host(hosts, clock)
    host.table.client.submit(claim(1), 0)
    clock.now += 0.6
    with pytest.raises(RuleViolation) as refused:
        peer.submit(claim(6, t=5.0))
    assert refused.value.rule_id == "the-gig/song.one-per-space"
    assert host.match.state.dice[1].where == "song" and len(host.match.record.actions) == 1
