"""Cards and hands of the board kit, driven by real mouse events on a real view."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QKeyEvent
from PySide6.QtTest import QTest
from tests.ui.conftest import drag, point_of, press_and_move

from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.scene.board_view import BoardView
from roadie.ui.scene.card_item import CardItem
from roadie.ui.scene.card_paint import CardBack, CardFace
from roadie.ui.scene.draw import kit_font, wrapped_lines
from roadie.ui.scene.hand_item import HandItem
from roadie.ui.scene.piece import DropState, Piece, Target
from roadie.ui.scene.zones import DropZone


class Rules:
    """Allows dropping anything on the targets in ``allow``; records what happened."""

    def __init__(self) -> None:
        self.allow: dict[Target, str] = {}
        self.dropped: list[tuple[Piece, str]] = []
        self.refused: list[Piece] = []
        self.on_drop = lambda piece, target: None

    def targets(self, piece: Piece) -> dict[Target, Any]:
        return dict(self.allow)

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        if target not in self.allow:
            self.refused.append(piece)
            return False
        self.dropped.append((piece, self.allow[target]))
        self.on_drop(piece, target)
        return True

    def key(self, item: Target, event: QKeyEvent) -> bool:
        return False

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        return None


def make_table(qtbot) -> tuple[Rules, BoardScene, BoardView]:
    """A 1200x800 board scene shown 1:1 in a view, with animations off."""
    rules = Rules()
    scene = BoardScene(rules)
    scene.setSceneRect(QRectF(0, 0, 1200, 800))
    scene.set_speed("off")
    view = BoardView(scene)
    view.resize(1200, 800)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return rules, scene, view


@pytest.fixture
def table(qtbot):
    return make_table(qtbot)


def card(title: str = "Summertime") -> CardItem:
    return CardItem(CardFace(title, "Gain 2 fans.", "3", "★", "#2f5d8a", "Song"),
                    CardBack("Songs"), width=140)


def hover(view: BoardView, at: QPointF | QPoint) -> None:
    """Move the pointer from an empty corner onto *at* (a scene point or viewport point)."""
    QTest.mouseMove(view.viewport(), QPoint(2, 2))
    QTest.mouseMove(view.viewport(), at if isinstance(at, QPoint) else view.mapFromScene(at))


def test_a_card_flips_showing_the_old_side_until_halfway(table, qtbot):
    _rules, scene, _view = table
    item = card()
    scene.addItem(item)
    scene.set_speed("normal")
    item.flip()
    assert not item.face_up
    assert item.showing_face()
    qtbot.waitUntil(lambda: not item.showing_face(), timeout=2000)
    item.flip(animate=False)
    assert item.face_up and item.showing_face()


def test_hovering_a_card_shows_a_zoom_inside_the_view(table, qtbot):
    _rules, scene, view = table
    item = card()
    item.setPos(1120, 110)
    scene.addItem(item)
    hover(view, item.pos())
    qtbot.waitUntil(lambda: item.zoom is not None and item.zoom.isVisible(), timeout=2000)
    zoom = item.zoom
    shown = zoom.mapRectToScene(zoom.rect)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.contains(shown)
    assert shown.width() > item.size.width() * 1.5
    assert zoom.zValue() > max(i.zValue() for i in scene.items() if i is not zoom)
    hover(view, QPointF(300, 600))
    assert not zoom.isVisible()


def test_a_face_down_card_does_not_zoom(table, qtbot):
    _rules, scene, view = table
    item = card()
    item.set_face_up(False, animate=False)
    item.setPos(600, 400)
    scene.addItem(item)
    hover(view, item.pos())
    qtbot.wait(item.zoom_delay_ms + 100)
    assert item.zoom is None


def fanned(scene: BoardScene, n: int, width: float = 900) -> tuple[HandItem, list[CardItem]]:
    hand = HandItem(QRectF(150, 520, width, 260))
    scene.addItem(hand)
    cards = [card(f"Song {i}") for i in range(n)]
    for item in cards:
        hand.add(item)
    return hand, cards


def test_a_hand_fans_its_cards_and_closes_the_gap_on_removal(table):
    _rules, scene, _view = table
    hand, cards = fanned(scene, 5)
    width = cards[0].size.width()
    xs = [c.home.x() for c in cards]
    gaps = [b - a for a, b in itertools.pairwise(xs)]
    assert all(g == pytest.approx(width * (1 - hand.overlap)) for g in gaps)
    assert sum(xs) / 5 == pytest.approx(hand.rect.center().x())
    assert [c.rotation() for c in cards] == pytest.approx([-8, -4, 0, 4, 8])
    assert [c.zValue() for c in cards] == sorted(c.zValue() for c in cards)
    hand.remove(cards[1])
    rest = [c.home.x() for c in hand.cards]
    assert len(rest) == 4 and sum(rest) / 4 == pytest.approx(hand.rect.center().x())
    assert rest[1] - rest[0] == pytest.approx(width * (1 - hand.overlap))
    assert cards[1].rotation() == 0


def test_a_crowded_hand_overlaps_more_but_stays_inside_its_rect(table):
    _rules, scene, _view = table
    hand, cards = fanned(scene, 9, width=500)
    half = cards[0].size.width() / 2
    assert cards[0].home.x() - half == pytest.approx(hand.rect.left())
    assert cards[-1].home.x() + half == pytest.approx(hand.rect.right())


def test_the_hovered_card_rises_on_top(table, qtbot):
    _rules, scene, view = table
    _hand, cards = fanned(scene, 5)
    hover(view, cards[1].home)
    assert cards[1].lift > 0
    assert cards[1].zValue() > max(c.zValue() for c in cards if c is not cards[1])
    assert all(c.lift == 0 for c in cards if c is not cards[1])
    hover(view, QPointF(600, 100))
    assert cards[1].lift == 0


def test_a_card_dragged_from_the_hand_to_a_lit_zone_is_played(table):
    rules, scene, view = table
    hand, cards = fanned(scene, 5)
    stage = DropZone(QRectF(100, 60, 400, 260), "Stage")
    other = DropZone(QRectF(700, 60, 400, 260), "Backstage")
    scene.addItem(stage)
    scene.addItem(other)
    rules.allow = {stage: "play"}

    def play(piece: Piece, target: Target) -> None:
        hand.remove(piece)
        piece.move_home(target.sceneBoundingRect().center())

    rules.on_drop = play
    held = press_and_move(view, cards[3], view.mapFromScene(QPointF(300, 200)))
    assert stage.drop_state == DropState.HOVER and other.drop_state == DropState.NONE
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, held)
    assert rules.dropped == [(cards[3], "play")]
    assert cards[3] not in hand.cards and len(hand.cards) == 4
    assert cards[3].pos() == stage.sceneBoundingRect().center()
    assert stage.drop_state == DropState.NONE


def test_a_card_dropped_where_the_rules_refuse_snaps_back_into_the_hand(table):
    rules, scene, view = table
    hand, cards = fanned(scene, 3)
    other = DropZone(QRectF(700, 60, 400, 260), "Backstage")
    scene.addItem(other)
    home = QPointF(cards[0].home)
    drag(view, cards[0], other)
    assert rules.refused == [cards[0]]
    assert cards[0] in hand.cards
    assert cards[0].pos() == home
    assert point_of(view, cards[0]) == view.mapFromScene(home)


def test_card_text_is_wrapped_and_elided_never_overflowing(qtbot):
    f = kit_font(10)
    text = "Lower the mood by one step; if the crowd is calm, gain $3 instead. " * 6
    lines = wrapped_lines(text, f, 120, 60)
    metrics = QFontMetricsF(f)
    assert len(lines) == int(60 // metrics.lineSpacing()) >= 2
    assert lines[-1].endswith("…")
    assert all(metrics.horizontalAdvance(line) <= 120 for line in lines)
    assert wrapped_lines("Draw two.", f, 120, 60) == ["Draw two."]
