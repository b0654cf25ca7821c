"""The side panels: the turn sequence card, and the other bands or the Robot's card."""

from __future__ import annotations

from roadie.games.big_easy_busking.content import RobotCard
from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.context import R, TableContext
from roadie.ui.games.big_easy_busking.faces import (
    _t,
    content_text,
)
from roadie.ui.games.big_easy_busking.panels import TextPanel
from roadie.ui.games.big_easy_busking.texts import (
    rival_lines,
    robot_lines,
    sequence_lines,
)
from roadie.ui.texts import rule_tooltip


class Side:
    """Draws the side panels: the turn sequence card, and the other bands or, solo, the
    *robot* card with the step the Robot is carrying out."""

    # --- the fixed places ----------------------------------------------------------
    def __init__(self, ctx: TableContext, robot: RobotCard | None) -> None:
        self.ctx, self.robot = ctx, robot
        self.robot_step: int | None = None
        """The step of the Robot card told last (lit on the card)."""
        self.robot_sentence = ""
        """What the Robot did last."""
        pal, scene = ctx.pal, ctx.scene
        self.sequence = TextPanel(L.SEQUENCE, content_text(ctx.cat.pack.turn_sequence.title), pal)
        self.sequence.setToolTip(
            rule_tooltip(R + "turn.finish", R + "turn.tip", R + "turn.action", R + "round.end")
        )
        scene.addItem(self.sequence)
        self.panel = TextPanel(L.SIDE, "", pal)
        scene.addItem(self.panel)

    # --- drawing the view ---------------------------------------------------------
    def render(self, view: BuskingView, me: int) -> None:
        """Both panels in line with *view* (*me*: the viewer's seat)."""
        self.render_panel(view, me)
        self.sequence.set_lines(sequence_lines(self.ctx.cat, view))

    def tell(self, view: BuskingView, me: int, step: int, sentence: str) -> None:
        """The Robot carries out *step* of its card, told in *sentence*."""
        self.robot_step, self.robot_sentence = step, sentence
        self.render_panel(view, me)

    def render_panel(self, view: BuskingView, me: int) -> None:
        """The Robot's card and narration (solo), or the other players' bands."""
        ctx, panel = self.ctx, self.panel
        if view.robot is not None and self.robot is not None:
            panel.accent = ctx.pal.amber if self.robot_sentence else ctx.pal.brass
            panel.set_lines(
                robot_lines(ctx, view, self.robot, self.robot_step, self.robot_sentence),
                _t("BuskingTable", "%1 · the Robot").replace("%1", ctx.robot_name),
            )
            panel.setToolTip(
                rule_tooltip(
                    R + "solo.robot",
                    R + "solo.difficulty",
                    heading=content_text(self.robot.text),
                )
            )
            return
        panel.set_lines(rival_lines(ctx, view, me), _t("BuskingTable", "The other bands"))
        panel.setToolTip(rule_tooltip(R + "turn.order", R + "turn.pass"))
