"""A joined seat's token kept while its game is under way (:mod:`roadie.storage.kept_seats`),
so that a player whose Roadie crashed takes the seat back: the app offers to rejoin, and
``roadie join`` rejoins by itself. Kept when the host welcomes the player to a seat, again
when it takes the player back, removed when the game ends or the host refuses the seat."""

from __future__ import annotations

import contextlib
from typing import Any

from roadie.net.client import RemoteClient
from roadie.storage.kept_seats import KeptSeat, forget, keep, kept


def keep_seat(client: RemoteClient, host: str) -> None:
    """Keep *client*'s seat (at the table called *host*) until its game ends; a spectator
    keeps nothing."""
    if not client.own:
        return
    address, port, seat = client.link.address, client.link.port, client.own[0]

    def write(_news: Any = None) -> None:
        if client.is_over():
            forget(address, port)
            return
        with contextlib.suppress(OSError):  # not kept: the player plays on all the same
            keep(KeptSeat(address=address, port=port, game=client.info.id, host=host[:40],
                          seat=seat, name=client.seats[seat].name[:40], token=client.token))

    def changed(_change: Any) -> None:
        if client.is_over():
            forget(address, port)

    def lost(_why: str) -> None:
        if client.refused:  # the host will not give this seat back
            forget(address, port)

    write()
    client.changed.connect(changed)
    client.back.connect(write)
    client.lost.connect(lost)


def kept_token(address: str, port: int) -> str | None:
    """The token of the seat kept at *address*:*port* (``None``: none)."""
    seat = kept(address, port)
    return seat.token if seat is not None else None
