"""One game in play: the single path every action takes, human, bot or remote.

The match owns the state, the seats, the record (the action log), the clock
and autosave. Tables and bots never hold it: they play through a
:class:`~roadie.match.client.TableClient`, which hands each seat its view and
only the events it may see.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from roadie.core.errors import RuleViolation
from roadie.core.game import Event, Game, GameOptions, GameState, ScoreSheet, state_hash
from roadie.core.record import GameRecord, RecordedAction, replay, with_content
from roadie.core.rulebook import Rule, register
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.match.signal import Signal
from roadie.match.time_scale import time_scale
from roadie.storage.journal import Journal, JournalStart, journal_path
from roadie.storage.saves import SaveFile, SeatSpec, save_bytes, write_save
from roadie.storage.writer import BackgroundWriter

register("roadie", _("games", "Roadie"), [
    Rule(id="roadie/undo", game="roadie", section=_("rules", "Undo"), title=_("rules", "Undo"),
         text=_("rules", "You may take back your own last action, if nobody has acted since "
                         "and it revealed nothing (no roll, no card drawn), in solo and hot-seat "
                         "play; never in network play.")),
    Rule(id="roadie/pause", game="roadie", section=_("rules", "Pause"),
         title=_("rules", "Pause"),
         text=_("rules", "Game › Pause (P) stops the clock and the bots; nobody acts until "
                         "play goes on. In a network game any player may pause every table; "
                         "the one who paused, or the host, resumes, after a three-second "
                         "count-in on every table.")),
    Rule(id="roadie/seat", game="roadie", section=_("rules", "Seats"),
         title=_("rules", "Your seats"),
         text=_("rules", "At a table you act only for the seats you sit in; bots and other "
                         "players act for theirs.")),
])


WHOLE_SAVE_EVERY = 250
"""Actions journaled before the autosave is written whole again (when written inline)."""


class MatchClock:
    """Seconds of play since the match (re)started, carried on from *offset*; it stands
    still while paused (the table is off screen), so real-time rules wait too. It runs at
    the time scale (:mod:`~roadie.match.time_scale`), as every timer of the table does."""

    def __init__(self, offset: float = 0.0) -> None:
        self._offset = offset
        self._rate = 1 / time_scale()
        self._since: float | None = time.monotonic()

    def __call__(self) -> float:
        if self._since is None:
            return self._offset
        return self._offset + (time.monotonic() - self._since) * self._rate

    def pause(self) -> None:
        if self._since is not None:
            self._offset, self._since = self(), None

    def resume(self) -> None:
        if self._since is None:
            self._since = time.monotonic()


class Change(BaseModel):
    """What one step of the match did: the action, who took it, and its events."""

    model_config = {"arbitrary_types_allowed": True}

    seat: int | None
    action: Any = None
    events: list[Event] = []
    undone: bool = False


class Match:
    """A game in play. ``submit`` is the one way to change it."""

    def __init__(
        self,
        game: Game[Any, Any, Any],
        options: GameOptions,
        seed: int,
        seats: list[SeatSpec],
        *,
        clock: Callable[[], float] | None = None,
        autosave: Path | None = None,
        writer: BackgroundWriter | None = None,
    ) -> None:
        if len(seats) != options.players:
            raise ValueError("one SeatSpec per player is needed")
        self.game = game
        self.options = options
        self.seats = seats
        self.autosave = autosave
        self.writer = writer
        """Writes autosaves off the caller's thread when given; else they are written inline:
        whole now and then, and in between each action as a line of the journal beside it."""
        self._journal: Journal | None = None
        self.save_failed: Signal[str] = Signal()
        """The reason, once, when autosaving starts failing (the game goes on)."""
        self._save_failing = False
        self.clock: Callable[[], float] = clock or MatchClock()
        self.record = GameRecord(game=game.info.id, options=options.model_dump(mode="json"),
                                 seed=seed)
        self.state: GameState
        # ``opening``: what happened during setup (an automaton's first turn), shown first
        self.state, self.opening = game.setup_with_events(options, seed)
        self.changed: Signal[Change] = Signal()
        self.revealing = False
        """Whether the last action revealed hidden information (a roll, a card)."""

    @classmethod
    def from_save(cls, save: SaveFile, game: Game[Any, Any, Any], **kwargs: Any) -> Match:
        """Resume a saved game: same record, same state, same hash."""
        options = game.options_from_dict(save.record.options)
        resumed_at = save.record.actions[-1].t if save.record.actions else 0.0
        kwargs.setdefault("clock", MatchClock(resumed_at))
        match = cls(game, options, save.record.seed, save.seats, **kwargs)
        match.state = replay(game, save.record)
        match.revealing = True  # what the last action showed is not known: no undo of it
        if save.record.actions:
            match.opening = []
        match.record = save.record.model_copy(deep=True)
        return match

    # --- reading ------------------------------------------------------------
    def view(self, seat: int | None) -> BaseModel:
        return self.game.view(self.state, seat)

    def active_seats(self) -> list[int]:
        return self.game.active_seats(self.state)

    def legal_actions(self, seat: int) -> list[Any]:
        return self.game.legal_actions(self.state, seat)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def hash(self) -> str:
        return state_hash(self.state)

    def events_for(self, events: list[Event], seat: int | None) -> list[Event]:
        """The events *seat* may see of those just reported."""
        return self.game.view_events(self.state, events, seat)

    def public_score(self) -> ScoreSheet:
        return self.game.public_score(self.state)

    def score_history(self) -> list[list[int]]:
        """Each scored seat's public total after setup and after every action (replayed)."""
        game = self.game
        state = game.setup(game.options_from_dict(self.record.options), self.record.seed)
        history = [game.public_score(state).totals]
        for step in self.record.actions:
            game.apply(state, step.seat, game.parse_action(step.action))
            history.append(game.public_score(state).totals)
        return history

    def history(self, seat: int | None) -> tuple[list[Event], list[Change]]:
        """The opening and every recorded action again, replayed from the record, each with
        the events *seat* may see of it: what happened so far, for a game continued or loaded."""
        game = self.game
        options = game.options_from_dict(self.record.options)
        state, opening = game.setup_with_events(options, self.record.seed)
        shown = game.view_events(state, opening, seat)
        changes = []
        for step in self.record.actions:
            action = game.parse_action(step.action)
            events = game.apply(state, step.seat, action)
            changes.append(Change(seat=step.seat, action=action,
                                  events=game.view_events(state, events, seat)))
        return shown, changes

    def hold_clock(self, held: bool) -> None:
        """Stop (or restart) the match clock while nobody can play (the table is away)."""
        if isinstance(self.clock, MatchClock):
            (self.clock.pause if held else self.clock.resume)()

    # --- acting ---------------------------------------------------------------
    def submit(self, seat: int, action: Any) -> list[Event]:
        """Apply *action* for *seat*; RuleViolation leaves everything as it was."""
        if isinstance(action, dict):
            action = self.game.parse_action(action)
        now = self.clock()
        action = self.game.stamp(action, now)
        if self._undoable(seat):
            secrets = self.game.secrets(self.state)
            events = self.game.apply(self.state, seat, action)
            self.revealing = self.game.secrets(self.state) != secrets
        else:  # never undone as the seats are now: what it revealed is not worked out
            events = self.game.apply(self.state, seat, action)
            self.revealing = True
        self.record.actions.append(
            RecordedAction(seat=seat, action=self.game.dump_action(action), t=now)
        )
        self.record.final_hash = None
        self._autosave()
        self.changed.emit(Change(seat=seat, action=action, events=events))
        self._save_whole_if_due()
        return events

    def can_undo(self, seat: int) -> bool:
        """Undo takes back *seat*'s own last action, if it was the last one taken and it
        revealed nothing: after a roll or a card drawn, undoing would show the future."""
        return (self._undoable(seat) and bool(self.record.actions)
                and self.record.actions[-1].seat == seat and not self.revealing)

    def _undoable(self, seat: int) -> bool:
        """Whether *seat*'s actions may be undone at all: a human's, with nobody playing
        over the network."""
        return self.seats[seat].kind == "human" and all(s.kind != "remote" for s in self.seats)

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise RuleViolation("roadie/undo", _("rules", "There is nothing of yours to undo."))
        trimmed = self.record.model_copy(update={"actions": self.record.actions[:-1]})
        self.state = replay(self.game, trimmed)
        self.record = trimmed
        self.revealing = True  # one step back only: what came before is not known to be safe
        self._autosave(whole=True)  # the journal only grows: it starts again after the save
        self.changed.emit(Change(seat=seat, undone=True))

    # --- saving ---------------------------------------------------------------
    def save_file(self) -> SaveFile:
        """The save of this match: its record with the final hash and the content's digest."""
        self.record = with_content(self.record)
        record = self.record.model_copy(update={"final_hash": self.hash()})
        return SaveFile(seats=self.seats, record=record,
                        progress=list(self.game.progress(self.state)), over=self.is_over())

    def save(self, path: Path) -> None:
        """Write the whole save at *path*; at the autosave's, its journal starts again."""
        write_save(path, self.save_file())
        if path == self.autosave:
            self._restart_journal()

    def _restart_journal(self) -> None:
        """Start the journal beside the autosave, just written whole (with a writer, which
        writes every autosave whole, there is none)."""
        assert self.autosave is not None
        if self._journal is not None:
            self._journal.close()
            self._journal = None
        path = journal_path(self.autosave)
        if self.writer is not None:
            path.unlink(missing_ok=True)
            return
        self._journal = Journal(path, JournalStart(game=self.record.game, seed=self.record.seed,
                                                   start=len(self.record.actions)))

    def _autosave(self, whole: bool = False) -> None:
        """Write the autosave (off thread with a writer); a failure never stops the game.

        Inline, the action just taken is a line of the journal; the save is written whole
        instead when *whole* or no journal is open yet (a resumed match)."""
        path, journal = self.autosave, self._journal
        if path is None:
            return
        if self.writer is not None:
            self.writer.write(path, self._snapshot(), keep_backup=True)
        elif whole or journal is None:
            self._write_inline(lambda: self.save(path))
        else:
            self._write_inline(lambda: journal.append(self.record.actions[-1]))

    def _save_whole_if_due(self) -> None:
        """Inline, once everyone was told of the action (the journal holds it): write the
        save whole when the journal holds :data:`WHOLE_SAVE_EVERY` actions or the game is
        over."""
        path, journal = self.autosave, self._journal
        if (path is not None and self.writer is None and journal is not None
                and (journal.lines >= WHOLE_SAVE_EVERY or self.is_over())):
            self._write_inline(lambda: self.save(path))

    def _write_inline(self, write: Callable[[], None]) -> None:
        try:
            write()
        except OSError as exc:
            self._journal = None  # the next action writes the save whole again
            self.autosave_written(exc)
        else:
            self.autosave_written(None)

    def _snapshot(self) -> Callable[[], bytes]:
        """The save's bytes as they are now, made later on the writer's thread by
        :meth:`save_file` on a frozen copy of the match: the record only grows (a copy of its
        list of actions suffices) and the state and seats are copied, so the next action,
        which changes them in place, cannot reach the save being written."""
        self.record = with_content(self.record)
        frozen = copy.copy(self)
        frozen.record = self.record.model_copy(update={"actions": list(self.record.actions)})
        frozen.state = self.state.model_copy(deep=True)
        frozen.seats = [seat.model_copy() for seat in self.seats]
        return lambda: save_bytes(frozen.save_file())

    def autosave_written(self, error: OSError | None) -> None:
        """Tell :attr:`save_failed` once when autosaving starts failing; retry next action."""
        if error is None:
            self._save_failing = False
        elif not self._save_failing:
            self._save_failing = True
            self.save_failed.emit(error.strerror or str(error))
