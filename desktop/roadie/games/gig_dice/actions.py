"""What a seat can do at the Gig dice tray, as typed values."""

from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import Field, TypeAdapter

from roadie.core.dice import Area
from roadie.core.game import Action

MAX_STEP = 19


class AddDie(Action):
    """Roll a new die of a type into one of your own areas."""

    kind: Literal["add"] = "add"
    sides: int
    area: Area = Area.GIG


class Reroll(Action):
    """Roll a die in a Gig area again."""

    kind: Literal["reroll"] = "reroll"
    die: int


class RemoveDie(Action):
    """Take a friendly Gig or a rival's Gig off the table (never a fixer die, 6.1.3-6.1.4)."""

    kind: Literal["remove"] = "remove"
    die: int


class MoveDie(Action):
    """Move a friendly Gig to your fixer area, keeping its value (6.2.6)."""

    kind: Literal["move"] = "move"
    die: int


class Adjust(Action):
    """Increase (``by`` > 0) or decrease (``by`` < 0) a Gig (6.4) to the value ``by`` reaches.

    19 is the longest step any die can take (a d20 from 1 to 20).
    """

    kind: Literal["adjust"] = "adjust"
    die: int
    by: int = Field(ge=-MAX_STEP, le=MAX_STEP)


class SetDie(Action):
    """Set a Gig to a face (6.5)."""

    kind: Literal["set"] = "set"
    die: int
    value: int


class Swap(Action):
    """Swap a friendly Gig with a rival Gig (6.7)."""

    kind: Literal["swap"] = "swap"
    mine: int
    theirs: int


class Steal(Action):
    """Steal a rival Gig (6.8)."""

    kind: Literal["steal"] = "steal"
    die: int


class EndTurn(Action):
    """Pass the turn clockwise (Roadie's own turn handling)."""

    kind: Literal["end_turn"] = "end_turn"


class EndSession(Action):
    """End the session for everyone; nobody wins it."""

    kind: Literal["end_session"] = "end_session"
    people_only: ClassVar[bool] = True


GigDiceAction = Annotated[
    AddDie | Reroll | RemoveDie | MoveDie | Adjust | SetDie | Swap | Steal | EndTurn | EndSession,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[GigDiceAction] = TypeAdapter(GigDiceAction)
