"""Tracks, counters, grids and tokens of the board kit in a real scene and view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from tests.ui.conftest import drag
from tests.ui.test_kit_cards import make_table

from roadie.ui.scene.counter_item import CounterItem
from roadie.ui.scene.grid_item import GridItem
from roadie.ui.scene.piece import DropState
from roadie.ui.scene.tokens import CubeItem, MarkerItem, StandeeItem, TokenItem
from roadie.ui.scene.track_item import SymbolTrack, TrackItem


@pytest.fixture
def table(qtbot):
    return make_table(qtbot)


def test_markers_sharing_a_space_stack_and_restack_when_one_leaves(table):
    _rules, scene, _view = table
    track = TrackItem([str(n) for n in range(10)], cell=60)
    track.setPos(100, 100)
    scene.addItem(track)
    a, b, c = (MarkerItem(colour, letter=x) for colour, x in
               (("#e69f00", "A"), ("#56b4e9", "B"), ("#009e73", "C")))
    for marker in (a, b, c):
        track.place(marker, 4, animate=False)
    space = track.space(4).sceneBoundingRect()
    assert track.stack(4) == [a, b, c]
    assert all(space.contains(m.pos()) for m in (a, b, c))
    assert a.pos().y() > b.pos().y() > c.pos().y()
    assert a.zValue() < b.zValue() < c.zValue()
    track.place(a, 7, animate=False)
    assert track.stack(4) == [b, c] and track.stack(7) == [a]
    assert b.pos() == b.home and b.pos().y() > c.pos().y()
    assert track.space(7).sceneBoundingRect().contains(a.pos())
    low_b = b.pos()
    track.place(c, 4, animate=False)
    assert b.pos() == low_b


def test_a_grid_track_wraps_into_rows(table):
    _rules, scene, _view = table
    track = TrackItem([str(n) for n in range(12)], columns=6, cell=50, gap=5)
    scene.addItem(track)
    assert track.space(6).rect.topLeft() == QPointF(0, 55)
    assert track.space(5).rect.left() == 5 * 55


def test_a_symbol_track_marks_and_erases(table):
    _rules, scene, _view = table
    notes = SymbolTrack(["♪", "♫", "♭", "♯"])
    scene.addItem(notes)
    notes.set_marked([True, False, True, False])
    assert notes.marks() == [True, False, True, False]
    notes.box(2).set_marked(False)
    assert notes.marks() == [True, False, False, False]


def test_a_counter_counts_to_its_new_value(table, qtbot):
    _rules, scene, _view = table
    counter = CounterItem("Money", 5)
    scene.addItem(counter)
    counter.set_value(9, animate=False)
    assert counter.shown == 9
    scene.set_speed("normal")
    counter.set_value(30)
    assert counter.value == 30 and counter.shown == 9
    qtbot.waitUntil(lambda: 9 < counter.shown < 30, timeout=2000)
    qtbot.waitUntil(lambda: counter.shown == 30, timeout=3000)


SHAPE = [(r, c) for r in range(3) for c in range(5) if (r, c) != (1, 2)]


def test_the_grid_reports_the_cell_under_a_point(table):
    _rules, scene, _view = table
    grid = GridItem(SHAPE, cell=40, gap=4)
    grid.setPos(200, 100)
    scene.addItem(grid)
    assert grid.cell_at(grid.cells[(2, 3)].sceneBoundingRect().center()) == (2, 3)
    assert grid.cell_at(QPointF(200 + 44 * 4 + 41, 100 + 10)) == (0, 4)
    assert grid.cell_at(QPointF(200 + 44 * 2 + 20, 100 + 44 + 20)) is None
    assert grid.cell_at(QPointF(190, 90)) is None
    assert grid.cell((1, 2)) is None


def test_grid_highlight_and_preview_change_state(table):
    _rules, scene, _view = table
    grid = GridItem(SHAPE, cell=40, gap=4)
    scene.addItem(grid)
    grid.highlight([(0, 0), (2, 4)])
    lit = {c for c, cell in grid.cells.items() if cell.drop_state == DropState.LEGAL}
    assert lit == {(0, 0), (2, 4)}
    grid.highlight([])
    assert all(cell.drop_state == DropState.NONE for cell in grid.cells.values())
    grid.set_preview([(0, 0), (0, 1), (1, 1)])
    outline = grid.outline.path.boundingRect()
    assert grid.preview == {(0, 0), (0, 1), (1, 1)}
    assert outline.contains(grid.cell_rect((1, 1))) and not outline.contains(grid.cell_rect((2, 0)))
    grid.set_preview([])
    assert grid.outline.path.isEmpty()
    grid.cells[(0, 3)].set_mark("♪", "#56b4e9")
    assert grid.cells[(0, 3)].text == "♪"


def test_a_token_dropped_on_a_lit_grid_cell_is_accepted(table):
    rules, scene, view = table
    grid = GridItem(SHAPE, cell=60, gap=4)
    grid.setPos(400, 300)
    scene.addItem(grid)
    token = TokenItem("1st", "#e69f00")
    token.setPos(150, 150)
    token.home = QPointF(150, 150)
    scene.addItem(token)
    rules.allow = {grid.cells[(2, 1)]: "initiative"}
    drag(view, token, grid.cells[(0, 0)])
    assert rules.refused == [token] and token.pos() == QPointF(150, 150)
    drag(view, token, grid.cells[(2, 1)])
    assert rules.dropped == [(token, "initiative")]


def test_tokens_turn_over_and_cubes_count(table):
    _rules, scene, view = table
    token = TokenItem("☺", "#7fd67a", back_label="☹")
    cube = CubeItem("#d55e00")
    standee = StandeeItem("Ana", "#e69f00")
    for n, item in enumerate((token, cube, standee)):
        item.setPos(200 + 150 * n, 200)
        scene.addItem(item)
    token.set_face_up(False)
    cube.set_count(3)
    assert not token.face_up and cube.count == 3
    assert not view.grab().isNull()
    assert QRectF(standee.boundingRect()).contains(standee.outline().boundingRect())
