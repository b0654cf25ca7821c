"""Shapes on grids: grooves on the song and their drawing on a solo grid.

The Gig › Instrument Solos. A groove is 1-4 cells linked orthogonally or
diagonally; on the solo grid it may be rotated and flipped, must stay on the
grid, never overlap another groove (not even by crossing diagonally) and touch
one already drawn (the first covers the start space).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
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
    """Whether *cells* form one group through orthogonal or diagonal links."""
    cells = set(cells)
    return bool(cells) and reachable(cells, next(iter(cells))) == cells


def grooves(cells: Iterable[Pos]) -> list[Shape]:
    """Every groove among *cells*: each linked group of 1-4 of them, dice left out allowed."""
    cells = sorted(set(cells))
    found = []
    for size in range(1, min(MAX_GROOVE, len(cells)) + 1):
        found += [frozenset(c) for c in combinations(cells, size) if is_connected(c)]
    return found


def normalise(shape: Iterable[Pos]) -> Shape:
    """The shape moved so that its top row and left column are 0."""
    shape = list(shape)
    top = min(r for r, _ in shape)
    left = min(c for _, c in shape)
    return frozenset((r - top, c - left) for r, c in shape)


def orientations(shape: Iterable[Pos]) -> list[Shape]:
    """The shape in each of its distinct rotations and reflections, normalised."""
    found: list[Shape] = []
    for flip in (False, True):
        cells = [(r, -c) if flip else (r, c) for r, c in shape]
        for _ in range(4):
            cells = [(c, -r) for r, c in cells]
            norm = normalise(cells)
            if norm not in found:
                found.append(norm)
    return found


def congruent(a: Iterable[Pos], b: Iterable[Pos]) -> bool:
    """Whether *b* is *a* rotated, flipped and moved."""
    return normalise(b) in orientations(a)


def squeezes(shape: Iterable[Pos]) -> set[Pos]:
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
    return found


def can_draw(shape: Shape, grid: set[Pos], drawn: list[Shape], start: Pos) -> bool:
    """The Gig › Play Your Solo: may *shape* (already placed) be drawn now?"""
    if not shape <= grid:
        return False
    used = set().union(*drawn) if drawn else set()
    if shape & used:
        return False
    if not drawn:
        return start in shape
    if not any(n in used for cell in shape for n in neighbours(cell)):
        return False
    crossed = set().union(*(squeezes(g) for g in drawn))
    return not squeezes(shape) & crossed


def placements(groove: Iterable[Pos], grid: set[Pos], drawn: list[Shape],
               start: Pos) -> list[Shape]:
    """Every way to draw *groove* on the grid now, sorted for a stable order."""
    found: set[Shape] = set()
    rows = [r for r, _ in grid]
    cols = [c for _, c in grid]
    for shape in orientations(groove):
        height = max(r for r, _ in shape)
        width = max(c for _, c in shape)
        for top in range(min(rows), max(rows) - height + 1):
            for left in range(min(cols), max(cols) - width + 1):
                moved = frozenset((r + top, c + left) for r, c in shape)
                if can_draw(moved, grid, drawn, start):
                    found.add(moved)
    return sorted(found, key=sorted)
