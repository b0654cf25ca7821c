"""Reading the table: the current song, who sits where, and marking symbols."""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import content
from roadie.games.the_gig.content import NOTATION, Instrument, Song, Symbol, TheGigPack
from roadie.games.the_gig.state import GigDie, Player, TheGigState

Pos = tuple[int, int]


def pack(state: TheGigState) -> TheGigPack:
    return content.load(state.options.content_pack)


def song(state: TheGigState) -> Song:
    return content.song(state.options.content_pack, state.songs[state.song])


def instrument(state: TheGigState, seat: int) -> Instrument:
    return content.instrument(state.options.content_pack, state.players[seat].instrument)


def row_length(state: TheGigState, row: int) -> int:
    return song(state).lengths[row - 1]


def occupant(state: TheGigState, row: int, col: int) -> GigDie | None:
    """The player die on a song space, if any."""
    return next((d for d in state.dice if d.where == "song" and d.row == row and d.col == col),
                None)


def challenger_on(state: TheGigState, row: int, col: int) -> bool:
    ch = state.challenger
    return ch is not None and any(d.row == row and d.col == col for d in ch.dice)


def taken(state: TheGigState) -> set[tuple[int | None, int | None]]:
    """Every song space holding a die (a player's or The Challenger's), as (row, col)."""
    found = {(d.row, d.col) for d in state.dice if d.where == "song"}
    if state.challenger is not None:
        found |= {(d.row, d.col) for d in state.challenger.dice}
    return found


def is_free(state: TheGigState, row: int, col: int) -> bool:
    return occupant(state, row, col) is None and not challenger_on(state, row, col)


def free_spaces(state: TheGigState, row: int) -> list[int]:
    return [c for c in range(row_length(state, row)) if is_free(state, row, c)]


def harmony_taken(state: TheGigState, seat: int, row: int) -> bool:
    """song.harmony: one die of each colour per Harmony space."""
    return row in harmony_rows(state, seat)


def harmony_rows(state: TheGigState, seat: int) -> set[int | None]:
    """The rows whose Harmony space holds the seat's colour."""
    return {d.row for d in state.seat_dice(seat) if d.where == "harmony"}


def own_die(state: TheGigState, seat: int, die_id: int) -> GigDie:
    die = state.die(die_id)
    if die is None or die.seat != seat:
        raise RuleViolation("the-gig/song.one-at-a-time",
                            _("rules", "Die {die} is not one of yours."), die=die_id)
    return die


def room(state: TheGigState, seat: int, symbol: Symbol) -> int | None:
    """Empty boxes left on a Notes track (None: Spotlights, which have no track limit)."""
    if symbol not in NOTATION:
        return None
    return max(0, instrument(state, seat).boxes[symbol] - state.players[seat].marks[symbol])


def notes_room(state: TheGigState, seat: int) -> dict[Symbol, int]:
    """:func:`room` on each Notes track, in the order the Notes section shows them."""
    boxes, marks = instrument(state, seat).boxes, state.players[seat].marks
    return {s: max(0, boxes[s] - marks[s]) for s in NOTATION}


def markable(state: TheGigState, seat: int, symbol: Symbol) -> bool:
    """notes-full: whether one more *symbol* can be marked."""
    return room(state, seat, symbol) != 0


def gain(state: TheGigState, seat: int, symbol: Symbol, count: int) -> int:
    """Mark *count* of *symbol*; Notes boxes cap Notation symbols (bridge.remove)."""
    space = room(state, seat, symbol)
    marked = count if space is None else min(count, space)
    state.players[seat].marks[symbol] += marked
    return marked


def tokens_in_use(state: TheGigState) -> bool:
    return state.options.audience or state.options.turn_based


def initiative_order(players: list[Player]) -> list[int]:
    """Token holders by token, then the others in seat order (applause.order)."""
    holders = sorted((p.token, i) for i, p in enumerate(players) if p.token is not None)
    rest = [i for i, p in enumerate(players) if p.token is None]
    return [i for _, i in holders] + rest
