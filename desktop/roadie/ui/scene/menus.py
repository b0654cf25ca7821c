"""Context menus of actions: what a piece can do, refused ones greyed, each with its rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QWidget

from roadie.ui.texts import rule_summary


def action_menu(parent: QWidget, entries: list[tuple[str, Any, str]],
                allowed: Callable[[Any], bool], act: Callable[[Any], Any]) -> QMenu:
    """A menu of ``(label, action, rule id)`` entries; it deletes itself once closed."""
    menu = QMenu(parent)
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    menu.setToolTipsVisible(True)
    for label, action, rule_id in entries:
        entry = menu.addAction(label)
        entry.setEnabled(allowed(action))
        entry.setToolTip(rule_summary(rule_id))
        entry.triggered.connect(lambda _=False, x=action: act(x))
    return menu
