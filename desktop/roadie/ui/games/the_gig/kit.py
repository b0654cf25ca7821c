"""What the parts of The Gig's table share: the client and the table's fixed facts (``Kit``),
one redraw's reading of the match (``Frame``), and what the table remembers between
redraws (``Choices``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from roadie.games.the_gig.content import AudienceCard, TheGigPack
from roadie.games.the_gig.views import TheGigView
from roadie.ui.controller import MatchController
from roadie.ui.games.the_gig.boards import ScoreSheet, SoloGrid
from roadie.ui.games.the_gig.items import BannerItem, ButtonItem, GlowZone, LockStrip, OwnedCards
from roadie.ui.games.the_gig.sentences import Sentences
from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.scene.zones import DropZone, PlayerMat
from roadie.ui.style import Palette
from roadie.ui.texts import rule_tooltip

HEADING = "\x00heading\x00"
"""Where a tooltip's heading goes in the tooltip built once for its rules."""
CHALLENGER = -1
"""The seat number the table gives The Challenger (The Showdown's opponent)."""


def content_text(text: str) -> str:
    """A text of the content pack, translated when a translation exists."""
    return QCoreApplication.translate("TheGigContent", text)


@dataclass
class Kit:
    """The table's fixed facts: its client, scene, palette, content and seats."""

    ctl: MatchController
    scene: BoardScene
    pal: Palette
    pack: TheGigPack
    names: list[str]
    colours: list[str]
    """Seat colours as the scoreboard shows them (and the colour-blind palette)."""
    sentences: Sentences
    cards: dict[str, AudienceCard] = field(default_factory=dict)
    _tips: dict[tuple[tuple[str, ...], str], str] = field(default_factory=dict)

    def tip(self, *rule_ids: str, heading: str = "") -> str:
        """A rule tooltip, built once per table (a table is rebuilt when the language changes).

        The rules' part is built once per set of rules: a new heading (a die's value) is
        only put in its place."""
        key = (rule_ids, heading)
        if key not in self._tips:
            if heading in ("", HEADING):
                self._tips[key] = rule_tooltip(*rule_ids, heading=heading)
            else:
                template = self.tip(*rule_ids, heading=HEADING)
                self._tips[key] = template.replace(escape(HEADING), escape(heading))
        return self._tips[key]


@dataclass(frozen=True)
class Frame:
    """One redraw's reading of the match: asked of the client once per change."""

    view: TheGigView
    legal: set[Any]
    active: list[int]
    """The seats acting now."""
    me: int
    """The seat the table is shown for."""
    blocked: bool = False
    """The 4-3-2-1 countdown is on: nobody acts yet."""

    def my_die(self, die_id: int) -> Any:
        """The viewer's die *die_id* as the view shows it (None: not the viewer's)."""
        return next((d for d in self.view.dice if d.id == die_id and d.seat == self.me), None)

    def owed(self) -> Any:
        """The choice the viewer owes now (None: none)."""
        return next((o for s, o in self.view.owed if s == self.me), None)


@dataclass
class Choices:
    """What the table itself remembers between redraws (not the match's)."""

    selected: set[int] = field(default_factory=set)
    """The tray dice chosen for the next re-roll."""
    extra_pick: int = 0
    """Which of the fits of an extra groove the preview shows."""


@dataclass
class Fixed:
    """The items that lie on the table the whole game (the Board builds them)."""

    song_mat: PlayerMat
    mine_mat: PlayerMat
    buy_zone: GlowZone
    lock_strip: LockStrip
    owned: OwnedCards
    grid: SoloGrid
    sheet: ScoreSheet
    tray: DropZone
    reroll_button: ButtonItem
    select_buttons: list[ButtonItem]
    audience_zone: DropZone
    set_list: QGraphicsTextItem
    deck: DropZone
    discard: DropZone
    initiative_label: QGraphicsSimpleTextItem
    banner: BannerItem
