"""The host's choice over a dropped seat: wait for its peer, or let a bot play it until the
peer rejoins with its token and takes the seat back."""

from __future__ import annotations

from typing import Any

from tests.net.test_faults import gig_dice, port, take_a_turn

from roadie.net.client import RemoteClient
from roadie.net.host import Host


def test_a_bot_plays_a_dropped_seat_until_its_peer_takes_it_back(
        qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts, pace=0.01)
    ana = RemoteClient.join("127.0.0.1", port(host), "Ana")
    ben = RemoteClient.join("127.0.0.1", port(host), "Ben")
    take_a_turn(qtbot, host, [ana, ben])
    left: list[int] = []
    host.left.connect(left.append)
    ben.close(goodbye=False)
    qtbot.waitUntil(lambda: left == [1], timeout=5000)
    assert host.match.seats[1].kind == "remote" and not host.bot_plays(1)  # the seat waits
    host.hand_to_bot(1, "random")
    qtbot.waitUntil(lambda: [s.kind for s in ana.seats] == ["remote", "bot"], timeout=5000)
    played = len(host.match.record.actions)
    while not any(a.seat == 1 for a in host.match.record.actions[played:]):
        qtbot.waitUntil(lambda: ana.actions_taken() == len(host.match.record.actions)
                        and (0 in ana.active_seats() or
                             any(a.seat == 1 for a in host.match.record.actions[played:])),
                        timeout=5000)
        if 0 in ana.active_seats() and ana.actions_taken() == len(host.match.record.actions):
            ana.submit(next(a for a in ana.legal_actions() if a.kind == "end_turn"))
    back = RemoteClient.join("127.0.0.1", port(host), "Ben", token=ben.token)
    assert back.own == [1] and not host.bot_plays(1)
    assert host.match.seats[1].kind == "remote" and back.view() == host.match.view(1)
    qtbot.waitUntil(lambda: [s.kind for s in ana.seats] == ["remote", "remote"], timeout=5000)
    if not host.match.is_over():
        take_a_turn(qtbot, host, [ana, back])
