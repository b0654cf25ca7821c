"""What happened on Royal Street, for logs, animation and the network.

``seat`` is the player who acted; events of the Robot have ``robot=True`` and no seat.
"""

from __future__ import annotations

from typing import Literal

from roadie.core.game import Event


class SongFinished(Event):
    kind: Literal["song_finished"] = "song_finished"
    robot: bool = False
    song: str
    crowd: int
    card: str = ""
    """The crowd card it was played for (the street changes after a pay-out)."""
    to_crowd: int
    kept: int
    matched: bool
    dollars: int


class EnergyReturned(Event):
    kind: Literal["energy_returned"] = "energy_returned"
    member: int
    amount: int


class AbilityUsed(Event):
    kind: Literal["ability_used"] = "ability_used"
    song: str
    ability: str
    dollars: int = 0
    detail: tuple[int, ...] = ()
    """What the ability moved: energy per member, crowd positions and amount, or how many songs
    were recalled."""
    songs: tuple[str, ...] = ()
    """The songs recalled from the (face-down) discard pile: only their owner is told them."""
    crowds: tuple[str, ...] = ()
    """The crowd cards at the positions *detail* names, in its order (moves and swaps)."""


class AbilitySkipped(Event):
    kind: Literal["ability_skipped"] = "ability_skipped"
    song: str


class Tipped(Event):
    kind: Literal["tipped"] = "tipped"
    member: int
    amount: int


class SongLearned(Event):
    kind: Literal["song_learned"] = "song_learned"
    song: str | None
    """``None``: learnt blind from the deck, as the other seats are told it."""
    source: Literal["market", "deck"]
    refill: str | None = None
    """The song that refilled the Melody Market slot, if any."""


class SongPlayed(Event):
    kind: Literal["song_played"] = "song_played"
    robot: bool = False
    song: str
    crowd: int
    card: str = ""
    """The crowd card it is played for."""
    energy: int
    dollars: int = 0
    """A Standard's cost paid in dollars."""
    energy_paid: int = 0
    """A Standard's cost paid in energy."""


class Passed(Event):
    kind: Literal["passed"] = "passed"


class TurnStarted(Event):
    kind: Literal["turn_started"] = "turn_started"


class RobotRefilled(Event):
    kind: Literal["robot_refilled"] = "robot_refilled"
    what: Literal["energy", "deck"]


class RobotOutOfEnergy(Event):
    """The Robot has no energy left and the box no set: the song it flipped goes unplayed."""

    kind: Literal["robot_out_of_energy"] = "robot_out_of_energy"
    robot: bool = True
    song: str


class CrowdPaid(Event):
    kind: Literal["crowd_paid"] = "crowd_paid"
    crowd: str
    first: list[int]
    """Who took first place (player seats; the Robot is the number of players)."""
    first_payout: int
    threshold: list[int]
    threshold_payout: int
    mood_to: int | None
    """Who took the mood token; ``None``: it went to the box."""


class RoundStarted(Event):
    kind: Literal["round_started"] = "round_started"
    round: int
    first: int | None
    """The starting player; ``None``: the Robot starts."""
    crowds: list[str]


class GameEnded(Event):
    kind: Literal["game_ended"] = "game_ended"
    winners: list[int]
