"""Kill -9 a host's match at random moments while it journals its autosave: read back,
the autosave holds every action a peer was told of, and at most the one in flight more.
The slow run kills 100 times: ``.venv/bin/python -m pytest tests/faults -m slow``."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from roadie.core.game import state_hash
from roadie.storage.journal import journal_path
from roadie.storage.saves import read_save

CHILD = Path(__file__).with_name("journal_child.py")
pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")


def kill_round(save: Path, seed: int, every: int, rng: random.Random) -> tuple[int, int]:
    """Kill the child at a random moment; the actions it last told of and those read back."""
    save.unlink(missing_ok=True)
    journal_path(save).unlink(missing_ok=True)
    child = subprocess.Popen([sys.executable, str(CHILD), str(save), str(seed), str(every)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline() == "ready\n", child.communicate()[1]
    time.sleep(rng.uniform(0.05, 0.4))
    os.kill(child.pid, signal.SIGKILL)
    out, _err = child.communicate()
    told = [json.loads(line) for line in out.splitlines() if line.endswith("}")]
    saved, state = read_save(save)
    if not told:
        return 0, len(saved.record.actions)
    last = told[-1]
    if saved.record.seed == last["seed"]:
        assert len(saved.record.actions) in (last["actions"], last["actions"] + 1)
        if len(saved.record.actions) == last["actions"]:
            assert state_hash(state) == last["hash"]
    else:  # killed as the next game began: the last one was told to its end and saved whole
        assert saved.record.seed == last["seed"] + 1 and len(saved.record.actions) <= 1
    return last["actions"], len(saved.record.actions)


@pytest.mark.parametrize("every", [250, 3])
def test_a_killed_host_loses_nothing_but_the_action_in_flight(tmp_path: Path,
                                                                every: int) -> None:
    rng = random.Random(every)
    rounds = [kill_round(tmp_path / "lan.roadie", n, every, rng) for n in range(4)]
    assert any(told > 0 for told, _saved in rounds)


@pytest.mark.slow
def test_a_hundred_kills(tmp_path: Path) -> None:
    rng = random.Random(100)
    rounds = [kill_round(tmp_path / "lan.roadie", n, rng.choice([3, 250]), rng)
              for n in range(100)]
    assert sum(told > 0 for told, _saved in rounds) > 80
