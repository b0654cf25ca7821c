"""Issue 31: Pause in a network game is asked of the host, which pauses every table and says who
paused; that player or the host resumes, after a count-in on every table. While paused the host
takes no action; a spectator cannot pause the players' game."""

from __future__ import annotations

from typing import Any

import pytest
from tests.net.conftest import LOOPBACK
from tests.net.test_faults import gig_dice, port

from roadie.core.errors import RuleViolation
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import PauseState
from roadie.storage.settings import Settings


@pytest.fixture(autouse=True)
def quick_count_in(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROADIE_TIME_SCALE", "0.1")  # the 3-second count-in takes 0.3 s


def end_turn(client: RemoteClient) -> Any:
    return next(x for x in client.legal_actions() if x.kind == "end_turn")


def test_a_player_pauses_every_table_and_only_they_or_the_host_resume(
        qtbot: Any, hosts: list[Host]) -> None:
    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    watcher = RemoteClient.join(LOOPBACK, port(host), "Cy", spectate=True)
    heard: list[PauseState] = []
    ana.paused.connect(heard.append)
    shown: list[PauseState] = []
    host.pause_changed.connect(shown.append)
    watcher.ask_pause(True)  # a spectator does not pause the players' game
    ben.ask_pause(True)
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert heard[0] == PauseState(paused=True, by="Ben", seat=1)
    assert shown == heard and watcher.pause == heard[0]  # every table, the host's too
    clock = host.match.clock()
    with pytest.raises(RuleViolation, match="paused"):  # nobody acts while paused
        ana.submit(end_turn(ana))
    assert not host.match.record.actions
    ana.ask_pause(False)  # not Ana's pause to lift
    qtbot.wait(200)
    assert len(heard) == 1 and host.match.clock() == clock  # the clock stood still
    ben.ask_pause(False)
    qtbot.waitUntil(lambda: len(heard) == 2, timeout=5000)
    assert not heard[1].paused and heard[1].count_in_ms == 300
    with pytest.raises(RuleViolation):  # still counting in
        ana.submit(end_turn(ana))
    qtbot.waitUntil(lambda: host.pause is None, timeout=5000)
    ana.submit(end_turn(ana))
    assert len(host.match.record.actions) == 1
    assert host.set_paused(True, None, "Host") and host.set_paused(False, None, "Host")


def test_a_joined_table_shows_the_pause_and_asks_the_host(qtbot: Any, hosts: list[Host]) -> None:
    from roadie.ui.game_screen import GameScreen

    host = gig_dice(hosts)
    ana = RemoteClient.join(LOOPBACK, port(host), "Ana")
    ben = RemoteClient.join(LOOPBACK, port(host), "Ben")
    screen = GameScreen(ana, Settings())
    qtbot.addWidget(screen)
    screen.show()
    screen.start()
    screen.ask_pause = ana.ask_pause
    ana.paused.connect(lambda s: screen.network_pause(s.paused, s.by, s.seat == 0,
                                                     s.count_in_ms))
    ben.ask_pause(True)
    qtbot.waitUntil(screen.is_paused, timeout=5000)
    assert screen.cover.isVisible() and "Ben paused the game." in screen.cover.note.text()
    assert not screen.cover.button.isVisibleTo(screen)  # Ana may not resume Ben's pause
    screen.toggle_pause()  # P on Ana's table asks the host, which refuses her
    qtbot.wait(200)
    assert screen.is_paused()
    ben.ask_pause(False)
    qtbot.waitUntil(lambda: "Play goes on in" in screen.cover.note.text(), timeout=5000)
    assert screen.is_paused()  # counting in: still covered
    qtbot.waitUntil(lambda: not screen.is_paused(), timeout=5000)
    assert not screen.cover.isVisible()
    screen.toggle_pause()  # Ana pauses every table herself
    qtbot.waitUntil(lambda: host.pause is not None, timeout=5000)
    qtbot.waitUntil(screen.is_paused, timeout=5000)
    assert screen.cover.button.isVisibleTo(screen)  # hers to resume
