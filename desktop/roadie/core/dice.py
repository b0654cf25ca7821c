"""The Gig dice model (Gig dice, section 6), shared by every game.

A die has a number of sides and a value; the functions here are the rules of
section 6 for one die or a group of dice. Each refusal raises
:class:`RuleViolation` citing its clause and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, model_validator

from roadie.core import dice_rules as _rules  # noqa: F401 - registers section 6
from roadie.core.errors import RuleViolation
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _

SIDES: tuple[int, ...] = (4, 6, 8, 10, 12, 20)
Sides = Literal[4, 6, 8, 10, 12, 20]


class Area(StrEnum):
    """Where a Gig die lies in front of its owner (6.1.2, 6.1.3)."""

    GIG = "gig"
    FIXER = "fixer"


class Die(BaseModel):
    """One polyhedral die (6.1, 6.1.1); its value is its top face (6.3)."""

    id: int
    sides: Sides
    value: int
    colour: str | None = None

    @model_validator(mode="after")
    def _on_a_face(self) -> Die:
        if not 1 <= self.value <= self.sides:
            raise ValueError(f"a d{self.sides} cannot show {self.value} (Gig dice 6.3.3)")
        return self

    @property
    def name(self) -> str:
        return f"d{self.sides}"


# --- 6.1 control and targeting ---------------------------------------------

def is_friendly(owner: int, area: Area, seat: int) -> bool:
    """6.1.2-6.1.3: *seat* controls exactly the dice in its own Gig area."""
    return owner == seat and area is Area.GIG


def check_targetable(area: Area) -> None:
    """6.1.4: effects never target dice in a fixer area."""
    if area is Area.FIXER:
        raise RuleViolation(
            "gig-dice/6.1.4", _("rules", "Dice in a fixer area can't be targeted by effects.")
        )


def check_friendly(owner: int, area: Area, seat: int) -> None:
    """6.1.2-6.1.3: the die must be a friendly Gig (in your own Gig area)."""
    if area is Area.FIXER:
        raise RuleViolation(
            "gig-dice/6.1.3", _("rules", "You don't control dice in a fixer area.")
        )
    if owner != seat:
        raise RuleViolation(
            "gig-dice/6.1.2", _("rules", "That die is in a rival's Gig area, not yours.")
        )


_NOT_RIVAL = {
    "6.7": _("rules", "Swap with a rival's Gig die, not one of your own."),
    "6.8": _("rules", "You can only steal a rival's Gig: that die is already yours."),
}


def check_rival(owner: int, area: Area, seat: int, clause: str) -> None:
    """A rival Gig (6.1.4), as a swap (*clause* ``6.7``) or a steal (``6.8``) needs it."""
    check_targetable(area)
    if owner == seat:
        raise RuleViolation(f"gig-dice/{clause}", _NOT_RIVAL[clause])


# --- 6.2 rolling, 6.3 value ------------------------------------------------

def roll(die: Die, rng: Rng) -> int:
    """6.2: a fair roll; the die keeps the face it lands on."""
    die.value = rng.randint(1, die.sides)
    return die.value


def new_die(die_id: int, sides: int, rng: Rng, colour: str | None = None) -> Die:
    """A freshly rolled die (6.2)."""
    check_sides(sides)
    return Die(id=die_id, sides=sides, value=rng.randint(1, sides), colour=colour)  # type: ignore[arg-type]


def check_sides(sides: int) -> None:
    """6.1.1: Gig dice are d4, d6, d8, d10, d12 and d20."""
    if sides not in SIDES:
        raise RuleViolation(
            "gig-dice/6.1.1",
            _("rules", "There is no d{sides}: Gig dice are d4, d6, d8, d10, d12 and d20."),
            sides=sides,
        )


def is_min(die: Die) -> bool:
    """6.3.1 with 6.3.3: a min Gig shows 1."""
    return die.value == 1


def is_max(die: Die) -> bool:
    """6.3.2 with 6.3.3: a max Gig shows its number of sides."""
    return die.value == die.sides


# --- 6.4 adjust, 6.5 set ---------------------------------------------------

def adjusted_value(die: Die, delta: int) -> int:
    """6.4-6.4.3: the value after increasing (delta > 0) or decreasing (delta < 0).

    Roadie's reading: a die stops at its lowest or highest face (6.3.3), so an
    adjustment is entered as the step to the value it reaches; a longer step is
    refused, and so each resulting value is one action. Adjusting a max Gig up
    or a min Gig down fails (6.4.3).
    """
    if delta == 0:
        raise RuleViolation("gig-dice/6.4", _("rules", "Adjust by at least 1."))
    target = die.value + delta
    if (delta > 0 and is_max(die)) or (delta < 0 and is_min(die)):
        raise RuleViolation(
            "gig-dice/6.4.3",
            _("rules", "This {die} already shows {value}: it can't be adjusted that way."),
            die=die.name,
            value=die.value,
        )
    if not 1 <= target <= die.sides:
        edge = die.sides if delta > 0 else 1
        raise RuleViolation(
            "gig-dice/6.3.3",
            _("rules", "A {die} showing {value} stops at {edge}: adjust it by {step}."),
            die=die.name, value=die.value, edge=edge, step=f"{edge - die.value:+d}",
        )
    return target


def adjust_steps(die: Die) -> list[int]:
    """Every adjustment the die can take (6.4, 6.4.3), one per value it can reach."""
    return [v - die.value for v in range(1, die.sides + 1) if v != die.value]


def adjust(die: Die, delta: int) -> int:
    """6.4: increase or decrease a die; returns the new value."""
    die.value = adjusted_value(die, delta)
    return die.value


def check_set(die: Die, value: int) -> None:
    """6.5.1: a die can only be set to a value on its faces."""
    if not 1 <= value <= die.sides:
        raise RuleViolation(
            "gig-dice/6.5.1",
            _("rules", "A {die} has no face {value}."),
            die=die.name,
            value=value,
        )


def set_value(die: Die, value: int) -> None:
    """6.5: turn the die to a given face."""
    check_set(die, value)
    die.value = value


# --- 6.6 value-pairs -------------------------------------------------------

def value_pairs(dice: Iterable[Die]) -> list[tuple[Die, Die]]:
    """6.6-6.6.1: pairs of same-valued dice in one Gig area, each die in one pair.

    Pairs are formed from the lowest value up and, within a value, in order of
    the dice; three dice of a value make one pair, four make two.
    """
    by_value: dict[int, list[Die]] = {}
    for die in dice:
        by_value.setdefault(die.value, []).append(die)
    pairs: list[tuple[Die, Die]] = []
    for value in sorted(by_value):
        group = by_value[value]
        pairs.extend((group[i], group[i + 1]) for i in range(0, len(group) - 1, 2))
    return pairs


def total(dice: Sequence[Die]) -> int:
    """The sum of the dice's values."""
    return sum(d.value for d in dice)


# --- 6.7 swap, 6.8 steal ---------------------------------------------------

def swap(friendly_area: list[Die], friendly: Die, rival_area: list[Die], rival: Die) -> None:
    """6.7-6.7.2: exchange a friendly and a rival Gig at once, values kept."""
    i, j = friendly_area.index(friendly), rival_area.index(rival)
    friendly_area[i], rival_area[j] = rival, friendly


def steal(rival_area: list[Die], rival: Die, friendly_area: list[Die]) -> None:
    """6.8: a rival Gig comes under your control, into your Gig area, value kept."""
    rival_area.remove(rival)
    friendly_area.append(rival)
