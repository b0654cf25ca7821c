"""Golden playthroughs: fixed seeds must end on the recorded hashes.

A change to any rule, content file or the rng shows up here. When the change is
meant, refresh the data with ``ROADIE_UPDATE_GOLDEN=1 pytest tests/golden`` and
review the diff of ``golden.json`` in the commit.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from roadie import games
from roadie.bots.playout import play_random

DATA = Path(__file__).with_name("golden.json")
SEEDS = (1, 2, 3)
UPDATE = os.environ.get("ROADIE_UPDATE_GOLDEN") == "1"


def playthroughs() -> dict[str, list[dict[str, object]]]:
    found: dict[str, list[dict[str, object]]] = {}
    for game_id in games.available():
        game = games.get(game_id)
        for config in game.test_configurations():
            key = f"{game_id} " + json.dumps(config, sort_keys=True)
            options = game.options_from_dict(config)
            found[key] = []
            for seed in SEEDS:
                result, _, _ = play_random(game, options, seed)
                found[key].append({"seed": seed, "actions": result.actions,
                                   "scores": result.scores, "hash": result.hash})
    return found


def test_golden_playthroughs() -> None:
    now = playthroughs()
    if UPDATE or not DATA.exists():
        DATA.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n")
        pytest.skip("golden data written")
    recorded = json.loads(DATA.read_text())
    changed = [key for key in now if recorded.get(key) != now[key]]
    assert not changed, f"playthroughs changed: {changed[:5]}"
    assert set(recorded) <= set(now), "a configuration disappeared"
