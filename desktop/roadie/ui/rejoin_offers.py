""""Rejoin <game> at <host>": the seats this player holds at network games under way
(:mod:`roadie.storage.kept_seats`), offered after Roadie was closed or crashed mid-game.

:class:`RejoinOffers` lists them, one row each (the offer and a button to forget it); the
network page shows it above the tables found, and the launcher's list of games in progress
may show it too: connect :attr:`RejoinOffers.rejoin` to the window's rejoin (see
:meth:`roadie.ui.lobby.NetworkPlay.rejoin`). Names are shown as plain text.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from roadie.storage.paths import kept_seats_dir
from roadie.ui.plain import button_text, plain_tip
from roadie.ui.texts import translated

if TYPE_CHECKING:
    from roadie.storage.kept_seats import KeptSeat


def game_title(game_id: str) -> str:
    from roadie import games

    if game_id not in games.GAME_IDS:
        return game_id
    return translated("games", games.entry(game_id).about.title)


class RejoinOffers(QWidget):
    """The kept seats, each offered as "Rejoin <game> at <host>"; hidden until
    :meth:`refresh` finds some (the launcher reads them once it is filled in)."""

    rejoin = Signal(object)
    """A :class:`KeptSeat` the player chose to take back."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.setSpacing(4)
        self.seats: list[KeptSeat] = []
        self.rows: list[tuple[QPushButton, QPushButton]] = []
        self.hide()

    def refresh(self) -> None:
        """Read the kept seats again (most starts find none, and load nothing for them)."""
        try:
            names = os.listdir(kept_seats_dir())
        except OSError:
            names = []
        if not any(name.endswith(".json") for name in names):
            self.show_seats([])
            return
        from roadie.storage.kept_seats import kept_seats

        self.show_seats(kept_seats())

    def show_seats(self, seats: list[KeptSeat]) -> None:
        while self.box.count():
            item = self.box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seats, self.rows = list(seats), []
        for seat in self.seats:
            row = QWidget()
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            go = QPushButton()
            go.setObjectName("primary")
            go.clicked.connect(lambda _c=False, s=seat: self.rejoin.emit(s))
            drop = QPushButton()
            drop.clicked.connect(lambda _c=False, s=seat: self._forget(s))
            line.addWidget(go, 1)
            line.addWidget(drop)
            self.box.addWidget(row)
            self.rows.append((go, drop))
        self.retranslate()
        self.setVisible(bool(self.seats))

    def retranslate(self) -> None:
        for seat, (go, drop) in zip(self.seats, self.rows, strict=True):
            go.setText(button_text(self.tr("Rejoin %1 at %2")
                                   .replace("%1", game_title(seat.game))
                                   .replace("%2", seat.host)))
            go.setToolTip(plain_tip(self.tr("Take your seat back (seat %1, as %2)")
                                    .replace("%1", str(seat.seat + 1))
                                    .replace("%2", seat.name)))
            drop.setText(self.tr("Forget"))

    def _forget(self, seat: KeptSeat) -> None:
        from roadie.storage.kept_seats import forget

        forget(seat.address, seat.port)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

