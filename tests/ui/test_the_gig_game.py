"""Whole games on The Gig's table: a human and a real-time bot to the final scores, and
The Showdown's timer running out."""

from __future__ import annotations

import time

from tests.ui.conftest import controller_for
from tests.ui.test_the_gig_table import table

from roadie.core.errors import RuleViolation
from roadie.games.the_gig import actions as a
from roadie.games.the_gig.game import GAME
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.games.the_gig.board import Board

GAME_S = 180.0
"""The longest wait for the whole game (a loaded machine draws each step slower; the loop
ends as soon as the game does)."""


class FakeClock:
    """A match clock the test moves by hand."""

    def __init__(self, start: float = 0.0, step: float = 0.0) -> None:
        self.t, self.step = start, step

    def __call__(self) -> float:
        self.t += self.step
        return self.t


def human_move(legal: list) -> list:
    """What the test's human tries, best first: free spaces, solos, choices, passing."""
    order = (a.Place, a.Leave, a.PlaySolo, a.ChooseNotation, a.VocalCopy, a.DrawExtra, a.Discard,
             a.PassApplause, a.TimeUp)
    return [x for kind in order for x in legal if isinstance(x, kind)]


def test_a_two_player_game_with_a_bot_to_the_final_scores(window, qtbot):
    _screen, board, match = table(window, seats=(("Ana", "human"), ("Bot", "bot")),
                                 audience=True, seed=3)
    match.clock = FakeClock(match.state.now + 1, 0.05)
    assert 1 in board.ctl.pacer.bots
    board.ctl.pacer.factor = 0.0  # the bot acts as soon as the table has drawn
    deadline = time.monotonic() + GAME_S
    while not match.is_over() and time.monotonic() < deadline:
        if 0 in match.active_seats():
            for choice in human_move(match.legal_actions(0)):
                try:
                    match.submit(0, choice)
                    break
                except RuleViolation:
                    continue
        qtbot.wait(1)
    assert match.is_over()
    assert any(r.seat == 1 for r in match.record.actions), "the bot played in real time"
    qtbot.waitUntil(lambda: window.end is not None, timeout=3000)
    sheet = GAME.score(match.state)
    assert len(sheet.seats) == 2 and sheet.winners


def test_the_showdown_timer_runs_out_and_time_up_is_submitted(qtbot):
    clock = FakeClock(0.0)
    options = GAME.make_options(1, {"timer": 40})
    match = Match(GAME, options, 4, [SeatSpec(name="Ana", kind="human", level="random")],
                  clock=clock)
    ctl = controller_for(match, "off")
    board = Board(ctl, speed="off")
    qtbot.addWidget(board.view)
    board.view.resize(1280, 800)
    board.view.show()
    board.countdown.tick()
    assert board.items.song_mat.score == "Timer 0:40"
    clock.t = 41.0
    qtbot.waitUntil(lambda: match.state.challenger.timer_beat_you, timeout=2000)
    assert match.record.actions[-1].action["kind"] == "time_up"
    assert match.state.rerolls_over
    assert a.Reroll(dice=(0,)) not in ctl.legal(0)


def showdown_board(qtbot, clock: FakeClock, speed: str = "off",
                   built_at: float = 0.0) -> tuple[Match, Board]:
    """A timed Showdown opened at the clock's time, its table built at *built_at*."""
    match = Match(GAME, GAME.make_options(1, {"timer": 40}), 4,
                  [SeatSpec(name="Ana", kind="human", level="random")], clock=clock)
    clock.t = built_at
    board = Board(controller_for(match, speed), speed=speed)
    qtbot.addWidget(board.view)
    return match, board


def test_the_showdown_timer_is_shown_from_the_rules_deadline(qtbot):
    clock = FakeClock(0.0)
    match, board = showdown_board(qtbot, clock, built_at=5.0)  # the song opened at 0
    clock.t = 12.2
    board.countdown.tick()
    assert board.items.song_mat.score == "Timer 0:28"
    assert board.frame.view.deadline == match.state.song_started + 40


def test_the_countdown_does_not_eat_the_showdown_timer(qtbot):
    clock = FakeClock(0.0)
    _match, board = showdown_board(qtbot, clock, speed="normal")
    assert not board.countdown.blocked, "the player may act the moment the timer runs"
    untimed = Match(GAME, GAME.make_options(2), 4,
                    [SeatSpec(name=n, kind="human", level="random") for n in ("Ana", "Ben")],
                    clock=clock)
    counted = Board(controller_for(untimed, "normal"), speed="normal")
    qtbot.addWidget(counted.view)
    assert counted.countdown.blocked, "without a timer the song is counted in"
