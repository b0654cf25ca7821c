"""Guided first games: a fixed-seed opening against a gentle bot, taught one step at a time.

Each game's module here holds its :data:`GUIDE`: the seed, the seats and the steps. A step
asks the player to do one thing, names the kind of action that does it (matched against the
player's own actions as the table client reports them, never the game's state), says why it
matters once done and cites the rule it teaches. :mod:`.runner` shows the steps at the table.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

MODULES = {
    "gig-dice": "gig_dice",
    "the-gig": "the_gig",
    "big-easy-busking": "big_easy_busking",
    "rock-hard-1977": "rock_hard_1977",
}
"""Each game's guide module in this package."""

CONTEXT = "guided"
"""The translation context of every guide text."""


@dataclass(frozen=True)
class Do:
    """An action the player is asked to take: its ``kind`` and, optionally, field values."""

    kind: str
    fields: tuple[tuple[str, Any], ...] = ()

    def matches(self, action: Any) -> bool:
        """Whether *action* is one this asks for."""
        return getattr(action, "kind", None) == self.kind and all(
            getattr(action, name, object()) == value for name, value in self.fields)


@dataclass(frozen=True)
class Step:
    """One concept: what to do, the action that does it, why it matters, and its rule."""

    ask: str
    do: Do
    why: str
    rule_id: str
    times: int = 1
    """How many such actions finish the step."""
    hold_bots: bool = False
    """The bots wait while the step is asked (a real-time race the player is learning)."""
    targets: bool = False
    """The places to drop on are ringed too, not only the pieces to move."""


@dataclass(frozen=True)
class Guide:
    """A game's guided first game."""

    seed: int
    steps: tuple[Step, ...]
    handover: str
    """Said when the guide hands over to free play."""
    level: str = "easy"
    """The bot's level."""
    options: tuple[tuple[str, Any], ...] = ()


def has_guide(game_id: str) -> bool:
    """Whether *game_id* has a guided first game."""
    return game_id in MODULES


def guide_of(game_id: str) -> Guide:
    """The guided first game of *game_id* (KeyError when it has none)."""
    module = importlib.import_module(f"{__name__}.{MODULES[game_id]}")
    guide: Guide = module.GUIDE
    return guide
