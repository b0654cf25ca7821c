"""Two windows in one process play over loopback: one hosts from the launcher's setup, the
other joins by address; they sit, get ready, chat, start, and both tables show an action."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress
from PySide6.QtTest import QTest

from roadie.net.client import RemoteClient
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.lobby import LobbyScreen, NetworkPlay
from roadie.ui.main_window import MainWindow

SHOTS = os.environ.get("ROADIE_SHOTS")
"""A folder to save the lobby's screenshots in (1280x800), when set."""


@pytest.fixture
def windows(qtbot: Any) -> Iterator[tuple[MainWindow, MainWindow]]:
    """The host's window and a joining player's, as ``roadie`` opens them."""
    made = []
    for _ in range(2):
        _app, win = create([], Settings(animation_speed="off"))
        qtbot.addWidget(win)
        win.show()
        win.finish_loading()
        made.append(win)
    yield made[0], made[1]
    for win in made:
        if win.network is not None and win.network.host is not None:
            win.network.host.close()
        win.close()


def network(win: MainWindow) -> NetworkPlay:
    """Press the launcher's Play on the network…"""
    QTest.mouseClick(win.launcher.network_button, Qt.MouseButton.LeftButton)
    assert win.network is not None and win.network.page is not None
    return win.network


def lobby(net: NetworkPlay) -> LobbyScreen:
    assert net.lobby is not None
    return net.lobby


def shoot(win: MainWindow, name: str) -> None:
    if SHOTS:
        win.grab().save(os.path.join(SHOTS, f"{name}.png"))


def test_a_host_and_a_joining_window_sit_chat_start_and_play(
        qtbot: Any, windows: tuple[MainWindow, MainWindow]) -> None:
    host_win, join_win = windows
    host_win.launcher.choose("gig-dice")
    shoot(host_win, "launcher")
    hosting = network(host_win)
    hosting.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    page = hosting.page
    assert page is not None
    page.host_name.setText("Ana")
    page.rows[0].plan.setCurrentIndex(page.rows[0].plan.findData("open"))
    page.host_port.setValue(0)
    shoot(host_win, "network-setup")
    QTest.mouseClick(page.host_button, Qt.MouseButton.LeftButton)
    assert hosting.host is not None, page.status.text()
    port = int(hosting.host.server.serverPort())
    host_lobby = lobby(hosting)
    assert not host_lobby.start_button.isEnabled()  # seat 2 is open: nobody sits there yet

    joining = network(join_win)
    form = joining.page
    assert form is not None
    form.address.setText("127.0.0.1")
    form.join_port.setValue(port)
    form.join_name.setText("Ben")
    QTest.mouseClick(form.join_button, Qt.MouseButton.LeftButton)
    guest_lobby = lobby(joining)
    assert join_win.stack.currentWidget() is guest_lobby, form.status.text()
    qtbot.waitUntil(lambda: host_lobby.seats.item(1, 1).text() == "Ben", timeout=5000)
    assert guest_lobby.seats.item(1, 1).text().startswith("Ben")  # "Ben (you)"
    assert guest_lobby.seats.item(0, 1).text().startswith("Ana")

    guest_lobby.chat.line.setText("ready when you are")
    QTest.keyClick(guest_lobby.chat.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: host_lobby.chat.lines.count() == 1, timeout=5000)
    assert host_lobby.chat.shown() == ["Ben: ready when you are"]
    host_lobby.chat.line.setText("go")
    QTest.keyClick(host_lobby.chat.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: guest_lobby.chat.lines.count() == 2, timeout=5000)

    QTest.mouseClick(guest_lobby.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(host_lobby.start_button.isEnabled, timeout=5000)
    assert host_lobby.seats.item(1, 2).text() == "✔"
    qtbot.waitUntil(lambda: host_lobby.seats.item(1, 3).text().endswith("ms"), timeout=5000)
    shoot(host_win, "lobby-host")
    shoot(join_win, "lobby-join")

    QTest.mouseClick(host_lobby.start_button, Qt.MouseButton.LeftButton)
    assert host_win.game_screen is not None
    qtbot.waitUntil(lambda: join_win.game_screen is not None, timeout=5000)
    host_screen, join_screen = host_win.game_screen, join_win.game_screen
    assert join_screen is not None and isinstance(join_screen.client, RemoteClient)
    assert join_screen.client.own == [1] and host_screen.client.own == [0]
    assert join_win.stack.currentWidget() is join_screen

    logged = len(join_screen.log.sentences())
    action = sorted(host_screen.ctl.legal(), key=repr)[0]
    assert host_screen.ctl.submit(action)
    qtbot.waitUntil(lambda: join_screen.client.actions_taken() == 1, timeout=5000)
    qtbot.waitUntil(lambda: len(join_screen.log.sentences()) > logged, timeout=5000)
    assert join_screen.client.view(0) == host_screen.client.view(1)  # the public table
    assert join_screen.log.sentences()[-1] == host_screen.log.sentences()[-1]

    host_chat, join_chat = hosting.panel, joining.panel  # the lobby's chat goes on at the table
    assert host_chat is not None and join_chat is not None and host_chat.isVisible()
    assert join_chat.chat.shown() == ["Ben: ready when you are", "Ana: go"]
    join_chat.chat.line.setText("<b>bold</b>\nmove")
    QTest.keyClick(join_chat.chat.line, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: host_chat.chat.lines.count() == 3, timeout=5000)
    assert host_chat.chat.shown()[-1] == "Ben: <b>bold</b> move"  # plain text, one line
    shoot(host_win, "table-chat-host")
    shoot(join_win, "table-chat-join")

    assert host_win.start_game(host_win.launcher.request())  # the host moves on to a local game
    qtbot.waitUntil(lambda: join_win.statusBar().currentMessage().startswith(
        "The host is gone"), timeout=5000)
    assert not join_chat.away.isHidden()
    assert hosting.host is None and not hosting.playing
    told: list[str] = []
    join_screen.ctl.refused.connect(told.append)
    assert not join_screen.ctl.submit(action)  # a move after the host left: told, not raised
    assert told and told[0].startswith("The network game did not take your move")


def test_the_network_pages_follow_a_switch_of_language(
        qtbot: Any, windows: tuple[MainWindow, MainWindow]) -> None:
    win = windows[0]
    hosting = network(win)
    page = hosting.page
    assert page is not None and page.host_button.text() == "Open the lobby"
    hosting.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    page.host_port.setValue(0)
    QTest.mouseClick(page.host_button, Qt.MouseButton.LeftButton)
    screen = lobby(hosting)
    assert screen.start_button.text() == "Start the game"
    try:
        assert win.set_language("de")
        assert page.host_button.text() not in ("", "Open the lobby")
        assert screen.start_button.text() not in ("", "Start the game")
        assert screen.seats.horizontalHeaderItem(0).text() != "Seat"
    finally:
        win.set_language("en")
    assert screen.start_button.text() == "Start the game"


def test_the_host_lets_a_bot_play_the_seat_of_a_player_who_dropped(
        qtbot: Any, windows: tuple[MainWindow, MainWindow]) -> None:
    host_win, join_win = windows
    host_win.launcher.choose("gig-dice")
    hosting = network(host_win)
    hosting.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    page = hosting.page
    assert page is not None
    page.rows[0].plan.setCurrentIndex(page.rows[0].plan.findData("open"))
    page.host_port.setValue(0)
    QTest.mouseClick(page.host_button, Qt.MouseButton.LeftButton)
    assert hosting.host is not None
    joining = network(join_win)
    assert joining.page is not None
    joining.page.join_port.setValue(int(hosting.host.server.serverPort()))
    QTest.mouseClick(joining.page.join_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(lobby(joining).ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby(hosting).start_button.isEnabled, timeout=5000)
    QTest.mouseClick(lobby(hosting).start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joining.client is not None, timeout=5000)
    assert joining.client is not None and hosting.panel is not None
    joining.client.close(goodbye=False)  # the player's laptop died
    qtbot.waitUntil(lambda: bool(hosting.panel and hosting.panel.offers()), timeout=5000)
    (offer,) = hosting.panel.offers()
    assert offer.seat == 1 and not hosting.host.bot_plays(1)
    shoot(host_win, "dropped-seat")
    offer.level.setCurrentIndex(offer.level.findData("random"))
    QTest.mouseClick(offer.bot, Qt.MouseButton.LeftButton)
    assert hosting.host.bot_plays(1) and hosting.host.match.seats[1].level == "random"
    assert hosting.panel.chat.shown()[-1].startswith("· A ")


def test_a_host_window_hosts_its_game_again_and_the_player_rejoins(
        qtbot: Any, windows: tuple[MainWindow, MainWindow]) -> None:
    host_win, join_win = windows
    host_win.launcher.choose("gig-dice")
    hosting = network(host_win)
    hosting.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    page = hosting.page
    assert page is not None
    page.rows[0].plan.setCurrentIndex(page.rows[0].plan.findData("open"))
    page.host_port.setValue(0)
    QTest.mouseClick(page.host_button, Qt.MouseButton.LeftButton)
    assert hosting.host is not None
    port = int(hosting.host.server.serverPort())
    joining = network(join_win)
    assert joining.page is not None
    joining.page.join_port.setValue(port)
    QTest.mouseClick(joining.page.join_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(lobby(joining).ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lobby(hosting).start_button.isEnabled, timeout=5000)
    QTest.mouseClick(lobby(hosting).start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joining.client is not None, timeout=5000)
    host_screen, client = host_win.game_screen, joining.client
    assert host_screen is not None and client is not None
    assert host_screen.ctl.submit(sorted(host_screen.ctl.legal(), key=repr)[0])
    qtbot.waitUntil(lambda: client.actions_taken() == 1, timeout=5000)
    before = client.public_hash()

    hosting.host.close()  # the host's machine went down (its window's table stays)
    qtbot.waitUntil(lambda: joining.panel is not None and not joining.panel.away.isHidden(),
                    timeout=5000)
    assert joining.panel is not None and "gone" in joining.panel.away.text()
    shoot(join_win, "host-gone")
    host_win.show_network()
    assert hosting.page is not None
    assert host_win.table is not None and host_win.table.match.autosave is not None
    hosting.page.host_again.emit(host_win.table.match.autosave)  # "Host from a save…": its autosave
    assert hosting.host is not None and int(hosting.host.server.serverPort()) == port
    qtbot.waitUntil(lambda: client.away is None, timeout=15_000)
    assert client.own == [1] and client.agrees() and client.public_hash() == before
    assert joining.panel is not None and joining.panel.away.isHidden()
    assert host_win.network is hosting and hosting.panel is not None
    qtbot.waitUntil(lambda: hosting.panel is not None and
                    hosting.panel.chat.shown()[-1].endswith("is back."), timeout=5000)
