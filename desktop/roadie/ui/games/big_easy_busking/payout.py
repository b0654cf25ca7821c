"""The end of a round: the round's crowds stay with their winners marked, coins fly from them
to the purses, and a summary stays up until a click."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QLineF,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from roadie.core.game import Event
from roadie.games.big_easy_busking import events as e
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.context import TableContext
from roadie.ui.games.big_easy_busking.faces import _t, coins_for, content_text
from roadie.ui.games.big_easy_busking.paid import PaidCrowd
from roadie.ui.games.big_easy_busking.panels import CoinSprite, Line, SummaryPanel
from roadie.ui.games.big_easy_busking.sentences import Sentences
from roadie.ui.scene.zones import PlayerMat
from roadie.ui.style import WARM

GAP_Y = (L.STREET.bottom() + L.MAT.top()) / 2
"""The lane between Royal Street and the mats: flying coins keep to it, over no panel's text."""
COIN_SCALE = 0.55
"""A flying coin is this much of a purse's coin: it fits the lane."""


class Payout:
    """Collects a round's ``CrowdPaid`` events and shows them once the round is over: the
    round's crowds stay on the street with their winners marked, the pay-out is told in
    *sentences* on the *summary* panel, and coins fly to each winner's purse (the viewer's
    money on *mat*, seat ``me()``)."""

    def __init__(
        self,
        ctx: TableContext,
        sentences: Sentences,
        summary: SummaryPanel,
        mat: PlayerMat,
        me: Callable[[], int],
    ) -> None:
        self.ctx, self.sentences, self.summary, self.mat, self.me = (
            ctx,
            sentences,
            summary,
            mat,
            me,
        )
        self.paid: list[e.CrowdPaid] = []
        self.groups: list[QSequentialAnimationGroup] = []
        self.showing = False
        """Whether a round's pay-out is up (until a click or the next action puts it away)."""
        self.on_shown: Callable[[bool], None] = lambda up: None
        """Told when the pay-out goes up (True) and when it is put away (False)."""
        self.cards: dict[str, PaidCrowd] = {}
        """The round's crowds, kept on the street from the end of the round to the click."""
        summary.closed.connect(self.close)

    def expect(self, crowds: list[str]) -> None:
        """A change ends the round: keep its *crowds* (in street order) on the street while its
        last turns are told, then mark their winners."""
        self._clear_cards()
        for rect, crowd in zip(L.crowd_rects(len(crowds)), crowds, strict=True):
            card = PaidCrowd(self.ctx, rect, self.ctx.cat.crowds[crowd], self.close)
            self.ctx.scene.addItem(card)
            self.cards[crowd] = card

    def hear(self, event: Event | None) -> None:
        """Follow the narration: pay-outs pile up until the next round (or the end) begins."""
        if isinstance(event, e.CrowdPaid):
            self.paid.append(event)
            card = self.cards.get(event.crowd)
            if card is not None:
                card.pay(event)
        elif isinstance(event, e.RoundStarted | e.GameEnded) and self.paid:
            # the round paid out is the one before the round starting, or the last one: read
            # off the event, not counted from the table's first round (a table made again
            # after a reload or a settings change starts counting mid-game)
            self.show(event.round - 1 if isinstance(event, e.RoundStarted) else self.ctx.rounds)
            self.paid = []

    def close(self) -> None:
        was = self.showing
        self.showing = False
        self.summary.hide()
        self._clear_cards()
        if was:
            self.on_shown(False)
            self.summary.closed.emit()

    def _clear_cards(self) -> None:
        for card in self.cards.values():
            if card.scene() is not None:
                card.scene().removeItem(card)
        self.cards = {}

    def totals(self) -> dict[int, int]:
        """Money each contender took this round."""
        found: dict[int, int] = {}
        for ev in self.paid:
            for k in ev.first:
                found[k] = found.get(k, 0) + ev.first_payout
            for k in ev.threshold:
                found[k] = found.get(k, 0) + ev.threshold_payout
        return found

    def lines(self) -> list[Line]:
        """Who won each crowd (in their colour), what each took this round, and how to go on;
        the crowds on the street show the rest."""
        found: list[Line] = []
        for ev in self.paid:
            crowd = content_text(self.ctx.cat.crowds[ev.crowd].location)
            if ev.first:
                won = _t("BuskingTable", "%1: won by %2").replace("%1", crowd).replace(
                    "%2", ", ".join(self.sentences.contender(k) for k in ev.first))
                colour = self.ctx.colours[min(ev.first[0], len(self.ctx.colours) - 1)]
                found.append(Line(won, colour, 18, bold=True, lit=True))
            else:
                found.append(Line(crowd, WARM.amber, 18, bold=True))
        sums = ", ".join(
            f"{self.sentences.contender(k)} +${n}" for k, n in sorted(self.totals().items())
        )
        found.append(Line(_t("BuskingTable", "This round: %1").replace(
            "%1", sums or _t("BuskingTable", "nobody was paid")), WARM.cream, 18, bold=True))
        found.append(Line(_t("BuskingTable", "Click this panel to go on."), WARM.muted, 17))
        return found

    def show(self, round_no: int) -> None:
        summary = self.summary
        summary.set_lines(
            self.lines(), _t("BuskingTable", "Round %1 pay-out").replace("%1", str(round_no))
        )
        summary.show()
        self.showing = True
        self.on_shown(True)
        self.fly()

    # --- flying coins --------------------------------------------------------------------------
    def purse(self, k: int) -> QPointF:
        """Where *k*'s coins go: the money on your mat's head, or the lane by the other bands'
        panel."""
        if k == self.me():
            head = self.mat.rect
            return QPointF(head.right() - 44, head.top() + 28)
        return QPointF(L.SIDE.right() - 30, GAP_Y)

    def route(self, start: QPointF, end: QPointF) -> list[QPointF]:
        """From a crowd's foot down to the lane, along it, then up or down into the purse."""
        return [start, QPointF(start.x(), GAP_Y), QPointF(end.x(), GAP_Y), end]

    def fly(self) -> None:
        """Coins from each paying crowd to its winners, along the lane under the street."""
        ms = self.ctx.scene.anim_ms(900)
        if ms <= 0:
            return
        n = 0
        for ev in self.paid:
            card = self.cards.get(ev.crowd)
            if card is None:
                continue
            for k, dollars in [*((k, ev.first_payout) for k in ev.first),
                               *((k, ev.threshold_payout) for k in ev.threshold)]:
                for value, colour in coins_for(dollars):
                    self._coin(value, colour, self.route(card.foot(), self.purse(k)),
                               n * self.ctx.scene.anim_ms(90), ms)
                    n += 1

    def _coin(self, value: int, colour: str, path: list[QPointF], delay: int, ms: int) -> None:
        sprite = CoinSprite(value, colour)
        sprite.setScale(COIN_SCALE)
        sprite.setPos(path[0])
        self.ctx.scene.addItem(sprite)
        move = QPropertyAnimation(sprite, b"pos")
        move.setDuration(ms)
        legs = [QLineF(a, b).length() for a, b in itertools.pairwise(path)]
        done = 0.0
        for point, leg in zip(path[1:], legs, strict=True):
            done += leg
            move.setKeyValueAt(done / max(sum(legs), 1.0), point)
        move.setStartValue(path[0])
        group = QSequentialAnimationGroup(self.ctx.scene)  # it goes with the table
        group.addAnimation(QPauseAnimation(delay))
        group.addAnimation(move)
        group.finished.connect(lambda: self._landed(sprite, group))
        self.groups.append(group)
        group.start()

    def _landed(self, sprite: CoinSprite, group: QSequentialAnimationGroup) -> None:
        if shiboken6.isValid(sprite) and sprite.scene() is not None:
            sprite.scene().removeItem(sprite)
        if group in self.groups:
            self.groups.remove(group)
