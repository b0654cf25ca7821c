"""Screenshots of The Gig's table: the Song in progress (4 players), the solo step with a
preview, the Applause and the final scores, at 1280x800 and 3840x2160.

Usage: python tests/screenshots_the_gig.py [FOLDER]   (default: ./screenshots)
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", tempfile.mkdtemp(prefix="roadie-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from PySide6.QtWidgets import QApplication

from roadie.bots.random_bot import RandomBot
from roadie.core.errors import RuleViolation
from roadie.games.the_gig import actions as a
from roadie.games.the_gig.table import is_free
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame

SIZES = ((1280, 800), (3840, 2160))
SEATS = [("Ana", "human"), ("Ben", "bot"), ("Cleo", "bot"), ("Dev", "bot")]


class Driver:
    """Plays every seat with seeded random choices (placing preferred) until a condition."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self.bot = RandomBot(11)
        self.turn = 0

    def step(self) -> bool:
        seats = self.match.active_seats()
        if not seats:
            return False
        self.turn += 1
        seat = seats[self.turn % len(seats)]
        legal = self.match.legal_actions(seat)
        state = self.match.state
        places = [x for x in legal if isinstance(x, a.Place) and x.col is not None
                  and is_free(state, x.row, x.col)]
        for choice in [*places, self.bot.choose(self.match.game, self.match.state, seat)]:
            try:
                self.match.submit(seat, choice)
                return True
            except RuleViolation:
                continue
        return True

    def until(self, done: Callable[[], bool], limit: int = 3000) -> None:
        for _ in range(limit):
            if done() or not self.step():
                return


def shoot(win: Any, folder: Path, name: str) -> None:
    app = QApplication.instance()
    for width, height in SIZES:
        win.resize(width, height)
        for _ in range(3):
            app.processEvents()
        path = folder / f"the_gig_{name}_{width}x{height}.png"
        win.grab().save(str(path))
        print(path)


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    app, win = create([], Settings(animation_speed="off"))
    win.show()
    win.finish_loading()
    win.settings = Settings(animation_speed="off")
    new = NewGame("the-gig", {"content_pack": "standard", "audience": True}, 7,
                  [(n, k, "random") for n, k in SEATS])
    assert win.start_game(new)
    board, match = win.screen.board, win.screen.match
    board.pacer.paused = lambda: True
    state = match.state
    drive = Driver(match)
    drive.until(lambda: sum(not d.unplaced for d in state.dice) >= 7)
    app.processEvents()
    shoot(win, folder, "1_song")
    drive.until(lambda: state.phase == "solo" and not state.players[0].solo_done
                and 0 in match.active_seats() and not state.owed
                and len(state.players[0].grooves) >= 1)
    board.render(animate=False)
    board.solo.next_legal()
    board.render(animate=False)
    shoot(win, folder, "2_solo")
    drive.until(lambda: state.phase == "applause" and match.active_seats() == [0]
                and state.song >= 1)
    board.render(animate=False)
    shoot(win, folder, "3_applause")
    drive.until(lambda: match.is_over(), limit=20000)
    for _ in range(5):
        app.processEvents()
    shoot(win, folder, "4_final")
    del app


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots"))
