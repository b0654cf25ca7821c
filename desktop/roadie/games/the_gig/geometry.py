"""Shapes on grids: grooves on the song and their drawing on a solo grid.

The Gig › Instrument Solos. A groove is 1-4 cells linked orthogonally or
diagonally; on the solo grid it may be rotated and flipped, must stay on the
grid, never overlap another groove (not even by crossing diagonally) and touch
one already drawn (the first covers the start space).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from typing import overload

Pos = tuple[int, int]
Shape = frozenset[Pos]

MAX_GROOVE = 4


def neighbours(pos: Pos) -> Iterator[Pos]:
    """The eight cells around *pos*."""
    row, col = pos
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr or dc:
                yield row + dr, col + dc


def reachable(cells: set[Pos], start: Pos) -> set[Pos]:
    """The cells reachable from *start* through orthogonal or diagonal links."""
    reached, frontier = {start}, [start]
    while frontier:
        for near in neighbours(frontier.pop()):
            if near in cells and near not in reached:
                reached.add(near)
                frontier.append(near)
    return reached


def is_connected(cells: Iterable[Pos]) -> bool:
    """Whether *cells* form one group through orthogonal or diagonal links (a groove's few
    cells compared pairwise: no walk round each cell's eight neighbours)."""
    left = set(cells)
    if not left:
        return False
    frontier = [left.pop()]
    while frontier and left:
        row, col = frontier.pop()
        near = [p for p in left if -1 <= p[0] - row <= 1 and -1 <= p[1] - col <= 1]
        left.difference_update(near)
        frontier += near
    return not left


def grooves(cells: Iterable[Pos]) -> list[Shape]:
    """Every groove among *cells*: each linked group of 1-4 of them, dice left out allowed."""
    return list(_grooves(frozenset(cells)))


@lru_cache(maxsize=4096)
def _grooves(cells: frozenset[Pos]) -> tuple[Shape, ...]:
    ordered = sorted(cells)
    links = frozenset((i, j) for i, j in combinations(range(len(ordered)), 2)
                      if abs(ordered[i][0] - ordered[j][0]) <= 1
                      and abs(ordered[i][1] - ordered[j][1]) <= 1)
    return tuple(frozenset(ordered[i] for i in group)
                 for group in _linked_groups(len(ordered), links))


@cache
def _linked_groups(count: int, links: frozenset[tuple[int, int]]) -> tuple[tuple[int, ...], ...]:
    """Every linked group of 1-4 of *count* things, given the pairs (i < j) that touch: by
    size, then in the order ``combinations`` lists them (worked out once per set of links)."""
    return tuple(group for size in range(1, min(MAX_GROOVE, count) + 1)
                 for group in combinations(range(count), size) if _linked(group, links))


def _linked(group: tuple[int, ...], links: frozenset[tuple[int, int]]) -> bool:
    """Whether *group* is one piece through *links*."""
    reached, frontier = {group[0]}, [group[0]]
    while frontier:
        here = frontier.pop()
        for other in group:
            if other not in reached and (min(here, other), max(here, other)) in links:
                reached.add(other)
                frontier.append(other)
    return len(reached) == len(group)


def normalise(shape: Iterable[Pos]) -> Shape:
    """The shape moved so that its top row and left column are 0."""
    shape = list(shape)
    top = min(r for r, _ in shape)
    left = min(c for _, c in shape)
    return frozenset((r - top, c - left) for r, c in shape)


def orientations(shape: Iterable[Pos]) -> list[Shape]:
    """The shape in each of its distinct rotations and reflections, normalised."""
    return list(_orientations(normalise(shape)))


@cache
def _orientations(shape: Shape) -> tuple[Shape, ...]:
    found: list[Shape] = []
    for flip in (False, True):
        cells = [(r, -c) if flip else (r, c) for r, c in sorted(shape)]
        for _ in range(4):
            cells = [(c, -r) for r, c in cells]
            norm = normalise(cells)
            if norm not in found:
                found.append(norm)
    return tuple(found)


def congruent(a: Iterable[Pos], b: Iterable[Pos]) -> bool:
    """Whether *b* is *a* rotated, flipped and moved: both turn the same way first."""
    return _turned_first(frozenset(a)) == _turned_first(frozenset(b))


def squeezes(shape: Iterable[Pos]) -> frozenset[Pos]:
    """Corners a groove's line passes diagonally through.

    A groove squeezes through the corner shared by four cells when it holds two
    diagonally opposite ones and neither of the other two; another groove
    squeezing through the same corner would cross it. A corner is named by the
    cell to its lower right.
    """
    cells = set(shape)
    found: set[Pos] = set()
    for r, c in cells:
        for dc in (-1, 1):
            other = (r + 1, c + dc)
            if other in cells and (r, c + dc) not in cells and (r + 1, c) not in cells:
                found.add((r + 1, max(c, c + dc)))
    return frozenset(found)


def can_draw(shape: Shape, grid: set[Pos] | frozenset[Pos], drawn: list[Shape],
             start: Pos) -> bool:
    """The Gig › Play Your Solo: may *shape* (already placed) be drawn now?"""
    return shape <= grid and _drawable(bits(shape), bits(squeezes(shape)),
                                       _ruled(tuple(drawn), start))


BITS_PER_ROW = 64
"""Cells as the bits of one integer, (row, col) at bit ``row * 64 + col``: grids are far
narrower, and a test of a whole shape against the grooves drawn is one ``&``."""


def bits(cells: Iterable[Pos]) -> int:
    """*cells* as bits; cells outside the grid's first row and column (next to it) left out."""
    found = 0
    for r, c in cells:
        if r >= 0 and 0 <= c < BITS_PER_ROW:
            found |= 1 << (r * BITS_PER_ROW + c)
    return found


@dataclass(frozen=True)
class Ruled:
    """What the grooves drawn so far rule out, as :func:`bits`: the cells they use, the cells
    touching them, the corners they squeeze through; and the start space (for the first
    groove)."""

    used: int
    touch: int
    crossed: int
    start: int


@lru_cache(maxsize=1024)
def _ruled(drawn: tuple[Shape, ...], start: Pos) -> Ruled:
    """:class:`Ruled` by *drawn*: what the grooves before the last rule out (worked out when
    that one was drawn), and the last."""
    if not drawn:
        return Ruled(0, 0, 0, bits([start]))
    before, last = _ruled(drawn[:-1], start), drawn[-1]
    return Ruled(before.used | bits(last),
                 before.touch | bits(n for cell in last for n in neighbours(cell)),
                 before.crossed | bits(squeezes(last)), before.start)


def _drawable(shape: int, squeezed: int, ruled: Ruled) -> bool:
    """An on-grid shape and the corners it squeezes through (:func:`bits`): the start space
    first; then no overlap, a touch, no crossing."""
    if not ruled.used:
        return bool(shape & ruled.start)
    return not shape & ruled.used and bool(shape & ruled.touch) and not squeezed & ruled.crossed


@cache
def fits(groove: Shape, grid: frozenset[Pos]) -> tuple[tuple[int, int, Shape], ...]:
    """Every (cells, corners squeezed through, as :func:`bits`; the cells) where *groove*
    (normalised), rotated, flipped and moved, lies on the grid, sorted as the cells sort
    (worked out once per shape and grid)."""
    return tuple((cells, squeezed, cells_of(cells)) for _at, cells, squeezed in _laid(groove, grid))


def _laid(groove: Shape, grid: frozenset[Pos]) -> list[tuple[tuple[int, ...], int, int]]:
    """:func:`fits` with each placement's cells as their bit numbers in order (as they sort)
    instead of a set."""
    found: list[tuple[tuple[int, ...], int, int]] = []
    on_grid = bits(grid)
    for shape in _orientations(groove):
        at = [r * BITS_PER_ROW + c for r, c in sorted(shape)]
        cells, squeezed = bits(shape), bits(squeezes(shape))
        shifts = -1  # where the shape may go: the moves that keep each of its cells on the grid
        for bit in at:
            shifts &= on_grid >> bit
        while shifts:
            low = shifts & -shifts
            shift = low.bit_length() - 1
            found.append((tuple([bit + shift for bit in at]), cells << shift, squeezed << shift))
            shifts ^= low
    found.sort()
    return found


def cells_of(shape: int) -> Shape:
    """The cells of a shape given as :func:`bits`."""
    found = []
    while shape:
        low = shape & -shape
        found.append(divmod(low.bit_length() - 1, BITS_PER_ROW))
        shape ^= low
    return frozenset(found)


def placements(groove: Iterable[Pos], grid: set[Pos] | frozenset[Pos], drawn: list[Shape],
               start: Pos) -> list[Shape]:
    """Every way to draw *groove* on the grid now, sorted for a stable order."""
    return list(spots(frozenset(groove), frozenset(grid), drawn, start))


def spots(groove: Shape, grid: frozenset[Pos], drawn: list[Shape],
          start: Pos) -> tuple[Shape, ...]:
    """:func:`placements` as a tuple."""
    return tuple(open_spots(groove, grid, drawn, start))


def open_spots(groove: Shape, grid: frozenset[Pos], drawn: list[Shape], start: Pos) -> Spots:
    """:func:`placements` as a :class:`Spots` (each set of cells made only when asked for)."""
    return each_open_spots([groove], grid, drawn, start)[0]


def each_open_spots(grooves: Iterable[Shape], grid: frozenset[Pos], drawn: list[Shape],
                    start: Pos) -> list[Spots]:
    """:func:`open_spots` of each of *grooves*, from one look at what *drawn* leaves open."""
    where, drawable = atlas(grid), _open(grid, tuple(drawn), start).drawable
    found = []
    for groove in grooves:
        first, count = where.span[_turned_first(groove)]
        found.append(Spots(where.placed, first, drawable >> first & ((1 << count) - 1)))
    return found


def can_place(groove: Shape, grid: frozenset[Pos], drawn: list[Shape], start: Pos) -> bool:
    """Whether :func:`spots` finds somewhere to draw *groove* now."""
    first, count = atlas(grid).span[_turned_first(groove)]
    return bool(_open(grid, tuple(drawn), start).drawable >> first & ((1 << count) - 1))


def may_draw(cells: Shape, grid: frozenset[Pos], drawn: list[Shape], start: Pos) -> bool:
    """:func:`can_draw` for a groove (1-4 cells) already placed, read off the :class:`Atlas`."""
    as_bits = bits(cells)
    number = atlas(grid).number.get(as_bits)
    return (number is not None and as_bits.bit_count() == len(cells)
            and bool(_open(grid, tuple(drawn), start).drawable >> number & 1))


@lru_cache(maxsize=4096)
def _turned_first(shape: Shape) -> Shape:
    """The shape normalised and turned the way that sorts first (the same for every way it
    is turned, so they share their placements)."""
    return min(_orientations(normalise(shape)), key=sorted)


@cache
def fixed_shapes(size: int) -> tuple[Shape, ...]:
    """Every linked shape of exactly *size* cells, normalised, in every orientation."""
    shapes = {frozenset({(0, 0)})}
    for _ in range(size - 1):
        shapes = {normalise(s | {n}) for s in shapes for c in s
                  for n in neighbours(c) if n not in s}
    return tuple(sorted(shapes, key=sorted))


# --- every placement on a grid, numbered: what the drawn grooves leave open ----------------

@dataclass(frozen=True)
class Atlas:
    """Every way to lay every groove on one grid, numbered groove by groove (each turned the
    way that sorts first) in the order :func:`fits` lists them; and, as the bits of one
    integer (bit *n*: placement *n*), the placements using each cell and those squeezing
    through each corner. What a set of drawn grooves rules out is then a few ``|`` away.
    (Plain integers only, bar the keys: nothing for the garbage collector to walk.)"""

    placed: tuple[int, ...]
    """Each placement's cells as :func:`bits`, by number."""
    number: dict[int, int]
    """Each placement's number, by its cells as :func:`bits`."""
    span: dict[Shape, tuple[int, int]]
    """Each groove's first placement and how many it has."""
    using: dict[Pos, int]
    squeezing: dict[Pos, int]


@cache
def atlas(grid: frozenset[Pos]) -> Atlas:
    """The :class:`Atlas` of *grid* (made once per grid)."""
    placed: list[int] = []
    span: dict[Shape, tuple[int, int]] = {}
    using: dict[int, list[int]] = {}  # by cell, as its bit number
    squeezing: dict[int, list[int]] = {}
    grooves = {_turned_first(s) for size in range(1, MAX_GROOVE + 1) for s in fixed_shapes(size)}
    for groove in sorted(grooves, key=sorted):
        laid = _laid(groove, grid)
        span[groove] = (len(placed), len(laid))
        for at, cells, squeezed in laid:
            number = len(placed)
            placed.append(cells)
            for cell in at:
                using.setdefault(cell, []).append(number)
            while squeezed:
                corner = squeezed & -squeezed
                squeezing.setdefault(corner.bit_length() - 1, []).append(number)
                squeezed ^= corner
    return Atlas(tuple(placed), {c: n for n, c in enumerate(placed)}, span,
                 {divmod(b, BITS_PER_ROW): _as_bits(n) for b, n in using.items()},
                 {divmod(b, BITS_PER_ROW): _as_bits(n) for b, n in squeezing.items()})


def _as_bits(numbers: list[int]) -> int:
    """*numbers* (rising) as the bits of one integer."""
    found = bytearray(numbers[-1] // 8 + 1)
    for n in numbers:
        found[n >> 3] |= 1 << (n & 7)
    return int.from_bytes(found, "little")


@dataclass(frozen=True)
class Open:
    """The placements of an :class:`Atlas` (as its bits) that overlap, touch and cross the
    grooves drawn so far, and so those that may be drawn now (:func:`can_draw`)."""

    overlapping: int
    touching: int
    crossing: int
    drawable: int


@lru_cache(maxsize=4096)
def _open(grid: frozenset[Pos], drawn: tuple[Shape, ...], start: Pos) -> Open:
    """:class:`Open` after *drawn*: what the grooves before the last left open (worked out when
    that one was drawn), less what the last rules out; the first covers the start space."""
    where = atlas(grid)
    if not drawn:
        return Open(0, 0, 0, where.using.get(start, 0))
    before, last = _open(grid, drawn[:-1], start), drawn[-1]
    overlapping = before.overlapping | _placed_at(where.using, last)
    touching = before.touching | _placed_at(where.using, {n for c in last for n in neighbours(c)})
    crossing = before.crossing | _placed_at(where.squeezing, squeezes(last))
    return Open(overlapping, touching, crossing, touching & ~overlapping & ~crossing)


def _placed_at(placements: dict[Pos, int], where: Iterable[Pos]) -> int:
    """The placements listed under any of the cells or corners *where*."""
    found = 0
    for pos in where:
        found |= placements.get(pos, 0)
    return found


class Spots(Sequence[Shape]):
    """Where one groove may be drawn now: the placements of an :class:`Atlas` from *first* on
    whose bits are set in *allowed*, in its order; each set of cells made only when asked for
    (a random bot draws one of hundreds)."""

    def __init__(self, placed: tuple[int, ...], first: int, allowed: int) -> None:
        self._placed, self._first, self._allowed = placed, first, allowed
        self._count = allowed.bit_count()

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> Shape: ...

    @overload
    def __getitem__(self, index: slice) -> list[Shape]: ...

    def __getitem__(self, index: int | slice) -> Shape | list[Shape]:
        if isinstance(index, slice):
            return [self[i] for i in range(self._count)[index]]
        at = index + self._count if index < 0 else index
        if not 0 <= at < self._count:
            raise IndexError(index)
        left = self._allowed
        for _ in range(at):
            left &= left - 1  # drop the lowest placement
        return cells_of(self._placed[self._first + (left & -left).bit_length() - 1])

    def __iter__(self) -> Iterator[Shape]:
        left = self._allowed
        while left:
            low = left & -left
            yield cells_of(self._placed[self._first + low.bit_length() - 1])
            left ^= low
