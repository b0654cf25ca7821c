"""LAN figures on loopback: action round trip through a host (p50/p99) against a bare
QTcpSocket echo measured in the same run, and bytes a peer receives per action.

The host runs in a process of its own, as at a party (the echo server too, so both round
trips cross the same loopback between two processes); the clients share this one. With
more clients than the game has seats, the others watch as spectators (they get every
update too). Run: ``QT_QPA_PLATFORM=offscreen python tests/net/bench_lan.py [game-id]
[actions] [clients]`` (default: Big Easy Busking, 300 actions, 5 clients).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", "/tmp/roadie-bench-lan")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import Limits
from roadie.storage.saves import SeatSpec

LOOPBACK = QHostAddress.SpecialAddress.LocalHost


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def serve_echo() -> None:
    """An echo server (the other process of the bare round trip)."""
    app = QCoreApplication([])
    server = QTcpServer()
    server.listen(QHostAddress(LOOPBACK), 0)
    sockets: list[QTcpSocket] = []

    def accept() -> None:
        s = server.nextPendingConnection()
        s.setSocketOption(QTcpSocket.SocketOption.LowDelayOption, 1)
        s.readyRead.connect(lambda: s.write(s.readAll()))
        s.disconnected.connect(app.quit)
        sockets.append(s)

    server.newConnection.connect(accept)
    print(json.dumps({"port": server.serverPort()}), flush=True)
    app.exec()


def serve_game(game_id: str, players: int) -> None:
    """Host *game_id* with every seat open; quit once the peers left, saying the CPU used."""
    app = QCoreApplication([])
    game = games.get(game_id)
    seats = [SeatSpec(name=f"P{i}", kind="remote") for i in range(players)]
    match = Match(game, game.make_options(players), 1, seats)
    fast = Limits(intents=(1e6, 1e6))  # the bench sends far faster than a person
    host = Host(LocalTable.around(match), list(range(players)), limits=fast)
    answers = answer_times(host)
    print(json.dumps({"port": host.listen()}), flush=True)
    cpu = time.process_time()
    ticker = QTimer()
    ticker.timeout.connect(lambda: None if host.peers or not host.tokens else app.quit())
    ticker.start(100)
    app.exec()
    print(json.dumps({"cpu": time.process_time() - cpu, "answer": answers}), flush=True)


def answer_times(host: Host) -> list[float]:
    """The host's CPU time from taking an intent to answering its peer (the others' updates
    are made after): filled as the game goes."""
    times: list[float] = []
    intent, flush = host._intent, host._flush
    started: list[float] = []

    def timed_intent(peer: Any, message: Any) -> None:
        started[:] = [time.thread_time()]
        intent(peer, message)

    def timed_flush() -> None:
        if started and host._acting is None:  # the actor has its answer
            times.append(time.thread_time() - started.pop())
        flush()

    host._intent = timed_intent  # type: ignore[method-assign]
    host._flush = timed_flush  # type: ignore[method-assign]
    return times


def started(args: list[str]) -> tuple[subprocess.Popen[str], int]:
    process = subprocess.Popen([sys.executable, __file__, *args], stdout=subprocess.PIPE,
                               text=True)
    assert process.stdout is not None
    return process, int(json.loads(process.stdout.readline())["port"])


def echo_round_trips(count: int, size: int) -> list[float]:
    """Round trips of *size*-byte writes to the echo server in another process."""
    process, port = started(["--echo"])
    client = QTcpSocket()
    client.connectToHost(QHostAddress(LOOPBACK), port)
    client.waitForConnected(2000)
    client.setSocketOption(QTcpSocket.SocketOption.LowDelayOption, 1)
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
    client.disconnectFromHost()
    process.wait(10)
    return times


def play(peers: list[RemoteClient], everyone: list[RemoteClient],
         wanted: int) -> tuple[list[float], list[float]]:
    """Random actions by the seat to act: each one's round trip, and how long until every
    peer held its step."""
    rng = random.Random(1)
    trips: list[float] = []
    everyone_knows: list[float] = []
    actor = peers[0]

    def caught_up() -> None:
        """Take in what the sockets bring until every peer holds the actor's step."""
        while any(p.actions_taken() != actor.actions_taken() for p in everyone):
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)

    while len(trips) < wanted and not actor.is_over():
        caught_up()
        actor = peers[actor.active_seats()[0]]
        legal = [a for a in actor.legal_actions() if getattr(a, "kind", "") != "end_session"]
        start = time.perf_counter()
        try:
            actor.submit(rng.choice(legal))
        except RuleViolation:  # a real-time claim the match clock overtook: not counted
            continue
        trips.append(time.perf_counter() - start)
        caught_up()
        everyone_knows.append(time.perf_counter() - start)
    return trips, everyone_knows


def main() -> None:
    app = QCoreApplication(sys.argv)
    game_id = sys.argv[1] if len(sys.argv) > 1 else "big-easy-busking"
    wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    players = min(clients, games.get(game_id).info.max_players)
    host, port = started(["--serve", game_id, str(players)])
    try:
        peers = [RemoteClient.join("127.0.0.1", port, f"P{i}") for i in range(players)]
        watchers = [RemoteClient.join("127.0.0.1", port, f"W{i}", spectate=True)
                    for i in range(clients - players)]
        everyone = peers + watchers
        cpu = time.process_time()
        trips, everyone_knows = play(peers, everyone, wanted)
        cpu = time.process_time() - cpu
        received = sum(p.link.bytes_received for p in everyone) / len(everyone)
        agree = all(p.agrees() for p in everyone)
        for peer in everyone:
            peer.close()
        host_cpu: dict[str, Any] = json.loads(host.communicate(timeout=30)[0].splitlines()[-1])
    finally:
        host.kill()
    echo = echo_round_trips(len(trips), 2000)
    print(f"{game_id}: {len(trips)} actions, {players} seated peers and {len(watchers)} "
          f"spectators on loopback, the host in its own process (all agree: {agree})")
    for name, values in (("action round trip", trips), ("every peer has it", everyone_knows),
                         ("bare echo (2 kB)", echo)):
        print(f"  {name:18} p50 {statistics.median(values) * 1e3:.3f} ms  "
              f"p99 {percentile(values, 0.99) * 1e3:.3f} ms")
    print(f"  ratio p50 {statistics.median(trips) / statistics.median(echo):.1f}x  "
          f"p99 {percentile(trips, 0.99) / percentile(echo, 0.99):.1f}x")
    answer = host_cpu["answer"]
    print(f"  host CPU from an intent to its answer: p50 {statistics.median(answer) * 1e3:.2f} "
          f"ms  p99 {percentile(answer, 0.99) * 1e3:.2f} ms")
    print(f"  CPU per action: host {host_cpu['cpu'] / len(trips) * 1e3:.2f} ms, the "
          f"{clients} clients {cpu / len(trips) * 1e3:.2f} ms (steadier than the wall clock "
          f"on a loaded machine)")
    print(f"  bytes a peer received per action: {received / len(trips):,.0f}")
    del app


if __name__ == "__main__":
    if sys.argv[1:2] == ["--echo"]:
        serve_echo()
    elif sys.argv[1:2] == ["--serve"]:
        serve_game(sys.argv[2], int(sys.argv[3]))
    else:
        main()
