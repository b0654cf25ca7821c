"""After a crash mid-game, Roadie offers "Rejoin <game> at <host>" on the launcher (and on
the network page); choosing it takes the player's seat back."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.net.conftest import host_table

from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.main_window import MainWindow


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
        win.close()


@pytest.fixture
def host(qapp: Any) -> Iterator[Host]:
    """A game of Gig dice hosted on loopback, its second seat open to a peer."""
    served = host_table("gig-dice", ["human", "remote"], seed=3)
    yield served
    served.close()


def test_the_launcher_offers_to_rejoin_a_seat_held_when_roadie_crashed(
        qtbot: Any, window: Any, host: Host) -> None:
    port = int(host.server.serverPort())
    first = window()
    assert first.launcher.rejoins.isHidden()  # nothing held yet
    QTest.mouseClick(first.launcher.network_button, Qt.MouseButton.LeftButton)
    assert first.network is not None and first.network.page is not None
    page = first.network.page
    page.address.setText("127.0.0.1")
    page.join_port.setValue(port)
    page.join_name.setText("Ben")
    QTest.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: first.network is not None and first.network.client is not None,
                    timeout=5000)
    assert first.network.client is not None
    token = first.network.client.token
    first.network.client.close(goodbye=False)  # Roadie crashed mid-game
    qtbot.waitUntil(lambda: not any(p.seat == 1 for p in host.peers), timeout=5000)

    again = window()  # Roadie started again
    offers = again.launcher.rejoins
    assert not offers.isHidden() and len(offers.rows) == 1
    go, _forget = offers.rows[0]
    assert go.text() == f"Rejoin Gig dice at 127.0.0.1:{port}"
    QTest.mouseClick(go, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.game_screen is not None, timeout=5000)
    assert again.game_screen is not None
    client = again.game_screen.client
    assert isinstance(client, RemoteClient) and client.own == [1] and client.token == token
    assert next(p for p in host.peers if p.seat == 1).token == token
