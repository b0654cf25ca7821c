"""Clash fairness in The Gig over the network: who gets a contested space, as a function of
latency, when the host's own player and a peer (over a loopback socket) both claim it.

Both players see the same dice at the same moment and react after a time drawn like a bot's
at Hard pace (1.0-2.2 s, uniform). The peer sees the table one-way latency later and its
claim reaches the host one-way latency later again: it is delayed by a round trip. In
``equal`` mode the host's own player is delayed by the same round trip (the issue's "equal
simulated latency"); in ``lan`` mode only the peer is (what a real host gives its peers).
The host stamps each claim on arrival with its clock and resolves it with the game's own
rules (a clash within the clash window, else the first claim keeps the space). Roadie does
not compensate latency; this measures what that costs.

Time is scaled by ``SCALE`` (reactions, window and latency alike) so a run takes minutes.
Run: ``QT_QPA_PLATFORM=offscreen python tests/net/bench_fairness.py [trials] [seed]``
"""

from __future__ import annotations

import contextlib
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", "/tmp/roadie-bench-fairness")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.games.the_gig.actions import Place
from roadie.match.client import TableClient
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.storage.saves import SeatSpec

SCALE = 0.1
"""Seconds of the bench per second of play."""
REACTION = (1.0, 2.2)
"""A player's reaction, seconds (the Hard bots' pace)."""
WINDOW = 0.4
"""The Gig's clash window, seconds (its default)."""
ROWS = (("equal", 0), ("equal", 200), ("lan", 0), ("lan", 50), ("lan", 100), ("lan", 200),
        ("lan", 400))
"""(mode, simulated round trip in ms) per row; the loopback socket's own round trip is added."""
DICE = {0: 1, 1: 6}
"""With seed 3 seat 0's die 1 and seat 1's die 6 both show a 3 (row 3 is contested)."""


def trial(rtt: float, equal: bool, rng: random.Random) -> str:
    """One contest: ``host``, ``peer`` (who kept the space) or ``clash``."""
    game = games.get("the-gig")
    seats = [SeatSpec(name="Host"), SeatSpec(name="Peer", kind="remote")]
    match = Match(game, game.make_options(2, {"clash_window": WINDOW * SCALE}), 3, seats)
    host = Host(LocalTable.around(match), [1])
    host.listen()
    peer = RemoteClient.join("127.0.0.1", int(host.server.serverPort()), "Peer")
    done: list[int] = []

    def claim(client: TableClient, seat: int) -> None:
        with contextlib.suppress(RuleViolation):  # the space was taken: the other kept it
            client.submit(Place(die=DICE[seat], row=3, col=0), seat)
        done.append(seat)

    delays = [rng.uniform(*REACTION) + (rtt if equal else 0.0), rng.uniform(*REACTION) + rtt]
    QTimer.singleShot(round(delays[0] * SCALE * 1000), lambda: claim(host.table.client, 0))
    QTimer.singleShot(round(delays[1] * SCALE * 1000), lambda: claim(peer, 1))
    while len(done) < 2:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
    where = [match.state.dice[DICE[s]].where for s in (0, 1)]
    peer.close()
    host.close()
    return "host" if where[0] == "song" else "peer" if where[1] == "song" else "clash"


def expected(rtt: float) -> tuple[float, float]:
    """The shares the host's player and the peer keep the space, worked out: the reaction
    difference is triangular on +-spread; the later claim wins nothing within the window."""
    spread = REACTION[1] - REACTION[0]

    def beyond(x: float) -> float:  # P(difference > x)
        x = max(-spread, min(spread, x))
        return (spread - x) ** 2 / (2 * spread**2) if x >= 0 else 1 - (spread + x) ** 2 / (
            2 * spread**2)

    return beyond(WINDOW - rtt), 1 - beyond(-WINDOW - rtt)


def main(trials: int, seed: int) -> None:
    QCoreApplication.instance() or QCoreApplication([])
    rng = random.Random(seed)
    print(f"{trials} contests per row; reactions {REACTION[0]}-{REACTION[1]} s, clash window "
          f"{WINDOW} s, time scaled by {SCALE}")
    print("mode   round trip   host keeps   peer keeps   clash     (worked out: host / peer)")
    for mode, rtt_ms in ROWS:
        equal = mode == "equal"
        counts = {"host": 0, "peer": 0, "clash": 0}
        for _ in range(trials):
            counts[trial(rtt_ms / 1000, equal, rng)] += 1
        share = {k: f"{100 * v / trials:5.1f} %" for k, v in counts.items()}
        host_share, peer_share = expected(0.0 if equal else rtt_ms / 1000)
        print(f"{mode:6} {rtt_ms:7d} ms   {share['host']:>10}   {share['peer']:>10}   "
              f"{share['clash']:>7}   ({100 * host_share:4.1f} % / {100 * peer_share:4.1f} %)",
              flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200,
         int(sys.argv[2]) if len(sys.argv) > 2 else 1)
