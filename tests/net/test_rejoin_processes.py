"""A joined player's Roadie is killed mid-game and started again: ``roadie join`` takes its
seat back by itself with the token it kept (0600, in its own Roadie home), plays on, and
the game ends with the host and every peer on the same public hash."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
from pathlib import Path
from typing import IO, Any

import pytest

ROADIE = [sys.executable, "-c", "import sys; from roadie.cli import main; sys.exit(main())"]


def roadie(home: Path, *args: str) -> subprocess.Popen[str]:
    """``roadie ARGS`` as a process of its own, with its own Roadie home (its own machine)."""
    env = {**os.environ, "ROADIE_HOME": str(home)}
    return subprocess.Popen([*ROADIE, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)


def next_line(stream: IO[str] | None) -> dict[str, Any]:
    assert stream is not None
    line = stream.readline()
    assert line, "the process ended without a word"
    said: dict[str, Any] = json.loads(line)
    return said


def until(process: subprocess.Popen[str], event: str) -> dict[str, Any]:
    """Read *process*'s lines up to the first of *event*."""
    while True:
        said = next_line(process.stdout)
        if said["event"] == event:
            return said


def ended(process: subprocess.Popen[str]) -> dict[str, Any]:
    """The last line of *process*, once it ended well."""
    out, err = process.communicate(timeout=120)
    assert process.returncode == 0, out + err
    return dict(json.loads(out.splitlines()[-1]))


@pytest.mark.slow
def test_a_killed_joiner_started_again_rejoins_its_seat_and_all_end_alike(
        tmp_path: Path) -> None:
    host = roadie(tmp_path / "host", "host", "gig-dice", "--seats", "open,open", "--option",
                  "turn_limit=3", "--address",
                  "127.0.0.1", "--port", "0", "--pace", "0.25", "--seed", "4")
    started: list[subprocess.Popen[str]] = [host]
    try:
        port = until(host, "listening")["port"]
        where = f"127.0.0.1:{port}"
        ana_home = tmp_path / "ana"
        ana = roadie(ana_home, "join", where, "--bot", "random", "--pace", "0.25", "--name", "Ana")
        started.append(ana)
        assert until(ana, "seated") == {"event": "seated", "seat": 0, "rejoined": False}
        ben = roadie(tmp_path / "ben", "join", where, "--bot", "random", "--pace", "0.25",
                     "--name", "Ben")
        started.append(ben)
        assert until(ben, "seated")["seat"] == 1
        until(ana, "playing")
        (kept,) = (ana_home / "data" / "seats").iterdir()
        assert stat.S_IMODE(kept.stat().st_mode) == 0o600

        ana.send_signal(signal.SIGKILL)  # Ana's Roadie crashed
        ana.wait(timeout=10)
        assert kept.exists()
        again = roadie(ana_home, "join", where, "--bot", "random", "--pace", "0.25",
                       "--name", "Ana")
        started.append(again)
        assert until(again, "seated") == {"event": "seated", "seat": 0, "rejoined": True}

        ends = [ended(p) for p in (again, ben, host)]
        assert [e["event"] for e in ends] == ["over"] * 3
        assert [e.get("seat") for e in ends[:2]] == [0, 1]
        assert ends[0]["agrees"] and ends[1]["agrees"]
        assert len({e["public_hash"] for e in ends}) == 1
        assert not kept.exists()  # the game ended: the token goes
    finally:
        for process in started:
            if process.poll() is None:
                process.kill()
                process.communicate()
