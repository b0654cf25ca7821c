"""The side panel's scoreboard: each row follows the newest score sheet."""

from __future__ import annotations

from roadie.core.game import ScoreLine, ScoreSheet, SeatScore
from roadie.ui.scoreboard import Scoreboard


def sheet(points: list[int]) -> ScoreSheet:
    seats = [SeatScore(seat=n, total=p, lines=[ScoreLine(label="Solo", points=p)])
             for n, p in enumerate(points)]
    return ScoreSheet(seats=seats, winners=[])


def test_rows_follow_each_sheet_and_the_seat_to_act(qtbot) -> None:
    board = Scoreboard(["Ana", "Ben"], [False, True])
    qtbot.addWidget(board)
    board.show_scores(sheet([3, 5]), acting=[0])
    board.show_scores(sheet([3, 5]), acting=[0])  # the same again: nothing to change
    assert board.totals() == [3, 5] and board.rows[0][1].text().startswith("▶ Ana")
    board.show_scores(sheet([4, 5]), acting=[1])
    assert board.totals() == [4, 5]
    assert board.rows[0][1].text() == "Ana" and board.rows[1][1].text().startswith("▶ Ben")
    assert "Solo: 4" in board.rows[0][2].toolTip() and "Solo: 5" in board.rows[1][2].toolTip()
    assert board.rows[1][1].font().bold() and not board.rows[0][1].font().bold()
