"""Golden playthroughs: fixed seeds must end on the recorded hashes.

A change to any rule, content file or the rng shows up here. The first steps of
each configuration's first seed are kept readable (who did what, then who acts
and the scores), so a diff shows where play parted from the recording. When the change is
meant, refresh the data with ``ROADIE_UPDATE_GOLDEN=1 pytest tests/golden -k <game-id>``
and review the diff of ``<game-id>.json`` in the commit (one file per game).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from roadie import games
from roadie.bots.playout import play_random
from roadie.core.game import Game
from roadie.core.record import GameRecord

HERE = Path(__file__).parent
SEEDS = (1, 2, 3)
STEPS = 30
"""Readable steps kept of each configuration's first seed."""
UPDATE = os.environ.get("ROADIE_UPDATE_GOLDEN") == "1"


def playthroughs(game_id: str) -> dict[str, list[dict[str, object]]]:
    found: dict[str, list[dict[str, object]]] = {}
    game = games.get(game_id)
    for config in game.test_configurations():
        key = f"{game_id} " + json.dumps(config, sort_keys=True)
        options = game.options_from_dict(config)
        found[key] = []
        for seed in SEEDS:
            result, _, record = play_random(game, options, seed, record=seed == SEEDS[0])
            found[key].append({"seed": seed, "actions": result.actions,
                               "scores": result.scores, "hash": result.hash})
            if record is not None:
                found[key][-1]["steps"] = readable_steps(game, record)
    return found


def readable_steps(game: Game[Any, Any, Any], record: GameRecord) -> list[str]:
    """``seat N: kind field=value … -> acting [..] scores [..]`` for the first steps."""
    state = game.setup(game.options_from_dict(record.options), record.seed)
    lines = []
    for step in record.actions[:STEPS]:
        action = game.parse_action(step.action)
        game.apply(state, step.seat, action)
        fields = action.model_dump(mode="json", exclude={"kind", "t"}, exclude_defaults=True)
        pairs = [f"{k}={json.dumps(v)}" for k, v in sorted(fields.items())]
        shown = " ".join([action.kind, *pairs])
        lines.append(f"seat {step.seat}: {shown} -> acting {game.active_seats(state)} "
                     f"scores {game.score(state).totals}")
    return lines


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
