"""Whole games of Big Easy Busking on the table: three players with bots, and solo."""

from __future__ import annotations

from tests.ui.conftest import controller_for, play_bot

from roadie.games.big_easy_busking import GAME
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.action_log import ActionLog
from roadie.ui.games.big_easy_busking.board import Board
from roadie.ui.launcher import NewGame


def human_move(match, seat):
    """Finish, put back and skip first; then play a song when one fits, else learn or pass."""
    legal = match.legal_actions(seat)
    for kind in ("finish", "return_energy", "skip_ability", "play", "learn"):
        found = [x for x in legal if x.kind == kind]
        if found:
            return found[-1] if kind == "finish" else found[len(found) // 2]
    return legal[-1]


def play_out(match, ctl, limit=2000):
    for _n in range(limit):
        if match.is_over():
            return
        seat = match.active_seats()[0]
        if match.seats[seat].kind == "bot":
            play_bot(match, seat)
        else:
            assert ctl.submit(human_move(match, seat), seat)
    raise AssertionError("the game did not end")


def test_a_three_player_game_with_bots_reaches_the_final_scores(window, qtbot):
    seats = [("Ana", "human", "random"), ("Ben", "bot", "random"), ("Cleo", "bot", "random")]
    assert window.start_game(NewGame("big-easy-busking", {}, 21, seats))
    screen = window.game_screen
    screen.board.scene.set_speed("off")
    screen.ctl.stop()
    play_out(screen.client.match, screen.ctl)
    qtbot.waitUntil(lambda: window.end is not None, timeout=3000)
    sentences = " ".join(screen.log.sentences())
    assert "Round 3 begins" in sentences and "pays" in sentences
    assert "The game is over" in sentences
    assert "wins" in window.end.headline.text() or "shared" in window.end.headline.text()
    match = screen.client.match
    assert window.end.chart.history[-1] == GAME.score(match.state).totals
    assert len(window.end.chart.history) == len(match.record.actions) + 1
    assert screen.board.status_line() == "The game is over"


def solo(speed="off", seed=5):
    options = GAME.make_options(1, {"difficulty": "professional", "robot": "second-line-sal"})
    match = Match(GAME, options, seed, [SeatSpec(name="Ana")])
    ctl = controller_for(match, speed)
    board = Board(ctl, speed=speed)
    log = ActionLog()
    board.logged.connect(log.add)
    log.set_teller(board.sentence)
    return match, ctl, board, log


def test_a_solo_game_at_professional_is_narrated_to_the_end(qtbot):
    match, ctl, board, log = solo()
    qtbot.addWidget(board.view)
    qtbot.addWidget(log)
    play_out(match, ctl)
    said = log.sentences()
    robot = [s for s in said if s.startswith("Second-Line Sal")]
    assert any("finished" in s for s in robot) and any("started" in s for s in robot)
    assert any("buys the Standard" in s or "flips" in s for s in robot)
    side = board.side
    assert side.robot_step is not None and side.robot_sentence.startswith("Second-Line Sal")
    assert "The game is over after round 3." in said
    assert board.summary.isVisible()
    assert match.game.score(match.state).winners in ([0], [1])


def test_the_robot_turn_is_told_one_step_at_a_time(qtbot):
    match, ctl, board, log = solo(speed="fast")
    qtbot.addWidget(board.view)
    qtbot.waitUntil(lambda: not board.narrator.busy(), timeout=8000)  # its opening turn
    assert any(board.ctx.robot_name in line for line in log.sentences())
    before = len(log.sentences())
    song = next(x for x in match.legal_actions(0) if x.kind == "play")
    ctl.submit(song)
    assert board.narrator.busy()
    told = len(log.sentences())
    qtbot.waitUntil(lambda: not board.narrator.busy(), timeout=8000)
    assert len(log.sentences()) > told > before
    assert "Ana's turn." in log.sentences()[-1]


def test_a_solo_game_through_the_window_reaches_the_end_screen(window, qtbot):
    new = NewGame("big-easy-busking", {"difficulty": "professional"}, 3,
                  [("Ana", "human", "random")])
    assert window.start_game(new)
    screen = window.game_screen
    screen.board.scene.set_speed("off")
    screen.ctl.stop()
    assert len(screen.scoreboard.rows) == 2
    play_out(screen.client.match, screen.ctl)
    qtbot.waitUntil(lambda: window.end is not None, timeout=3000)
    assert "wins" in window.end.headline.text()
