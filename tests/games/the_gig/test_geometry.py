"""Grooves and solos: The Gig › Instrument Solos."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from roadie.games.the_gig import geometry as g


def test_a_groove_links_orthogonally_and_diagonally() -> None:
    assert g.is_connected({(0, 0), (1, 1), (1, 2)})
    assert not g.is_connected({(0, 0), (0, 2)})


def test_grooves_include_every_linked_part() -> None:
    """Purple: a single die and a line of three make two grooves (1, and 1-3 long parts)."""
    purple = {(0, 0), (3, 1), (3, 2), (3, 3)}
    found = g.grooves(purple)
    assert frozenset({(3, 1), (3, 2), (3, 3)}) in found
    assert frozenset({(3, 1), (3, 3)}) not in found  # the rest must stay linked
    assert max(len(x) for x in found) == 3
    assert len(found) == 4 + 2 + 1  # four singles, two pairs, one line


def test_blue_four_with_a_diagonal_six_is_one_groove() -> None:
    blue = {(2, 0), (2, 1), (2, 2), (1, 3)}
    assert frozenset(blue) in g.grooves(blue)


def test_orientations_of_an_l_are_eight_and_of_a_line_two() -> None:
    assert len(g.orientations({(0, 0), (1, 0), (2, 0), (2, 1)})) == 8
    assert len(g.orientations({(0, 0), (0, 1), (0, 2)})) == 2
    assert len(g.orientations({(0, 0), (1, 1)})) == 2


@given(st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=4))
def test_every_orientation_is_congruent(cells: set[tuple[int, int]]) -> None:
    for shape in g.orientations(cells):
        assert g.congruent(cells, shape) and len(shape) == len(cells)


GRID = {(r, c) for r in range(4) for c in range(5)}


def test_the_first_groove_must_cover_the_start() -> None:
    assert g.can_draw(frozenset({(0, 0), (0, 1)}), GRID, [], start=(0, 0))
    assert not g.can_draw(frozenset({(1, 0), (1, 1)}), GRID, [], start=(0, 0))


def test_later_grooves_touch_and_never_overlap() -> None:
    drawn = [frozenset({(0, 0), (0, 1)})]
    assert g.can_draw(frozenset({(1, 2)}), GRID, drawn, (0, 0))  # diagonal touch
    assert not g.can_draw(frozenset({(0, 1), (1, 1)}), GRID, drawn, (0, 0))  # overlap
    assert not g.can_draw(frozenset({(3, 3)}), GRID, drawn, (0, 0))  # not touching
    assert not g.can_draw(frozenset({(0, 4), (0, 5)}), GRID, drawn, (0, 0))  # off the grid


def test_grooves_never_cross_diagonally() -> None:
    drawn = [frozenset({(0, 0), (1, 1)})]
    assert not g.can_draw(frozenset({(0, 1), (1, 0)}), GRID, drawn, (0, 0))
    assert g.can_draw(frozenset({(0, 1), (0, 2)}), GRID, drawn, (0, 0))


def test_placements_respect_shape_grid_and_rules() -> None:
    """Purple's line of three can't stand upright on a two-row grid; it lies flat."""
    grid = {(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)}
    upright = {(0, 0), (1, 0), (2, 0)}
    found = g.placements(upright, grid, [], start=(0, 0))
    assert found == [frozenset({(0, 0), (0, 1), (0, 2)})]
    assert g.placements({(0, 0)}, grid, [], start=(1, 2)) == [frozenset({(1, 2)})]
