"""Issue 30, item 7: the log names the crowd a song was played for even when the round's
pay-out has dealt new crowds; the pay-out panel names the round it pays for on a table made
mid-game; a score in dollars is not told in points."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel
from tests.ui.conftest import controller_for, play_bot

from roadie.games.big_easy_busking import GAME
from roadie.games.big_easy_busking import events as e
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.action_log import Entry
from roadie.ui.games.big_easy_busking.board import Board
from roadie.ui.score_explain import ScoreExplanation, total_heading
from roadie.ui.style import stylesheet


def solo_table(qtbot, match: Match) -> Board:
    QApplication.instance().setStyleSheet(stylesheet())
    board = Board(controller_for(match, "fast"), speed="fast")
    qtbot.addWidget(board.view)
    board.view.resize(1000, 720)
    return board


def solo_match() -> Match:
    options = GAME.make_options(1, {"difficulty": "professional", "robot": "second-line-sal"})
    return Match(GAME, options, 5, [SeatSpec(name="Ana")])


def test_the_last_songs_of_a_round_name_the_crowds_they_were_played_for(qtbot) -> None:
    match = solo_match()
    board = solo_table(qtbot, match)
    told: list[tuple[Entry, str]] = []
    board.logged.connect(lambda x: told.append((x, board.sentence(x) or "")))
    crowds = [board.ctx.labels[c.crowd] for c in match.state.street]
    while match.state.round == 1:
        board.narrator.flush()
        board.payout.close()
        play_bot(match, 0)
    board.narrator.flush()
    finished = []
    for entry, line in told:
        if isinstance(entry, Entry) and isinstance(entry.event, e.RoundStarted):
            break
        if isinstance(entry, Entry) and isinstance(entry.event, e.SongFinished):
            finished.append((crowds[entry.event.crowd], line))
    assert finished  # the round's songs were finished, the last ones in the round's last change
    assert [line for name, line in finished if name not in line] == []
    new = [board.ctx.labels[c.crowd] for c in match.state.street]
    assert new[:len(crowds)] != crowds  # round 2's crowds lie where round 1's were


def test_the_pay_out_of_a_table_made_mid_game_names_its_round(qtbot) -> None:
    match = solo_match()
    while match.state.round == 1:
        play_bot(match, 0)
    board = solo_table(qtbot, match)  # made again in round 2 (a reload, a settings change)
    while match.state.round == 2:
        board.narrator.flush()
        board.payout.close()
        play_bot(match, 0)
    board.narrator.flush()
    assert board.summary.isVisible()
    assert board.summary.title == "Round 2 pay-out"


def test_a_score_in_dollars_or_fame_is_not_told_in_points(qtbot) -> None:
    assert total_heading("dollars", 37).startswith("%1: $37 ")
    assert total_heading("fame", 37).startswith("%1: 37 Fame ")
    assert total_heading("points", 37).startswith("%1: 37 points ")
    match = solo_match()
    while not match.is_over():
        play_bot(match, 0)
    client = controller_for(match).client
    seat = client.score().seats[0]
    dialog = ScoreExplanation(client, seat, "Ana")
    qtbot.addWidget(dialog)
    heading = dialog.findChildren(QLabel)[0].text()
    assert heading.startswith(f"Ana: ${seat.total} ") and "points" not in heading
