"""Player text (names, chat, table names) shown exactly as typed, never read as markup.

A label shows it with ``Qt.TextFormat.PlainText``; what cannot be told its format is given
text that shows literally: a tooltip (read as rich text when it looks like markup) an
escaped paragraph, a button's text (where ``&`` marks a shortcut) doubled ampersands.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel

PLAIN_TEXT = 0
"""``Qt.TextFormat.PlainText``, by number: the launcher shows player text before its first
frame, when Qt's namespace is not yet named (see :mod:`roadie.ui.launcher`)."""


def plain_tip(text: str) -> str:
    """*text* as a tooltip that shows it literally."""
    return f"<p style='white-space:pre-wrap'>{escape(text)}</p>"


def button_text(text: str) -> str:
    """*text* for a button, every ``&`` shown rather than taken for a shortcut."""
    return text.replace("&", "&&")


def plain(label: QLabel) -> QLabel:
    """*label*, set to show its text as plain text (it may name a player)."""
    label.setProperty("textFormat", PLAIN_TEXT)
    return label
