"""Hosting a game again after the host went down: its autosave and its seats' tokens.

The match autosaves after every action (a headless host: a line of the journal beside the
save, which is written whole now and then; reading the save adds the journal's actions, see
:mod:`roadie.storage.journal`); beside that file the host keeps which secret token
holds which seat and the port it listened on (``SAVE.seats``, written whenever a seat
changes hands). :func:`resume` reads both back: the same game, the same seats and the same
tokens, so each peer rejoins its own seat with its token and nothing is lost but the
action in flight. The tokens never leave the host's machine. No Qt.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from roadie import games
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.net.protocol import Token
from roadie.storage.atomic import write_atomic
from roadie.storage.saves import read_save_counting
from roadie.storage.writer import BackgroundWriter


class Seating(BaseModel):
    """Who holds which seat of a hosted game, by token, and where it was hosted."""

    model_config = ConfigDict(extra="forbid")

    game: str
    seed: int
    port: int
    tokens: dict[int, Token]


def seating_path(save: Path) -> Path:
    """Where the seating of the game autosaved at *save* is kept."""
    return save.with_name(save.name + ".seats")


def write_seating(path: Path, seating: Seating) -> None:
    write_atomic(path, seating.model_dump_json().encode())


def read_seating(path: Path) -> Seating | None:
    """The seating kept at *path*, or ``None`` (none kept, or damaged: seats are open)."""
    with contextlib.suppress(OSError, ValidationError, ValueError):
        return Seating.model_validate_json(path.read_bytes())
    return None


@dataclass
class Resumed:
    """A game hosted again: its table, the seats peers may take, and the tokens held."""

    table: LocalTable
    open_seats: list[int]
    tokens: dict[int, str]
    handed: dict[int, str]
    """Seats a bot played for a peer who had left (their level): a bot plays them again
    until the peer is back."""
    port: int | None
    """The port the game was hosted on (``None`` when no seating was kept)."""


def resume(save: Path, autosave: Path | None = None,
           writer: BackgroundWriter | None = None) -> Resumed:
    """The game saved at *save*, autosaved from now on at *autosave* (by default *save*
    itself), with the seating kept beside *save*; :class:`RecordError` when the save cannot
    be read. A seating of another game is ignored (every peer's seat is then open)."""
    saved, _state, dropped = read_save_counting(save)
    game = games.get(saved.record.game)
    seating = read_seating(seating_path(save))
    if seating is not None and (seating.game, seating.seed) != (game.info.id,
                                                                  saved.record.seed):
        seating = None
    tokens = dict(seating.tokens) if seating is not None else {}
    seats, handed = list(saved.seats), {}
    for seat, spec in enumerate(seats):
        if seat in tokens and spec.kind == "bot":
            handed[seat] = spec.level
            seats[seat] = spec.model_copy(update={"kind": "remote"})
    match = Match.from_save(saved.model_copy(update={"seats": seats}), game,
                            autosave=autosave or save, writer=writer)
    open_seats = [s for s, spec in enumerate(seats) if spec.kind == "remote"]
    return Resumed(LocalTable.around(match, dropped), open_seats,
                   {s: t for s, t in tokens.items() if s in open_seats}, handed,
                   seating.port if seating is not None else None)
