"""Shapes on grids: grooves on the song and their drawing on a solo grid.

The Gig › Instrument Solos. A groove is 1-4 cells linked orthogonally or
diagonally; on the solo grid it may be rotated and flipped, must stay on the
grid, never overlap another groove (not even by crossing diagonally) and touch
one already drawn (the first covers the start space).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations

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
    found: list[Shape] = []
    for size in range(1, min(MAX_GROOVE, len(ordered)) + 1):
        found += [frozenset(c) for c in combinations(ordered, size) if is_connected(c)]
    return tuple(found)


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
    """Whether *b* is *a* rotated, flipped and moved."""
    return normalise(b) in _orientations(normalise(a))


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
    found: dict[int, int] = {}
    rows = [r for r, _ in grid]
    cols = [c for _, c in grid]
    outside = ~bits(grid)
    for shape in _orientations(groove):
        cells, squeezed = bits(shape), bits(squeezes(shape))
        height = max(r for r, _ in shape)
        width = max(c for _, c in shape)
        for top in range(min(rows), max(rows) - height + 1):
            for left in range(min(cols), max(cols) - width + 1):
                shift = top * BITS_PER_ROW + left
                if not (cells << shift) & outside:
                    found[cells << shift] = squeezed << shift
    placed = [(cells, squeezed, cells_of(cells)) for cells, squeezed in found.items()]
    return tuple(sorted(placed, key=lambda fit: sorted(fit[2])))


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
    """:func:`placements` as the tuple worked out once for these grooves drawn."""
    return _placements(_turned_first(groove), grid, tuple(drawn), start)


@lru_cache(maxsize=4096)
def _turned_first(shape: Shape) -> Shape:
    """The shape normalised and turned the way that sorts first (the same for every way it
    is turned, so they share their placements)."""
    return min(_orientations(normalise(shape)), key=sorted)


@lru_cache(maxsize=8192)
def _placements(groove: Shape, grid: frozenset[Pos], drawn: tuple[Shape, ...],
                start: Pos) -> tuple[Shape, ...]:
    ruled = _ruled(drawn, start)
    if not ruled.used:
        return tuple(cells for shape, _squeezed, cells in fits(groove, grid)
                     if shape & ruled.start)
    used, touch, crossed = ruled.used, ruled.touch, ruled.crossed  # _drawable, inlined
    return tuple(cells for shape, squeezed, cells in fits(groove, grid)
                 if not shape & used and shape & touch and not squeezed & crossed)


def can_place(groove: Shape, grid: frozenset[Pos], drawn: list[Shape], start: Pos) -> bool:
    """Whether :func:`spots` finds somewhere to draw *groove* now (stops at the first)."""
    ruled = _ruled(tuple(drawn), start)
    return any(_drawable(shape, squeezed, ruled)
               for shape, squeezed, _ in fits(_turned_first(groove), grid))
