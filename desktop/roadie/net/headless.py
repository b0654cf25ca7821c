"""Peers without a window: ``roadie host`` serves a lobby and its game, ``roadie join``
fills a seat with a bot (a party's spare seat, or tests running peers as processes).

The host autosaves after every action, before any peer hears of it (a line of the journal
beside the save: :mod:`roadie.storage.journal`), and keeps its seats' tokens beside the autosave;
``roadie host --resume SAVE`` hosts that game again after the host went down, and the
joined bots, which keep trying to rejoin, take their seats back.

Each runs Qt's event loop (no GUI) until the game is over, then prints the public hash
and the scores as one JSON line; every network failure is a :class:`NetError` with a line
to show. What they print first (``listening``, with the invite codes of reserved seats;
``seated``, ``playing``) lets a script follow them. A joined peer keeps its seat's token
until the game ends: ``roadie join`` again after a crash takes the seat back.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtNetwork import QHostAddress

from roadie import games
from roadie.bots.random_bot import make_bot
from roadie.core.errors import RoadieError
from roadie.match.match import Match
from roadie.match.pacing import BotPacer, BotSeat
from roadie.match.session import LocalTable
from roadie.net.client import Guest, RemoteClient
from roadie.net.host import Announcer, Host
from roadie.net.kept import keep_seat, kept_token
from roadie.net.lobby import Lobby, SeatPlan
from roadie.net.protocol import NetError, view_hash
from roadie.net.qt_loop import QtRunner, QtTimers
from roadie.net.resume import resume, seating_path

Say = Callable[[dict[str, Any]], None]
GRACE_MS = 5000
"""How long a host that served its game to the end waits for its peers to leave."""


def say_json(line: dict[str, Any]) -> None:
    print(json.dumps(line), flush=True)


def seat_plans(specs: list[str]) -> list[SeatPlan]:
    """``open``, ``bot:LEVEL`` or ``reserved:NAME`` per seat."""
    plans: list[SeatPlan] = []
    for n, spec in enumerate(specs):
        kind, _sep, arg = spec.partition(":")
        if kind == "open" and not arg:
            plans.append(SeatPlan("open"))
        elif kind == "bot":
            plans.append(SeatPlan("bot", f"Bot {n + 1}", arg or "normal"))
        elif kind == "reserved" and arg:
            plans.append(SeatPlan("reserved", arg[:40]))
        else:
            raise RoadieError(f"seat {spec!r} is not open, bot:LEVEL or reserved:NAME")
    return plans


def bot_for(level: str, seed: int) -> Any:
    """A bot of *level*; :class:`RoadieError` when there is no such level."""
    try:
        return make_bot(level, seed)
    except ValueError as exc:
        raise RoadieError(str(exc)) from None


def app() -> QCoreApplication:
    existing = QCoreApplication.instance()
    return existing if existing is not None else QCoreApplication([])


@dataclass
class HostRun:
    """A lobby that begins by itself once everyone is ready, and the game it serves."""

    host: Host
    options: dict[str, Any]
    seed: int
    say: Say
    autosave: Path | None = None
    over: bool = False

    def step(self) -> None:
        """Begin when the lobby is ready; once the game is over, quit when the peers
        have left (or after a grace period)."""
        host = self.host
        if host.lobby is not None and host.lobby.can_start():
            self.begin()
        elif host.table is not None and host.match.is_over() and not self.over:
            self.over = True
            self.say({"event": "over", "public_hash": view_hash(host.match.view(None)),
                      "scores": host.match.public_score().totals})
            QTimer.singleShot(GRACE_MS, app().quit)
        if self.over and not host.peers:
            app().quit()

    def begin(self) -> None:
        assert self.host.lobby is not None
        game = games.get(self.host.lobby.game)
        specs = self.host.lobby.seat_specs()
        match = Match(game, game.make_options(len(specs), self.options), self.seed, specs,
                      autosave=self.autosave)
        if self.autosave is not None:
            match.save(self.autosave)
        table = LocalTable.around(match)
        self.host.begin(table)
        for seat, bot in table.bots.items():
            self.host.pacer.take_over(seat, bot)
        self.say({"event": "begun", "seats": [s.name for s in specs]})


def host(game_id: str, seats: list[str], options: dict[str, Any], seed: int, *,
         address: str = "0.0.0.0", port: int = 0, password: str | None = None,
         name: str = "Roadie host", pace: float = 1.0, autosave: Path | None = None,
         say: Say = say_json) -> int:
    """Host a game whose seats are *seats*, autosaved at *autosave* after every action;
    serve it until it is over."""
    game = games.get(game_id)
    plans = seat_plans(seats)
    game.make_options(len(plans), options)  # refuse bad options before anyone joins
    for plan in plans:
        if plan.plan == "bot":
            bot_for(plan.level, 0)  # an unknown level is refused now, not mid-game
    app()
    served = Host(lobby=Lobby(game_id, options, plans, password=password is not None),
                  password=password, bot_level="random", pace=pace,
                  seating=seating_path(autosave) if autosave is not None else None)
    return serve(HostRun(served, options, seed, say, autosave), address, port, name)


def rehost(save: Path, *, address: str = "0.0.0.0", port: int | None = None,
           password: str | None = None, name: str = "Roadie host", pace: float = 1.0,
           say: Say = say_json) -> int:
    """Host again the game autosaved at *save* (on the port it had, unless *port*): each
    peer rejoins its seat with its token; serve it until it is over."""
    resumed = resume(save)
    app()
    served = Host.again(resumed, seating_path(save), password=password, bot_level="random",
                        pace=pace)
    for seat, bot in resumed.table.bots.items():
        served.pacer.take_over(seat, bot)
    match = resumed.table.match
    say({"event": "resumed", "actions": len(match.record.actions),
         "dropped": resumed.table.dropped, "public_hash": view_hash(match.view(None))})
    run = HostRun(served, {}, match.record.seed, say)
    return serve(run, address, port if port is not None else resumed.port or 0, name)


def serve(run: HostRun, address: str, port: int, name: str) -> int:
    """Listen, announce and run the event loop until *run* is done."""
    application, served = app(), run.host
    listening = served.listen(QHostAddress(address), port)
    announcer = Announcer(served, listening, name)
    invites = served.lobby.invites if served.lobby is not None else served.invites
    shown = {"invites": {str(seat): code for seat, code in invites.items()}} if invites else {}
    run.say({"event": "listening", "address": address, "port": listening, **shown})
    ticker = QTimer()
    ticker.timeout.connect(run.step)
    ticker.start(50)
    served.room_changed.connect(run.step)
    code = application.exec()
    announcer.stop()
    served.close()
    return int(code)


def join(address: str, port: int, *, level: str, name: str, password: str | None = None,
         invite: str | None = None, pace: float = 1.0, seed: int = 1,
         say: Say = say_json) -> int:
    """Take a seat at the table hosted at *address*:*port* (the seat kept there for this
    player, if its game is still under way: :mod:`roadie.net.kept`; the seat *invite*
    claims) and let a bot of *level* play it; when the game is over, print what this peer
    sees of the end."""
    bot_for(level, seed)
    application = app()
    token = kept_token(address, port)
    guest = Guest.join(address, port, name, password=password, token=token, invite=invite)
    playing = guest.client
    seat = guest.room.you if guest.room is not None else (
        playing.own[0] if playing is not None and playing.own else None)
    if seat is None:
        guest.leave()
        raise NetError("No seat is free at that table.")
    rejoined = playing is not None and token is not None and playing.token == token
    say({"event": "seated", "seat": seat, "rejoined": rejoined})
    failures: list[str] = []

    def failed(why: str) -> None:
        """The lobby's host went away, or the game's and it did not come back."""
        failures.append(why)
        application.exit(1)

    guest.failed.connect(lambda why: failed(why) if guest.client is None else None)
    pacers: list[BotPacer] = []

    def started(client: RemoteClient) -> None:
        keep_seat(client, address)
        say({"event": "playing", **seen(client)})
        if client.is_over():  # it ended while this peer was away
            finish(client, say)
            return
        pacers.append(play(client, level, pace, seed, lambda: finish(client, say)))
        client.lost.connect(lambda why: failed(why) if client.given_up else say(
            {"event": "lost", "why": why, **seen(client)}))
        client.back.connect(lambda _none: say({"event": "back", **seen(client)}))

    guest.started.connect(started)
    if guest.client is not None:
        started(guest.client)
    else:
        guest.ready()
    code = application.exec()
    if failures and code:
        raise NetError(failures[0])
    return int(code)


class NetPacer(BotPacer):
    """Paces a bot across the network: an action the host did not answer (it went away)
    is chosen again once the client is back."""

    def _chosen(self, seat: int, action: Any, tries: int) -> None:
        try:
            super()._chosen(seat, action, tries)
        except NetError:
            self.thinking.discard(seat)


def play(client: RemoteClient, level: str, pace: float, seed: int,
         over: Callable[[], None]) -> BotPacer:
    """A bot of *level* plays *client*'s seat at *pace*; *over* once the game ends. While
    the host is away the bot waits; it goes on when the client is back."""
    seat = client.own[0]
    anchor = client.link
    pacer = NetPacer(client, {seat: BotSeat(client, bot_for(level, seed * 31 + seat))},
                     QtTimers(anchor), QtRunner(anchor), factor=pace, seed=seed,
                     held=lambda: client.away is not None)

    def changed(_change: Any) -> None:
        if client.is_over():
            pacer.stop()
            over()
        else:
            pacer.schedule()

    client.changed.connect(changed)
    client.lost.connect(lambda _why: pacer.stop())
    pacer.schedule()
    return pacer


def seen(client: RemoteClient) -> dict[str, Any]:
    """How far the game had come, as this peer saw it."""
    return {"actions": client.actions_taken(), "public_hash": client.public_hash()}


def finish(client: RemoteClient | None, say: Say) -> None:
    assert client is not None
    say({"event": "over", "seat": client.own[0], "public_hash": client.public_hash(),
         "agrees": client.agrees(), "scores": client.score().totals})
    client.close()
    app().exit(0)
