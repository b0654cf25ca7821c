"""The end of a round: coins fly from the crowds to the purses, and a summary stays up."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QEasingCurve,
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
from roadie.ui.games.big_easy_busking.panels import CoinSprite, Line, MoneyItem, SummaryPanel
from roadie.ui.games.big_easy_busking.sentences import Sentences
from roadie.ui.style import WARM


class Payout:
    """Collects a round's ``CrowdPaid`` events and shows them once the round is over: told in
    *sentences* on the *summary* panel, coins flying to the viewer's *money* (seat ``me()``)."""

    def __init__(
        self,
        ctx: TableContext,
        sentences: Sentences,
        summary: SummaryPanel,
        money: MoneyItem,
        me: Callable[[], int],
    ) -> None:
        self.ctx, self.sentences, self.summary, self.money, self.me = (
            ctx,
            sentences,
            summary,
            money,
            me,
        )
        self.paid: list[e.CrowdPaid] = []
        self.round = 1
        self.groups: list[QSequentialAnimationGroup] = []
        self.showing = False
        """Whether a round's pay-out is up (until a click or the next action puts it away)."""
        self.crowds: dict[str, int] = {}
        """Where each crowd of the round lies on Royal Street (for the coins)."""
        summary.closed.connect(self.close)

    def hear(self, event: Event | None) -> None:
        """Follow the narration: pay-outs pile up until the next round (or the end) begins."""
        if isinstance(event, e.CrowdPaid):
            self.paid.append(event)
            self.crowds.setdefault(event.crowd, len(self.crowds))
        elif isinstance(event, e.RoundStarted | e.GameEnded) and self.paid:
            self.show(self.round)
            self.paid = []
        if isinstance(event, e.RoundStarted):
            self.round = event.round
            self.crowds = {crowd: n for n, crowd in enumerate(event.crowds)}

    def close(self) -> None:
        was = self.showing
        self.showing = False
        self.summary.hide()
        if was:
            self.summary.closed.emit()

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
        found: list[Line] = []
        for ev in self.paid:
            crowd = content_text(self.ctx.cat.crowds[ev.crowd].location)
            if ev.first:  # the crowd's winner, in their colour
                won = _t("BuskingTable", "%1: won by %2").replace("%1", crowd).replace(
                    "%2", ", ".join(self.sentences.contender(k) for k in ev.first))
                colour = self.ctx.colours[min(ev.first[0], len(self.ctx.colours) - 1)]
                found.append(Line(won, colour, 17, bold=True, lit=True))
            else:
                found.append(Line(crowd, WARM.amber, 17, bold=True))
            found.append(Line(self.sentences.describe(ev), WARM.cream, 14.5, indent=14))
            token = (
                _t("BuskingTable", "Mood token to %1.").replace(
                    "%1", self.sentences.contender(ev.mood_to)
                )
                if ev.mood_to is not None
                else _t("BuskingTable", "The mood token leaves the game.")
            )
            found.append(Line(token, WARM.muted, 13.5, indent=14))
        sums = ", ".join(
            f"{self.sentences.contender(k)} +${n}" for k, n in sorted(self.totals().items())
        )
        found.append(
            Line(
                _t("BuskingTable", "This round: %1").replace(
                    "%1", sums or _t("BuskingTable", "nobody was paid")
                ),
                WARM.cream,
                16,
                bold=True,
            )
        )
        found.append(Line(_t("BuskingTable", "Click this panel to go on."), WARM.muted, 13))
        return found

    def show(self, round_no: int) -> None:
        summary = self.summary
        lines = self.lines()
        summary.prepareGeometryChange()
        summary.rect.setHeight(min(L.SUMMARY.height(), 70 + 25 * len(lines)))
        summary.set_lines(
            lines, _t("BuskingTable", "Round %1 pay-out").replace("%1", str(round_no))
        )
        summary.show()
        self.showing = True
        self.fly()

    # --- flying coins --------------------------------------------------------------------------
    def purse(self, k: int) -> QPointF:
        """Where *k*'s coins go: your money, or the gap above the other bands' panel (no
        panel's text under a coin)."""
        if k == self.me():
            return self.money.centre()
        return QPointF(L.SIDE.right() - 30, L.SIDE.top() - 6)

    def fly(self) -> None:
        """Coins from each paying crowd to its winners, under the summary's text."""
        ms = self.ctx.scene.anim_ms(700)
        if ms <= 0:
            return
        n = 0
        for ev in self.paid:
            start = self.crowd_spot(ev.crowd)
            for k, dollars in [*((k, ev.first_payout) for k in ev.first),
                               *((k, ev.threshold_payout) for k in ev.threshold)]:
                for value, colour in coins_for(dollars):
                    self._coin(value, colour, start, self.purse(k), n * 90, ms)
                    n += 1

    def crowd_spot(self, crowd: str) -> QPointF:
        """The foot of the crowd's card on Royal Street (below the summary)."""
        rects = L.crowd_rects(max(len(self.crowds), 1))
        rect = rects[min(self.crowds.get(crowd, 0), len(rects) - 1)]
        return QPointF(rect.center().x(), L.STREET.bottom() - 20)

    def _coin(
        self, value: int, colour: str, start: QPointF, end: QPointF, delay: int, ms: int
    ) -> None:
        sprite = CoinSprite(value, colour)
        sprite.setPos(start)
        self.ctx.scene.addItem(sprite)
        move = QPropertyAnimation(sprite, b"pos")
        move.setDuration(ms)
        move.setEndValue(end)
        move.setEasingCurve(QEasingCurve.Type.InOutCubic)
        group = QSequentialAnimationGroup()
        group.addAnimation(QPauseAnimation(delay))
        group.addAnimation(move)
        group.finished.connect(lambda: self._landed(sprite, group))
        self.groups.append(group)
        group.start()

    def _landed(self, sprite: CoinSprite, group: QSequentialAnimationGroup) -> None:
        if sprite.scene() is not None:
            sprite.scene().removeItem(sprite)
        if group in self.groups:
            self.groups.remove(group)
