"""Every decision that is not a standee on a space: drafts, slashes, trades, sets, gifts,
Candy, quitting, ending the turn. Each is a button on the table (click, or Tab and Enter)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.views import RockHardView
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.context import TableContext
from roadie.ui.games.rock_hard_1977.faces import (
    DRAFTS,
    R,
    _t,
    condition_text,
    content_text,
)
from roadie.ui.games.rock_hard_1977.gestures import describe, prompt
from roadie.ui.games.rock_hard_1977.items import TITLE_SMALLEST, ChoiceButton, Line, Panel
from roadie.ui.scene.draw import kit_font
from roadie.ui.texts import rule_tooltip

SMALL_ROW = 40.0
DRAFT_CARD = 180.0
"""The height of a card to choose in the drafts."""
ORDER = {"candy": 0, "spend": 1, "choose": 1, "gift": 1, "keep": 1, "quit": 3, "end": 4}


class Choices:
    """The panel of decisions: beside the board in play, over the board in the drafts."""

    def __init__(self, ctx: TableContext, take: Callable[[Any], object]) -> None:
        self.ctx, self.take = ctx, take
        self.panel = Panel(L.DECIDE, _t("RockHardTable", "Your decisions"), ctx.pal)
        self.panel.setZValue(2000)
        ctx.scene.addItem(self.panel)
        self.buttons: list[ChoiceButton] = []

    def button(self, n: int) -> ChoiceButton:
        while len(self.buttons) <= n:
            b = ChoiceButton(QRectF(), self.ctx.pal)
            b.on_take = self.take
            b.tab_order = 1 + len(self.buttons) * 0.01
            self.ctx.scene.addItem(b)
            self.buttons.append(b)
        return self.buttons[n]

    def shown(self) -> list[ChoiceButton]:
        return [b for b in self.buttons if b.isVisible()]

    def render(self, view: RockHardView, me: int, active: list[int], legal: set[Any]) -> None:
        drafting = view.stage == "draft" and view.pending is None
        rows = max(1, -(-len(legal) // 3))
        self.panel.set_rect(L.DRAFT.adjusted(0, 0, 0, 86 + rows * DRAFT_CARD - L.DRAFT.height())
                            if drafting else L.DECIDE)
        self.panel.opaque = drafting
        title = _t("RockHardTable", DRAFTS[view.draft]) if drafting \
            else _t("RockHardTable", "Your decisions")
        self.panel.set_lines([Line(prompt(view, self.ctx, me, active), self.ctx.pal.cream, 15)],
                             title)
        self.panel.setToolTip(rule_tooltip(*self._rules(view)))
        entries = self._entries(view, me, legal)
        rects = self._draft_rects(len(entries)) if drafting \
            else self._rects(entries, self.panel.text_bottom() + 4)
        for n, ((label, detail, action), rect) in enumerate(zip(entries, rects, strict=True)):
            b = self.button(n)
            b.big = drafting
            b.set_choice(rect, label, detail, action, action in legal)
            b.setToolTip(rule_tooltip(*self._rules(view), heading=detail or label))
            b.show()
        for b in self.buttons[len(entries):]:
            b.hide()

    def _rules(self, view: RockHardView) -> list[str]:
        if view.pending is not None:
            kind = view.pending.kind
            return [R + {"choose": "cards.slash", "trade": "cards.trade", "set": "ah.sets",
                         "gift": "perks.once"}[kind]]
        if view.stage == "draft":
            step = {"character": "setup.characters", "goals": "setup.goals",
                    "job": "setup.jobs", "manager": "setup.managers"}.get(view.draft,
                                                                          "setup.draft")
            return [R + step, R + "setup.draft"]
        return [R + "turn.structure", R + "candy.consume", R + "perks.choice", R + "anytime.candy",
                R + "jobs.quit"]

    def _entries(self, view: RockHardView, me: int,
                 legal: set[Any]) -> list[tuple[str, str, Any]]:
        """(label, detail, action) for each decision the viewer has now."""
        found = [x for x in legal if not isinstance(x, a.Place) or x.trade]
        found.sort(key=lambda x: (ORDER.get(x.kind, 2), getattr(x, "trade", 0) < 0,
                                  abs(getattr(x, "trade", 0)), repr(x)))
        if view.stage == "draft" and view.pending is None:
            return [(self._card_title(x.card), self._card_text(x.card), x) for x in found
                    if isinstance(x, a.Keep)]
        return [(describe(x, view, self.ctx), "", x) for x in found]

    def _rects(self, entries: list[tuple[str, str, Any]], top: float) -> list[QRectF]:
        """Rows of buttons under the prompt (from *top* down, as high as 84 below the
        panel's top); Candy trades two to a row where their labels fit (one where they do
        not)."""
        area = L.DECIDE.adjusted(10, 84, -10, -8)
        area.setTop(max(area.top(), top))
        bold = QFontMetricsF(kit_font(TITLE_SMALLEST, True))
        per_row = 2 if all(bold.horizontalAdvance(label) <= (area.width() - 6) / 2 - 16
                           for label, _d, x in entries if isinstance(x, a.Place)) else 1
        rects, y, col = [], area.top(), 0
        for _label, _detail, action in entries:
            small = isinstance(action, a.Place)
            if small:
                w = (area.width() - 6 * (per_row - 1)) / per_row
                rects.append(QRectF(area.left() + col * (w + 6), y, w, SMALL_ROW - 6))
                col += 1
                if col == per_row:
                    col, y = 0, y + SMALL_ROW
                continue
            if col:
                col, y = 0, y + SMALL_ROW
            rects.append(QRectF(area.left(), y, area.width(), SMALL_ROW - 6))
            y += SMALL_ROW
        return rects

    def _draft_rects(self, n: int) -> list[QRectF]:
        area = L.DRAFT.adjusted(16, 70, -16, -16)
        rows = max(1, -(-n // 3))
        area.setHeight(min(area.height(), rows * DRAFT_CARD))
        return L.grid(area, n, min(max(n, 1), 3))

    def _card_title(self, card: str) -> str:
        cat = self.ctx.cat
        if card in cat.characters:
            ch = cat.characters[card]
            return f"{content_text(ch.name)} “{content_text(ch.nickname)}”"
        if card in cat.goals:
            goal = cat.goals[card]
            return _t("RockHardTable", "%1 · %2 Fame").replace(
                "%1", content_text(goal.name)).replace("%2", str(goal.fame))
        return self.ctx.card_name(card)

    def _card_text(self, card: str) -> str:
        cat = self.ctx.cat
        if card in cat.characters:
            ch = cat.characters[card]
            return f"{content_text(ch.instrument)}. {content_text(ch.text)}"
        if card in cat.goals:
            goal = cat.goals[card]
            when = _t("RockHardTable", "scores at the end, secret") if goal.when == "end" \
                else _t("RockHardTable", "scores when achieved")
            track = _t("RockHardTable", "; progress track, shown to all") if goal.track else ""
            need = condition_text(goal.condition, cat)
            return f"{content_text(goal.text)} ({need}; {when}{track})"
        if card in cat.jobs:
            return content_text(cat.jobs[card].text)  # it names the shift and the pay
        if card in cat.managers:
            return content_text(cat.managers[card].text)
        return ""
