"""The LAN protocol: the messages a host and its peers trade, and how they are framed.

Every frame is a 4-byte big-endian length, then that many bytes of UTF-8 JSON: one
message, validated by pydantic with unknown fields refused and every string and list
bounded. A peer says ``hello`` once (the protocol version, a name, the room password);
every later message carries the secret token the host gave it (in the lobby's ``room``, or
the ``welcome`` of a game under way). In the lobby peers sit, stand and say they are ready;
the host starts the game and each peer gets its ``welcome``. The host sends a
seat only what that seat may see: its view, the public view, its legal actions and the
events ``Game.view_events`` lets it see. Nothing here runs what it receives: JSON into
plain values, never pickle or eval. No Qt: the sockets live in ``host.py`` and ``client.py``.
"""

from __future__ import annotations

import hashlib
import struct
import unicodedata
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, TypeAdapter, ValidationError
from pydantic_core import to_json

from roadie.core.errors import RoadieError

VERSION = 9
"""The protocol version; a peer of another version is refused at ``hello``."""
CHAT_MAX = 200
"""The longest chat line, in characters."""
NAME_MAX = 40
"""The longest name (a player's, a table's), in characters."""
MAX_FRAME = 1 << 20
"""The largest frame either side reads (a snapshot of a 5-seat game is well under 64 KiB)."""
HEADER = struct.Struct(">I")
DISCOVERY_PORT = 45_741
"""The UDP port hosts announce their tables on."""



def plain_text(text: str, limit: int) -> str:
    """*text* as one plain line: control and format characters (line breaks, bidi
    overrides, zero-width joiners) become spaces, runs of spaces one, at most *limit*
    characters. Every name and chat line crossing the network is cleaned so, on both sides."""
    plain = "".join(" " if unicodedata.category(c) in ("Cc", "Cf", "Zl", "Zp", "Cs")
                    else c for c in text)
    return " ".join(plain.split())[:limit].rstrip()


def plain_name(text: str) -> str:
    """*text* as a name (:func:`plain_text`); ``ValueError`` when nothing is left of it."""
    name = plain_text(text, NAME_MAX)
    if not name:
        raise ValueError("a name needs a visible character")
    return name


def chat_text(text: str) -> str:
    """*text* as one plain line for the chat (:func:`plain_text`, :data:`CHAT_MAX`)."""
    return plain_text(text, CHAT_MAX)


Name = Annotated[str, Field(min_length=1, max_length=100), AfterValidator(plain_name)]
"""A name as it crosses the network: cleaned on arrival (:func:`plain_name`)."""


def _chat_line(text: str) -> str:
    line = chat_text(text)
    if not line:
        raise ValueError("a chat line needs a visible character")
    return line


ChatText = Annotated[str, Field(min_length=1, max_length=CHAT_MAX), AfterValidator(_chat_line)]
"""A chat line as the host echoes it: cleaned again on arrival."""
Token = Annotated[str, Field(min_length=16, max_length=64, pattern=r"^[0-9a-f]+$")]
Text = Annotated[str, Field(max_length=500)]
Json = dict[str, Any]
Params = dict[Annotated[str, Field(max_length=40)], str | int | float | bool | None]


class NetError(RoadieError):
    """A network failure, with one line to show the player (refused, timed out, ...)."""


Code = Literal["frame", "malformed", "version", "password", "invite", "full", "busy", "token",
               "order", "internal", "closing", "replaced", "rate", "timeout"]
"""Why the host did not take a message (or closed the connection)."""


class ProtocolError(RoadieError):
    """A frame or message that breaks the protocol; ``code`` names the kind."""

    def __init__(self, code: Code, text: str) -> None:
        self.code, self.text = code, text
        super().__init__(text)


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- a peer to the host -------------------------------------------------------------------------
class Hello(Message):
    """The first message of a peer: who it is, and the token of a seat it held (to rejoin)."""

    type: Literal["hello"] = "hello"
    version: int
    name: Name
    password: Annotated[str, Field(max_length=100)] | None = None
    token: Token | None = None
    spectate: bool = False
    """Watch the table (public information only) rather than take a seat."""
    invite: Annotated[str, Field(max_length=16)] | None = None
    """The code the host shows for a seat it keeps for this peer: it claims that seat (a
    name alone never does)."""


class Intent(Message):
    """An action the peer's seat means to take; the host answers with the ``update`` of the
    step it made (``answers``), ``refused``, or for a check ``accepted``."""

    type: Literal["intent"] = "intent"
    token: Token
    id: int = Field(ge=0, lt=2**31)
    action: Json
    check: bool = False
    """Only ask whether the rules would take it ("why not?"): nothing is applied."""


class Resync(Message):
    """Send me my snapshot again."""

    type: Literal["resync"] = "resync"
    token: Token


class Ping(Message):
    """The peer's heartbeat (the host drops a peer it has not heard from for a while)."""

    type: Literal["ping"] = "ping"
    token: Token
    id: int = Field(ge=0, lt=2**31)
    rtt_ms: int | None = Field(default=None, ge=0, lt=600_000)
    """The round trip this peer measured last (shown in the lobby)."""


class Sit(Message):
    """In the lobby: take this open seat, or stand up and watch (``None``)."""

    type: Literal["sit"] = "sit"
    token: Token
    seat: int | None = Field(ge=0, lt=16)


class Ready(Message):
    """In the lobby: this peer is (no longer) ready to play."""

    type: Literal["ready"] = "ready"
    token: Token
    ready: bool


class Chat(Message):
    """A line for the table's chat (plain text; the host cleans it before it is echoed)."""

    type: Literal["chat"] = "chat"
    token: Token
    text: Annotated[str, Field(min_length=1, max_length=CHAT_MAX)]


class Bye(Message):
    type: Literal["bye"] = "bye"
    token: Token | None = None


class PauseAsk(Message):
    """Pause the table (``paused``), or let it go on: asked of the host, which decides."""

    type: Literal["pause"] = "pause"
    token: Token
    paused: bool


PeerMessage = Annotated[Hello | Intent | Resync | Ping | Chat | Bye | Sit | Ready | PauseAsk,
                        Field(discriminator="type")]


# --- the host to a peer -------------------------------------------------------------------------
class SeatInfo(Message):
    name: Name
    kind: Literal["human", "bot", "remote"]


class Snapshot(Message):
    """All a seat may know of the match now."""

    own: Json | None = None
    """The fields of the seat's view that are not the public view's (a spectator has none):
    the seat's view is :attr:`public` with these. In an update ``None``: those held, with
    what the public patch changes of them (:func:`carried`) and :attr:`own_patch` applied."""
    own_patch: Json | None = None
    """What turns the seat's fields held, carried along by the public patch, into the new
    ones (see :func:`patch_of`); ``None``: nothing."""
    public: Json | None = None
    """The view every seat shares (a spectator's): what the peers hash and compare; in an
    update ``None``: the last one with :attr:`public_patch` applied."""
    public_patch: Json | None = None
    public_hash: str | None = Field(default=None, max_length=64)
    """The host's hash of the public view: a peer that decodes another has a broken copy.
    ``None`` only in the update that answers the peer's intent: this, the score, the legal
    actions and the history come in the :class:`Settled` right after it."""
    legal: list[Json] | None = Field(default=None, max_length=20_000)
    """The seat's legal actions (none unless it may act now); ``None`` in an update when
    they are as in the seat's last snapshot."""
    active: list[int] = Field(max_length=16)
    over: bool
    real_time: bool
    clock: float
    score: Json | None = None
    """The public score; in an update ``None`` when it did not change."""
    history: list[list[int]] | None = Field(default=None, max_length=100_000)
    """The public totals after setup and every action: in a welcome and a resync only (after
    an update the peer adds the score's totals itself)."""
    actions: int = Field(ge=0)
    seats: list[SeatInfo] | None = Field(default=None, max_length=16)
    """Who sits where now (peers join, leave, bots take over); in an update ``None`` when
    that did not change."""


class Welcome(Message):
    """The game is on: the peer's seat (``None`` for a spectator), token and first snapshot."""

    type: Literal["welcome"] = "welcome"
    version: int
    seat: int | None = Field(default=None, ge=0, lt=16)
    token: Token
    game: Annotated[str, Field(max_length=40)]
    options: Json
    opening: list[Json] = Field(max_length=1000)
    snapshot: Snapshot


class Update(Message):
    """One step of the match, as the peer's seat may know it, and where it left the table."""

    type: Literal["update"] = "update"
    seat: int | None = None
    events: list[Json] = Field(max_length=1000)
    action: Json | None = None
    """Given to the seat that took it only."""
    answers: int | None = None
    """The intent of this peer that made the step (its events are the intent's answer)."""
    snapshot: Snapshot


class Settled(Message):
    """What settles the step whose update answered this peer's intent (made after the answer
    left): the fields of :class:`Snapshot` the answer did not carry."""

    type: Literal["settled"] = "settled"
    public_hash: str = Field(max_length=64)
    score: Json | None = None
    legal: list[Json] | None = Field(default=None, max_length=20_000)
    history: list[list[int]] | None = Field(default=None, max_length=100_000)


class Accepted(Message):
    """The intent was taken (a check-only intent: would be taken); a taken intent is
    answered by its step's :class:`Update` instead."""

    type: Literal["accepted"] = "accepted"
    id: int
    events: list[Json] = Field(max_length=1000)


class Refused(Message):
    """The rules refused the intent: the rule's id, its English text and the text's values."""

    type: Literal["refused"] = "refused"
    id: int
    rule_id: Annotated[str, Field(max_length=100)]
    text: Text
    params: Params = {}


class Resynced(Message):
    type: Literal["resynced"] = "resynced"
    snapshot: Snapshot


class Pong(Message):
    type: Literal["pong"] = "pong"
    id: int
    clock: float


class ChatLine(Message):
    """A chat line as the host echoes it to everyone: who said it and what (nothing else)."""

    type: Literal["chat_line"] = "chat_line"
    seat: int | None
    name: Name
    text: ChatText


class Error(Message):
    """A message the host did not take, and why; the host's state is unchanged."""

    type: Literal["error"] = "error"
    code: Code
    text: Text
    id: int | None = None
    """The intent it answers, when it answers one."""


Plan = Literal["host", "open", "bot", "reserved"]
"""Who a seat is for: the host's own player, any peer, a bot, or the peer of one name."""


class RoomSeat(Message):
    """A seat in the lobby: what it is for, who sits there, and whether they are ready."""

    plan: Plan
    name: Name | None = None
    """Who sits there (a bot's name; for a free reserved seat, the name it waits for)."""
    taken: bool = False
    level: Annotated[str, Field(max_length=20)] | None = None
    ready: bool = False
    latency_ms: int | None = None


class Room(Message):
    """The lobby as the host holds it now, sent to every peer after each change."""

    type: Literal["room"] = "room"
    version: int
    token: Token
    """The receiving peer's own token."""
    you: int | None = Field(ge=0, lt=16)
    """The seat the receiving peer sits in (``None``: it watches)."""
    game: Annotated[str, Field(max_length=40)]
    options: Json
    seats: list[RoomSeat] = Field(max_length=16)
    spectators: list[Name] = Field(max_length=16)
    password: bool


class PauseState(Message):
    """Every table pauses (``paused``: who paused it), or goes on after a count-in of
    ``count_in_ms`` (the host takes no action until it is over)."""

    type: Literal["paused"] = "paused"
    paused: bool
    by: Name
    seat: int | None = Field(default=None, ge=0, lt=16)
    """The seat of who paused (``None``: the host)."""
    count_in_ms: int = Field(default=0, ge=0, le=10_000)


HostMessage = Annotated[Welcome | Update | Settled | Accepted | Refused | Resynced | Pong
                        | ChatLine | Error | Room | PauseState, Field(discriminator="type")]


class Announce(Message):
    """A host's table, told on the local network by UDP so peers can find it."""

    type: Literal["announce"] = "announce"
    version: int
    game: Annotated[str, Field(max_length=40)]
    host: Name
    port: int = Field(gt=0, lt=65_536)
    open_seats: int = Field(ge=0, lt=16)
    password: bool
    in_play: bool = False
    """The game is under way (a peer may still take an open seat, or watch)."""
    held_seats: int = Field(default=0, ge=0, lt=16)
    """Seats whose players dropped out of the game under way, held for them."""


PEER: TypeAdapter[Any] = TypeAdapter(PeerMessage)
HOST: TypeAdapter[Any] = TypeAdapter(HostMessage)
ANNOUNCE: TypeAdapter[Announce] = TypeAdapter(Announce)


# --- frames -------------------------------------------------------------------------------------
def encode(message: Message) -> bytes:
    """*message* as one frame."""
    return frame(message.model_dump_json(exclude_none=False).encode())


class Encoded(bytes):
    """JSON text made once, to go into several frames as it is."""


def dumps(value: Any) -> Encoded:
    """*value* (plain JSON values, or an :class:`Encoded` text kept as it is) as JSON text."""
    return value if isinstance(value, Encoded) else Encoded(to_json(value))


def json_object(fields: Json) -> Encoded:
    """*fields* (plain JSON values or :class:`Encoded` texts; the names plain words) as a
    JSON object, those of value ``None`` left out (a message's default)."""
    plain: Json = {}
    texts: list[bytes] = []
    for name, value in fields.items():
        if isinstance(value, Encoded):
            texts.append(b'"%s":%s' % (name.encode(), value))
        elif value is not None:
            plain[name] = value
    head = to_json(plain)
    if not texts:
        return Encoded(head)
    return Encoded(head[:-1] + (b"," if plain else b"") + b",".join(texts) + b"}")


def frame(body: bytes) -> bytes:
    """A message's JSON text as one frame (the host builds its frames as plain JSON: the
    peer validates every message it gets)."""
    if len(body) > MAX_FRAME:
        raise ProtocolError("frame", f"a message of {len(body):,} bytes is over the limit")
    return HEADER.pack(len(body)) + body


def decode(body: bytes, adapter: TypeAdapter[Any]) -> Any:
    """The message in a frame's *body*; :class:`ProtocolError` ``malformed`` says why not.

    pydantic reads the JSON itself (bounded nesting, no Python objects made but plain
    values), within the frame's size limit."""
    try:
        return adapter.validate_json(body)
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "message"
        raise ProtocolError("malformed", f"the message is not valid ({where}: "
                                         f"{err['msg'][:200]})") from None


class Framer:
    """Cuts a byte stream into frame bodies; a length over :data:`MAX_FRAME` is refused
    before its body is read (the stream cannot be trusted after that)."""

    def __init__(self, limit: int = MAX_FRAME) -> None:
        self.limit = limit
        self._buffer = bytearray()

    def feed(self, data: bytes) -> list[bytes]:
        self._buffer += data
        bodies: list[bytes] = []
        while len(self._buffer) >= HEADER.size:
            (size,) = HEADER.unpack_from(self._buffer)
            if size > self.limit:
                raise ProtocolError("frame", f"a frame of {size:,} bytes is over the limit "
                                             f"of {self.limit:,}")
            if len(self._buffer) < HEADER.size + size:
                break
            bodies.append(bytes(self._buffer[HEADER.size:HEADER.size + size]))
            del self._buffer[:HEADER.size + size]
        return bodies

    def pending(self) -> int:
        """Bytes of an unfinished frame held."""
        return len(self._buffer)


def patch_of(old: Json, new: Json) -> Json | None:
    """What turns *old* into *new* (dumps of one model, or *old* empty): ``{"set": {key:
    value}, "sub": {key: patch}}``, a list's keys its indexes; ``None`` when they are equal."""
    if old == new:
        return None
    return _patch(old, new) if old.keys() == new.keys() else {"set": dict(new), "sub": {}}


def _patch(old: Any, new: Any) -> Json:
    sets: Json = {}
    subs: Json = {}
    for key, now in (new.items() if isinstance(new, dict) else enumerate(new)):
        was = old[key]
        if was == now:
            continue
        if _same_shape(was, now):
            subs[str(key)] = _patch(was, now)
        else:
            sets[str(key)] = now
    return {"set": sets, "sub": subs}


def _same_shape(old: Any, new: Any) -> bool:
    """Whether *new* may be sent as a patch of *old*: dicts of the same keys, lists of the
    same length."""
    kind = type(new)
    if kind is not type(old):
        return False
    if kind is dict:
        return bool(old.keys() == new.keys())
    return kind is list and len(old) == len(new)


def patched(old: Json, patch: Json) -> Json:
    """*old* with *patch* (of :func:`patch_of`) applied; *old* is left as it was.
    :class:`ProtocolError` ``malformed`` if the patch does not fit."""
    try:
        result: Json = _apply(old, patch)
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        raise ProtocolError("malformed", "a patch that does not fit the view") from None
    return result


def _apply(old: Any, patch: Json) -> Any:
    new = old.copy()
    if isinstance(old, dict):
        new.update(patch["set"])
        for name, sub in patch["sub"].items():
            new[name] = _apply(old[name], sub)
        return new
    for name, value in patch["set"].items():
        new[int(name)] = value
    for name, sub in patch["sub"].items():
        index = int(name)
        new[index] = _apply(old[index], sub)
    return new


def carried(own: Json, public_patch: Json | None) -> Json:
    """*own* (fields of a seat's view) with what *public_patch* changes of those fields
    (:class:`ProtocolError` ``malformed`` if the patch does not fit)."""
    if public_patch is None:
        return own
    try:
        part = {"set": {k: v for k, v in public_patch["set"].items() if k in own},
                "sub": {k: v for k, v in public_patch["sub"].items() if k in own}}
    except (KeyError, AttributeError, TypeError):
        raise ProtocolError("malformed", "a patch that does not fit the view") from None
    return patched(own, part) if part["set"] or part["sub"] else own


def view_hash(view: BaseModel) -> str:
    """The hash of a view as every peer serialises it (host and peers hold the same class)."""
    return dump_hash(view.model_dump(mode="json"))


def dump_hash(dump: Json) -> str:
    """The hash of a view's dump (:func:`view_hash` from the dump the host made anyway)."""
    return hashlib.sha256(to_json(dump)).hexdigest()


# --- rate limits --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Limits:
    """How fast a peer may send: (messages a second, burst) for each kind of message."""

    intents: tuple[float, float] = (50.0, 100.0)
    """Actions, seat moves and ready: far beyond a human; a headless bot is paced below it."""
    chat: tuple[float, float] = (1.0, 5.0)
    other: tuple[float, float] = (20.0, 40.0)
    """Pings, resyncs and the rest."""


class Bucket:
    """A token bucket: *burst* messages at once, refilled at *rate* a second."""

    def __init__(self, rate: float, burst: float, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.level, self.at = burst, now

    def take(self, now: float) -> bool:
        """Spend one message if the bucket holds one."""
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True
