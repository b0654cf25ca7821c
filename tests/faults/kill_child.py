"""A Roadie table that plays random legal actions and autosaves until it is killed.

Run by ``test_kill.py`` in a separate process: it continues the autosave as the app's
Continue does (a new game when there is none), prints ``ready`` and plays on.
"""

from __future__ import annotations

import sys
from pathlib import Path

from roadie.core.errors import RecordError
from roadie.core.rng import Rng
from roadie.match.session import continue_table, new_table
from roadie.storage.in_progress import folder
from roadie.storage.saves import SeatSpec


def slot() -> Path:
    """The game in progress the child plays and the test continues."""
    return folder() / "killed.roadie"


def table(seed: int):  # type: ignore[no-untyped-def]
    if slot().exists():
        try:
            return continue_table(path=slot())[0]
        except RecordError:
            pass
    return new_table("gig-dice", {}, seed, [SeatSpec(name="Ann"), SeatSpec(name="Bo")],
                     autosave=slot())


def main(seed: int) -> None:
    rng = Rng.from_seed(seed)
    match = table(seed).match
    print("ready", flush=True)
    while True:
        if match.is_over():
            match = new_table("gig-dice", {}, rng.randint(1, 10**6),
                              [SeatSpec(name="Ann"), SeatSpec(name="Bo")], autosave=slot()).match
        seat = match.active_seats()[0]
        match.submit(seat, rng.choice(match.legal_actions(seat)))


if __name__ == "__main__":
    main(int(sys.argv[1]))
