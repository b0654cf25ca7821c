"""Widgets for a game's options, built from the registry's description of each.

A yes/no option is a check box; a fixed set of values or the choices a game
offers for a text option is a drop-down; numbers are spin boxes; an option
that may be left unset shows its "unset" label.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games import Option
from roadie.ui.texts import translated

UNSET_LABELS = {"turn_limit": _("Launcher", "no limit"), "first_player": _("Launcher", "random"),
                "set_list": _("Launcher", "random")}
UNSET = _("Launcher", "default")


def option_widget(option: Option, choices: list[Any] | None,
                  labels: dict[Any, str] | None = None) -> QWidget:
    """The widget for one option (*choices*: the values its content pack offers; *labels*:
    what to show for each, else the registry's labels, else the value), with its tooltip."""
    widget = _widget(option, choices, labels or {})
    if option.tip:
        widget.setToolTip(translated("options", option.tip))
    return widget


def fixed_labels(option: Option) -> dict[Any, str]:
    """The registry's label of each of an option's fixed values, translated."""
    return {v: translated("options", t) for v, t in zip(option.values, option.labels, strict=False)}


def _widget(option: Option, choices: list[Any] | None, labels: dict[Any, str]) -> QWidget:
    shown = {**fixed_labels(option), **labels}
    unset = translated("Launcher", UNSET_LABELS.get(option.name, UNSET))
    low = 0 if option.low is None else option.low
    high = 999 if option.high is None else option.high
    if option.kind is bool:
        box = QCheckBox()
        box.setChecked(bool(option.default))
        return box
    if option.values or choices:
        combo = QComboBox()
        if option.optional:
            combo.addItem(unset, None)
        for value in choices or option.values:
            combo.addItem(shown.get(value, str(value)), value)
        combo.setCurrentIndex(max(0, combo.findData(option.default)))
        return combo
    if option.kind is float:
        dspin = QDoubleSpinBox()
        dspin.setRange(low, high)
        dspin.setSingleStep(0.1)
        dspin.setSuffix(" s")
        dspin.setValue(option.default)
        return dspin
    if option.kind is int:
        spin = QSpinBox()
        spin.setRange(int(low) - option.optional, int(high))
        if option.optional:
            spin.setSpecialValueText(unset)
        spin.setValue(int(low) - 1 if option.default is None else option.default)
        return spin
    line = QLineEdit("" if option.default is None else str(option.default))
    line.setPlaceholderText(unset)
    return line


def fit_to_players(option: Option, widget: QWidget, players: int) -> bool:
    """Tick and fix a yes/no option that *players* always play with, saying so beside it (the
    player's own choice comes back with another count); whether it is fixed now."""
    if not isinstance(widget, QCheckBox) or not option.always:
        return False
    fixed = players in option.always
    if fixed and widget.isEnabled():
        widget.setProperty("chosen", widget.isChecked())
        widget.setChecked(True)
    elif not fixed and not widget.isEnabled():
        widget.setChecked(bool(widget.property("chosen")))
    widget.setEnabled(not fixed)
    widget.setText(translated("Launcher", ALWAYS).replace("%1", str(players)) if fixed else "")
    return fixed


ALWAYS = _("Launcher", "always on with %1 players")


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


def retranslate_option(option: Option, widget: QWidget) -> None:
    """Put the labels and tooltip of a widget made by :func:`option_widget` in the language
    installed now (the value chosen stays; content labels are the launcher's to redo)."""
    unset = translated("Launcher", UNSET_LABELS.get(option.name, UNSET))
    if option.tip:
        widget.setToolTip(translated("options", option.tip))
    if isinstance(widget, QComboBox):
        for value, label in fixed_labels(option).items():
            if widget.findData(value) >= 0:
                widget.setItemText(widget.findData(value), label)
        index = widget.findData(None)
        if index >= 0:
            widget.setItemText(index, unset)
    elif isinstance(widget, QSpinBox):
        if widget.specialValueText():
            widget.setSpecialValueText(unset)
    elif isinstance(widget, QLineEdit):
        widget.setPlaceholderText(unset)
