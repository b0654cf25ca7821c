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
