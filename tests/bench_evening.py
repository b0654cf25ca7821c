"""An evening in one window (a script, not a test): what each game leaves behind.

Usage: ``python tests/bench_evening.py [GAMES] [--time-scale F] [--summaries]``. Opens the real
window (offscreen) with the animations at their fastest setting and the bots at the quick
pace, and plays GAMES games (default 20) with bots only, cycling through Gig dice, The Gig,
Big Easy Busking and Rock Hard: 1977, each to its end screen, whose New game button then leads
back to the launcher. After each game (its deferred deletes carried out, the garbage
collected) it prints the live widgets (``QApplication.allWidgets()``), the Python objects
(``gc.get_objects()``), of those the ones held by the value caches of the rules and the
drawing (``functools`` caches in Roadie's modules: they fill as positions are met, bounded by
their size or by the positions a game has, and belong to no table), and the resident memory
(``/proc/self/statm``), each with its change from the game before. Once every title was
played (its first game imports its modules and reads its content), an evening that frees its
tables shows the same widgets after every game, objects outside the caches within a few dozen
of each other, and resident memory within a few MB.
``--time-scale`` shortens every wait alike (``ROADIE_TIME_SCALE``: timers, animations, bot
pauses; 1 by default); ``--summaries`` keeps the round summaries on (closed as a player
would, by their button or a click) instead of off.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import tempfile
import time
from types import FunctionType, ModuleType
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", tempfile.mkdtemp(prefix="roadie-evening-"))

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QPushButton

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.end_screen import EndScreen
from roadie.ui.launcher import NewGame, SeatKind
from roadie.ui.main_window import MainWindow

EVENING: list[tuple[str, dict[str, object], list[str]]] = [
    ("gig-dice", {"turn_limit": 3}, ["random", "random", "random"]),
    ("the-gig", {}, ["easy", "normal"]),
    ("big-easy-busking", {}, ["random", "normal", "easy"]),
    ("rock-hard-1977", {}, ["random", "easy"]),
]
"""The games of the evening, in turn: game, options, the bots' levels."""
GAME_LIMIT_S = 1800.0
"""The longest one game may take before the evening is called off."""


def settle() -> None:
    """Carry out the deletes queued (a few rounds: a delete can queue another) and collect
    the garbage."""
    for _ in range(4):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QApplication.processEvents()
    gc.collect()


def resident_mb() -> float:
    """The process's resident memory now, in MB (its peak where /proc is missing)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def cached_objects() -> int:
    """The objects (tracked by the garbage collector) that Roadie's ``functools`` caches hold:
    everything reachable from their entries, short of modules, classes and functions."""
    entries: list[Any] = []
    for name, module in list(sys.modules.items()):
        if name.startswith("roadie."):
            for value in list(vars(module).values()):
                if hasattr(value, "cache_info") and getattr(value, "__module__", "") == name:
                    own = getattr(value, "__dict__", None)
                    entries += [r for r in gc.get_referents(value)
                                if r is not own]
    seen: set[int] = set()
    count = 0
    while entries:
        obj = entries.pop()
        if id(obj) in seen or isinstance(obj, type | ModuleType | FunctionType):
            continue
        seen.add(id(obj))
        count += gc.is_tracked(obj)
        entries += gc.get_referents(obj)
    return count


def figures() -> tuple[int, int, int, float]:
    """Live widgets, Python objects, those in caches, resident MB."""
    settle()
    return (len(QApplication.allWidgets()), len(gc.get_objects()), cached_objects(),
            resident_mb())


def play(window: MainWindow, n: int) -> tuple[str, int, float]:
    """Game *n* of the evening, from its start to its end screen's New game."""
    game, options, levels = EVENING[n % len(EVENING)]
    seats: list[tuple[str, SeatKind, str]] = [
        (f"Bot {i + 1}", "bot", level) for i, level in enumerate(levels)]
    start = time.perf_counter()
    assert window.start_game(NewGame(game, dict(options), 100 + n, seats))
    screen = window.game_screen
    assert screen is not None
    while not isinstance(window.stack.currentWidget(), EndScreen):
        QApplication.processEvents()
        close_summary(window)
        time.sleep(0.002)
        if time.perf_counter() - start > GAME_LIMIT_S:
            raise RuntimeError(f"game {n + 1} ({game}) did not end: "
                               f"{screen.client.actions_taken()} actions")
    actions = screen.client.actions_taken()
    end = window.end
    assert end is not None
    again = next(b for b in end.findChildren(QPushButton) if b.text() == end.tr("New game"))
    again.click()  # back to the launcher
    return game, actions, time.perf_counter() - start


def close_summary(window: MainWindow) -> None:
    """A round's summary waiting for a click is closed (by its button, or a click on it)."""
    screen = window.game_screen
    summary = getattr(screen.board, "summary", None) if screen is not None else None
    if summary is None or not summary.isVisible():
        return
    if hasattr(summary, "dismiss"):  # The Gig's Bridge summary: its Continue button
        summary.dismiss()
    else:  # Big Easy Busking's pay-out: a click on it
        summary.hide()
        summary.closed.emit()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=20)
    parser.add_argument("--time-scale", default=os.environ.get("ROADIE_TIME_SCALE", "1"))
    parser.add_argument("--summaries", action="store_true")
    args = parser.parse_args()
    os.environ["ROADIE_TIME_SCALE"] = args.time_scale
    settings = Settings(animation_speed="fast", bot_pace="quick",
                        round_summaries=args.summaries)
    _app, window = create([], settings)
    window.show()
    window.finish_loading()
    before = figures()
    print(f"time scale {args.time_scale}; change from the game before after each figure")
    print(f"{'':22} {'widgets':>12} {'objects':>15} {'in caches':>13} {'outside':>13} "
          f"{'RSS MB':>14}")
    print(f"{'launcher':22} {before[0]:12} {before[1]:15} {before[2]:13} "
          f"{before[1] - before[2]:13} {before[3]:14.1f}")
    for n in range(args.games):
        game, actions, seconds = play(window, n)
        now = figures()
        outside, was = now[1] - now[2], before[1] - before[2]
        print(f"{n + 1:2} {game:19} {now[0]:5} ({now[0] - before[0]:+4}) "
              f"{now[1]:7} ({now[1] - before[1]:+6}) {now[2]:6} ({now[2] - before[2]:+5}) "
              f"{outside:6} ({outside - was:+5}) {now[3]:6.1f} ({now[3] - before[3]:+5.1f})"
              f"   {actions} actions, {seconds:.0f} s", flush=True)
        before = now
    window.close()


if __name__ == "__main__":
    main()
