"""What a player can do, one small step at a time.

A turn runs: ``finish`` (when a song is in play) -> ``return_energy`` (while energy kept from it
waits) -> an ability action or ``skip_ability`` (after a Standard with an ability) -> any number
of ``tip`` -> exactly one of ``learn``, ``play`` or ``pass``. Band members are indices in band
order (trumpet, saxophone, drums); crowds are Royal Street positions from the left.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, TypeAdapter, field_validator, model_validator

from roadie.core.game import Action

Count = Annotated[int, Field(ge=0, le=30)]
Index = Annotated[int, Field(ge=0, le=30)]


class FinishSong(Action):
    """Finish the song played last turn, placing ``to_crowd`` of its energy on the crowd."""

    kind: Literal["finish"] = "finish"
    to_crowd: Count


class ReturnEnergy(Action):
    """Put ``amount`` of the energy kept from the finished song on one band member."""

    kind: Literal["return_energy"] = "return_energy"
    member: Index
    amount: Count


class SkipAbility(Action):
    """Do not use the finished Standard's ability."""

    kind: Literal["skip_ability"] = "skip_ability"


class TakeMoney(Action):
    """Ability: take the money the card shows."""

    kind: Literal["take_money"] = "take_money"


class FreeTip(Action):
    """Ability: move energy from the reserve to band members (``split`` per member), free."""

    kind: Literal["free_tip"] = "free_tip"
    split: tuple[Count, ...]


class FreeLearn(Action):
    """Ability: learn from a Melody Market slot (``market``) or the deck top (``None``), free."""

    kind: Literal["free_learn"] = "free_learn"
    market: Index | None = None


class MoveCrowdEnergy(Action):
    """Ability: move ``amount`` of your energy from one crowd to another."""

    kind: Literal["move_crowd_energy"] = "move_crowd_energy"
    source: Index
    target: Index
    amount: Count


class SwapMoods(Action):
    """Ability: swap the mood tokens of two crowds (kept in left-to-right order)."""

    kind: Literal["swap_moods"] = "swap_moods"
    first: Index
    second: Index

    @model_validator(mode="before")
    @classmethod
    def _in_order(cls, data: Any) -> Any:
        if isinstance(data, dict):
            first, second = data.get("first"), data.get("second")
            if isinstance(first, int) and isinstance(second, int) and first > second:
                return {**data, "first": second, "second": first}
        return data


class RecallSongs(Action):
    """Ability: take these songs from your discard pile back into your hand."""

    kind: Literal["recall_songs"] = "recall_songs"
    songs: tuple[str, ...]

    @field_validator("songs")
    @classmethod
    def _sorted(cls, songs: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(songs))


class Tip(Action):
    """Pay ``amount`` dollars to move that much energy from the reserve to one band member."""

    kind: Literal["tip"] = "tip"
    member: Index
    amount: Count


class Learn(Action):
    """Learn from a Melody Market slot (``market``) or the top of the Hit Song deck (``None``)."""

    kind: Literal["learn"] = "learn"
    market: Index | None = None


class PlaySong(Action):
    """Play a song from hand or a Standard for a crowd.

    A Standard's cost is paid in dollars, or all of it in energy: one from each band member
    listed in ``energy_from`` (a member may be listed twice).
    """

    kind: Literal["play"] = "play"
    song: str
    crowd: Index
    energy_from: tuple[Index, ...] = ()

    @field_validator("energy_from")
    @classmethod
    def _sorted(cls, members: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(members))


class Pass(Action):
    """Flip your player card: no more turns this round."""

    kind: Literal["pass"] = "pass"


ABILITY_ACTIONS = ("take_money", "free_tip", "free_learn", "move_crowd_energy", "swap_moods",
                   "recall_songs")
"""Action kinds that use an ability, in the order of the content's ability kinds."""

BuskingAction = Annotated[
    FinishSong | ReturnEnergy | SkipAbility | TakeMoney | FreeTip | FreeLearn | MoveCrowdEnergy
    | SwapMoods | RecallSongs | Tip | Learn | PlaySong | Pass,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[BuskingAction] = TypeAdapter(BuskingAction)
