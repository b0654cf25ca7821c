"""Starting, continuing and loading a game on this machine.

A :class:`LocalTable` is what a window needs to put a game on screen: the match,
the client its human seats play through, and one client per bot seat. Every
failure is a :class:`~roadie.core.errors.RoadieError` with a line to show.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from roadie import games
from roadie.bots.apart import table_bot
from roadie.core.errors import RecordError, RoadieError
from roadie.core.record import GameRecord
from roadie.match.client import LocalClient
from roadie.match.match import Match
from roadie.match.pacing import BotSeat
from roadie.match.signal import Signal
from roadie.storage.atomic import backup_of
from roadie.storage.in_progress import new_slot, newest_first, slots
from roadie.storage.journal import journal_path
from roadie.storage.saves import SeatSpec, read_save_counting, recover_save
from roadie.storage.writer import BackgroundWriter


@dataclass
class LocalTable:
    """A match in this process, with the clients that play it."""

    match: Match
    client: LocalClient
    bots: dict[int, BotSeat] = field(default_factory=dict)
    dropped: int = 0
    """Actions of its save's journal dropped when it was loaded (a damaged line and those
    after it), for the player to be told."""

    @property
    def save_failed(self) -> Signal[str]:
        return self.match.save_failed

    @classmethod
    def around(cls, match: Match, dropped: int = 0) -> LocalTable:
        """Clients for *match*: one for its human seats, one per bot seat."""
        bots: dict[int, BotSeat] = {}
        for seat, spec in enumerate(match.seats):
            if spec.kind == "bot":
                try:
                    bot = table_bot(spec.level, match.record.seed * 31 + seat)
                except ValueError as exc:
                    raise RoadieError(str(exc)) from None
                bots[seat] = BotSeat(LocalClient(match, [seat]), bot)
        return cls(match, LocalClient(match), bots, dropped)

    def written(self, path: Path, error: OSError | None) -> None:
        """The background writer wrote *path* (or failed to): the match tells its table. A
        journal an inline autosave left beside it is behind the save written whole (which
        holds all it held, or has undone some): it goes, lest it add undone actions back."""
        if path == self.match.autosave:
            if error is None:
                with contextlib.suppress(OSError):
                    journal_path(path).unlink(missing_ok=True)
            self.match.autosave_written(error)

    @property
    def autosave(self) -> Path | None:
        """Where the game autosaves (``None``: it is not autosaved)."""
        return self.match.autosave

    def autosave_at(self, path: Path | None, *, now: bool = False) -> None:
        """Autosave the game at *path* from now on (``None``: no longer); with *now*, written
        there whole at once (OSError if it cannot be)."""
        self.match.autosave = path
        if now and path is not None:
            self.match.save(path)

    @property
    def record(self) -> GameRecord:
        """The game's record so far (its actions)."""
        return self.match.record

    def close(self) -> None:
        self.client.close()
        for bot in self.bots.values():
            bot.client.close()
            bot.close()


def new_table(game_id: str, options: dict[str, Any], seed: int, seats: list[SeatSpec],
              writer: BackgroundWriter | None = None, autosave: Path | None = None) -> LocalTable:
    """A new game, autosaved from its first moment (at *autosave*, by default a new game in
    progress of its own)."""
    game = games.get(game_id)
    path = autosave or new_slot()
    match = Match(game, game.make_options(len(seats), options), seed, seats,
                  autosave=path, writer=writer)
    table = LocalTable.around(match)
    match.save(path)
    return table


def scripted_table(game_id: str, names: list[str], seed: int,
                   script: tuple[str, ...]) -> LocalTable:
    """A game that is never saved, with *script* played on it: each step is the first legal
    action of the seat acting whose ``repr`` holds that text (pictures that teach a game).
    Seat 0 is a human who sees the table; the others are bots that only the script moves."""
    game = games.get(game_id)
    seats = [SeatSpec(name=n, kind="human" if i == 0 else "bot") for i, n in enumerate(names)]
    match = Match(game, game.make_options(len(names), {}), seed, seats)
    for step in script:
        seat = match.active_seats()[0]
        match.submit(seat, next(a for a in match.legal_actions(seat) if step in repr(a)))
    return LocalTable(match, LocalClient(match, [0]))


def load_table(path: Path, writer: BackgroundWriter | None = None,
               autosave: Path | None = None) -> LocalTable:
    """The game a save file holds, autosaved at *autosave* from its next action (none: not
    autosaved); RecordError with a readable reason if it can't."""
    try:
        save, _state, dropped = read_save_counting(path)
        match = Match.from_save(save, games.get(save.record.game), autosave=autosave,
                                writer=writer)
        return LocalTable.around(match, dropped)
    except RoadieError as exc:
        raise RecordError(str(exc)) from None
    except Exception as exc:  # any other failure of a file to load is reported too
        raise RecordError(f"{path.name} cannot be loaded ({type(exc).__name__}: "
                          f"{str(exc)[:200]})") from None


def continue_table(writer: BackgroundWriter | None = None,
                   path: Path | None = None) -> tuple[LocalTable, str | None]:
    """The game in progress autosaved at *path* (by default the one saved last), autosaved
    there again; when its latest autosave is damaged or missing, the one before it.

    A crash that left no autosave is repaired first (:func:`recover_save`). Returns
    the table and, when the backup was used, the reason the latest failed. The
    damaged file is set aside (``.damaged``) so that the next autosave cannot
    overwrite the good backup with it.
    """
    if path is None:
        listed = newest_first(slots())
        if not listed:
            raise RecordError("There is no game in progress to continue.")
        path = listed[0][0]
    recover_save(path)
    backup = backup_of(path)
    try:
        return load_table(path, writer, path), None
    except RecordError as exc:
        if not backup.exists():
            raise
        with contextlib.suppress(OSError):
            if path.exists():
                path.replace(path.with_name(path.name + ".damaged"))
        try:
            return load_table(backup, writer, path), str(exc)
        except RecordError as again:
            raise RecordError(f"{exc}\n{again}") from None
