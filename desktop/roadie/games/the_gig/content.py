"""The Gig content pack: song book, set lists, audience, instruments, initiative and dice.

Every file of a pack folder (``songs.json``, ``set_lists.json``, ...) is one field of
:class:`TheGigPack`. Card effects are typed data from a small vocabulary that the rules
core interprets; display texts are plain strings, translated later.

Cross-reference checks raise errors located at the offending file, item and field, so a
player who edits a pack to match their own copy is told exactly what to fix.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from enum import StrEnum
from functools import cache, cached_property
from typing import Annotated, ClassVar, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator
from pydantic_core import InitErrorDetails, PydanticCustomError

from roadie.core.content import load_pack, pack_dirs
from roadie.core.errors import ContentError
from roadie.games.the_gig.geometry import reachable

GAME = "the-gig"

Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=40)]
Text = Annotated[str, Field(min_length=1, max_length=300)]
RuleRef = Annotated[str, Field(pattern=r"^the-gig/[a-z0-9][a-z0-9.-]*$")]
Loc = tuple[str | int, ...]
Pos = tuple[int, int]


class Symbol(StrEnum):
    """A symbol marked on the score board: the four Notation symbols and the Spotlight."""

    FLAT = "flat"
    SHARP = "sharp"
    REPEAT = "repeat"
    REST = "rest"
    SPOTLIGHT = "spotlight"


NOTATION: tuple[Symbol, ...] = (Symbol.FLAT, Symbol.SHARP, Symbol.REPEAT, Symbol.REST)
"""The Notation symbols, in the order the Notes section shows them."""


class InstrumentSymbol(StrEnum):
    """A symbol printed only on one instrument's solo grid."""

    HORN = "horn"
    DRUMS = "drums"
    STICKS = "sticks"
    KEYS = "keys"
    SAX = "sax"
    VOCALS = "vocals"


class Deck(StrEnum):
    """The two Audience decks; Early cards are dealt first."""

    EARLY = "early"
    LATE = "late"


class Players(StrEnum):
    """The player counts a Set List card is printed for."""

    ONE_TWO = "1-2"
    THREE = "3"
    FOUR = "4"

    @property
    def most(self) -> int:
        """The largest number of players the list is for."""
        return int(self.value[-1])


class _Data(BaseModel):
    """Base of every content model: immutable, unknown fields refused."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def _raise(title: str, problems: Iterable[tuple[Loc, str]]) -> None:
    """Report *problems* as one ValidationError, each at its own location."""
    details = [
        InitErrorDetails(type=PydanticCustomError("content", "{problem}", {"problem": text}),
                         loc=loc, input=None)
        for loc, text in problems
    ]
    if details:
        raise ValidationError.from_exception_data(title, details)


def _duplicates(file: str, ids: Sequence[str]) -> Iterator[tuple[Loc, str]]:
    """An error for every id used by an earlier item of the same file."""
    seen: set[str] = set()
    for index, item_id in enumerate(ids):
        if item_id in seen:
            yield (file, index, "id"), f"id {item_id!r} is used twice"
        seen.add(item_id)


# --- Song book ---------------------------------------------------------------------------


class SongRow(_Data):
    """The row for one die value: its spaces left to right (a symbol or ``null``).

    Every row also ends in a Harmony space, which is not listed.
    """

    value: int = Field(ge=1, le=6)
    spaces: list[Symbol | None] = Field(min_length=1, max_length=8)


class Song(_Data):
    """A page of the song book: six rows, die value 1 first."""

    id: Id
    number: int = Field(ge=1)
    title: Text
    rows: list[SongRow] = Field(min_length=6, max_length=6)

    @model_validator(mode="after")
    def _one_row_per_value(self) -> Self:
        _raise("Song", (
            (("rows", index, "value"), f"row {index + 1} must be for die value {index + 1}")
            for index, row in enumerate(self.rows) if row.value != index + 1
        ))
        return self

    @property
    def capacity(self) -> int:
        """How many dice the song holds outside its Harmony spaces."""
        return sum(len(row.spaces) for row in self.rows)

    @cached_property
    def lengths(self) -> tuple[int, ...]:
        """How many spaces each row has, row 1 first (worked out once; the song is frozen)."""
        return tuple(len(row.spaces) for row in self.rows)


class SetList(_Data):
    """One side of a Set List card: the six songs of a game, in order."""

    id: Id
    players: Players
    card: int = Field(ge=1)
    side: Literal["A", "B"]
    songs: list[Id] = Field(min_length=6, max_length=6)

    @model_validator(mode="after")
    def _distinct_songs(self) -> Self:
        _raise("SetList", (
            (("songs", index), f"song {song!r} is already on this list")
            for index, song in enumerate(self.songs) if song in self.songs[:index]
        ))
        return self


# --- Audience effects --------------------------------------------------------------------

Timing = Literal["immediate", "ongoing", "end_game"]


class SymbolCount(_Data):
    """A number of one symbol, e.g. two Spotlights."""

    symbol: Symbol
    count: int = Field(default=1, ge=1, le=5)


class Majority(_Data):
    """You hold more of *symbol* than every other player."""

    kind: Literal["majority"]
    symbol: Symbol


class AtLeast(_Data):
    """You hold at least *count* of *symbol*."""

    kind: Literal["at_least"]
    symbol: Symbol
    count: int = Field(ge=1, le=20)


class HarmoniesAtLeast(_Data):
    """You scored a Harmony in at least *count* songs."""

    kind: Literal["harmonies_at_least"]
    count: int = Field(ge=1, le=6)


class AudienceAtLeast(_Data):
    """You bought at least *count* Audience cards (this one included)."""

    kind: Literal["audience_at_least"]
    count: int = Field(ge=1, le=15)


Condition = Annotated[
    Majority | AtLeast | HarmoniesAtLeast | AudienceAtLeast, Field(discriminator="kind")
]


class Gain(_Data):
    """Immediately mark these symbols."""

    timing: ClassVar[Timing] = "immediate"
    kind: Literal["gain"]
    items: list[SymbolCount] = Field(min_length=1, max_length=4)


class GainAny(_Data):
    """Immediately mark *count* Notation symbols of your choice."""

    timing: ClassVar[Timing] = "immediate"
    kind: Literal["gain_any"]
    count: int = Field(ge=1, le=3)


class ExtraGroove(_Data):
    """Immediately draw one more groove of up to *size* spaces on your solo, by the solo rules;
    with *touching*, it must touch one of your grooves (so with none drawn there is no room)."""

    timing: ClassVar[Timing] = "immediate"
    kind: Literal["extra_groove"]
    size: int = Field(ge=1, le=3)
    touching: bool = False


class LateRerolls(_Data):
    """*count* times this game: re-roll one unplaced die after the Bridge has been called."""

    timing: ClassVar[Timing] = "ongoing"
    kind: Literal["late_rerolls"]
    count: int = Field(ge=1, le=3)


class Points(_Data):
    """At game end, *points*; only if *condition* holds, when there is one."""

    timing: ClassVar[Timing] = "end_game"
    kind: Literal["points"]
    points: int = Field(ge=1, le=15)
    condition: Condition | None = None


class PointsPerSymbol(_Data):
    """At game end, *points* for every *every* of *symbol* you hold, at most *most*."""

    timing: ClassVar[Timing] = "end_game"
    kind: Literal["points_per_symbol"]
    symbol: Symbol
    points: int = Field(ge=1, le=5)
    every: int = Field(default=1, ge=1, le=5)
    most: int | None = Field(default=None, ge=1, le=20)


class PointsPerSet(_Data):
    """At game end, *points* for every complete set of these different symbols you hold."""

    timing: ClassVar[Timing] = "end_game"
    kind: Literal["points_per_set"]
    symbols: list[Symbol] = Field(min_length=2, max_length=5)
    points: int = Field(ge=1, le=10)

    @model_validator(mode="after")
    def _different(self) -> Self:
        if len(set(self.symbols)) != len(self.symbols):
            _raise("PointsPerSet", [(("symbols",), "a set is made of different symbols")])
        return self


class PointsPerHarmony(_Data):
    """At game end, *points* for every song in which you scored a Harmony."""

    timing: ClassVar[Timing] = "end_game"
    kind: Literal["points_per_harmony"]
    points: int = Field(ge=1, le=5)


class PointsPerGroove(_Data):
    """At game end, *points* for every groove on your solo of at least *min_size* spaces."""

    timing: ClassVar[Timing] = "end_game"
    kind: Literal["points_per_groove"]
    min_size: int = Field(ge=1, le=4)
    points: int = Field(ge=1, le=5)


class PointsPerAudience(_Data):
    """At game end, *points* for every other Audience card you bought (of *deck*, if given)."""

    timing: ClassVar[Timing] = "end_game"
    kind: Literal["points_per_audience"]
    points: int = Field(ge=1, le=5)
    deck: Deck | None = None


Effect = Annotated[
    Gain | GainAny | ExtraGroove | LateRerolls | Points | PointsPerSymbol | PointsPerSet
    | PointsPerHarmony | PointsPerGroove | PointsPerAudience,
    Field(discriminator="kind"),
]


class AudienceCard(_Data):
    """An Audience card: bought for Spotlights for its effect, or discarded for its reward."""

    id: Id
    deck: Deck
    name: Text
    cost: int = Field(ge=0, le=6)
    reward: SymbolCount
    effect: Effect
    text: Text
    rule: RuleRef | None = None


# --- Instruments -------------------------------------------------------------------------


class _Cell(_Data):
    """Base of the solo grid's cells."""

    start: bool = False
    """The start space, marked ">>>" beside it: the first groove must include it."""


class PointsCell(_Cell):
    """Points scored at game end once enclosed."""

    kind: Literal["points"]
    value: int = Field(ge=1, le=9)


class MultiplierCell(_Cell):
    """Multiplies the other spaces of its groove (only the highest multiplier counts)."""

    kind: Literal["multiplier"]
    value: int = Field(ge=2, le=4)


class SymbolCell(_Cell):
    """A Notation symbol or Spotlight, gained when enclosed."""

    kind: Literal["symbol"]
    symbol: Symbol


class InstrumentCell(_Cell):
    """The instrument's own symbol, used by its ability."""

    kind: Literal["instrument"]
    symbol: InstrumentSymbol


class BlankCell(_Cell):
    """A space with nothing printed on it."""

    kind: Literal["blank"]


Cell = Annotated[
    PointsCell | MultiplierCell | SymbolCell | InstrumentCell | BlankCell,
    Field(discriminator="kind"),
]


class HornColumn(_Data):
    """Points enclosed in the rightmost column count once per enclosed Horn (if 2 or more)."""

    symbols: ClassVar[frozenset[InstrumentSymbol]] = frozenset({InstrumentSymbol.HORN})
    kind: Literal["horn_column"]
    min_horns: int = Field(default=2, ge=2)


class DrumPairs(_Data):
    """A Drums and a Sticks in the same groove score *points* (multipliers apply)."""

    symbols: ClassVar[frozenset[InstrumentSymbol]] = frozenset(
        {InstrumentSymbol.DRUMS, InstrumentSymbol.STICKS})
    kind: Literal["drum_pairs"]
    points: int = Field(ge=1, le=10)


class KeysChoice(_Data):
    """Each enclosed Keys gives one Notation symbol of your choice at once (multipliers apply)."""

    symbols: ClassVar[frozenset[InstrumentSymbol]] = frozenset({InstrumentSymbol.KEYS})
    kind: Literal["keys_choice"]


class SaxCount(_Data):
    """Each enclosed Sax scores *points* at game end (multipliers apply); the grid has *total*."""

    symbols: ClassVar[frozenset[InstrumentSymbol]] = frozenset({InstrumentSymbol.SAX})
    kind: Literal["sax_count"]
    points: int = Field(default=1, ge=1, le=3)
    total: int = Field(ge=1, le=12)


class VocalCopies(_Data):
    """Each Vocals copies one other symbol of its groove, or one Point space at game end."""

    symbols: ClassVar[frozenset[InstrumentSymbol]] = frozenset({InstrumentSymbol.VOCALS})
    kind: Literal["vocal_copies"]


class WidestRows(_Data):
    """Each of the *rows* widest rows scores *points* once entirely enclosed."""

    symbols: ClassVar[frozenset[InstrumentSymbol]] = frozenset()
    kind: Literal["widest_rows"]
    rows: int = Field(default=2, ge=1, le=3)
    points: int = Field(ge=1, le=20)


Ability = Annotated[
    HornColumn | DrumPairs | KeysChoice | SaxCount | VocalCopies | WidestRows,
    Field(discriminator="kind"),
]

ABILITY_OF: dict[str, str] = {
    "horn": "horn_column", "drums": "drum_pairs", "keys": "keys_choice",
    "sax": "sax_count", "vocals": "vocal_copies", "bass": "widest_rows",
}
"""The ability kind each of the six instruments of the rulebook must have."""


class NotesTrack(_Data):
    """One line of the Notes section: boxes for marking one Notation symbol."""

    symbol: Symbol
    boxes: int = Field(ge=1, le=20)


class Instrument(_Data):
    """An instrument board: its solo grid (rows of cells, ``null`` where there is none),
    its ability and its Notes section."""

    id: Literal["horn", "drums", "keys", "sax", "vocals", "bass"]
    name: Text
    text: Text
    ability: Ability
    grid: list[list[Cell | None]] = Field(min_length=2, max_length=10)
    notes: list[NotesTrack] = Field(min_length=4, max_length=4)
    def cells(self) -> dict[Pos, Cell]:
        """Every cell of the grid by (row, column) (worked out once; the board is frozen)."""
        return self._cell_map

    @cached_property
    def _cell_map(self) -> dict[Pos, Cell]:
        return {(r, c): cell for r, row in enumerate(self.grid)
                for c, cell in enumerate(row) if cell is not None}

    @cached_property
    def start(self) -> Pos:
        """Where the start space is."""
        return next(pos for pos, cell in self.cells().items() if cell.start)

    @cached_property
    def cell_set(self) -> frozenset[Pos]:
        """Every cell of the grid, as a set (worked out once)."""
        return frozenset(self._cell_map)

    def widths(self) -> list[int]:
        """How many cells each row has."""
        return [sum(cell is not None for cell in row) for row in self.grid]

    def rightmost_column(self) -> list[Pos]:
        """The cells of the grid's rightmost column, top to bottom."""
        return list(self._rightmost)

    @cached_property
    def _rightmost(self) -> tuple[Pos, ...]:
        last = max(c for _, c in self.cells())
        return tuple(sorted(pos for pos in self.cells() if pos[1] == last))

    @cached_property
    def boxes(self) -> dict[Symbol, int]:
        """The boxes of each Notes track (worked out once; the board is frozen)."""
        return {track.symbol: track.boxes for track in self.notes}

    def count(self, symbol: InstrumentSymbol) -> int:
        """How many cells carry this instrument symbol."""
        return sum(isinstance(cell, InstrumentCell) and cell.symbol == symbol
                   for cell in self.cells().values())

    @model_validator(mode="after")
    def _check(self) -> Self:
        _raise("Instrument", [*self._start_problems(), *self._shape_problems(),
                              *self._symbol_problems(), *self._ability_problems(),
                              *self._notes_problems()])
        return self

    def _start_problems(self) -> Iterator[tuple[Loc, str]]:
        starts = [pos for pos, cell in self.cells().items() if cell.start]
        if len(starts) != 1:
            yield ("grid",), f"needs exactly one start space, has {len(starts)}"
            return
        (row, col), cell = starts[0], self.cells()[starts[0]]
        if not isinstance(cell, PointsCell) or cell.value != 1:
            yield ("grid", row, col), "the start space must be worth 1 point"
        if any(self.grid[row][c] is not None for c in range(col)):
            yield ("grid", row, col), "the start space must be first in its row (beside >>>)"

    def _shape_problems(self) -> Iterator[tuple[Loc, str]]:
        if not self._one_start():
            return
        cells = set(self.cells())
        for row, col in sorted(cells - reachable(cells, self.start)):
            yield ("grid", row, col), "cannot be reached from the start space"

    def _one_start(self) -> bool:
        return sum(cell.start for cell in self.cells().values()) == 1

    def _symbol_problems(self) -> Iterator[tuple[Loc, str]]:
        own = type(self.ability).symbols
        for (row, col), cell in self.cells().items():
            if isinstance(cell, InstrumentCell) and cell.symbol not in own:
                yield ("grid", row, col), f"the {self.id} has no {cell.symbol.value} symbol"

    def _ability_problems(self) -> Iterator[tuple[Loc, str]]:
        if self.ability.kind != ABILITY_OF[self.id]:
            yield ("ability", "kind"), f"the {self.id} needs the {ABILITY_OF[self.id]} ability"
            return
        yield from _ABILITY_CHECKS[self.ability.kind](self)

    def _notes_problems(self) -> Iterator[tuple[Loc, str]]:
        shown = [track.symbol for track in self.notes]
        if shown != list(NOTATION):
            yield ("notes",), "must list flat, sharp, repeat and rest, once each, in that order"


def _horn_problems(board: Instrument) -> Iterator[tuple[Loc, str]]:
    """The Horn: a rightmost column of numbers, and enough Horns elsewhere to multiply it."""
    assert isinstance(board.ability, HornColumn)
    column = board.rightmost_column()
    for row, col in column:
        if not isinstance(board.cells()[(row, col)], PointsCell):
            yield ("grid", row, col), "the Horn's rightmost column holds only point spaces"
    if board.count(InstrumentSymbol.HORN) < board.ability.min_horns:
        yield ("grid",), f"the Horn needs at least {board.ability.min_horns} Horn symbols"


def _drums_problems(board: Instrument) -> Iterator[tuple[Loc, str]]:
    """The Drums: as many Drums as Sticks, so every symbol has a partner."""
    drums, sticks = board.count(InstrumentSymbol.DRUMS), board.count(InstrumentSymbol.STICKS)
    if drums != sticks or drums == 0:
        yield ("grid",), f"the Drums need equal Drums and Sticks (has {drums} and {sticks})"


def _sax_problems(board: Instrument) -> Iterator[tuple[Loc, str]]:
    """The Sax: exactly the announced number of Sax symbols."""
    assert isinstance(board.ability, SaxCount)
    found = board.count(InstrumentSymbol.SAX)
    if found != board.ability.total:
        yield ("grid",), f"the Sax grid must hold {board.ability.total} Sax symbols, has {found}"


def _bass_problems(board: Instrument) -> Iterator[tuple[Loc, str]]:
    """The Bass: its widest rows must be unambiguous."""
    assert isinstance(board.ability, WidestRows)
    widths = sorted(board.widths(), reverse=True)
    n = board.ability.rows
    if len(widths) <= n or widths[n - 1] == widths[n]:
        yield ("grid",), f"the Bass needs exactly {n} widest rows (row widths {board.widths()})"


def _no_problems(board: Instrument) -> Iterator[tuple[Loc, str]]:
    """Keys and Vocals have no constraint beyond their own symbols."""
    del board
    yield from ()


_ABILITY_CHECKS = {
    "horn_column": _horn_problems, "drum_pairs": _drums_problems, "sax_count": _sax_problems,
    "widest_rows": _bass_problems, "keys_choice": _no_problems, "vocal_copies": _no_problems,
}


# --- Initiative and dice -----------------------------------------------------------------


class InitiativeToken(_Data):
    """An Initiative token: its place in the Applause order and what taking it grants."""

    id: Id
    order: int = Field(ge=1, le=3)
    label: Text
    spotlights: int = Field(default=0, ge=0, le=2)


class DiceSet(_Data):
    """One player's dice: *count* six-sided dice of one colour."""

    id: Id
    name: Text
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    count: int = Field(default=4, ge=4, le=4)
    sides: int = Field(default=6, ge=6, le=6)


# --- The pack ----------------------------------------------------------------------------

AUDIENCE_PER_DECK = 15
"""Cards per deck: 4 players see 5 cards in each of 6 songs, the first 3 songs from Early."""
SET_LISTS_PER_COUNT = 4
INSTRUMENTS = tuple(ABILITY_OF)
DICE_SETS = 4


class TheGigPack(_Data):
    """Files of a pack: one JSON file per field."""

    songs: list[Song] = Field(min_length=12)
    set_lists: list[SetList] = Field(min_length=3 * SET_LISTS_PER_COUNT)
    audience: list[AudienceCard] = Field(min_length=2 * AUDIENCE_PER_DECK)
    instruments: list[Instrument] = Field(min_length=6)
    initiative: list[InitiativeToken] = Field(min_length=3, max_length=3)
    dice: list[DiceSet] = Field(min_length=DICE_SETS, max_length=DICE_SETS)

    @cached_property
    def _song_ids(self) -> dict[str, Song]:
        return {s.id: s for s in self.songs}

    @cached_property
    def _instrument_ids(self) -> dict[str, Instrument]:
        return {i.id: i for i in self.instruments}

    def song(self, song_id: str) -> Song:
        """The song with this id (an index worked out once; the pack is frozen)."""
        return self._song_ids[song_id]

    def instrument(self, instrument_id: str) -> Instrument:
        """The instrument board with this id."""
        return self._instrument_ids[instrument_id]

    @model_validator(mode="after")
    def _cross_references(self) -> Self:
        _raise("TheGigPack", [*self._song_problems(), *self._set_list_problems(),
                              *self._card_problems(), *self._audience_problems(),
                              *self._instrument_problems(), *self._token_problems(),
                              *self._dice_problems()])
        return self

    def _song_problems(self) -> Iterator[tuple[Loc, str]]:
        yield from _duplicates("songs", [s.id for s in self.songs])
        numbers = [s.number for s in self.songs]
        for index, number in enumerate(numbers):
            if number in numbers[:index]:
                yield ("songs", index, "number"), f"song number {number} is used twice"

    def _set_list_problems(self) -> Iterator[tuple[Loc, str]]:
        yield from _duplicates("set_lists", [s.id for s in self.set_lists])
        songs = {s.id: s for s in self.songs}
        for index, set_list in enumerate(self.set_lists):
            for place, song_id in enumerate(set_list.songs):
                loc: Loc = ("set_lists", index, "songs", place)
                if song_id not in songs:
                    yield loc, f"no song {song_id!r} in songs.json"
                elif songs[song_id].capacity < 4 * set_list.players.most:
                    yield loc, (f"song {song_id!r} has too few spaces for "
                                f"{set_list.players.most} players' dice")
        counts = Counter(s.players for s in self.set_lists)
        for players in Players:
            if counts[players] < SET_LISTS_PER_COUNT:
                yield ("set_lists",), (f"needs at least {SET_LISTS_PER_COUNT} lists for "
                                       f"{players.value} players, has {counts[players]}")

    def _card_problems(self) -> Iterator[tuple[Loc, str]]:
        sides: dict[tuple[int, str], int] = {}
        players: dict[int, Players] = {}
        for index, set_list in enumerate(self.set_lists):
            key = (set_list.card, set_list.side)
            if key in sides:
                yield ("set_lists", index, "side"), f"card {key[0]} side {key[1]} is used twice"
            sides[key] = index
            first = players.setdefault(set_list.card, set_list.players)
            if set_list.players != first:
                yield ("set_lists", index, "players"), (
                    f"both sides of card {set_list.card} are for {first.value} players")

    def _audience_problems(self) -> Iterator[tuple[Loc, str]]:
        yield from _duplicates("audience", [c.id for c in self.audience])
        decks = Counter(c.deck for c in self.audience)
        for deck in Deck:
            if decks[deck] != AUDIENCE_PER_DECK:
                yield ("audience",), (f"the {deck.value} deck needs {AUDIENCE_PER_DECK} cards, "
                                      f"has {decks[deck]}")

    def _instrument_problems(self) -> Iterator[tuple[Loc, str]]:
        ids = [i.id for i in self.instruments]
        yield from _duplicates("instruments", ids)
        for missing in sorted(set(INSTRUMENTS) - set(ids)):
            yield ("instruments",), f"the {missing} is missing"

    def _token_problems(self) -> Iterator[tuple[Loc, str]]:
        yield from _duplicates("initiative", [t.id for t in self.initiative])
        for index, token in enumerate(self.initiative):
            if token.order != index + 1:
                yield ("initiative", index, "order"), f"must be {index + 1} (tokens in order)"

    def _dice_problems(self) -> Iterator[tuple[Loc, str]]:
        yield from _duplicates("dice", [d.id for d in self.dice])
        colours = [d.colour.lower() for d in self.dice]
        for index, colour in enumerate(colours):
            if colour in colours[:index]:
                yield ("dice", index, "colour"), f"colour {colour} is used twice"


@cache
def load(pack: str = "standard") -> TheGigPack:
    """The named pack (cached; packs are read-only)."""
    found = pack_dirs(GAME)
    if pack not in found:
        raise ContentError(f"no The Gig content pack named {pack!r}")
    return load_pack(TheGigPack, found[pack])


@cache
def song(pack: str, song_id: str) -> Song:
    """``load(pack).song(song_id)``, cached as :func:`load` is (several times an action)."""
    return load(pack).song(song_id)


@cache
def instrument(pack: str, instrument_id: str) -> Instrument:
    """``load(pack).instrument(instrument_id)``, cached as :func:`load` is."""
    return load(pack).instrument(instrument_id)
