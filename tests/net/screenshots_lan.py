"""Two windows on one machine play The Gig's Song in real time over loopback: the host's and
a joined player's, each placing a die on a space of its own (the same space within the clash
window would clash); both saved at 1280x800, with both lobbies first.

Run: ``QT_QPA_PLATFORM=offscreen python tests/net/screenshots_lan.py DIR``
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("ROADIE_HOME", "/tmp/roadie-shots-lan")

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop
from PySide6.QtNetwork import QHostAddress

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.main_window import MainWindow


def settle(ms: int = 300) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def window() -> MainWindow:
    _app, win = create([], Settings(animation_speed="off"))
    win.show()
    win.finish_loading()
    return win


def place_one(win: MainWindow, avoid: tuple[int, int] | None = None) -> tuple[int, int]:
    """The window's player places a die on the song (the first space it may, but *avoid*);
    the space."""
    screen = win.game_screen
    assert screen is not None
    places = sorted((a for a in screen.ctl.legal() if a.kind == "place" and a.col is not None
                     and (a.row, a.col) != avoid), key=repr)
    assert places and screen.ctl.submit(places[0])
    return places[0].row, places[0].col


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    host_win, join_win = window(), window()
    host_win.launcher.choose("the-gig")
    host_win.show_network()
    hosting = host_win.network
    assert hosting is not None and hosting.page is not None
    hosting.listen_on = QHostAddress(QHostAddress.SpecialAddress.LocalHost)
    page = hosting.page
    page.host_name.setText("Ana")
    page.rows[0].plan.setCurrentIndex(page.rows[0].plan.findData("open"))
    page.host_port.setValue(0)
    page.host_button.click()
    assert hosting.host is not None
    join_win.show_network()
    joining = join_win.network
    assert joining is not None and joining.page is not None
    joining.page.address.setText("127.0.0.1")
    joining.page.join_port.setValue(int(hosting.host.server.serverPort()))
    joining.page.join_name.setText("Ben")
    joining.page.join_button.click()
    assert joining.lobby is not None and hosting.lobby is not None
    joining.lobby.ready_button.click()
    settle(1500)
    host_win.grab().save(str(folder / "lan-lobby-host.png"))
    join_win.grab().save(str(folder / "lan-lobby-join.png"))
    hosting.lobby.start_button.click()
    settle(800)
    taken = place_one(host_win)
    settle(300)
    place_one(join_win, avoid=taken)
    settle(800)
    host_win.grab().save(str(folder / "lan-the-gig-host.png"))
    join_win.grab().save(str(folder / "lan-the-gig-join.png"))
    print(f"saved in {folder}")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "lan-shots"))
