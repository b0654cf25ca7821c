"""Widgets for a game's options, built from its pydantic options model.

A yes/no option is a check box; a fixed set of values (``Literal``) or the
choices a game offers for a text option is a drop-down; numbers are spin
boxes; an option that may be left unset shows its "unset" label.
"""

from __future__ import annotations

import types
import typing
from typing import Any, Literal

from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.texts import translated

UNSET_LABELS = {"turn_limit": _("Launcher", "no limit"), "first_player": _("Launcher", "random"),
                "set_list": _("Launcher", "random")}
UNSET = _("Launcher", "default")


def _parts(annotation: Any) -> tuple[Any, bool]:
    """The annotation without ``None``, and whether ``None`` is allowed."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        return (args[0] if len(args) == 1 else annotation), len(args) < len(
            typing.get_args(annotation))
    return annotation, False


def _bounds(info: Any) -> tuple[float, float]:
    low = next((m.ge for m in info.metadata if getattr(m, "ge", None) is not None), 0)
    high = next((m.le for m in info.metadata if getattr(m, "le", None) is not None), 999)
    return low, high


def option_widget(name: str, info: Any, choices: list[Any] | None) -> QWidget:
    """The widget for one option (field *info* of the options model)."""
    kind, optional = _parts(info.annotation)
    unset = translated("Launcher", UNSET_LABELS.get(name, UNSET))
    if kind is bool:
        box = QCheckBox()
        box.setChecked(bool(info.default))
        return box
    if typing.get_origin(kind) is Literal or choices:
        combo = QComboBox()
        if optional:
            combo.addItem(unset, None)
        for value in choices or typing.get_args(kind):
            combo.addItem(str(value), value)
        combo.setCurrentIndex(max(0, combo.findData(info.default)))
        return combo
    if kind is float:
        dspin = QDoubleSpinBox()
        dspin.setRange(*_bounds(info))
        dspin.setSingleStep(0.1)
        dspin.setValue(info.default)
        return dspin
    if kind is int:
        low, high = _bounds(info)
        spin = QSpinBox()
        spin.setRange(int(low) - optional, int(high))
        if optional:
            spin.setSpecialValueText(unset)
        spin.setValue(int(low) - 1 if info.default is None else info.default)
        return spin
    line = QLineEdit("" if info.default is None else str(info.default))
    line.setPlaceholderText(unset)
    return line


def option_value(widget: QWidget) -> Any:
    """What the player chose in a widget made by :func:`option_widget`."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QSpinBox):
        unset = widget.specialValueText() and widget.value() == widget.minimum()
        return None if unset else widget.value()
    if isinstance(widget, QDoubleSpinBox):
        return widget.value()
    assert isinstance(widget, QLineEdit)
    return widget.text().strip() or None


def retranslate_option(name: str, widget: QWidget) -> None:
    """Put the "unset" label of a widget made by :func:`option_widget` in the language
    installed now (the value chosen stays)."""
    unset = translated("Launcher", UNSET_LABELS.get(name, UNSET))
    if isinstance(widget, QComboBox):
        index = widget.findData(None)
        if index >= 0:
            widget.setItemText(index, unset)
    elif isinstance(widget, QSpinBox):
        if widget.specialValueText():
            widget.setSpecialValueText(unset)
    elif isinstance(widget, QLineEdit):
        widget.setPlaceholderText(unset)
