"""What a gesture on The Gig's table stands for: drops, clicks, keys and menu entries become
actions of ``roadie.games.the_gig.actions``. Nothing here decides a rule: an action the rules
refuse is still submitted, so the player reads the rules' own reason."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu

from roadie.games.the_gig import actions as a
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import SoloGrid
from roadie.ui.games.the_gig.cards import CardItem
from roadie.ui.games.the_gig.items import ButtonItem, SpaceItem
from roadie.ui.games.the_gig.kit import CHALLENGER, Choices, Frame, Kit
from roadie.ui.games.the_gig.panel import Bar
from roadie.ui.games.the_gig.render import Render, reroll_action
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.scene.dice_item import DieItem
from roadie.ui.scene.menus import action_menu
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.texts import rule_summary

ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
          Qt.Key.Key_Down: (1, 0)}


class Gestures(QObject):
    """Turns drops, clicks, keys and menus on the table into actions."""

    def __init__(self, kit: Kit, drawing: Render, bar: Bar, choices: Choices,
                 frame: Callable[[], Frame], blocked: Callable[[], bool],
                 message: Callable[[str], None], redraw: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kit, self.drawing, self.bar, self.choices = kit, drawing, bar, choices
        self.frame, self.blocked, self.message, self.redraw = frame, blocked, message, redraw
        self.popup: list[ButtonItem] = []
        self.menu: QMenu | None = None

    def act(self, action: Any) -> bool:
        if self.blocked():
            self.message(self.tr("Wait for the countdown…"))
            return False
        return self.kit.ctl.submit(action)

    # --- the tray ------------------------------------------------------------------
    def reroll(self) -> bool:
        action = reroll_action(self.frame(), self.choices.selected)
        if action is None:
            return False
        self.choices.selected.clear()
        return self.act(action)

    def toggle_select(self, n: int) -> None:
        self.choices.selected ^= {self.frame().me * 4 + n}
        self.redraw()

    def picked(self, piece: Piece) -> None:
        """A piece was taken in hand on the table: a die of yours offers its Notation
        symbols; a die of yours on the song chooses a groove with it in the solo step."""
        die = self._own_die(piece)
        if die is None:
            return
        if die.where == "song" and self.bar.solo.options:
            grooves = [g for g in self.bar.solo.grooves() if die.id in g]
            if grooves:
                self.bar.choose_groove(grooves[0])
        elif die.unplaced:
            self.notation_popup(die)

    def notation_popup(self, die: Any) -> None:
        """Buttons for every Notation symbol that can change the die now."""
        self.released()
        choices = sorted((c for c in self.frame().view.notation if c.die == die.id),
                         key=lambda c: (c.symbol.value, c.value or 0))
        for n, choice in enumerate(choices[:9]):
            rect = QRectF(L.TRAY.right() - 236 + (n % 3) * 76, L.TRAY.top() + 92 + (n // 3) * 44,
                          70, 38)
            act = a.UseNotation(die=die.id, symbol=choice.symbol, value=choice.value)
            button = ButtonItem(rect, f"\u2192{choice.after}", partial(self.act, act),
                                self.kit.pal, font_px=16)
            button.symbol = choice.symbol.value
            button.setToolTip(self.kit.tip("the-gig/song.notation",
                                           f"the-gig/song.{choice.symbol.value}",
                                           heading=symbol_name(choice.symbol.value)))
            button.tab_order = 160 + n
            self.kit.scene.addItem(button)
            self.popup.append(button)

    def released(self) -> None:
        """The hand is empty: the notation buttons go."""
        for button in self.popup:
            self.kit.scene.removeItem(button)
        self.popup = []

    def _own_die(self, item: Any) -> Any:
        ref = getattr(item, "ref", None)
        if not isinstance(item, DieItem) or ref is None or ref.seat == CHALLENGER:
            return None
        return self.frame().my_die(ref.die)

    # --- what a drop means ---------------------------------------------------------------
    def board_targets(self) -> tuple[Target, ...]:
        """Your instrument board as a drop target for a die: the lock strip, the board, its grid."""
        fixed = self.drawing.fixed
        return (fixed.lock_strip, fixed.buy_zone, fixed.grid)

    def candidates(self, piece: Piece) -> list[Target]:
        if self.blocked():
            return []
        fixed = self.drawing.fixed
        if isinstance(piece, CardItem):
            return [fixed.buy_zone, fixed.grid, fixed.discard]
        die = self._own_die(piece)
        return [*self.drawing.spaces, *self.board_targets()] if die is not None else []

    def action_for(self, piece: Piece, target: Target) -> Any:
        fixed = self.drawing.fixed
        if isinstance(piece, CardItem):
            if target in (fixed.buy_zone, fixed.grid) or isinstance(target, ButtonItem):
                return a.Buy(card=piece.card.id)
            return a.Discard(card=piece.card.id) if target is fixed.discard else None
        die = self._own_die(piece)
        if die is None or not die.unplaced:
            return None
        if target in self.board_targets():
            return a.LockIn(die=die.id)
        if isinstance(target, SpaceItem):
            return a.Place(die=die.id, row=target.row, col=target.col)
        if isinstance(target, DieItem):
            spot = self._spot_of(target)
            return a.Place(die=die.id, row=spot[0], col=spot[1]) if spot is not None else None
        return None

    def _spot_of(self, item: DieItem) -> tuple[int, int | None] | None:
        """The song space a die lies on (a drop on it claims that space)."""
        view, ref = self.frame().view, item.ref
        if ref is None:
            return None
        if ref.seat == CHALLENGER:
            cd = view.challenger.dice[ref.die] if view.challenger is not None else None
            return (cd.row, cd.col) if cd is not None and cd.row is not None else None
        die = next((d for d in view.dice if d.id == ref.die), None)
        if die is None or die.where not in ("song", "harmony") or die.row is None:
            return None
        return die.row, die.col

    def refuse(self, piece: Piece) -> None:
        """A drop that means nothing: say which rule says where it goes."""
        if isinstance(piece, CardItem):
            self.message(rule_summary("the-gig/applause.order"))
        elif self.frame().view.phase == "lock":
            self.message(rule_summary("the-gig/turn-based.lock"))
        else:
            self.message(rule_summary("the-gig/song.rows"))

    # --- keys ------------------------------------------------------------------------
    def key(self, item: Target, event: QKeyEvent) -> bool:
        if self.blocked():
            return True
        if isinstance(item, SoloGrid):
            return self._grid_key(event)
        if isinstance(item, CardItem):
            action = {Qt.Key.Key_B: a.Buy(card=item.card.id),
                      Qt.Key.Key_D: a.Discard(card=item.card.id)}.get(Qt.Key(event.key()))
            return action is not None and self.act(action) is not None
        die = self._own_die(item)
        if die is None or not die.unplaced:
            return False
        return self._die_key(die, event)

    def _die_key(self, die: Any, event: QKeyEvent) -> bool:
        keys: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_S: lambda: self.toggle_select(die.id % 4),
            Qt.Key.Key_R: lambda: self.act(a.Reroll(dice=(die.id,))),
            Qt.Key.Key_L: lambda: self.act(a.LockIn(die=die.id)),
            Qt.Key.Key_H: lambda: self.act(a.Pick(die=die.id)),
        }
        handler = keys.get(Qt.Key(event.key()))
        if handler is not None:
            handler()
            return True
        return self._notation_key(die, event.text())

    def _notation_key(self, die: Any, text: str) -> bool:
        """- and + for Flat and Sharp, a digit for the value wanted (any symbol making it);
        what each symbol makes of the die is the view's (the rules')."""
        symbol = {"-": "flat", "+": "sharp", "=": "sharp"}.get(text)
        wanted = int(text) if text.isdigit() and 1 <= int(text) <= 6 else None
        if symbol is None and wanted is None:
            return False
        choices = [c for c in self.frame().view.notation if c.die == die.id
                   and (c.symbol.value == symbol if symbol else c.after == wanted)]
        if choices:
            self.act(a.UseNotation(die=die.id, symbol=choices[0].symbol,
                                   value=choices[0].value))
        else:
            self.message(rule_summary("the-gig/song.notation"))
        return True

    def solo_key(self, event: QKeyEvent) -> bool:
        """A key of the solo step, whatever has the focus (True when it was used)."""
        return self.blocked() or self._grid_key(event)

    def _grid_key(self, event: QKeyEvent) -> bool:
        key, bar, solo = Qt.Key(event.key()), self.bar, self.bar.solo
        if key in ARROWS and solo.chosen is not None:
            r, c = solo.anchor or (0, 0)
            dr, dc = ARROWS[key]
            solo.anchor = (r + dr, c + dc)
            bar.show_preview()
            return True
        handlers: dict[Qt.Key, Callable[[], None]] = {
            Qt.Key.Key_T: lambda: bar.solo_turn(1), Qt.Key.Key_F: bar.solo_flip,
            Qt.Key.Key_N: bar.extra_next if bar.extra_pending() else bar.solo_next,
            Qt.Key.Key_G: bar.next_groove, Qt.Key.Key_Return: lambda: bar.solo_click(None),
            Qt.Key.Key_Enter: lambda: bar.solo_click(None),
            Qt.Key.Key_Space: lambda: bar.solo_click(None)}
        handler = handlers.get(key)
        if handler is None:
            return False
        handler()
        return True

    # --- menus ---------------------------------------------------------------------------
    def context_menu(self, item: Target, screen_pos: QPoint, widget: Any) -> None:
        """A menu of what the item can do; entries the rules refuse now are greyed."""
        entries = self.menu_entries(item)
        if not entries:
            return
        legal = self.frame().legal
        self.menu = action_menu(widget, entries,
                                lambda x: x in legal and not self.blocked(), self.act)
        self.menu.popup(screen_pos)

    def menu_entries(self, item: Target) -> list[tuple[str, Any, str]]:
        if isinstance(item, CardItem):
            return [(self.tr("Buy\tB"), a.Buy(card=item.card.id), "the-gig/applause.buy"),
                    (self.tr("Discard for its reward\tD"), a.Discard(card=item.card.id),
                     "the-gig/applause.discard")]
        die = self._own_die(item)
        if die is None or not die.unplaced:
            return []
        hold = (self.tr("Put it back in the tray\tH") if die.where == "hand"
                else self.tr("Hold in your hand\tH"))
        entries = [(self.tr("Re-roll this die\tR"), a.Reroll(dice=(die.id,)),
                    "the-gig/song.rerolling"),
                   (hold, a.Pick(die=die.id), "the-gig/song.one-at-a-time"),
                   (self.tr("Lock in on your board\tL"), a.LockIn(die=die.id),
                    "the-gig/turn-based.lock")]
        for choice in sorted((c for c in self.frame().view.notation if c.die == die.id),
                             key=lambda c: (c.symbol.value, c.value or 0)):
            name = symbol_name(choice.symbol.value)
            entries.append((self.tr("%1: make it %2").replace("%1", name)
                            .replace("%2", str(choice.after)),
                            a.UseNotation(die=die.id, symbol=choice.symbol, value=choice.value),
                            f"the-gig/song.{choice.symbol.value}"))
        entries.append((self.tr("Harmony space of row %1").replace("%1", str(die.value)),
                        a.Place(die=die.id, row=die.value, col=None), "the-gig/song.harmony"))
        return entries
