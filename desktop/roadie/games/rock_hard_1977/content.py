"""The Rock Hard: 1977 content pack: the board, every deck, and the typed effects the rules read.

A pack is the folder ``resources/content/rock-hard-1977/<pack>/`` with one JSON file per field of
:class:`RockHardPack`. Card effects are data in a small vocabulary (discriminated unions on
``kind``): *effects* change a player now, *perks* bend a rule while their card is in play,
*conditions* are what goals, bonuses and spaces ask for. The rulebook prints no card text, so
every card is Roadie's own unless ``origin`` is ``rulebook`` (a card the rulebook names or
describes). Counts, ids and cross-references are checked on load; nothing half-loads.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache
from typing import Annotated, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, model_validator

from roadie.core.content import load_pack, pack_dirs
from roadie.core.errors import ContentError

GAME = "rock-hard-1977"

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
Name = Annotated[str, Field(min_length=1, max_length=48)]
Text = Annotated[str, Field(min_length=1, max_length=400)]
Amount = Annotated[int, Field(ge=1, le=12)]
Origin = Literal["rulebook", "roadie"]
"""``rulebook``: the rulebook names or describes this card; ``roadie``: Roadie's own card."""
Side = Literal["2-3", "4-5"]
Phase = Literal["day", "night", "after_hours"]
SIDES: tuple[Side, ...] = ("2-3", "4-5")
PHASES: tuple[Phase, ...] = ("day", "night", "after_hours")
Section = Literal["day", "night", "after_hours", "anytime"]
Resource = Literal["chops", "reputation", "songs", "fame", "money", "candy", "crew", "craving"]
"""What effects give and take. Chops, Reputation and Songs are the Base Stats."""
BASE_STATS: tuple[str, ...] = ("chops", "reputation", "songs")


class LifeType(StrEnum):
    """The icon of a Life Experience card; Wild (Slinky's) is not a type of its own for sets."""

    ROMANCE = "romance"
    FUN = "fun"
    BUSINESS = "business"
    GLAMOUR = "glamour"
    WILD = "wild"


class Group(StrEnum):
    """Kinds of action space, as perks and Rising Star rows name them."""

    STUDIO = "studio"
    RADIO = "radio"
    INDIE = "indie"
    PUBLICIST = "publicist"
    CREW = "crew"
    RECORD_DEAL = "record-deal"
    RECOVER = "recover"
    GIG = "gig"
    BED = "bed"
    DEMO = "demo"
    HANGOUT = "hangout"
    CANDY = "candy"
    BLOOD = "blood"
    SONG = "song"
    WORK = "work"


HIRE_GROUPS = frozenset({Group.INDIE, Group.PUBLICIST, Group.CREW})
"""The three Hire actions."""

MEASURES: frozenset[str] = frozenset({
    "chops", "reputation", "songs", "fame", "money", "candy", "crew", "craving", "royalty",
    "demo", "deal", "chops+reputation", "missed-work", "candy-eaten", "sets", "hires",
    "gigs", "hangouts", "rehearsals", "work", "songs-written",
    *(f"gig:{v}" for v in ("tjs", "fox-den", "random", "panda", "yenser", "carter")),
    *(f"life:{t.value}" for t in LifeType),
    *(f"hangout:{v}" for v in ("backstage", "hoovers", "buds", "jax", "slinkys")),
})
"""What conditions may count: stats and holdings, and the tallies the rules keep per player."""


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- effects ------------------------------------------------------------------------------------


class Gain(_Data):
    """Gain an amount (black number); a Base Stat past 11 pays $1 per point instead."""

    kind: Literal["gain"]
    what: Resource
    amount: Amount


class Lose(_Data):
    """Lose an amount as an effect: more than you have takes you to 0."""

    kind: Literal["lose"]
    what: Resource
    amount: Amount


class Pay(_Data):
    """Pay an amount (red number) as a cost: you need all of it, or you may not do this."""

    kind: Literal["pay"]
    what: Resource
    amount: Amount


class Choose(_Data):
    """A slash: choose one of the options (each a list of effects)."""

    kind: Literal["choose"]
    options: list[list[Effect]] = Field(min_length=2, max_length=4)


class Trade(_Data):
    """You may pay the cost, in full, to gain the effects."""

    kind: Literal["trade"]
    pay: list[Pay] = Field(min_length=1)
    gain: list[Effect] = Field(min_length=1)


class Roll(_Data):
    """Roll the die: the outcome on row ``roll - 1`` happens."""

    kind: Literal["roll"]
    outcomes: list[list[Effect]] = Field(min_length=6, max_length=6)


class ExtraActions(_Data):
    """Take this many extra actions this phase."""

    kind: Literal["extra_actions"]
    amount: Amount


class SugarLow(_Data):
    """Flip your Low Sugar switch (``on``) or set it back to Off."""

    kind: Literal["low_sugar"]
    on: bool


class DemoTape(_Data):
    """Take a Demo Tape (if you hold neither a Demo Tape nor a Record Contract)."""

    kind: Literal["demo"]


class Keep(_Data):
    """Keep this card face up: its perk works once, from the next round on (Bud's cards)."""

    kind: Literal["keep"]
    perk: Perk


Effect = Annotated[
    Gain | Lose | Pay | Choose | Trade | Roll | ExtraActions | SugarLow | DemoTape | Keep,
    Field(discriminator="kind"),
]


# --- perks --------------------------------------------------------------------------------------

Once = Literal["round", "game"] | None
"""``round``: once per round (the card turns sideways); ``game``: spends an Ability token."""


class Discount(_Data):
    """Pay this many dollars less at a space of the group (never below $0)."""

    kind: Literal["discount"]
    group: Group | Literal["hire"]
    amount: Amount
    once: Once = None


class Bonus(_Data):
    """Also gain these effects when you take an action in the group."""

    kind: Literal["bonus"]
    group: Group | Literal["hire"]
    effects: list[Effect] = Field(min_length=1)
    once: Once = None


class Relax(_Data):
    """Each stat a space of the group asks for is this much lower for you."""

    kind: Literal["relax"]
    group: Group | Literal["hire"]
    amount: Amount
    once: Once = None


class ExtraAction(_Data):
    """One extra action in your turn of this phase."""

    kind: Literal["extra_action"]
    phase: Phase
    once: Once = "round"


class CandyReroll(_Data):
    """Re-roll a Candy roll that would turn your Low Sugar on."""

    kind: Literal["candy_reroll"]
    once: Once = "round"


class CandyBoost(_Data):
    """Add this much to a Candy roll that would turn your Low Sugar on."""

    kind: Literal["candy_boost"]
    amount: Amount
    once: Once = "round"


class CandyAction(_Data):
    """One more extra action whenever you consume Candy."""

    kind: Literal["candy_action"]
    once: Once = None


class Share(_Data):
    """Use an occupied Limited space of the group (never a Hire Crew space)."""

    kind: Literal["share"]
    group: Group | Literal["hire", "any"]
    once: Once = "round"


class RoyaltyBonus(_Data):
    """Collect this much more money with your Royalties."""

    kind: Literal["royalty"]
    amount: Amount


class Excused(_Data):
    """Missing your shift never earns you a Missed Work token."""

    kind: Literal["excused"]


class Gift(_Data):
    """Doc Sapphire: in Prep you may give an Ability token away; it is the taker's extra action
    in their next turn, and you gain ``fame``."""

    kind: Literal["gift"]
    fame: Amount


Perk = Annotated[
    Discount | Bonus | Relax | ExtraAction | CandyReroll | CandyBoost | CandyAction | Share
    | RoyaltyBonus | Excused | Gift,
    Field(discriminator="kind"),
]


# --- conditions ---------------------------------------------------------------------------------


def _measure(name: str) -> str:
    if name not in MEASURES:
        raise ValueError(f"unknown measure {name!r}")
    return name


class AtLeast(_Data):
    """You have at least ``amount`` of the measure."""

    kind: Literal["at_least"]
    measure: str
    amount: Annotated[int, Field(ge=1, le=60)]

    @model_validator(mode="after")
    def _known(self) -> AtLeast:
        _measure(self.measure)
        return self


class AtMost(_Data):
    """You have at most ``amount`` of the measure."""

    kind: Literal["at_most"]
    measure: str
    amount: Annotated[int, Field(ge=0, le=60)]

    @model_validator(mode="after")
    def _known(self) -> AtMost:
        _measure(self.measure)
        return self


class AnyOf(_Data):
    """One of the conditions holds (a slash in a requirement)."""

    kind: Literal["any_of"]
    conditions: list[AtLeast] = Field(min_length=2)


class Most(_Data):
    """End-game bonuses: who has the most of the measure (8/5/3 or 5/-/-)."""

    kind: Literal["most"]
    measure: str

    @model_validator(mode="after")
    def _known(self) -> Most:
        _measure(self.measure)
        return self


Condition = Annotated[AtLeast | AtMost | AnyOf, Field(discriminator="kind")]


# --- the board ----------------------------------------------------------------------------------


class Space(_Data):
    """An action space: where it is, who may stand there, what it asks, costs and gives."""

    id: Slug
    name: Name
    section: Section
    group: Group
    sides: list[Side] = Field(default=["2-3", "4-5"], min_length=1)
    phases: list[Phase] = Field(default=[], max_length=3)
    """Phases it may be used in (default: its section's, or all three for Anytime)."""
    side_phases: dict[Side, list[Phase]] = {}
    """Phases on one side of the board, where they differ from ``phases``."""
    open: bool = False
    push: bool = False
    requires: list[Condition] = []
    cost: list[Pay] = []
    benefit: list[Effect] = []
    crew_prices: list[Amount] | None = Field(default=None, min_length=3, max_length=3)
    order: int | None = None
    """The turn-order value printed beside an After Hours or Anytime space."""
    venue: Slug | None = None
    """The club, venue or Hang Out it stands for (gigs and Hang Outs)."""
    text: Text
    origin: Origin = "rulebook"

    def phases_used(self, side: Side) -> tuple[Phase, ...]:
        if side in self.side_phases:
            return tuple(self.side_phases[side])
        if self.phases:
            return tuple(self.phases)
        if self.section == "anytime":
            return PHASES
        return (self.section,)


class RoyaltyTier(_Data):
    tier: Annotated[int, Field(ge=1, le=3)]
    stats: Amount
    """Chops, Reputation and Songs each at least this."""
    money: Amount
    fame: Annotated[int, Field(ge=0, le=5)]


class RisingStarRow(_Data):
    month: Annotated[int, Field(ge=1, le=9)]
    day: Slug
    night: Slug
    after_hours: Slug


class Board(_Data):
    spaces: list[Space]
    royalty_tiers: list[RoyaltyTier] = Field(min_length=3, max_length=3)
    hot_tokens: dict[Side, list[Amount]]
    manager_pay: dict[str, Amount]
    """Round number (``6``, ``9``) or ``end`` to the money owed to your manager then."""
    rising_star: list[RisingStarRow] = Field(min_length=9, max_length=9)
    months: list[Name] = Field(min_length=9, max_length=9)


# --- cards --------------------------------------------------------------------------------------


class _Card(_Data):
    id: Slug
    name: Name
    text: Text
    origin: Origin = "roadie"


class Character(_Card):
    nickname: Name
    instrument: Name
    perks: list[Perk] = Field(min_length=1)
    tokens: Annotated[int, Field(ge=0, le=3)] = 0
    """Ability tokens the character starts with (rulebook: 3 for Doc Sapphire, 1 for four more)."""


class Manager(_Card):
    perks: list[Perk] = Field(min_length=1)


class Job(_Card):
    shift: Phase | Literal["variable"]
    pay: list[Annotated[int, Field(ge=0, le=8)]] = Field(min_length=1, max_length=6)
    """One amount, or six: the pay for each roll of the die."""
    perks: list[Perk] = []
    on_missed: list[Effect] = []
    """A liability: what missing a shift also costs you."""

    @model_validator(mode="after")
    def _pay(self) -> Job:
        if len(self.pay) not in (1, 6):
            raise ValueError("pay is one amount, or six (one per roll)")
        return self


class BonusCard(_Card):
    category: Literal["production", "performance", "publicity"]
    when: Literal["achieved", "end"]
    condition: Condition | Most

    @model_validator(mode="after")
    def _fits(self) -> BonusCard:
        if (self.when == "end") != isinstance(self.condition, Most):
            raise ValueError("end-game bonuses ask who has the most; the others a threshold")
        return self


class Goal(_Card):
    when: Literal["achieved", "end"]
    fame: Annotated[int, Field(ge=2, le=12)]
    condition: Condition
    track: Annotated[int, Field(ge=0, le=5)] = 0
    """Spaces for tracking progress (a card with a track is turned face up when chosen)."""


class Event(_Card):
    immediate: list[Effect] = []
    """What every player gains or loses when it is revealed."""
    perks: list[Perk] = []
    """What it grants every player this round."""
    covers: list[Slug] = []
    """Spaces it makes unavailable this round."""
    double: list[Group] = []
    """Limited spaces of these groups may hold two standees this round (never Hire Crew)."""


class RandomGig(_Card):
    level: Literal["A", "B", "C"]
    cost: list[Pay] = []
    benefit: list[Effect] = Field(min_length=1)


class SugarRush(_Card):
    sugarless: bool = False
    extra_actions: Annotated[int, Field(ge=0, le=3)]


class LifeCard(_Card):
    """A Starting Life Experience or Hang Out card."""

    life: LifeType
    venue: Slug | None = None
    """The Hang Out deck it belongs to (``None``: a Starting Life Experience)."""
    effects: list[Effect] = []


class RockHardPack(_Data):
    board: Board
    characters: list[Character] = Field(min_length=10, max_length=10)
    managers: list[Manager] = Field(min_length=6, max_length=6)
    jobs: list[Job] = Field(min_length=11, max_length=11)
    bonuses: list[BonusCard] = Field(min_length=24, max_length=24)
    goals: list[Goal] = Field(min_length=24, max_length=24)
    events: list[Event] = Field(min_length=15, max_length=15)
    random_gigs: list[RandomGig] = Field(min_length=18, max_length=18)
    sugar_rush: list[SugarRush] = Field(min_length=8, max_length=8)
    starting_life: list[LifeCard] = Field(min_length=12, max_length=12)
    hangouts: list[LifeCard] = Field(min_length=100, max_length=100)

    @model_validator(mode="after")
    def _cross_checks(self) -> RockHardPack:
        problems = _count_problems(self) + _reference_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


VENUES: dict[str, LifeType] = {"backstage": LifeType.ROMANCE, "hoovers": LifeType.FUN,
                               "buds": LifeType.BUSINESS, "jax": LifeType.GLAMOUR,
                               "slinkys": LifeType.WILD}
"""The five Hang Outs and the Life Experience each deals."""


def _count_problems(pack: RockHardPack) -> list[str]:
    problems = []
    for cat in ("production", "performance", "publicity"):
        n = sum(b.category == cat for b in pack.bonuses)
        if n != 8:
            problems.append(f"bonuses: {n} {cat} cards, not 8")
    levels: Counter[str] = Counter(g.level for g in pack.random_gigs)
    problems += [f"random_gigs: {levels[lv]} of level {lv}, not 6" for lv in "ABC"
                 if levels[lv] != 6]
    venues = Counter(c.venue for c in pack.hangouts)
    for venue, life in VENUES.items():
        if venues[venue] != 20:
            problems.append(f"hangouts: {venues[venue]} {venue} cards, not 20")
        problems += [f"hangouts: {c.id} of {venue} is not {life.value}" for c in pack.hangouts
                     if c.venue == venue and c.life != life]
    starting = Counter(c.life for c in pack.starting_life)
    problems += [f"starting_life: {starting[t]} {t.value} cards, not 3" for t in LifeType
                 if t != LifeType.WILD and starting[t] != 3]
    if not any(s.sugarless for s in pack.sugar_rush):
        problems.append("sugar_rush: no Sugarless Candy")
    tokens = sum(c.tokens for c in pack.characters)
    if tokens != 7:
        problems.append(f"characters: {tokens} Ability tokens, not 7")
    return problems


def _reference_problems(pack: RockHardPack) -> list[str]:
    spaces = {s.id for s in pack.board.spaces}
    problems = []
    for group in ("characters", "managers", "jobs", "bonuses", "goals", "events", "random_gigs",
                  "sugar_rush", "starting_life", "hangouts"):
        ids = Counter(c.id for c in getattr(pack, group))
        problems += [f"{group}: id {i!r} is used twice" for i, n in ids.items() if n > 1]
    if len({s.id for s in pack.board.spaces}) != len(pack.board.spaces):
        problems.append("board: a space id is used twice")
    for row in pack.board.rising_star:
        problems += [f"board: rising star month {row.month} names no space {s!r}"
                     for s in (row.day, row.night, row.after_hours) if s not in spaces]
    for ev in pack.events:
        problems += [f"events: {ev.id} covers no space {s!r}" for s in ev.covers
                     if s not in spaces]
    return problems


for _model in (Choose, Trade, Roll, Keep, Bonus):
    _model.model_rebuild()


@cache
def load(pack: str) -> RockHardPack:
    """The named pack (cached; packs are read-only)."""
    found = pack_dirs(GAME)
    if pack not in found:
        raise ContentError(f"no Rock Hard: 1977 content pack named {pack!r}")
    return load_pack(RockHardPack, found[pack])


@dataclass(frozen=True)
class Catalog:
    """Look-ups into a content pack by id."""

    pack: RockHardPack
    spaces: dict[str, Space]
    characters: dict[str, Character]
    managers: dict[str, Manager]
    jobs: dict[str, Job]
    bonuses: dict[str, BonusCard]
    goals: dict[str, Goal]
    events: dict[str, Event]
    gigs: dict[str, RandomGig]
    sugar: dict[str, SugarRush]
    life: dict[str, LifeCard]
    usable: dict[tuple[str, str], dict[str, Space]]
    """(board side, phase) -> the spaces usable then, in board order."""
    perks: dict[tuple[str, str], dict[str, tuple[Held, ...]]]
    """(``character``, ``manager``, ``job`` or ``event``, card id) -> perk kind -> that card's
    perks of the kind, each with the key that marks it used (``job:0``: the Job's first)."""
    goals_achieved: dict[str, Condition]
    """Goal -> its condition, for the goals scored when achieved."""
    bonuses_achieved: dict[str, Condition]
    """Bonus -> its condition, for the bonuses scored when achieved."""
    covered: dict[str, frozenset[str]]
    """Event -> the spaces it covers."""
    held: dict[tuple[str | None, ...], dict[str, tuple[Held, ...]]] = field(
        default_factory=dict, compare=False, repr=False)
    """What :meth:`perks_held` worked out so far."""

    def perks_held(self, character: str, manager: str, job: str | None,
                   event: str | None) -> dict[str, tuple[Held, ...]]:
        """Perk kind -> the perks of a player with these cards in a month of this Event, in that
        order (worked out once for each combination)."""
        cards = (character, manager, job, event)
        table = self.held.get(cards)
        if table is None:
            table = {}
            for source, card in zip(("character", "manager", "job", "event"), cards, strict=True):
                for kind, keyed in self.perks[source, card].items() if card else ():
                    table[kind] = (*table.get(kind, ()), *keyed)
            self.held[cards] = table
        return table


@cache
def catalog(pack_name: str) -> Catalog:
    """The catalog of a content pack (cached like the pack)."""
    p = load(pack_name)
    return Catalog(
        pack=p, spaces={s.id: s for s in p.board.spaces},
        characters={c.id: c for c in p.characters}, managers={m.id: m for m in p.managers},
        jobs={j.id: j for j in p.jobs}, bonuses={b.id: b for b in p.bonuses},
        goals={g.id: g for g in p.goals}, events={e.id: e for e in p.events},
        gigs={g.id: g for g in p.random_gigs}, sugar={s.id: s for s in p.sugar_rush},
        life={c.id: c for c in [*p.starting_life, *p.hangouts]},
        usable={(side, phase): {s.id: s for s in p.board.spaces
                                if side in s.sides and phase in s.phases_used(side)}
                for side in SIDES for phase in PHASES},
        perks={(source, card.id): _perks_by_kind(source, card.perks)
               for source, cards in (("character", p.characters), ("manager", p.managers),
                                     ("job", p.jobs), ("event", p.events)) for card in cards},
        goals_achieved={g.id: g.condition for g in p.goals if g.when == "achieved"},
        bonuses_achieved={b.id: b.condition for b in p.bonuses
                          if b.when == "achieved" and not isinstance(b.condition, Most)},
        covered={ev.id: frozenset(ev.covers) for ev in p.events},
    )


class Held(NamedTuple):
    """A perk as a player holds it: the key that marks it used, the perk, how often it works
    (``round``, ``game`` or always) and the kinds of space it works at (``None``: any)."""

    key: str
    perk: Perk
    once: Once
    groups: frozenset[str] | None


def held(key: str, perk: Perk) -> Held:
    group = getattr(perk, "group", "any")
    groups = None if group == "any" else HIRE_GROUPS if group == "hire" else frozenset({group})
    return Held(key, perk, getattr(perk, "once", None), groups)


def _perks_by_kind(source: str, perks: list[Perk]) -> dict[str, tuple[Held, ...]]:
    found: dict[str, list[Held]] = {}
    for i, perk in enumerate(perks):
        found.setdefault(perk.kind, []).append(held(f"{source}:{i}", perk))
    return {kind: tuple(keyed) for kind, keyed in found.items()}
