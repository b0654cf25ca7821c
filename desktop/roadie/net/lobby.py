"""The lobby of a LAN game before it starts: who sits where and who is ready (no Qt).

The host plans each seat: its own player's, open to any peer, a bot's, or reserved for
the peer of one name, who claims it with the short invite code the host shows for it (a
name alone claims nothing). Peers enter (a seat is found for them unless they came to
watch), move between free seats, stand up to watch, and say they are ready. The host may start
once every open and reserved seat is taken and everyone seated is ready. Peers are known
by their secret token; what each is told is a :class:`~roadie.net.protocol.Room`.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field
from typing import Any

from roadie.net.protocol import VERSION, Plan, ProtocolError, Room, RoomSeat
from roadie.storage.saves import SeatSpec

INVITE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""The letters of an invite code: none that reads as another (no I, L, O, 0 or 1)."""


def invite_code() -> str:
    """A fresh invite code: six letters, about 30 bits."""
    return "".join(secrets.choice(INVITE_LETTERS) for _ in range(6))


def same_code(given: str | None, code: str) -> bool:
    """Whether *given* (as a player typed it: any case, spaces and dashes) is *code*."""
    typed = "".join(c for c in (given or "").upper() if c.isalnum())
    return secrets.compare_digest(typed.encode(), code.encode())


@dataclass(frozen=True)
class SeatPlan:
    """Who a seat is for; *name* is the host's or the bot's name, or whom a seat is kept for."""

    plan: Plan
    name: str = ""
    level: str = "normal"

    def awaits(self) -> bool:
        """Whether a peer must take this seat before the game can start."""
        return self.plan in ("open", "reserved")


@dataclass
class Lobby:
    """The seats of a game about to start, and the peers in its lobby."""

    game: str
    options: dict[str, Any]
    plans: list[SeatPlan]
    password: bool = False
    names: dict[str, str] = field(default_factory=dict)
    """Each peer's name, by token."""
    sitting: dict[int, str] = field(default_factory=dict)
    """The token of the peer in each taken seat."""
    ready: set[str] = field(default_factory=set)
    latency: dict[str, int] = field(default_factory=dict)
    """Each peer's last round trip to the host, in milliseconds."""
    invites: dict[int, str] = field(default_factory=dict)
    """The code that claims each reserved seat (made here unless given; shown by the host,
    never sent to a peer)."""
    claims: dict[str, int] = field(default_factory=dict)
    """The reserved seat each peer claimed with its code, by token."""

    def __post_init__(self) -> None:
        for seat, plan in enumerate(self.plans):
            if plan.plan == "reserved" and seat not in self.invites:
                self.invites[seat] = invite_code()

    # --- peers come and go -----------------------------------------------------------------------
    def claimed(self, invite: str | None) -> int | None:
        """The reserved seat whose code *invite* is (``None``: none)."""
        return next((s for s, code in self.invites.items() if same_code(invite, code)), None)

    def enter(self, token: str, name: str, spectate: bool = False,
              invite: str | None = None) -> None:
        """A peer comes in: to the seat its invite code claims, else the first open seat,
        else (or when it came to watch) among the spectators."""
        self.names[token] = name
        kept = self.claimed(invite)
        if kept is not None:
            self.claims[token] = kept
        if spectate:
            return
        free = self.free_seats(token)
        if free:
            self.sitting[kept if kept in free else free[0]] = token

    def leave(self, token: str) -> None:
        self._stand(token)
        self.names.pop(token, None)
        self.latency.pop(token, None)
        self.claims.pop(token, None)

    def sit(self, token: str, seat: int | None) -> None:
        """Move the peer to *seat* (``None``: stand up and watch); it is no longer ready."""
        if seat is not None and seat not in self.free_seats(token):
            raise ProtocolError("order", f"Seat {seat + 1} is not free for you.")
        self._stand(token)
        if seat is not None:
            self.sitting[seat] = token

    def set_ready(self, token: str, ready: bool) -> None:
        if self.seat_of(token) is None:
            raise ProtocolError("order", "Take a seat before you say you are ready.")
        (self.ready.add if ready else self.ready.discard)(token)

    def _stand(self, token: str) -> None:
        self.ready.discard(token)
        seat = self.seat_of(token)
        if seat is not None:
            del self.sitting[seat]

    # --- reading ----------------------------------------------------------------------------------
    def seat_of(self, token: str) -> int | None:
        return next((s for s, t in self.sitting.items() if t == token), None)

    def free_seats(self, token: str) -> list[int]:
        """The seats the peer of *token* may take now: the open ones, and the reserved one
        it claimed with its code."""
        return [s for s, p in enumerate(self.plans) if s not in self.sitting and
                (p.plan == "open" or (p.plan == "reserved" and self.claims.get(token) == s))]

    def can_start(self) -> bool:
        """Every open and reserved seat is taken and everyone seated is ready."""
        awaited = [s for s, p in enumerate(self.plans) if p.awaits()]
        return all(s in self.sitting and self.sitting[s] in self.ready for s in awaited)

    def spectators(self) -> list[str]:
        """The tokens of the peers who watch."""
        seated = set(self.sitting.values())
        return [t for t in self.names if t not in seated]

    def room(self, token: str) -> Room:
        """The lobby as the peer of *token* is told it."""
        return Room(version=VERSION, token=token, you=self.seat_of(token), game=self.game,
                    options=self.options, seats=[self._seat(s) for s in range(len(self.plans))],
                    spectators=[self.names[t][:40] for t in self.spectators()][:16],
                    password=self.password)

    def _seat(self, seat: int) -> RoomSeat:
        plan, token = self.plans[seat], self.sitting.get(seat)
        if token is not None:
            return RoomSeat(plan=plan.plan, name=self.names[token][:40], taken=True,
                            ready=token in self.ready, latency_ms=self.latency.get(token))
        fixed = plan.plan in ("host", "bot")
        return RoomSeat(plan=plan.plan, name=plan.name[:40] or None, taken=fixed, ready=fixed,
                        level=plan.level if plan.plan == "bot" else None)

    def seat_specs(self) -> list[SeatSpec]:
        """The match's seats: the host's own human, its bots, the peers' remote seats."""
        specs: list[SeatSpec] = []
        for seat, plan in enumerate(self.plans):
            if plan.plan == "host":
                specs.append(SeatSpec(name=plan.name or "Host", kind="human"))
            elif plan.plan == "bot":
                specs.append(SeatSpec(name=plan.name or f"Bot {seat + 1}", kind="bot",
                                      level=plan.level))
            else:
                name = self.names.get(self.sitting.get(seat, ""), plan.name)
                specs.append(SeatSpec(name=name or f"Seat {seat + 1}", kind="remote"))
        return specs
