"""Names that look like markup show exactly as typed on every screen that can show a
player's name, and load nothing: the launcher, the network page's tables, the lobby, the
chat, the turn banner, the scoreboard, the log, the dropped-seat panel, the hot-seat
curtain, the end screen, the score explanations and their tooltips (issue 29)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest
from tests.ui.plain_text import Probe, literal

from roadie.core.rng import Rng
from roadie.net.client import Found, Guest
from roadie.net.protocol import VERSION, Announce, ChatLine
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow

BOLD = "<b>Joe</b>"
IMAGE = '<img src="probe">'
"""Drawn as rich text, Qt would read the file ``probe`` (``/dev/zero`` took a host down)."""
NAMES = [BOLD, IMAGE]


@pytest.fixture
def probe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Probe]:
    """The FIFO ``probe`` in the working folder, where ``<img src="probe">`` points."""
    monkeypatch.chdir(tmp_path)
    fifo = Probe(tmp_path)
    yield fifo
    fifo.close()


@pytest.fixture
def window(qtbot: Any) -> Iterator[Any]:
    made: list[MainWindow] = []

    def make() -> MainWindow:
        _app, win = create([], Settings(animation_speed="off"))
        qtbot.addWidget(win)
        win.show()
        win.finish_loading()
        made.append(win)
        return win

    yield make
    for win in made:
        if win.network is not None and win.network.host is not None:
            win.network.host.close()
        win.close()


def shows(root: Any, *names: str) -> None:
    """*root* shows each of *names*, literally wherever it shows it."""
    found = literal(root, NAMES)
    for name in names:
        assert any(name in where for where in found), f"{name!r} not shown: {found}"


def test_hostile_names_show_literally_on_every_network_screen(
        qtbot: Any, window: Any, probe: Probe) -> None:
    host_win, join_win = window(), window()
    host_win.launcher.choose("gig-dice")
    host_win.launcher.add_seat.click()  # three seats: the host's and two open ones
    QTest.mouseClick(host_win.launcher.network_button, Qt.MouseButton.LeftButton)
    hosting = host_win.network
    assert hosting is not None and hosting.page is not None
    hosting.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    hosting.page.host_port.setValue(0)
    for row in hosting.page.rows:
        row.plan.setCurrentIndex(row.plan.findData("open"))
    QTest.mouseClick(hosting.page.host_button, Qt.MouseButton.LeftButton)
    assert hosting.host is not None
    port = int(hosting.host.server.serverPort())

    QTest.mouseClick(join_win.launcher.network_button, Qt.MouseButton.LeftButton)
    joining = join_win.network
    assert joining is not None and joining.page is not None
    page = joining.page
    page.add_table(Found("10.0.0.9", 45_742, Announce(  # a hostile host's table name
        version=VERSION, game="gig-dice", host=BOLD, port=45_742, open_seats=1,
        password=False, in_play=True, held_seats=1)))
    shows(page, BOLD)
    page.address.setText("127.0.0.1")
    page.join_port.setValue(port)
    page.join_name.setText(BOLD)
    QTest.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    other = Guest.join("127.0.0.1", port, IMAGE)
    qtbot.waitUntil(lambda: hosting.lobby is not None and hosting.lobby.seats.item(2, 1)
                    is not None and hosting.lobby.seats.item(2, 1).text() == IMAGE,
                    timeout=5000)
    assert joining.lobby is not None
    joining.lobby.chat.said.emit(f"{IMAGE} <b>hi</b>")
    qtbot.waitUntil(lambda: hosting.lobby is not None and
                    hosting.lobby.chat.lines.count() == 1, timeout=5000)
    qtbot.waitUntil(lambda: joining.lobby is not None and
                    joining.lobby.chat.lines.count() == 1, timeout=5000)
    shows(hosting.lobby, BOLD, IMAGE)
    shows(joining.lobby, BOLD, IMAGE)

    QTest.mouseClick(joining.lobby.ready_button, Qt.MouseButton.LeftButton)
    other.ready()
    qtbot.waitUntil(hosting.lobby.start_button.isEnabled, timeout=5000)
    QTest.mouseClick(hosting.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: join_win.game_screen is not None and other.client is not None,
                    timeout=5000)
    host_screen, join_screen = host_win.game_screen, join_win.game_screen
    assert host_screen is not None and join_screen is not None and other.client is not None
    remote = other.client
    players = {0: host_screen.client, 1: join_screen.client, 2: remote}

    bannered = []
    for step in range(400):  # play on until the log names both hostile players
        said = "\n".join(host_screen.log.sentences())
        if BOLD in said and IMAGE in said and bannered:
            break
        active = host_screen.client.active_seats()
        if active:
            seat = active[step % len(active)]
            legal = players[seat].legal_actions(seat)
            if legal:
                players[seat].submit(Rng.from_seed(step).choice(legal), seat)
        qtbot.wait(5)
        bannered += literal(host_screen.banner, NAMES) + literal(join_screen.banner, NAMES)
    else:
        raise AssertionError("the hostile players never acted")
    shows(host_win, BOLD, IMAGE)
    shows(join_win, BOLD, IMAGE)

    remote.close(goodbye=False)  # IMAGE's laptop died: the host is offered a choice
    qtbot.waitUntil(lambda: bool(hosting.panel and hosting.panel.offers()), timeout=5000)
    assert hosting.panel is not None
    shows(hosting.panel, IMAGE)
    hosting.panel.chat.hear(ChatLine(seat=1, name=BOLD, text=IMAGE))
    shows(hosting.panel, BOLD, IMAGE)
    assert not probe.opened()


def test_hostile_names_show_literally_at_the_end_and_on_the_launcher(
        qtbot: Any, window: Any, probe: Probe) -> None:
    win = window()
    new = NewGame("gig-dice", {"content_pack": "standard", "turn_limit": 2}, 5,
                  [(BOLD, "human", "random"), (IMAGE, "human", "random")])
    assert win.start_game(new)
    screen = win.game_screen
    assert screen is not None
    client = screen.client
    qtbot.wait(50)
    shows(win, BOLD)  # the banner, the scoreboard, the hot-seat curtain
    while not client.is_over():
        seat = client.active_seats()[0]
        client.submit(Rng.from_seed(len(screen.log.sentences())).choice(
            client.legal_actions(seat)), seat)
        qtbot.wait(1)
    shows(screen, BOLD, IMAGE)  # the log too
    for seat in (0, 1):  # each seat's score explained, its name in the heading
        explanation = screen.scoreboard.explain(seat)
        assert explanation is not None and literal(explanation, NAMES)
        explanation.close()
    qtbot.waitUntil(lambda: win.end is not None, timeout=10_000)
    win.show_end()
    assert win.end is not None
    shows(win.end, BOLD, IMAGE)
    explained = win.end.explain(0, 1)  # a score on the end screen, explained
    assert explained is not None and literal(explained, NAMES)
    explained.close()

    assert win.start_game(new)  # a game in progress, named on the launcher
    win.show_launcher()
    shows(win.launcher, BOLD, IMAGE)
    assert not probe.opened()
