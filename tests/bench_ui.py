"""Desktop table figures (a script, not a test): start-up time and drag latency.

Usage: ``python tests/bench_ui.py [RUNS]``, or ``python tests/bench_ui.py log`` (``start``) for
the action log's (a game's first start's) figure alone. Start-up runs each program as a
subprocess RUNS times (default 7) and takes the median wall time from starting the
interpreter to the window's first frame (the process exits there); Roadie's launcher is
compared with a bare PySide6 QMainWindow started the same way in the same run (the
programs take turns, after one uncounted run each). Every program finds its modules'
bytecode cached, as an installed Roadie, Python and PySide6 have it: the programs write
it to a temporary cache even where PYTHONDONTWRITEBYTECODE is set, so Roadie's source
is not compiled anew on every run while the standard library and PySide6 come compiled.
A ratio is the median of each turn's ratio to the bare window run just before (the same
load on both). The processor time the programs used (user and system) is shown beside the
wall time: on a machine others load it moves less.
"Filled in" is the first frame of the launcher with what it otherwise loads just after
its first frame (saved settings, the games, the first game's seats and options): the
launcher ready to use.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

FIRST_FRAME = """
import os
from PySide6.QtCore import QEvent, QObject

class FirstFrame(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            os._exit(0)  # the window's first frame is drawn: stop the clock
        return False

first_frame = FirstFrame()
window.installEventFilter(first_frame)
window.show()
app.exec()
"""

BARE = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.resize(1280, 800)
""" + FIRST_FRAME

ROADIE = """
from roadie.ui.app import create
app, window = create([])
""" + FIRST_FRAME

ROADIE_FILLED = """
from roadie.ui.app import create
app, window = create([])
window.finish_loading()
""" + FIRST_FRAME

SAVED_SETTINGS = """
from roadie.storage.settings import Settings, save_settings
save_settings(Settings())
"""
"""A player's settings file, as every start after the first finds it."""


def start_times(codes: list[str], runs: int,
                env: dict[str, str]) -> list[tuple[list[float], list[float]]]:
    """Seconds of wall time and of processor time from starting ``python -c code`` to its
    exit, per code and run; the codes take turns, so that a change in the machine's load
    weighs on each alike."""
    for code in codes:  # uncounted: the bytecode cache (and Roadie's art cache) fills
        subprocess.run([sys.executable, "-c", code], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times: list[tuple[list[float], list[float]]] = [([], []) for _ in codes]
    for _ in range(runs):
        for code, (wall, cpu) in zip(codes, times, strict=True):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wall.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return times


def paired_ratio(times: list[float], bare: list[float]) -> float:
    """The median of each run's time over the bare window's in the same turn (a turn's
    programs run back to back, under the same load)."""
    return statistics.median(t / b for t, b in zip(times, bare, strict=True))


def drag_move_ms(moves: int = 300) -> tuple[float, float]:
    """Median milliseconds per mouse move while dragging a die: handling, and with repaint."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from roadie.core.dice import Area
    from roadie.games.gig_dice import actions as a
    from roadie.games.gig_dice.views import GigDiceView
    from roadie.match.client import LocalClient
    from roadie.storage.settings import Settings
    from roadie.ui.app import create
    from roadie.ui.launcher import NewGame, SeatKind

    app, window = create([])
    window.settings = Settings(animation_speed="off")
    window.show()
    window.finish_loading()
    seats: list[tuple[str, SeatKind, str]] = [
        ("Ana", "human", "random"), ("Ben", "human", "random"), ("Cleo", "human", "random")]
    window.start_game(NewGame("gig-dice", {}, 3, seats))
    screen = window.game_screen
    assert screen is not None and isinstance(screen.client, LocalClient)
    match, board = screen.client.match, screen.board
    for sides in (4, 6, 8, 10, 12, 20, 6, 8, 10):
        match.submit(0, a.AddDie(sides=sides))
    match.submit(0, a.AddDie(sides=12, area=Area.FIXER))
    QApplication.processEvents()
    port = board.view.viewport()
    view = match.view(0)
    assert isinstance(view, GigDiceView)
    die = board.dice[view.seats[0].gig[0].id]
    start = board.view.mapFromScene(die.scenePos())
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    handling, painted = [], []
    for i in range(moves):
        pos = start + QPoint(10 + (i * 7) % 600, (i * 5) % 400)
        t0 = time.perf_counter()
        QTest.mouseMove(port, pos)
        t1 = time.perf_counter()
        QApplication.processEvents()
        t2 = time.perf_counter()
        handling.append((t1 - t0) * 1000)
        painted.append((t2 - t0) * 1000)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    window.close()
    del app
    return statistics.median(handling), statistics.median(painted)


FIRST_START = """
import json, os, sys, time
from PySide6.QtWidgets import QApplication
from roadie.ui.app import create
from roadie.ui.launcher import NewGame

def idle(seconds):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.01)

def timed(work):
    wall, cpu = time.perf_counter(), time.thread_time()
    work()
    return time.perf_counter() - wall, time.thread_time() - cpu

app, window = create([])
window.resize(1280, 800)
window.show()
idle(1.5)  # the player looks over the launcher,
choose = timed(lambda: window.launcher.choose("the-gig"))  # picks The Gig's card,
idle(3.0)  # and sets the game up
seats = [("Ana", "human", "random"), ("Ben", "bot", "hard"), ("Cleo", "bot", "hard"),
         ("Dev", "bot", "hard")]
start = timed(lambda: window.start_game(NewGame("the-gig", {}, 7, seats)))
print(json.dumps({"choose": choose, "start": start}))
sys.stdout.flush()
os._exit(0)
"""


def first_start_ms(runs: int, env: dict[str, str]) -> dict[str, tuple[float, float]]:
    """Median milliseconds (wall, and the window's thread's processor time) a fresh
    process's window takes to show The Gig's setup when its card is clicked 1.5 s after
    start-up, then to start a 4-seat game of it 3 s later (start_game)."""
    import json

    got: dict[str, list[tuple[float, float]]] = {"choose": [], "start": []}
    for n in range(runs + 1):
        run = subprocess.run([sys.executable, "-c", FIRST_START], env=env,
                             capture_output=True, text=True)
        if run.returncode:
            raise RuntimeError(f"the first start failed:\n{run.stderr}")
        if n:  # the first run fills the bytecode cache
            for key, (wall, cpu) in json.loads(run.stdout.strip().splitlines()[-1]).items():
                got[key].append((wall * 1000, cpu * 1000))
    return {key: (statistics.median(t[0] for t in times), statistics.median(t[1] for t in times))
            for key, times in got.items()}


def start_figures(runs: int, env: dict[str, str]) -> None:
    figures = first_start_ms(runs, env)
    for key, name in (("choose", "The Gig's card clicked"), ("start", "The Gig started")):
        wall, cpu = figures[key]
        print(f"first game, {name:22} {wall:7.1f} ms (median of {runs}; the window's thread's "
              f"processor {cpu:.0f} ms)")


def bench_env(home: str) -> dict[str, str]:
    """Every program finds its bytecode cached, as an installed Roadie has it."""
    env = {**os.environ, "ROADIE_HOME": home, "PYTHONPYCACHEPREFIX": f"{home}/pycache",
           "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def log_line_ms(lines: int, repeats: int = 200) -> float:
    """Median milliseconds to add one wrapped line to an action log already showing *lines*
    lines, in a side panel's width, until it is laid out, scrolled to and painted."""
    from PySide6.QtWidgets import QApplication

    from roadie.ui.action_log import ActionLog
    from roadie.ui.style import stylesheet

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    app.setStyleSheet(stylesheet())
    log = ActionLog()
    log.resize(300, 420)
    log.show()
    sentence = "{n}: Ana placed a d8 showing 5 on the Bridge, next to Ben's d6, and scored 3."
    log.replace([sentence.format(n=n) for n in range(lines)])
    QApplication.processEvents()
    costs = []
    for n in range(repeats):
        start = time.perf_counter()
        log.add(sentence.format(n=lines + n))
        QApplication.processEvents()  # the follow timer's scroll, then the paint
        log.repaint()
        costs.append((time.perf_counter() - start) * 1000)
    log.close()
    return statistics.median(costs)


def log_figures() -> None:
    for lines in (50, 500, 5000):
        print(f"action log, one line added at {lines:4}: {log_line_ms(lines):7.2f} ms "
              "(median of 200; laid out, scrolled and painted)")


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if argv[1:] == ["log"]:
        log_figures()
        return 0
    if argv[1:2] == ["start"]:
        with tempfile.TemporaryDirectory() as home:
            start_figures(int(argv[2]) if len(argv) > 2 else 7, bench_env(home))
        return 0
    runs = int(argv[1]) if len(argv) > 1 else 7
    with tempfile.TemporaryDirectory() as home:
        env = bench_env(home)
        subprocess.run([sys.executable, "-c", SAVED_SETTINGS], env=env, check=True)
        bare, roadie, filled = start_times([BARE, ROADIE, ROADIE_FILLED], runs, env)
        os.environ.update(env)
        move, move_painted = drag_move_ms()
        start_figures(runs, env)
    print(f"start-up, bare QMainWindow:        {statistics.median(bare[0]) * 1000:7.1f} ms "
          f"(median of {runs}; processor {statistics.median(bare[1]) * 1000:.0f} ms)")
    for name, (wall, cpu) in (("Roadie launcher shown:", roadie), ("launcher filled in:", filled)):
        print(f"start-up, {name:24} {statistics.median(wall) * 1000:7.1f} ms  "
              f"ratio {paired_ratio(wall, bare[0]):.2f} (goal <= 2; processor "
              f"{statistics.median(cpu) * 1000:.0f} ms, ratio {paired_ratio(cpu, bare[1]):.2f})")
    print(f"drag, one mouse move handled:      {move:7.2f} ms (median; goal <= 4)")
    print(f"drag, one mouse move + repaint:    {move_painted:7.2f} ms (median)")
    log_figures()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
