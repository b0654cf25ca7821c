"""The table client: the one interface through which a table, a bot or a network peer plays.

A client speaks for some seats of one match. It hands out what those seats may
see (their views, the legal actions, the public score, the clock) and takes
their actions; :attr:`TableClient.changed` tells it what happened, with only
the events its viewer may see. :class:`LocalClient` wraps a :class:`Match` in
this process; a network client implements the same interface over a socket.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from roadie.core.errors import RoadieError, RuleViolation
from roadie.core.game import Action, Event, GameInfo, GameOptions, ScoreSheet
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.match.match import Change, Match
from roadie.match.signal import Signal
from roadie.storage.saves import SeatSpec


class SeatChange(BaseModel):
    """What one step of the match did, as the client's viewer may know it.

    ``action`` is given only when the viewer took it; others' actions are told
    by their (filtered) events.
    """

    model_config = ConfigDict(frozen=True)

    seat: int | None
    events: list[Event] = []
    action: Action | None = None
    undone: bool = False


class TableClient(ABC):
    """What a table (or a bot, or a network peer) may know of a match and do in it.

    ``seat`` arguments default to the :attr:`viewer`: the seat whose eyes the
    client shows now (in hot-seat play the table switches it between its humans).
    """

    def __init__(self, seats: Sequence[int], viewer: int | None = None) -> None:
        self.changed: Signal[SeatChange] = Signal()
        self.own = list(seats)
        """The seats this client plays for."""
        self.viewer: int | None = viewer if viewer is not None else next(iter(self.own), None)

    # --- who sits where --------------------------------------------------------------
    @property
    @abstractmethod
    def info(self) -> GameInfo: ...

    @property
    @abstractmethod
    def seats(self) -> list[SeatSpec]: ...

    @property
    @abstractmethod
    def seed(self) -> int:
        """The match's seed where this client may know it (0 over the network: with the
        actions taken, it would tell every future roll and card)."""

    @property
    @abstractmethod
    def options(self) -> GameOptions:
        """The options the game was set up with (public: every seat agreed to them)."""

    def set_viewer(self, seat: int) -> bool:
        """Show and act for another of this client's seats (hot-seat)."""
        if seat not in self.own:
            return False
        self.viewer = seat
        return True

    def _seat(self, seat: int | None) -> int:
        chosen = self.viewer if seat is None else seat
        if chosen is None or chosen not in self.own:
            raise RuleViolation("roadie/seat", _("rules", "That seat is not yours to play."))
        return chosen

    # --- reading -----------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None = None) -> Any:
        """The view of *seat* (default: the viewer); a spectator's when the client has none."""

    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Any]: ...

    @abstractmethod
    def active_seats(self) -> list[int]: ...

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def real_time(self) -> bool:
        """Whether the active seats act at once against the clock now."""

    @abstractmethod
    def clock(self) -> float:
        """Seconds on the match clock."""

    @abstractmethod
    def score(self) -> ScoreSheet:
        """The score as every seat may know it now."""

    @abstractmethod
    def score_history(self) -> list[list[int]]:
        """Each scored seat's public total after setup and after every action."""

    @abstractmethod
    def opening(self) -> list[Event]:
        """What happened during setup (an automaton's first turn), as the viewer may see it."""

    @abstractmethod
    def actions_taken(self) -> int:
        """How many actions the match has seen."""

    def history(self) -> list[SeatChange]:
        """What happened so far as the viewer may know it: the opening (seat None), then each
        action taken (empty where the client does not hold the match's record)."""
        return []

    # --- acting ------------------------------------------------------------------------
    @abstractmethod
    def submit(self, action: Any, seat: int | None = None) -> list[Event]:
        """Take *action* for *seat*; :class:`RuleViolation` leaves everything as it was."""

    @abstractmethod
    def why_not(self, action: Any, seat: int | None = None) -> RuleViolation | None:
        """Why the rules would refuse *action* for *seat* now, before it is taken (None:
        they would take it); nothing changes."""

    @abstractmethod
    def can_undo(self, seat: int | None = None) -> bool: ...

    @abstractmethod
    def undo(self, seat: int | None = None) -> None: ...

    def can_save(self) -> bool:
        """Whether this client holds the whole match and can write it to a file."""
        return False

    @abstractmethod
    def hold_clock(self, held: bool) -> None:
        """The table went away (or came back): a client that owns the match stops its clock."""

    def save(self, path: Path) -> None:
        raise RoadieError("only the host of a game can save it")

    @abstractmethod
    def close(self) -> None:
        """Stop listening to the match."""


class LocalClient(TableClient):
    """A client for seats of a :class:`Match` in this process."""

    def __init__(self, match: Match, seats: Sequence[int] | None = None,
                 viewer: int | None = None, relay: bool = True) -> None:
        """Without *relay*, :attr:`changed` stays silent: the owner tells the client's seats
        of each step itself (:meth:`seat_change`), in an order of its own."""
        humans = [i for i, s in enumerate(match.seats) if s.kind == "human"]
        super().__init__(humans if seats is None else seats, viewer)
        self.match = match
        if relay:
            match.changed.connect(self._relay)

    @property
    def info(self) -> GameInfo:
        return self.match.game.info

    @property
    def seats(self) -> list[SeatSpec]:
        return list(self.match.seats)

    @property
    def seed(self) -> int:
        return self.match.record.seed

    @property
    def options(self) -> GameOptions:
        return self.match.options

    def view(self, seat: int | None = None) -> Any:
        shown = self.viewer if seat is None else seat
        return self.match.view(shown if shown in self.own else None)

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        shown = self.viewer if seat is None else seat
        return self.match.legal_actions(shown) if shown in self.own else []

    def active_seats(self) -> list[int]:
        return self.match.active_seats()

    def is_over(self) -> bool:
        return self.match.is_over()

    def real_time(self) -> bool:
        return self.match.game.real_time(self.match.state)

    def clock(self) -> float:
        return self.match.clock()

    def score(self) -> ScoreSheet:
        return self.match.public_score()

    def score_history(self) -> list[list[int]]:
        return self.match.score_history()

    def opening(self) -> list[Event]:
        return self.match.events_for(self.match.opening, self.viewer)

    def actions_taken(self) -> int:
        return len(self.match.record.actions)

    def history(self) -> list[SeatChange]:
        opening, changes = self.match.history(self.viewer)
        return [SeatChange(seat=None, events=opening),
                *(SeatChange(seat=c.seat, events=c.events) for c in changes)]

    def submit(self, action: Any, seat: int | None = None) -> list[Event]:
        acting = self._seat(seat)
        return self.match.events_for(self.match.submit(acting, action), acting)

    def why_not(self, action: Any, seat: int | None = None) -> RuleViolation | None:
        try:
            acting = self._seat(seat)
        except RuleViolation as refusal:
            return refusal
        game = self.match.game
        return game.check(self.match.state, acting, game.stamp(action, self.match.clock()))

    def can_undo(self, seat: int | None = None) -> bool:
        shown = self.viewer if seat is None else seat
        return shown in self.own and self.match.can_undo(shown)

    def undo(self, seat: int | None = None) -> None:
        self.match.undo(self._seat(seat))

    def can_save(self) -> bool:
        return True

    def hold_clock(self, held: bool) -> None:
        self.match.hold_clock(held)

    def save(self, path: Path) -> None:
        self.match.save(path)

    def close(self) -> None:
        if self._relay in self.match.changed.slots():
            self.match.changed.disconnect(self._relay)

    def seat_change(self, change: Change) -> SeatChange:
        """*change* as the viewer may know it."""
        mine = change.seat is not None and change.seat == self.viewer
        return SeatChange(seat=change.seat, undone=change.undone,
                          events=self.match.events_for(change.events, self.viewer),
                          action=change.action if mine else None)

    def _relay(self, change: Change) -> None:
        self.changed.emit(self.seat_change(change))
