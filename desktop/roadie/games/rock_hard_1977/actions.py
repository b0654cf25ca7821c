"""What a player can do: draft cards, consume Candy, place a standee, spend a benefit, decide,
end a turn."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter, field_validator

from roadie.core.game import Action


class Keep(Action):
    """Setup drafts: keep this card of those you drew (or the Manager you pick)."""

    kind: Literal["keep"] = "keep"
    card: str


class EatCandy(Action):
    """Consume Candy before your action(s) this phase."""

    kind: Literal["candy"] = "candy"


class Place(Action):
    """Put your standee on a space and take its action. ``trade``: Candy bought (+) or sold (-)
    at the Buy or Sell Candy space. ``use``: the benefits its owner spends on it (perks.choice:
    a once-a-game token's, a kept card's or a once-a-round discount, lowered requirement or
    shared space), by key."""

    kind: Literal["place"] = "place"
    space: str
    trade: Annotated[int, Field(ge=-3, le=3)] = 0
    use: tuple[str, ...] = ()

    @field_validator("use")
    @classmethod
    def _sorted(cls, keys: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(sorted(keys))


class Spend(Action):
    """perks.choice: spend a benefit that gives an extra action now (a once-a-game token's, a
    kept card's), by key."""

    kind: Literal["spend"] = "spend"
    perk: str


class Choose(Action):
    """Decide what the rules wait for: a slash option, 1/0 to make or skip a trade, a set."""

    kind: Literal["choose"] = "choose"
    option: Annotated[int, Field(ge=0, le=9)]


class Gift(Action):
    """Doc Sapphire in Prep: give a Sapphire token to ``seat``, or to nobody (``None``)."""

    kind: Literal["gift"] = "gift"
    seat: Annotated[int, Field(ge=0, le=4)] | None = None


class QuitJob(Action):
    """Quit your Job (only in your Work phase)."""

    kind: Literal["quit"] = "quit"


class EndTurn(Action):
    """Stop: leave your extra actions unused."""

    kind: Literal["end"] = "end"


RockHardAction = Annotated[Keep | EatCandy | Place | Spend | Choose | Gift | QuitJob | EndTurn,
                           Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[RockHardAction] = TypeAdapter(RockHardAction)
