"""The Qt adapter around a :class:`~roadie.match.match.Match`.

Views call :meth:`MatchController.submit` and redraw on :attr:`changed`; bots
act from a timer at a human-like pace. No rule is decided here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from roadie.core.errors import RoadieError, RuleViolation
from roadie.match.match import Change, Match
from roadie.ui.texts import violation_text

BOT_DELAY_MS = {"off": 60, "fast": 250, "normal": 550, "slow": 1000}
"""Pause before each bot action, by the animation-speed setting."""


class MatchController(QObject):
    """Re-emits the match's changes as Qt signals and paces the bots."""

    changed = Signal(object)
    """A :class:`Change` after every action or undo."""
    refused = Signal(str)
    """The translated reason when an action is refused."""
    finished = Signal()

    def __init__(self, match: Match, speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self._legal: dict[int, set[Any]] = {}
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._bot_step)
        self.set_speed(speed)
        self._human = self._first_human()
        self.paused = False
        """While paused (the table is not on screen) bots wait."""
        self.pacer: Any = None
        """A board may pace the bots itself (``schedule()``, ``stop()``): e.g. one timer
        per bot seat while several seats act at once in real time."""
        match.changed.connect(self._on_change)

    # --- seats --------------------------------------------------------------
    def _first_human(self) -> int:
        humans = self.human_seats()
        active = [s for s in self.match.active_seats() if s in humans]
        return (active or humans or [0])[0]

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.kind == "human"]

    def seat_names(self) -> list[str]:
        return [s.name for s in self.match.seats]

    @property
    def viewer(self) -> int:
        """The seat whose eyes the screen shows: the human acting now, or the last one."""
        return self._human

    def set_viewer(self, seat: int) -> bool:
        """Hot-seat with several humans acting at once: show and act for *seat*."""
        if seat not in self.human_seats():
            return False
        self._human = seat
        self._legal.clear()
        return True

    # --- reading --------------------------------------------------------------
    def view(self) -> Any:
        return self.match.view(self.viewer)

    def legal(self, seat: int | None = None) -> set[Any]:
        """The legal actions of *seat* (default: the viewer), cached until the next change."""
        seat = self.viewer if seat is None else seat
        if seat not in self._legal:
            self._legal[seat] = set(self.match.legal_actions(seat))
        return self._legal[seat]

    def can_undo(self) -> bool:
        return self.match.can_undo(self.viewer)

    # --- acting ---------------------------------------------------------------
    def submit(self, action: Any, seat: int | None = None) -> bool:
        """Submit for *seat* (default: the viewer); a refusal is emitted, not raised."""
        try:
            self.match.submit(self.viewer if seat is None else seat, action)
        except RuleViolation as v:
            self.refused.emit(violation_text(v))
            return False
        return True

    def undo(self) -> bool:
        try:
            self.match.undo(self.viewer)
        except RuleViolation as v:
            self.refused.emit(violation_text(v))
            return False
        return True

    # --- bots -----------------------------------------------------------------
    def set_speed(self, speed: str) -> None:
        self._timer.setInterval(BOT_DELAY_MS.get(speed, BOT_DELAY_MS["normal"]))

    def start(self) -> None:
        """Let bots act if it is their turn (call once the table is on screen)."""
        self._schedule()

    def stop(self) -> None:
        self._timer.stop()
        if self.pacer is not None:
            self.pacer.stop()

    def pause(self) -> None:
        """Hold the game while its table is off screen: no bot acts."""
        self.paused = True
        self.stop()

    def resume(self) -> None:
        self.paused = False
        self._schedule()

    def _schedule(self) -> None:
        if self.paused or self.match.is_over():
            return
        if self.pacer is not None:
            self.pacer.schedule()
            return
        if self.match.bot_seats_to_act() and not self._timer.isActive():
            self._timer.start()

    def _bot_step(self) -> None:
        seats = self.match.bot_seats_to_act()
        if not seats:
            return
        try:
            self.match.play_bot(seats[0])
        except RoadieError as exc:  # a bot that finds nothing to do must not stall the table
            self.refused.emit(violation_text(exc) if isinstance(exc, RuleViolation) else str(exc))
            self._schedule()

    def _on_change(self, change: Change) -> None:
        self._legal.clear()
        humans = set(self.human_seats())
        acting = [s for s in self.match.active_seats() if s in humans]
        if acting and self._human not in acting:
            self._human = acting[0]
        self.changed.emit(change)
        if self.match.is_over():
            self.stop()
            self.finished.emit()
        else:
            self._schedule()

    def detach(self) -> None:
        """Stop listening to the match (the window is done with it)."""
        self.stop()
        self.match.changed.disconnect(self._on_change)
