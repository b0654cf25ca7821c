"""What happened at the companion table, for logs, animation and the network."""

from __future__ import annotations

from typing import Literal

from roadie.core.dice import Area, Die
from roadie.core.game import Event


class DieAdded(Event):
    kind: Literal["die_added"] = "die_added"
    die: Die
    area: Area


class DieRolled(Event):
    kind: Literal["die_rolled"] = "die_rolled"
    die: int
    owner: int
    value: int


class DieRemoved(Event):
    kind: Literal["die_removed"] = "die_removed"
    die: int
    owner: int
    area: Area


class DieMoved(Event):
    kind: Literal["die_moved"] = "die_moved"
    die: int
    to: Area


class DieChanged(Event):
    """An adjust (6.4) or a set (6.5)."""

    kind: Literal["die_changed"] = "die_changed"
    die: int
    owner: int
    before: int
    after: int
    how: Literal["increase", "decrease", "set"]


class DiceSwapped(Event):
    kind: Literal["dice_swapped"] = "dice_swapped"
    mine: int
    theirs: int
    rival: int


class DieStolen(Event):
    kind: Literal["die_stolen"] = "die_stolen"
    die: int
    rival: int


class TurnPassed(Event):
    kind: Literal["turn_passed"] = "turn_passed"
    to: int
    round: int


class SessionEnded(Event):
    kind: Literal["session_ended"] = "session_ended"
    reason: Literal["players", "turn_limit"]
