"""Instrument Solos: which grooves a player has, where they may be drawn, and what
a drawn groove is worth (The Gig › Instrument Solos and Instrument Symbols)."""

from __future__ import annotations

from collections.abc import Sequence

from roadie.games.the_gig import geometry, table
from roadie.games.the_gig.content import (
    DrumPairs,
    HornColumn,
    Instrument,
    InstrumentCell,
    InstrumentSymbol,
    MultiplierCell,
    PointsCell,
    SaxCount,
    SymbolCell,
    WidestRows,
)
from roadie.games.the_gig.state import Groove, Player, TheGigState

Pos = tuple[int, int]


def song_grooves(state: TheGigState, seat: int) -> list[tuple[tuple[int, ...], frozenset[Pos]]]:
    """solo.grooves: (die ids, song cells) of every groove of the seat's song dice."""
    at = {(d.row, d.col): d.id for d in state.seat_dice(seat)
          if d.where == "song" and d.row is not None and d.col is not None}
    return [(tuple(sorted(at[c] for c in shape)), shape)
            for shape in geometry.grooves(at)]


def grid(board: Instrument) -> frozenset[Pos]:
    return board.cell_set


def drawn(player: Player) -> list[frozenset[Pos]]:
    return [frozenset(g.cells) for g in player.grooves]


def solo_options(state: TheGigState, seat: int) -> list[tuple[tuple[int, ...], frozenset[Pos]]]:
    """Every (groove dice, grid cells) the seat may draw now."""
    return [(dice, spot) for dice, spots in groove_spots(state, seat) for spot in spots]


def groove_spots(state: TheGigState, seat: int
                 ) -> list[tuple[tuple[int, ...], geometry.Spots]]:
    """Each groove of the seat's (its dice) with the grid cells it may be drawn at now."""
    board = table.instrument(state, seat)
    cells, done = grid(board), drawn(state.players[seat])
    grooves = song_grooves(state, seat)
    spots = geometry.each_open_spots([shape for _dice, shape in grooves], cells, done,
                                     board.start)
    return [(dice, where) for (dice, _shape), where in zip(grooves, spots, strict=True)]


def has_solo(state: TheGigState, seat: int) -> bool:
    """solo.grooves: whether one of the seat's grooves can be drawn now."""
    board = table.instrument(state, seat)
    cells, done = grid(board), drawn(state.players[seat])
    song_cells = [(d.row, d.col) for d in state.seat_dice(seat)
                  if d.where == "song" and d.row is not None and d.col is not None]
    return any(geometry.can_place(shape, cells, done, board.start)
               for shape in geometry.grooves(song_cells))  # smallest first: a die alone


def extra_options(state: TheGigState, seat: int, size: int,
                  touching: bool = False) -> list[frozenset[Pos]]:
    """Where an Audience card's extra groove of up to *size* spaces may be drawn; one that
    must be *touching* a groove has nowhere to go before the first is drawn."""
    board = table.instrument(state, seat)
    cells, done = grid(board), drawn(state.players[seat])
    if touching and not done:
        return []
    found: set[frozenset[Pos]] = set()
    for n in range(1, size + 1):
        for shape in geometry.fixed_shapes(n):
            found.update(geometry.placements(shape, cells, done, board.start))
    return sorted(found, key=sorted)


def multiplier(board: Instrument, cells: Sequence[Pos]) -> int:
    """solo.benefits: only the highest multiplier of a groove counts."""
    found = [c.value for p in cells if isinstance(c := board.cells()[p], MultiplierCell)]
    return max(found, default=1)


# --- end of game: what the solo is worth ------------------------------------------------

def solo_points(board: Instrument, grooves: list[Groove]) -> int:
    """Points, Drums, Sax, uncrossed Vocals (each a different point space of its groove),
    the Horn column and the Bass rows."""
    cells = board.cells()
    total = 0
    column = set(board.rightmost_column())
    column_points = 0
    horns = 0
    for groove in grooves:
        mult = multiplier(board, groove.cells)
        inside = [cells[p] for p in groove.cells]
        points = [c.value for c in inside if isinstance(c, PointsCell)]
        total += sum(points) * mult
        column_points += mult * sum(c.value for p in groove.cells if p in column
                                    and isinstance(c := cells[p], PointsCell))
        total += _instrument_points(board, groove, inside, points, mult)
        horns += sum(1 for c in inside if _is(c, InstrumentSymbol.HORN))
    if isinstance(board.ability, HornColumn) and horns >= board.ability.min_horns:
        total += column_points * (horns - 1)
    if isinstance(board.ability, WidestRows):
        total += _bass_rows(board, grooves) * board.ability.points
    return total


def _is(cell: object, symbol: InstrumentSymbol) -> bool:
    return isinstance(cell, InstrumentCell) and cell.symbol == symbol


def _instrument_points(board: Instrument, groove: Groove, inside: Sequence[object],
                       points: list[int], mult: int) -> int:
    ability = board.ability
    if isinstance(ability, DrumPairs):
        pairs = min(sum(_is(c, InstrumentSymbol.DRUMS) for c in inside),
                    sum(_is(c, InstrumentSymbol.STICKS) for c in inside))
        return pairs * ability.points * mult
    if isinstance(ability, SaxCount):
        return sum(_is(c, InstrumentSymbol.SAX) for c in inside) * ability.points * mult
    if ability.kind == "vocal_copies":
        cells = board.cells()
        kept = [p for p in groove.cells if _is(cells[p], InstrumentSymbol.VOCALS)
                and p not in groove.crossed]
        return sum(sorted(points, reverse=True)[:len(kept)]) * mult
    return 0


def _bass_rows(board: Instrument, grooves: list[Groove]) -> int:
    """instrument.bass: the widest rows filled by grooves."""
    assert isinstance(board.ability, WidestRows)
    filled = {p for g in grooves for p in g.cells}
    widths = board.widths()
    widest = sorted(range(len(widths)), key=lambda r: -widths[r])[: board.ability.rows]
    return sum(all(p in filled for p in board.cells() if p[0] == r) for r in widest)


def symbol_cells(board: Instrument, cells: Sequence[Pos]) -> list[SymbolCell]:
    return [c for p in cells if isinstance(c := board.cells()[p], SymbolCell)]
