"""The match: one path for every action, with undo, bots, clock and signals."""

from __future__ import annotations

import time

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.games.gig_dice import actions as a
from roadie.match.match import Change, Match
from roadie.match.pacing import BotPacer, ManualTimers
from roadie.match.session import LocalTable
from roadie.storage.saves import SeatSpec

GAME = games.get("gig-dice")


def new_match(*kinds: str) -> Match:
    ticks = iter(range(1000))
    seats = [SeatSpec(name=f"P{i}", kind=k) for i, k in enumerate(kinds)]  # type: ignore[arg-type]
    return Match(GAME, GAME.make_options(len(kinds)), 5, seats, clock=lambda: float(next(ticks)))


def test_submit_logs_with_the_match_clock_and_notifies() -> None:
    match = new_match("human", "human")
    seen: list[Change] = []
    match.changed.connect(seen.append)
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, {"kind": "end_turn"})
    assert [c.action.kind for c in seen] == ["add", "end_turn"]
    assert [s.t for s in match.record.actions] == [0.0, 1.0]


def test_a_refused_action_is_not_logged() -> None:
    match = new_match("human", "human")
    before = match.hash()
    with pytest.raises(RuleViolation):
        match.submit(1, a.AddDie(sides=6))
    assert match.record.actions == [] and match.hash() == before


def test_undo_takes_back_your_last_action_if_it_revealed_nothing() -> None:
    match = new_match("human", "human")
    match.submit(0, a.AddDie(sides=20))
    assert not match.can_undo(0)  # a roll: undoing it would show the next roll
    die = match.view(0).seats[0].gig[0]
    before_move = match.hash()
    match.submit(0, a.MoveDie(die=die.id))
    assert match.can_undo(0) and not match.can_undo(1)
    match.undo(0)
    assert match.hash() == before_move and len(match.record.actions) == 1
    assert not match.can_undo(0)  # one step back only
    with pytest.raises(RuleViolation, match="nothing of yours to undo"):
        match.undo(1)


def test_no_undo_after_a_card_is_drawn_blind() -> None:
    game = games.get("big-easy-busking")
    match = Match(game, game.make_options(2, {"first_player": 0}), 2,
                  [SeatSpec(name="A"), SeatSpec(name="B")])
    match.submit(0, {"kind": "learn", "market": None})  # the top of the Hit Song deck
    assert not match.can_undo(0)


def test_no_undo_in_network_play() -> None:
    match = new_match("human", "remote")
    match.submit(0, a.AddDie(sides=6))
    assert not match.can_undo(0)


def test_an_action_taken_in_network_play_stays_undone_once_the_peer_left() -> None:
    match = new_match("human", "remote")
    match.submit(0, a.AddDie(sides=6))
    die = match.view(0).seats[0].gig[0]
    match.submit(0, a.MoveDie(die=die.id))  # reveals nothing, but was not worked out
    match.seats[1] = match.seats[1].model_copy(update={"kind": "bot"})  # the peer left
    assert not match.can_undo(0)


def test_bots_act_through_the_same_path() -> None:
    match = new_match("human", "bot")
    table = LocalTable.around(match)
    timers = ManualTimers()
    pacer = BotPacer(table.client, table.bots, timers)
    match.submit(0, a.EndTurn())
    pacer.schedule()
    assert pacer.due() == [1] and timers.is_active(1)
    steps = 0
    while timers.advance() and steps < 10_000:
        pacer.schedule()
        steps += 1
    assert match.is_over() or match.active_seats() == [0]
    assert len(match.record.actions) == steps + 1
    assert {r.seat for r in match.record.actions[1:]} == {1}


def test_a_resumed_match_keeps_the_clock_running_forward(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Real-time games refuse claims older than the table's clock, so resuming must not rewind."""
    from roadie.storage.saves import read_save

    game = games.get("the-gig")
    clock = iter([5.0, 9.0])
    match = Match(game, game.make_options(2), 3, [SeatSpec(name="A"), SeatSpec(name="B")],
                  clock=lambda: next(clock))
    die = match.state.dice[0]
    match.submit(0, {"kind": "place", "die": die.id, "row": die.value, "col": None})
    match.submit(0, {"kind": "reroll", "dice": [1]})
    assert [a.t for a in match.record.actions] == [5.0, 9.0]
    match.save(tmp_path / "g.json")
    save, _ = read_save(tmp_path / "g.json")
    resumed = Match.from_save(save, game)
    assert resumed.clock() >= 9.0 and resumed.hash() == match.hash()
    resumed.submit(0, {"kind": "reroll", "dice": [2]})  # not refused as older than the clock


def test_the_robots_opening_turn_is_reported_once() -> None:
    """Big Easy Busking's Robot plays first, during setup: the table must be able to tell it."""
    game = games.get("big-easy-busking")
    match = Match(game, game.make_options(1), 4, [SeatSpec(name="Ana")])
    kinds = [e.kind for e in match.opening]
    assert kinds[0] == "round_started" and "song_played" in kinds  # the Robot played a song
    assert new_match("human", "human").opening == []
    assert game.setup(game.make_options(1), 4) == match.state  # the same setup either way


def test_the_match_clock_stands_still_while_the_table_is_away() -> None:
    """The Showdown's timer follows the match clock: off screen, it must not run."""
    game = GAME
    match = Match(game, game.make_options(2), 1, [SeatSpec(name="A"), SeatSpec(name="B")])
    match.hold_clock(True)
    held = match.clock()
    time.sleep(0.05)
    assert match.clock() == held
    match.hold_clock(False)
    time.sleep(0.02)
    assert match.clock() > held


class BrokenBot:
    level = "broken"

    def choose(self, view: object, legal: list[object]) -> object:
        raise RuntimeError("out of its depth")


def test_a_bot_that_breaks_never_stalls_the_table() -> None:
    match = new_match("human", "bot")
    table = LocalTable.around(match)
    table.bots[1].bot = BrokenBot()
    timers = ManualTimers()
    pacer = BotPacer(table.client, table.bots, timers)
    match.submit(0, a.EndTurn())
    pacer.schedule()
    assert timers.advance()
    assert match.record.actions[-1].seat == 1  # it played its first legal action instead
    assert "out of its depth" in pacer.failures[0]
