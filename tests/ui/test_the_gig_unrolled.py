"""The Showdown: The Challenger's dice not rolled yet show no value on the table."""

from __future__ import annotations

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.games.the_gig.kit import CHALLENGER
from roadie.ui.launcher import NewGame


def test_the_challengers_unrolled_dice_show_no_value(qtbot) -> None:
    _app, win = create([], Settings(animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    assert win.start_game(NewGame("the-gig", {"content_pack": "standard"}, 3,
                                  [("Ana", "human", "random")]))
    board = win.game_screen.board
    view = win.game_screen.client.view()
    unrolled = [n for n, cd in enumerate(view.challenger.dice) if cd.value is None]
    assert unrolled
    for n in unrolled:
        item = board.drawing.dice[(CHALLENGER, n)]
        assert not item.rolled and item.caption == ""
    win.close()
