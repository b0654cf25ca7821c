"""A host's match that autosaves inline (a journal line an action) until it is killed.

Run by ``test_kill_journal.py`` in a separate process: ``journal_child.py SAVE SEED EVERY``
plays random legal actions of Big Easy Busking at *SAVE*, writing the save whole every
*EVERY* actions, and after each action prints what a peer would then be told (the game's
seed, its count of actions and the state's hash), as the host answers only after the
autosave.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from roadie import games
from roadie.match import match as match_module
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec


def main(path: Path, seed: int, every: int) -> None:
    match_module.WHOLE_SAVE_EVERY = every
    game, rng = games.get("big-easy-busking"), random.Random(seed)
    told_ready = False
    while True:
        seed += 1
        seats = [SeatSpec(name=f"P{i}", kind="remote") for i in range(4)]
        match = Match(game, game.make_options(4), seed, seats, autosave=path)
        match.save(path)
        if not told_ready:  # serving from here on: its save is on the disk
            print("ready", flush=True)
            told_ready = True
        while not match.is_over():
            seat = match.active_seats()[0]
            match.submit(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))
            print(json.dumps({"seed": seed, "actions": len(match.record.actions),
                              "hash": match.hash()}), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
