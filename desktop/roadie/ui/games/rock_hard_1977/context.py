"""What the parts of Rock Hard's table share: one typed value.

The board builds a :class:`TableContext` once and hands it to each part (tracks, spaces, the
side column, the mat, the decisions); a part reads the scene, the palette, the content and the
seats' names and colours through it and nothing else of the board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from roadie.games.rock_hard_1977.content import Catalog, catalog
from roadie.ui.games.rock_hard_1977.faces import _t, content_text
from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.style import Palette

RISING_STAR_COLOUR = "#c0c6cf"
SECTION_COLOURS = {"day": "#e8b84a", "night": "#7c9ae0", "after_hours": "#c483d6",
                   "anytime": "#7fc28f"}


@dataclass(frozen=True)
class TableContext:
    """The scene, the palette, the content, and how the table names and colours the seats."""

    scene: BoardScene
    pal: Palette
    cat: Catalog
    names: list[str]
    kinds: Sequence[str]
    colours: list[str]
    letters: list[str]

    def who(self, seat: int) -> str:
        """A seat's name; ``-1`` is the Rising Star."""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return _t("RockHardTable", "the Rising Star")

    def card_name(self, card: str) -> str:
        """The name of any card or space of the pack by its id."""
        for group in (self.cat.spaces, self.cat.characters, self.cat.managers, self.cat.jobs,
                      self.cat.bonuses, self.cat.goals, self.cat.events, self.cat.gigs,
                      self.cat.sugar, self.cat.life):
            if card in group:
                return content_text(group[card].name)
        return card


def table_context(scene: BoardScene, pal: Palette, pack: str, names: list[str],
                  kinds: Sequence[str]) -> TableContext:
    """The context of a table for *names*: each seat its palette colour, as on the scoreboard."""
    colours = [pal.seats[i % len(pal.seats)] for i in range(len(names))]
    letters = [n[:1].upper() or str(i + 1) for i, n in enumerate(names)]
    return TableContext(scene, pal, catalog(pack), names, kinds, colours, letters)
