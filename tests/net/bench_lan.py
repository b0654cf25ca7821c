"""LAN figures on loopback: action round trip through a host (p50/p99) against a bare
QTcpSocket echo of the same traffic measured in the same run, and bytes a peer receives
per action.

The host runs in a process of its own, as at a party; the clients share this one. With
more clients than the game has seats, the others watch as spectators (they get every
update too). Run: ``QT_QPA_PLATFORM=offscreen python tests/net/bench_lan.py [game-id]
[actions] [clients]`` (default: Big Easy Busking, 300 actions, 5 clients).

The host autosaves after every action into a temporary folder, as ``roadie host`` does;
``BENCH_WHOLE_SAVES=1`` writes the save whole after every action instead of journaling it
(as the host did before the journal), to compare.

``BENCH_FLOOR=1`` measures a floor instead: the host answers each intent with nothing but
its acceptance and events, flushed as soon as the action is journaled, before any view is
made (the views follow in the usual updates). No real table could draw from that answer;
it bounds what any trimming of the answer could win.

The echo is the same traffic with no game in it. An echo server in a process of its own
holds as many connections from this process as the host does; after each action, the
client that acted writes a frame of its intent's size, and the echo server answers it
with a frame of as many bytes as it held when its submit returned (its answer; flushed at
once, as the host answers the actor first), then sends every other client a frame of the
bytes the host sent that client, and the actor the rest of its bytes (what settled the
step). The clients wait on the event loop as the peers do (no busy
polling) and cut the frames out of the stream; the echo's round trip ends when the actor
holds all its bytes, its "everyone" when every client does. Echo rounds alternate with
the actions, so a machine whose load changes during the run weighs on both alike: a ratio
of 1x would mean the game, the views and the JSON cost nothing beyond moving their bytes.
(Until now the echo was one client busy-polling 2 kB back from one connection, after the
game: it measured the fan-out to five clients and the polling as much as Roadie.)
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
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
from roadie.net.host import Host, yield_core
from roadie.net.protocol import HEADER, Framer, Limits
from roadie.net.resume import seating_path
from roadie.storage.saves import SeatSpec

LOOPBACK = QHostAddress.SpecialAddress.LocalHost


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def serve_echo() -> None:
    """The echo server: a request ``{"from": i, "answer": a, "sizes": [...]}`` from client
    *i* is answered to *i* first with a frame of *a* bytes (flushed), then to every other
    client with a frame of its size, then to *i* with the rest of its size. A client names
    its index in its first frame, answered with an empty frame once it is known."""
    app = QCoreApplication([])
    server = QTcpServer()
    server.listen(QHostAddress(LOOPBACK), 0)
    clients: dict[int, QTcpSocket] = {}

    def answer(body: bytes) -> None:
        request = json.loads(body)
        actor, answer, sizes = request["from"], request["answer"], request["sizes"]
        clients[actor].write(frame(answer))
        clients[actor].flush()
        for index, size in enumerate(sizes):
            if index != actor and size:
                clients[index].write(frame(size))
        if sizes[actor] > answer:
            clients[actor].write(frame(sizes[actor] - answer))

    def accept() -> None:
        s = server.nextPendingConnection()
        s.setSocketOption(QTcpSocket.SocketOption.LowDelayOption, 1)
        framer = Framer()

        def read() -> None:
            for body in framer.feed(bytes(s.readAll().data())):
                if body.startswith(b"{\"hello\""):
                    clients[json.loads(body)["hello"]] = s
                    s.write(frame(HEADER.size))
                else:
                    answer(body)

        s.readyRead.connect(read)
        s.disconnected.connect(app.quit)

    server.newConnection.connect(accept)
    print(json.dumps({"port": server.serverPort()}), flush=True)
    app.exec()


def frame(size: int, body: bytes = b"") -> bytes:
    """A frame of *size* bytes in all (header included; more if *body* needs more), *body*
    padded with spaces."""
    body = body.ljust(size - HEADER.size)
    return HEADER.pack(len(body)) + body


def serve_game(game_id: str, players: int) -> None:
    """Host *game_id* with every seat open, autosaved as ``roadie host`` does; quit once the
    peers left, saying the CPU used."""
    app = QCoreApplication([])
    game = games.get(game_id)
    seats = [SeatSpec(name=f"P{i}", kind="remote") for i in range(players)]
    folder = tempfile.TemporaryDirectory(prefix="roadie-bench-lan-")
    autosave = Path(folder.name) / "lan-host.roadie"
    match = Match(game, game.make_options(players), 1, seats, autosave=autosave)
    match.save(autosave)
    fast = Limits(intents=(1e6, 1e6))  # the bench sends far faster than a person
    host = Host(LocalTable.around(match), list(range(players)), limits=fast,
                seating=seating_path(autosave))
    if os.environ.get("BENCH_FLOOR") == "1":
        answer_bare(host, match)
    answers = answer_times(host)
    saves = autosave_times(match, always_whole=os.environ.get("BENCH_WHOLE_SAVES") == "1")
    print(json.dumps({"port": host.listen()}), flush=True)
    cpu = time.process_time()
    ticker = QTimer()
    ticker.timeout.connect(lambda: None if host.peers or not host.tokens else app.quit())
    ticker.start(100)
    app.exec()
    print(json.dumps({"cpu": time.process_time() - cpu, "answer": answers, "autosave": saves}),
          flush=True)
    folder.cleanup()


def autosave_times(match: Match, always_whole: bool) -> dict[str, list[float]]:
    """The wall and CPU seconds of each autosave the match makes before the peers hear of
    the action (each written whole, as before the journal, when *always_whole*), and the wall
    seconds of the whole saves after: filled as the game goes."""
    times: dict[str, list[float]] = {"wall": [], "cpu": [], "after": []}
    autosave, whole_if_due = match._autosave, match._save_whole_if_due

    def timed(whole: bool = False) -> None:
        wall, cpu = time.perf_counter(), time.process_time()
        autosave(always_whole or whole)
        times["wall"].append(time.perf_counter() - wall)
        times["cpu"].append(time.process_time() - cpu)

    def timed_after() -> None:
        wall = time.perf_counter()
        whole_if_due()
        times["after"].append(time.perf_counter() - wall)

    match._autosave = timed  # type: ignore[method-assign]
    match._save_whole_if_due = timed_after  # type: ignore[method-assign]
    return times


def answer_times(host: Host) -> list[float]:
    """The host's CPU time from taking an intent to answering its peer (sent and flushed;
    the others' updates are made after): filled as the game goes."""
    times: list[float] = []
    intent, answer = host._intent, host._answer
    started: list[float] = []

    def timed_intent(peer: Any, message: Any) -> None:
        started[:] = [time.thread_time()]
        intent(peer, message)

    def timed_answer(peer: Any, change: Any) -> None:
        answer(peer, change)
        if started:
            times.append(time.thread_time() - started.pop())

    host._intent = timed_intent  # type: ignore[method-assign, assignment]
    host._answer = timed_answer  # type: ignore[method-assign]
    return times


def answer_bare(host: Host, match: Match) -> None:
    """The floor (``BENCH_FLOOR=1``): the acting peer hears only that its intent was
    accepted, with its events, before the host makes any view (through ``host._answer``,
    which :func:`answer_times` times); then everyone, the actor too, gets the step's update
    as a peer that did not act."""
    step = host._step

    def bare(peer: Any, change: Any) -> None:
        assert peer.client is not None and host._answering is not None
        events = host._events(peer.client.seat_change(change).events)
        peer.send(host._accepted(host._answering, events))
        peer.socket.flush()
        yield_core()

    def bare_first(change: Any) -> None:
        if host._acting is not None:
            host._answer(host._acting, change)
            host._acting = host._answering = None
        step(change)

    host._answer = bare  # type: ignore[method-assign]
    match.changed.disconnect(host._step)
    match.changed.connect(bare_first, first=True)


def started(args: list[str]) -> tuple[subprocess.Popen[str], int]:
    process = subprocess.Popen([sys.executable, __file__, *args], stdout=subprocess.PIPE,
                               text=True)
    assert process.stdout is not None
    return process, int(json.loads(process.stdout.readline())["port"])


class Echoes:
    """The clients of the echo server, one per peer, in this process."""

    def __init__(self, port: int, count: int) -> None:
        self.sockets: list[QTcpSocket] = []
        self.got = [0] * count
        for index in range(count):
            s = QTcpSocket()
            s.connectToHost(QHostAddress(LOOPBACK), port)
            s.waitForConnected(2000)
            s.setSocketOption(QTcpSocket.SocketOption.LowDelayOption, 1)
            s.readyRead.connect(partial(self._read, index, s, Framer()))
            s.write(frame(0, json.dumps({"hello": index}).encode()))
            s.flush()
            self.sockets.append(s)
        wait_until(lambda: all(self.got))  # every client known to the server before a round

    def _read(self, index: int, s: QTcpSocket, framer: Framer) -> None:
        data = bytes(s.readAll().data())
        framer.feed(data)
        self.got[index] += len(data)

    def round(self, actor: int, request: int, answer: int,
              sizes: list[int]) -> tuple[float, float]:
        """One action's traffic: the actor's round trip (until it holds the *answer*'s
        bytes), and until every client had its bytes."""
        self.got = [0] * len(sizes)
        body = json.dumps({"from": actor, "answer": answer, "sizes": sizes}).encode()
        start = time.perf_counter()
        self.sockets[actor].write(frame(request, body))
        wait_until(lambda: self.got[actor] >= answer)
        trip = time.perf_counter() - start
        wait_until(lambda: all(g >= s for g, s in zip(self.got, sizes, strict=True)))
        return trip, time.perf_counter() - start

    def close(self) -> None:
        for s in self.sockets:
            s.disconnectFromHost()


def wait_until(done: Callable[[], bool]) -> None:
    """Take in what the sockets bring (waiting on the event loop) until *done*."""
    while not done():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)


@dataclass
class Figures:
    """Seconds per action: the round trip and until every peer held the step, through the
    host and through the echo."""

    trips: list[float] = field(default_factory=list)
    settled: list[float] = field(default_factory=list)
    """Until the actor also held what settles its step (score, legal actions, hash)."""
    everyone_knows: list[float] = field(default_factory=list)
    echo_trips: list[float] = field(default_factory=list)
    echo_everyone: list[float] = field(default_factory=list)


def play(peers: list[RemoteClient], everyone: list[RemoteClient], wanted: int,
         echoes: Echoes) -> Figures:
    """Random actions by the seat to act, each followed by an echo round of its traffic."""
    rng = random.Random(1)
    figures = Figures()
    actor = peers[0]

    def caught_up() -> None:
        """Take in what the sockets bring until every peer holds the actor's step."""
        wait_until(lambda: all(p.actions_taken() == actor.actions_taken() for p in everyone))

    while len(figures.trips) < wanted and not actor.is_over():
        caught_up()
        actor = peers[actor.active_seats()[0]]
        legal = [a for a in actor.legal_actions() if getattr(a, "kind", "") != "end_session"]
        received = [p.link.bytes_received for p in everyone]
        sent = actor.link.bytes_sent
        start = time.perf_counter()
        try:
            actor.submit(rng.choice(legal))
        except RuleViolation:  # a real-time claim the match clock overtook: not counted
            continue
        figures.trips.append(time.perf_counter() - start)
        answer = actor.link.bytes_received - received[everyone.index(actor)]
        wait_until(lambda actor=actor: actor.settled)
        figures.settled.append(time.perf_counter() - start)
        caught_up()
        figures.everyone_knows.append(time.perf_counter() - start)
        sizes = [p.link.bytes_received - r for p, r in zip(everyone, received, strict=True)]
        trip, every = echoes.round(everyone.index(actor), actor.link.bytes_sent - sent, answer,
                                   sizes)
        figures.echo_trips.append(trip)
        figures.echo_everyone.append(every)
    return figures


def main() -> None:
    app = QCoreApplication(sys.argv)
    game_id = sys.argv[1] if len(sys.argv) > 1 else "big-easy-busking"
    wanted = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    clients = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    players = min(clients, games.get(game_id).info.max_players)
    host, port = started(["--serve", game_id, str(players)])
    echo, echo_port = started(["--echo"])
    try:
        peers = [RemoteClient.join("127.0.0.1", port, f"P{i}") for i in range(players)]
        watchers = [RemoteClient.join("127.0.0.1", port, f"W{i}", spectate=True)
                    for i in range(clients - players)]
        everyone = peers + watchers
        echoes = Echoes(echo_port, clients)
        cpu = time.process_time()
        figures = play(peers, everyone, wanted, echoes)
        cpu = time.process_time() - cpu
        received = sum(p.link.bytes_received for p in everyone) / len(everyone)
        agree = all(p.agrees() for p in everyone)
        for peer in everyone:
            peer.close()
        echoes.close()
        host_cpu: dict[str, Any] = json.loads(host.communicate(timeout=30)[0].splitlines()[-1])
        echo.wait(10)
    finally:
        host.kill()
        echo.kill()
    report(game_id, f"{players} seated peers and {len(watchers)} spectators", figures)
    actions = len(figures.trips)
    answer = host_cpu["answer"]
    print(f"  host CPU from an intent to its answer: p50 {statistics.median(answer) * 1e3:.2f} "
          f"ms  p99 {percentile(answer, 0.99) * 1e3:.2f} ms")
    print(f"  CPU per action: host {host_cpu['cpu'] / actions * 1e3:.2f} ms, the "
          f"{clients} clients {cpu / actions * 1e3:.2f} ms (steadier than the wall clock "
          f"on a loaded machine)")
    print(f"  bytes a peer received per action: {received / actions:,.0f} (all agree: {agree})")
    saves = host_cpu["autosave"]
    how = "whole" if os.environ.get("BENCH_WHOLE_SAVES") == "1" else "journaled"
    print(f"  the host's autosave per action ({how}), before the peers hear of it: "
          f"wall p50 {statistics.median(saves['wall']) * 1e3:.3f} ms  p99 "
          f"{percentile(saves['wall'], 0.99) * 1e3:.3f} ms  mean "
          f"{statistics.mean(saves['wall']) * 1e3:.3f} ms; CPU mean "
          f"{statistics.mean(saves['cpu']) * 1e3:.3f} ms; whole saves after: wall mean "
          f"{statistics.mean(saves['after']) * 1e3:.3f} ms")
    del app


def report(game_id: str, who: str, f: Figures) -> None:
    print(f"{game_id}: {len(f.trips)} actions, {who} on loopback, the host and the echo "
          f"server each in a process of its own")
    for name, values in (("action round trip", f.trips), ("echo round trip", f.echo_trips),
                         ("actor settled", f.settled),
                         ("every peer has it", f.everyone_knows),
                         ("echo to everyone", f.echo_everyone)):
        print(f"  {name:18} p50 {statistics.median(values) * 1e3:7.3f} ms  "
              f"p99 {percentile(values, 0.99) * 1e3:7.3f} ms")
    for name, ours, echo in (("round trip", f.trips, f.echo_trips),
                             ("everyone", f.everyone_knows, f.echo_everyone)):
        print(f"  ratio to the echo, {name:10}: p50 "
              f"{statistics.median(ours) / statistics.median(echo):.1f}x  "
              f"p99 {percentile(ours, 0.99) / percentile(echo, 0.99):.1f}x")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--echo"]:
        serve_echo()
    elif sys.argv[1:2] == ["--serve"]:
        serve_game(sys.argv[2], int(sys.argv[3]))
    else:
        main()
