"""What happened, for logs, animation and the network. ``seat`` is who it happened to."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from roadie.core.game import Event

_set = object.__setattr__


class Made(Event):
    """An event the rules make several times an action: built from its (well-typed) fields
    without validation, a third of the cost (a test holds every one equal to its validated
    twin; events read off the network are validated as ever)."""

    defaults: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.defaults = {}

    def __init__(self, **fields: Any) -> None:
        defaults = type(self).defaults or _defaults(type(self))
        _set(self, "__dict__", {**defaults, **fields})
        _set(self, "__pydantic_fields_set__", set(fields))
        _set(self, "__pydantic_extra__", None)
        _set(self, "__pydantic_private__", None)


def _defaults(cls: type[Made]) -> dict[str, Any]:
    """Every field's default, in the order of the fields (worked out at the first event)."""
    cls.defaults = {name: info.default for name, info in cls.model_fields.items()
                    if not info.is_required()}
    return cls.defaults


class Kept(Event):
    """A draft choice; ``card`` is ``None`` where the choice is secret from the viewer."""

    kind: Literal["kept"] = "kept"
    step: str
    card: str | None


class Stage(Made):
    """A phase began (``prep`` reveals the month's Event and Random Gig)."""

    kind: Literal["stage"] = "stage"
    round: int
    stage: str
    event: str | None = None
    gig: str | None = None


class Placed(Made):
    kind: Literal["placed"] = "placed"
    space: str
    paid: int = 0


class Changed(Made):
    """A player's amount changed (``what`` a resource or a token), and why."""

    kind: Literal["changed"] = "changed"
    what: str
    amount: int
    why: str


class Rolled(Made):
    kind: Literal["rolled"] = "rolled"
    value: int
    why: str


class Drew(Made):
    """A card drawn face up (Sugar Rush, Hang Out) or dealt to the box."""

    kind: Literal["drew"] = "drew"
    card: str
    deck: str


class Scored(Made):
    """Fame from a bonus, goal, set, Hot Hang Out or end-game line."""

    kind: Literal["scored"] = "scored"
    what: str
    fame: int


class TurnEnded(Made):
    kind: Literal["turn_ended"] = "turn_ended"


class GameEnded(Event):
    kind: Literal["game_ended"] = "game_ended"
    winners: list[int]
