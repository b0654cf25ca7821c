"""The table of Rock Hard: 1977: options, players' amplifiers and cards, the board and the decks."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from roadie.core.clone import clone, made_of, set_fields_set
from roadie.core.game import GameOptions, GameState
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977.content import Catalog, Effect, Perk, Side, catalog

ROUNDS = 9
FAME_END = 50
STAT_MAX = 11
STAT_START = 2
MAX_CREW = 3
RISING_STAR = -1
"""The Rising Star's 'seat' on a space."""

Stage = Literal["draft", "prep", "day", "night", "after_hours", "over"]


class RockHardOptions(GameOptions):
    """2-5 players; the Rising Star plays in every 2-player game and optionally with 3. The
    rulebook's beginner variants: no unique abilities (``abilities``), no Candy (``candy``)."""

    players: int = Field(ge=2, le=5)
    rising_star: bool = Field(default=False, title=_("options", "Rising Star (3 players)"))
    first_player: int | None = Field(default=None, ge=0, le=4,
                                     title=_("options", "First player (seat, from 0)"))
    abilities: bool = Field(default=True, title=_("options", "Unique abilities"))
    candy: bool = Field(default=True, title=_("options", "Candy"))

    @model_validator(mode="after")
    def _fits(self) -> RockHardOptions:
        if self.rising_star and self.players > 3:
            raise ValueError("the Rising Star plays only with 2 or 3 players")
        if self.first_player is not None and self.first_player >= self.players:
            raise ValueError(f"first_player is a seat from 0 to {self.players - 1}")
        return self

    @property
    def side(self) -> Side:
        return "2-3" if self.players <= 3 else "4-5"

    @property
    def with_rising_star(self) -> bool:
        return self.players == 2 or self.rising_star


CANDY_CHARACTERS = ("eric-fairchild", "kimmy-kim")
"""variants.candy: left out of a game without Candy that plays with abilities."""
CANDY_MEASURES = frozenset({"candy", "craving", "candy-eaten", "low_sugar"})
"""variants.candy: what a card about Candy gives, takes or counts."""


class Kept(BaseModel):
    """A Bud's card kept face up: its perk works once, from ``from_round`` on (never changed;
    copies of a state share it)."""

    model_config = ConfigDict(frozen=True)

    card: str
    perk: Perk
    from_round: int


class Plain(BaseModel):
    """A model the rules change field by field, many times an action: assignment writes the
    field as pydantic's does (no validation, counted as set) without its handler look-up."""

    def __setattr__(self, name: str, value: Any) -> None:
        fields_set = self.__pydantic_fields_set__
        if name in fields_set:  # most writes: a field set before
            self.__dict__[name] = value
        elif name in type(self).__pydantic_fields__:
            self.__dict__[name] = value
            set_fields_set(self, fields_set | {name})  # never in place: copies share the set
        else:
            super().__setattr__(name, value)  # pydantic's error for a name that is no field


@dataclass(slots=True)
class Player:
    """A seat's amplifier and cards. A plain slotted dataclass, not a model: the rules read and
    set its fields many times an action (pydantic validates, dumps and hashes it the same)."""

    character: str = ""
    manager: str = ""
    job: str | None = None
    chops: int = STAT_START
    reputation: int = STAT_START
    songs: int = STAT_START
    fame: int = 0
    money: int = 1
    candy: int = 1
    crew: int = 0
    craving: int = 0
    low_sugar: bool = False
    royalty: int = 0
    demo: bool = False
    deal: bool = False
    missed: int = 0
    tokens: int = 0
    """Ability tokens left on the character board."""
    gifts: int = 0
    """Sapphire tokens received and not yet used (an extra action each)."""
    life: list[str] = field(default_factory=list)
    """Life Experience cards (starting and Hang Out), in the order gained."""
    sets: list[list[str]] = field(default_factory=list)
    """Cards grouped into scored sets."""
    kept: list[Kept] = field(default_factory=list)
    goals: list[str] = field(default_factory=list)
    scored_goals: list[str] = field(default_factory=list)
    returned: list[str] = field(default_factory=list)
    """Cards this player drew and returned to the box (only they know which)."""
    offer: list[str] = field(default_factory=list)
    """Cards drawn in the current draft step, to keep some of."""
    shift: Literal["day", "night", "after_hours"] | None = None
    """This round's shift of a variable-shift Job."""
    worked: bool = False
    recovering: bool = False
    """Sent to Recover in Clean-Up: no Day actions next round."""
    tally: dict[str, int] = field(default_factory=dict)
    """How often the player did what goals and bonuses count (gigs, hang outs, hires...)."""
    used: list[str] = field(default_factory=list)
    """Once-a-round perks used this round."""
    ledger: dict[str, int] = field(default_factory=dict)
    """Fame by source, for the score sheet."""


class Pending(BaseModel):
    """A decision the rules wait for: a slash, an optional trade, a set, a gift."""

    seat: int
    kind: Literal["choose", "trade", "set", "gift"]
    options: list[list[Effect]] = []
    sets: list[list[str]] = []


@dataclass(slots=True)
class Turn:
    """The turn in progress in an action phase. A plain slotted dataclass, not a model: the
    rules read and set it many times an action (pydantic validates, dumps and hashes it the
    same; a seat's view shows it as a :class:`TurnView`)."""

    seat: int
    actions: int = 1
    acted: int = 0
    candy: bool = False
    bed: bool = False
    groups: list[str] = field(default_factory=list)
    """Kinds of action taken this phase (Anytime actions may repeat)."""
    at: str | None = None
    """The space the standee stands on now (left when taking another action)."""


class RockHardState(GameState, Plain):
    options: RockHardOptions
    stage: Stage = "draft"
    draft: Literal["character", "goals", "job", "manager", "done"] = "character"
    round: int = 1
    players: list[Player]
    order: list[int]
    """Turn order for this round."""
    turn_index: int = 0
    turn: Turn | None = None
    queue: list[Effect] = Field(default_factory=list)
    """Effects still to resolve for the acting seat."""
    pending: Pending | None = None
    standees: dict[str, list[int]] = Field(default_factory=dict)
    """Space -> who stands there, left to right (latest push arrival leftmost)."""
    bonuses: list[str] = Field(default_factory=list)
    awards: dict[str, list[int]] = Field(default_factory=dict)
    """Bonus -> seats that achieved it, in order (when-achieved bonuses)."""
    character_deck: list[str] = Field(default_factory=list)
    goal_deck: list[str] = Field(default_factory=list)
    job_deck: list[str] = Field(default_factory=list)
    managers_offered: list[str] = Field(default_factory=list)
    event_deck: list[str] = Field(default_factory=list)
    event: str | None = None
    events_seen: list[str] = Field(default_factory=list)
    gig_stack: list[str] = Field(default_factory=list)
    gig: str | None = None
    sugar_deck: list[str] = Field(default_factory=list)
    sugar_used: list[str] = Field(default_factory=list)
    hangout_decks: dict[str, list[str]] = Field(default_factory=dict)
    hangout_discards: dict[str, list[str]] = Field(default_factory=dict)
    hot: dict[str, int] = Field(default_factory=dict)
    """Hang Out -> its Hot Hang Out token this round."""
    rolls: list[int] = Field(default_factory=list)
    """The die rolls of the latest action (what the die on the table showed)."""
    box: list[str] = Field(default_factory=list)
    """Cards out of the game and known to everyone (used Random Gigs, unused bonuses)."""

    @field_validator("turn", mode="before")
    @classmethod
    def _turn_of_view(cls, value: Any) -> Any:
        """A view's turn (a model of the same fields) makes the state's turn."""
        return value.model_dump() if isinstance(value, BaseModel) else value

    @cached_property
    def cat(self) -> Catalog:
        """The content pack's catalog (kept beside the fields, read a dozen times an action;
        pydantic neither saves nor compares it, and copies share it)."""
        return catalog(self.options.content_pack)

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> RockHardState:
        """A copy to play on without touching this one (what search makes for every trial):
        every list and dict is copied; the frozen options, kept cards and content effects,
        and the sets of set fields (never changed in place), are shared."""
        del memo
        v = self.__dict__.copy()
        v["rng"] = made_of(v["rng"], v["rng"].__dict__.copy())
        v["players"] = [copy_player(p) for p in v["players"]]
        turn, pending = v["turn"], v["pending"]
        if turn is not None:
            v["turn"] = copy_turn(turn)
        if pending is not None:
            v["pending"] = clone(pending, options=[o.copy() for o in pending.options],
                                 sets=[x.copy() for x in pending.sets])
        for name in LISTS:
            v[name] = v[name].copy()
        for name in TABLES:  # a loop, not a comprehension: no function made per table
            table = v[name] = v[name].copy()
            for key, cards in table.items():
                table[key] = cards.copy()
        v["hot"] = v["hot"].copy()
        return made_of(self, v)

    @property
    def over(self) -> bool:
        return self.stage == "over"


LISTS = ("order", "queue", "bonuses", "character_deck", "goal_deck", "job_deck",
         "managers_offered", "event_deck", "events_seen", "gig_stack", "sugar_deck",
         "sugar_used", "rolls", "box")
"""The state's lists, copied for a copy."""
TABLES = ("standees", "awards", "hangout_decks", "hangout_discards")
"""The state's dicts of lists, copied a level deep."""


def copy_player(p: Player) -> Player:
    """A player's copy with its own lists and dicts (kept cards are shared)."""
    return Player(
        character=p.character, manager=p.manager, job=p.job, chops=p.chops,
        reputation=p.reputation, songs=p.songs, fame=p.fame, money=p.money, candy=p.candy,
        crew=p.crew, craving=p.craving, low_sugar=p.low_sugar, royalty=p.royalty, demo=p.demo,
        deal=p.deal, missed=p.missed, tokens=p.tokens, gifts=p.gifts, life=p.life.copy(),
        sets=[s.copy() for s in p.sets] if p.sets else [],  # most have none yet
        kept=p.kept.copy(), goals=p.goals.copy(), scored_goals=p.scored_goals.copy(),
        returned=p.returned.copy(), offer=p.offer.copy(), shift=p.shift, worked=p.worked,
        recovering=p.recovering, tally=p.tally.copy(), used=p.used.copy(),
        ledger=p.ledger.copy())


def copy_turn(turn: Turn) -> Turn:
    """The turn's copy with its own list of groups."""
    return Turn(seat=turn.seat, actions=turn.actions, acted=turn.acted, candy=turn.candy,
                bed=turn.bed, groups=turn.groups.copy(), at=turn.at)
