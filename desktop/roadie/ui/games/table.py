"""The one shape every game's table has.

A table draws the viewer's view (``render``), tells what happened in the action
log (``describe``) and animates it (``animate``), all from the changes its client
reports. Gestures become actions: ``action_for`` says what dropping a piece on a
target would mean, ``candidates`` lists the targets worth asking about; the scene
lights the legal ones and a drop submits the action it found there. A drop the
rules refuse is still submitted, so the rules' reason is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QObject, QPoint, QRectF, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from roadie.match.client import SeatChange
from roadie.ui.action_log import Entry
from roadie.ui.controller import MatchController
from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.scene.board_view import BoardView
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.style import Palette
from roadie.ui.teaching.explain import lesson_text, refusal_text, teacher_of


class TurnAction:
    """A button beside the board (and an entry of the Turn menu): an action that is not a
    gesture on a piece. *action* may be a callable when it depends on what is selected."""

    def __init__(self, label: str, action: Any, rule_id: str, shortcut: str,
                 ends_turn: bool = False, primary: bool | None = None,
                 confirm: str = "") -> None:
        self.label, self._action, self.rule_id = label, action, rule_id
        self.shortcut, self.ends_turn = shortcut, ends_turn
        self.primary = primary
        """Drawn as the big default button (None: the first of the table's actions is)."""
        self.confirm = confirm
        """A question asked before taking it ('' : none beyond the end-turn setting's)."""

    @property
    def action(self) -> Any:
        return self._action() if callable(self._action) else self._action


class Table(QObject):
    """Base of every game's board; ``view`` is the widget to show."""

    message = Signal(str)
    """A reason or a hint for the player (shown as a toast)."""
    logged = Signal(object)
    """What happened, for the action log: an :class:`Entry` (told by :meth:`sentence` when
    shown) or a sentence."""
    spread = False
    """Whether a change's work is spread over turns of the event loop (the board first,
    then the side panel and the log, each a turn later: see
    :class:`~roadie.ui.controller.Spread`); a table whose changes cost much sets it."""

    def __init__(self, controller: MatchController, pal: Palette, speed: str,
                 scene_rect: QRectF, parent: QObject | None = None,
                 scene: Callable[[Table], BoardScene] | None = None) -> None:
        super().__init__(parent)
        self.ctl, self.pal = controller, pal
        self.names = controller.seat_names()
        self.kinds = [s.kind for s in controller.seats]
        self.scene = scene(self) if scene is not None else BoardScene(self, self)
        self.scene.setSceneRect(scene_rect)
        self.scene.set_speed(speed)
        self.view = BoardView(self.scene, pal=pal)
        self.summaries = True
        """Whether a table that sums up a round (or a Bridge) waits there for a click."""
        self._untold: list[Entry] = []
        """Entries of changes the log has not been told yet (with :attr:`spread`)."""

    def listen(self) -> None:
        """Draw the table and follow the match (call at the end of ``__init__``)."""
        self.ctl.changed.connect(self._on_change)
        self.render(animate=False)

    def me(self) -> int:
        """The seat the table is shown for."""
        return self.ctl.viewer

    # --- drawing: from the view, and what happened --------------------------------
    def render(self, animate: bool = True) -> None:
        """Bring every item in line with the viewer's view."""
        raise NotImplementedError

    def describe(self, event: Any) -> str | None:
        """The action log's sentence for *event* (None: nothing worth a line)."""
        del event
        return None

    def undone(self, seat: int | None) -> str:
        """The action log's sentence when *seat* took its last action back."""
        raise NotImplementedError

    def animate(self, events: list[Any]) -> None:
        """Move, roll or fly what the events did (after the table is redrawn)."""

    def changing(self, change: SeatChange) -> None:
        """Called first on every change (close a popup, note a phase)."""

    def entries(self, change: SeatChange) -> list[Entry]:
        """What the action log keeps of *change*."""
        if change.undone:
            return [Entry(seat=change.seat, undone=True)]
        return [Entry(event=event, seat=change.seat) for event in change.events]

    def sentence(self, entry: Entry | str) -> str | None:
        """The action log's line for *entry*, in the language of now (None: no line)."""
        if isinstance(entry, str):
            return entry
        if entry.undone:
            return self.undone(entry.seat)
        return self.describe(entry.event)

    def history(self) -> list[Entry]:
        """What the log keeps of the match so far, re-derived from its record (a game
        continued or loaded)."""
        return [entry for change in self.ctl.client.history() for entry in self.entries(change)]

    def tell(self, entries: list[Entry]) -> None:
        """Hand a change's entries to the action log (a table may pace them)."""
        for entry in entries:
            self.logged.emit(entry)

    def _on_change(self, change: SeatChange) -> None:
        held = self.scene.held
        kept = held if held is not None and not held.dragging and change.seat != self.me() \
            else None
        self.scene.cancel()
        self.changing(change)
        if self.spread:
            self._untold.extend(self.entries(change))
            self.ctl.spread.later("log", self._tell_untold)
        else:
            self.tell(self.entries(change))
        self.render(animate=True)
        self.animate(change.events)
        if kept is not None:  # another seat acted: what the player held is still in hand
            self.scene.hold_again(kept)

    def _tell_untold(self) -> None:
        entries, self._untold = self._untold, []
        self.tell(entries)

    # --- gestures ---------------------------------------------------------------------
    def candidates(self, piece: Piece) -> Iterable[Target]:
        """The targets worth asking :meth:`action_for` about while *piece* is held."""
        raise NotImplementedError

    def action_for(self, piece: Piece, target: Target) -> Any:
        """The action dropping *piece* on *target* stands for, legal or not (None: none)."""
        raise NotImplementedError

    def targets(self, piece: Piece) -> dict[Target, Any]:
        """The legal targets for *piece*, with the action each stands for (no side effects)."""
        legal = self.ctl.legal()
        found: dict[Target, Any] = {}
        for target in self.candidates(piece):
            if target is piece:
                continue
            action = self.action_for(piece, target)
            if action is not None and action in legal:
                found[target] = action
        return found

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        """Submit the action found for *target* when *piece* was picked; a drop on a target
        that was not lit is submitted too (the rules say why not), or explained."""
        if target is None:
            return False
        if action is None:
            action = self.action_for(piece, target)
        if action is None:
            self.refuse(piece, target)
            return False
        return self.ctl.submit(action)

    def refuse(self, piece: Piece, target: Target) -> None:
        """Explain a drop that means nothing on this table (default: say nothing)."""

    def why_not(self, piece: Piece, target: Target) -> str:
        """Why the rules would refuse dropping *piece* on *target* now, asked of the client
        before the drop ('': they would take it, or it means nothing here)."""
        action = self.action_for(piece, target)
        refusal = None if action is None else self.ctl.client.why_not(action)
        return "" if refusal is None else refusal_text(refusal)

    # --- teaching mode --------------------------------------------------------------
    def set_teaching(self, on: bool) -> None:
        """Teaching mode: hovering an element explains it in full (off: its short tip)."""
        self.scene.teaching = on

    def lesson(self, item: QGraphicsItem) -> str:
        """Teaching mode's rich text for *item*, from this game's teacher ('': none)."""
        teacher = teacher_of(self)
        found = teacher(self, item) if teacher is not None else None
        return "" if found is None else lesson_text(found)

    def spots(self, kind: str) -> list[QGraphicsItem]:
        """The board's own buttons and pieces that take an action of *kind* besides a drop
        (a key, a click): a guide lights them."""
        del kind
        return []

    def key(self, item: Target, event: QKeyEvent) -> bool:
        """Handle a key on a focused item; True when it was used."""
        del item, event
        return False

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        """A menu of what *item* can do."""

    def claims(self, item: Target, event: QKeyEvent) -> bool:
        """Whether *item* uses the key of *event* itself, before the menus' shortcuts."""
        del item, event
        return False

    # --- around the board -----------------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        return []

    def hint(self) -> str:
        """How to play this table, shown under the action log."""
        return ""

    def status_line(self) -> str:
        """The round, phase and who acts, for the banner beside the board."""
        return ""

    def private_between_seats(self) -> bool:
        """Whether seats see different things (a hand, a secret): then hot-seat players
        pass the device behind a curtain."""
        return True

    def banked(self) -> tuple[str, ...]:
        """The score lines that never go down once scored (points banked); the others are
        what the rest would be worth if the game ended now. Empty: the score is final."""
        return ()

    def keys(self) -> str:
        """This table's keyboard, for Help › Keyboard (rich text)."""
        return ""
