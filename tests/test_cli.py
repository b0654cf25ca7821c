"""The ``roadie`` command line: simulate, replay, games, bench, and its errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from roadie.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("simulate", "gig-dice", "--players", "3", "--games", "200", "--seed", "1", "--json")
    code, first, _ = run(capsys, *args)
    assert code == 0
    lines = [json.loads(line) for line in first.splitlines()]
    assert len(lines) == 201 and lines[-1]["summary"] is True
    assert [g["seed"] for g in lines[:-1]] == list(range(1, 201))
    assert all({"seed", "scores", "winners", "actions", "hash"} <= set(g) for g in lines[:-1])
    assert lines[-1]["wins"] == [0, 0, 0]  # the Gig dice tray names no winner
    assert run(capsys, *args)[1] == first


def test_records_replay_to_the_same_hash(capsys: pytest.CaptureFixture[str],
                                         tmp_path: Path) -> None:
    code, out, _ = run(capsys, "simulate", "gig-dice", "--players", "2", "--games", "3",
                       "--seed", "7", "--json", "--records", str(tmp_path),
                       "--option", "turn_limit=5")
    assert code == 0
    results = [json.loads(line) for line in out.splitlines()][:-1]
    for result in results:
        code, out, _ = run(capsys, "replay", str(tmp_path / f"gig-dice-seed{result['seed']}.json"),
                           "--json")
        replayed = json.loads(out)
        assert code == 0 and replayed["hash"] == result["hash"]
        assert replayed["scores"] == result["scores"]


def test_readable_output_has_a_line_per_game_and_a_summary(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "gig-dice", "--players", "2", "--games", "4")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 5
    assert lines[0].startswith("game    1  seed 1") and "actions/s" in lines[-1]


def test_games_lists_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "games", "--json")
    listing = {g["id"]: g for g in json.loads(out)}
    gig = listing["gig-dice"]
    assert code == 0 and gig["id"] == "gig-dice" and gig["players"] == [2, 4]
    assert "turn_limit" in gig["options"]
    assert listing["the-gig"]["players"] == [1, 4] and listing["the-gig"]["solo"]


@pytest.mark.parametrize(("args", "message"), [
    (("simulate", "chess", "--players", "2"), "unknown game 'chess'"),
    (("simulate", "the-gig", "--players", "2", "--option", "timer=40"), "Showdown"),
    (("simulate", "gig-dice", "--players", "1"), "takes 2-4 players"),
    (("simulate", "gig-dice", "--players", "2", "--option", "turn_limit=x"), "turn_limit"),
    (("simulate", "gig-dice", "--players", "2", "--option", "nope"), "NAME=VALUE"),
    (("simulate", "gig-dice", "--players", "2", "--option", "colour=1"), "colour"),
    (("replay", "/no/such/file.json"), "cannot be read"),
])
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str],
                                            args: tuple[str, ...], message: str) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and message in err and err.startswith("roadie: error:")


def test_a_corrupt_record_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    run(capsys, "simulate", "gig-dice", "--players", "2", "--records", str(tmp_path))
    path = tmp_path / "gig-dice-seed1.json"
    record = json.loads(path.read_text())
    record["actions"].insert(0, {"seat": 1, "action": {"kind": "end_turn"}})
    path.write_text(json.dumps(record))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and "action 1 was refused" in err
    assert "Gig dice › Companion table › Turns" in err


def test_bench_reports_figures(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bench", "--seconds", "0.2", "--json")
    figures = json.loads(out.splitlines()[0])
    assert code == 0 and figures["actions_per_s"] > 0 and figures["hash_us"] > 0


def test_the_installed_entry_point_runs() -> None:
    done = subprocess.run([sys.executable, "-m", "roadie.cli", "simulate", "nothing",
                           "--players", "2"], capture_output=True, text=True, check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
