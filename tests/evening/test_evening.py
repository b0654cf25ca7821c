"""The evening test (issue 31): every game in every mode a player can start from the
launcher, played to its end screen in the real window at the default settings, the humans
acting only through the table's gestures, every wait shortened alike and the watchdog strict.

One cell per title runs in the default run; ``pytest -m evening`` runs the whole matrix and
``ROADIE_EVENING_SEEDS=5 pytest -m evening`` is the soak (five seeds per cell).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest
from tests.evening.conftest import seeds
from tests.evening.gestures import click_widget
from tests.evening.play import Played, Player
from tests.i18n.test_render import Painted

from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow

LIMIT_S = 900.0
"""The longest one game may take before the cell fails (it is never near: see the note)."""
ROADIE = [sys.executable, "-c", "import sys; from roadie.cli import main; sys.exit(main())"]
DICE_ROUNDS = {"turn_limit": 3}
"""Gig dice has no end but the players' word: a session of three rounds (or End session)."""


CRAMPED: list[tuple[str, str, str, str]] = [
    ("the-gig-", "end screen", "painted '",
     "the end screen's final solo grids paint their cells (numbers, ×2, ♭ ♯, >>>) at 5-8 px"),
    ("big-easy-busking-", "round", "painted '",
     "song cards' mood glyphs and numbers (7.6-7.8 px; solo tables and a bot game), and in a "
     "solo game the side's ability texts during the pay-out, under 9 px"),
    ("big-easy-busking-", "round", "elided 'The mood token leaves the game.'",
     "a crowd card's rule line cut with …"),
    ("big-easy-busking-", "round", "elided 'your reserve to your band",
     "an ability's text cut with …"),
    ("rock-hard-1977-", "month", "painted 'Reputation ",
     "a two-digit Reputation is fitted at 8.9 px"),
    ("rock-hard-1977-", "month", "elided 'progress track, shown to all)'",
     "a goal card's line cut with …"),
    ("rock-hard-1977-", "month", "label '1",
     "a two-digit number in a label 12 px wide (24 px needed)"),
]
"""Text the checker finds unreadable that is known and reported: (cell id prefix, phase
prefix, finding prefix, what it is). Any other clipped, elided or too small text fails."""


@dataclass(frozen=True)
class Cell:
    """One game in one mode: the seats besides the first human, the options, and whether
    the default run plays it."""

    game: str
    mode: str
    others: tuple[tuple[str, str], ...] = ()
    """(kind, level) of each seat after the first human's."""
    options: tuple[tuple[str, Any], ...] = ()
    ci: bool = False

    @property
    def id(self) -> str:
        return f"{self.game}-{self.mode}"


def matrix() -> list[Cell]:
    cells = [Cell("gig-dice", "bot-random", (("bot", "random"),), tuple(DICE_ROUNDS.items()),
                  ci=True),
             Cell("gig-dice", "hot-seat", (("human", "random"),)),  # ended by End session
             Cell("gig-dice", "network", (("remote", "random"),), tuple(DICE_ROUNDS.items()))]
    for difficulty in ("normal", "hard", "expert"):
        cells.append(Cell("the-gig", f"solo-{difficulty}", (), (("difficulty", difficulty),),
                          ci=difficulty == "normal"))
    for difficulty, robot in (("easy", "tin-pan-tina"), ("medium", "second-line-sal"),
                              ("medium-advanced", "tin-pan-tina"), ("advanced", "second-line-sal"),
                              ("professional", "tin-pan-tina")):
        cells.append(Cell("big-easy-busking", f"solo-{difficulty}", (),
                          (("difficulty", difficulty), ("robot", robot)),
                          ci=difficulty == "medium"))
    for game in ("the-gig", "big-easy-busking", "rock-hard-1977"):
        for level in ("easy", "normal", "hard"):
            cells.append(Cell(game, f"bot-{level}", (("bot", level),),
                              ci=game == "rock-hard-1977" and level == "easy"))
        cells.append(Cell(game, "hot-seat", (("human", "random"),)))
        cells.append(Cell(game, "network", (("remote", "easy"),)))
    return cells


def cases() -> list[Any]:
    marks = [pytest.mark.evening]
    return [pytest.param(cell, seed, id=f"{cell.id}-seed{seed}",
                         marks=marks if cell.ci and seed == 1 else [*marks, pytest.mark.slow])
            for cell in matrix() for seed in seeds()]


def known(cell: Cell, phase: str, fault: str) -> bool:
    return any(cell.id.startswith(c) and phase.startswith(p) and fault.startswith(f)
               for c, p, f, _why in CRAMPED)


def report(cell: Cell, seed: int, played: Played, stalls: int, seconds: float) -> None:
    """One line per game for the note (``ROADIE_EVENING_LOG`` names the file)."""
    path = os.environ.get("ROADIE_EVENING_LOG")
    if path:
        line = {"cell": cell.id, "seed": seed, "seconds": round(seconds, 1),
                "actions": played.actions,
                "ways": dict(played.ways), "phases": len(played.phases),
                "missing": dict(played.missing), "failed": dict(played.failed),
                "mismatched": played.mismatched, "clipped": played.clipped, "stalls": stalls}
        with open(path, "a", encoding="utf-8") as out:
            out.write(json.dumps(line) + "\n")


@pytest.mark.parametrize(("cell", "seed"), cases())
def test_a_whole_game_at_the_default_settings(evening_window: MainWindow, painted: Painted,
                                             qtbot: Any, tmp_path: Path, cell: Cell,
                                             seed: int) -> None:
    win = evening_window
    joined = host(win, qtbot, cell, seed, tmp_path) if cell.mode == "network" else None
    if joined is None:
        seats = [("Ana", "human", "random"),
                 *((f"{'Ben' if kind == 'human' else 'Bot'} {n + 2}", kind, level)
                   for n, (kind, level) in enumerate(cell.others))]
        new = NewGame(cell.game, {"content_pack": "standard", **dict(cell.options)}, seed,
                      seats)  # type: ignore[arg-type]
        assert win.start_game(new)
    began = time.monotonic()
    try:
        played = Player(qtbot, win, painted, seed).play(LIMIT_S)
    finally:
        if joined is not None:
            joined.kill()
            joined.wait(10)
    stalls = win.game_screen.ctl.stalls if win.game_screen is not None else 0
    report(cell, seed, played, stalls, time.monotonic() - began)
    assert played.actions > 0, "the human never acted"
    assert not played.mismatched, "\n".join(played.mismatched)
    assert stalls == 0
    unexpected = {phase: left for phase, faults in played.clipped.items()
                  if (left := [f for f in faults if not known(cell, phase, f)])}
    assert unexpected == {}, "text that does not read in the window"


def host(win: MainWindow, qtbot: Any, cell: Cell, seed: int, tmp_path: Path
         ) -> subprocess.Popen[str]:
    """Host *cell*'s game from the launcher's Play on the network… (on loopback) and let a
    ``roadie join`` process take the open seat with a bot; the host starts it."""
    launcher = win.launcher
    launcher.choose(cell.game)
    launcher.seed.setText(str(seed))
    for name, value in cell.options:
        launcher.option_widgets[name].setValue(value)
    click_widget(launcher.network_button)
    net = win.network
    assert net is not None and net.page is not None
    net.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    page = net.page
    page.host_name.setText("Ana")
    page.rows[0].plan.setCurrentIndex(page.rows[0].plan.findData("open"))
    page.host_port.setValue(0)
    click_widget(page.host_button)
    assert net.host is not None, page.status.text()
    port = int(net.host.server.serverPort())
    env = {**os.environ, "ROADIE_HOME": str(tmp_path / "joiner")}
    level = cell.others[0][1]
    joined = subprocess.Popen([*ROADIE, "join", f"127.0.0.1:{port}", "--bot", level,
                               "--name", "Ben", "--seed", str(seed)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    lobby = net.lobby
    assert lobby is not None
    qtbot.waitUntil(lobby.start_button.isEnabled, timeout=30_000)
    QTest.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert win.game_screen is not None
    return joined
