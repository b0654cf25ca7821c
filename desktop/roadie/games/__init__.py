"""The registry of games: one table says what each game is and where its parts live.

The launcher, ``roadie games``, the installer spec, mypy and the translation
extractor all read :data:`REGISTRY`; listing the games imports none of their rules
or content. Each game lives in its own package and never imports another.
"""

from __future__ import annotations

import importlib
from dataclasses import asdict, dataclass, field
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
    unit: str = "points"
    """What a score counts: ``points``, ``dollars`` or ``fame``."""


@dataclass(frozen=True)
class Option:
    """One of a game's options as the launcher offers it: a plain copy of a field of the game's
    options model (a test holds the two equal), so the launcher needs no pydantic to show it."""

    name: str
    title: str
    default: Any
    kind: type
    """bool, int, float, str or tuple."""
    values: tuple[Any, ...] = ()
    """The values it may take, where the model lists them (a ``Literal``)."""
    optional: bool = False
    """It may be left unset (``None``)."""
    low: float | None = None
    high: float | None = None
    from_content: bool = False
    """The content pack decides its values (the game's ``option_choices``)."""
    labels: tuple[str, ...] = field(default=(), compare=False)
    """What the launcher shows for each of *values*, in order (translated under "options")."""
    tip: str = field(default="", compare=False)
    """What the option does, in a sentence (its tooltip; translated under "options")."""
    solo: bool = field(default=False, compare=False)
    """It applies only to a solo game (the launcher hides it when more seats play)."""
    always: tuple[int, ...] = field(default=(), compare=False)
    """The player counts that always play with it (a yes/no option the launcher shows ticked
    and fixed for them)."""


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
    options: tuple[Option, ...] = ()
    """Its options besides the players and the content pack, in the model's order."""

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
          "roadie.games.gig_dice", "roadie.ui.games.gig_dice.board",
          options=(Option("turn_limit", _("options", "End after this many rounds"), None, int,
                          optional=True, low=1, high=200,
                          tip=_("options", "Roadie ends the session after this many rounds; "
                                           "with no limit, you stop when you like.")),
                   Option("max_dice", _("options", "Dice per area"), 12, int, low=1, high=30,
                          tip=_("options", "The most dice an area of the tray holds.")))),
    Entry(About(id="the-gig", title=_("games", "The Gig"),
                   pitch=_("games", "Race to place dice on the song in real time, then turn your "
                                    "grooves into a solo."),
                   min_players=2, max_players=4, solo=True),
          "roadie.games.the_gig", "roadie.ui.games.the_gig.board", "TheGigContent",
          (Option("audience", _("options", "Audience cards"), False, bool,
                  tip=_("options", "Play with the Audience cards: take them after each song "
                                   "for points and symbols.")),
           Option("turn_based", _("options", "Turn-based rules"), False, bool,
                  tip=_("options", "Place dice in turns by Initiative instead of all at once "
                                   "in real time.")),
           Option("set_list", _("options", "Set list"), None, str, optional=True,
                  from_content=True,
                  tip=_("options", "The Set List card side to play: its six songs in order. "
                                   "Random picks one for your player count.")),
           Option("clash_window", _("options", "Clash window (seconds)"), 0.4, float,
                  low=0.0, high=3.0,
                  tip=_("options", "Two players who grab the same space within this many "
                                   "seconds of each other clash.")),
           Option("timer", _("options", "Showdown timer (solo)"), 0, int, (0, 30, 40),
                  labels=(_("options", "Off"), _("options", "30 seconds"),
                          _("options", "40 seconds")),
                  tip=_("options", "The Showdown's timed rules: you stop rolling when the "
                                   "timer runs out."), solo=True),
           Option("difficulty", _("options", "Showdown difficulty (solo)"), "normal", str,
                  ("normal", "hard", "expert"),
                  labels=(_("options", "Normal"), _("options", "Hard"), _("options", "Expert")),
                  tip=_("options", "Difficulty balancing: The Challenger starts with a head "
                                   "start of 20 points (Hard) or 30 points (Expert)."),
                  solo=True),
           Option("instruments", _("options", "Instruments (by seat)"), (), tuple,
                  from_content=True,
                  tip=_("options", "The Instrument Board you play; Random deals you one of "
                                   "the boards nobody chose.")))),
    Entry(About(id="big-easy-busking", title=_("games", "Big Easy Busking"),
                   pitch=_("games", "Street bands compete for New Orleans crowds over three "
                                    "rounds: play songs in the crowd's mood, tip your band, and "
                                    "collect the most money."),
                   min_players=2, max_players=5, solo=True, unit="dollars"),
          "roadie.games.big_easy_busking", "roadie.ui.games.big_easy_busking.board",
          "BuskingContent",
          (Option("mardi_gras", _("options", "Mardi Gras variant"), False, bool,
                  tip=_("options", "The Mardi Gras variant of the rulebook.")),
           Option("difficulty", _("options", "Robot difficulty (solo)"), "medium", str,
                  from_content=True,
                  tip=_("options", "The Robot's difficulty card: its money at the start, its "
                                   "pay for a matched mood, its closing turns."), solo=True),
           Option("robot", _("options", "Robot card (solo)"), "tin-pan-tina", str,
                  from_content=True,
                  tip=_("options", "The Robot card you play against: how it picks and plays "
                                   "its songs."), solo=True),
           Option("first_player", _("options", "First player (seat, from 0)"), None, int,
                  optional=True, low=0, high=4,
                  tip=_("options", "Who takes the first turn; random as the rulebook says.")),
           Option("colours", _("options", "Player colours (by seat)"), (), tuple,
                  from_content=True))),
    Entry(About(id="rock-hard-1977", title=_("games", "Rock Hard: 1977"),
                   pitch=_("games", "Live the life of a late-70s rock artist: rehearse, gig, "
                                    "record and chase 50 Fame."),
                   min_players=2, max_players=5, unit="fame"),
          "roadie.games.rock_hard_1977", "roadie.ui.games.rock_hard_1977.board",
          "RockHardContent",
          options=(Option("rising_star", _("options", "Rising Star (3 players)"), False, bool,
                          tip=_("options", "Play a three-player game with the Rising Star (a "
                                           "two-player game always has it)."), always=(2,)),
                   Option("first_player", _("options", "First player (seat, from 0)"), None, int,
                          optional=True, low=0, high=4,
                          tip=_("options", "Who takes the first turn; random as the "
                                           "rulebook says.")),
                   Option("abilities", _("options", "Unique abilities"), True, bool,
                          tip=_("options", "Play with the Managers' and characters' unique "
                                           "abilities; untick for a first game (the "
                                           "rulebook's tip).")),
                   Option("candy", _("options", "Candy"), True, bool,
                          tip=_("options", "Play with Candy; untick for a first game: cards' "
                                           "Candy parts are ignored, and with abilities Eric "
                                           "Fairchild and Kimmy Kim are left out.")))))
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


def content_labels(game_id: str, name: str) -> dict[Any, tuple[str, ...]]:
    """What the cards print for each value a content pack offers for an option (untranslated):
    a difficulty's, a Robot's or an instrument's name; a set list's card and side, player count
    and first song.
    Loads the game's content: call it only where :meth:`Game.option_choices` is called."""
    if game_id == "big-easy-busking" and name in ("difficulty", "robot"):
        from roadie.games.big_easy_busking.content import catalog

        cat = catalog("standard")
        named = cat.difficulties if name == "difficulty" else cat.robots
        return {key: (card.name,) for key, card in named.items()}
    if game_id == "the-gig" and name == "set_list":
        from roadie.games.the_gig.content import load

        pack = load()
        titles = {song.id: song.title for song in pack.songs}
        return {s.id: (f"{s.card}{s.side}", s.players.value, titles[s.songs[0]])
                for s in pack.set_lists}
    if game_id == "the-gig" and name == "instruments":
        from roadie.games.the_gig.content import load

        return {i.id: (i.name,) for i in load().instruments}
    return {}
