"""A game under way stays on the network's list: announced as in play, with its open seats
and the seats held for players who dropped; a kept seat is taken back from it."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path
from typing import Any

from PySide6.QtNetwork import QHostAddress
from tests.net.conftest import LOOPBACK, host_table

from roadie.core.rng import Rng
from roadie.net.client import Finder, RemoteClient
from roadie.net.host import Announcer, Host
from roadie.net.kept import keep_seat, kept_token
from roadie.storage import kept_seats


def test_a_game_in_play_is_announced_with_its_open_and_held_seats(
        qtbot: Any, hosts: list[Host]) -> None:
    host = host_table("gig-dice", ["human", "remote", "remote"], seed=2)
    hosts.append(host)
    finder = Finder(port=0)
    announcer = Announcer(host, int(host.server.serverPort()), "Ana's laptop",
                          to=QHostAddress("127.255.255.255"), to_port=finder.port)

    def heard() -> Any:
        announcer.announce()
        qtbot.waitUntil(lambda: bool(finder.tables), timeout=5000)
        return next(iter(finder.tables.values())).announce

    try:
        first = heard()
        assert first.in_play and (first.open_seats, first.held_seats) == (2, 0)
        ben = RemoteClient.join(LOOPBACK, int(host.server.serverPort()), "Ben")
        ben.close(goodbye=False)  # Ben's Roadie crashed: his seat is held for him
        qtbot.waitUntil(lambda: not any(p.seat == 1 for p in host.peers), timeout=5000)
        finder.tables.clear()
        later = heard()
        assert later.in_play and (later.open_seats, later.held_seats) == (1, 1)
    finally:
        announcer.stop()
        finder.close()


def test_a_kept_seat_is_0600_taken_back_with_its_token_and_gone_at_the_end(
        qtbot: Any, hosts: list[Host], roadie_home: Path) -> None:
    host = host_table("gig-dice", ["human", "remote"], seed=2, options={"turn_limit": 1})
    hosts.append(host)
    port = int(host.server.serverPort())
    ben = RemoteClient.join(LOOPBACK, port, "Ben")
    keep_seat(ben, "Ana's laptop")
    (kept,) = kept_seats.kept_seats()
    assert (kept.host, kept.seat, kept.name, kept.token) == ("Ana's laptop", 1, "Ben",
                                                              ben.token)
    path = kept_seats.path_for(LOOPBACK, port)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    ben.close(goodbye=False)

    back = RemoteClient.join(LOOPBACK, port, "Ben", token=kept_token(LOOPBACK, port))
    assert back.own == [1] and back.token == kept.token
    keep_seat(back, "Ana's laptop")
    rng = Rng.from_seed(3)
    for _ in range(2000):  # the game plays to its end
        if back.is_over():
            break
        for seat in host.match.active_seats():
            legal = host.match.legal_actions(seat)
            if legal:
                (back if seat == 1 else host.table.client).submit(rng.choice(legal), seat)
        qtbot.wait(1)
    assert back.is_over()
    qtbot.waitUntil(lambda: not path.exists(), timeout=5000)
    assert kept_seats.kept_seats() == []


def test_damaged_old_and_misplaced_kept_seats_are_not_offered(roadie_home: Path) -> None:
    seat = kept_seats.KeptSeat(address="10.0.0.2", port=45_742, game="gig-dice", host="Ana",
                               seat=1, name="Ben", token="ab" * 16)
    kept_seats.keep(seat)
    assert [s.token for s in kept_seats.kept_seats()] == [seat.token]
    folder = kept_seats.folder()
    (folder / "damaged.json").write_text("{not json")
    os.mkfifo(folder / "fifo.json")  # read safely: never waited on
    (folder / "elsewhere.json").write_text(seat.model_dump_json())  # not its table's file
    assert [s.token for s in kept_seats.kept_seats()] == [seat.token]
    old = seat.model_copy(update={"kept_at": time.time() - kept_seats.KEEP_S - 60})
    kept_seats.path_for("10.0.0.2", 45_742).write_text(old.model_dump_json())
    assert kept_seats.kept_seats() == []
    assert not kept_seats.path_for("10.0.0.2", 45_742).exists()
