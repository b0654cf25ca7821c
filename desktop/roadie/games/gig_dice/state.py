"""The Gig dice tray's state: each seat's Gig area and fixer area."""

from __future__ import annotations

from pydantic import BaseModel, Field

from roadie.core.dice import Area, Die
from roadie.core.game import GameOptions, GameState
from roadie.core.text import QT_TRANSLATE_NOOP as _


class GigDiceOptions(GameOptions):
    """Options of a session at the tray."""

    players: int = Field(ge=2, le=4)
    turn_limit: int | None = Field(default=None, ge=1, le=200,
                                   title=_("options", "End after this many rounds"))
    """Rounds after which the session ends by itself, without a winner (rule table.end)."""
    max_dice: int = Field(default=12, ge=1, le=30, title=_("options", "Dice per area"))
    """How many dice one area holds (rule table.space)."""


class SeatDice(BaseModel):
    """One seat's dice: its Gig area (friendly Gigs) and its fixer area."""

    gig: list[Die] = []
    fixer: list[Die] = []

    def area(self, area: Area) -> list[Die]:
        return self.gig if area is Area.GIG else self.fixer


class GigDiceState(GameState):
    options: GigDiceOptions
    seats: list[SeatDice]
    turn: int = 0
    """The seat whose turn it is."""
    round: int = 1
    next_die_id: int = 1
    over: bool = False


class Located(BaseModel):
    """Where a die lies: its owner, its area, and the die itself."""

    owner: int
    area: Area
    die: Die
