"""Golden playthroughs: fixed seeds must end on the recorded hashes.

A change to any rule, content file or the rng shows up here. When the change is
meant, refresh the data with ``ROADIE_UPDATE_GOLDEN=1 pytest tests/golden -k <game-id>``
and review the diff of ``<game-id>.json`` in the commit (one file per game).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from roadie import games
from roadie.bots.playout import play_random

HERE = Path(__file__).parent
SEEDS = (1, 2, 3)
UPDATE = os.environ.get("ROADIE_UPDATE_GOLDEN") == "1"


def playthroughs(game_id: str) -> dict[str, list[dict[str, object]]]:
    found: dict[str, list[dict[str, object]]] = {}
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


@pytest.mark.parametrize("game_id", games.available())
def test_golden_playthroughs(game_id: str) -> None:
    now = playthroughs(game_id)
    data = HERE / f"{game_id}.json"
    if UPDATE or not data.exists():
        data.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n")
        pytest.skip("golden data written")
    recorded = json.loads(data.read_text())
    changed = [key for key in now if recorded.get(key) != now[key]]
    assert not changed, f"playthroughs changed: {changed[:5]}"
    assert set(recorded) <= set(now), "a configuration disappeared"
