"""The table in play: the board, and beside it the turn, scores, buttons and log."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from roadie.core.game import ScoreSheet
from roadie.match.client import SeatChange, TableClient
from roadie.match.pacing import BotSeat
from roadie.storage.settings import Settings
from roadie.ui.action_log import ActionLog
from roadie.ui.controller import MatchController
from roadie.ui.games import make_board
from roadie.ui.overlays import Curtain, Toast
from roadie.ui.score_explain import projection_reason
from roadie.ui.scoreboard import Scoreboard, score_seats
from roadie.ui.style import font, palette
from roadie.ui.texts import rule_tooltip, translated

SIDE_WIDTH = 310
NARROW_SIDE_WIDTH = 250
NARROW = 1150
"""Below this width the side panel narrows and its buttons leave their keys to the tooltip."""


class GameScreen(QWidget):
    """One match on screen. Emits :attr:`finished` once the game is over."""

    finished = Signal()

    def __init__(self, client: TableClient, settings: Settings,
                 bots: dict[int, BotSeat] | None = None, parent: QWidget | None = None,
                 viewer: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.client, self.bots, self.settings = client, bots or {}, settings
        self.stopped = False
        self.pal = palette(settings.colour_blind)
        self.ctl = MatchController(client, self.bots, settings.bot_pace, self)
        if viewer is not None:
            self.ctl.set_viewer(viewer)
        self.board = make_board(client.info.id, self.ctl, self.pal,
                                settings.animation_speed, self)
        self.view = self.board.view
        self.board.summaries = settings.round_summaries
        self.board.set_teaching(settings.teaches(client.info.id))
        self.finished.connect(lambda: settings.learned(client.info.id))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self._side_panel())
        self.toast = Toast(self.view)
        self.curtain = Curtain(self)
        self.curtain.dismissed.connect(self._curtain_lifted)
        self.curtain.lifted.connect(lambda: self.view.setEnabled(True))
        self.shown_seat = self.ctl.viewer
        self.ctl.changed.connect(self._changed)
        self.ctl.refused.connect(self.toast.show_message)
        self.ctl.finished.connect(self._finish_soon)
        self.board.message.connect(self.toast.show_message)
        self.board.logged.connect(self.log.add)
        if client.actions_taken():  # continued or loaded: what happened, from the record
            self.log.entries = self.board.history()
        self.log.set_teller(self.board.sentence)
        self.refresh()

    def _side_panel(self) -> QWidget:
        side = self.side = QWidget()
        side.setFixedWidth(SIDE_WIDTH)
        side.setObjectName("page")
        box = QVBoxLayout(side)
        box.setContentsMargins(14, 14, 14, 14)
        box.setSpacing(10)
        self.banner = QLabel(wordWrap=True)
        self.banner.setObjectName("title")
        self.banner.setFont(font(14, bold=True))
        box.addWidget(self.banner)
        heading = self.tr("Scores") if self.client.info.scored else self.tr("Seats")
        if self.board.banked():
            heading = self.tr("Scores if the game ended now")
        box.addWidget(self._heading(heading))
        self.scoreboard = Scoreboard(*score_seats(self.client), self.pal,
                                     scored=self.client.info.scored)
        self.scoreboard.explain_with(self.client, self.board.describe)
        box.addWidget(self.scoreboard)
        self.score_note = QLabel(wordWrap=True)
        self.score_note.setObjectName("muted")
        self.score_note.setFont(font(9))
        self.score_note.setTextFormat(Qt.TextFormat.PlainText)
        self.score_note.setVisible(bool(self.board.banked()))
        box.addWidget(self.score_note)
        self.last_sheet: ScoreSheet | None = None
        self.fell = ""
        """Why a player's projected score moved last."""
        self.events: list[Any] = []
        """The events of the last change, to say why a projection moved."""
        self.buttons: list[tuple[QPushButton, Any]] = []
        for n, turn_action in enumerate(self.board.turn_actions()):
            button = QPushButton(button_text(turn_action, narrow=False))
            primary = n == 0 if turn_action.primary is None else turn_action.primary
            button.setObjectName("primary" if primary else "")
            keys = QKeySequence(turn_action.shortcut).toString(
                QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(f"<b>{keys}</b><br/>" + rule_tooltip(turn_action.rule_id))
            button.clicked.connect(lambda _=False, t=turn_action: self.take(t))
            box.addWidget(button)
            self.buttons.append((button, turn_action))
        self.undo_button = QPushButton(self.tr("Undo my last action"))
        self.undo_button.setToolTip(rule_tooltip("roadie/undo"))
        self.undo_button.clicked.connect(self.undo)
        box.addWidget(self.undo_button)
        box.addWidget(self._heading(self.tr("What happened")))
        self.log = ActionLog()
        box.addWidget(self.log, 1)
        self.hint = QLabel(self.board.hint(), wordWrap=True)
        self.hint.setObjectName("muted")
        self.hint.setFont(font(9))
        box.addWidget(self.hint)
        return side

    def add_panel(self, panel: QWidget) -> None:
        """A panel under the log, sharing its height (a network game's table chat)."""
        box = self.side.layout()
        assert isinstance(box, QVBoxLayout)
        box.insertWidget(box.count() - 1, panel, 1)

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text.upper(), wordWrap=True)  # a narrow panel takes two lines
        label.setObjectName("heading")
        label.setFont(font(9, bold=True))
        return label

    # --- acting -----------------------------------------------------------------
    def turn_action(self, index: int) -> Any:
        return self.board.turn_actions()[index]

    def accepting_input(self) -> bool:
        """False while the hot-seat curtain hides the table: nobody acts blind."""
        return self.curtain.isHidden()

    def take(self, turn_action: Any) -> bool:
        """Submit a side-panel action, asking first if the settings want that."""
        if not self.accepting_input():
            return False
        question = turn_action.confirm if self.settings.confirm_pass else ""
        if not question and turn_action.ends_turn and self.settings.confirm_end_turn:
            question = self.tr("End your turn now?")
        if question and not self._agreed(turn_action, question):
            return False
        return self.ctl.submit(turn_action.action)

    def _agreed(self, turn_action: Any, question: str) -> bool:
        """Ask *question*; "Yes to all" stops a table's own question (a setting)."""
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        if turn_action.confirm:
            buttons |= QMessageBox.StandardButton.YesToAll
        answer = QMessageBox.question(self, turn_action.label, question, buttons)
        if answer == QMessageBox.StandardButton.YesToAll:
            self.settings.confirm_pass = False
        return answer in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.YesToAll)

    def undo(self) -> bool:
        return self.accepting_input() and self.ctl.undo()

    def start(self) -> None:
        """Called once the screen is shown: bots may start acting."""
        self.ctl.start()
        if self.client.is_over():
            self._finish_soon()

    def pause(self) -> None:
        """The table leaves the screen (the launcher is shown): the game holds still."""
        self.ctl.pause()
        if hasattr(self.board, "pause"):
            self.board.pause()

    def resume(self) -> None:
        self.ctl.resume()
        if hasattr(self.board, "resume"):
            self.board.resume()  # after the clock restarts: a board may hold it still

    def stop(self) -> None:
        if not self.stopped:
            self.ctl.detach()
            if hasattr(self.board, "stop"):
                self.board.stop()
        self.stopped = True

    def keep_from(self, old: GameScreen) -> None:
        """Carry over what *old* (the same match on screen before) showed besides the
        match: the action log so far and, in hot-seat, a curtain still down."""
        self.log.replace(old.log.entries)
        self.shown_seat = old.shown_seat
        if not old.curtain.isHidden():
            self.lower_curtain()

    # --- showing ------------------------------------------------------------------
    def _changed(self, change: SeatChange) -> None:
        if change.seat is not None and change.seat in self.ctl.human_seats():
            self.toast.hide()  # a refusal is old news once a player's action went through
        self.events = change.events
        self.refresh()
        humans = self.ctl.human_seats()
        if len(humans) > 1 and self.ctl.viewer != self.shown_seat and \
                not self.client.is_over():
            if self.board.private_between_seats():
                self.lower_curtain()
            else:  # nothing to hide: the table simply shows the next player's side
                self.shown_seat = self.ctl.viewer

    def lower_curtain(self) -> None:
        """Hide the table until the next human says they hold the device."""
        self.view.setEnabled(False)  # out of the Tab chain, deaf to keys behind the curtain
        self.curtain.show_for(self.client.seats[self.ctl.viewer].name)

    def _curtain_lifted(self) -> None:
        self.shown_seat = self.ctl.viewer
        self.view.setFocus()

    def refresh(self) -> None:
        self.banner.setText(self.board.status_line())
        self.hint.setText(self.board.hint())  # it follows the phase
        sheet = self.client.score()
        self.scoreboard.show_scores(sheet, self.client.active_seats())
        if self.board.banked():
            self._note_score(sheet)
        legal = self.ctl.legal()
        for button, turn_action in self.buttons:
            button.setEnabled(turn_action.action in legal)
        self.undo_button.setEnabled(self.ctl.can_undo())

    def _note_score(self, sheet: ScoreSheet) -> None:
        """Points banked for good, apart from the projection; and why a projection fell."""
        banked = self.board.banked()
        names = self.ctl.seat_names()
        people = [s for s in sheet.seats if not s.automaton and s.seat < len(names)]
        kept = " · ".join(f"{names[s.seat]} {sum(x.points for x in s.lines if x.label in banked)}"
                          for s in people)
        before = {s.seat: s for s in self.last_sheet.seats} if self.last_sheet else {}
        for seat in people:
            old = before.get(seat.seat)
            if old is not None and seat.total != old.total:
                self.fell = projection_reason(names[seat.seat], old, seat, self._said(seat.seat))
        self.last_sheet = sheet
        lines = ", ".join(translated("scores", label) for label in banked)
        text = self.tr("Banked for good (%2): %1").replace("%1", kept).replace("%2", lines)
        self.score_note.setText(text + (f"\n{self.fell}" if self.fell else ""))
        self.score_note.setMinimumHeight(self.score_note.heightForWidth(self.side.width() - 28))

    def _said(self, seat: int) -> list[str]:
        """The log's sentences for *seat*'s events of the last change (else everyone's)."""
        mine = [e for e in self.events if getattr(e, "seat", None) == seat] or self.events
        return [t for t in map(self.board.describe, mine) if t][:2]

    def _finish_soon(self) -> None:
        QTimer.singleShot(self.board.scene.anim_ms(900), self, self.finished.emit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A small window narrows the side panel (the board keeps the room)."""
        super().resizeEvent(event)
        narrow = self.width() < NARROW
        self.side.setFixedWidth(NARROW_SIDE_WIDTH if narrow else SIDE_WIDTH)
        for button, turn_action in self.buttons:
            button.setText(button_text(turn_action, narrow))

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.board.scene.release()
        super().keyPressEvent(event)


def button_text(turn_action: Any, narrow: bool) -> str:
    """A turn action's label, and its keys unless the panel is narrow."""
    if narrow:
        return str(turn_action.label)
    keys = QKeySequence(turn_action.shortcut).toString(QKeySequence.SequenceFormat.NativeText)
    return f"{turn_action.label}   {keys}"
