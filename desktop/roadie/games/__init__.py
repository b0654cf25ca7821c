"""The registry of games: one table says what each game is and where its parts live.

The launcher, ``roadie games``, the installer spec, mypy and the translation
extractor all read :data:`REGISTRY`; listing the games imports none of their rules
or content. Each game lives in its own package and never imports another.
"""

from __future__ import annotations

import importlib
from dataclasses import asdict, dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from roadie.core.errors import OptionsError
from roadie.core.text import QT_TRANSLATE_NOOP as _

if TYPE_CHECKING:
    from roadie.core.game import Game, GameInfo


@dataclass(frozen=True)
class About:
    """What the launcher says of a game (plain values: listing games needs no pydantic)."""

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    solo: bool = False
    scored: bool = True


@dataclass(frozen=True)
class Entry:
    """One game: what the launcher shows, and the modules that play it."""

    about: About
    package: str | None
    """The rules package (``None``: not playable in this build yet)."""
    board: str | None
    """The module holding its table's ``Board`` (``None``: no table yet)."""
    content_context: str | None = None
    """The translation context its table shows content-pack texts under."""

    @property
    def id(self) -> str:
        return self.about.id

    @property
    def playable(self) -> bool:
        return self.package is not None and self.board is not None

    @cached_property
    def info(self) -> GameInfo:
        """The game's :class:`~roadie.core.game.GameInfo` (its rules package uses this one)."""
        from roadie.core.game import GameInfo

        return GameInfo(**asdict(self.about))


REGISTRY: tuple[Entry, ...] = (
    Entry(About(id="gig-dice", title=_("games", "Gig dice"),
                   pitch=_("games", "A companion for the Gig card game: a shared tray of Gig dice "
                                    "that rolls, adjusts, sets, swaps and steals by section 6. "
                                    "Turns and the end of the session are Roadie's own; the card "
                                    "game decides who wins."),
                   min_players=2, max_players=4, scored=False),
          "roadie.games.gig_dice", "roadie.ui.games.gig_dice.board"),
    Entry(About(id="the-gig", title=_("games", "The Gig"),
                   pitch=_("games", "Race to place dice on the song in real time, then turn your "
                                    "grooves into a solo."),
                   min_players=2, max_players=4, solo=True),
          "roadie.games.the_gig", "roadie.ui.games.the_gig.board", "TheGigContent"),
    Entry(About(id="big-easy-busking", title=_("games", "Big Easy Busking"),
                   pitch=_("games", "Street bands compete for New Orleans crowds over three "
                                    "rounds: play songs in the crowd's mood, tip your band, and "
                                    "collect the most money."),
                   min_players=2, max_players=5, solo=True),
          "roadie.games.big_easy_busking", "roadie.ui.games.big_easy_busking.board",
          "BuskingContent"),
    Entry(About(id="rock-hard-1977", title=_("games", "Rock Hard: 1977"),
                   pitch=_("games", "Live the life of a late-70s rock artist: rehearse, gig, "
                                    "record and chase 50 Fame."),
                   min_players=2, max_players=5),
          "roadie.games.rock_hard_1977", None),
)
"""Every game Roadie plays or will play, in launcher order."""

ENTRIES: dict[str, Entry] = {e.id: e for e in REGISTRY}
GAME_IDS: tuple[str, ...] = tuple(ENTRIES)


def entry(game_id: str) -> Entry:
    """The registry entry of *game_id*; OptionsError with a readable line otherwise."""
    if game_id not in ENTRIES:
        raise OptionsError(f"unknown game {game_id!r}; games: {', '.join(available())}")
    return ENTRIES[game_id]


def available() -> list[str]:
    """Ids of the games whose rules this build has."""
    return [e.id for e in REGISTRY if e.package is not None]


def get(game_id: str) -> Game[Any, Any, Any]:
    """The game with this id; OptionsError with a readable line otherwise."""
    package = entry(game_id).package
    if package is None:
        raise OptionsError(f"{game_id} is not playable in this build yet")
    game: Game[Any, Any, Any] = importlib.import_module(package).GAME
    return game
