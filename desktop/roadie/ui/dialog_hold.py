"""Every modal dialog holds the game in play while it is open.

Keyboard help, a file dialog, the settings, the rules, How to play, a score's explanation,
a question: whichever modal window Qt shows, the table's bots and clock wait (the
:data:`~roadie.match.holds.DIALOG` hold) until the last one closes. The window learns of
a dialog when the focus moves to it, and of its closing from the dialog itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from roadie.ui.controller import MatchController


class DialogHold(QObject):
    """Holds the controller *current* returns while a modal dialog is open."""

    def __init__(self, current: Callable[[], MatchController | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current = current
        self.held_on: MatchController | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        app.focusWindowChanged.connect(self.check)

    def check(self) -> None:
        """Hold the game while a modal dialog is open; let go once none is."""
        modal = QApplication.activeModalWidget()
        if modal is not None:
            modal.installEventFilter(self)  # its closing is told even if no focus moves (once)
        ctl = self.current() if modal is not None else None
        if self.held_on is not ctl:
            self._let_go()
        if ctl is not None:
            from roadie.match.holds import DIALOG  # a game is on: its modules are loaded

            ctl.hold(DIALOG, clock=True)
            self.held_on = ctl

    def _let_go(self) -> None:
        if self.held_on is not None and shiboken6.isValid(self.held_on):
            from roadie.match.holds import DIALOG

            self.held_on.release(DIALOG)
        self.held_on = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide:
            QTimer.singleShot(0, self, self.check)  # once Qt has taken it off its modal list
        return False
