"""The last bad command lines: ports and addresses out of range, huge counts, output folders
that cannot be, long values and an unfinished game's replay: one line and status 2 (or a
replay that names no winner), before any work, never a traceback."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from roadie import games
from roadie.cli import main
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec

HUGE = "9" * 20
REFUSED = {
    "host on port 99999": (["host", "gig-dice", "--port", "99999"], "--port"),
    "host on port -1": (["host", "gig-dice", "--port", "-1"], "--port"),
    "join port 99999": (["join", "127.0.0.1:99999"], "127.0.0.1:99999"),
    "join port 0": (["join", "127.0.0.1:0"], "port"),
    "join IPv6 port 99999": (["join", "[::1]:99999"], "[::1]:99999"),
    "host at a name": (["host", "gig-dice", "--address", "no.such.host.invalid", "--port", "0"],
                       "--address"),
    "host at 999.1.1.1": (["host", "gig-dice", "--address", "999.1.1.1", "--port", "0"],
                          "--address"),
    "host at pace NaN": (["host", "gig-dice", "--port", "0", "--pace", "nan"], "--pace"),
    "tournament of huge games": (["tournament", "gig-dice", "--games", HUGE], "--games"),
    "tournament of huge workers": (["tournament", "gig-dice", "--games", "1", "--workers",
                                    HUGE], "--workers"),
    "tournament seed out of bounds": (["tournament", "gig-dice", "--games", "2", "--seed",
                                       HUGE], "--seed"),
    "simulate huge games": (["simulate", "gig-dice", "--players", "2", "--games", HUGE],
                            "--games"),
    "tournament out under /dev/null": (["tournament", "gig-dice", "--games", "1", "--bots",
                                        "easy,normal", "--no-automaton", "--out",
                                        "/dev/null/x"], "--out /dev/null/x"),
    "an option of 5,000 digits": (["simulate", "gig-dice", "--players", "2", "--option",
                                   "turn_limit=" + "9" * 5000], "turn_limit"),
    "an option nested 100,000 deep": (["simulate", "gig-dice", "--players", "2", "--option",
                                       "turn_limit=" + "[" * 100_000], "turn_limit"),
}


def limited() -> None:
    """The child may not grow past 2 GB (the old tournament grew without end)."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_each_is_one_line_and_status_2_before_any_work(name: str, tmp_path: Path) -> None:
    """In a process of its own: wrongly taken, a host would serve and a tournament play."""
    args, named = REFUSED[name]
    done = subprocess.run([sys.executable, "-m", "roadie.cli", *args], capture_output=True,
                          text=True, timeout=120, check=False, cwd=tmp_path,
                          preexec_fn=limited)
    assert done.returncode == 2 and done.stdout == "", (done.stdout, done.stderr[-2000:])
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("roadie: error:")
    assert named in done.stderr and len(done.stderr) < 1100, done.stderr
    assert not list(tmp_path.iterdir())  # nothing written


@pytest.mark.parametrize("value", ["x" * 100_000, "x " * 50_000, "a\x1b[2Jb"])
def test_an_error_line_cuts_long_values_and_shows_no_control_characters(
        value: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", value, "--players", "2"])
    _out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and err.startswith("roadie: error: unknown game")
    assert len(err) < 1100 and "\x1b" not in err


def unfinished_save(path: Path) -> None:
    game = games.get("big-easy-busking")
    match = Match(game, game.make_options(2), 5, [SeatSpec(name="Ann"), SeatSpec(name="Bo")])
    for _ in range(3):
        seat = match.active_seats()[0]
        match.submit(seat, sorted(match.legal_actions(seat), key=repr)[0])
    match.save(path)


def test_the_replay_of_an_unfinished_game_names_no_winner(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    unfinished_save(tmp_path / "going.roadie")
    assert main(["replay", str(tmp_path / "going.roadie")]) == 0
    out = capsys.readouterr().out
    assert "not over: no winner yet" in out and "winner seat" not in out
    assert main(["replay", str(tmp_path / "going.roadie"), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["over"] is False and replayed["winners"] == []


def test_the_replay_of_a_finished_game_names_its_winner(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "big-easy-busking", "--players", "2", "--records",
                 str(tmp_path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(tmp_path / "big-easy-busking-seed1.json")]) == 0
    assert "  winner seat " in capsys.readouterr().out
