"""New game on a full disk: a clear sentence, not the system's "[Errno 28]" line; once space
returns the game starts."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow

from .conftest import Disk

NEW = NewGame("gig-dice", {}, 5, [("Ann", "human", "random"), ("Bo", "human", "random")])


@pytest.fixture
def window(qtbot, disk: Disk) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    _app, win = create([], Settings(animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    yield win
    win.close()


def test_new_game_on_a_full_disk_says_so_in_a_sentence(window: MainWindow, disk: Disk) -> None:
    disk.fill()
    assert not window.start_game(NEW)
    assert "The disk is full" in window.last_alert
    assert "Errno" not in window.last_alert and "No space left" not in window.last_alert
    assert window.stack.currentWidget() is window.launcher
    disk.free()
    assert window.start_game(NEW)
