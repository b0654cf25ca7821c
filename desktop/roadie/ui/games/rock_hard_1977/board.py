"""Rock Hard: 1977's table: the months and Fame, the action spaces, your mat, your decisions.

Your standee is the one piece: drag it (or pick it with Enter) onto a space and the rules take
the action; spaces light from the legal actions, and a refused drop is submitted anyway so the
rules' reason is shown. Every other decision is a button on the table (``choices``). The board
draws the viewer's view and decides nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QCursor, QKeyEvent
from PySide6.QtWidgets import QMenu

from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977.views import RockHardView
from roadie.ui.controller import MatchController
from roadie.ui.games.rock_hard_1977 import gestures as g
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.choices import Choices
from roadie.ui.games.rock_hard_1977.context import table_context
from roadie.ui.games.rock_hard_1977.faces import DRAFTS, R, _t, content_text, phase_name
from roadie.ui.games.rock_hard_1977.items import Ref
from roadie.ui.games.rock_hard_1977.mat import Mat
from roadie.ui.games.rock_hard_1977.sentences import Sentences
from roadie.ui.games.rock_hard_1977.side import Side
from roadie.ui.games.rock_hard_1977.spaces import Spaces
from roadie.ui.games.rock_hard_1977.tracks import Tracks
from roadie.ui.games.table import Table, TurnAction
from roadie.ui.scene.menus import action_menu
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.style import WARM, Palette


class Board(Table):
    """The Rock Hard table: it holds the tracks, the spaces, the side column, your mat and
    the decisions, each a part drawing its own items from the view."""

    def __init__(self, controller: MatchController, pal: Palette = WARM, speed: str = "normal",
                 parent: QObject | None = None) -> None:
        Table.__init__(self, controller, pal, speed, L.SCENE, parent)
        view: RockHardView = controller.view()
        self.ctx = table_context(self.scene, pal, view.content_pack, self.names, self.kinds)
        self.sentences = Sentences(self.ctx)
        self.menu: QMenu | None = None
        self.told_end = controller.is_over()
        self.tracks = Tracks(self.ctx)
        self.spaces = Spaces(self.ctx, view.side)
        self.side = Side(self.ctx)
        self.mat = Mat(self.ctx)
        self.choices = Choices(self.ctx, self.ctl.submit)
        self.listen()

    def render(self, animate: bool = True) -> None:
        """Bring every part in line with the viewer's view of the match."""
        view: RockHardView = self.ctl.view()
        me, legal = self.me(), self.ctl.legal()
        self.tracks.render(view)
        self.spaces.render(view, legal)
        self.side.render(view, me)
        self.mat.render(view, me, any(isinstance(x, a.Place) for x in legal))
        self.choices.render(view, me, self.ctl.active_seats(), legal)

    def animate(self, events: list[Any]) -> None:
        """A new month's Event and Random Gig are announced in a banner; the game's last change
        ends with who won (the rules send no GameEnded event)."""
        for event in events:
            if isinstance(event, e.Stage) and event.stage == "prep":
                banner = self.sentences.describe(event) or ""
                # after the window has put away the toast of the action that ended the month
                QTimer.singleShot(0, self, lambda text=banner: self.message.emit(text))
        self.told_end = self.told_end or any(isinstance(x, e.GameEnded) for x in events)
        if self.ctl.is_over() and not self.told_end:
            self.told_end = True
            self.logged.emit(self.sentences.final(self.ctl.score().winners))

    def describe(self, event: Any) -> str | None:
        return self.sentences.describe(event)

    def undone(self, seat: int | None) -> str:
        return self.sentences.undone(seat)

    # --- gestures ----------------------------------------------------------------------
    def candidates(self, piece: Piece) -> list[Target]:
        if getattr(piece, "ref", None) != Ref("standee"):
            return []
        return list(self.spaces.items.values())

    def action_for(self, piece: Piece, target: Target) -> Any:
        piece_ref, target_ref = getattr(piece, "ref", None), getattr(target, "ref", None)
        if not isinstance(piece_ref, Ref) or not isinstance(target_ref, Ref):
            return None
        return g.action_for(piece_ref, target_ref, self.ctl.legal())

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        """A placement that may keep or spend a benefit asks which, in a small menu."""
        if target is not None and action is None:
            action = self.action_for(piece, target)
        if self.ask_spending(action, QCursor.pos()):
            return False
        return super().drop(piece, target, action)

    def ask_spending(self, action: Any, screen_pos: QPoint) -> bool:
        """perks.choice: when *action*'s space may be taken keeping or spending a benefit (or
        spending one of several), pop up the ways (the player picks one) and say so."""
        ways = g.ways_to_place(action, self.ctl.legal())
        if len(ways) < 2:
            return False
        view = self.ctl.view()
        rows = [(g.describe(x, view, self.ctx), x, R + "perks.choice") for x in ways]
        self.menu = action_menu(self.view, rows, lambda _x: True, self.ctl.submit)
        self.menu.popup(screen_pos)
        return True

    def refuse(self, piece: Piece, target: Target) -> None:
        if getattr(piece, "ref", None) == Ref("standee"):
            self.message.emit(self.tr("Drop your standee on an action space."))

    def key(self, item: Target, event: QKeyEvent) -> bool:
        """A digit takes that decision button; on a space, Insert or P places your standee."""
        text = event.text()
        buttons = self.choices.shown()
        if text.isdigit() and text != "0" and int(text) <= len(buttons):
            buttons[int(text) - 1].take()
            return True
        ref = getattr(item, "ref", None)
        if isinstance(ref, Ref) and ref.kind == "space" and event.key() == Qt.Key.Key_P:
            action = g.place_action(ref.id, self.ctl.legal())
            if not self.ask_spending(action, self.view.mapToGlobal(self.view.mapFromScene(
                    item.sceneBoundingRect().center()))):
                self.ctl.submit(action)
            return True
        return False

    def claims(self, item: Target, event: QKeyEvent) -> bool:
        """P on a space places the standee there (Game › Pause takes P elsewhere)."""
        ref = getattr(item, "ref", None)
        return isinstance(ref, Ref) and ref.kind == "space" and event.key() == Qt.Key.Key_P

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        """A space's menu: go there (each Candy trade); refused entries are greyed."""
        ref = getattr(item, "ref", None)
        if not isinstance(ref, Ref):
            return
        view, legal = self.ctl.view(), self.ctl.legal()
        entries = g.menu_actions(ref, legal)
        if not entries:
            return
        rows = [(g.describe(x, view, self.ctx), x, R + "turn.structure") for x in entries]
        self.menu = action_menu(self.view, rows, legal.__contains__, self.ctl.submit)
        self.menu.popup(screen_pos)

    # --- around the board ---------------------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        return [
            TurnAction(self.tr("End my turn"), a.EndTurn(), R + "turn.structure", "Ctrl+Return",
                       ends_turn=True),
            TurnAction(self.tr("Eat Candy"), a.EatCandy(), R + "candy.consume", "Ctrl+E"),
            TurnAction(self.tr("Quit my Job"), a.QuitJob(), R + "jobs.quit", "Ctrl+J"),
        ]

    def hint(self) -> str:
        """How to play this table in its current stage, shown under the action log."""
        stage = self.ctl.view().stage
        if stage == "draft":
            return self.tr("Setup: click the card you choose among the big buttons on the "
                           "table. Hover a card for its rule.")
        if stage == "over":
            return ""
        return self.tr("Drag your standee from your mat onto a lit space; decisions are the "
                       "buttons on the table. Hover anything for its rule.")

    def keys(self) -> str:
        return self.tr(
            "Tab / Shift+Tab: go from piece to piece · Enter or Space on your standee picks it "
            "up, then Enter on a lit space puts it there<br/>"
            "P on a space: go there · 1-9: take that decision button<br/>"
            "Menu key or right click on a space: its actions (each Candy trade)<br/>"
            "Ctrl+Return: end my turn · Ctrl+E: eat Candy · Ctrl+J: quit my Job · Ctrl+Z: undo")

    def status_line(self) -> str:
        """The month, the phase and who acts, for the banner beside the board."""
        view: RockHardView = self.ctl.view()
        if view.stage == "over":
            return self.tr("The game is over")
        month = content_text(view.month)
        if view.stage == "draft":
            return self.tr("Setup: %1").replace("%1", _t("RockHardTable", DRAFTS[view.draft]))
        acting = ", ".join(self.ctx.who(s) for s in self.ctl.active_seats())
        return self.tr("%1 · %2 · %3 acts").replace("%1", month).replace(
            "%2", phase_name(view.stage)).replace("%3", acting)
