"""What a gesture on The Gig's table means: drags, clicks, keys and menus become actions."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QKeyEvent

from roadie.games.the_gig import actions as a
from roadie.games.the_gig.song import notation_after
from roadie.games.the_gig.views import TheGigView
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import SoloGrid
from roadie.ui.games.the_gig.cards import CardItem
from roadie.ui.games.the_gig.items import ButtonItem, SpaceItem
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.scene.dice_item import DieItem
from roadie.ui.scene.menus import action_menu
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.texts import rule_summary, rule_tooltip

Pos = tuple[int, int]
ARROWS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0),
          Qt.Key.Key_Down: (1, 0)}


def shown_after(act: a.UseNotation, value: int) -> int | None:
    """The value a die would show after *act* (the rules core says; for labels and keys)."""
    return notation_after(value, act.symbol, act.value)


class Gestures:
    """Mixin of the Board: the scene's TableRules, and the tray and solo controls."""

    def act(self, action: Any) -> bool:
        if self.blocked:
            self.message.emit(self.tr("Wait for the countdown…"))
            return False
        return self.ctl.submit(action)

    def my_die(self, die_id: int) -> Any:
        view: TheGigView = self.ctl.view()
        return next((d for d in view.dice if d.id == die_id and d.seat == self.mine()), None)

    # --- the tray ------------------------------------------------------------------
    def reroll_action(self) -> a.Reroll | None:
        """Re-roll the selected dice, or the whole pool when none is selected."""
        view: TheGigView = self.ctl.view()
        pool = [d.id for d in view.dice if d.seat == self.mine() and d.where in ("tray", "hand")]
        ids = sorted(self.selected & set(pool)) or pool
        return a.Reroll(dice=tuple(ids)) if ids else None

    def reroll(self) -> bool:
        action = self.reroll_action()
        if action is None:
            return False
        self.selected.clear()
        return self.act(action)

    def toggle_select(self, n: int) -> None:
        die = self.mine() * 4 + n
        self.selected ^= {die}
        self.render(animate=False)

    def notation_popup(self, die: Any) -> None:
        """Buttons for every Notation symbol that can change the held die now."""
        self.released()
        self.held_die = die.id
        choices = sorted((x for x in self.ctl.legal() if isinstance(x, a.UseNotation)
                          and x.die == die.id), key=lambda x: (x.symbol.value, x.value or 0))
        for n, act in enumerate(choices[:9]):
            rect = QRectF(L.TRAY.right() - 236 + (n % 3) * 76, L.TRAY.top() + 92 + (n // 3) * 44,
                          70, 38)
            label = f"\u2192{shown_after(act, die.value)}"
            button = ButtonItem(rect, label, lambda x=act: self.act(x), self.pal, font_px=16)
            button.symbol = act.symbol.value
            button.setToolTip(rule_tooltip("the-gig/song.notation",
                                           f"the-gig/song.{act.symbol.value}",
                                           heading=symbol_name(act.symbol.value)))
            button.tab_order = 160 + n
            self.scene.addItem(button)
            self.popup.append(button)

    def released(self) -> None:
        """The hand is empty: the notation buttons go."""
        for button in self.popup:
            self.scene.removeItem(button)
        self.popup, self.held_die = [], None

    # --- the solo step ---------------------------------------------------------------
    def solo_dice(self) -> set[int]:
        return set(self.solo.chosen or ()) if self.solo.options else set()

    def choose_groove(self, dice: tuple[int, ...]) -> None:
        self.solo.choose(dice)
        if self.solo.anchor is None or not self.solo.preview_ok():
            self.solo.next_legal()
        self.render(animate=False)

    def next_groove(self) -> None:
        grooves = self.solo.grooves()
        if grooves:
            at = grooves.index(self.solo.chosen) if self.solo.chosen in grooves else -1
            self.choose_groove(grooves[(at + 1) % len(grooves)])

    def solo_turn(self, by: int = 1) -> None:
        self.solo.turn(by)
        self.render(animate=False)

    def solo_flip(self) -> None:
        self.solo.flip()
        self.render(animate=False)

    def solo_next(self) -> None:
        self.solo.next_legal()
        self.render(animate=False)

    def solo_hover(self, pos: Pos) -> None:
        if self.solo.chosen is not None and pos != self.solo.anchor:
            self.solo.anchor = pos
            self.show_preview()

    def solo_click(self, pos: Pos | None) -> None:
        """Draw the chosen groove where the preview is (on *pos* when given)."""
        view: TheGigView = self.ctl.view()
        owed = next((o for s, o in view.owed if s == self.mine()), None)
        if owed is not None and owed.kind == "extra_groove":
            self._extra_click(pos)
            return
        if view.phase != "solo" or self.solo.chosen is None:
            return
        action = self.solo.action_at(pos)
        if action is not None:
            self.act(action)

    def _extra_click(self, pos: Pos | None) -> None:
        options = sorted((x for x in self.ctl.legal() if isinstance(x, a.DrawExtra)),
                         key=lambda x: x.cells)
        fits = [x for x in options if pos is None or pos in x.cells]
        if fits:
            chosen = options[self.extra_pick % len(options)]
            self.act(chosen if chosen in fits else fits[0])

    # --- TableRules: what a drop means ---------------------------------------------------
    def action_for(self, piece: Piece, target: Target) -> Any:
        """The action dropping *piece* on *target* stands for, legal or not (None: none)."""
        if isinstance(piece, CardItem):
            if target in (self.buy_zone, self.grid) or isinstance(target, ButtonItem):
                return a.Buy(card=piece.card.id)
            return a.Discard(card=piece.card.id) if target is self.discard else None
        ref = getattr(piece, "ref", None)
        die = self.my_die(ref.die) if ref is not None and ref.seat >= 0 else None
        if die is None or not die.unplaced:
            return None
        if target in self.board_targets():
            return a.LockIn(die=die.id)
        if isinstance(target, SpaceItem):
            return a.Place(die=die.id, row=target.row, col=target.col)
        if isinstance(target, DieItem) and target.ref is not None:
            other = self._die_on_song(target)
            if other is not None:
                return a.Place(die=die.id, row=other[0], col=other[1])
        return None

    def board_targets(self) -> tuple[Target, ...]:
        """Your instrument board as a drop target for a die: the lock strip, the board, its grid."""
        return (self.lock_strip, self.buy_zone, self.grid)

    def _die_on_song(self, item: DieItem) -> tuple[int, int | None] | None:
        view: TheGigView = self.ctl.view()
        ref = item.ref
        if ref.seat < 0:
            ch = view.challenger
            cd = ch.dice[ref.die] if ch is not None else None
            return (cd.row, cd.col) if cd is not None and cd.row is not None else None
        die = next((d for d in view.dice if d.id == ref.die), None)
        if die is None or die.where not in ("song", "harmony"):
            return None
        return die.row, die.col

    def targets(self, piece: Piece) -> dict[Target, Any]:
        if self.blocked:
            return {}
        ref = getattr(piece, "ref", None)
        if isinstance(ref, tuple) or ref is None or isinstance(piece, CardItem):
            candidates: list[Target] = [self.buy_zone, self.discard]
        else:
            die = self.my_die(ref.die)
            if die is None:
                return {}
            if die.where == "song" and self.solo.options:
                self._groove_with(die.id)
                return {}
            if die.unplaced:
                self.notation_popup(die)
            candidates = [*self.spaces, *self.board_targets()]
        legal = self.ctl.legal()
        found: dict[Target, Any] = {}
        for target in candidates:
            action = self.action_for(piece, target)
            if action is not None and action in legal:
                found[target] = action
        # a die is locked in on the board: the lock strip says so; a card is bought there
        self.buy_zone.title = "" if isinstance(piece, DieItem) \
            else self.tr("Buy: drop the card here")
        return found

    def _groove_with(self, die: int) -> None:
        grooves = [g for g in self.solo.grooves() if die in g]
        if grooves:
            self.choose_groove(grooves[0])

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        if self.blocked:
            self.message.emit(self.tr("Wait for the countdown…"))
            return False
        if target is None or target is self.tray or target is piece:
            return False
        action = self.action_for(piece, target)
        if action is None:
            rule = "the-gig/applause.order" if isinstance(piece, CardItem) else "the-gig/song.rows"
            view: TheGigView = self.ctl.view()
            if view.phase == "lock" and not isinstance(piece, CardItem):
                rule = "the-gig/turn-based.lock"
            self.message.emit(rule_summary(rule))
            return False
        if isinstance(action, a.LockIn) and self.ctl.view().phase != "lock":
            self.message.emit(rule_summary("the-gig/song.rows"))
            return False
        return self.ctl.submit(action)

    # --- keys ------------------------------------------------------------------------
    def key(self, item: Target, event: QKeyEvent) -> bool:
        if self.blocked:
            return True
        if isinstance(item, SoloGrid):
            return self._grid_key(event)
        if isinstance(item, CardItem):
            action = {Qt.Key.Key_B: a.Buy(card=item.card.id),
                      Qt.Key.Key_D: a.Discard(card=item.card.id)}.get(Qt.Key(event.key()))
            return action is not None and self.act(action) is not None
        ref = getattr(item, "ref", None)
        die = self.my_die(ref.die) if isinstance(item, DieItem) and ref is not None \
            and ref.seat >= 0 else None
        if die is None or not die.unplaced:
            return False
        return self._die_key(die, event)

    def _die_key(self, die: Any, event: QKeyEvent) -> bool:
        text = event.text()
        if event.key() == Qt.Key.Key_S:
            self.toggle_select(die.id % 4)
            return True
        if event.key() == Qt.Key.Key_R:
            self.act(a.Reroll(dice=(die.id,)))
            return True
        if event.key() == Qt.Key.Key_L:
            self.act(a.LockIn(die=die.id))
            return True
        wanted = {"-": die.value - 1 or 6, "+": die.value % 6 + 1, "=": die.value % 6 + 1}.get(
            text, int(text) if text.isdigit() and 1 <= int(text) <= 6 else None)
        if wanted is None:
            return False
        symbol = {"-": "flat", "+": "sharp", "=": "sharp"}.get(text)
        choices = [x for x in self.ctl.legal() if isinstance(x, a.UseNotation) and x.die == die.id
                   and shown_after(x, die.value) == wanted
                   and (symbol is None or x.symbol.value == symbol)]
        if choices:
            self.act(choices[0])
        else:
            self.message.emit(rule_summary("the-gig/song.notation"))
        return True

    def _grid_key(self, event: QKeyEvent) -> bool:
        key = Qt.Key(event.key())
        if key in ARROWS and self.solo.chosen is not None:
            r, c = self.solo.anchor or (0, 0)
            dr, dc = ARROWS[key]
            self.solo.anchor = (r + dr, c + dc)
            self.show_preview()
            return True
        handlers = {Qt.Key.Key_T: lambda: self.solo_turn(1), Qt.Key.Key_F: self.solo_flip,
                    Qt.Key.Key_N: self.solo_next, Qt.Key.Key_G: self.next_groove,
                    Qt.Key.Key_Return: lambda: self.solo_click(None),
                    Qt.Key.Key_Enter: lambda: self.solo_click(None),
                    Qt.Key.Key_Space: lambda: self.solo_click(None)}
        if key == Qt.Key.Key_N and self.extra_pending():
            handlers[key] = self.extra_next
        handler = handlers.get(key)
        if handler is None:
            return False
        handler()
        return True

    def extra_pending(self) -> bool:
        view: TheGigView = self.ctl.view()
        return any(s == self.mine() and o.kind == "extra_groove" for s, o in view.owed)

    # --- menus ---------------------------------------------------------------------------
    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        """A menu of what the item can do; entries the rules refuse now are greyed."""
        entries = self.menu_entries(item)
        if not entries:
            return
        legal = self.ctl.legal()
        self.menu = action_menu(self.view, entries, lambda x: x in legal and not self.blocked,
                                self.act)
        self.menu.popup(screen_pos)

    def menu_entries(self, item: Target) -> list[tuple[str, Any, str]]:
        if isinstance(item, CardItem):
            return [(self.tr("Buy\tB"), a.Buy(card=item.card.id), "the-gig/applause.buy"),
                    (self.tr("Discard for its reward\tD"), a.Discard(card=item.card.id),
                     "the-gig/applause.discard")]
        ref = getattr(item, "ref", None)
        die = self.my_die(ref.die) if isinstance(item, DieItem) and ref is not None \
            and ref.seat >= 0 else None
        if die is None or not die.unplaced:
            return []
        entries = [(self.tr("Re-roll this die\tR"), a.Reroll(dice=(die.id,)),
                    "the-gig/song.rerolling"),
                   (self.tr("Hold in your hand"), a.Pick(die=die.id), "the-gig/song.one-at-a-time"),
                   (self.tr("Lock in on your board\tL"), a.LockIn(die=die.id),
                    "the-gig/turn-based.lock")]
        for act in sorted((x for x in self.ctl.legal() if isinstance(x, a.UseNotation)
                           and x.die == die.id), key=lambda x: (x.symbol.value, x.value or 0)):
            entries.append((self.tr("%1: make it %2").replace("%1", symbol_name(act.symbol.value))
                            .replace("%2", str(shown_after(act, die.value))), act,
                            f"the-gig/song.{act.symbol.value}"))
        entries += [(self.tr("Harmony space of row %1").replace("%1", str(row)),
                     a.Place(die=die.id, row=row, col=None), "the-gig/song.harmony")
                    for row in range(1, 7)]
        return entries
