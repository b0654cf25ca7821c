"""What every part of the busking table's renderer reads from the board it belongs to."""

from __future__ import annotations

from typing import Any


class TablePart:
    """The board's attributes the renderer's parts (street, songs, mat, side) share."""

    scene: Any
    ctl: Any
    pal: Any
    cat: Any
    names: list[str]
    kinds: list[str]
    robot_name: str
    robot_card: Any
    robot_step: int | None
    robot_sentence: str
