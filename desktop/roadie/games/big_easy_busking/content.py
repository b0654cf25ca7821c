"""The Big Easy Busking content pack: crowds, moods, bands, songs, tokens, Robots, turn reference.

A pack is the folder ``resources/content/big-easy-busking/<pack>/`` with one JSON file per field
of :class:`BuskingPack`. Card effects are data: abilities and Robot steps are small typed
vocabularies (discriminated unions on ``kind``) that the rules core interprets. Cross-references
(song colours, instruments, counts per kind, unique ids) are checked on load, and every problem is
reported with its file, item and field.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from roadie.core.content import load_pack, pack_dirs
from roadie.core.errors import ContentError

GAME = "big-easy-busking"

Slug = Annotated[str, Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
"""An id: lower-case words joined by hyphens."""
RuleRef = Annotated[str, Field(pattern=r"^big-easy-busking/[a-z0-9-]+(\.[a-z0-9-]+)*$")]
"""A rule id of this game, such as ``big-easy-busking/turn.play``."""
Name = Annotated[str, Field(min_length=1, max_length=40)]
Text = Annotated[str, Field(min_length=1, max_length=320)]
Dollars = Annotated[int, Field(ge=1, le=20)]
EnergyNeed = Annotated[int, Field(ge=1, le=7)]
"""Energy one band member puts into a song: 4 at the start of a round, up to 3 more by tipping."""


class _Data(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _Card(_Data):
    """What every card shows besides its numbers: display text and the rule it bends, if any."""

    text: Text
    rule: RuleRef | None = None


class Mood(StrEnum):
    """A crowd's or a song's mood; Wild matches every mood."""

    CHILL = "chill"
    PARTY = "party"
    ROMANTIC = "romantic"
    WILD = "wild"


def moods_match(song: Mood, crowd: Mood) -> bool:
    """turn.finish: moods match when equal or when either is Wild (a value the table may
    ask too: teaching mode says which crowds a song matches)."""
    return song == crowd or Mood.WILD in (song, crowd)


# --- Crowds, moods, standard tokens -------------------------------------------------------------


class Crowd(_Card):
    """A crowd card: where it gathers and what it pays at the end of a round."""

    id: Slug
    location: Name
    first_place_payout: Dollars
    threshold: Annotated[int, Field(ge=1, le=15)]
    """Energy a player needs on this crowd to collect the threshold payout."""
    threshold_payout: Dollars


class MoodToken(_Data):
    """A mood token, drawn onto a crowd and won by its first-place player."""

    id: Slug
    mood: Mood


class StandardToken(_Card):
    """A standard token: the extra cost of playing a Standard Song, fresh side and played side."""

    id: Slug
    fresh_cost: Annotated[int, Field(ge=0, le=5)]
    played_cost: Annotated[int, Field(ge=0, le=5)]

    @model_validator(mode="after")
    def _played_costs_more(self) -> StandardToken:
        if self.played_cost < self.fresh_cost:
            _fail("played_cost", "the played side may not cost less than the fresh side")
        return self


# --- Players ------------------------------------------------------------------------------------


class BandMember(_Data):
    """One musician of a band and the instrument that song cards ask energy of."""

    name: Name
    instrument: Slug


class PlayerCard(_Card):
    """A player's colour and band; the colour's three songs are in ``songs.json``."""

    colour: Slug
    name: Name
    hex: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    band_name: Name
    band: list[BandMember] = Field(min_length=3, max_length=3)

    @model_validator(mode="after")
    def _one_per_instrument(self) -> PlayerCard:
        if len({m.instrument for m in self.band}) != len(self.band):
            _fail("band", "each band member plays a different instrument")
        return self

    @property
    def instruments(self) -> frozenset[str]:
        """The instruments of this band."""
        return frozenset(m.instrument for m in self.band)


# --- Abilities ----------------------------------------------------------------------------------


class GainMoney(_Data):
    """Take dollars from the bank: once, or once per crowd in Royal Street you alone lead."""

    kind: Literal["gain_money"]
    amount: Dollars
    per: Literal["once", "crowd_led"] = "once"


class FreeTip(_Data):
    """Move up to ``energy`` tokens from your reserve to your band members without paying."""

    kind: Literal["free_tip"]
    energy: Annotated[int, Field(ge=1, le=15)]


class FreeLearn(_Data):
    """Learn a song (Melody Market or top of the Hit Song deck) without giving up any energy."""

    kind: Literal["free_learn"]


class MoveCrowdEnergy(_Data):
    """Move up to ``energy`` of your tokens from one crowd card in Royal Street to another."""

    kind: Literal["move_crowd_energy"]
    energy: Annotated[int, Field(ge=1, le=15)]


class SwapMoods(_Data):
    """Swap the mood tokens of two crowd cards in Royal Street."""

    kind: Literal["swap_moods"]


class RecallSong(_Data):
    """Take up to ``count`` of your discarded song cards back into your hand."""

    kind: Literal["recall_song"]
    count: Annotated[int, Field(ge=1, le=3)]


Ability = Annotated[
    GainMoney | FreeTip | FreeLearn | MoveCrowdEnergy | SwapMoods | RecallSong,
    Field(discriminator="kind"),
]
"""What an Ability Song does, optionally, when a player finishes it as a Standard Song."""


# --- Songs --------------------------------------------------------------------------------------


class SongKind(StrEnum):
    """The three kinds of song card."""

    PLAYER = "player"
    ABILITY = "ability"
    HIT = "hit"


class Song(_Card):
    """A song card: its mood and the energy it needs from each band member, by instrument.

    A player song names its ``colour``; an ability song carries its ``ability``.
    Instruments a song does not list need no energy.
    """

    id: Slug
    name: Name
    kind: SongKind
    mood: Mood
    energy: dict[Slug, EnergyNeed] = Field(min_length=1)
    colour: Slug | None = None
    ability: Ability | None = None

    @model_validator(mode="after")
    def _fields_of_its_kind(self) -> Song:
        if (self.colour is not None) != (self.kind is SongKind.PLAYER):
            _fail("colour", "a player song names its colour, and only a player song does")
        if (self.ability is not None) != (self.kind is SongKind.ABILITY):
            _fail("ability", "an ability song has an ability, and only an ability song does")
        return self

    @property
    def total_energy(self) -> int:
        """All the energy the song needs (what a Robot puts on it)."""
        return sum(self.energy.values())


# --- The solo Robot -----------------------------------------------------------------------------


class FinalTurn(_Data):
    """This is the Robot's last turn of the round: you have passed, its closing turns ran out."""

    kind: Literal["final_turn"]


class FirstTurn(_Data):
    """This is the Robot's first turn of the round."""

    kind: Literal["first_turn"]


class DeckEmpty(_Data):
    """The Robot Song Deck has no cards."""

    kind: Literal["deck_empty"]


class HoldingSong(_Data):
    """The Robot took a song earlier this turn and has not played it yet."""

    kind: Literal["holding_song"]


class Not(_Data):
    """The inner condition does not hold."""

    kind: Literal["not"]
    condition: Condition


Condition = Annotated[
    FinalTurn | FirstTurn | DeckEmpty | HoldingSong | Not, Field(discriminator="kind")
]
"""When a Robot step applies; a step without one always applies."""
Not.model_rebuild()


class CrowdChoice(StrEnum):
    """One preference for where the Robot plays.

    Preferences apply in order; each keeps the crowds that best meet it (a yes/no preference
    that no crowd meets keeps them all). Energy counts what lies on the crowd card itself.
    """

    MOOD_MATCH = "mood_match"
    """The crowd's mood matches the song's (Wild matches any)."""
    ROBOT_NOT_FIRST = "robot_not_first"
    """The Robot does not already have more energy there than you."""
    RIVAL_MOST_ENERGY = "rival_most_energy"
    """You have the most energy there."""
    ROBOT_LEAST_ENERGY = "robot_least_energy"
    """The Robot has the least energy there."""
    HIGHEST_FIRST_PAYOUT = "highest_first_payout"
    LOWEST_THRESHOLD = "lowest_threshold"
    LEFTMOST = "leftmost"
    RIGHTMOST = "rightmost"


POSITIONAL = frozenset({CrowdChoice.LEFTMOST, CrowdChoice.RIGHTMOST})


class _Step(_Data):
    when: Condition | None = None


class FinishSong(_Step):
    """Move all energy from the Robot's song in play onto its crowd.

    On a mood match the Robot takes the difficulty's tip. The song goes to the Robot's discard
    pile (a Standard Song back to Royal Street, token to its played side). The Robot never uses
    abilities. Nothing happens when no song is in play.
    """

    kind: Literal["finish_song"]


class EndTurn(_Step):
    """The Robot's turn ends here."""

    kind: Literal["end_turn"]


class ShuffleDiscards(_Step):
    """Shuffle the Robot's discard pile into a new Robot Song Deck."""

    kind: Literal["shuffle_discards"]


class TakeSong(_Step):
    """Take the song the Robot will play this turn.

    ``robot_deck``: the top card of the Robot Song Deck. ``standard``: the free Standard Song
    with the lowest current cost (leftmost on a tie; never one finished this turn), paying that
    cost in dollars; skipped when none is free or the Robot cannot pay.
    """

    kind: Literal["take_song"]
    source: Literal["robot_deck", "standard"]


class PlaySong(_Step):
    """Put the song's total energy plus ``extra_energy`` (less when negative, never under 1)
    on it and play it for a crowd.

    The Robot draws energy from its own supply (a fresh set of 15 from the box when it runs out).
    """

    kind: Literal["play_song"]
    crowd: list[CrowdChoice] = Field(min_length=1)
    extra_energy: Annotated[int, Field(ge=-3, le=3)] = 0

    @model_validator(mode="after")
    def _ends_on_a_position(self) -> PlaySong:
        *first, last = self.crowd
        if last not in POSITIONAL or POSITIONAL.intersection(first):
            _fail("crowd", "the choice ends with leftmost or rightmost, and only there")
        return self


RobotStep = Annotated[
    FinishSong | EndTurn | ShuffleDiscards | TakeSong | PlaySong, Field(discriminator="kind")
]
"""One line of a Robot card's procedure, run top to bottom on each Robot turn."""


class RobotCard(_Card):
    """A Robot opponent for the solo game: a fixed procedure it follows each turn."""

    id: Slug
    name: Name
    steps: list[RobotStep] = Field(min_length=3)

    @model_validator(mode="after")
    def _runs_like_a_turn(self) -> RobotCard:
        kinds = [step.kind for step in self.steps]
        if kinds[0] != "finish_song" or kinds.count("finish_song") != 1:
            _fail("steps", "a Robot turn starts by finishing its song, and does so once")
        if kinds[-1] != "play_song" or kinds.count("play_song") != 1:
            _fail("steps", "a Robot turn ends by playing a song, and does so once")
        if not any(isinstance(s, TakeSong) and s.source == "robot_deck" for s in self.steps):
            _fail("steps", "a Robot takes its songs from its Robot Song Deck")
        return self


class Difficulty(_Card):
    """A solo difficulty level: how the Robot's money, tips and closing turns change."""

    id: Slug
    name: Name
    starting_money: Annotated[int, Field(ge=0, le=20)]
    match_tip: Annotated[int, Field(ge=0, le=5)]
    """Dollars the Robot takes when it finishes a song whose mood matches its crowd."""
    final_turns: Annotated[int, Field(ge=1, le=3)]
    """Turns the Robot takes after you pass; in the last it only finishes its song."""


class RobotRules(_Data):
    """The solo game's Robot cards and the difficulty levels that apply to any of them."""

    cards: list[RobotCard]
    difficulties: list[Difficulty] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_ids(self) -> RobotRules:
        _raise([*_duplicates("cards", self.cards), *_duplicates("difficulties", self.difficulties)])
        return self


# --- Turn reference -----------------------------------------------------------------------------


class ReferenceLine(_Data):
    """One line of the turn reference: a short title and our explanation."""

    title: Name
    text: Text
    rule: RuleRef | None = None


class TurnStep(ReferenceLine):
    """A numbered step of a turn, with its choices when it offers some."""

    number: Annotated[int, Field(ge=1)]
    choices: list[ReferenceLine] = []


class TurnSequence(_Data):
    """The turn reference card the UI shows beside each player."""

    title: Name
    steps: list[TurnStep] = Field(min_length=1)
    round_end: list[ReferenceLine] = Field(min_length=1)

    @model_validator(mode="after")
    def _numbered_in_order(self) -> TurnSequence:
        for i, step in enumerate(self.steps):
            if step.number != i + 1:
                _fail(("steps", i, "number"), f"step {i + 1} is numbered {step.number}")
        return self


# --- The pack -----------------------------------------------------------------------------------

BOX: dict[str, int] = {
    "crowds": 15, "moods": 14, "players": 5, "standard_tokens": 4, "robot_cards": 2,
    SongKind.PLAYER: 15, SongKind.ABILITY: 6, SongKind.HIT: 12,
}
"""How many of each component the box holds; a pack must be complete."""
SONGS_PER_COLOUR = 3


class BuskingPack(_Data):
    """Files of a pack: one JSON file per field."""

    crowds: list[Crowd]
    moods: list[MoodToken]
    players: list[PlayerCard]
    songs: list[Song]
    standard_tokens: list[StandardToken]
    robot: RobotRules
    turn_sequence: TurnSequence

    @model_validator(mode="after")
    def _consistent(self) -> BuskingPack:
        _raise([
            *_box_counts(self), *_unique_pack_ids(self), *_mood_coverage(self.moods),
            *_same_instruments(self.players), *_song_references(self.songs, self.players),
        ])
        return self

    def songs_of(self, kind: SongKind) -> list[Song]:
        """The songs of one kind, in pack order."""
        return [s for s in self.songs if s.kind is kind]

    def player_songs(self, colour: str) -> list[Song]:
        """The three starting songs of a colour."""
        return [s for s in self.songs if s.colour == colour]

    def song(self, song_id: str) -> Song:
        """The song with this id (KeyError when unknown)."""
        return {s.id: s for s in self.songs}[song_id]


# --- Cross-reference checks (each returns problems located at file, item and field) -------------

Loc = tuple[str | int, ...]


def _problem(loc: Loc, text: str) -> InitErrorDetails:
    error = PydanticCustomError("content", "{problem}", {"problem": text})
    return InitErrorDetails(type=error, loc=loc, input=None)


def _fail(loc: str | Loc, text: str) -> None:
    """Refuse the item being validated, naming the field (or deeper place) at fault."""
    _raise([_problem((loc,) if isinstance(loc, str) else loc, text)])


def _raise(problems: Sequence[InitErrorDetails]) -> None:
    if problems:
        raise ValidationError.from_exception_data("content pack", list(problems))


def _duplicates(field: str, items: Iterable[Any], key: str = "id") -> list[InitErrorDetails]:
    seen: set[str] = set()
    problems = []
    for i, item in enumerate(items):
        value = getattr(item, key)
        if value in seen:
            problems.append(_problem((field, i, key), f"{key} {value!r} is used twice"))
        seen.add(value)
    return problems


def _count(loc: Loc, what: str, expected: int, found: int) -> list[InitErrorDetails]:
    if found == expected:
        return []
    return [_problem(loc, f"the box holds {expected} {what}, the pack has {found}")]


def _box_counts(pack: BuskingPack) -> list[InitErrorDetails]:
    kinds = Counter(s.kind for s in pack.songs)
    return [
        *_count(("crowds",), "crowd cards", BOX["crowds"], len(pack.crowds)),
        *_count(("moods",), "mood tokens", BOX["moods"], len(pack.moods)),
        *_count(("players",), "player cards", BOX["players"], len(pack.players)),
        *_count(("standard_tokens",), "standard tokens", BOX["standard_tokens"],
                len(pack.standard_tokens)),
        *_count(("robot", "cards"), "Robot cards", BOX["robot_cards"], len(pack.robot.cards)),
        *(p for k in SongKind for p in _count(("songs",), f"{k} songs", BOX[k], kinds[k])),
    ]


def _unique_pack_ids(pack: BuskingPack) -> list[InitErrorDetails]:
    return [
        *_duplicates("crowds", pack.crowds), *_duplicates("moods", pack.moods),
        *_duplicates("players", pack.players, key="colour"), *_duplicates("songs", pack.songs),
        *_duplicates("standard_tokens", pack.standard_tokens),
    ]


def _mood_coverage(moods: list[MoodToken]) -> list[InitErrorDetails]:
    missing = [m.value for m in Mood if m not in {t.mood for t in moods}]
    return [_problem(("moods",), f"no mood token is {', '.join(missing)}")] if missing else []


def _same_instruments(players: list[PlayerCard]) -> list[InitErrorDetails]:
    """Every band plays the same instruments, so every shared song suits every player."""
    if not players:
        return []
    first = players[0].instruments
    return [
        _problem(("players", i, "band"), f"plays {sorted(p.instruments)}, not {sorted(first)}")
        for i, p in enumerate(players) if p.instruments != first
    ]


def _song_references(songs: list[Song], players: list[PlayerCard]) -> list[InitErrorDetails]:
    colours = {p.colour for p in players}
    instruments = players[0].instruments if players else frozenset()
    problems = []
    for i, song in enumerate(songs):
        problems += [_problem(("songs", i, "energy", name), f"no band plays the {name}")
                     for name in song.energy if name not in instruments]
        if song.colour is not None and song.colour not in colours:
            problems.append(_problem(("songs", i, "colour"), f"no player card is {song.colour}"))
    per_colour = Counter(s.colour for s in songs if s.colour in colours)
    return problems + [
        _problem(("songs",), f"{c} has {per_colour[c]} player songs, not {SONGS_PER_COLOUR}")
        for c in sorted(colours) if per_colour[c] != SONGS_PER_COLOUR
    ]


@cache
def load(pack: str) -> BuskingPack:
    """The named pack (cached; packs are read-only)."""
    found = pack_dirs(GAME)
    if pack not in found:
        raise ContentError(f"no Big Easy Busking content pack named {pack!r}")
    return load_pack(BuskingPack, found[pack])


@dataclass(frozen=True)
class Catalog:
    """Fast look-ups into a content pack."""

    pack: BuskingPack
    instruments: tuple[str, ...]
    songs: dict[str, Song]
    needs: dict[str, tuple[int, ...]]
    """Energy each band member (in band order) owes a song."""
    crowds: dict[str, Crowd]
    moods: dict[str, Mood]
    tokens: dict[str, StandardToken]
    difficulties: dict[str, Difficulty]
    robots: dict[str, RobotCard]


@cache
def catalog(pack_name: str) -> Catalog:
    """The catalog of a content pack (cached like the pack)."""
    pack = load(pack_name)
    instruments = tuple(m.instrument for m in pack.players[0].band)
    return Catalog(
        pack=pack, instruments=instruments,
        songs={s.id: s for s in pack.songs},
        needs={s.id: tuple(s.energy.get(i, 0) for i in instruments) for s in pack.songs},
        crowds={c.id: c for c in pack.crowds},
        moods={m.id: m.mood for m in pack.moods},
        tokens={t.id: t for t in pack.standard_tokens},
        difficulties={d.id: d for d in pack.robot.difficulties},
        robots={r.id: r for r in pack.robot.cards},
    )
