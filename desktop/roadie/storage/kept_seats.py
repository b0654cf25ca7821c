"""The seats this player holds at network games under way, kept so that Roadie, started
again after a crash, can offer "Rejoin <game> at <host>" and ``roadie join`` rejoins by
itself.

One file per table (its address and port), ``<data>/seats/<key>.json``, readable by this
user only (0600): the seat's secret token is all a host asks of a player who comes back.
It is written when the game welcomes the player to a seat and removed when the game ends
(or the host no longer knows the token). No Qt.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from roadie.core.errors import InputError
from roadie.core.files import read_bytes
from roadie.storage.atomic import write_atomic
from roadie.storage.paths import kept_seats_dir

KEEP_S = 7 * 24 * 3600.0
"""A kept seat older than this is not offered (its game is long over) and is removed."""
MAX_BYTES = 4096
"""The largest kept-seat file read."""


class KeptSeat(BaseModel):
    """A seat at a network game under way: where the table is, and the seat's token."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    address: Annotated[str, Field(min_length=1, max_length=255)]
    port: int = Field(gt=0, lt=65_536)
    game: Annotated[str, Field(max_length=40)]
    """The game's id."""
    host: Annotated[str, Field(max_length=40)]
    """The table's name, as its host announced it (or its address)."""
    seat: int = Field(ge=0, lt=16)
    name: Annotated[str, Field(max_length=40)]
    """The player's name at that table."""
    token: Annotated[str, Field(min_length=16, max_length=64, pattern=r"^[0-9a-f]+$")]
    kept_at: float = 0.0
    """When it was kept (seconds since the epoch)."""


def folder() -> Path:
    return kept_seats_dir()


def path_for(address: str, port: int) -> Path:
    """Where the seat held at *address*:*port* is kept."""
    key = hashlib.sha256(f"{address}|{port}".encode()).hexdigest()[:20]
    return folder() / f"{key}.json"


def keep(seat: KeptSeat) -> None:
    """Keep *seat* (replacing the one kept for its table), 0600; ``OSError`` if it cannot
    be written (the player then cannot rejoin after a crash, and plays on)."""
    path = path_for(seat.address, seat.port)
    folder().mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(OSError):
        os.chmod(folder(), 0o700)
    if not path.exists():  # the new file keeps the old one's mode: make it 0600 first
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        os.close(fd)
    stamped = seat.model_copy(update={"kept_at": time.time()})
    write_atomic(path, stamped.model_dump_json().encode())


def kept(address: str, port: int) -> KeptSeat | None:
    """The seat kept at *address*:*port* (``None``: none, or too old, or damaged)."""
    return _read(path_for(address, port))


def kept_seats() -> list[KeptSeat]:
    """Every seat kept, the last kept first (old ones are removed, damaged ones skipped)."""
    try:
        names = sorted(os.listdir(folder()))
    except OSError:
        return []
    found = [_read(folder() / name) for name in names if name.endswith(".json")]
    return sorted((s for s in found if s is not None), key=lambda s: s.kept_at, reverse=True)


def forget(address: str, port: int) -> None:
    """The game at *address*:*port* ended (or holds no seat for this player any more)."""
    with contextlib.suppress(OSError):
        path_for(address, port).unlink(missing_ok=True)


def _read(path: Path) -> KeptSeat | None:
    """The seat kept at *path*; ``None`` when damaged or not where its table's is kept (left
    alone), or too old (removed)."""
    try:
        seat = KeptSeat.model_validate_json(read_bytes(path, MAX_BYTES))
    except (InputError, ValidationError, ValueError):
        return None
    if path != path_for(seat.address, seat.port):
        return None
    if time.time() - seat.kept_at > KEEP_S:
        forget(seat.address, seat.port)
        return None
    return seat
