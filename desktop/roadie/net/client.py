"""A seat played from across the network: :class:`RemoteClient` is a :class:`TableClient`.

It holds what the host sent its seat (the view, the public view, the legal actions, the
public score) and nothing else. :meth:`RemoteClient.submit` sends the intent and waits,
on a local event loop, for the host's answer: it returns the events or raises the
:class:`RuleViolation` like :class:`LocalClient`, so every table plays over the network
unchanged. Before the game a :class:`Guest` sits in the host's lobby (takes a seat, says
it is ready, chats) until the host begins and hands it its client. :class:`Finder` hears
the tables hosts announce on the local network. Both keep the connection alive with a
heartbeat and give up on a host that falls silent. A client whose host goes away tries to
rejoin its seat with its token, more slowly each time (the host may be hosting the game
again from its autosave), and says so with :attr:`RemoteClient.lost` and
:attr:`RemoteClient.back`.
"""

from __future__ import annotations

import contextlib
import gc
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpSocket, QUdpSocket

from roadie.core.errors import RuleViolation
from roadie.core.game import Event, GameInfo, GameOptions, ScoreSheet
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.match.client import SeatChange, TableClient
from roadie.match.signal import Signal as PlainSignal
from roadie.net.codec import Codec, codec
from roadie.net.failures import SocketError, line, socket_failure
from roadie.net.protocol import (
    ANNOUNCE,
    DISCOVERY_PORT,
    HOST,
    NAME_MAX,
    VERSION,
    Accepted,
    Announce,
    Bye,
    Chat,
    ChatLine,
    Error,
    Framer,
    Hello,
    Intent,
    Message,
    NetError,
    PauseAsk,
    PauseState,
    Ping,
    Pong,
    ProtocolError,
    Ready,
    Refused,
    Resync,
    Resynced,
    Room,
    SeatInfo,
    Settled,
    Sit,
    Snapshot,
    Update,
    Welcome,
    carried,
    decode,
    encode,
    patched,
    plain_text,
    view_hash,
)
from roadie.storage.saves import SeatSpec

TIMEOUT_MS = 5000
"""How long a peer waits for the host to answer."""
BEAT_MS = 1000
"""How often a peer says it is there (and measures its round trip)."""
SILENCE_MS = 10_000
"""How long a peer waits for a word from the host before it gives up on it."""
REJOIN_MS = (250, 500, 1000, 2000, 4000)
"""The pauses before each try to rejoin a host that went away (the last one repeats)."""
REJOIN_FOR_S = 180.0
"""How long a client tries to rejoin before it gives up."""
CHECK_MS = 10_000
"""How much longer a peer waits for a host to check its password or invite code."""
REJOINABLE = (None, "closing", "timeout", "internal", "busy")
"""The host's last word (an error code, or none) after which a client tries to rejoin; after
any other (a wrong version, too many bad messages...) it would be refused again."""
JOIN_FAILURES = {
    "version": _("Network", "The host runs another version of Roadie."),
    "password": _("Network", "The room password is wrong."),
    "full": _("Network", "Every seat at that table is taken (join as a spectator to watch)."),
    "invite": _("Network", "That invite code is not one the host gave out."),
    "busy": _("Network", "The host is busy with other connections: try again."),
    "closing": _("Network", "The host is closing the game."),
}
"""What the player is told when the host turns its hello away, by the host's code."""


class Link(QObject):
    """One TCP connection to a host: messages out as frames, frames in as messages; its
    heartbeat measures the round trip."""

    failed = Signal(str)
    """Why the connection failed or was closed (once)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = QTcpSocket(self)
        self.framer = Framer()
        self.on_message: Callable[[Any], None] = lambda message: None
        self.tap: Callable[[bytes], None] | None = None
        """Given every byte received (tests scan them for secrets)."""
        self.failure = ""
        """Why the connection failed or was closed, once it has."""
        self.address, self.port = "", 0
        self.last_code: str | None = None
        """The code of the last error the host sent that answered no intent."""
        self.bytes_received = 0
        self.bytes_sent = 0
        self.latency: list[float] = []
        """Round trips of the pings, in seconds."""
        self._pings: dict[int, float] = {}
        self._next_ping = 0
        self.heard = time.monotonic()
        self._heart = QTimer(self)
        self._heart.timeout.connect(self._beat)
        self._token, self._silence_ms = "", SILENCE_MS
        self._loops: list[QEventLoop] = []
        self._inbox: deque[bytes] = deque()
        """Frames received and not yet handed on (see :meth:`_deliver`)."""
        self.socket.readyRead.connect(self._read)
        self.socket.connected.connect(self._connected)
        self.socket.disconnected.connect(
            lambda: self._fail(socket_failure(SocketError.RemoteHostClosedError)))
        self.socket.errorOccurred.connect(self._error)

    def open(self, address: str, port: int, ms: int) -> None:
        """Connect, or raise :class:`NetError` saying why not."""
        self.connect_to(address, port)
        connected = QAbstractSocket.SocketState.ConnectedState
        if not self.wait(lambda: self.socket.state() == connected or bool(self.failure), ms):
            self.socket.abort()
            raise NetError(self.silent(ms))
        if self.failure:
            raise NetError(line(_("Network", "Cannot reach %1: %2"), self.where(), self.failure))

    def where(self) -> str:
        return f"{self.address}:{self.port}"

    def silent(self, ms: int) -> str:
        """The line for a host that did not answer within *ms*."""
        return line(_("Network", "%1 did not answer within %2 s."), self.where(), f"{ms / 1000:g}")

    def _connected(self) -> None:
        self.socket.setSocketOption(QTcpSocket.SocketOption.LowDelayOption, 1)  # no Nagle
        self._wake()

    def connect_to(self, address: str, port: int) -> None:
        """Start connecting (``socket.connected`` or :attr:`failed` tells how it went)."""
        self.address, self.port = address, port
        self.socket.connectToHost(QHostAddress(address), port)

    def fail_after(self, ms: int) -> None:
        """Give up connecting if it has not happened within *ms*."""
        QTimer.singleShot(ms, self, self._not_connected)

    def _not_connected(self) -> None:
        if self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._fail(socket_failure(SocketError.SocketTimeoutError))
            self.socket.abort()

    def send(self, message: Message) -> None:
        if self.socket.state() == QAbstractSocket.SocketState.ConnectedState:
            frame = encode(message)
            self.bytes_sent += len(frame)
            self.socket.write(frame)

    def wait(self, done: Callable[[], bool], ms: int) -> bool:
        """Run the event loop until *done* (checked on every message) or *ms* passed; the
        messages received already are handed on first (the wait may come from the handler
        of the one before)."""
        self._deliver()
        if done():
            return True
        timer = QTimer(self, singleShot=True)
        timer.start(ms)
        while not done() and timer.isActive():
            loop = QEventLoop()
            timer.timeout.connect(loop.quit)
            self._loops.append(loop)
            loop.exec()
            self._loops.remove(loop)
        timer.stop()
        timer.deleteLater()
        return done()

    def wait_here(self, done: Callable[[], bool], ms: int) -> bool:
        """:meth:`wait` on this socket alone, without the event loop (nothing else of the
        process runs meanwhile): for what follows a frame at once, awaited from within a
        handler of that frame (where Qt does not emit ``readyRead`` again)."""
        self._deliver()
        connected = QAbstractSocket.SocketState.ConnectedState
        end = time.monotonic() + ms / 1000
        while not done() and not self.failure and self.socket.state() == connected:
            left = round((end - time.monotonic()) * 1000)
            if left <= 0:
                break
            self.socket.waitForReadyRead(left)
            self._read()
        return done()

    def close(self) -> None:
        self._heart.stop()
        self.socket.disconnectFromHost()

    def ping(self, token: str) -> None:
        """Measure a round trip (added to :attr:`latency` when the pong comes), telling the
        host the shortest of the last few (a busy moment at either end is not the network)."""
        self._next_ping += 1
        self._pings[self._next_ping] = time.perf_counter()
        last = round(min(self.latency[-5:]) * 1000) if self.latency else None
        self.send(Ping(token=token, id=self._next_ping, rtt_ms=last))

    def keep_alive(self, token: str, beat_ms: int = BEAT_MS,
                   silence_ms: int = SILENCE_MS) -> None:
        """Ping every *beat_ms*; give up when the host said nothing for *silence_ms*."""
        self._token, self._silence_ms = token, silence_ms
        self._heart.start(beat_ms)
        self.ping(token)

    def _beat(self) -> None:
        if (time.monotonic() - self.heard) * 1000 > self._silence_ms:
            self._fail(line(_("Network", "The host stopped answering (nothing for %1 s)."),
                            f"{self._silence_ms / 1000:g}"))
            self.socket.abort()
        else:
            self.ping(self._token)

    def _wake(self) -> None:
        for loop in self._loops:
            loop.quit()

    def _read(self) -> None:
        data = bytes(self.socket.readAll().data())
        self.bytes_received += len(data)
        self.heard = time.monotonic()
        if self.tap is not None:
            self.tap(data)
        try:
            self._inbox.extend(self.framer.feed(data))
        except ProtocolError:
            self._fail(line(_("Network", "The host sent something Roadie cannot read.")))
            self.socket.abort()
            return
        self._deliver()
        self._wake()

    def _deliver(self) -> None:
        """Hand on the messages received, in order."""
        while self._inbox:
            body = self._inbox.popleft()
            try:
                message = decode(body, HOST)
                if isinstance(message, Error) and message.id is None:
                    self.last_code = message.code
                if isinstance(message, Pong) and message.id in self._pings:
                    self.latency.append(time.perf_counter() - self._pings.pop(message.id))
                    if len(self.latency) == 1 and self._token:  # tell the host at once
                        self.ping(self._token)
                self.on_message(message)
            except ProtocolError:
                self.failure = line(_("Network", "The host sent something Roadie cannot read."))

    def _error(self, error: SocketError) -> None:
        self._fail(socket_failure(error))

    def _fail(self, why: str) -> None:
        if not self.failure:
            self.failure = why
            with contextlib.suppress(RuntimeError):  # the link went with the application
                self._heart.stop()
                self.failed.emit(why)
        self._wake()


class RemoteClient(TableClient):
    """One seat of a match held by a host elsewhere, played through the same interface as
    :class:`~roadie.match.client.LocalClient`.

    ``seed`` is 0: the match's seed never leaves the host (with it the deck order and
    every future roll could be worked out).
    """

    def __init__(self, link: Link, welcome: Welcome) -> None:
        super().__init__([] if welcome.seat is None else [welcome.seat])
        self.link = link
        self.token = welcome.token
        self.codec: Codec = codec(welcome.game)
        self._options: GameOptions = self.codec.game.options_from_dict(welcome.options)
        self._opening = self.codec.event_list(welcome.opening)
        self._results: dict[int, list[Event] | RuleViolation | NetError] = {}
        self._next_id = 0
        self.chat: PlainSignal[ChatLine] = PlainSignal()
        self.paused: PlainSignal[PauseState] = PlainSignal()
        """The host paused every table, or play goes on after a count-in."""
        self.pause: PauseState | None = None
        """The table is paused or counting in (``None``: in play)."""
        self.lost: PlainSignal[str] = PlainSignal()
        """The host went away (why); the client tries to rejoin unless :attr:`given_up`."""
        self.back: PlainSignal[None] = PlainSignal()
        """The client rejoined its seat (``changed`` follows, with no events)."""
        self.away: str | None = None
        """Why the host is away now (``None``: connected)."""
        self.given_up = False
        """The client stopped trying to rejoin (the seat was refused, or too long passed)."""
        self.refused = False
        """The host would not give the seat back (it gave it to someone else, or refused
        this peer): trying again later is no use."""
        self._closing = False
        self._tries = 0
        self._until = 0.0
        self._anchor = QObject()
        self._old_links: list[Link] = []
        """Owns the rejoin timers (the link they replace may be gone)."""
        self.errors: list[str] = []
        """What the host told this peer it did not take (the game went on)."""
        self._snapshot = welcome.snapshot
        self._hash = ""
        self._unsettled = False
        """The last update answered this peer's intent; what settles it has not come yet."""
        self._seats: list[SeatInfo] = []
        self._history: list[list[int]] = []
        self._received_at = 0.0
        self._view: Any = None
        self._public: Any = None
        self._legal: list[Any] | None = None
        self._score: ScoreSheet | None = None
        """The values decoded from :attr:`_data`, each again only once the host changed it."""
        self._data: dict[str, Any] = {"own": None, "public": {}, "score": {}, "legal": []}
        """The seat's own fields of its view, the public view, the score and the legal
        actions as the host sent them (an update patches the views and leaves out what did
        not change)."""
        self._take(welcome.snapshot)
        self._attach(link)
        gc.freeze()  # what lives now rests out of the collector's way: short passes in play

    def _attach(self, link: Link) -> None:
        if self.link is not link:
            self._old_links.append(self.link)  # timers of the bots playing through it live on
        self.link = link
        link.on_message = self._receive
        link.failed.connect(self._lost)
        link.keep_alive(self.token)

    @classmethod
    def join(cls, address: str, port: int, name: str, *, password: str | None = None,
             token: str | None = None, spectate: bool = False, invite: str | None = None,
             ms: int = TIMEOUT_MS) -> RemoteClient:
        """Take a seat at the game under way at *address*:*port* (rejoin it with *token*;
        watch it with *spectate*); :class:`NetError` with a line to show when that fails."""
        guest = Guest.join(address, port, name, password=password, token=token,
                           spectate=spectate, invite=invite, ms=ms)
        if guest.client is None:
            guest.leave()
            raise NetError(line(_("Network", "That game has not begun yet: join its lobby.")))
        return guest.client

    # --- who sits where -----------------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        return self.codec.game.info

    @property
    def seats(self) -> list[SeatSpec]:
        return [SeatSpec(name=s.name, kind=s.kind) for s in self._seats]

    @property
    def seed(self) -> int:
        return 0

    @property
    def latency(self) -> list[float]:
        """Round trips to the host, in seconds."""
        return self.link.latency

    @property
    def options(self) -> GameOptions:
        return self._options

    # --- reading ------------------------------------------------------------------------------
    def view(self, seat: int | None = None) -> Any:
        shown = self.viewer if seat is None else seat
        if shown in self.own:
            if self._view is None:
                own = self._data["own"]
                public = self._data["public"]
                self._view = self.codec.view(public if own is None else {**public, **own})
            return self._view
        return self.public_view()

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        shown = self.viewer if seat is None else seat
        if shown not in self.own:
            return []
        self._settled()
        if self._legal is None:
            self._legal = self.codec.actions(self._data["legal"])
        return list(self._legal)

    def active_seats(self) -> list[int]:
        return list(self._snapshot.active)

    def is_over(self) -> bool:
        return self._snapshot.over

    def real_time(self) -> bool:
        return self._snapshot.real_time

    def clock(self) -> float:
        return self._snapshot.clock + time.monotonic() - self._received_at

    def score(self) -> ScoreSheet:
        self._settled()
        if self._score is None:
            self._score = ScoreSheet.model_validate(self._data["score"])
        return self._score

    def score_history(self) -> list[list[int]]:
        self._settled()
        return [list(row) for row in self._history]

    def opening(self) -> list[Event]:
        return list(self._opening)

    def actions_taken(self) -> int:
        return self._snapshot.actions

    def public_view(self) -> Any:
        """The view every seat shares (a spectator's)."""
        if self._public is None:
            self._public = self.codec.view(self._data["public"])
        return self._public

    def public_hash(self) -> str:
        """The hash of the public view as this peer decoded it: every peer's agrees."""
        return view_hash(self.public_view())

    def agrees(self) -> bool:
        """Whether this peer sees the public table exactly as the host does."""
        self._settled()
        return self.public_hash() == self._hash

    @property
    def settled(self) -> bool:
        """Whether this peer holds all of the last step (its score, legal actions and hash)."""
        return not self._unsettled

    def _settled(self) -> None:
        """Wait, if need be, for what settles the step that answered this peer's intent
        (the host sends it right after the answer; a table may ask while it draws the
        change, so nothing else runs meanwhile)."""
        if self._unsettled:
            self.link.wait_here(lambda: not self._unsettled or bool(self.link.failure),
                                TIMEOUT_MS)

    # --- acting -------------------------------------------------------------------------------
    def submit(self, action: Any, seat: int | None = None) -> list[Event]:
        return self._intent(action, seat, check=False)

    def why_not(self, action: Any, seat: int | None = None) -> RuleViolation | None:
        """Asks the host (None too when the host cannot be asked)."""
        try:
            self._intent(action, seat, check=True)
        except RuleViolation as refusal:
            return refusal
        except NetError:
            return None
        return None

    def _intent(self, action: Any, seat: int | None, check: bool) -> list[Event]:
        self._seat(seat)
        ident = self._next_id = self._next_id + 1
        data = action if isinstance(action, dict) else self.codec.dump_action(action)
        self.link.send(Intent(token=self.token, id=ident, action=data, check=check))
        self.link.socket.flush()  # it leaves now, not once the wait below is set up
        self.link.wait(lambda: ident in self._results or bool(self.link.failure), TIMEOUT_MS)
        if ident not in self._results:
            raise NetError(self.link.failure or self.link.silent(TIMEOUT_MS))
        result = self._results.pop(ident)
        if isinstance(result, RuleViolation | NetError):
            raise result
        return result

    def can_undo(self, seat: int | None = None) -> bool:
        return False

    def undo(self, seat: int | None = None) -> None:
        raise RuleViolation("roadie/undo", _("rules", "There is nothing of yours to undo."))

    def hold_clock(self, held: bool) -> None:
        """The host keeps the clock: a peer's table going away does not stop the game."""
        del held

    def resync(self) -> None:
        """Ask the host for this seat's snapshot again (and wait for it)."""
        before = self._received_at
        self.link.send(Resync(token=self.token))
        self.link.wait(lambda: self._received_at != before or bool(self.link.failure),
                       TIMEOUT_MS)

    def ping(self) -> None:
        """Measure a round trip to the host (added to :attr:`latency` when it answers)."""
        self.link.ping(self.token)

    def say(self, text: str) -> None:
        self.link.send(Chat(token=self.token, text=text[:500]))

    def ask_pause(self, on: bool) -> None:
        """Ask the host to pause every table (or, if this seat paused, to go on)."""
        self.link.send(PauseAsk(token=self.token, paused=on))

    def close(self, goodbye: bool = True) -> None:
        """Leave the game (and stop any rejoining); without *goodbye* the connection is
        cut without a word, as when a laptop dies."""
        self._closing = True
        with contextlib.suppress(RuntimeError):  # the connection went with its window
            if not goodbye:
                self.link.socket.abort()
                return
            self.link.send(Bye(token=self.token))
            self.link.socket.flush()
            self.link.close()

    # --- the host went away -------------------------------------------------------------------
    def _lost(self, why: str) -> None:
        if self._closing or self.away is not None:
            return
        self.away = why
        if self.link.last_code not in REJOINABLE:  # taken back elsewhere: that one keeps it
            self._give_up(why, refused=self.link.last_code != "replaced")
            return
        self._tries, self._until = 0, time.monotonic() + REJOIN_FOR_S
        self.lost.emit(why)
        self._retry()

    def _retry(self) -> None:
        if time.monotonic() > self._until:
            self._give_up(self.away or "")
            return
        pause = REJOIN_MS[min(self._tries, len(REJOIN_MS) - 1)]
        self._tries += 1
        QTimer.singleShot(pause, self._anchor, self._attempt)

    def _attempt(self) -> None:
        """Connect again and say hello with this seat's token (asynchronously)."""
        if self._closing:
            return
        link = Link()
        seat = self.own[0] if self.own else None
        name = self._seats[seat].name if seat is not None else "Spectator"
        hello = Hello(version=VERSION, name=name or "Guest", token=self.token,
                      spectate=seat is None)
        link.socket.connected.connect(lambda: link.send(hello))
        link.on_message = lambda message: self._answer(link, message)
        link.failed.connect(lambda _why: self._attempt_failed(link))
        link.connect_to(self.link.address, self.link.port)
        link.fail_after(TIMEOUT_MS)

    def _attempt_failed(self, link: Link) -> None:
        if link is self.link:  # it was taken: :meth:`_lost` hears of its end
            return
        if link.last_code in REJOINABLE:
            self._retry()
        else:
            self._give_up(link.failure, refused=True)

    def _answer(self, link: Link, message: Any) -> None:
        if not isinstance(message, Welcome) or self.away is None:
            return
        if message.seat != (self.own[0] if self.own else None):
            link.close()
            self._give_up(line(_("Network", "The host gave this seat to someone else.")),
                          refused=True)
            return
        self.token, self._data = message.token, {"own": None, "public": {}, "score": {},
                                                 "legal": []}
        self._take(message.snapshot)
        self._attach(link)
        self.away = None
        self.back.emit(None)
        self.changed.emit(SeatChange(seat=None))

    def _give_up(self, why: str, refused: bool = False) -> None:
        self.given_up, self.refused = True, refused
        self.away = why or self.away or ""
        self.lost.emit(self.away)

    # --- from the host ------------------------------------------------------------------------
    def _take(self, snapshot: Snapshot) -> None:
        news = self._news(snapshot)
        self._snapshot, self._data = snapshot, {**self._data, **news}
        self._view = None if "own" in news or "public" in news else self._view
        self._public = None if "public" in news else self._public
        if snapshot.seats is not None:
            self._seats = snapshot.seats
        self._received_at = time.monotonic()
        self._unsettled = snapshot.public_hash is None
        if not self._unsettled:
            self._settle(snapshot)

    def _settle(self, step: Snapshot | Settled) -> None:
        """Take the public hash, the score, the legal actions and the history of a step."""
        news = {k: v for k, v in (("score", step.score), ("legal", step.legal)) if v is not None}
        self._data = {**self._data, **news}
        self._legal = None if "legal" in news else self._legal
        self._score = None if "score" in news else self._score
        assert step.public_hash is not None
        self._hash, self._unsettled = step.public_hash, False
        if step.history is not None:
            self._history = step.history
        else:
            self._history.append(self.score().totals)

    def _news(self, snapshot: Snapshot) -> dict[str, Any]:
        """What *snapshot* changes of the views the host sent before (:class:`ProtocolError`
        ``malformed`` for a patch that does not fit)."""
        news: dict[str, Any] = {k: v for k, v in (("own", snapshot.own),
                                                  ("public", snapshot.public)) if v is not None}
        public, held = snapshot.public_patch, self._data["own"]
        if public is not None:
            news["public"] = patched(self._data["public"], public)
        if snapshot.own is None and held is not None:
            own = carried(held, public)
            if snapshot.own_patch is not None:
                own = patched(own, snapshot.own_patch)
            if own is not held:
                news["own"] = own
        return news

    def _receive(self, message: Any) -> None:
        if isinstance(message, Update):
            self._take(message.snapshot)
            action = self.codec.action(message.action) if message.action is not None else None
            events = self.codec.event_list(message.events)
            self.changed.emit(SeatChange(seat=message.seat, action=action, events=events))
            if message.answers is not None:
                self._results[message.answers] = list(events)
        elif isinstance(message, Settled):
            self._settle(message)
        elif isinstance(message, Accepted):
            self._results[message.id] = self.codec.event_list(message.events)
        elif isinstance(message, Refused):
            self._results[message.id] = RuleViolation(message.rule_id, message.text,
                                                      **message.params)
        elif isinstance(message, Resynced):
            self._take(message.snapshot)
        elif isinstance(message, ChatLine):
            self.chat.emit(message)
        elif isinstance(message, PauseState):
            self.pause = message if message.paused or message.count_in_ms else None
            self.paused.emit(message)
        elif isinstance(message, Error) and message.id is not None:
            self._results[message.id] = NetError(message.text)
        elif isinstance(message, Error):
            self.errors.append(message.text)


class Guest(QObject):
    """A peer in a host's lobby: it takes a seat, says it is ready and chats until the
    host begins the game; then :attr:`client` plays its seat (or watches)."""

    room_changed = Signal(object)
    """The :class:`Room` as the host holds it now."""
    chatted = Signal(object)
    """A :class:`ChatLine` (in the lobby and, after, at the table)."""
    started = Signal(object)
    """The game began: the :class:`RemoteClient` of this peer."""
    failed = Signal(str)
    """The connection failed or the host closed it: why."""

    def __init__(self, link: Link, first: Room | Welcome) -> None:
        super().__init__(link)
        self.link = link
        self.room: Room | None = None
        self.client: RemoteClient | None = None
        self.token = first.token
        link.failed.connect(self.failed)
        link.on_message = self._receive
        link.keep_alive(self.token)
        self._receive(first)

    @classmethod
    def join(cls, address: str, port: int, name: str, *, password: str | None = None,
             token: str | None = None, spectate: bool = False, invite: str | None = None,
             ms: int = TIMEOUT_MS) -> Guest:
        """Enter the lobby (or the game under way) hosted at *address*:*port*, with the
        *invite* code of a seat kept for this player; :class:`NetError` with a line to show
        when that fails. A host pauses before it checks a password or code from an address
        that gave a wrong one: the wait for its answer allows for that."""
        link = Link()
        link.open(address, port, ms)
        answers: list[Any] = []
        link.on_message = answers.append
        link.send(Hello(version=VERSION, name=plain_text(name, NAME_MAX) or "Guest",
                        password=password, token=token, spectate=spectate,
                        invite=invite or None))
        secret = password is not None or bool(invite)
        link.wait(lambda: bool(answers) or bool(link.failure), ms + CHECK_MS * secret)
        answer = answers[0] if answers else None
        if isinstance(answer, Room | Welcome):
            return cls(link, answer)
        link.socket.abort()
        if isinstance(answer, Error):
            turned = JOIN_FAILURES.get(answer.code, _("Network", "The host turned this peer away."))
            raise NetError(line(turned))
        raise NetError(link.failure or link.silent(ms))

    def sit(self, seat: int | None) -> None:
        """Take *seat*, or stand up and watch (``None``)."""
        self.link.send(Sit(token=self.token, seat=seat))

    def ready(self, ready: bool = True) -> None:
        self.link.send(Ready(token=self.token, ready=ready))

    def say(self, text: str) -> None:
        self.link.send(Chat(token=self.token, text=text[:500]))

    def leave(self) -> None:
        """Say goodbye and close the connection (the game's too, once it began)."""
        if self.client is not None:
            self.client.close()
        else:
            self.link.send(Bye(token=self.token))
            self.link.socket.flush()
            self.link.close()

    def _receive(self, message: Any) -> None:
        if isinstance(message, Room):
            self.room = message
            self.room_changed.emit(message)
        elif isinstance(message, ChatLine):
            self.chatted.emit(message)
        elif isinstance(message, Welcome):
            self.client = RemoteClient(self.link, message)
            self.client.chat.connect(self.chatted.emit)
            self.started.emit(self.client)


@dataclass(frozen=True)
class Found:
    """A table a host announced: where to join it, and what it is."""

    address: str
    port: int
    announce: Announce


class Finder(QObject):
    """Hears the tables hosts announce on the local network (UDP)."""

    found = Signal(object)
    """A :class:`Found` table, each time it is announced."""

    def __init__(self, port: int = DISCOVERY_PORT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.socket = QUdpSocket(self)
        self.tables: dict[tuple[str, int], Found] = {}
        mode = (QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint)
        if not self.socket.bind(QHostAddress(QHostAddress.SpecialAddress.AnyIPv4), port, mode):
            raise NetError(line(_("Network", "Cannot listen for tables on port %1: %2"), port,
                                socket_failure(self.socket.error())))
        self.port = int(self.socket.localPort())
        self.socket.readyRead.connect(self._read)

    def _read(self) -> None:
        while self.socket.hasPendingDatagrams():
            datagram = self.socket.receiveDatagram(8192)
            data = bytes(datagram.data().data())
            frames = Framer(8192)
            try:
                bodies = frames.feed(data)
                announce = decode(bodies[0], ANNOUNCE) if len(bodies) == 1 else None
            except ProtocolError:
                continue
            if announce is None or announce.version != VERSION:
                continue
            address = datagram.senderAddress().toString()
            table = Found(address, announce.port, announce)
            self.tables[(address, announce.port)] = table
            self.found.emit(table)

    def close(self) -> None:
        self.socket.close()
