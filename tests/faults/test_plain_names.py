"""Seat names are player-supplied text: shown as plain text, never as markup."""

from __future__ import annotations

from PySide6.QtCore import Qt

from roadie.games.gig_dice import actions as a
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow

NAME = '<img src="x"><b>Ann</b> & <a href="http://x">co</a>'


def test_a_seat_name_with_markup_shows_as_written(window: MainWindow) -> None:
    assert window.start_game(NewGame("gig-dice", {}, 5, [(NAME, "human", "random"),
                                                          ("Bo", "human", "random")]))
    screen = window.game_screen
    assert screen is not None
    label = screen.scoreboard.rows[0][1]
    assert NAME in label.text() and label.textFormat() == Qt.TextFormat.PlainText
    curtain = screen.curtain
    assert screen.ctl.submit(a.EndTurn())
    assert screen.ctl.submit(a.EndTurn())  # back to the first seat
    screen.lower_curtain()  # as a game with hidden hands lowers it: it names the seat
    assert NAME in curtain.title.text() and curtain.title.textFormat() == Qt.TextFormat.PlainText
    assert curtain.button.text().count("&&") == 1  # no keyboard mnemonic made of the name
    curtain.button.click()
    assert screen.ctl.submit(a.EndSession())
    window.show_end()
    assert window.end is not None
    assert window.end.headline.textFormat() == Qt.TextFormat.PlainText
    assert "<" not in window.windowTitle()
