"""The Qt side of a table client: Qt signals for its changes, and the bots' pacing.

Views call :meth:`MatchController.submit` and redraw on :attr:`changed`; they
read only what the client hands out (the viewer's view, legal actions, the public
score). No rule is decided here.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Hashable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from roadie.core.errors import RuleViolation
from roadie.core.game import Event, GameInfo, ScoreSheet
from roadie.match.client import SeatChange, TableClient
from roadie.match.holds import OFF_SCREEN, Holds
from roadie.match.pacing import BOT_PACE, BotPacer, BotSeat
from roadie.match.time_scale import scaled
from roadie.net.protocol import NetError
from roadie.net.qt_loop import QtRunner, QtTimers
from roadie.storage.saves import SeatSpec
from roadie.ui.texts import violation_text


def pace_factor(pace: str) -> float:
    """The pause factor of a bot pace setting (relaxed, normal, quick)."""
    return BOT_PACE.get(pace, 1.0)


GAP_MS = 8
WATCH_MS = 1000
"""How often the watchdog looks for a stalled table (at the time scale)."""
STRICT = "ROADIE_WATCHDOG"
"""Set to ``strict`` (the tests do), a stalled table raises :class:`Stalled`; otherwise the
watchdog logs it and schedules the bots again."""
log = logging.getLogger(__name__)


class Stalled(RuntimeError):
    """A bot was due to act with nothing held, scheduled or thinking."""
"""The pause between two pieces of a change's work (see :class:`Spread`)."""


class Spread(QObject):
    """Work a change brings, spread over turns of the event loop: each piece runs in a turn
    of its own and what it changed is painted before the next begins, so the window answers
    between them (a Bridge of The Gig redraws the board, then the side panel, then the log,
    never all in one stall). A piece queued again before it ran runs once, reading the
    newest view. Pieces are :data:`GAP_MS` apart, so that a timer due meanwhile (an
    animation's next frame, a clock) runs between two of them, not after them all."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._due: dict[Hashable, Callable[[], None]] = {}
        self._turn = QTimer(self, singleShot=True, interval=GAP_MS)
        self._turn.timeout.connect(self._next)

    def later(self, key: Hashable, work: Callable[[], None]) -> None:
        """Run *work* in a later turn (once, however often it is queued under *key*)."""
        self._due.setdefault(key, work)
        if not self._turn.isActive():
            self._turn.start()

    def settle(self) -> None:
        """Run everything queued now (before the table is read whole, or taken down)."""
        while self._due:
            self._next()

    def pending(self) -> bool:
        return bool(self._due)

    def _next(self) -> None:
        if self._due:
            key = next(iter(self._due))
            self._due.pop(key)()
        if self._due and not self._turn.isActive():
            self._turn.start()


class MatchController(QObject):
    """Re-emits a client's changes as Qt signals and paces the bots."""

    changed = Signal(object)
    """A :class:`SeatChange` after every action or undo."""
    refused = Signal(str)
    """The translated reason when an action is refused."""
    finished = Signal()
    save_failed = Signal(str)
    """The reason autosaving failed (told once; the game goes on)."""

    def __init__(self, client: TableClient, bots: dict[int, BotSeat] | None = None,
                 pace: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self._legal: dict[int, set[Any]] = {}
        self._score: ScoreSheet | None = None
        self.holds = Holds(on_free=self.schedule, on_clock=client.hold_clock)
        """What keeps the bots (and the clock) waiting; the last release lets them act."""
        self.started = self.detached = self.stopped = False
        """Whether the table was put on screen (before, nothing is due to act)."""
        self.stalls = 0
        """How often the watchdog found the table stalled."""
        self.spread = Spread(self)
        """Spreads the work of each change over turns of the event loop (see :class:`Spread`)."""
        self.pacer = BotPacer(client, bots or {}, QtTimers(self), QtRunner(self),
                              factor=pace_factor(pace), seed=client.seed,
                              held=self.holds.held)
        self._watch = QTimer(self, interval=scaled(WATCH_MS))
        self._watch.timeout.connect(self.watch)
        self._first_viewer()
        client.changed.connect(self._on_change)

    # --- seats --------------------------------------------------------------
    def _first_viewer(self) -> None:
        active = [s for s in self.client.active_seats() if s in self.client.own]
        if active:
            self.client.set_viewer(active[0])

    @property
    def info(self) -> GameInfo:
        return self.client.info

    @property
    def seats(self) -> list[SeatSpec]:
        return self.client.seats

    def human_seats(self) -> list[int]:
        return list(self.client.own)

    def seat_names(self) -> list[str]:
        return [s.name for s in self.client.seats]

    @property
    def viewer(self) -> int:
        """The seat whose eyes the screen shows: the human acting now, or the last one."""
        return self.client.viewer if self.client.viewer is not None else 0

    def set_viewer(self, seat: int) -> bool:
        """Hot-seat with several humans acting at once: show and act for *seat*."""
        if not self.client.set_viewer(seat):
            return False
        self._legal.clear()
        return True

    # --- reading --------------------------------------------------------------
    def view(self) -> Any:
        return self.client.view()

    def legal(self, seat: int | None = None) -> set[Any]:
        """The legal actions of *seat* (default: the viewer), cached until the next change."""
        seat = self.viewer if seat is None else seat
        if seat not in self._legal:
            self._legal[seat] = set(self.client.legal_actions(seat))
        return self._legal[seat]

    def active_seats(self) -> list[int]:
        return self.client.active_seats()

    def is_over(self) -> bool:
        return self.client.is_over()

    def clock(self) -> float:
        return self.client.clock()

    def score(self) -> ScoreSheet:
        """The public score, worked out once per change (the panel and the board both ask)."""
        if self._score is None:
            self._score = self.client.score()
        return self._score

    def opening(self) -> list[Event]:
        return self.client.opening()

    def can_undo(self) -> bool:
        return self.client.can_undo()

    # --- acting ---------------------------------------------------------------
    def submit(self, action: Any, seat: int | None = None) -> bool:
        """Submit for *seat* (default: the viewer); a refusal is emitted, not raised."""
        try:
            self.client.submit(action, seat)
        except RuleViolation as v:
            self.refused.emit(violation_text(v))
            return False
        except NetError as lost:  # a network table whose host went away: nothing changed here
            self.refused.emit(self.tr("The network game did not take your move: {reason}")
                              .format(reason=str(lost)))
            return False
        return True

    def undo(self) -> bool:
        try:
            self.client.undo()
        except RuleViolation as v:
            self.refused.emit(violation_text(v))
            return False
        return True

    # --- bots -----------------------------------------------------------------
    def set_pace(self, pace: str) -> None:
        """The player changed the bot pace setting."""
        self.pacer.factor = pace_factor(pace)

    def hold(self, reason: Hashable, clock: bool = False) -> None:
        """Keep the bots (and with *clock* the match clock) waiting until :meth:`release`."""
        self.holds.take(reason, clock)

    def release(self, reason: Hashable) -> None:
        """*reason* no longer holds the game: once nothing does, the due bots act."""
        self.holds.release(reason)

    def start(self) -> None:
        """The table is on screen (first or again): bots act when it is their turn."""
        if self.detached:
            return
        self.started = True
        self._watch.start()
        if self.holds.holding(OFF_SCREEN):
            self.release(OFF_SCREEN)  # the last release schedules the bots
        else:
            self.schedule()

    def schedule(self) -> None:
        self.stopped = False
        if not self.detached and not self.client.is_over():
            self.pacer.schedule()

    def stop(self) -> None:
        """Stop the bots' timers until the next change or release schedules them again."""
        self.stopped = True
        self.pacer.stop()

    @property
    def paused(self) -> bool:
        """Whether the table is off screen (see :meth:`pause`)."""
        return self.holds.holding(OFF_SCREEN)

    def pause(self) -> None:
        """Hold the game while its table is off screen: no bot acts, the clock stands still."""
        self.stop()
        self.hold(OFF_SCREEN, clock=True)

    def resume(self) -> None:
        self.start()

    def watch(self) -> None:
        """The watchdog: a bot due to act with nothing held, scheduled or thinking is a bug;
        it is logged and the bots are scheduled again (raised when ``ROADIE_WATCHDOG`` is
        ``strict``)."""
        if not self.started or self.stopped or not self.pacer.stalled():
            return
        self.stalls += 1
        report = self.pacer.stall_report()
        log.warning(report)
        self.schedule()
        if os.environ.get(STRICT) == "strict":
            raise Stalled(report)

    def forget(self) -> None:
        """Work the legal actions and the score out anew when next asked (after each change,
        or a position a test sets by hand)."""
        self._legal.clear()
        self._score = None

    def _on_change(self, change: SeatChange) -> None:
        self.forget()
        acting = [s for s in self.client.active_seats() if s in self.client.own]
        if acting and self.client.viewer not in acting:
            self.client.set_viewer(acting[0])
        self.changed.emit(change)
        if self.client.is_over():
            self.stop()
            self.finished.emit()
        else:
            self.schedule()

    def detach(self) -> None:
        """Stop listening to the client (the window is done with it)."""
        self.detached = True
        self._watch.stop()
        self.pacer.close()
        for reason in self.holds.reasons():  # the clock is not left standing still
            self.release(reason)
        self.client.changed.disconnect(self._on_change)
