"""Screenshots of Big Easy Busking: a 3-player game, the solo Robot, a pay-out, final scores.

Usage: ``PYTHONPATH=. python tests/screenshots_busking.py [FOLDER]`` (default ``screenshots/``).
Renders at 1280x800 and, in a second process at device pixel ratio 2, at 3840x2160. Roadie's
data goes to a temporary folder, never to the player's own.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from tests.ui.conftest import play_bot


def human_move(match: Any, seat: int) -> Any:
    """A plain policy for the human seat: play a song, else learn, else the first option."""
    legal = match.legal_actions(seat)
    back = [a for a in legal if a.kind == "return_energy" and a.amount == 1]
    if back:
        band = match.view(seat).buskers[seat].band
        return min(back, key=lambda a: band[a.member])
    for kind in ("finish", "return_energy", "skip_ability", "play", "learn"):
        found = [a for a in legal if a.kind == kind]
        if found:
            return found[len(found) // 2] if kind == "play" else found[0]
    return legal[-1]


def step(match: Any) -> None:
    seat = match.active_seats()[0]
    if match.seats[seat].kind == "bot":
        play_bot(match, seat)
    else:
        match.submit(seat, human_move(match, seat))


def start(window: Any, seats: list[tuple[str, str, str]], **options: Any) -> Any:
    from roadie.ui.launcher import NewGame

    assert window.start_game(NewGame("big-easy-busking", options, 1977, seats))
    screen = window.game_screen
    screen.ctl.stop()
    return screen


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

    seats = [("Ana", "human", "random"), ("Ben", "bot", "random"), ("Cleo", "bot", "random")]
    screen = start(window, seats, first_player=0)
    match = screen.client.match
    for _n in range(16):
        step(match)
    while match.active_seats() != [0] or match.legal_actions(0)[0].kind != "tip" or not [
            x for x in match.legal_actions(0) if x.kind == "play" and x.song in
            match.view(0).buskers[0].hand]:
        step(match)
    board = screen.board
    plays = {x.song for x in match.legal_actions(0) if x.kind == "play"}
    held = next((c for c in board.mat.hand.cards if c.ref.song in plays), board.mat.hand.cards[-1])
    board.scene.pick(held)
    save("busking-3p")
    board.scene.release()
    while match.state.round == 1:
        step(match)
    save("busking-round-summary")
    while not match.is_over():
        step(match)
    window.show_end()
    save("busking-final")

    screen = start(window, [("Ana", "human", "random")], difficulty="professional",
                   robot="second-line-sal")
    match = screen.client.match
    for _n in range(7):
        step(match)
    save("busking-solo")
    window.close()
    QApplication.processEvents()


if __name__ == "__main__":
    from shots import main

    sys.exit(main(__file__, sys.argv, shoot))
