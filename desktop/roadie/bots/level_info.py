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


LEVEL_INFO: dict[str, Level] = {level.name: level for level in (
    Level("easy", _("bots", "Easy"),
          _("bots", "Sensible moves with a beginner's mistakes; slow to re-roll.")),
    Level("normal", _("bots", "Normal"),
          _("bots", "Plays the obvious strategy well, at a steady human pace.")),
    Level("hard", _("bots", "Hard"),
          _("bots", "Looks ahead over many possible deals before each move.")),
    Level("random", _("bots", "Random"),
          _("bots", "Any legal move at random (for testing).")),
)}
"""The levels in the order the launcher lists them."""
