"""Big Easy Busking: buskers compete for New Orleans crowds over three rounds.

The content pack lives in ``content.py``; the rules core in ``rules.py`` (with ``abilities.py``
and the solo ``robot.py``), the score sheet in ``scoring.py`` and what seats see in ``views.py``.
"""

from roadie.games.big_easy_busking import rulebook as _rulebook  # noqa: F401 - registers the rules
from roadie.games.big_easy_busking.game import GAME

__all__ = ["GAME"]
