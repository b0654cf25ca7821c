"""The Gig: real-time dice placement on a song, solos, and an Audience to win over."""

from roadie.games.the_gig import rulebook as _rulebook  # noqa: F401 - registers the rules
from roadie.games.the_gig.game import GAME

__all__ = ["GAME"]
