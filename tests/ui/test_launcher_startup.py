"""The launcher fills in from the registry: its first game's seats and options need no
pydantic and none of the games' rules (they load when a game needs them)."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtWidgets import QSpinBox

from roadie.storage.settings import Settings, save_settings

FILL_IN = """
import sys
from roadie.ui.app import create
app, window = create([])
window.finish_loading()
launcher = window.launcher
print(launcher.game.id, sorted(launcher.option_widgets), len(launcher.seats))
print(sorted(m for m in sys.modules if m.startswith(('roadie.games.', 'pydantic'))))
"""


def test_the_filled_in_launcher_imports_no_rules_and_no_pydantic() -> None:
    save_settings(Settings(language="de", recent=["a.roadie.json"]))  # as every later start
    out = subprocess.run([sys.executable, "-c", FILL_IN], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out[0] == "gig-dice ['max_dice', 'turn_limit'] 2"
    assert out[1] == "[]"


def test_options_from_the_registry_start_a_game_as_before(window, qtbot) -> None:
    launcher = window.launcher
    launcher.choose("gig-dice")
    turn_limit = launcher.option_widgets["turn_limit"]
    assert isinstance(turn_limit, QSpinBox)
    assert (turn_limit.minimum(), turn_limit.maximum()) == (0, 200)  # 0 reads "no limit"
    assert launcher.options() == {"turn_limit": None, "max_dice": 12, "content_pack": "standard"}
    turn_limit.setValue(9)
    assert window.start_game(launcher.request())
    assert window.game_screen.client.view().turn_limit == 9
