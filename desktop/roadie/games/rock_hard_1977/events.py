"""What happened, for logs, animation and the network. ``seat`` is who it happened to."""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from roadie.core.game import Event


class Kept(Event):
    """A draft choice; ``card`` is ``None`` where the choice is secret from the viewer."""

    kind: Literal["kept"] = "kept"
    step: str
    card: str | None


class Stage(Event):
    """A phase began (``prep`` reveals the month's Event and Random Gig)."""

    kind: Literal["stage"] = "stage"
    round: int
    stage: str
    event: str | None = None
    gig: str | None = None


class Placed(Event):
    kind: Literal["placed"] = "placed"
    space: str
    paid: int = 0


class Changed(Event):
    """A player's amount changed (``what`` a resource or a token), and why."""

    kind: Literal["changed"] = "changed"
    what: str
    amount: int
    why: str


class Rolled(Event):
    kind: Literal["rolled"] = "rolled"
    value: int
    why: str


class Drew(Event):
    """A card drawn face up (Sugar Rush, Hang Out) or dealt to the box."""

    kind: Literal["drew"] = "drew"
    card: str
    deck: str


class Scored(Event):
    """Fame from a bonus, goal, set, Hot Hang Out or end-game line."""

    kind: Literal["scored"] = "scored"
    what: str
    fame: int


class TurnEnded(Event):
    kind: Literal["turn_ended"] = "turn_ended"


class GameEnded(Event):
    kind: Literal["game_ended"] = "game_ended"
    winners: list[int]


@lru_cache(maxsize=4096)
def changed(*, seat: int, what: str, amount: int, why: str) -> Changed:
    """The Changed event of these fields, validated once and then shared (events are frozen;
    the rules report one or two an action)."""
    return Changed(seat=seat, what=what, amount=amount, why=why)


@lru_cache(maxsize=1024)
def placed(*, seat: int, space: str, paid: int) -> Placed:
    """The Placed event of these fields, validated once and then shared."""
    return Placed(seat=seat, space=space, paid=paid)


@lru_cache(maxsize=8)
def turn_ended(*, seat: int) -> TurnEnded:
    """The TurnEnded event of a seat, validated once and then shared."""
    return TurnEnded(seat=seat)


@lru_cache(maxsize=64)
def stage(*, round: int, stage: str) -> Stage:
    """The Stage event of a phase that reveals nothing, validated once and then shared."""
    return Stage(round=round, stage=stage)
