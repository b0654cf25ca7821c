"""The registry's plain copy of each game's options says what the game's options model says."""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

import pytest

from roadie import games


def described(name: str, info: Any, from_content: bool) -> games.Option:
    """The registry entry a field of an options model calls for."""
    kind, optional = info.annotation, False
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        args = typing.get_args(kind)
        kind, optional = next(a for a in args if a is not type(None)), type(None) in args
    values: tuple[Any, ...] = ()
    if typing.get_origin(kind) is Literal:
        values = typing.get_args(kind)
        kind = type(values[0])
    low = next((m.ge for m in info.metadata if getattr(m, "ge", None) is not None), None)
    high = next((m.le for m in info.metadata if getattr(m, "le", None) is not None), None)
    return games.Option(name, info.title, info.default, typing.get_origin(kind) or kind, values,
                        optional, low, high, from_content)


@pytest.mark.parametrize("game_id", games.available())
def test_the_registry_describes_every_option_as_the_model_does(game_id: str) -> None:
    game = games.get(game_id)
    fields = {n: f for n, f in game.options_model.model_fields.items()
              if n not in ("players", "content_pack")}
    expected = tuple(described(name, info, game.option_choices(name) is not None)
                     for name, info in fields.items())
    assert games.entry(game_id).options == expected
