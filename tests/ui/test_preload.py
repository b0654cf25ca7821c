"""A game's modules are imported ahead while the launcher waits, and a table being set up
shows its frame at once: the window never waits on imports it could have done earlier."""

from __future__ import annotations

import builtins
import importlib
import json
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QApplication

from roadie.match import session
from roadie.ui.launcher import NewGame
from roadie.ui.preload import COMMON, Preloader, loads, modules
from roadie.ui.setting_up import SettingUp


def test_the_chosen_games_table_comes_first_then_what_every_game_needs_then_the_others():
    names = modules("the-gig")
    assert names[:2] == ["roadie.games.the_gig", "roadie.ui.games.the_gig.board"]
    assert names[2:2 + len(COMMON)] == list(COMMON)
    assert "roadie.games.big_easy_busking" in names[2 + len(COMMON):]


def test_an_import_of_what_is_loaded_does_not_wait():
    assert not loads("json", ("dumps",), 0)
    assert loads("json", ("no_such_name",), 0)
    assert loads("no_such_module_here", (), 0)
    assert loads("json", (), 1)  # relative: not looked up


@pytest.fixture
def slow_modules(tmp_path, monkeypatch):
    """``slow`` takes its time (it says when it began and ended in ``marks``); ``quick`` and
    ``after`` just say they loaded."""
    for name, body in (
        ("marks", "import threading\nbegan = threading.Event()\nlog = []\n"),
        ("slow", "import time, marks\nmarks.began.set()\ntime.sleep(0.4)\n"
                 "marks.log.append('slow')\n"),
        ("quick", "import marks\nmarks.log.append('quick')\n"),
        ("after", "import marks\nmarks.log.append('after')\n"),
    ):
        (tmp_path / f"{name}.py").write_text(textwrap.dedent(body))
    monkeypatch.syspath_prepend(str(tmp_path))
    yield
    for name in ("marks", "slow", "quick", "after"):
        sys.modules.pop(name, None)


def test_an_import_on_the_window_thread_waits_for_the_module_in_progress(slow_modules):
    loader = Preloader()
    assert loader.start(["slow", "after"])
    marks = importlib.import_module("marks")
    assert marks.began.wait(5)
    import quick  # noqa: F401 (it loads once slow's turn is over)

    loader.stop()
    assert marks.log[:2] == ["slow", "quick"]
    assert builtins.__import__ is not loader._taking_turns  # put back
    assert importlib.import_module is not loader._module_taking_turns


def test_stopping_lets_the_module_in_progress_finish_and_imports_no_more(slow_modules):
    loader = Preloader()
    assert loader.start(["slow", "after"])
    importlib.import_module("marks").began.wait(5)
    loader.stop()
    assert not loader.busy()
    assert "slow" in sys.modules and "after" not in sys.modules
    assert not loader.start([])  # nothing to import


def test_a_table_set_up_shows_its_frame_and_a_busy_cursor_first(window, monkeypatch):
    seen = []
    new_table = session.new_table

    def watched(*args, **kwargs):
        cursor = QApplication.overrideCursor()
        seen.append((window.stack.currentWidget(), cursor.shape().name if cursor else None))
        return new_table(*args, **kwargs)

    monkeypatch.setattr(session, "new_table", watched)
    assert window.start_game(NewGame("the-gig", {}, 3, [("Ana", "human", "random")] * 2))
    page, cursor = seen[0]
    assert isinstance(page, SettingUp) and page.label.text() == "Setting up the table…"
    assert cursor == "WaitCursor"
    assert window.stack.currentWidget() is window.game_screen
    assert QApplication.overrideCursor() is None


def test_a_table_that_could_not_be_set_up_leaves_the_launcher_as_it_was(window):
    assert not window.start_game(NewGame("the-gig", {"no_such_option": 1}, 3,
                                         [("Ana", "human", "random")] * 2))
    assert window.last_alert
    assert window.stack.currentWidget() is window.launcher
    assert QApplication.overrideCursor() is None


LAUNCHER_IDLE = """
import json, sys, time
from roadie.ui.app import create

app, window = create([])
window.show()
end = time.perf_counter() + 60
while time.perf_counter() < end and not (window._painted and window.launcher.game
                                         and not window.preloader.busy()
                                         and window.preloader.thread is not None):
    app.processEvents()
    time.sleep(0.01)
print(json.dumps(sorted(sys.modules)))
"""


def test_the_launcher_imports_every_games_table_while_it_waits():
    out = subprocess.run([sys.executable, "-c", LAUNCHER_IDLE], capture_output=True,
                         text=True, check=True).stdout
    loaded = set(json.loads(out.strip().splitlines()[-1]))
    assert set(modules("the-gig")) <= loaded  # every game's, not only the chosen one's


def test_a_second_loader_does_not_start_while_the_first_imports(slow_modules):
    first, second = Preloader(), Preloader()
    assert first.start(["slow"])
    importlib.import_module("marks").began.wait(5)
    assert not second.start(["after"])  # each would wait for the other's turn in its own
    first.stop()
    assert second.start(["after"])
    second.stop()
    assert "after" in sys.modules
