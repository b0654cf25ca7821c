"""The longest UI-thread stall while bots play (a script, not a test).

Usage: ``python tests/bench_stall.py [SECONDS] [GAME] [--level LEVEL] [--profile]``. Opens the
real window (offscreen), starts a four-player game (default The Gig: one scripted human, three
bots of LEVEL, default hard, at the normal pace) with
autosave on (starting it is timed on its own), and, once the table has drawn its first frame
(timed on its own too: opening the table), runs a
5 ms timer on the event loop: the longest gap between its ticks, less 5 ms, is the longest
the window could not answer during play. Beside each gap, the CPU time the UI thread spent in it:
on a loaded machine a gap is longer than the work that made it. The scripted human takes a
random legal action every 0.6-1.5 s through the table's controller, as a player would.
With ``--profile`` the UI thread is profiled between each two ticks, and the functions that
took longest in the longest stall are printed (the profiler makes every stall longer).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", tempfile.mkdtemp(prefix="roadie-stall-"))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame, SeatKind

TICK_MS = 5


def main(seconds: float, game: str, level: str = "hard", profile: bool = False) -> None:
    app, window = create([], Settings(animation_speed="normal"))
    window.show()
    window.finish_loading()
    seats: list[tuple[str, SeatKind, str]] = [
        ("Ana", "human", "random"), ("Ben", "bot", level), ("Cleo", "bot", level),
        ("Dev", "bot", level)]
    begin = time.perf_counter()
    assert window.start_game(NewGame(game, {}, 7, seats))
    starting = (time.perf_counter() - begin) * 1000
    screen = window.game_screen
    assert screen is not None
    start = time.perf_counter()
    QApplication.processEvents()  # the table's first frame
    opening = (time.perf_counter() - start) * 1000
    gaps: list[tuple[float, float]] = []
    """(wall ms, UI-thread CPU ms) of each gap between ticks."""
    last = [time.perf_counter(), time.thread_time()]
    rng = random.Random(1)
    profiler = cProfile.Profile() if profile else None
    worst: list[tuple[float, pstats.Stats]] = []
    """The longest stall seen so far and its profile (with ``--profile``)."""

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append(((now - last[0]) * 1000 - TICK_MS, (cpu - last[1]) * 1000))
        last[0], last[1] = now, cpu
        if profiler is not None:
            keep(profiler, gaps[-1][0], worst)

    def human() -> None:
        ctl = screen.ctl
        legal = sorted(ctl.legal(0), key=repr)
        if legal and not ctl.is_over():
            ctl.submit(rng.choice(legal), 0)
        human_timer.start(rng.randint(600, 1500))

    ticker = QTimer(interval=TICK_MS)
    ticker.timeout.connect(tick)
    ticker.start()
    if profiler is not None:
        profiler.enable()
    human_timer = QTimer(singleShot=True)
    human_timer.timeout.connect(human)
    human_timer.start(1000)
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    if profiler is not None:
        profiler.disable()
    actions = screen.client.actions_taken()
    window.close()
    gaps.sort()
    walls = [wall for wall, _cpu in gaps]
    longest, busiest = gaps[-1], max(cpu for _wall, cpu in gaps)
    print(f"{game}: {seconds:.0f} s, three {level} bots, {actions} actions, autosave on")
    print(f"Starting the game (the window's start_game): {starting:.1f} ms")
    print(f"Opening the table (its first frame): {opening:.1f} ms")
    p99 = walls[int(len(walls) * 0.99)]
    print(f"UI-thread stall: longest {longest[0]:.1f} ms, p99 {p99:.1f} ms,"
          f" median {statistics.median(walls):.1f} ms (goal: longest <= 50 ms)")
    print(f"UI-thread CPU: {longest[1]:.1f} ms in the longest stall; at most {busiest:.1f} ms"
          " between two ticks")
    if worst:
        out = io.StringIO()
        worst[0][1].stream = out  # type: ignore[attr-defined]
        worst[0][1].sort_stats("cumulative").print_stats(25)
        print(f"The longest stall ({worst[0][0]:.1f} ms), profiled:\n{out.getvalue()}")


def keep(profiler: cProfile.Profile, gap: float, worst: list[tuple[float, pstats.Stats]]) -> None:
    """Keep the profile since the last tick if this gap is the longest; start a new one."""
    profiler.disable()
    if not worst or gap > worst[0][0]:
        worst[:] = [(gap, pstats.Stats(profiler))]
    profiler.clear()
    profiler.enable()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seconds", nargs="?", type=float, default=60.0)
    parser.add_argument("game", nargs="?", default="the-gig")
    parser.add_argument("--level", default="hard", help="the bots' level (default hard)")
    parser.add_argument("--profile", action="store_true")
    ns = parser.parse_args()
    main(ns.seconds, ns.game, ns.level, ns.profile)
