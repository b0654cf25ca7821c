"""Screenshots of Rock Hard: 1977: the setup draft, a Day mid-round, five players, final scores.

Usage: ``PYTHONPATH=. python tests/screenshots_rock_hard.py [FOLDER]`` (default
``screenshots/``). Renders at 1280x800 and, in a second process at device pixel ratio 2, at
3840x2160. Roadie's data goes to a temporary folder, never to the player's own.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tests.ui.conftest import play_bot


def start(window: Any, players: int, **options: Any) -> Any:
    from roadie.ui.launcher import NewGame

    names = ["Ana", "Ben", "Cleo", "Dev", "Eve"][:players]
    seats = [(n, "human" if i == 0 else "bot", "random") for i, n in enumerate(names)]
    assert window.start_game(NewGame("rock-hard-1977", {"first_player": 0, **options}, 1977,
                                     seats))
    screen = window.game_screen
    screen.ctl.stop()
    return screen


def step(match: Any) -> None:
    """One action: the bots' random one, Ana's first legal one (drafts, then spaces)."""
    seat = match.active_seats()[0]
    if match.seats[seat].kind == "bot":
        play_bot(match, seat)
        return
    legal = match.legal_actions(seat)
    places = [x for x in legal if x.kind == "place" and not x.trade]
    match.submit(seat, places[len(places) // 2] if places else legal[0])


def until_ana_acts(match: Any, stage: str, round_: int) -> None:
    while not (match.state.stage == stage and match.state.round >= round_
               and match.active_seats() == [0] and match.state.pending is None):
        step(match)


def shoot(folder: Path, suffix: str) -> None:
    """Render every screen at one size into *folder*."""
    from PySide6.QtWidgets import QApplication

    from roadie.storage.settings import Settings
    from roadie.ui.app import create
    from shots import SIZES

    width, height, _ = SIZES[suffix]
    app, window = create([])
    window.resize(width, height)
    window.show()
    window.finish_loading()
    window.settings = Settings(animation_speed="off")

    def save(name: str) -> None:
        app.processEvents()
        window.grab().save(str(folder / f"{name}{suffix}.png"))

    screen = start(window, 2)
    save("rock_hard_1_draft")
    match = screen.client.match
    until_ana_acts(match, "day", 3)
    board = screen.board
    board.scene.pick(board.mat.standee)
    save("rock_hard_2_day")
    board.scene.release()

    screen = start(window, 5)
    match = screen.client.match
    until_ana_acts(match, "night", 4)
    save("rock_hard_3_five_players")
    while not match.is_over():
        step(match)
    window.show_end()
    save("rock_hard_4_final")
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    from shots import main

    sys.exit(main(__file__, sys.argv, shoot))
