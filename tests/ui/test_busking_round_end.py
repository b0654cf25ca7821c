"""Issue 14, item 9: Big Easy Busking's end of round on the board. The Robot's closing turns are
told step by step over the round's crowds, each crowd then shows its winner in their colour,
coins fly to the purses over no panel's text, and a click deals the next round."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from tests.ui.conftest import click, controller_for, keep_shot, play_bot

from roadie.games.big_easy_busking import GAME
from roadie.match.holds import PAY_OUT
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.board import Board
from roadie.ui.games.big_easy_busking.paid import PaidCrowd
from roadie.ui.games.big_easy_busking.panels import CoinSprite
from roadie.ui.games.big_easy_busking.payout import COIN_SCALE
from roadie.ui.style import stylesheet

TEXT_INSET = 12.0
"""How far inside its frame a panel's text begins."""


@pytest.fixture
def round_ending(qtbot):
    """A solo game against Second-Line Sal, paced as on screen, just after Ana's action that
    ends round 1 (the Robot's closing turns still to be told)."""
    QApplication.instance().setStyleSheet(stylesheet())
    options = GAME.make_options(1, {"difficulty": "professional", "robot": "second-line-sal"})
    match = Match(GAME, options, 5, [SeatSpec(name="Ana")])
    ctl = controller_for(match, "fast")
    board = Board(ctl, speed="fast")
    qtbot.addWidget(board.view)
    board.view.resize(1000, 720)
    board.view.show()
    crowds = [c.crowd for c in match.state.street]
    while match.state.round == 1:
        board.narrator.flush()
        board.payout.close()
        play_bot(match, 0)
    return match, ctl, board, crowds


def test_the_rounds_crowds_stay_while_the_robot_closes_the_round(round_ending, qtbot):
    match, _ctl, board, crowds = round_ending
    assert [c.crowd for c in match.state.street] != crowds  # round 2 is dealt in the rules
    cards = board.payout.cards
    assert list(cards) == crowds and all(c.isVisible() and c.paid is None for c in cards.values())
    assert [b for b in board.narrator.queue if b.step is not None]  # the Robot's steps to tell
    assert not board.summary.isVisible()
    steps: list[int] = []
    side_tell = board.side.tell
    board.side.tell = lambda view, me, step, text: (steps.append(step),
                                                    side_tell(view, me, step, text))
    qtbot.waitUntil(board.summary.isVisible, timeout=20_000)
    assert len(steps) >= 2  # its card lit step after step before the pay-out came up
    assert all(c.paid is not None for c in cards.values())


def test_each_crowd_marks_its_winner_in_their_colour_with_the_rule(round_ending):
    _match, _ctl, board, crowds = round_ending
    board.narrator.flush()
    street = [z.rect for z in board.street.crowds]
    for crowd, rect in zip(crowds, L.crowd_rects(len(crowds)), strict=True):
        card = board.payout.cards[crowd]
        assert isinstance(card, PaidCrowd) and card.rect == rect
        assert card.zValue() > max(z.zValue() for z in board.street.crowds)
        assert "Crowd payouts" in card.toolTip()
        if card.winners():
            assert card.colour(card.winners()[0]) == QColor(board.ctx.colours[card.winners()[0]])
            assert "won by" in card.toolTip()
    assert street  # the next round's crowds lie under them
    keep_shot(board.view, "busking_round_end_winners")


def coin_path(sprite: CoinSprite, group_of: dict[CoinSprite, object]) -> list[QPointF]:
    """Points along a coin's flight, every few scene units."""
    move = group_of[sprite].animationAt(1)
    keys = [QPointF(v) for _t, v in move.keyValues()]
    points = []
    for a, b in itertools.pairwise(keys):
        steps = max(1, int((b - a).manhattanLength() / 4))
        points += [a + (b - a) * (n / steps) for n in range(steps + 1)]
    return points


def test_coins_fly_to_the_purses_over_no_panels_text(round_ending):
    _match, _ctl, board, _crowds = round_ending
    board.narrator.flush()
    groups = {g.animationAt(1).targetObject(): g for g in board.payout.groups}
    coins = [i for i in board.scene.items() if isinstance(i, CoinSprite)]
    assert coins and set(coins) == set(groups)
    r = 18 * COIN_SCALE
    panels = [L.MARKET, L.STANDARDS, L.SEQUENCE, L.MAT, L.HAND, L.SIDE]
    cards = list(board.payout.cards.values())
    for coin in coins:
        path = coin_path(coin, groups)
        start, end = path[0], path[-1]
        source = next(c.rect for c in cards if c.rect.contains(start))
        landing = QRectF(end.x() - 36, end.y() - 36, 72, 72)
        texts = [p.adjusted(TEXT_INSET, TEXT_INSET, -TEXT_INSET, -TEXT_INSET)
                 for p in [*panels, *(c.rect for c in cards if c.rect != source)]]
        for p in path:
            disc = QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r)
            if landing.contains(p) or source.adjusted(0, 0, 0, -TEXT_INSET).contains(disc):
                continue
            assert not any(t.intersects(disc) for t in texts), (p, end)
    mine = [coin_path(c, groups)[-1] for c in coins]
    assert any(board.mat.card.rect.contains(p) for p in mine)  # Ana's own coins reach her mat


def test_a_click_on_the_street_or_the_summary_deals_the_next_round(round_ending):
    match, ctl, board, _crowds = round_ending
    board.narrator.flush()
    assert board.summary.isVisible() and ctl.holds.holding(PAY_OUT)
    click(board.view, next(iter(board.payout.cards.values())))
    assert not board.summary.isVisible() and not ctl.holds.holding(PAY_OUT)
    assert board.payout.cards == {} and not any(
        isinstance(i, PaidCrowd) for i in board.scene.items())
    assert [z.title for z in board.street.crowds] == [
        board.ctx.labels[c.crowd] for c in match.state.street]
