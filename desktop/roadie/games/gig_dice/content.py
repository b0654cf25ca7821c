"""The Gig dice content pack: the die types the companion table offers."""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict, Field, field_validator

from roadie.core.content import load_pack, pack_dirs
from roadie.core.dice import SIDES
from roadie.core.errors import ContentError


class DieType(BaseModel):
    """A kind of die on offer, with the colour the table draws it in."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    sides: int
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")

    @field_validator("sides")
    @classmethod
    def _gig_die(cls, sides: int) -> int:
        if sides not in SIDES:
            raise ValueError(f"Gig dice are d4, d6, d8, d10, d12 and d20, not d{sides}")
        return sides


class GigDicePack(BaseModel):
    """Files of a pack: ``dice.json``."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    dice: list[DieType] = Field(min_length=1)

    @field_validator("dice")
    @classmethod
    def _distinct(cls, dice: list[DieType]) -> list[DieType]:
        if len({d.sides for d in dice}) != len(dice):
            raise ValueError("each die type may be listed once")
        return dice


@cache
def load(pack: str) -> GigDicePack:
    """The named pack (cached; packs are read-only)."""
    found = pack_dirs("gig-dice")
    if pack not in found:
        raise ContentError(f"no Gig dice content pack named {pack!r}")
    return load_pack(GigDicePack, found[pack])
