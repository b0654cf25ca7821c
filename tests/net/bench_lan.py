"""LAN figures on loopback: action round trip through a host (p50/p99) against a bare
QTcpSocket echo measured in the same run, and bytes a peer receives per action.

With more clients than the game has seats, the others watch as spectators (they get every
update too). Run: ``QT_QPA_PLATFORM=offscreen python tests/net/bench_lan.py [game-id]
[actions] [clients]`` (default: Big Easy Busking, 300 actions, 5 clients).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", "/tmp/roadie-bench-lan")

from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import Limits
from roadie.storage.saves import SeatSpec


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def echo_round_trips(count: int, size: int) -> list[float]:
    """Round trips of *size*-byte writes to an echo server in this process."""
    server = QTcpServer()
    server.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    sockets: list[QTcpSocket] = []

    def accept() -> None:
        s = server.nextPendingConnection()
        s.readyRead.connect(lambda: s.write(s.readAll()))
        sockets.append(s)

    server.newConnection.connect(accept)
    client = QTcpSocket()
    client.connectToHost(QHostAddress(QHostAddress.SpecialAddress.LocalHost), server.serverPort())
    client.waitForConnected(2000)
    got = bytearray()
    client.readyRead.connect(lambda: got.extend(bytes(client.readAll().data())))
    times = []
    for _ in range(count):
        got.clear()
        start = time.perf_counter()
        client.write(b"x" * size)
        while len(got) < size:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    app = QCoreApplication(sys.argv)
    game_id = sys.argv[1] if len(sys.argv) > 1 else "big-easy-busking"
    wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    game = games.get(game_id)
    players = min(clients, game.info.max_players)
    seats = [SeatSpec(name=f"P{i}", kind="remote") for i in range(players)]
    match = Match(game, game.make_options(players), 1, seats)
    fast = Limits(intents=(1e6, 1e6))  # the bench sends far faster than a person
    host = Host(LocalTable.around(match), list(range(players)), limits=fast)
    port = host.listen()
    peers = [RemoteClient.join("127.0.0.1", port, f"P{i}") for i in range(players)]
    watchers = [RemoteClient.join("127.0.0.1", port, f"W{i}", spectate=True)
                for i in range(clients - players)]
    everyone = peers + watchers
    rng = random.Random(1)
    cpu = time.process_time()
    trips: list[float] = []
    everyone_knows: list[float] = []
    """From an intent sent until every peer holds the step it made."""
    while len(trips) < wanted and not match.is_over():
        seat = match.active_seats()[0]
        peer = peers[seat]
        peer.link.wait(lambda: all(p.actions_taken() == len(match.record.actions)
                                   for p in everyone), 5000)
        legal = [a for a in peers[seat].legal_actions(seat)
                 if getattr(a, "kind", "") != "end_session"]
        start = time.perf_counter()
        try:
            peers[seat].submit(rng.choice(legal))
        except RuleViolation:  # a real-time claim the match clock overtook: not counted
            continue
        trips.append(time.perf_counter() - start)
        peer.link.wait(lambda: all(p.actions_taken() == len(match.record.actions)
                                   for p in everyone), 5000)
        everyone_knows.append(time.perf_counter() - start)
    cpu = time.process_time() - cpu
    received = sum(p.link.bytes_received for p in everyone) / len(everyone)
    echo = echo_round_trips(len(trips), 2000)
    print(f"{game_id}: {len(trips)} actions, {players} seated peers and {len(watchers)} "
          f"spectators on loopback")
    for name, values in (("action round trip", trips), ("every peer has it", everyone_knows),
                         ("bare echo (2 kB)", echo)):
        print(f"  {name:18} p50 {statistics.median(values) * 1e3:.3f} ms  "
              f"p99 {percentile(values, 0.99) * 1e3:.3f} ms")
    print(f"  ratio p50 {statistics.median(trips) / statistics.median(echo):.1f}x  "
          f"p99 {percentile(trips, 0.99) / percentile(echo, 0.99):.1f}x")
    print(f"  CPU of host and peers per action: {cpu / len(trips) * 1e3:.2f} ms (steadier than "
          f"the wall clock on a loaded machine)")
    print(f"  bytes a peer received per action: {received / len(trips):,.0f}")
    host.close()
    del app


if __name__ == "__main__":
    main()
