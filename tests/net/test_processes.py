"""``roadie host`` and ``roadie join`` as separate processes on loopback: a bot joins the
host's lobby, the game begins by itself, and both end seeing the same public table."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from roadie.cli import main

ROADIE = [sys.executable, "-c", "import sys; from roadie.cli import main; sys.exit(main())"]


def lines(process: subprocess.Popen[str]) -> list[dict[str, Any]]:
    out, err = process.communicate(timeout=90)
    assert process.returncode == 0, err
    return [json.loads(line) for line in out.splitlines()]


@pytest.mark.slow
def test_a_headless_bot_joins_a_hosted_game_and_both_see_the_same_end(
        roadie_home: Path) -> None:
    host = subprocess.Popen([*ROADIE, "host", "gig-dice", "--seats", "open,bot:random",
                             "--option", "turn_limit=3", "--address", "127.0.0.1", "--port",
                             "0", "--pace", "0.01", "--seed", "4"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert host.stdout is not None
    listening = json.loads(host.stdout.readline())
    assert listening["event"] == "listening"
    joined = subprocess.Popen([*ROADIE, "join", f"127.0.0.1:{listening['port']}", "--bot",
                               "random", "--pace", "0.01", "--name", "Ana"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peer = lines(joined)
    served = lines(host)
    assert peer[0] == {"event": "seated", "seat": 0, "rejoined": False}
    assert served[0] == {"event": "begun", "seats": ["Ana", "Bot 2"]}
    assert peer[-1]["event"] == served[-1]["event"] == "over" and peer[-1]["agrees"]
    assert peer[-1]["public_hash"] == served[-1]["public_hash"]


def test_a_join_that_finds_nobody_says_so_in_one_line(
        qapp: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["join", "127.0.0.1:1", "--bot", "random"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("roadie: error: Cannot reach 127.0.0.1:1") and err.count("\n") == 1


def test_a_host_refuses_a_seat_it_cannot_fill(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["host", "gig-dice", "--seats", "open,bot:grandmaster"]) == 2
    assert "grandmaster" in capsys.readouterr().err
