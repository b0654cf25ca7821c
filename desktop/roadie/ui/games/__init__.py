"""The boards of each game, imported only when a game of that kind starts."""

from __future__ import annotations

import importlib
from typing import Any

BOARDS: dict[str, str] = {"gig-dice": "roadie.ui.games.gig_dice.board",
                          "the-gig": "roadie.ui.games.the_gig.board",
                          "big-easy-busking": "roadie.ui.games.big_easy_busking.board"}
"""Games with a table on screen; others show as coming soon in the launcher."""


def make_board(game_id: str, *args: Any, **kwargs: Any) -> Any:
    """The board of *game_id* (a QObject with ``view``, ``message`` and ``describe``)."""
    module = importlib.import_module(BOARDS[game_id])
    return module.Board(*args, **kwargs)
