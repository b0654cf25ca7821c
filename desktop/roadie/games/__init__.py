"""The registry of games. Each game lives in its own package and never imports another."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from roadie.core.errors import OptionsError

if TYPE_CHECKING:
    from roadie.core.game import Game

GAME_IDS: tuple[str, ...] = ("gig-dice", "the-gig", "big-easy-busking", "rock-hard-1977")
"""Every game Roadie will play, in launcher order."""

_PACKAGES: dict[str, str] = {
    "gig-dice": "roadie.games.gig_dice",
    "big-easy-busking": "roadie.games.big_easy_busking",
    "the-gig": "roadie.games.the_gig",
}
"""The games playable in this build, by id."""


def available() -> list[str]:
    """Ids of the games this build can play."""
    return [g for g in GAME_IDS if g in _PACKAGES]


def get(game_id: str) -> Game[Any, Any, Any]:
    """The game with this id; OptionsError with a readable line otherwise."""
    if game_id not in _PACKAGES:
        if game_id in GAME_IDS:
            raise OptionsError(f"{game_id} is not playable in this build yet")
        raise OptionsError(f"unknown game {game_id!r}; games: {', '.join(available())}")
    module = importlib.import_module(_PACKAGES[game_id])
    game: Game[Any, Any, Any] = module.GAME
    return game
