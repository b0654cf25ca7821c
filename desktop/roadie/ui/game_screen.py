"""The table in play: the board, and beside it the turn, scores, buttons and log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from roadie.core.game import ScoreSheet
from roadie.match.client import SeatChange, TableClient
from roadie.match.holds import PAUSE
from roadie.match.pacing import BotSeat
from roadie.match.time_scale import scaled
from roadie.storage.settings import Settings
from roadie.ui.action_log import ActionLog
from roadie.ui.controller import MatchController
from roadie.ui.games import make_board
from roadie.ui.overlays import Curtain, PauseCover, Toast
from roadie.ui.score_explain import projection_reason
from roadie.ui.scoreboard import Scoreboard, score_seats
from roadie.ui.style import Palette, font, palette
from roadie.ui.texts import rule_tooltip, translated

SIDE_WIDTH = 310
"""The side panel's width (with its handle) on a window 1150 pixels wide or more."""
NARROW_SIDE_WIDTH = 220
NARROW = 1150
"""Below this window width the side panel narrows (never below what its buttons need)."""
WIDEST_SIDE = 480
"""The widest the player may drag the side panel."""
HANDLE = 16
"""The width of the handle the player drags the side panel by (all that shows folded)."""
MARGINS = (6, 14, 10, 14)
"""Around the side panel's contents (the handle makes most of the left margin)."""
FOLD_KEY = "Ctrl+B"


class GameScreen(QWidget):
    """One match on screen. Emits :attr:`finished` once the game is over."""

    finished = Signal()
    paused_changed = Signal(bool)
    """Game › Pause took hold (True) or let go (False)."""

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
        self.curtain.lifted.connect(self._enable_board)
        self.cover = PauseCover(self.view, self)
        self.cover.resume.connect(self.toggle_pause)
        self.ask_pause: Callable[[bool], None] | None = None
        """In a network game: pausing or resuming is asked of the host (which answers every
        table with :meth:`network_pause`)."""
        self._count_in = QTimer(self, interval=scaled(1000))
        self._count_in.timeout.connect(self._count_down)
        self._count_left = 0
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
        """The handle, and beside it the turn, scores, buttons and log; the handle's drag
        widens or narrows it, its button (or Ctrl+B) folds it away and back."""
        side = self.side = QWidget()
        side.setObjectName("page")
        row = QHBoxLayout(side)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.handle = Handle(self.pal)
        self.handle.dragged.connect(self._dragged)
        self.handle.button.clicked.connect(self.toggle_side)
        row.addWidget(self.handle)
        self.panel = QWidget()
        row.addWidget(self.panel)
        QShortcut(QKeySequence(FOLD_KEY), self, self.toggle_side,
                  context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.chosen_width: int | None = None
        """The width the player dragged the panel to (None: what the window calls for)."""
        self.folded = self.settings.side_folded
        self._fill_panel()
        self.panel.setVisible(not self.folded)
        self._fold_tip()
        return side

    def _fill_panel(self) -> None:
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(*MARGINS)
        box.setSpacing(10)
        self.banner = QLabel(wordWrap=True)
        self.banner.setTextFormat(Qt.TextFormat.PlainText)  # it names the player to act
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

    def add_panel(self, panel: QWidget) -> None:
        """A panel under the log, sharing its height (a network game's table chat)."""
        box = self.panel.layout()
        assert isinstance(box, QVBoxLayout)
        box.insertWidget(box.count() - 1, panel, 1)

    # --- the side panel's width -------------------------------------------------------
    def toggle_side(self) -> None:
        """Fold the side panel away, or bring it back (remembered in the settings)."""
        self.folded = not self.folded
        self.settings.side_folded = self.folded
        self.panel.setVisible(not self.folded)
        self._fold_tip()
        self._lay_out()

    def _fold_tip(self) -> None:
        keys = QKeySequence(FOLD_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        tip = self.tr("Show the side panel") if self.folded else self.tr("Hide the side panel")
        button = self.handle.button
        button.setArrowType(Qt.ArrowType.LeftArrow if self.folded else Qt.ArrowType.RightArrow)
        button.setToolTip(f"{tip} ({keys})")
        button.setAccessibleName(tip)

    def least_width(self) -> int:
        """The narrowest the side panel may be: each button's shortest text fits."""
        need = [button_hint(b, str(t.label)) for b, t in self.buttons]
        need.append(button_hint(self.undo_button, self.tr("Undo")))
        return max(NARROW_SIDE_WIDTH, *need)

    def side_width(self) -> int:
        """The panel's width: the player's, else full, or narrow on a small window."""
        wanted = self.chosen_width or (SIDE_WIDTH if self.width() >= NARROW else 0)
        return max(self.least_width(), min(wanted, WIDEST_SIDE, self.width() // 2))

    def _lay_out(self) -> None:
        """Give the side panel its width (only its handle's while folded)."""
        width = HANDLE if self.folded else self.side_width()
        self.side.setFixedWidth(width)
        if not self.folded:
            self._fit_buttons(width)

    def _dragged(self, wanted: int) -> None:
        """The player dragged the handle to make the panel *wanted* wide: it takes that
        width, or folds when dragged well past its narrowest."""
        least = self.least_width()
        if (wanted < least * 2 // 3) != self.folded:
            self.toggle_side()
        if not self.folded:
            self.chosen_width = max(least, min(wanted, WIDEST_SIDE))
            self._lay_out()

    def _fit_buttons(self, width: int) -> None:
        """The buttons show their keys where all of them fit, Undo says less where it must;
        a narrow panel sets its heading smaller and its parts closer."""
        narrow = width < SIDE_WIDTH
        self.banner.setFont(font(12 if narrow else 14, bold=True))
        box = self.panel.layout()
        assert box is not None
        box.setSpacing(6 if narrow else 10)
        keyed = all(button_hint(b, button_text(t, False)) <= width for b, t in self.buttons)
        for button, turn_action in self.buttons:
            button.setText(button_text(turn_action, narrow=not keyed))
        long = self.tr("Undo my last action")
        self.undo_button.setText(long if button_hint(self.undo_button, long) <= width
                                 else self.tr("Undo"))

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text.upper(), wordWrap=True)  # a narrow panel takes two lines
        label.setObjectName("heading")
        label.setFont(font(9, bold=True))
        return label

    # --- acting -----------------------------------------------------------------
    def turn_action(self, index: int) -> Any:
        return self.board.turn_actions()[index]

    def accepting_input(self) -> bool:
        """False while the hot-seat curtain hides the table (nobody acts blind) and while
        the game is paused."""
        return self.curtain.isHidden() and not self.is_paused()

    # --- pause --------------------------------------------------------------------
    def is_paused(self) -> bool:
        return self.ctl.holds.holding(PAUSE)

    def toggle_pause(self) -> None:
        """Game › Pause, P or Resume: here, or asked of the host of a network game."""
        if self.ask_pause is not None:
            self.ask_pause(not self.is_paused() or self._count_in.isActive())
        else:
            self.set_paused(not self.is_paused())

    def network_pause(self, paused: bool, by: str, mine: bool, count_in_ms: int) -> None:
        """The host paused every table (*by* whom; *mine*: this player may resume), or play
        goes on after a count-in of *count_in_ms* on every table."""
        self._count_in.stop()
        if paused:
            self.set_paused(True, self.tr("%1 paused the game.").replace("%1", by))
            self.cover.button.setVisible(mine)
            return
        self._count_left = max(1, round(count_in_ms / self._count_in.interval()))
        self.set_paused(True)  # still covered while every table counts in
        self.cover.show_with("", can_resume=False)
        self._count_down()
        self._count_in.start()

    def _count_down(self) -> None:
        """One beat of the count-in after a network pause: 3, 2, 1, then play."""
        if self._count_left <= 0:
            self._count_in.stop()
            self.set_paused(False)
            return
        self.cover.note.setText(self.tr("Play goes on in %1…").replace(
            "%1", str(self._count_left)))
        self.cover.note.show()
        self._count_left -= 1

    def set_paused(self, on: bool, note: str = "") -> None:
        """Game › Pause: the clock and the bots stand still and the board is dimmed under
        "Paused" with Resume (undo and the menus still work); or the game goes on."""
        if on == self.is_paused() or (on and self.client.is_over()):
            return
        if on:
            self.board.scene.release()
            self.ctl.hold(PAUSE, clock=True)
            self.cover.show_with(note or self.tr("The clock and the bots wait. Press P or "
                                                 "Resume to play on."))
        else:
            self.cover.hide()
            self.ctl.release(PAUSE)  # the last release lets the due bots act
        self._enable_board()
        if not on:
            self.view.setFocus()
        self.refresh()
        self.paused_changed.emit(on)

    def _enable_board(self) -> None:
        """The board takes gestures and keys unless the curtain or the pause covers it."""
        self.view.setEnabled(self.curtain.isHidden() and not self.is_paused())
        if not self.view.isEnabled():
            self._let_go_of_the_mouse()

    def _let_go_of_the_mouse(self) -> None:
        """The board stops taking the mouse mid-click (a press that ended the turn lowered the
        curtain): the item pressed lets go of it, or the next player's first press (its
        release never came) would go to that item again, for them."""
        grabber = self.board.scene.mouseGrabberItem()
        if grabber is not None:
            grabber.ungrabMouse()

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
        """Undo, also while paused (never behind the hot-seat curtain)."""
        return self.curtain.isHidden() and self.ctl.undo()

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
        old.ctl.spread.settle()  # what the last change still had to tell the log
        self.log.replace(old.log.entries)
        self.shown_seat = old.shown_seat
        self.chosen_width = old.chosen_width
        if not old.curtain.isHidden():
            self.lower_curtain()

    # --- showing ------------------------------------------------------------------
    def _changed(self, change: SeatChange) -> None:
        if change.seat is not None and change.seat in self.ctl.human_seats():
            self.toast.hide()  # a refusal is old news once a player's action went through
        self.events = change.events
        if self.board.spread:
            self.ctl.spread.later("side panel", self.refresh)
        else:
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
        self._let_go_of_the_mouse()
        self.curtain.show_for(self.client.seats[self.ctl.viewer].name)

    def _curtain_lifted(self) -> None:
        self.shown_seat = self.ctl.viewer
        self.view.setFocus()

    def refresh(self) -> None:
        self.banner.setText(self.board.status_line())
        self.hint.setText(self.board.hint())  # it follows the phase
        sheet = self.ctl.score()
        self.scoreboard.show_scores(sheet, self.client.active_seats())
        if self.board.banked():
            self._note_score(sheet)
        legal = self.ctl.legal() if not self.is_paused() else set()
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
        self.score_note.setMinimumHeight(self.score_note.heightForWidth(
            self.panel.width() - MARGINS[0] - MARGINS[2]))

    def _said(self, seat: int) -> list[str]:
        """The log's sentences for *seat*'s events of the last change (else everyone's)."""
        mine = [e for e in self.events if getattr(e, "seat", None) == seat] or self.events
        return [t for t in map(self.board.describe, mine) if t][:2]

    def _finish_soon(self) -> None:
        QTimer.singleShot(self.board.scene.anim_ms(900), self, self.finished.emit)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A small window narrows the side panel (the board keeps the room)."""
        super().resizeEvent(event)
        self._lay_out()

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


def button_hint(button: QPushButton, text: str) -> int:
    """The side panel's width *button* needs to show *text* whole."""
    metrics = button.fontMetrics()
    padding = button.sizeHint().width() - metrics.horizontalAdvance(button.text())
    return metrics.horizontalAdvance(text) + padding + HANDLE + MARGINS[0] + MARGINS[2]


class Handle(QWidget):
    """The strip on the side panel's edge: drag it to widen or narrow the panel; its
    button folds the panel away and brings it back."""

    dragged = Signal(int)
    """The panel's width the drag asks for."""

    def __init__(self, pal: Palette) -> None:
        super().__init__()
        self.pal = pal
        self.setFixedWidth(HANDLE)
        self.setCursor(Qt.CursorShape.SplitHCursor)
        self.grab_x: int | None = None
        """Where in the handle the drag took hold (None: no drag)."""
        self.button = QToolButton(self)
        self.button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet(
            "QToolButton { border: none; border-radius: 4px; background: #4a2e1f; }"
            "QToolButton:hover { background: #5c3a27; }"
            f"QToolButton:focus {{ border: 2px solid {pal.amber}; }}")
        self.button.setGeometry(1, 14, HANDLE - 2, 40)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.grab_x = round(event.position().x())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        side = self.parentWidget()
        if self.grab_x is None or side is None:
            return
        right = side.mapToGlobal(QPoint(side.width(), 0)).x()
        self.dragged.emit(right - round(event.globalPosition().x()) + self.grab_x)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.grab_x = None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#1d120c"))
        painter.setPen(QColor(self.pal.brass))
        middle = self.width() // 2
        for y in range(self.height() // 2 - 15, self.height() // 2 + 16, 6):
            painter.drawPoint(middle, y)
