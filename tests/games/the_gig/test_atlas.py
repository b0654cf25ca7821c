"""The atlas of placements (every groove laid on a grid once, what drawn grooves leave open
read off with a few ORs) answers as the solo rules do, checked one placement at a time."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadie import games
from roadie.core.rng import Rng
from roadie.games.the_gig import content, geometry, solo, table
from roadie.games.the_gig.geometry import Shape

GRIDS: dict[str, tuple[frozenset[tuple[int, int]], tuple[int, int]]] = {
    i.id: (i.cell_set, i.start) for i in content.load().instruments}
CELL = st.tuples(st.integers(0, 2), st.integers(0, 2))
GROOVES = sorted({geometry._turned_first(s) for n in range(1, geometry.MAX_GROOVE + 1)
                  for s in geometry.fixed_shapes(n)}, key=sorted)


def laid_plainly(groove: Shape, grid: frozenset[tuple[int, int]]) -> list[Shape]:
    """Every way *groove* lies on *grid*, turned and moved, by trying every move."""
    rows = range(-4, max(r for r, _ in grid) + 1)
    cols = range(-4, max(c for _, c in grid) + 1)
    found = {frozenset((r + top, c + left) for r, c in shape)
             for shape in geometry.orientations(groove) for top in rows for left in cols}
    return sorted((cells for cells in found if cells <= grid), key=sorted)


def drawn_at_random(grid: frozenset[tuple[int, int]], start: tuple[int, int],
                    seed: int) -> list[list[Shape]]:
    """The grooves drawn on *grid* after each of a random series of legal draws (by the
    plain rule, :func:`geometry.can_draw`), from none until nothing fits."""
    rng = random.Random(seed)
    drawn: list[Shape] = []
    stages = [list(drawn)]
    while True:
        fitting = [cells for groove in GROOVES for _b, _s, cells in geometry.fits(groove, grid)
                   if geometry.can_draw(cells, grid, drawn, start)]
        if not fitting:
            return stages
        drawn.append(rng.choice(fitting))
        stages.append(list(drawn))


@pytest.mark.parametrize("instrument", sorted(GRIDS))
def test_fits_are_every_way_a_groove_lies_on_the_grid(instrument: str) -> None:
    grid, _start = GRIDS[instrument]
    for groove in GROOVES:
        fits = geometry.fits(groove, grid)
        assert [cells for _b, _s, cells in fits] == laid_plainly(groove, grid)
        assert all(b == geometry.bits(cells) and s == geometry.bits(geometry.squeezes(cells))
                   for b, s, cells in fits)


@pytest.mark.parametrize("instrument", sorted(GRIDS))
@pytest.mark.parametrize("seed", range(3))
def test_the_atlas_leaves_open_what_the_rules_allow(instrument: str, seed: int) -> None:
    """After each groove of random solos: every placement of every groove may be drawn by
    the atlas exactly when the plain rule allows it, listed in the order of :func:`fits`."""
    grid, start = GRIDS[instrument]
    for drawn in drawn_at_random(grid, start, seed):
        for groove in GROOVES:
            allowed = [cells for _b, _s, cells in geometry.fits(groove, grid)
                       if geometry.can_draw(cells, grid, drawn, start)]
            spots = geometry.open_spots(groove, grid, drawn, start)
            assert list(spots) == allowed and len(spots) == len(allowed)
            assert [spots[i] for i in range(len(spots))] == allowed
            assert geometry.can_place(groove, grid, drawn, start) == bool(allowed)
            for _b, _s, cells in geometry.fits(groove, grid):
                assert geometry.may_draw(cells, grid, drawn, start) == (cells in allowed)


def test_spots_index_as_a_tuple_does() -> None:
    grid, start = GRIDS["horn"]
    line = frozenset({(0, 0), (0, 1)})
    spots = geometry.open_spots(line, grid, [], start)
    plain = tuple(spots)
    assert len(plain) > 1
    assert spots[-1] == plain[-1] and spots[1:] == list(plain[1:])
    with pytest.raises(IndexError):
        spots[len(plain)]
    with pytest.raises(IndexError):
        spots[-len(plain) - 1]


def test_a_shape_off_the_grid_or_too_big_is_never_drawn_by_the_atlas() -> None:
    grid, start = GRIDS["horn"]
    assert not geometry.may_draw(frozenset({(-1, 0), start}), grid, [], start)
    five = frozenset((0, c) for c in range(5))
    assert not geometry.may_draw(five, grid, [], start)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_each_grooves_spots_through_random_games(players: int) -> None:
    """At every step of random games, each seat's grooves (kept per layout of its dice) with
    where they may be drawn (one look at the atlas for all of them) are what the plain rule
    finds groove by groove."""
    game = games.get("the-gig")
    state = game.setup(game.make_options(players), 5)
    rng = Rng.from_seed(5)
    while not game.is_over(state):
        for seat in range(players):
            at = {(d.row, d.col): d.id for d in state.seat_dice(seat) if d.where == "song"}
            assert list(solo.song_grooves(state, seat)) == [
                (tuple(sorted(at[c] for c in shape)), shape) for shape in geometry.grooves(at)]
            board = table.instrument(state, seat)
            drawn = solo.drawn(state.players[seat])
            expected = [(dice, [cells for _b, _s, cells in geometry.fits(
                geometry._turned_first(shape), board.cell_set)
                if geometry.can_draw(cells, board.cell_set, drawn, board.start)])
                for dice, shape in solo.song_grooves(state, seat)]
            assert [(dice, list(spots)) for dice, spots in solo.groove_spots(state, seat)] \
                == expected
            assert solo.has_solo(state, seat) == any(spots for _dice, spots in expected)
        seat = rng.choice(game.active_seats(state))
        game.apply(state, seat, game.sample_action(state, seat, rng))


@given(st.sets(CELL, min_size=1, max_size=4), st.sets(CELL, min_size=1, max_size=4))
def test_congruent_is_one_shape_among_the_others_turnings(a: set[tuple[int, int]],
                                                          b: set[tuple[int, int]]) -> None:
    """Two shapes are congruent when one, normalised, is among the other's orientations."""
    assert geometry.congruent(a, b) == (geometry.normalise(b) in geometry.orientations(a))
    for turned in geometry.orientations(a):
        shifted = {(r + 2, c + 1) for r, c in turned}
        assert geometry.congruent(a, shifted)


@given(st.sets(st.tuples(st.integers(1, 6), st.integers(0, 5)), min_size=1, max_size=6))
def test_grooves_are_the_linked_groups_of_the_cells(cells: set[tuple[int, int]]) -> None:
    """The grooves among song cells (found from which pairs touch, the linked groups kept per
    set of touching pairs) are every linked group of 1-4 cells, by size, as listed plainly."""
    ordered = sorted(cells)
    plain = [frozenset(group) for size in range(1, min(4, len(ordered)) + 1)
             for group in combinations(ordered, size) if geometry.is_connected(group)]
    assert geometry.grooves(cells) == plain
