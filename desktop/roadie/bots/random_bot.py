"""Bots and their levels. A bot sees what its seat sees, nothing more.

A bot gets its seat's view and legal actions, never the state, and returns one
of those actions. It keeps its own seeded rng, so a game with bots replays.
"""

from __future__ import annotations

from typing import Any, Protocol

from roadie.core.rng import Rng


class Bot(Protocol):
    """Chooses one of *legal* from what its seat sees (*view*)."""

    level: str

    def choose(self, view: Any, legal: list[Any]) -> Any: ...


class RandomBot:
    """Plays a random legal action; deterministic for a given seed.

    It draws a kind of action first, then one action of that kind, so that a kind
    with many variants (adjusting any die by any amount) does not crowd out the
    rest: ending a turn stays as likely as any other kind of move. Decisions the
    people at the table keep for themselves (``people_only``) it leaves alone
    unless nothing else is legal.
    """

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        del view
        kinds: dict[str, list[Any]] = {}
        for action in [a for a in legal if not getattr(a, "people_only", False)] or legal:
            kinds.setdefault(str(getattr(action, "kind", type(action).__name__)), []).append(action)
        return self.rng.choice(kinds[self.rng.choice(list(kinds))])


def make_bot(level: str, seed: int) -> Bot:
    """A bot of the given level (see :data:`roadie.bots.level_info.LEVEL_INFO`)."""
    from roadie.bots.level_info import LEVEL_INFO
    from roadie.bots.levels import LevelBot

    if level not in LEVEL_INFO:
        raise ValueError(f"no bot level {level!r}")
    return RandomBot(seed) if level == "random" else LevelBot(level, seed)
