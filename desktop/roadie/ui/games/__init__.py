"""The boards of each game, imported only when a game of that kind starts."""

from __future__ import annotations

import importlib
from typing import Any

from roadie import games


def make_board(game_id: str, *args: Any, **kwargs: Any) -> Any:
    """The board of *game_id* (a QObject with ``view``, ``message`` and ``logged``)."""
    board = games.entry(game_id).board
    if board is None:
        raise ValueError(f"{game_id} has no table yet")
    return importlib.import_module(board).Board(*args, **kwargs)
