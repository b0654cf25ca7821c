"""The bar under your solo grid: groove choice and preview controls in the solo step,
the small chooser for choices owed (Keys, Vocals, Audience), and Applause help. The bar is
rebuilt only when what it offers changes."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from roadie.games.the_gig import actions as a
from roadie.games.the_gig.views import TheGigView
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import SoloGrid
from roadie.ui.games.the_gig.items import ButtonItem
from roadie.ui.games.the_gig.kit import Choices, Frame, Kit
from roadie.ui.games.the_gig.render import Render, placing_seat
from roadie.ui.games.the_gig.solo_step import SoloStep
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.style import pixel_font

BUTTON_H = 34.0
Pos = tuple[int, int]


class Bar(QObject):
    """The controls under the solo grid, and the solo step's preview on it."""

    def __init__(self, kit: Kit, drawing: Render, choices: Choices, solo: SoloStep,
                 act: Callable[[Any], bool], redraw: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kit, self.drawing, self.choices, self.solo = kit, drawing, choices, solo
        self.act, self.redraw = act, redraw
        self.grid: SoloGrid = drawing.fixed.grid
        self.temp: list[QGraphicsItem] = []
        self.play_button: ButtonItem | None = None
        self.frame: Frame | None = None
        self._key: object = None

    # --- drawing -------------------------------------------------------------------
    def read(self, frame: Frame) -> None:
        """Take in a new frame: the grooves the solo step may draw (before anything is drawn)."""
        self.frame = frame
        view = frame.view
        if view.phase == "solo":
            song_pos = {d.id: (d.row, d.col) for d in view.dice if d.seat == frame.me
                        and d.where == "song" and d.row is not None and d.col is not None}
            self.solo.update([x for x in frame.legal if isinstance(x, a.PlaySolo)], song_pos)
        else:
            self.solo.update([], {})

    def draw(self, frame: Frame) -> None:
        view, legal = frame.view, frame.legal
        key = self.key(frame)
        if key == self._key:
            return
        self._key = key
        self.clear()
        self.grid.legal, self.grid.preview = set(), []
        owed = frame.owed()
        if owed is not None and legal:
            self._draw_owed(owed, legal)
        elif self.solo.options:
            self._draw_solo(view)
        elif view.phase == "applause" and a.PassApplause() in legal:
            self.title(self.tr("Your turn: buy or discard one Audience card"))
            self.title(self.tr("Drag a card onto your board to buy it (cost in Spotlights), "
                               "or onto Discard for its reward."), 1, muted=True)
            button = self.button(0, 1, self.tr("Let them be"), lambda: self.act(a.PassApplause()),
                                 "the-gig/applause.order", width=150)
            button.moveBy(0, 6)
        elif view.phase == "applause":
            seat = view.order[view.turn] if view.turn < len(view.order) else None
            self.title(self.tr("The Applause: %1 chooses a card…")
                       .replace("%1", self.kit.sentences.name(seat)))
        elif view.phase == "solo" and view.players[frame.me].solo_done:
            self.title(self.tr("Your solo is done: waiting for the others…"))
        elif view.phase == "place":
            self._draw_place_help(frame)
        self.grid.update()

    def key(self, frame: Frame) -> object:
        """All the bar shows: it is rebuilt when this changes."""
        view, legal = frame.view, frame.legal
        owed = frame.owed()
        if owed is not None and legal:
            return ("owed", frame.me, owed, frozenset(legal), self.choices.extra_pick)
        if self.solo.options:
            return ("solo", frame.me, frozenset(self.solo.options), self.solo.chosen)
        placing = placing_seat(view)
        return (view.phase, frame.me, a.PassApplause() in legal, view.turn, placing,
                view.players[frame.me].solo_done,
                placing == frame.me and any(isinstance(x, a.Place) for x in legal))

    def clear(self) -> None:
        for item in self.temp:
            self.kit.scene.removeItem(item)
        self.temp, self.play_button = [], None

    def button(self, n: int, row: int, label: str, on_click: Any, rule_id: str,
               width: float = 118, symbol: str = "", primary: bool = False,
               step: float = 0) -> ButtonItem:
        bar = L.SOLO_BAR
        rect = QRectF(bar.left() + n * (step or width + 6), bar.top() + 24 + row * (BUTTON_H + 6),
                      width, BUTTON_H)
        button = ButtonItem(rect, label, on_click, self.kit.pal, primary=primary, font_px=13)
        button.symbol = symbol
        button.setToolTip(self.kit.tip(rule_id))
        button.tab_order = 600 + row * 20 + n
        self.kit.scene.addItem(button)
        self.temp.append(button)
        return button

    def title(self, text: str, line: int = 0, muted: bool = False) -> None:
        """A line of help above the bar's buttons (``line`` 1: a smaller second line)."""
        label = QGraphicsSimpleTextItem(text)
        label.setFont(pixel_font(13 if muted else 16, bold=not muted))
        label.setBrush(QColor(self.kit.pal.muted if muted else self.kit.pal.amber))
        label.setPos(L.SOLO_BAR.left(), L.SOLO_BAR.top() - 2 + line * 22)
        label.setZValue(30)
        self.kit.scene.addItem(label)
        self.temp.append(label)

    def _draw_place_help(self, frame: Frame) -> None:
        """Turn-based rules: say whose turn it is to place, above the locked dice."""
        seat = placing_seat(frame.view)
        if seat == frame.me and any(isinstance(x, a.Place) for x in frame.legal):
            text = self.tr("Your turn: drag 2 locked dice onto the song")
        else:
            text = self.tr("%1 is placing: wait for your turn").replace(
                "%1", self.kit.sentences.name(seat))
        label = QGraphicsSimpleTextItem(text)
        label.setFont(pixel_font(15, bold=True))
        label.setBrush(QColor(self.kit.pal.amber))
        label.setPos(L.LOCK.right() - label.boundingRect().width() - 14, L.LOCK.top() + 8)
        label.setZValue(30)
        self.kit.scene.addItem(label)
        self.temp.append(label)

    # --- the solo step --------------------------------------------------------------
    def _draw_solo(self, view: TheGigView) -> None:
        if self.solo.anchor is None:
            self.solo.next_legal()  # show the first fit at once: "Play solo" works straight away
        self.title(self.tr("Choose a groove (its dice), then click the grid"))
        grooves = self.solo.grooves()[:5]
        labels = groove_labels(view, grooves)
        for n, dice in enumerate(grooves):
            button = self.button(n, 0, labels[n], partial(self.choose_groove, dice),
                                 "the-gig/solo.grooves", width=96)
            button.checked = dice == self.solo.chosen
        if len(self.solo.grooves()) > 5:
            self.button(5, 0, self.tr("More  (G)"), self.next_groove, "the-gig/solo.pick-one",
                        width=96)
        for n, (label, slot, rule_id) in enumerate((
                (self.tr("Turn  (T)"), lambda: self.solo_turn(1), "the-gig/solo.shape"),
                (self.tr("Flip  (F)"), self.solo_flip, "the-gig/solo.shape"),
                (self.tr("Next fit  (N)"), self.solo_next, "the-gig/solo.pick-one"))):
            self.button(n, 1, label, slot, rule_id)
        self.play_button = self.button(3, 1, self.tr("Play solo  (Enter)"),
                                       lambda: self.solo_click(None), "the-gig/solo.benefits",
                                       width=236, primary=True, step=124)
        self.show_preview()

    def show_preview(self) -> None:
        """The chosen groove's legal cells and its preview on the grid; its dice marked."""
        grid = self.grid
        grid.legal = self.solo.legal_cells()
        grid.preview = self.solo.preview()
        grid.preview_ok = self.solo.preview_ok()
        grid.update()
        if self.play_button is not None:
            self.play_button.set_enabled(grid.preview_ok)
        marked = self.solo.marked()
        me = self.frame.me if self.frame is not None else -1
        for (seat, die), item in self.drawing.dice.items():
            if seat == me and item.marked != (die in marked):
                item.set_marked(die in marked)

    def choose_groove(self, dice: tuple[int, ...]) -> None:
        self.solo.choose(dice)
        if self.solo.anchor is None or not self.solo.preview_ok():
            self.solo.next_legal()
        self.redraw()

    def next_groove(self) -> None:
        grooves = self.solo.grooves()
        if grooves:
            at = grooves.index(self.solo.chosen) if self.solo.chosen in grooves else -1
            self.choose_groove(grooves[(at + 1) % len(grooves)])

    def solo_turn(self, by: int = 1) -> None:
        self.solo.turn(by)
        self.show_preview()

    def solo_flip(self) -> None:
        self.solo.flip()
        self.show_preview()

    def solo_next(self) -> None:
        self.solo.next_legal()
        self.show_preview()

    def solo_hover(self, pos: Pos) -> None:
        if self.solo.chosen is not None and pos != self.solo.anchor:
            self.solo.anchor = pos
            self.show_preview()

    def solo_click(self, pos: Pos | None) -> None:
        """Draw the chosen groove where the preview is (on *pos* when given)."""
        frame = self.frame
        if frame is None:
            return
        owed = frame.owed()
        if owed is not None and owed.kind == "extra_groove":
            self._extra_click(frame, pos)
            return
        if frame.view.phase != "solo" or self.solo.chosen is None:
            return
        action = self.solo.action_at(pos)
        if action is not None:
            self.act(action)

    # --- choices owed ----------------------------------------------------------------
    def _draw_owed(self, owed: Any, legal: set[Any]) -> None:
        if owed.kind == "notation":
            self.title(self.tr("Choose a Notation symbol (%1 to go)")
                       .replace("%1", str(owed.count)))
            for n, pick in enumerate(sorted((x for x in legal if isinstance(x, a.ChooseNotation)),
                                            key=lambda x: x.symbol.value)):
                self.button(n, 0, symbol_name(pick.symbol.value), partial(self.act, pick),
                            "the-gig/instrument.keys", symbol=pick.symbol.value)
        elif owed.kind == "vocal":
            self.title(self.tr("Vocals: copy a symbol now, or keep it"))
            for n, copy in enumerate(sorted((x for x in legal if isinstance(x, a.VocalCopy)),
                                            key=lambda x: x.symbol.value if x.symbol else "")):
                label = symbol_name(copy.symbol.value) if copy.symbol else self.tr("Keep")
                self.button(n, 0, label, partial(self.act, copy), "the-gig/instrument.vocals",
                            symbol=copy.symbol.value if copy.symbol else "")
        else:
            self._draw_extra(owed, legal)

    def extra_options(self, legal: set[Any]) -> list[a.DrawExtra]:
        return sorted((x for x in legal if isinstance(x, a.DrawExtra)), key=lambda x: x.cells)

    def _draw_extra(self, owed: Any, legal: set[Any]) -> None:
        options = self.extra_options(legal)
        self.title(self.tr("Draw an extra groove of up to %1").replace("%1", str(owed.count)))
        if not options:
            return
        chosen = options[self.choices.extra_pick % len(options)]
        self.grid.legal = {p for x in options for p in x.cells}
        self.grid.preview, self.grid.preview_ok = list(chosen.cells), True
        if chosen.cells:
            self.button(0, 0, self.tr("Next fit  (N)"), self.extra_next, "the-gig/solo.pick-one")
        label = self.tr("Draw it") if chosen.cells else self.tr("No room: go on")
        self.button(1, 0, label, lambda: self.act(chosen), "the-gig/solo.pick-one",
                    primary=True)

    def _extra_click(self, frame: Frame, pos: Pos | None) -> None:
        options = self.extra_options(frame.legal)
        fits = [x for x in options if pos is None or pos in x.cells]
        if fits:
            chosen = options[self.choices.extra_pick % len(options)]
            self.act(chosen if chosen in fits else fits[0])

    def extra_pending(self) -> bool:
        owed = self.frame.owed() if self.frame is not None else None
        return owed is not None and owed.kind == "extra_groove"

    def extra_next(self) -> None:
        self.choices.extra_pick += 1
        self.redraw()


def groove_labels(view: Any, grooves: list[tuple[int, ...]]) -> list[str]:
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
