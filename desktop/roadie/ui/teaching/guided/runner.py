"""The guide at the table: a small card beside what it asks about, the items to use ringed.

The runner follows the table client's changes only: a step is done when the player's own
action (``SeatChange.action``) is of the kind it asks for. What to ring is found through the
table's own gesture questions (:meth:`Table.targets`), its decision buttons, its
:meth:`Table.spots` and the turn buttons beside the board, each matched against the step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from roadie.match.holds import GUIDE
from roadie.ui.launcher import NewGame
from roadie.ui.scene.focus_ring import MARGIN, FocusRing
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.style import WARM, font
from roadie.ui.teaching.guided import CONTEXT, Guide, Step, guide_of
from roadie.ui.texts import citation, translated

if TYPE_CHECKING:
    from roadie.ui.game_screen import GameScreen
    from roadie.ui.games.table import Table

CARD_WIDTH = 340
GAP = 12
"""Between the card and the board's edge."""
STRIDE = 24
"""The card's places tried on the board, this many pixels apart."""
LIT_BUTTON = "QPushButton { border: 3px dashed #ffffff; }"
"""A turn button beside the board, ringed like the board's items."""


BOT_NAME = "Ben"
RETRY_MS = 300
"""How often a step whose action the table does not take yet (a count-in still running)
looks again for what to ring."""


def guided_game(game_id: str, player: str = "") -> NewGame:
    """The new game a guide plays: its seed and options, *player* (the launcher's first
    name, else "Player 1") against one gentle bot."""
    guide = guide_of(game_id)
    name = player.strip() or QCoreApplication.translate("Launcher", "Player %1").replace("%1", "1")
    return NewGame(game_id, {"content_pack": "standard", **dict(guide.options)}, guide.seed,
                   [(name, "human", guide.level), (BOT_NAME, "bot", guide.level)], guided=True)


class Ring(FocusRing):
    """The keyboard focus ring's dark-and-light dashes around an item a guide asks about;
    a child of the item, so it moves with it."""

    def __init__(self, item: QGraphicsItem) -> None:
        super().__init__()
        self.setParentItem(item)
        self.rect = item.shape().boundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        """Around what the item shows (its shape), not the room it keeps for a shadow."""
        self.show()


def lit_items(table: Table, step: Step) -> tuple[list[QGraphicsItem], list[QGraphicsItem]]:
    """The board's items that take the action *step* asks for now: pieces with a legal drop
    of that kind (and, if the step says so, the places to drop them), decision buttons and
    the board's own spots; then every place such a drop may go (the card keeps off them)."""
    legal = table.ctl.legal()
    if not any(step.do.matches(x) for x in legal):
        return [], []
    found: dict[int, QGraphicsItem] = {}
    places: dict[int, QGraphicsItem] = {}
    for item in table.scene.items():
        if isinstance(item, Ring) or not item.isVisible():
            continue
        if isinstance(item, Piece):
            drops = [t for t, act in table.targets(item).items() if step.do.matches(act)]
            if drops:
                found[id(item)] = item
                places.update((id(t), t) for t in drops)
        elif step.do.matches(getattr(item, "action", None)) and item.action in legal:  # type: ignore[attr-defined]
            found[id(item)] = item  # a decision drawn as a button on the table
    if step.targets:
        found.update(places)
    found.update((id(item), item) for item in table.spots(step.do.kind))
    return list(found.values()), list(places.values())


class PromptCard(QFrame):
    """The guide's words: which step, what to do (or why it mattered), the rule, and the
    buttons to go on or to leave. It never takes the keyboard unless given it (F6)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("guide")
        self.setStyleSheet(f"#guide {{ background: rgba(28,18,12,240); border: 2px solid "
                           f"{WARM.amber}; border-radius: 10px; }} QLabel {{ color: {WARM.cream};"
                           " background: transparent; }")
        self.setFixedWidth(CARD_WIDTH)
        self.box = box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 12)
        self.heading = QLabel()
        self.heading.setFont(font(9, bold=True))
        self.text = QLabel(wordWrap=True)
        self.text.setFont(font(11))
        self.source = QLabel(wordWrap=True)
        self.source.setFont(font(9))
        self.source.setStyleSheet("color: #b9a98f")
        box.addWidget(self.heading)
        box.addWidget(self.text)
        box.addWidget(self.source)
        row = QHBoxLayout()
        self.leave = QPushButton(self.tr("Leave guide"))
        self.next = QPushButton()
        self.next.setObjectName("primary")
        for button in (self.leave, self.next):
            button.setAutoDefault(True)  # Enter presses it, as Space does
        row.addWidget(self.leave)
        row.addStretch(1)
        row.addWidget(self.next)
        box.addLayout(row)
        self.setToolTip(self.tr("F6: between the guide and the board"))

    def say(self, heading: str, text: str, rule_id: str, next_text: str) -> None:
        """Show *text* under *heading*; a *next_text* button when there is one to press."""
        self.heading.setText(heading.upper())
        self.text.setText(text)
        self.source.setText(self.tr("Rule: %1").replace("%1", citation(rule_id))
                            if rule_id else "")
        self.source.setVisible(bool(rule_id))
        self.next.setText(next_text)
        self.next.setVisible(bool(next_text))
        self.setFixedHeight(self.box.totalHeightForWidth(CARD_WIDTH))


class GuideRunner(QObject):
    """Shows a guide's steps on one table, one at a time, then hands over to free play."""

    ended = Signal()
    """The guide is over: handed over to free play, or left."""

    def __init__(self, guide: Guide, screen: GameScreen, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.guide = guide
        self.index, self.count = 0, 0
        self.phase = "ask"
        """ask: waiting for the player; why: done, saying why; handover; off."""
        self.lit: list[QGraphicsItem] = []
        self.places: list[QGraphicsItem] = []
        """Where the pieces ringed may be dropped (the card keeps off them if it can)."""
        self.lit_buttons: list[QPushButton] = []
        self.screen: GameScreen | None = None
        self._again = QTimer(self, singleShot=True, interval=RETRY_MS)
        self._again.timeout.connect(self._light)
        self.attach(screen)

    @property
    def step(self) -> Step:
        return self.guide.steps[self.index]

    @property
    def active(self) -> bool:
        return self.phase != "off"

    # --- the table ----------------------------------------------------------------
    def attach(self, screen: GameScreen) -> None:
        """Guide on *screen* (the guided game's table, or the same game's rebuilt table)."""
        if self.screen is not None and shiboken6.isValid(self.screen):
            self.screen.ctl.changed.disconnect(self._changed)
        self.lit, self.places, self.lit_buttons = [], [], []
        self.screen = screen
        screen.ctl.set_pace("relaxed")
        self._hold()
        screen.ctl.changed.connect(self._changed)
        screen.view.installEventFilter(self)
        self.card = PromptCard(screen.view)
        self.card.leave.clicked.connect(self.leave)
        self.card.next.clicked.connect(self.next)
        keys = QShortcut(QKeySequence(Qt.Key.Key_F6), screen, self._switch_focus)
        keys.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self._show()

    def _hold(self) -> None:
        """Bots wait while the player reads why, and while a step of a race is asked; the
        release lets them go on."""
        assert self.screen is not None
        holding = self.phase == "why" or (self.phase == "ask" and self.step.hold_bots)
        self.screen.ctl.holds.set(GUIDE, holding)

    def _changed(self, change: Any) -> None:
        step = self.step if self.phase == "ask" else None
        if step is not None and not change.undone and step.do.matches(change.action):
            self.count += 1
            if self.count >= step.times:
                self.phase = "why"
                self._hold()
                self._show()
                return
        self._light()

    # --- going on -----------------------------------------------------------------
    def next(self) -> None:
        """On from a step's why to the next step (or the hand-over), or out of the guide."""
        if self.phase == "handover":
            self.leave()
            return
        if self.phase != "why":
            return
        self.index, self.count = self.index + 1, 0
        self.phase = "ask" if self.index < len(self.guide.steps) else "handover"
        self._show()
        self._board().view.setFocus()
        self._hold()  # the bots go on unless the next step holds them

    def leave(self) -> None:
        """End the guide here; the game goes on as a free one."""
        if not self.active:
            return
        self.phase = "off"
        self._unlight()
        self.card.hide()
        assert self.screen is not None
        self.screen.view.setFocus()
        self._hold()
        self.ended.emit()

    def _switch_focus(self) -> None:
        """F6: to the card's button, or back to the board."""
        assert self.screen is not None
        focus = QApplication.focusWidget()
        if focus is not None and self.card.isAncestorOf(focus):
            self.screen.view.setFocus()
        elif self.card.isVisible():
            (self.card.next if self.card.next.isVisible() else self.card.leave).setFocus()

    # --- showing ------------------------------------------------------------------
    def _board(self) -> Table:
        assert self.screen is not None
        return self.screen.board  # type: ignore[no-any-return]

    def _show(self) -> None:
        if not self.active:
            self.card.hide()
            return
        steps = len(self.guide.steps)
        heading = self.tr("Guided first game · %1 of %2").replace(
            "%1", str(min(self.index + 1, steps))).replace("%2", str(steps))
        if self.phase == "handover":
            self.card.say(heading, translated(CONTEXT, self.guide.handover), "",
                          self.tr("Play on"))
        else:
            text = self.step.ask if self.phase == "ask" else self.step.why
            self.card.say(heading, translated(CONTEXT, text), self.step.rule_id,
                          self.tr("Next ›") if self.phase == "why" else "")
        self.card.show()
        self.card.raise_()
        self._light()
        if self.phase in ("why", "handover"):
            self.card.next.setFocus()

    def _light(self) -> None:
        """Ring what the step asks for now, and keep the card clear of it."""
        self._unlight()
        if self.phase == "ask":
            table = self._board()
            self.lit, self.places = lit_items(table, self.step)
            for item in self.lit:
                Ring(item)
            assert self.screen is not None
            self.lit_buttons = [b for b, turn in self.screen.buttons
                                if b.isEnabled() and self.step.do.matches(turn.action)]
            for button in self.lit_buttons:
                button.setStyleSheet(LIT_BUTTON)
            if not self.lit and not self.lit_buttons:
                self._again.start()  # the table may not take it yet (a count-in): look again
        self._place()

    def _unlight(self) -> None:
        for item in self.lit:
            if shiboken6.isValid(item):
                for ring in [c for c in item.childItems() if isinstance(c, Ring)]:
                    if ring.scene() is not None:
                        ring.scene().removeItem(ring)  # and from its item
        for button in self.lit_buttons:
            if shiboken6.isValid(button):
                button.setStyleSheet("")
        self.lit, self.places, self.lit_buttons = [], [], []

    def _place(self) -> None:
        """Where on the board the card covers nothing ringed and the least of the places to
        drop on: where it is if that is as good, else where it hides the least of the board's
        other targets, nearest a corner."""
        view = self._board().view
        port = view.viewport().geometry().adjusted(GAP, GAP, -GAP, -GAP)
        ringed, places = self._shown(self.lit), self._shown(self.places)
        size = self.card.sizeHint().expandedTo(self.card.size())
        right, bottom = port.right() - size.width(), port.bottom() - size.height()
        corners = [(port.left(), port.top()), (right, port.top()), (port.left(), bottom),
                   (right, bottom)]
        spots = [QRect(x, y, size.width(), size.height())
                 for x in range(port.left(), max(port.left(), right) + 1, STRIDE)
                 for y in range(port.top(), max(port.top(), bottom) + 1, STRIDE)]
        spots += [QRect(x, y, size.width(), size.height()) for x, y in corners]
        here = QRect(self.card.pos(), size)
        if port.contains(here):
            spots.append(here)
        cost = {id(r): (sum(overlap(r, s) for s in ringed), sum(overlap(r, s) for s in places))
                for r in spots}
        least = min(cost.values())
        spots = [r for r in spots if cost[id(r)] == least]
        if here not in spots:
            others = self._shown([i for i in self._board().scene.items()
                                  if isinstance(i, Target) and i.isVisible()])
            here = min(spots, key=lambda r: (sum(overlap(r, s) for s in others),
                                             min(abs(r.x() - x) + abs(r.y() - y)
                                                 for x, y in corners)))
        self.card.move(here.topLeft())

    def _shown(self, items: list[QGraphicsItem]) -> list[QRect]:
        """Where *items* are drawn, in the view's coordinates."""
        view = self._board().view
        return [view.mapFromScene(i.sceneBoundingRect()).boundingRect().translated(
                view.viewport().pos()) for i in items
                if shiboken6.isValid(i) and i.scene() is not None]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.active:
            self._place()
        if (event.type() == QEvent.Type.KeyPress and self.phase in ("why", "handover")
                and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)):
            self.next()  # Enter goes on wherever the keyboard is, as the card's button does
            return True
        return False


def overlap(a: QRect, b: QRect) -> int:
    """The area two rectangles share."""
    common = a.intersected(b)
    return max(0, common.width()) * max(0, common.height())
