"""Kill -9 at random moments while a table autosaves: a loadable save every time.

Each round starts a separate Roadie process (``kill_child.py``) that continues the
autosave and plays on, autosaving after every action, and kills it with SIGKILL at a
random moment. Then start-up recovery runs and Continue must load a game, with no
temporary file left behind. The slow run kills 200 times:
``.venv/bin/python -m pytest tests/faults -m slow``.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest
from tests.faults.kill_child import slot as autosave_path

from roadie.match.session import LocalTable, continue_table, new_table
from roadie.storage.atomic import backup_of, temp_files
from roadie.storage.saves import SeatSpec, recover_save

CHILD = Path(__file__).with_name("kill_child.py")
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def kill_rounds(rounds: int, seed: int) -> Counter[str]:
    """Run *rounds* kill rounds; how each ended (the autosave as left, or what restored it)."""
    rng = random.Random(seed)
    outcomes: Counter[str] = Counter()
    for n in range(rounds):
        child = subprocess.Popen([sys.executable, str(CHILD), str(seed * 1000 + n)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line == "ready\n", child.communicate()[1]
        time.sleep(rng.uniform(0.0, 0.06))
        os.kill(child.pid, signal.SIGKILL)
        child.communicate()
        assert child.returncode == -signal.SIGKILL
        path = autosave_path()
        leftovers = bool(temp_files(path))
        restored = recover_save(path)
        outcomes[f"restored from {'.bak' if restored.endswith('.bak') else '.tmp'}"
                 if restored else "autosave intact"] += 1
        outcomes["temporary files cleaned up"] += leftovers
        assert path.exists() and not temp_files(path)
        table, damaged = continue_table(path=path)
        assert damaged is None, damaged
        table.close()
        outcomes["continued"] += 1
    return outcomes


def test_a_kill_at_any_moment_leaves_a_save_to_continue() -> None:
    outcomes = kill_rounds(6, seed=1)
    assert outcomes["continued"] == 6


@pytest.mark.slow
def test_two_hundred_kills_leave_a_save_to_continue_every_time() -> None:
    outcomes = kill_rounds(200, seed=2)
    print(dict(outcomes))
    assert outcomes["continued"] == 200


def test_a_missing_autosave_comes_back_from_a_complete_temporary_file() -> None:
    """A crash between the backup and the rename (old Roadie: the autosave moved away)."""
    path = autosave_path()
    table = new_gig()
    table.match.save(path)
    table.match.submit(table.match.active_seats()[0], {"kind": "add", "sides": 6})
    table.match.save(path)
    newest = path.read_bytes()
    path.replace(path.with_name(f".{path.name}.x1y2.tmp"))
    stale = path.with_name(f".{path.name}.half.tmp")
    stale.write_bytes(newest[:100])
    assert recover_save(path) == f".{path.name}.x1y2.tmp"
    assert path.read_bytes() == newest and not temp_files(path)
    assert backup_of(path).exists()


def test_a_missing_autosave_comes_back_from_its_backup() -> None:
    path = autosave_path()
    table = new_gig()
    table.match.save(path)
    table.match.save(path)
    path.unlink()
    assert recover_save(path) == backup_of(path).name
    continue_table()[0].close()


def new_gig() -> LocalTable:
    return new_table("gig-dice", {}, 3, [SeatSpec(name="Ann"), SeatSpec(name="Bo")])
