"""A game's values to and from the wire: its views, events and actions (no Qt).

The classes are the game's own: the view class is what its ``views.view`` returns and
the events are those of its ``events`` module, so a peer rebuilds exactly the values a
local table gets, and nothing the network names is looked up beyond them.
"""

from __future__ import annotations

import importlib
import inspect
import typing
from functools import cache
from typing import Any

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from roadie import games
from roadie.core.game import Event, Game
from roadie.net.protocol import Json, ProtocolError


class Codec:
    """Encodes and decodes one game's values."""

    def __init__(self, game_id: str) -> None:
        self.game: Game[Any, Any, Any] = games.get(game_id)
        package = games.entry(game_id).package
        views = importlib.import_module(f"{package}.views")
        events = importlib.import_module(f"{package}.events")
        self.view_type: type[BaseModel] = typing.get_type_hints(views.view)["return"]
        self._from_public: typing.Callable[[Any, Any, int], BaseModel] | None = getattr(
            views, "view_from_public", None)
        kinds = tuple(c for c in vars(events).values()
                      if inspect.isclass(c) and issubclass(c, Event) and c is not Event
                      and c.__module__ == events.__name__)
        union: Any = typing.Union[kinds]  # noqa: UP007 - built from a tuple of classes
        self.events: TypeAdapter[Any] = TypeAdapter(
            typing.Annotated[union, Field(discriminator="kind")])

    def seat_view(self, public: BaseModel, state: Any, seat: int) -> BaseModel:
        """The view of *seat*: made from *public*, the spectators' view of *state*, where the
        game's views module can (``view_from_public``: cheaper, and it shares the fields that
        do not differ with *public*), else the game's ``view``."""
        if self._from_public is None:
            return self.game.view(state, seat)
        return self._from_public(public, state, seat)

    @staticmethod
    def dump(value: BaseModel) -> Json:
        return value.model_dump(mode="json")

    def dump_action(self, action: Any) -> Json:
        return self.game.dump_action(action)

    def view(self, data: Json) -> Any:
        return self._load(lambda: self.view_type.model_validate(data), "view")

    def event_list(self, data: list[Json]) -> list[Event]:
        events: list[Event] = self._load(
            lambda: [self.events.validate_python(e) for e in data], "event")
        return events

    def action(self, data: Json) -> Any:
        return self._load(lambda: self.game.parse_action(data), "action")

    def actions(self, data: list[Json]) -> list[Any]:
        return [self.action(a) for a in data]

    @staticmethod
    def _load(load: typing.Callable[[], Any], what: str) -> Any:
        try:
            return load()
        except ValidationError as exc:
            raise ProtocolError("malformed", f"not a {what} of this game: "
                                             f"{exc.errors()[0]['msg'][:200]}") from None


@cache
def codec(game_id: str) -> Codec:
    """The codec of *game_id* (made once)."""
    return Codec(game_id)
