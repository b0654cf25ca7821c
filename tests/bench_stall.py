"""The longest UI-thread stall while bots play (a script, not a test).

Usage: ``python tests/bench_stall.py [SECONDS] [GAME] [--level LEVEL] [--profile]``. Opens the
real window (offscreen), starts a four-player game (default The Gig: one scripted human, three
bots of LEVEL, default hard, at the normal pace) with
autosave on (starting it is timed on its own), and, once the table has drawn its first frame
(timed on its own too: opening the table), runs a
5 ms timer on the event loop: the longest gap between its ticks, less 5 ms, is the longest
the window could not answer during play. Beside each gap, the CPU time the UI thread spent in it,
and the app's other threads (a gap with little of either waited for a core, on a loaded machine):
judge a change by the UI thread's CPU in the busiest gap, which the machine's load hardly moves.
The scripted human takes a random legal action every 0.6-1.5 s through the table's controller,
as a player would. With ``--profile`` the UI thread's CPU is profiled between each two ticks, and
the functions that took most of it in the busiest gap are printed (the profiler slows them).
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
    gaps: list[tuple[float, float, float]] = []
    """(wall ms, UI-thread CPU ms, other threads' CPU ms) of each gap between ticks."""
    last = [time.perf_counter(), time.thread_time(), time.process_time()]
    rng = random.Random(1)
    profiler = cProfile.Profile(time.thread_time) if profile else None
    worst: list[tuple[float, pstats.Stats]] = []
    """The busiest gap seen so far (UI-thread CPU ms) and its profile (with ``--profile``)."""

    def tick() -> None:
        now, cpu, everyone = time.perf_counter(), time.thread_time(), time.process_time()
        mine = (cpu - last[1]) * 1000
        gaps.append(((now - last[0]) * 1000 - TICK_MS, mine, (everyone - last[2]) * 1000 - mine))
        last[:] = [now, cpu, everyone]
        if profiler is not None:
            keep(profiler, mine, worst)

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
    walls = [gap[0] for gap in gaps]
    longest, busiest = gaps[-1], max(gap[1] for gap in gaps)
    print(f"{game}: {seconds:.0f} s, three {level} bots, {actions} actions, autosave on")
    print(f"Starting the game (the window's start_game): {starting:.1f} ms")
    print(f"Opening the table (its first frame): {opening:.1f} ms")
    p99 = walls[int(len(walls) * 0.99)]
    print(f"UI-thread stall: longest {longest[0]:.1f} ms, p99 {p99:.1f} ms,"
          f" median {statistics.median(walls):.1f} ms (goal: longest <= 50 ms)")
    print(f"UI-thread CPU: {longest[1]:.1f} ms in the longest stall (the app's other threads"
          f" {max(0.0, longest[2]):.1f} ms); at most {busiest:.1f} ms between two ticks")
    if worst:
        out = io.StringIO()
        worst[0][1].stream = out  # type: ignore[attr-defined]
        worst[0][1].sort_stats("cumulative").print_stats(25)
        print(f"The busiest gap ({worst[0][0]:.1f} ms of UI-thread CPU), profiled:\n"
              f"{out.getvalue()}")


def keep(profiler: cProfile.Profile, cpu: float, worst: list[tuple[float, pstats.Stats]]) -> None:
    """Keep the profile since the last tick if this gap is the busiest; start a new one."""
    profiler.disable()
    if not worst or cpu > worst[0][0]:
        worst[:] = [(cpu, pstats.Stats(profiler))]
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
