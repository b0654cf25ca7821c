"""A full disk during play: the action stands, the table updates, the player is told once,
bots go on, and autosaving resumes when space returns."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from roadie.games.gig_dice import actions as a
from roadie.storage.saves import read_save
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow

from .conftest import Disk


@pytest.fixture
def window(qtbot, disk: Disk) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    _app, win = create([], Settings(animation_speed="off", bot_pace="quick"))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    yield win
    win.close()


def test_a_full_disk_never_stalls_the_game(window: MainWindow, disk: Disk, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert window.start_game(NewGame("gig-dice", {}, 5, [("Ann", "human", "random"),
                                                          ("Bo", "bot", "random")]))
    screen, match = window.game_screen, window.table.match  # type: ignore[union-attr]
    assert screen is not None
    told: list[str] = []
    match.save_failed.connect(told.append)
    redrawn: list[object] = []
    screen.ctl.changed.connect(redrawn.append)
    disk.fill()

    assert screen.ctl.submit(a.AddDie(sides=20))
    assert screen.ctl.submit(a.EndTurn())
    assert [s.seat for s in match.record.actions] == [0, 0] and len(redrawn) == 2
    qtbot.waitUntil(lambda: len(match.record.actions) > 2 and match.active_seats() == [0],
                    timeout=30_000)  # the bot plays its turn
    assert {s.seat for s in match.record.actions[2:]} == {1}
    window.writer().flush()
    qtbot.waitUntil(lambda: bool(told))
    assert len(told) == 1 and "space" in told[0].lower()
    assert "Autosave failed" in screen.toast.text() and screen.toast.isVisible()

    disk.free()
    played = len(match.record.actions)
    if 0 in match.active_seats():
        assert screen.ctl.submit(a.EndTurn())
    qtbot.waitUntil(lambda: len(match.record.actions) > played, timeout=30_000)
    window.writer().flush()
    assert match.autosave is not None
    saved = read_save(match.autosave)[0].record.actions
    assert len(saved) > played and saved == match.record.actions[:len(saved)]
    assert len(told) == 1
