"""Screenshots of the launcher, a Gig dice game in progress and the end screen.

Usage: ``python tests/screenshots.py [FOLDER]`` (default ``screenshots/``). Renders
at 1280x800 and, in a second process at device pixel ratio 2, at 3840x2160.
Roadie's data goes to a temporary folder, never to the player's own.
"""

from __future__ import annotations

import sys
from pathlib import Path


def shoot(folder: Path, suffix: str) -> None:
    """Render every screen at one size into *folder*."""
    from PySide6.QtWidgets import QApplication

    from roadie.core.dice import Area
    from roadie.games.gig_dice import actions as a
    from roadie.storage.settings import Settings
    from roadie.ui.app import create
    from roadie.ui.launcher import NewGame
    from shots import SIZES

    width, height, _ = SIZES[suffix]
    app, window = create([], Settings(animation_speed="off"))
    window.resize(width, height)
    window.show()
    window.finish_loading()
    app.processEvents()
    window.launcher.set_saved([], [str(Path.home() / "Saves" / "friday-night.roadie.json")])
    app.processEvents()
    window.grab().save(str(folder / f"launcher{suffix}.png"))

    seats = [("Ana", "human", "random"), ("Ben", "bot", "random"), ("Cleo", "human", "random")]
    window.start_game(NewGame("gig-dice", {"turn_limit": 8}, 1977, seats))
    screen = window.game_screen
    assert screen is not None
    screen.ctl.stop()
    match = screen.client.match
    plan = [
        (0, [a.AddDie(sides=20), a.AddDie(sides=6), a.AddDie(sides=8), a.AddDie(sides=12),
             a.AddDie(sides=6), a.AddDie(sides=4, area=Area.FIXER), a.EndTurn()]),
        (1, [a.AddDie(sides=10), a.AddDie(sides=8), a.AddDie(sides=20), a.AddDie(sides=4),
             a.EndTurn()]),
        (2, [a.AddDie(sides=12), a.AddDie(sides=12), a.AddDie(sides=6), a.AddDie(sides=10),
             a.AddDie(sides=8, area=Area.FIXER), a.EndTurn()]),
        (0, [a.AddDie(sides=10)]),
    ]
    for seat, actions in plan:
        for action in actions:
            match.submit(seat, action)
    view = match.view(0)
    mine = view.seats[0].gig
    match.submit(0, a.SetDie(die=mine[0].id, value=mine[1].value))
    screen.curtain.hide()
    app.processEvents()
    first = screen.board.dice[view.seats[0].gig[2].id]
    screen.board.scene.pick(first)
    app.processEvents()
    window.grab().save(str(folder / f"game{suffix}.png"))
    screen.board.scene.release()

    match.submit(0, a.EndTurn())
    while not match.is_over():
        seat = match.active_seats()[0]
        match.submit(seat, a.EndTurn())
    screen.curtain.hide()
    window.show_end()
    app.processEvents()
    window.grab().save(str(folder / f"end{suffix}.png"))
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    from shots import main

    sys.exit(main(__file__, sys.argv, shoot))
