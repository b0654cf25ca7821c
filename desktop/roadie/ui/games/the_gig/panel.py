"""The bar under your solo grid: groove choice and preview controls in the solo step,
the small chooser for choices owed (Keys, Vocals, Audience), and Applause help."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from roadie.games.the_gig import actions as a
from roadie.games.the_gig.views import TheGigView
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.items import ButtonItem
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.style import pixel_font
from roadie.ui.texts import rule_tooltip

BUTTON_H = 34.0


class Bar:
    """Mixin of the Board: the controls under the solo grid, rebuilt on every render."""

    def clear_bar(self) -> None:
        for item in self.temp:
            self.scene.removeItem(item)
        self.temp = []

    def bar_button(self, n: int, row: int, label: str, on_click: Any, rule_id: str,
                   width: float = 118, symbol: str = "", primary: bool = False,
                   step: float = 0) -> ButtonItem:
        bar = L.SOLO_BAR
        rect = QRectF(bar.left() + n * (step or width + 6), bar.top() + 24 + row * (BUTTON_H + 6),
                      width, BUTTON_H)
        button = ButtonItem(rect, label, on_click, self.pal, primary=primary, font_px=13)
        button.symbol = symbol
        button.setToolTip(rule_tooltip(rule_id))
        button.tab_order = 600 + row * 20 + n
        self.scene.addItem(button)
        self.temp.append(button)
        return button

    def bar_title(self, text: str, line: int = 0, muted: bool = False) -> None:
        """A line of help above the bar's buttons (``line`` 1: a smaller second line)."""
        if not text:
            return
        label = QGraphicsSimpleTextItem(text)
        label.setFont(pixel_font(13 if muted else 16, bold=not muted))
        label.setBrush(QColor(self.pal.muted if muted else self.pal.amber))
        label.setPos(L.SOLO_BAR.left(), L.SOLO_BAR.top() - 2 + line * 22)
        label.setZValue(30)
        self.scene.addItem(label)
        self.temp.append(label)

    def render_bar(self, view: TheGigView, legal: set[Any]) -> None:
        self.clear_bar()
        self.bar_title("")
        self.grid.legal, self.grid.preview = set(), []
        if view.phase != "solo":
            self.solo.update([], {})
        owed = next((o for s, o in view.owed if s == self.mine()), None)
        if owed is not None and legal:
            self._render_owed(owed, legal)
        elif view.phase == "solo" and any(isinstance(x, a.PlaySolo) for x in legal):
            self._render_solo(view, legal)
        elif view.phase == "applause" and a.PassApplause() in legal:
            self.bar_title(self.tr("Your turn: buy or discard one Audience card"))
            self.bar_title(self.tr("Drag a card onto your board to buy it (cost in Spotlights), "
                                   "or onto Discard for its reward."), 1, muted=True)
            button = self.bar_button(0, 1, self.tr("Let them be"),
                                     lambda: self.act(a.PassApplause()),
                                     "the-gig/applause.order", width=150)
            button.moveBy(0, 6)
        elif view.phase == "applause":
            seat = view.order[view.turn] if view.turn < len(view.order) else None
            self.bar_title(self.tr("The Applause: %1 chooses a card…")
                           .replace("%1", self.sentences.name(seat)))
        elif view.phase == "solo" and view.players[self.mine()].solo_done:
            self.bar_title(self.tr("Your solo is done: waiting for the others…"))
        elif view.phase == "place":
            self._render_place_help(view, legal)
        self.grid.update()

    def _render_place_help(self, view: TheGigView, legal: set[Any]) -> None:
        """Turn-based rules: say whose turn it is to place, above the locked dice."""
        seat = self.placing_seat(view)
        if seat == self.mine() and any(isinstance(x, a.Place) for x in legal):
            text = self.tr("Your turn: drag 2 locked dice onto the song")
        else:
            text = self.tr("%1 is placing: wait for your turn").replace(
                "%1", self.sentences.name(seat))
        label = QGraphicsSimpleTextItem(text)
        label.setFont(pixel_font(15, bold=True))
        label.setBrush(QColor(self.pal.amber))
        label.setPos(L.LOCK.right() - label.boundingRect().width() - 14, L.LOCK.top() + 8)
        label.setZValue(30)
        self.scene.addItem(label)
        self.temp.append(label)

    # --- the solo step --------------------------------------------------------------
    def _render_solo(self, view: TheGigView, legal: set[Any]) -> None:
        me = self.mine()
        song_pos = {d.id: (d.row, d.col) for d in view.dice
                    if d.seat == me and d.where == "song"}
        self.solo.update(list(legal), song_pos)
        if self.solo.anchor is None:
            self.solo.next_legal()  # show the first fit at once: "Play solo" works straight away
        self.bar_title(self.tr("Choose a groove (its dice), then click the grid"))
        labels = groove_labels(view, self.solo.grooves()[:5])
        for n, dice in enumerate(self.solo.grooves()[:5]):
            button = self.bar_button(n, 0, labels[n],
                                     lambda d=dice: self.choose_groove(d), "the-gig/solo.grooves",
                                     width=96)
            button.checked = dice == self.solo.chosen
        if len(self.solo.grooves()) > 5:
            self.bar_button(5, 0, self.tr("More  (G)"), self.next_groove,
                            "the-gig/solo.pick-one", width=96)
        for n, (label, slot, rule_id) in enumerate((
                (self.tr("Turn  (T)"), lambda: self.solo_turn(1), "the-gig/solo.shape"),
                (self.tr("Flip  (F)"), self.solo_flip, "the-gig/solo.shape"),
                (self.tr("Next fit  (N)"), self.solo_next, "the-gig/solo.pick-one"))):
            self.bar_button(n, 1, label, slot, rule_id)
        self.play_button = self.bar_button(3, 1, self.tr("Play solo  (Enter)"),
                                           lambda: self.solo_click(None), "the-gig/solo.benefits",
                                           width=236, primary=True, step=124)
        self.play_button.set_enabled(self.solo.preview_ok())
        self.show_preview()

    def show_preview(self) -> None:
        self.grid.legal = self.solo.legal_cells()
        self.grid.preview = self.solo.preview()
        self.grid.preview_ok = self.solo.preview_ok()
        self.grid.update()
        if getattr(self, "play_button", None) is not None and self.play_button.scene():
            self.play_button.set_enabled(self.grid.preview_ok)
        for (seat, _die), item in self.dice.items():
            if seat == self.mine():
                item.set_marked(item.ref.die in self.solo_dice())

    # --- choices owed ----------------------------------------------------------------
    def _render_owed(self, owed: Any, legal: set[Any]) -> None:
        if owed.kind == "notation":
            self.bar_title(self.tr("Choose a Notation symbol (%1 to go)")
                           .replace("%1", str(owed.count)))
            for n, act in enumerate(sorted((x for x in legal if isinstance(x, a.ChooseNotation)),
                                           key=lambda x: x.symbol.value)):
                self.bar_button(n, 0, symbol_name(act.symbol.value), lambda x=act: self.act(x),
                                "the-gig/instrument.keys", symbol=act.symbol.value)
        elif owed.kind == "vocal":
            self.bar_title(self.tr("Vocals: copy a symbol now, or keep it"))
            for n, act in enumerate(sorted((x for x in legal if isinstance(x, a.VocalCopy)),
                                           key=lambda x: x.symbol.value if x.symbol else "")):
                label = symbol_name(act.symbol.value) if act.symbol else self.tr("Keep")
                self.bar_button(n, 0, label, lambda x=act: self.act(x),
                                "the-gig/instrument.vocals",
                                symbol=act.symbol.value if act.symbol else "")
        else:
            self._render_extra(owed, legal)

    def _render_extra(self, owed: Any, legal: set[Any]) -> None:
        options = sorted((x for x in legal if isinstance(x, a.DrawExtra)), key=lambda x: x.cells)
        self.bar_title(self.tr("Draw an extra groove of up to %1").replace("%1", str(owed.count)))
        if not options:
            return
        chosen = options[self.extra_pick % len(options)]
        self.grid.legal = {p for x in options for p in x.cells}
        self.grid.preview, self.grid.preview_ok = list(chosen.cells), True
        if chosen.cells:
            self.bar_button(0, 0, self.tr("Next fit  (N)"), self.extra_next,
                            "the-gig/solo.pick-one")
        label = self.tr("Draw it") if chosen.cells else self.tr("No room: go on")
        self.bar_button(1, 0, label, lambda: self.act(chosen), "the-gig/solo.pick-one",
                        primary=True)

    def extra_next(self) -> None:
        self.extra_pick += 1
        self.render(animate=False)

    # --- hot-seat tabs ------------------------------------------------------------------
    def render_tabs(self) -> None:
        for item in getattr(self, "tabs", []):
            self.scene.removeItem(item)
        self.tabs: list[ButtonItem] = []
        humans = self.ctl.human_seats()
        if len(humans) < 2:
            return
        for n, seat in enumerate(humans):
            rect = QRectF(L.TRAY.right() - (len(humans) - n) * 104, L.TRAY.top() + 5, 98, 26)
            tab = ButtonItem(rect, f"{self.names[seat]}  ^{seat + 1}",
                             lambda s=seat: self.switch_seat(s), self.pal, font_px=13)
            tab.checked = seat == self.mine()
            tab.setToolTip(self.tr("Hot-seat: show and play %1's dice and board (Ctrl+%2).")
                           .replace("%1", self.names[seat]).replace("%2", str(seat + 1)))
            tab.tab_order = 90 + n
            self.scene.addItem(tab)
            self.tabs.append(tab)


def groove_labels(view: TheGigView, grooves: list[tuple[int, ...]]) -> list[str]:
    """Each groove by its dice's values ("5·5·6"); equal ones told apart by a letter."""
    values = ["·".join(str(next(d.value for d in view.dice if d.id == i)) for i in dice)
              for dice in grooves]
    seen: dict[str, int] = {}
    labels = []
    for text in values:
        if values.count(text) > 1:
            seen[text] = seen.get(text, 0) + 1
            text = f"{text} {chr(ord('a') + seen[text] - 1)}"
        labels.append(text)
    return labels
