"""The Gig dice tray's state: each seat's Gig area and fixer area."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from roadie.core.clone import clone
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

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> GigDiceState:
        """A copy to play on without touching this one (what search makes for every playout):
        the areas are copied; the frozen options and the dice are shared, since the rules
        never change a die in place but put a changed copy in its place (``rules.changed``)."""
        del memo
        return clone(self, rng=clone(self.rng),
                     seats=[clone(s, gig=s.gig.copy(), fixer=s.fixer.copy()) for s in self.seats])


class Located(BaseModel):
    """Where a die lies: its owner, its area, its place in the area, and the die itself."""

    owner: int
    area: Area
    index: int
    die: Die
