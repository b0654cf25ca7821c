"""The bot levels as the launcher offers them: names, titles and one-line descriptions.

Kept apart from the bots themselves so that the launcher can list them before the games load.
"""

from __future__ import annotations

from dataclasses import dataclass

from roadie.core.text import QT_TRANSLATE_NOOP as _


@dataclass(frozen=True)
class Level:
    """A bot level as the launcher offers it."""

    name: str
    title: str
    description: str
    games: tuple[str, ...] | None = None
    """The games it plays as described (None: every game)."""


STRATEGIC = ("the-gig", "big-easy-busking", "rock-hard-1977")
"""The games whose bots play a strategy; elsewhere every bot plays at random."""

LEVEL_INFO: dict[str, Level] = {level.name: level for level in (
    Level("easy", _("bots", "Easy"),
          _("bots", "Sensible moves with a beginner's mistakes; slow to re-roll."), STRATEGIC),
    Level("normal", _("bots", "Normal"),
          _("bots", "Plays the obvious strategy well, at a steady human pace."), STRATEGIC),
    Level("hard", _("bots", "Hard"),
          _("bots", "Looks ahead over many possible deals before each move."),
          ("the-gig", "big-easy-busking", "rock-hard-1977")),
    Level("random", _("bots", "Random"),
          _("bots", "Any legal move, chosen at random.")),
)}
"""The levels in the order the launcher lists them."""


def levels_for(game_id: str) -> list[Level]:
    """The levels a seat of *game_id* may choose, in launcher order."""
    return [lv for lv in LEVEL_INFO.values() if lv.games is None or game_id in lv.games]
