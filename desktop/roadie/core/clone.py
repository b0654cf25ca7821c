"""Cheap copies of plain pydantic models, for search and playouts.

``model_copy(deep=True)`` walks every field through ``copy.deepcopy``; a game state's
``__deepcopy__`` can instead copy only what changes, with :func:`clone` for each model on
the way (a shallow copy, with some fields replaced, without validation).
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_set = object.__setattr__


def clone(model: M, **changes: Any) -> M:
    """A shallow copy of *model* with *changes* applied, without validation: what pydantic's
    ``model_copy(update=...)`` does for plain models (no extras, no private attributes),
    without its general-purpose overhead."""
    new = object.__new__(type(model))
    values = model.__dict__.copy()
    values.update(changes)
    _set(new, "__dict__", values)
    _set(new, "__pydantic_fields_set__", model.__pydantic_fields_set__.copy())
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new


def build(cls: type[M], **fields: Any) -> M:
    """A *cls* made of *fields* without validation: for values read off a validated model
    (views, made for every seat after every action). Every field must be given, each of its
    declared type (a game's tests compare its views with their validated twins)."""
    new = object.__new__(cls)
    _set(new, "__dict__", fields)
    _set(new, "__pydantic_fields_set__", set(fields))
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new
