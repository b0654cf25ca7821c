"""What the parts of the busking table (street, songs, mat, side, pay-out) share: one typed value.

The board builds a :class:`TableContext` once and hands it to each part it holds; a part reads
the scene, the palette, the content and the names through it and nothing else of the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from roadie.games.big_easy_busking.content import Catalog
from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking.faces import content_text, instrument_name
from roadie.ui.games.big_easy_busking.items import PlaceItem, Ref
from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.style import Palette

R = "big-easy-busking/"
ROBOT_COLOUR = "#8d99a6"

Placed = dict[str, tuple[QPointF, float, Ref, PlaceItem | None]]
"""Where each song card lies this drawing: position, stacking, what it stands for, its crowd."""


@dataclass(frozen=True)
class TableContext:
    """The scene, the palette, the content and how the table names and colours contenders."""

    scene: BoardScene
    pal: Palette
    cat: Catalog
    names: list[str]
    """The seats' names; the Robot (index ``len(names)``) is ``robot_name``."""
    kinds: Sequence[str]
    robot_name: str
    labels: dict[str, str]
    """Display names of songs, crowds and band members, by id."""
    colours: list[str]
    """Each contender's colour, the Robot's last."""
    letters: list[str]
    """Each contender's initial, the Robot's last."""
    rounds: int
    """How many rounds the game lasts (the last pay-out is that round's)."""

    def who(self, k: int) -> str:
        """A player seat, or the Robot (whose index follows the players')."""
        return self.names[k] if k < len(self.names) else self.robot_name


def table_context(
    scene: BoardScene,
    pal: Palette,
    cat: Catalog,
    names: list[str],
    kinds: Sequence[str],
    robot_name: str,
    view: BuskingView,
) -> TableContext:
    """The context of a table showing *view*: colours from the palette, else the bands'."""
    colours = [
        pal.seats[i]
        if i < len(pal.seats)
        else next(p.hex for p in cat.pack.players if p.colour == b.colour)
        for i, b in enumerate(view.buskers)
    ]
    robot = len(view.buskers)
    colours.append(pal.seats[robot] if robot < len(pal.seats) else ROBOT_COLOUR)
    letters = [n[:1].upper() for n in names] + [robot_name[:1].upper()]
    return TableContext(scene, pal, cat, names, kinds, robot_name, labels_of(cat), colours, letters,
                        view.rounds)


def labels_of(cat: Catalog) -> dict[str, str]:
    """Display names of songs, crowds and band members, by id."""
    found = {s.id: content_text(s.name) for s in cat.pack.songs}
    found |= {c.id: content_text(c.location) for c in cat.pack.crowds}
    found |= {f"member:{i}": instrument_name(n) for i, n in enumerate(cat.instruments)}
    return found
