"""The side panels: the turn sequence card, and the other bands or the Robot's card."""

from __future__ import annotations

from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.faces import (
    _t,
    content_text,
)
from roadie.ui.games.big_easy_busking.panels import TextPanel
from roadie.ui.games.big_easy_busking.part import TablePart
from roadie.ui.games.big_easy_busking.texts import (
    rival_lines,
    robot_lines,
)
from roadie.ui.texts import rule_tooltip

R = "big-easy-busking/"


class SideRender(TablePart):
    """Draws the side panels (a part of the board's renderer)."""

    # --- the fixed places ----------------------------------------------------------
    def _setup_side(self) -> None:
        """The turn sequence card, and the panel of the other bands or the Robot."""
        pal, scene = self.pal, self.scene
        self.sequence = TextPanel(L.SEQUENCE, content_text(self.cat.pack.turn_sequence.title), pal)
        self.sequence.setToolTip(
            rule_tooltip(R + "turn.finish", R + "turn.tip", R + "turn.action", R + "round.end")
        )
        scene.addItem(self.sequence)
        self.side = TextPanel(L.SIDE, "", pal)
        scene.addItem(self.side)

    # --- drawing the view ---------------------------------------------------------
    def render_side(self, view: BuskingView) -> None:
        """The Robot's card and narration (solo), or the other players' bands."""
        if view.robot is not None and self.robot_card is not None:
            self.side.accent = self.pal.amber if self.robot_sentence else self.pal.brass
            self.side.set_lines(
                robot_lines(self, view),
                _t("BuskingTable", "%1 · the Robot").replace("%1", self.robot_name),
            )
            self.side.setToolTip(
                rule_tooltip(
                    R + "solo.robot",
                    R + "solo.difficulty",
                    heading=content_text(self.robot_card.text),
                )
            )
            return
        me = min(self.ctl.viewer, len(view.buskers) - 1)
        self.side.set_lines(rival_lines(self, view, me), _t("BuskingTable", "The other bands"))
        self.side.setToolTip(rule_tooltip(R + "turn.order", R + "turn.pass"))
