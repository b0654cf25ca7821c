"""Counted words in every language: "1 song in hand", "2 songs in hand".

A count's text says ``%n`` where the number goes and is translated with that number,
so that each language picks its own plural form (English's forms are in
``i18n/roadie_en.ts``). lupdate reads :func:`counted` as Qt's ``tr`` (it finds the
plurals of ``translate`` only when the count is a literal), so these texts live in
lupdate's empty context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def counted(text: str, disambiguation: str | None, n: int) -> str:
    """*text* with its ``%n`` made *n*, in the plural form *n* takes."""
    return QCoreApplication.translate("", text, disambiguation, n)
