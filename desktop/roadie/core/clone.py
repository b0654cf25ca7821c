"""Cheap copies of plain pydantic models, for search and playouts.

``model_copy(deep=True)`` walks every field through ``copy.deepcopy``; a game state's
``__deepcopy__`` can instead copy only what changes, with :func:`clone` for each model on
the way (a shallow copy, with some fields replaced, without validation).
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_new = object.__new__
_slots = BaseModel.__dict__
_set_dict = _slots["__dict__"].__set__
set_fields_set = _slots["__pydantic_fields_set__"].__set__
_set_extra = _slots["__pydantic_extra__"].__set__
_set_private = _slots["__pydantic_private__"].__set__
"""BaseModel's own slots, set directly: half the cost of ``object.__setattr__`` per copy."""


def clone(model: M, **changes: Any) -> M:
    """A shallow copy of *model* with *changes* applied, without validation: what pydantic's
    ``model_copy(update=...)`` does for plain models (no extras, no private attributes),
    without its general-purpose overhead."""
    new = _new(type(model))
    values = model.__dict__.copy()
    if changes:
        values.update(changes)
    _set_dict(new, values)
    set_fields_set(new, model.__pydantic_fields_set__.copy())
    _set_extra(new, None)
    _set_private(new, None)
    return new


def made_of(model: M, values: dict[str, Any]) -> M:
    """A model of *model*'s class made of *values*, without validation, sharing *model*'s set
    of set fields: for models that never change that set in place (it is replaced instead)."""
    new = _new(type(model))
    _set_dict(new, values)
    set_fields_set(new, model.__pydantic_fields_set__)
    _set_extra(new, None)
    _set_private(new, None)
    return new


def assign(model: BaseModel, **fields: Any) -> None:
    """Set several fields of *model* at once, as attribute assignment does (no validation;
    pydantic counts them as set): for fields a playout changes many times an action."""
    model.__dict__.update(fields)
    model.__pydantic_fields_set__.update(fields)


def build(cls: type[M], **fields: Any) -> M:
    """A *cls* made of *fields* without validation: for values read off a validated model
    (views, made for every seat after every action). Every field must be given, each of its
    declared type (a game's tests compare its views with their validated twins)."""
    new = _new(cls)
    _set_dict(new, fields)
    set_fields_set(new, set(fields))
    _set_extra(new, None)
    _set_private(new, None)
    return new


def changed(model: M, **changes: Any) -> M:
    """A copy of *model* with *changes* set as assignment sets them (counted as set, no
    validation): how a frozen model is changed, so copies of what holds it may share it."""
    new = _new(type(model))
    _set_dict(new, {**model.__dict__, **changes})
    set_fields_set(new, model.__pydantic_fields_set__.union(changes))
    _set_extra(new, None)
    _set_private(new, None)
    return new
