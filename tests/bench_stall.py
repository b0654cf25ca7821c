"""The longest UI-thread stall while bots play (a script, not a test).

Usage: ``python tests/bench_stall.py [SECONDS] [GAME]``. Opens the real window (offscreen),
starts a four-player game (default The Gig: one scripted human, three bots) with autosave on,
and runs a 5 ms timer on the event loop: the longest gap between its ticks, less 5 ms, is the
longest the window could not answer. The scripted human takes a random legal action every
0.6-1.5 s through the table's controller, as a player would.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", tempfile.mkdtemp(prefix="roadie-stall-"))

from PySide6.QtCore import QTimer

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame

TICK_MS = 5


def main(seconds: float, game: str) -> None:
    app, window = create([], Settings(animation_speed="normal"))
    window.show()
    window.finish_loading()
    seats = [("Ana", "human", "random"), ("Ben", "bot", "random"), ("Cleo", "bot", "random"),
             ("Dev", "bot", "random")]
    assert window.start_game(NewGame(game, {}, 7, seats))
    screen = window.game_screen
    assert screen is not None
    gaps: list[float] = []
    last = [time.perf_counter()]
    rng = random.Random(1)

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000 - TICK_MS)
        last[0] = now

    def human() -> None:
        ctl = screen.ctl
        legal = sorted(ctl.legal(0), key=repr)
        if legal and not ctl.is_over():
            ctl.submit(rng.choice(legal), 0)
        human_timer.start(rng.randint(600, 1500))

    ticker = QTimer(interval=TICK_MS)
    ticker.timeout.connect(tick)
    ticker.start()
    human_timer = QTimer(singleShot=True)
    human_timer.timeout.connect(human)
    human_timer.start(1000)
    QTimer.singleShot(round(seconds * 1000), app.quit)
    app.exec()
    actions = screen.client.actions_taken()
    window.close()
    gaps.sort()
    print(f"{game}: {seconds:.0f} s, {actions} actions, autosave on")
    print(f"UI-thread stall: longest {gaps[-1]:.1f} ms, p99 {gaps[int(len(gaps) * 0.99)]:.1f} ms,"
          f" median {statistics.median(gaps):.1f} ms (goal: longest <= 50 ms)")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 60.0,
         sys.argv[2] if len(sys.argv) > 2 else "the-gig")
