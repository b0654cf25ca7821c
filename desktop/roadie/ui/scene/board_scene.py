"""The scene pieces live in; it runs picking up, hovering and dropping for them.

What may go where is not decided here: a :class:`TableRules` (the game's board)
says which targets are legal for a piece and turns a drop into a submitted
action. Clicking a piece then a target, or pressing Enter on each, does the same
as a drag. While a piece is dragged over a target the rules refuse, a callout there says
why ("why not?"); a piece refused on a target stays in hand, its legal targets lit, so the
next click on one puts it there. In teaching mode hovering an element shows its lesson, not
its short tip.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QToolTip,
)

from roadie.match.time_scale import time_scale
from roadie.ui.scene.card_item import CardZoom
from roadie.ui.scene.focus_ring import FocusRing
from roadie.ui.scene.piece import DropState, Piece, Target
from roadie.ui.scene.tooltips import keep_clear
from roadie.ui.teaching.explain import Callout

SPEED_FACTOR = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


class TableRules(Protocol):
    """What a game's board tells the scene."""

    def targets(self, piece: Piece) -> dict[Target, Any]:
        """The targets the rules allow for *piece*, with the action each would be."""

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        """Apply dropping *piece* on *target*: *action* is what :meth:`targets` found
        there (None when the target was not lit); False (and a reason shown) when refused."""

    def key(self, item: Target, event: QKeyEvent) -> bool:
        """Handle a key on a focused item; True when it was used."""

    def context_menu(self, item: Target, screen_pos: QPoint) -> None: ...

    def claims(self, item: Target, event: QKeyEvent) -> bool:
        """Whether the key of *event* on the focused *item* is the board's before any
        menu's shortcut (a letter the item uses). Optional."""

    def why_not(self, piece: Piece, target: Target) -> str:
        """Why dropping *piece* on *target* would be refused, and what would make it legal
        ('': nothing to say). Optional: a scene whose rules lack it shows no callout."""

    def lesson(self, item: QGraphicsItem) -> str:
        """Teaching mode's rich text for *item* ('': its own tooltip). Optional."""


class BoardScene(QGraphicsScene):
    """A scene with one held piece at a time and its legal targets lit."""

    def __init__(self, rules: TableRules, parent: Any = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self.speed = 1.0
        self.held: Piece | None = None
        self.legal: dict[Target, Any] = {}
        self.hovered: Target | None = None
        self.teaching = False
        """Teaching mode: hovering an element shows its whole lesson."""
        self.callout = Callout()
        self.addItem(self.callout)
        self.focus_ring = FocusRing()
        self.addItem(self.focus_ring)
        self.focusItemChanged.connect(lambda item, _old, _why: self.focus_ring.follow(item))

    def anim_ms(self, base: int) -> int:
        return round(base * self.speed)

    def set_speed(self, name: str) -> None:
        """The animation speed setting, at the time scale (0: animations off)."""
        self.speed = SPEED_FACTOR.get(name, 1.0) * time_scale()

    # --- holding ------------------------------------------------------------
    def pick(self, piece: Piece) -> None:
        """Hold *piece* (by click, key or the start of a drag) and light its targets."""
        self.release()
        self.held = piece
        piece.set_picked(True)
        self.legal = self.rules.targets(piece)
        for target in self.legal:
            target.set_drop_state(DropState.LEGAL)

    def release(self) -> None:
        """Put nothing in the hand; every highlight goes out."""
        for target in self.legal:
            target.set_drop_state(DropState.NONE)
        if self.hovered is not None:
            self.hovered.set_drop_state(DropState.NONE)
        if self.held is not None:
            self.held.set_picked(False)
        self.callout.hide()
        self.held, self.legal, self.hovered = None, {}, None

    def begin_drag(self, piece: Piece) -> None:
        if self.held is not piece:
            self.pick(piece)

    def drag_to(self, piece: Piece, pos: QPointF) -> None:
        """Light the target under the pointer: bright if legal, red if not, with the rule
        that refuses it in a callout."""
        target = self.target_at(pos, piece)
        if target is self.hovered:
            return
        if self.hovered is not None:
            back = DropState.LEGAL if self.hovered in self.legal else DropState.NONE
            self.hovered.set_drop_state(back)
        self.hovered = target
        self.callout.hide()
        if target is not None:
            target.set_drop_state(DropState.HOVER if target in self.legal else DropState.REFUSED)
            why = getattr(self.rules, "why_not", None)
            reason = why(piece, target) if why is not None and target not in self.legal else ""
            if reason:
                self.callout.show_at(target, reason)

    def put_down(self, piece: Piece, pos: QPointF) -> None:
        """End a drag: the rules apply it, or the piece snaps back home (still in hand
        when a target refused it; dropped on no target, let go)."""
        target = self.target_at(pos, piece)
        action = self.legal.get(target) if target is not None else None
        self.release()
        taken = self.rules.drop(piece, target, action)
        if piece.scene() is self:
            piece.snap_back()
            if target is not None and not taken:
                self.hold_again(piece)

    def clicked(self, item: Target) -> None:
        """A click (or Enter): pick a piece up, or drop the held one on *item*."""
        held = self.held
        if held is None or held is item:
            if held is item:
                self.release()
            elif isinstance(item, Piece):
                self.pick(item)
            return
        if item not in self.legal and isinstance(item, Piece) and self._is_own_choice(item):
            self.pick(item)
            return
        action = self.legal.get(item)
        self.release()
        if not self.rules.drop(held, item, action):
            self.hold_again(held)

    def hold_again(self, piece: Piece) -> None:
        """Take *piece* back in hand (refused, or the table changed under it) while it is
        on the table and may still go somewhere; else the hand stays empty."""
        if piece.scene() is self:
            self.pick(piece)
            if not self.legal:
                self.release()

    def _is_own_choice(self, item: Piece) -> bool:
        """Clicking another piece that is no target, and that may go somewhere, switches the
        hand to it (a click on one that may not is a drop on it: on a lit space, say)."""
        return item.drop_state in (DropState.NONE, DropState.REFUSED) \
            and bool(self.rules.targets(item))

    def target_at(self, pos: QPointF, exclude: QGraphicsItem | None = None) -> Target | None:
        """The topmost target under *pos*, ignoring the held piece itself."""
        for item in self.items(pos):
            while item is not None and not isinstance(item, Target):
                item = item.parentItem()
            if item is None or item is exclude:
                continue
            return item
        return None

    def cancel(self) -> None:
        """Drop whatever is held back home (the table changed under it)."""
        held = self.held
        self.release()
        if held is not None and held.scene() is self:
            held.dragging = False
            held.snap_back()

    # --- keys, menus, focus ---------------------------------------------------
    def key(self, item: Target, event: QKeyEvent) -> bool:
        return self.rules.key(item, event)

    def claims(self, event: QKeyEvent) -> bool:
        """Whether the focused item takes this key before the menus' shortcuts do."""
        item = self.focusItem()
        claims = getattr(self.rules, "claims", None)
        return isinstance(item, Target) and claims is not None and bool(claims(item, event))

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        self.rules.context_menu(item, screen_pos)

    def focus_chain(self) -> list[Target]:
        """Focusable targets in reading order (their ``tab_order``); while a piece is held,
        only it and its lit targets (Tab goes straight to where it may go)."""
        found = [i for i in self.items() if isinstance(i, Target) and i.isVisible()
                 and i.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsFocusable
                 and (not self.legal or i is self.held or i in self.legal)]
        return sorted(found, key=lambda t: t.tab_order)

    def cycle_focus(self, forward: bool) -> bool:
        """Move keyboard focus to the next target; False past either end (the focus leaves
        the board, and comes back to its first target, or its last going backwards)."""
        chain = self.focus_chain()
        if not chain:
            return False
        current = self.focusItem()
        if current not in chain:
            index = 0 if forward else len(chain) - 1
        else:
            index = chain.index(current) + (1 if forward else -1)
            if not 0 <= index < len(chain):
                current.clearFocus()
                return False
        self.focus_on(chain[index])
        return True

    def focus_end(self, first: bool) -> None:
        """Focus the first target of the chain (or the last)."""
        chain = self.focus_chain()
        if chain:
            self.focus_on(chain[0] if first else chain[-1])

    def focus_on(self, item: Target) -> None:
        item.keyed = True  # also when it had the focus from a click
        item.setFocus(Qt.FocusReason.TabFocusReason)
        item.update()
        self.views()[0].ensureVisible(item)

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        """A piece's rule tooltip (in teaching mode, or where it has no tooltip, its lesson),
        never over a card's zoom (nor the card)."""
        pos = event.scenePos()
        tipped = any(item.toolTip() for item in self.items(pos))
        text = self.lesson_at(pos) if self.teaching or not tipped else ""
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
            event.accept()
        else:
            super().helpEvent(event)
        zoom = next((i for i in self.items() if isinstance(i, CardZoom) and i.isVisible()),
                    None)
        if zoom is not None and self.views():
            keep_clear(self.views()[0],
                       zoom.sceneBoundingRect().united(zoom.card.sceneBoundingRect()))

    def lesson_at(self, pos: QPointF) -> str:
        """Teaching mode's text for the topmost element at *pos* that has a lesson."""
        teach = getattr(self.rules, "lesson", None)
        if teach is None:
            return ""
        for item in self.items(pos):
            while item is not None:
                text: str = teach(item) if item.isVisible() else ""
                if text:
                    return text
                item = item.parentItem()
        return ""

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if not event.isAccepted():
            self.release()
