"""The table of Big Easy Busking: options, Royal Street, the songs, the bands and the Robot."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from roadie.core.clone import clone
from roadie.core.game import GameOptions, GameState
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking.content import Catalog, Crowd, Mood, catalog

ROUNDS = 3
CROWDS_PER_ROUND = (3, 4, 5)
BAND_START = 4
RESERVE_START = 3
ENERGY_SET = 15
ENERGY_SETS = 5
"""Sets of energy tokens in the box: one per player, the rest feed the solo Robot."""
MONEY_START = 3
MARKET_SIZE = 3
STANDARDS = 3

Step = Literal["finish", "return", "ability", "tip", "act"]
"""Where the current turn is: finishing, placing returned energy, the ability, tipping (which
also allows the action), or the action alone (first turn of a round)."""


class BuskingOptions(GameOptions):
    """Players 1-5 (1 is the solo game against a Robot) and the variants."""

    players: int = Field(ge=1, le=5)
    mardi_gras: bool = Field(default=False, title=_("options", "Mardi Gras variant"))
    difficulty: str = Field(default="medium", title=_("options", "Robot difficulty (solo)"))
    """Solo only: the id of a difficulty level of the content pack."""
    robot: str = Field(default="tin-pan-tina", title=_("options", "Robot card (solo)"))
    """Solo only: the id of the Robot card to play against."""
    first_player: int | None = Field(default=None, ge=0, le=4,
                                      title=_("options", "First player (seat, from 0)"))
    """The seat starting round 1 (multiplayer); ``None`` draws one at random."""
    colours: tuple[str, ...] = Field(default=(), max_length=5,
                                     title=_("options", "Player colours (by seat)"))
    """setup.players: the player-card colour each seat chose, from seat 0; seats not listed take
    the colours left, in the pack's order. Text such as ``"green, red"`` is read as a list."""

    @field_validator("colours", mode="before")
    @classmethod
    def _listed(cls, value: Any) -> Any:
        if isinstance(value, str):
            return tuple(c.strip() for c in value.split(",") if c.strip())
        return value

    @model_validator(mode="after")
    def _fits(self) -> BuskingOptions:
        if self.first_player is not None and self.first_player >= self.players:
            raise ValueError(f"first_player is a seat from 0 to {self.players - 1}")
        cat = catalog(self.content_pack)
        known = [p.colour for p in cat.pack.players]
        if len(self.colours) > self.players:
            raise ValueError(f"colours: one per seat, {self.players} at most")
        if len(set(self.colours)) != len(self.colours):
            raise ValueError("colours: each seat takes a different colour")
        if not set(self.colours) <= set(known):
            raise ValueError(f"colours are among {', '.join(known)}")
        if self.difficulty not in cat.difficulties:
            raise ValueError(f"difficulty is one of {', '.join(cat.difficulties)}")
        if self.robot not in cat.robots:
            raise ValueError(f"robot is one of {', '.join(cat.robots)}")
        return self

    def seat_colours(self) -> list[str]:
        """setup.players: each seat's colour, the chosen ones first, then the rest in order."""
        rest = [p.colour for p in catalog(self.content_pack).pack.players
                if p.colour not in self.colours]
        return [*self.colours, *rest][:self.players]


class Performance(BaseModel):
    """A song being played: the energy on it and the crowd (Royal Street position) it faces.

    Never changed once played (finishing it clears ``playing``), so copies of a state and the
    views share it."""

    model_config = ConfigDict(frozen=True)

    song: str
    crowd: int
    energy: int


class Busker(BaseModel):
    """One player's band, energy, money and songs."""

    colour: str
    band: list[int]
    """Energy on each band member, in band order."""
    reserve: int = RESERVE_START
    money: int = MONEY_START
    hand: list[str]
    """Songs in hand: only their owner sees them, the others see how many."""
    discard: list[str] = []
    """Finished songs, face down: only their owner sees them."""
    secret: list[str] = []
    """Songs in hand learnt blind from the top of the Hit Song deck and not played since: only
    their owner has ever seen them."""
    moods: list[str] = []
    """Mood tokens won."""
    passed: bool = False
    turns: int = 0
    """Turns begun this round."""
    last_turn: int = 0
    """When this player's last turn of the round ended (the table's turn clock)."""
    playing: Performance | None = None
    ledger: dict[str, int] = {}
    """Money gained (positive) or spent (negative), by source, for the score sheet."""


def copy_busker(b: Busker) -> Busker:
    """A copy of a band that shares nothing that changes."""
    return clone(b, band=b.band.copy(), hand=b.hand.copy(), discard=b.discard.copy(),
                 secret=b.secret.copy(), moods=b.moods.copy(), ledger=b.ledger.copy())


class Robot(BaseModel):
    """The solo opponent: its energy supply, money and Robot Song Deck."""

    card: str
    difficulty: str
    money: int
    supply: int = ENERGY_SET
    sets: int = 1
    """Sets of 15 energy it holds this round (its own and those taken from the box)."""
    deck: list[str]
    discard: list[str] = []
    moods: list[str] = []
    playing: Performance | None = None
    turns: int = 0
    """Turns taken this round."""
    ledger: dict[str, int] = {}


class StreetCrowd(BaseModel):
    """A crowd card in Royal Street with its mood token and everyone's energy on it.

    Never changed in place: a change puts a new one in its place (``table.add_energy``), so
    copies of a state and the views share the crowds."""

    model_config = ConfigDict(frozen=True)

    crowd: str
    mood: str | None
    """The id of the mood token on it (``None`` once paid out and the token is gone)."""
    energy: list[int]
    """Energy on the card per player, then the Robot's in the solo game."""


class Standard(BaseModel):
    """A Standard Song in Royal Street with its token and that token's current cost.

    Turning the token puts a new Standard in its place (``table.turn_token``), so copies of a
    state and the views share the Standards."""

    model_config = ConfigDict(frozen=True)

    song: str
    token: str
    cost: int


class Box(BaseModel):
    """What has left play: unused songs and tokens, scored crowds, mood tokens nobody won.

    Never changed in place: what goes into the box makes a new one (``table.into_box``), so
    copies of a state and the views share it."""

    model_config = ConfigDict(frozen=True)

    songs: list[str] = []
    crowds: list[str] = []
    moods: list[str] = []
    tokens: list[str] = []


class Turn(BaseModel):
    """The turn in progress."""

    seat: int
    step: Step = "act"
    returning: int = 0
    """Energy from the finished song still to go back onto band members."""
    ability: str | None = None
    """The finished Standard whose ability may be used now."""
    finished: str | None = None
    """The Standard finished this turn (it cannot be played again this turn)."""


class BuskingState(GameState):
    options: BuskingOptions
    round: int = 1
    buskers: list[Busker]
    robot: Robot | None = None
    street: list[StreetCrowd]
    crowd_deck: list[str]
    mood_pile: list[str]
    standards: list[Standard]
    market: list[str]
    hit_deck: list[str]
    box: Box
    turn: Turn
    clock: int = 0
    """Turns ended so far in the game."""
    over: bool = False

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> BuskingState:
        """A copy to play on without touching this one (what search makes for every playout):
        everything that changes is copied; the frozen options, crowds, Standards, performances
        and box are shared."""
        del memo
        bot = self.robot
        return clone(
            self, rng=clone(self.rng), buskers=[copy_busker(b) for b in self.buskers],
            robot=None if bot is None else clone(
                bot, deck=bot.deck.copy(), discard=bot.discard.copy(), moods=bot.moods.copy(),
                ledger=bot.ledger.copy()),
            street=self.street.copy(), crowd_deck=self.crowd_deck.copy(),
            mood_pile=self.mood_pile.copy(), standards=self.standards.copy(),
            market=self.market.copy(), hit_deck=self.hit_deck.copy(), turn=clone(self.turn))

    @property
    def cat(self) -> Catalog:
        return catalog(self.options.content_pack)

    @property
    def solo(self) -> bool:
        return self.robot is not None

    def crowd(self, index: int) -> Crowd:
        return self.cat.crowds[self.street[index].crowd]

    def crowd_mood(self, index: int) -> Mood:
        token = self.street[index].mood
        assert token is not None, "a crowd in play keeps its mood token"
        return self.cat.moods[token]

    def standard(self, song: str) -> Standard | None:
        return next((s for s in self.standards if s.song == song), None)

    def performances(self) -> list[Performance]:
        """Every song being played, by the players and the Robot."""
        found = [b.playing for b in self.buskers if b.playing is not None]
        if self.robot is not None and self.robot.playing is not None:
            found.append(self.robot.playing)
        return found

    def spare_sets(self) -> int:
        """solo.energy: energy sets left in the box (5, less the players' and the Robot's)."""
        held = self.robot.sets if self.robot is not None else 0
        return ENERGY_SETS - len(self.buskers) - held

    def in_play(self, song: str) -> bool:
        return any(p.song == song for p in self.performances())

    def free_standards(self, finished: str | None) -> list[Standard]:
        """turn.play.standard: Standards nobody is playing, but the one *finished* this turn."""
        playing = {p.song for p in self.performances()}
        return [s for s in self.standards if s.song != finished and s.song not in playing]
