"""Rock Hard: 1977: a band's life over nine months, from April to December 1977.

Content in ``content.py``; setup steps in ``setup.py``; rounds, candy and Clean-Up in
``rounds.py``; spaces, hang outs and sets in ``spaces.py``; the effect vocabulary, perks, goals
and bonuses in ``effects.py``; what seats see in ``views.py`` and ``hidden.py``.
"""

from roadie.games.rock_hard_1977 import rulebook as _rulebook  # noqa: F401 - registers the rules
from roadie.games.rock_hard_1977.game import GAME

__all__ = ["GAME"]
