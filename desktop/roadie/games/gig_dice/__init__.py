"""Gig dice (rulebook section 6) as a companion table."""

from roadie.games.gig_dice import rulebook as _rulebook  # noqa: F401 - registers the rules
from roadie.games.gig_dice.game import GAME

__all__ = ["GAME"]
