"""The bad-input corpus: every damaged, hostile or odd file and command line ends in one
line and status 2 from the CLI, a RecordError from the loaders (and an alert in the app,
with the autosave's backup tried), never a traceback or a hang."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from roadie import games
from roadie.cli import main
from roadie.core.errors import RecordError
from roadie.match.match import Match
from roadie.match.session import continue_table, load_table
from roadie.storage import atomic
from roadie.storage.in_progress import folder
from roadie.storage.saves import SeatSpec

Damage = Callable[[dict[str, Any]], Any]


def good_save() -> dict[str, Any]:
    game = games.get("gig-dice")
    match = Match(game, game.make_options(2), 11, [SeatSpec(name="Ann"), SeatSpec(name="Bo")])
    for seat, action in [(0, {"kind": "add", "sides": 20}), (0, {"kind": "end_turn"}),
                         (1, {"kind": "add", "sides": 6})]:
        match.submit(seat, action)
    data: dict[str, Any] = json.loads(match.save_file().model_dump_json())
    return data


def edit(change: Callable[[dict[str, Any]], None]) -> Damage:
    def damage(save: dict[str, Any]) -> Any:
        change(save)
        return save
    return damage


def at(keys: str, value: Any) -> Damage:
    """Set the value at a dotted path (``record.actions.0.t``)."""
    def change(save: dict[str, Any]) -> None:
        node: Any = save
        *parents, last = keys.split(".")
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        node[int(last) if isinstance(node, list) else last] = value
    return edit(change)


SAVES: dict[str, Damage] = {
    "format_version '2'": at("format_version", "2"),
    "format_version 2.0": at("format_version", 2.0),
    "format_version true": at("format_version", True),
    "format_version 0": at("format_version", 0),
    "format_version 99": at("format_version", 99),
    "record format_version '1'": at("record.format_version", "1"),
    "three seats for two players": edit(lambda s: s["seats"].append({"name": "Cy"})),
    "one seat for two players": edit(lambda s: s["seats"].pop()),
    "no seats": at("seats", []),
    "an unknown bot level": at("seats.1", {"name": "Bo", "kind": "bot", "level": "godlike"}),
    "players 'abc'": at("record.options.players", "abc"),
    "players 2.5": at("record.options.players", 2.5),
    "players true": at("record.options.players", True),
    "players 99": at("record.options.players", 99),
    "turn_limit true": at("record.options.turn_limit", True),
    "an unknown option": at("record.options.colour", "red"),
    "time NaN": at("record.actions.0.t", float("nan")),
    "time Infinity": at("record.actions.0.t", float("inf")),
    "time 1e9": at("record.actions.2.t", 1e9),
    "time going back": at("record.actions.2.t", -1.0),
    "seat 7": at("record.actions.2.seat", 7),
    "seat -1": at("record.actions.2.seat", -1),
    "seat true": at("record.actions.2.seat", True),
    "another game's action": at("record.actions.2.action", {"kind": "pass_applause"}),
    "an action of no kind": at("record.actions.2.action", {"sides": 6}),
    "an unknown game": at("record.game", "chess"),
    "another game's id": at("record.game", "the-gig"),
    "a huge seed": at("record.seed", 10**30),
    "a seat name of 10,000 characters": at("seats.0.name", "x" * 10_000),
    "the record a list": at("record", []),
    "a list": lambda save: [save],
    "a string": lambda save: "roadie-save",
}
RAW: dict[str, bytes] = {
    "empty": b"",
    "binary": b"\x00\xff\xfe garbage",
    "deep nesting": b"[" * 200_000 + b"]" * 200_000,
    "nesting 40 deep": b'{"format": "roadie-save", "x": ' + b"[" * 40 + b"]" * 40 + b"}",
    "a 5,000-digit number": b'{"format": "roadie-save", "format_version": ' + b"9" * 5000 + b"}",
    "NaN": b"NaN",
    "1e999": b"[1e999]",
    "torn in half": json.dumps({"format": "roadie-save", "seats": []}).encode()[:20],
}
SPECIAL = ["a missing file", "a folder", "a FIFO", "/dev/zero", "a 40 MB file"]


def write_case(name: str, folder: Path) -> Path:
    """The file of corpus case *name* in *folder*."""
    path = folder / "case.roadie.json"
    if name in SAVES:
        path.write_text(json.dumps(SAVES[name](good_save())))
    elif name in RAW:
        path.write_bytes(RAW[name])
    elif name == "a folder":
        path.mkdir()
    elif name == "a FIFO":
        os.mkfifo(path)
    elif name == "/dev/zero":
        return Path("/dev/zero")
    elif name == "a 40 MB file":
        with path.open("wb") as handle:
            handle.truncate(40 * 1024 * 1024)
    return path


CASES = [*SAVES, *RAW, *SPECIAL]
POSIX_ONLY = {"a FIFO", "/dev/zero"}


def case_params() -> list[Any]:
    return [pytest.param(name, marks=pytest.mark.skipif(
        name in POSIX_ONLY and not hasattr(os, "mkfifo"), reason="POSIX files"))
        for name in CASES]


LOAD = """
import sys
from pathlib import Path
from roadie.core.errors import RecordError
from roadie.match.session import load_table
try:
    load_table(Path(sys.argv[1]))
except RecordError as exc:
    print(exc)
"""


@pytest.mark.parametrize("name", case_params())
def test_the_loaders_refuse_each_case_with_a_record_error(name: str, tmp_path: Path) -> None:
    path = write_case(name, tmp_path)
    if name in POSIX_ONLY:  # could hang or grow without end: a separate process with a limit
        done = subprocess.run([sys.executable, "-c", LOAD, str(path)], capture_output=True,
                              text=True, timeout=120, check=False)
        assert done.returncode == 0 and done.stdout.strip() and not done.stderr
        return
    with pytest.raises(RecordError) as refused:
        load_table(path)
    assert str(refused.value) and "Traceback" not in str(refused.value)


CONTINUE = """
from roadie.match.session import continue_table
table, reason = continue_table()
print(len(table.match.record.actions), reason is None)
"""


@pytest.mark.parametrize("name", case_params())
def test_continue_falls_back_to_the_backup_for_each_case(name: str, tmp_path: Path) -> None:
    autosave = folder() / "game.roadie"
    autosave.parent.mkdir(parents=True)
    backup = atomic.backup_of(autosave)
    backup.write_text(json.dumps(good_save()))
    case = write_case(name, tmp_path)
    if case.is_file() and case.stat().st_size < 2**20:
        autosave.write_bytes(case.read_bytes())
    elif case.exists() and name != "a missing file":
        os.symlink(case, autosave)
    if name in POSIX_ONLY:
        done = subprocess.run([sys.executable, "-c", CONTINUE], capture_output=True, text=True,
                              timeout=120, check=False)
        assert done.stdout.split() == ["3", "False"], done.stderr
        return
    table, reason = continue_table()
    assert len(table.match.record.actions) == 3
    assert (reason is None) == (name == "a missing file"), reason
    table.close()


@pytest.mark.parametrize("name", case_params())
def test_replay_gives_one_line_and_status_2(name: str, tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = write_case(name, tmp_path)
    if name in POSIX_ONLY:  # could hang or grow without end: a separate process with a limit
        done = subprocess.run([sys.executable, "-m", "roadie.cli", "replay", str(path)],
                              capture_output=True, text=True, timeout=120, check=False)
        code, out, err = done.returncode, done.stdout, done.stderr
    else:
        code = main(["replay", str(path)])
        out, err = capsys.readouterr()
    assert code == 2 and out == "" and "Traceback" not in err
    assert err.count("\n") == 1 and err.startswith("roadie: error:"), err


def test_replay_reads_a_save_wherever_its_format_key_sits(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = good_save()
    path = tmp_path / "moved.roadie.json"
    path.write_text(json.dumps({**{k: v for k, v in save.items() if k != "format"},
                                "format": "roadie-save"}, indent=2))
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["actions"] == 3


COMMAND_LINES = {
    "bench for ever": ["bench", "--seconds", "inf"],
    "bench NaN seconds": ["bench", "--seconds", "nan"],
    "bench no time": ["bench", "--seconds", "0"],
    "bench negative time": ["bench", "--seconds", "-1"],
    "players as an option": ["simulate", "gig-dice", "--players", "2", "--option", "players=abc"],
    "a number option true": ["simulate", "gig-dice", "--players", "2", "--option",
                             "turn_limit=true"],
    "a flag option yes": ["simulate", "the-gig", "--players", "2", "--option", "audience=yes"],
    "a fraction of a player": ["simulate", "gig-dice", "--players", "2.5"],
    "no players": ["simulate", "gig-dice"],
    "no command": ["--nope"],
    "an unknown command": ["play"],
    "games not a number": ["simulate", "gig-dice", "--players", "2", "--games", "abc"],
    "a huge seed": ["simulate", "gig-dice", "--players", "2", "--seed", "9" * 30],
    "records in /dev/null": ["simulate", "gig-dice", "--players", "2", "--records",
                             "/dev/null"],
}


@pytest.mark.parametrize("name", sorted(COMMAND_LINES))
def test_a_bad_command_line_is_one_line_and_status_2(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = COMMAND_LINES[name]
    if args[0] == "bench":  # could run for ever: a separate process with a limit
        done = subprocess.run([sys.executable, "-m", "roadie.cli", *args], capture_output=True,
                              text=True, timeout=120, check=False)
        code, out, err = done.returncode, done.stdout, done.stderr
    else:
        code = main(args)
        out, err = capsys.readouterr()
    assert code == 2 and out == "", out
    assert err.count("\n") == 1 and err.startswith("roadie: error:"), err


@pytest.mark.parametrize("where", ["a file", "under a file"])
def test_records_where_no_folder_can_be_are_one_line(
        where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("")
    folder = blocker if where == "a file" else blocker / "runs"
    code = main(["simulate", "gig-dice", "--players", "2", "--records", str(folder)])
    _out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and str(folder) in err


def test_records_on_a_full_disk_are_one_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", full)
    code = main(["simulate", "gig-dice", "--players", "2", "--records", str(tmp_path)])
    _out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "No space left" in err
    assert not list(tmp_path.iterdir())
