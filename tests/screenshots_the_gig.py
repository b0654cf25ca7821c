"""Screenshots of The Gig's table: the Song in progress (4 players), the solo step with a
preview, the Applause, the final scores, and The Showdown with its timer running, at
1280x800 and at 4K (``tests/shots.py``).

Usage: python tests/screenshots_the_gig.py [FOLDER]   (default: ./screenshots)
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from roadie.bots.random_bot import RandomBot
from roadie.core.errors import RuleViolation
from roadie.games.the_gig import actions as a
from roadie.games.the_gig.table import is_free
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame

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
        for choice in [*places, self.bot.choose(None, legal)]:
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


def save(win: Any, folder: Path, name: str, suffix: str) -> None:
    app = QApplication.instance()
    for _ in range(3):
        app.processEvents()
    win.grab().save(str(folder / f"the_gig_{name}{suffix}.png"))


def shoot(folder: Path, suffix: str) -> None:
    """Play a 4-player game with the Audience, saving the Song, a solo, the Applause, the end."""
    from shots import SIZES

    width, height, _ = SIZES[suffix]
    app, win = create([], Settings(animation_speed="off"))
    win.resize(width, height)
    win.show()
    win.finish_loading()
    win.settings = Settings(animation_speed="off")
    new = NewGame("the-gig", {"content_pack": "standard", "audience": True}, 7,
                  [(n, k, "random") for n, k in SEATS])
    assert win.start_game(new)
    board, match = win.game_screen.board, win.game_screen.client.match
    win.game_screen.ctl.pause()
    state = match.state
    drive = Driver(match)
    drive.until(lambda: sum(not d.unplaced for d in state.dice) >= 7)
    app.processEvents()
    save(win, folder, "1_song", suffix)
    drive.until(lambda: state.phase == "solo" and not state.players[0].solo_done
                and 0 in match.active_seats() and not state.owed
                and len(state.players[0].grooves) >= 1)
    board.render(animate=False)
    board.solo.next_legal()
    board.render(animate=False)
    save(win, folder, "2_solo", suffix)
    drive.until(lambda: state.phase == "applause" and match.active_seats() == [0]
                and state.song >= 1)
    board.render(animate=False)
    save(win, folder, "3_applause", suffix)
    drive.until(lambda: match.is_over(), limit=20000)
    for _ in range(5):
        app.processEvents()
    save(win, folder, "4_final", suffix)
    showdown(win, folder, suffix)
    del app


def showdown(win: Any, folder: Path, suffix: str) -> None:
    """The Showdown with the 40-second timer, a few seconds into its first song."""
    new = NewGame("the-gig", {"content_pack": "standard", "audience": True, "timer": 40}, 5,
                  [("Ana", "human", "random")])
    assert win.start_game(new)
    board, match = win.game_screen.board, win.game_screen.client.match
    match.clock = lambda: match.state.song_started + 12.5
    Driver(match).until(lambda: sum(not d.unplaced for d in match.state.dice) >= 2)
    board.countdown.tick()
    save(win, folder, "5_showdown", suffix)


if __name__ == "__main__":
    from shots import main

    sys.exit(main(__file__, sys.argv, shoot))
