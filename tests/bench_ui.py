"""Desktop table figures (a script, not a test): start-up time and drag latency.

Usage: ``python tests/bench_ui.py [RUNS]``. Start-up runs each program as a
subprocess RUNS times (default 7) and takes the median wall time from process
start to the window's first frame; Roadie's launcher is compared with a bare
PySide6 QMainWindow started the same way in the same run (the programs take turns).
"Filled in" is the first frame of the launcher with what it otherwise loads just after
its first frame (saved settings, the games, the first game's seats and options): the
launcher ready to use.
"""

from __future__ import annotations

import os
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


def wall_times(codes: list[str], runs: int, env: dict[str, str]) -> list[float]:
    """Median seconds from starting ``python -c code`` to its exit, per code; the codes take
    turns, so that a change in the machine's load weighs on each alike."""
    times: list[list[float]] = [[] for _ in codes]
    for _ in range(runs):
        for code, took in zip(codes, times, strict=True):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-c", code], env=env, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            took.append(time.perf_counter() - start)
    return [statistics.median(took) for took in times]


def drag_move_ms(moves: int = 300) -> tuple[float, float]:
    """Median milliseconds per mouse move while dragging a die: handling, and with repaint."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from roadie.core.dice import Area
    from roadie.games.gig_dice import actions as a
    from roadie.storage.settings import Settings
    from roadie.ui.app import create
    from roadie.ui.launcher import NewGame

    app, window = create([])
    window.settings = Settings(animation_speed="off")
    window.show()
    window.finish_loading()
    seats = [("Ana", "human", "random"), ("Ben", "human", "random"), ("Cleo", "human", "random")]
    window.start_game(NewGame("gig-dice", {}, 3, seats))
    screen = window.game_screen
    match, board = screen.client.match, screen.board
    for sides in (4, 6, 8, 10, 12, 20, 6, 8, 10):
        match.submit(0, a.AddDie(sides=sides))
    match.submit(0, a.AddDie(sides=12, area=Area.FIXER))
    QApplication.processEvents()
    port = board.view.viewport()
    die = board.dice[match.view(0).seats[0].gig[0].id]
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


def main(argv: list[str]) -> int:
    runs = int(argv[1]) if len(argv) > 1 else 7
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "ROADIE_HOME": home,
               "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
        subprocess.run([sys.executable, "-c", SAVED_SETTINGS], env=env, check=True)
        bare, roadie, filled = wall_times([BARE, ROADIE, ROADIE_FILLED], runs, env)
        os.environ.update(env)
        move, move_painted = drag_move_ms()
    print(f"start-up, bare QMainWindow:        {bare * 1000:7.1f} ms (median of {runs})")
    print(f"start-up, Roadie launcher shown:   {roadie * 1000:7.1f} ms  ratio {roadie / bare:.2f} "
          "(goal <= 2)")
    print(f"start-up, launcher filled in:      {filled * 1000:7.1f} ms  ratio {filled / bare:.2f} "
          "(goal <= 2)")
    print(f"drag, one mouse move handled:      {move:7.2f} ms (median; goal <= 4)")
    print(f"drag, one mouse move + repaint:    {move_painted:7.2f} ms (median)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
