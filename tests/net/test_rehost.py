"""The host goes down mid-game and hosts it again from its autosave: the peers rejoin their
own seats with their tokens and the game resumes with the hash it had."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from tests.net.conftest import LOOPBACK
from tests.net.test_faults import take_a_turn
from tests.net.test_processes import ROADIE, lines

from roadie import games
from roadie.core.game import state_hash
from roadie.core.record import GameRecord, replay
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.client import RemoteClient
from roadie.net.host import Host
from roadie.net.protocol import view_hash
from roadie.net.resume import read_seating, resume, seating_path
from roadie.storage.saves import SeatSpec, parse_save, read_save


def autosaved_host(save: Path, hosts: list[Host], kinds: list[str]) -> Host:
    """Gig dice hosted on loopback, autosaved at *save* after every action."""
    game = games.get("gig-dice")
    seats = [SeatSpec(name=f"Seat {i + 1}", kind=k) for i, k in enumerate(kinds)]  # type: ignore[arg-type]
    match = Match(game, game.make_options(len(seats), {}), 5, seats, autosave=save)
    match.save(save)  # autosaved from its first moment, as a window's game
    host = Host(LocalTable.around(match), [i for i, k in enumerate(kinds) if k == "remote"],
                seating=seating_path(save))
    host.listen()
    hosts.append(host)
    return host


def test_a_host_that_went_down_hosts_again_and_the_peers_rejoin_their_seats(
        qtbot: Any, hosts: list[Host], tmp_path: Path) -> None:
    save = tmp_path / "lan.roadie"
    host = autosaved_host(save, hosts, ["remote", "remote"])
    port = int(host.server.serverPort())
    ana = RemoteClient.join(LOOPBACK, port, "Ana")
    ben = RemoteClient.join(LOOPBACK, port, "Ben")
    for _ in range(3):
        take_a_turn(qtbot, host, [ana, ben])
    before, public = state_hash(host.match.state), view_hash(host.match.view(None))
    whole = parse_save(save.read_bytes(), save.name)
    assert len(whole.record.actions) < len(host.match.record.actions)  # the rest: journaled
    lost: list[str] = []
    ana.lost.connect(lost.append)
    host.close()
    hosts.remove(host)
    qtbot.waitUntil(lambda: ana.away is not None and ben.away is not None, timeout=5000)
    assert lost and not ana.given_up
    resumed = resume(save)
    assert state_hash(resumed.table.match.state) == before
    again = Host.again(resumed, seating_path(save))
    hosts.append(again)
    assert again.listen(port=port) == port
    qtbot.waitUntil(lambda: ana.away is None and ben.away is None, timeout=15_000)
    assert (ana.own, ben.own) == ([0], [1]) and ana.agrees() and ben.agrees()
    assert ana.public_hash() == ben.public_hash() == public
    assert ana.view() == again.match.view(0) and ben.view() == again.match.view(1)
    take_a_turn(qtbot, again, [ana, ben])
    assert ana.public_hash() == ben.public_hash() == view_hash(again.match.view(None))


def test_the_seating_is_kept_beside_the_autosave_and_a_stranger_gets_no_held_seat(
        qtbot: Any, hosts: list[Host], tmp_path: Path) -> None:
    save = tmp_path / "lan.roadie"
    host = autosaved_host(save, hosts, ["remote", "remote"])
    port = int(host.server.serverPort())
    ana = RemoteClient.join(LOOPBACK, port, "Ana")
    seating = read_seating(seating_path(save))
    assert seating is not None and seating.tokens == {0: ana.token} and seating.port == port
    assert ana.token not in save.read_text()  # the save itself may be shared: no token in it
    host.close()
    hosts.remove(host)
    again = Host.again(resume(save), seating_path(save))
    hosts.append(again)
    again.listen(port=port)
    eve = RemoteClient.join(LOOPBACK, port, "Eve")
    assert eve.own == [1]  # Ana's seat is held for her token
    qtbot.waitUntil(lambda: ana.away is None, timeout=15_000)
    assert ana.own == [0]


def test_a_seating_of_another_game_is_ignored(tmp_path: Path, hosts: list[Host]) -> None:
    save = tmp_path / "lan.roadie"
    autosaved_host(save, hosts, ["remote", "remote"])
    seating_path(save).write_text('{"game": "gig-dice", "seed": 99, "port": 1, '
                                  '"tokens": {"0": "' + "ab" * 16 + '"}}')
    resumed = resume(save)
    assert resumed.tokens == {} and resumed.port is None and resumed.open_seats == [0, 1]


@pytest.mark.slow
def test_a_host_process_killed_mid_game_is_hosted_again_and_the_bot_rejoins(
        roadie_home: Path, tmp_path: Path) -> None:
    save = tmp_path / "party.roadie"
    common = ["--address", LOOPBACK, "--pace", "0.05"]
    host = subprocess.Popen([*ROADIE, "host", "gig-dice", "--seats", "open,bot:random",
                             "--option", "turn_limit=30", "--port", "0", "--seed", "4",
                             "--autosave", str(save), *common],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert host.stdout is not None
    port = json.loads(host.stdout.readline())["port"]
    joined = subprocess.Popen([*ROADIE, "join", f"{LOOPBACK}:{port}", "--bot", "random",
                               "--pace", "0.05", "--name", "Ana"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    while not save.exists() or len(read_save(save)[0].record.actions) < 6:
        assert host.poll() is None and joined.poll() is None
        time.sleep(0.05)
    host.kill()
    host.communicate(timeout=30)
    again = subprocess.Popen([*ROADIE, "host", "--resume", str(save), *common],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    served = lines(again)
    peer = lines(joined)
    resumed = served[0]
    assert resumed["event"] == "resumed" and served[1]["port"] == port
    events = [line["event"] for line in peer]
    assert events[:3] == ["seated", "playing", "lost"] and "back" in events
    lost, back = peer[1], peer[events.index("back")]
    # the host's own bot may play on before the peer is back: both are read off the game
    assert lost["actions"] <= resumed["actions"] <= back["actions"]
    played = read_save(save)[0].record
    assert public_hash_at(played, resumed["actions"]) == resumed["public_hash"]
    assert public_hash_at(played, back["actions"]) == back["public_hash"]
    assert peer[-1]["event"] == served[-1]["event"] == "over" and peer[-1]["agrees"]
    assert peer[-1]["public_hash"] == served[-1]["public_hash"]


def public_hash_at(record: GameRecord, actions: int) -> str:
    """What everyone saw of the game *record* holds after its first *actions* actions."""
    game = games.get(record.game)
    start = record.model_copy(update={"actions": record.actions[:actions], "final_hash": None})
    return view_hash(game.view(replay(game, start), None))
