"""The host of a LAN game: it holds the match and tells each peer only what its seat may see.

Before the game, peers gather in the host's lobby (:class:`~roadie.net.lobby.Lobby`):
they take seats, say they are ready and chat; :meth:`Host.begin` starts the match and
welcomes each. A peer may also join a game under way: a held seat with its token, a
free open seat, or a spectator's chair. Their intents go through the match like any
other action (the match clock stamps them on arrival, the host's own player's included);
after every step each peer gets its seat's view, the public view and the events
``Game.view_events`` lets it see. A message the host cannot take gets an ``error`` reply
and changes nothing; a peer that keeps sending them, sends too fast, breaks the framing
or falls silent is dropped, and the others play on. A peer that leaves keeps its seat:
it may rejoin with its token, and takes the seat back if the host let a bot play it
meanwhile; a hello with a held seat's token takes the seat back even from a connection
the host still thinks alive (the player's Roadie crashed and started again). The host keeps
the seats' tokens beside its autosave, so that it can host the game again after it went
down (:mod:`roadie.net.resume`) and each peer rejoins its seat. Who gets in, and how fast
wrong passwords and invite codes are answered: :mod:`roadie.net.admission`.
"""

from __future__ import annotations

import contextlib
import gc
import math
import os
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_json
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket, QUdpSocket

from roadie.bots.random_bot import make_bot
from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.match.client import LocalClient, SeatChange
from roadie.match.match import Change, Match
from roadie.match.pacing import BotPacer, BotSeat
from roadie.match.session import LocalTable
from roadie.match.time_scale import scaled
from roadie.net.admission import BACKOFF_MS, SPECTATORS_MAX, Backoff, Waiting, crowding
from roadie.net.codec import codec
from roadie.net.failures import line, socket_failure
from roadie.net.lobby import Lobby, same_code
from roadie.net.protocol import (
    DISCOVERY_PORT,
    PEER,
    VERSION,
    Announce,
    Bucket,
    Bye,
    Chat,
    ChatLine,
    Code,
    Encoded,
    Error,
    Framer,
    Hello,
    Intent,
    Json,
    Limits,
    Message,
    NetError,
    PauseAsk,
    PauseState,
    Ping,
    ProtocolError,
    Ready,
    Resync,
    Sit,
    carried,
    chat_text,
    decode,
    dump_hash,
    dumps,
    encode,
    frame,
    json_object,
    patch_of,
)
from roadie.net.qt_loop import QtRunner, QtTimers
from roadie.net.resume import Resumed, Seating, write_seating

COUNT_IN_MS = 3000
"""After a network game's pause, every table counts this long before play goes on."""
MAX_STRIKES = 5
"""Bad messages a peer may send before it is dropped."""
HELLO_MS = 10_000
"""How long a new connection has to say hello."""
SILENCE_MS = 10_000
"""How long the host waits for a word (a peer's heartbeat comes every second) before it
drops the peer; its seat is held, or a bot takes it."""


class Peer:
    """One connection, and the seat it plays once it said hello."""

    def __init__(self, socket: QTcpSocket, limits: Limits, now: float) -> None:
        self.socket = socket
        self.address = socket.peerAddress().toString()
        self.since = now
        self.greeted = False
        """It said hello (its secrets may still wait to be checked)."""
        self.framer = Framer()
        self.seat: int | None = None
        self.token = ""
        """Given at hello: the peer has entered (a seat, the lobby, or a spectator's chair)."""
        self.client: LocalClient | None = None
        self.strikes = 0
        self.gone = False
        self.heard = now
        """When the peer last sent a whole, valid message."""
        self.buckets = {kind: Bucket(rate, burst, now) for kind, (rate, burst)
                        in (("intents", limits.intents), ("chat", limits.chat),
                            ("other", limits.other))}
        self.held: dict[str, Any] = {}
        """The seat's own fields of its view, the public view, the score and the legal
        actions as this peer holds them (what the last snapshot left it with)."""

    def news(self, name: str, value: Any) -> bool:
        """Whether the peer does not hold *value* yet (it holds it from now on)."""
        fresh = bool(self.held.get(name) != value)
        self.held[name] = value
        return fresh

    def own_news(self, own: Json | None, public: Json | None) -> tuple[Json | None, Json | None]:
        """How the peer learns its seat's own fields *own*, after the public patch *public*:
        ``(own, None)`` in full when it holds none (or other fields), else ``(None, patch)``
        of those it holds carried along by the public patch (``None``: nothing more)."""
        held, self.held["own"] = self.held.get("own"), own
        if own is None:
            return None, None
        if held is None or held.keys() != own.keys():
            return own, None
        try:
            return None, patch_of(carried(held, public), own)
        except ProtocolError:  # the public patch does not fit the seat's fields: all of them
            return own, None

    def send(self, message: Message | bytes) -> None:
        """Send a message (one the host built as JSON text, or a model)."""
        if not self.gone:
            self.socket.write(encode(message) if isinstance(message, Message) else frame(message))


@dataclass
class Shared:
    """What every peer is told of one step: the public view, its hash, the score..."""

    model: BaseModel
    """The public view (a spectator's), whose dump is :attr:`public`."""
    public: Json
    active: list[int]
    over: bool
    real_time: bool
    actions: int
    seats: list[Json]
    before: Json | None
    """The public view of the step before."""
    hash: str | None = None
    score: Json | None = None
    """The public view's hash and the score: made once the acting peer was answered."""
    _patch: Json | None = None
    _patched: bool = False
    _texts: dict[int, tuple[Any, Encoded]] = field(default_factory=dict)

    def text(self, value: Any) -> Encoded:
        """*value* (one of this step's) as JSON text, made once for every peer it goes to."""
        held = self._texts.get(id(value))
        if held is None:
            held = self._texts[id(value)] = (value, dumps(value))
        return held[1]

    def patch_for(self, peer: Peer) -> Json | None:
        """What turns the public view *peer* holds into this one (made once for all the
        peers that hold the view of the step before)."""
        held, peer.held["public"] = peer.held.get("public"), self.public
        if held is not self.before or held is None:
            return patch_of(held or {}, self.public)
        if not self._patched:
            self._patch, self._patched = patch_of(held, self.public), True
        return self._patch


@contextlib.contextmanager
def no_collection() -> Iterator[None]:
    """The garbage collector makes no pass in between (it makes it after, if due)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def yield_core() -> None:
    """Let a process woken by what was just sent (a peer on this machine) run before this
    one goes on: the system tends to wake it on this very core, where it would otherwise
    wait until the others' updates are made."""
    if hasattr(os, "sched_yield"):  # not on Windows
        os.sched_yield()


def own_fields(view: BaseModel, public: BaseModel) -> Json:
    """The dump of *view*'s fields that are not *public*'s own values (the others dump as
    *public*'s do): a seat's view is the public view's dump with these."""
    shown = public.__dict__
    keys = {k for k, v in view.__dict__.items() if v is not shown[k]}
    return view.model_dump(mode="json", include=keys) if keys else {}


def kind_of(message: Any) -> str:
    """The rate limit a message counts against."""
    if isinstance(message, Intent | Sit | Ready):
        return "intents"
    return "chat" if isinstance(message, Chat) else "other"


class Host(QObject):
    """Serves a lobby, then a :class:`LocalTable`'s open seats, to peers on the network."""

    joined = Signal(int)
    """A peer took (or took back) this seat of the match."""
    left = Signal(int)
    """The peer of this seat left or was dropped; the seat is held for it."""
    chatted = Signal(object)
    """A :class:`ChatLine` said at the table."""
    room_changed = Signal()
    """Someone entered, sat, stood, got ready or left the lobby (or their latency moved)."""
    pause_changed = Signal(object)
    """The :class:`PauseState` every table now shows (the host's own table too)."""

    def __init__(self, table: LocalTable | None = None, open_seats: Sequence[int] = (), *,
                 lobby: Lobby | None = None, password: str | None = None,
                 bot_level: str | None = None, pace: float = 1.0,
                 silence_ms: int = SILENCE_MS, limits: Limits | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 tokens: dict[int, str] | None = None, seating: Path | None = None,
                 backoff_ms: Sequence[int] = BACKOFF_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lobby = lobby
        """The lobby until the game begins (None after, or for a game hosted under way)."""
        self.table: LocalTable | None = None
        self.open_seats: list[int] = []
        self.password = password
        self.bot_level = bot_level
        """When set, a seat whose peer leaves is played by a bot of this level at once."""
        if bot_level is not None:
            make_bot(bot_level, 0)  # the bots' modules load now, not mid-game (seconds)
        self.pace = pace
        self.silence_ms = silence_ms
        self.limits = limits or Limits()
        self.clock = clock
        self.tokens: dict[int, str] = dict(tokens or {})
        """Each taken seat's secret token (kept while the seat is held for its peer, and
        while a bot plays it for the peer)."""
        self.seating = seating
        """Where the tokens are kept, beside the match's autosave (``None``: nowhere)."""
        self.peers: list[Peer] = []
        self.closed = False
        self.invites: dict[int, str] = {}
        """The code that claims each reserved seat nobody took yet (the lobby's, once the
        game began)."""
        self.backoff = Backoff(backoff_ms)
        self._checks: dict[str, deque[tuple[Peer, Hello]]] = {}
        """Hellos whose secrets wait to be checked, by address (one at a time)."""
        self._shared: Shared | None = None
        self._before: Json | None = None
        """The public view of the step before (most peers hold it)."""
        self._event_texts: dict[tuple[int, ...], tuple[list[Event], Encoded]] = {}
        """Each list of events told this step (kept alive beside its text), by the events'
        identities."""
        self._room_dirty = False
        self.pause: PauseState | None = None
        """The table is paused, or counting in after a pause (``None``: in play)."""
        self._going_on = QTimer(self, singleShot=True)
        self._going_on.timeout.connect(self._counted_in)
        self._acting: Peer | None = None
        """The peer whose intent the host is taking now: it hears first."""
        self._answering: int | None = None
        """That intent's id, until an update to its peer answered it."""
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self._beat = QTimer(self)
        self._beat.timeout.connect(self._heartbeat)
        self._beat.start(max(20, min(1000, silence_ms // 3)))
        if table is not None:
            self.begin(table, open_seats)

    @property
    def match(self) -> Match:
        assert self.table is not None, "the game has not begun"
        return self.table.match

    @property
    def game_id(self) -> str:
        if self.lobby is not None:
            return self.lobby.game
        return self.match.game.info.id

    def begin(self, table: LocalTable, open_seats: Sequence[int] | None = None) -> None:
        """Start serving *table*: the lobby's peers are welcomed to the seats they took
        (the others watch); *open_seats* (by default the lobby's open and reserved seats)
        are the peers'."""
        lobby, self.lobby = self.lobby, None
        self.table = table
        self.codec = codec(self.match.game.info.id)
        if open_seats is None:
            open_seats = [s for s, p in enumerate(lobby.plans) if p.awaits()] if lobby else []
        self.open_seats = list(open_seats)
        if lobby is not None:
            self.invites = {s: code for s, code in lobby.invites.items()
                            if s not in lobby.sitting}
        self.history = self.match.score_history()
        self._score = self.match.public_score()
        self._timers = QtTimers(self)
        self.pacer = BotPacer(table.client, {}, self._timers, QtRunner(self),
                              factor=self.pace, seed=self.match.record.seed,
                              held=lambda: self.pause is not None)
        self.match.changed.connect(self._step, first=True)  # peers hear before the host's table
        self._keep_seating()
        gc.freeze()  # what lives now rests out of the collector's way: short passes in play
        if lobby is not None:
            for peer in [p for p in self.peers if p.token]:
                self._welcome(peer, lobby.seat_of(peer.token), lobby.names[peer.token])
            self._seats_changed()

    # --- serving ------------------------------------------------------------------------------
    @classmethod
    def again(cls, resumed: Resumed, seating: Path, **kwargs: Any) -> Host:
        """Host a game again from its autosave (see :func:`~roadie.net.resume.resume`): the
        peers' seats are held for their tokens, bots play again the seats they played."""
        host = cls(resumed.table, resumed.open_seats, tokens=resumed.tokens, seating=seating,
                   **kwargs)
        for seat, level in resumed.handed.items():
            host.hand_to_bot(seat, level)
        return host

    def listen(self, address: QHostAddress | None = None, port: int = 0) -> int:
        """Start taking peers (on loopback by default); the port listened on."""
        where = address or QHostAddress(QHostAddress.SpecialAddress.LocalHost)
        if not self.server.listen(where, port):
            raise NetError(line(_("Network", "Cannot host on port %1: %2"), port,
                                socket_failure(self.server.serverError())))
        self._keep_seating()
        return int(self.server.serverPort())

    def _keep_seating(self) -> None:
        """Write who holds which seat beside the autosave (a failure only loses the
        chance to host this game again with the same tokens)."""
        if self.seating is None or self.table is None or not self.server.isListening():
            return
        seating = Seating(game=self.game_id, seed=self.match.record.seed,
                          port=int(self.server.serverPort()), tokens=self.tokens)
        with contextlib.suppress(OSError):
            write_seating(self.seating, seating)

    def free_seats(self) -> list[int]:
        """The seats a newcomer could take now (in the lobby: the open ones)."""
        if self.lobby is not None:
            return [s for s, p in enumerate(self.lobby.plans)
                    if p.plan == "open" and s not in self.lobby.sitting]
        return [s for s in self.open_seats if s not in self.tokens and s not in self.invites]

    def held_seats(self) -> list[int]:
        """The seats of the game under way whose players dropped, held for them."""
        if self.table is None:
            return []
        return [s for s in self.tokens if not any(p.seat == s for p in self.peers)]

    def close(self) -> None:
        """Tell every peer the game is closing, and stop serving (once)."""
        if self.closed:
            return
        self.closed = True
        for peer in list(self.peers):
            self._drop(peer, "closing", "The host closed the game.")
        self.server.close()
        self._beat.stop()
        if self.table is not None:
            self.pacer.stop()
            self.match.changed.disconnect(self._step)

    def say(self, text: str, name: str = "Host") -> None:
        """Chat from the host's own table."""
        self._chat(None, name[:40] or "Host", text)

    def hand_to_bot(self, seat: int, level: str) -> None:
        """From now on a bot of *level* plays *seat* (its peer left); it sees that seat only.
        The seat stays held: its peer takes it back by rejoining with its token."""
        self._forget(seat)
        spec = self.match.seats[seat]
        self.match.seats[seat] = spec.model_copy(update={"kind": "bot", "level": level})
        bot = BotSeat.local(self.match, seat, level, self.match.record.seed * 31 + seat)
        self.pacer.take_over(seat, bot)
        self._seats_changed()

    def bot_plays(self, seat: int) -> bool:
        """Whether a bot plays *seat* for its peer now."""
        return self.table is not None and seat in self.pacer.bots

    def _take_back(self, seat: int) -> None:
        """The peer of *seat* is back: the bot that played for it stops."""
        self.pacer.bots.pop(seat, None)
        self._timers.stop(seat)

    def snapshot(self, peer: Peer, change: SeatChange | None = None, *,
                 settled: bool = True) -> Encoded:
        """All *peer*'s seat may know now (a spectator's: the public view), as the JSON of
        a :class:`Snapshot`. After a *change* the views come as patches of those the peer
        holds (the seat's own fields carried along by the public patch), the seats only if
        they differ from the peer's, and with the step :meth:`_settling` (unless not
        *settled*: the acting peer's answer leaves before that is made).

        The host made every value itself, so the message is not validated here (the peer
        validates all it receives)."""
        m, seat, shared = self.match, peer.seat, self._public()
        own = None if seat is None else own_fields(
            self.codec.seat_view(shared.model, m.state, seat), shared.model)
        text = shared.text
        if change is None:
            settling = self._settling(peer)
            peer.held = {"own": own, "public": shared.public, "score": shared.score,
                         "legal": settling["legal"], "seats": shared.seats}
            parts: Json = {"own": own, "public": text(shared.public),
                           "seats": text(shared.seats), "history": self.history, **settling}
        else:
            public = shared.patch_for(peer)
            whole, patch = peer.own_news(own, public)
            parts = {"own": whole, "own_patch": patch,
                     "public_patch": None if public is None else text(public),
                     "seats": text(shared.seats) if peer.news("seats", shared.seats) else None}
            if settled:
                parts.update(self._settling(peer, change))
        return json_object({**parts, "active": shared.active, "over": shared.over,
                            "real_time": shared.real_time, "clock": m.clock(),
                            "actions": shared.actions})

    def _settling(self, peer: Peer, change: Change | SeatChange | None = None) -> Json:
        """What *peer* learns of a step beyond the views: the public view's hash, and the
        score, its legal actions (only if they differ from the peer's) and the score history
        (if the change undid actions)."""
        shared = self._settled_public()
        legal = Encoded(to_json(self.match.legal_actions(peer.seat)
                                if peer.seat in shared.active else []))
        if change is None:
            return {"public_hash": shared.hash, "score": shared.text(shared.score),
                    "legal": legal}
        return {"public_hash": shared.hash,
                "score": shared.text(shared.score) if peer.news("score", shared.score) else None,
                "legal": legal if peer.news("legal", legal) else None,
                "history": self.history if change.undone else None}

    def _public(self) -> Shared:
        """What every peer is told of the match now, made once per step (all but the hash
        and the score: :meth:`_settled_public`)."""
        if self._shared is None:
            m = self.match
            model = m.view(None)
            self._shared = Shared(
                model=model, public=self.codec.dump(model), active=m.active_seats(),
                over=m.is_over(), real_time=m.game.real_time(m.state),
                actions=len(m.record.actions),
                seats=[{"name": s.name[:40] or f"Seat {i + 1}", "kind": s.kind}
                       for i, s in enumerate(m.seats)],
                before=self._before)
        return self._shared

    def _settled_public(self) -> Shared:
        """:meth:`_public` with the public view's hash and the score (made once per step)."""
        shared = self._public()
        if shared.hash is None:
            shared.hash = dump_hash(shared.public)
            shared.score = self.codec.dump(self._score)
        return shared

    def _seats_changed(self, joined: Peer | None = None) -> None:
        """Someone joined or left: every other peer gets the table's seats again."""
        self._shared = None
        for peer in self.peers:
            if peer.client is not None and peer is not joined:
                peer.send(self._resynced(peer))

    def _rooms(self) -> None:
        """Every peer in the lobby is told the lobby as it is now."""
        self._room_dirty = False
        if self.lobby is None:
            return
        for peer in self.peers:
            if peer.token:
                peer.send(self.lobby.room(peer.token))
        self.room_changed.emit()

    # --- connections ----------------------------------------------------------------------------
    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            now = self.clock()
            peer = Peer(socket, self.limits, now)
            fits, crowd = crowding([Waiting(p.address, p.since, p) for p in self.peers
                                    if not p.token], peer.address, now)
            if crowd is not None:
                self._drop(crowd, "busy", "Too many connections wait to say hello.")
            if not fits:
                peer.send(Error(code="busy", text="Too many connections wait to say hello."))
                socket.flush()
                socket.abort()
                socket.deleteLater()
                continue
            self.peers.append(peer)
            socket.setSocketOption(QTcpSocket.SocketOption.LowDelayOption, 1)
            socket.readyRead.connect(lambda p=peer: self._read(p))
            socket.disconnected.connect(lambda p=peer: self._gone(p))
            QTimer.singleShot(HELLO_MS, self, lambda p=peer: self._hello_due(p))

    def _hello_due(self, peer: Peer) -> None:
        if not peer.greeted and not peer.gone:
            self._drop(peer, "order", "No hello came in time.")

    def _heartbeat(self) -> None:
        """Drop the peers gone silent; tell the lobby its latencies."""
        now = self.clock()
        for peer in list(self.peers):
            if peer.token and (now - peer.heard) * 1000 > self.silence_ms:
                self._drop(peer, "timeout", f"Nothing heard from you for "
                                            f"{self.silence_ms / 1000:g} s.")
        if self._room_dirty:
            self._rooms()

    def _read(self, peer: Peer) -> None:
        if peer.gone:
            return
        try:
            bodies = peer.framer.feed(bytes(peer.socket.readAll().data()))
        except ProtocolError as exc:
            self._drop(peer, "frame", exc.text)
            return
        for body in bodies:
            if peer.gone:
                return
            try:
                message = decode(body, PEER)
                self._handle(peer, message)
            except ProtocolError as exc:
                ident = message.id if exc.code == "rate" and isinstance(message, Intent) else None
                self._strike(peer, exc.code, exc.text, ident)

    def _strike(self, peer: Peer, code: Code, text: str, ident: int | None = None) -> None:
        peer.strikes += 1
        if peer.strikes >= MAX_STRIKES:
            self._drop(peer, code, f"{text} (dropped after {MAX_STRIKES} bad messages)")
        else:
            peer.send(Error(code=code, text=text[:500], id=ident))

    def _drop(self, peer: Peer, code: Code, text: str) -> None:
        peer.send(Error(code=code, text=text[:500]))
        peer.socket.flush()
        peer.socket.disconnectFromHost()
        self._gone(peer)

    def _gone(self, peer: Peer) -> None:
        if peer.gone:
            return
        peer.gone = True
        if peer in self.peers:
            self.peers.remove(peer)
        with contextlib.suppress(RuntimeError):  # Qt already deleted them (shutting down)
            peer.socket.deleteLater()
            self._left(peer)

    def _left(self, peer: Peer) -> None:
        """The lobby or the table is told that *peer* went."""
        if self.lobby is not None and peer.token:
            self.lobby.leave(peer.token)
            self._rooms()
        if peer.client is not None:
            peer.client.close()
        if peer.seat is not None and peer.seat in self.tokens:
            self.left.emit(peer.seat)
            if self.bot_level is not None and not self.match.is_over():
                self.hand_to_bot(peer.seat, self.bot_level)

    # --- messages -----------------------------------------------------------------------------
    def _handle(self, peer: Peer, message: Any) -> None:
        if isinstance(message, Hello):
            self._hello(peer, message)
            return
        if not peer.token:
            raise ProtocolError("order", "Say hello first.")
        if not secrets.compare_digest(message.token or "", peer.token):
            raise ProtocolError("token", "That message does not carry this seat's token.")
        now = self.clock()
        if not peer.buckets[kind_of(message)].take(now):
            raise ProtocolError("rate", "Too many messages at once: slow down.")
        peer.heard = now
        if isinstance(message, Ping):
            self._ping(peer, message)
        elif isinstance(message, Chat):
            self._chat(peer.seat, self._name(peer), message.text)
        elif isinstance(message, Bye):
            self._drop(peer, "closing", "Goodbye.")
        elif self.lobby is not None:
            self._in_lobby(peer, message)
        else:
            self._in_game(peer, message)

    def _in_lobby(self, peer: Peer, message: Any) -> None:
        assert self.lobby is not None
        if isinstance(message, Sit):
            self.lobby.sit(peer.token, message.seat)
        elif isinstance(message, Ready):
            self.lobby.set_ready(peer.token, message.ready)
        else:
            raise ProtocolError("order", "The game has not begun yet.")
        self._rooms()

    def _in_game(self, peer: Peer, message: Any) -> None:
        if isinstance(message, Intent):
            self._intent(peer, message)
        elif isinstance(message, PauseAsk):
            if peer.seat is not None:  # a spectator does not pause the players' game
                self.set_paused(message.paused, peer.seat, self._name(peer))
        elif isinstance(message, Resync):
            peer.send(self._resynced(peer))
        else:
            raise ProtocolError("order", "The game has begun: seats are taken.")

    def _ping(self, peer: Peer, ping: Ping) -> None:
        peer.send(json_object({"type": "pong", "id": ping.id,
                               "clock": self.match.clock() if self.table else 0.0}))
        if self.lobby is not None and ping.rtt_ms is not None:
            self.lobby.latency[peer.token] = ping.rtt_ms
            self._room_dirty = True

    def _name(self, peer: Peer) -> str:
        if self.lobby is not None:
            return self.lobby.names[peer.token][:40]
        if peer.seat is None:
            return "Spectator"
        return self.match.seats[peer.seat].name[:40] or f"Seat {peer.seat + 1}"

    def _hello(self, peer: Peer, hello: Hello) -> None:
        if peer.greeted:
            raise ProtocolError("order", "This connection already said hello.")
        peer.greeted = True
        if hello.version != VERSION:
            self._drop(peer, "version", f"The host speaks protocol version {VERSION}, "
                                        f"not {hello.version}.")
            return
        if self._held_seat(hello.token) is None and (self.password is not None
                                                     or hello.invite):
            self._check_later(peer, hello)  # a seat's token is proof enough
        else:
            self._enter(peer, hello)

    def _check_later(self, peer: Peer, hello: Hello) -> None:
        """Check *hello*'s secrets after those before it from the same address (and after
        the pause their wrong ones earned)."""
        queue = self._checks.get(peer.address)
        if queue is not None:
            queue.append((peer, hello))
            return
        self._checks[peer.address] = deque([(peer, hello)])
        self._next_check(peer.address)

    def _next_check(self, address: str) -> None:
        queue = self._checks.get(address, deque())
        while queue and not self.closed:
            wait = self.backoff.wait(address)
            if wait > 0:
                timer = QTimer(self, singleShot=True, timerType=Qt.TimerType.PreciseTimer)
                timer.timeout.connect(timer.deleteLater)
                timer.timeout.connect(lambda: self._next_check(address))
                timer.start(math.ceil(wait * 1000))  # never early, as a coarse timer may be
                return
            peer, hello = queue.popleft()
            if not peer.gone:
                self._check(peer, hello)
        self._checks.pop(address, None)

    def _check(self, peer: Peer, hello: Hello) -> None:
        if self.password is not None and not secrets.compare_digest(
                (hello.password or "").encode(), self.password.encode()):
            self.backoff.wrong(peer.address)
            self._drop(peer, "password", "Wrong room password.")
        elif hello.invite and self._claimed(hello.invite) is None:
            self.backoff.wrong(peer.address)
            self._drop(peer, "invite", "That invite code is not one of this table's.")
        else:
            self.backoff.right(peer.address)
            self._enter(peer, hello)

    def _claimed(self, invite: str) -> int | None:
        """The seat kept for the peer whose code *invite* is (``None``: none)."""
        if self.lobby is not None:
            return self.lobby.claimed(invite)
        return next((s for s, code in self.invites.items() if same_code(invite, code)), None)

    def _enter(self, peer: Peer, hello: Hello) -> None:
        """*peer* said hello, and its secrets let it in: to the lobby, a seat or a chair."""
        peer.heard = self.clock()
        if self.lobby is not None:
            kept = self.lobby.claimed(hello.invite) is not None
            if (hello.spectate or not (kept or self.free_seats())) and self._chairs_taken():
                self._drop(peer, "full", "Every seat and chair at this table is taken.")
                return
            peer.token = secrets.token_hex(16)
            self.lobby.enter(peer.token, hello.name, hello.spectate, hello.invite)
            self._rooms()
            return
        if hello.spectate:
            if self._chairs_taken():
                self._drop(peer, "full", "Every seat and chair at this table is taken.")
            else:
                self._welcome(peer, None, hello.name)
            return
        seat = self._seat_for(hello.token, hello.invite)
        if seat is None:
            self._drop(peer, "full", "Every seat at this table is taken.")
            return
        self._welcome(peer, seat, hello.name)

    def _chairs_taken(self) -> bool:
        """Whether every spectator's chair is taken."""
        if self.lobby is not None:
            watchers = len(self.lobby.spectators())
        else:
            watchers = sum(1 for p in self.peers if p.token and p.seat is None)
        return watchers >= SPECTATORS_MAX

    def _held_seat(self, token: str | None) -> int | None:
        """The seat held for the peer of *token* in the game under way (``None``: none)."""
        if token is None or self.table is None:
            return None
        return next((seat for seat, held in self.tokens.items()
                     if secrets.compare_digest(held, token)), None)

    def _seat_for(self, token: str | None, invite: str | None) -> int | None:
        """The held seat whose token this is (taken back from a connection of its player
        the host still thinks alive), else the seat the invite code claims, else the first
        free seat."""
        seat = self._held_seat(token)
        if seat is not None:
            for stale in [p for p in self.peers if p.seat == seat and p.token]:
                self._drop(stale, "replaced", "Your seat was taken back from elsewhere.")
            return seat
        if invite:
            claimed = self._claimed(invite)
            if claimed is not None and claimed not in self.tokens:
                del self.invites[claimed]
                return claimed
        free = self.free_seats()
        return free[0] if free else None

    def _welcome(self, peer: Peer, seat: int | None, name: str) -> None:
        """*peer* plays *seat* (or watches, for ``None``) from now on."""
        peer.seat = seat
        if seat is None:
            peer.token = peer.token or secrets.token_hex(16)
        else:
            if self.bot_plays(seat):
                self._take_back(seat)
            peer.token = self.tokens.setdefault(seat, peer.token or secrets.token_hex(16))
            self.match.seats[seat] = self.match.seats[seat].model_copy(
                update={"name": name, "kind": "remote"})
            self._shared = None  # the seats every peer is told changed
            self._keep_seating()
        peer.client = LocalClient(self.match, [] if seat is None else [seat], relay=False)
        peer.send(json_object({
            "type": "welcome", "version": VERSION, "seat": seat, "token": peer.token,
            "game": self.match.game.info.id, "options": self.match.options.model_dump(mode="json"),
            "opening": self._events(peer.client.opening()), "snapshot": self.snapshot(peer)}))
        if seat is not None:
            self._seats_changed(peer)
            self.joined.emit(seat)

    def _forget(self, seat: int) -> None:
        """Drop whoever plays *seat* from the network."""
        for peer in [p for p in self.peers if p.seat == seat]:
            self._drop(peer, "closing", "A bot plays this seat now.")

    # --- pause ----------------------------------------------------------------------------
    def set_paused(self, on: bool, seat: int | None, name: str) -> bool:
        """Pause every table (any player may, or the host: *seat* ``None``), or let play go
        on after a count-in on every table (only who paused, or the host). False when that
        changes nothing or is not theirs to do."""
        if self.table is None or self.match.is_over():
            return False
        paused = self.pause is not None and self.pause.paused
        if on == paused or (not on and seat is not None and self.pause is not None
                            and seat != self.pause.seat):
            return False
        self._going_on.stop()
        if on:
            self.pause = PauseState(paused=True, by=name[:40], seat=seat)
        else:
            self.pause = PauseState(paused=False, by=name[:40], seat=seat,
                                    count_in_ms=scaled(COUNT_IN_MS))
            self._going_on.start(self.pause.count_in_ms)
        if on:
            self.match.hold_clock(True)
        for peer in list(self.peers):
            if peer.client is not None:
                peer.send(self.pause)
        self.pause_changed.emit(self.pause)
        return True

    def pause_by_host(self, on: bool, name: str) -> None:
        """The host's own table asks to pause every table, or to go on."""
        self.set_paused(on, None, name)

    def _counted_in(self) -> None:
        self.pause = None
        self.match.hold_clock(False)
        self.pacer.schedule()

    def _intent(self, peer: Peer, intent: Intent) -> None:
        assert peer.client is not None
        if self.pause is not None and not intent.check:
            peer.send(self._refused(intent.id, RuleViolation(
                "roadie/pause", _("rules", "The game is paused: play goes on when {name} "
                                           "resumes it."), name=self.pause.by)))
            return
        try:
            action = self.codec.action(intent.action)
        except ProtocolError:
            refusal = RuleViolation("roadie/action", _("rules", "That is not an action of "
                                                                "{game}."),
                                    game=self.match.game.info.title)
            peer.send(self._refused(intent.id, refusal))
            return
        if intent.check:
            why = peer.client.why_not(action)
            peer.send(self._accepted(intent.id, Encoded(b"[]")) if why is None
                      else self._refused(intent.id, why))
            return
        self._acting, self._answering = peer, intent.id
        try:
            with no_collection():  # no collector's pass while the peers wait for the step
                events = peer.client.submit(action)
        except RuleViolation as refusal:
            peer.send(self._refused(intent.id, refusal))
            return
        finally:
            self._acting, unanswered, self._answering = None, self._answering, None
        if unanswered is not None:  # no update of the actor's seat carried the answer
            peer.send(self._accepted(unanswered, self._events(events)))
            peer.socket.flush()

    @staticmethod
    def _accepted(ident: int, events: Encoded) -> Encoded:
        return json_object({"type": "accepted", "id": ident, "events": events})

    @staticmethod
    def _refused(ident: int, refusal: RuleViolation) -> Encoded:
        params = {str(k)[:40]: v if isinstance(v, str | int | float | bool) or v is None
                  else str(v) for k, v in refusal.params.items()}
        return json_object({"type": "refused", "id": ident, "rule_id": refusal.rule_id[:100],
                            "text": refusal.text[:500], "params": params})

    def _resynced(self, peer: Peer) -> Encoded:
        return json_object({"type": "resynced", "snapshot": self.snapshot(peer)})

    def _chat(self, seat: int | None, name: str, text: str) -> None:
        """Echo a chat line to everyone: who said it and the text as one plain line."""
        plain = chat_text(text)
        if not plain:
            return
        line = ChatLine(seat=seat, name=name, text=plain)
        for peer in self.peers:
            if peer.token:
                peer.send(line)
        self.chatted.emit(line)

    # --- the match moved ------------------------------------------------------------------------
    def _step(self, change: Change) -> None:
        """Tell every peer of the step, the peer whose intent made it first: its answer
        leaves at once with what its table draws (the views, the events, who acts), before
        the score, the public hash or any other peer's update is made, and what settles
        the step for it follows. Keep the public score history; let the bots that took over
        seats act."""
        if self._shared is not None:
            self._before = self._shared.public
        self._shared = None
        self._event_texts = {}
        acting = self._acting
        if acting is not None and acting.client is not None:
            self._answer(acting, change)
        self._score = self.match.public_score()
        if change.undone:
            self.history = self.match.score_history()
        else:
            self.history = [*self.history, self._score.totals]
        if acting is not None and acting.client is not None:
            acting.send(json_object({"type": "settled", **self._settling(acting, change)}))
            acting.socket.flush()
        for peer in list(self.peers):
            if peer is not acting and peer.client is not None:
                self._tell(peer, peer.client.seat_change(change))
        self.pacer.schedule()

    def _answer(self, peer: Peer, change: Change) -> None:
        """Answer the acting *peer*'s intent with its update of *change* (the views, not yet
        settled), sent at once."""
        assert peer.client is not None
        self._tell(peer, peer.client.seat_change(change), self._answering)
        self._answering = None
        peer.socket.flush()
        yield_core()

    def _tell(self, peer: Peer, change: SeatChange, answers: int | None = None) -> None:
        """Send *peer* its update of *change*; one that *answers* its intent is not settled
        (see :meth:`_step`)."""
        action = None if change.action is None else Encoded(to_json(change.action))
        snapshot = self.snapshot(peer, change, settled=answers is None)
        peer.send(json_object({"type": "update", "seat": change.seat,
                               "events": self._events(change.events), "action": action,
                               "answers": answers, "snapshot": snapshot}))

    def _events(self, events: list[Event]) -> Encoded:
        """The events as JSON text, made once a step for each list of them the peers see
        (most see the same)."""
        key = tuple(map(id, events))
        held = self._event_texts.get(key)
        if held is None:
            held = self._event_texts[key] = (events, Encoded(to_json(events)))
        return held[1]


class Announcer(QObject):
    """Tells the local network about a host's table every *interval_ms* (UDP)."""

    def __init__(self, host: Host, port: int, name: str, *, to: QHostAddress | None = None,
                 to_port: int = DISCOVERY_PORT, interval_ms: int = 1000,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port, self.name = host, port, name
        self.to = to if to is not None else QHostAddress(QHostAddress.SpecialAddress.Broadcast)
        self.to_port = to_port
        self.socket = QUdpSocket(self)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.announce)
        self.timer.start(interval_ms)

    def announce(self) -> None:
        game = self.host.game_id
        message = Announce(version=VERSION, game=game, host=self.name[:40] or "Host",
                           port=self.port, open_seats=len(self.host.free_seats()),
                           password=self.host.password is not None,
                           in_play=self.host.table is not None,
                           held_seats=len(self.host.held_seats()))
        self.socket.writeDatagram(encode(message), self.to, self.to_port)

    def stop(self) -> None:
        self.timer.stop()
        self.socket.close()
