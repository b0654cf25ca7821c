"""Column labels of the end screen's tables, kept readable in narrow columns."""

from __future__ import annotations


def two_lines(text: str, longer_than: int = 14) -> str:
    """A long label broken at the space nearest its middle, to fit a narrow column."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if len(text) <= longer_than or not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(2 * i - len(text)))
    return f"{text[:cut]}\n{text[cut + 1:]}"
