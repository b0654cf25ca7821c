"""Drawing the view: the table's fixed places, then every card, pile and text in line with it.

The drawing is split by what it draws: ``street`` (the crowds), ``songs`` (Market, Standards
and song cards), ``mat`` (your player card) and ``side`` (the side panels).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.faces import (
    content_text,
    instrument_name,
)
from roadie.ui.games.big_easy_busking.items import (
    CrowdZone,
    EnergyCubes,
    Ref,
    SongCard,
)
from roadie.ui.games.big_easy_busking.mat import MatRender
from roadie.ui.games.big_easy_busking.panels import SummaryPanel
from roadie.ui.games.big_easy_busking.side import SideRender
from roadie.ui.games.big_easy_busking.songs import SongsRender
from roadie.ui.games.big_easy_busking.street import StreetRender
from roadie.ui.games.big_easy_busking.texts import (
    sequence_lines,
)
from roadie.ui.scene.tokens import TokenItem

R = "big-easy-busking/"
ROBOT_COLOUR = "#8d99a6"


class Renderer(StreetRender, SongsRender, MatRender, SideRender):
    """The drawing half of :class:`~roadie.ui.games.big_easy_busking.board.Board`."""

    # --- the fixed places ----------------------------------------------------------
    def setup_table(self, view: BuskingView) -> None:
        pal, scene = self.pal, self.scene
        self.labels = self._labels()
        self.colours = [
            pal.seats[i]
            if i < len(pal.seats)
            else next(p.hex for p in self.cat.pack.players if p.colour == b.colour)
            for i, b in enumerate(view.buskers)
        ]
        robot = len(view.buskers)
        self.colours.append(pal.seats[robot] if robot < len(pal.seats) else ROBOT_COLOUR)
        self.letters = [n[:1].upper() for n in self.names] + [self.robot_name[:1].upper()]
        self.cards: dict[str, SongCard] = {}
        self.crowds: list[CrowdZone] = []
        self.street_ids: list[str] = []
        self.crowd_energy: dict[int, EnergyCubes] = {}
        self.mood_tokens: dict[int, TokenItem] = {}
        self.marks: list[QGraphicsItem] = []
        self._setup_songs()
        self._setup_side()
        self._setup_mat(view)
        self.summary = SummaryPanel(L.SUMMARY, pal)
        scene.addItem(self.summary)

    def _labels(self) -> dict[str, str]:
        """Display names of songs, crowds and band members, by id."""
        found = {s.id: content_text(s.name) for s in self.cat.pack.songs}
        found |= {c.id: content_text(c.location) for c in self.cat.pack.crowds}
        found |= {f"member:{i}": instrument_name(n) for i, n in enumerate(self.cat.instruments)}
        return found

    def drop_places(self) -> list[Any]:
        """Every target a piece can be dropped on."""
        return [*self.crowds, *self.bands, self.hand, self.hand_zone, *self.mood_tokens.values()]

    # --- drawing the view ---------------------------------------------------------------
    def render(self, animate: bool = True) -> None:
        """Bring every item in line with the viewer's view of the match."""
        view: BuskingView = self.ctl.view()
        me = min(self.ctl.viewer, len(view.buskers) - 1)
        for mark in self.marks:
            self.scene.removeItem(mark)
        self.marks = []
        placed: dict[str, tuple[QPointF, float, Ref, Any]] = {}
        self._render_street(view, me, placed)
        self._render_songs(view, me, placed)
        self._render_cards(view, me, placed, animate)
        self._render_mat(view, me, animate)
        self.render_side(view)
        self.sequence.set_lines(sequence_lines(self.cat, view))
