"""What the launcher's Games in progress costs, and how long a second start takes to hand its
file over (a script, not a test).

Usage: ``python tests/bench_games_in_progress.py [GAMES]``. In a temporary Roadie home, makes
GAMES games of The Gig in progress (60 random actions each, real autosaves), then prints the
time the window's list takes to read them at start and again at a page change (only changed
files are read again), best of 5; then starts Roadie, waits until it listens, and times a
second start with a save given (``roadie FILE``) from its launch to its exit (status 0), in
wall time and CPU time.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", tempfile.mkdtemp(prefix="roadie-in-progress-"))

from roadie.core.rng import Rng  # (Roadie reads ROADIE_HOME when a folder is asked for)
from roadie.match.session import new_table
from roadie.storage import in_progress
from roadie.storage.paths import data_dir
from roadie.storage.saves import SeatSpec

ROADIE = [sys.executable, "-c", "import sys; from roadie.cli import main; sys.exit(main())"]


def make_games(count: int) -> int:
    """*count* games of The Gig in progress; the size of one save in bytes."""
    rng = Rng.from_seed(1)
    for seed in range(count):
        table = new_table("the-gig", {}, seed, [SeatSpec(name="Ana"),
                                                SeatSpec(name="Bot", kind="bot")])
        match = table.match
        for _action in range(60):
            seat = match.active_seats()[0]
            match.submit(seat, match.game.sample_action(match.state, seat, rng))
        assert match.autosave is not None
        match.save(match.autosave)
        table.close()
    return in_progress.slots()[0].stat().st_size


def _children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(work: object) -> float:
    """The CPU time *work* takes (on a loaded machine, wall time mostly waits for a core)."""
    start = time.process_time()
    work()  # type: ignore[operator]
    return time.process_time() - start


def listing(count: int) -> None:
    from roadie.ui.kept_games import KeptGames

    size = make_games(count)
    kept = KeptGames()
    first = timed(kept.entries)
    again = min(timed(kept.entries) for _ in range(5))
    print(f"{count} games in progress ({size / 1024:.0f} KB a save): the list read at start "
          f"{first * 1000:.1f} ms of CPU, at a page change {again * 1000:.1f} ms (best of 5)")


def hand_over() -> None:
    from PySide6.QtNetwork import QLocalSocket

    from roadie.ui.one_roadie import server_name

    save = in_progress.slots()[0]
    first = subprocess.Popen(ROADIE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            probe = QLocalSocket()
            probe.connectToServer(server_name(data_dir()))
            if probe.waitForConnected(200):
                probe.abort()
                break
            time.sleep(0.05)
        start, cpu = time.perf_counter(), _children_cpu()
        second = subprocess.run([*ROADIE, str(save)], capture_output=True, check=False)
        took, used = time.perf_counter() - start, _children_cpu() - cpu
        print(f"a second start with a file: exit status {second.returncode} after "
              f"{took * 1000:.0f} ms, {used * 1000:.0f} ms of CPU (Python's start and imports "
              "included; on a loaded machine the wall time waits for a core)")
    finally:
        first.terminate()
        first.wait()


if __name__ == "__main__":
    listing(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
    hand_over()
