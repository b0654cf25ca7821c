"""A table that closes lets its bots go: the answer of a bot still thinking is dropped, and a
bot that thinks apart is forgotten by the worker and asks it nothing more."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from roadie import games
from roadie.bots import apart
from roadie.match.client import LocalClient
from roadie.match.match import Match
from roadie.match.pacing import BotPacer, BotSeat, ManualTimers
from roadie.storage.saves import SeatSpec

BUSKING = games.get("big-easy-busking")


class LaterRunner:
    """Thinks only when told to (a bot still thinking when its table closes)."""

    def __init__(self) -> None:
        self.waiting: list[tuple[Callable[[], Any], Callable[[Any], None]]] = []

    def run(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        self.waiting.append((work, done))

    def finish(self) -> None:
        waiting, self.waiting = self.waiting, []
        for work, done in waiting:
            done(work())


def thinking_pacer() -> tuple[Match, BotPacer, ManualTimers, LaterRunner]:
    """Two bots at a Busking table; the first is thinking."""
    match = Match(BUSKING, BUSKING.make_options(2, {}), 3,
                  [SeatSpec(name=n, kind="bot", level="random") for n in ("Ana", "Ben")],
                  clock=lambda: 0.0)
    bots = {s: BotSeat.local(match, s, "random", 7) for s in (0, 1)}
    timers, runner = ManualTimers(), LaterRunner()
    pacer = BotPacer(LocalClient(match, []), bots, timers, runner, seed=1)
    pacer.schedule()
    assert timers.advance() and len(runner.waiting) == 1
    return match, pacer, timers, runner


def test_a_bot_still_thinking_acts_when_its_answer_comes() -> None:
    match, _pacer, timers, runner = thinking_pacer()
    runner.finish()
    assert len(match.record.actions) == 1 and timers.due


def test_an_answer_that_comes_after_the_table_closed_is_dropped() -> None:
    match, pacer, timers, runner = thinking_pacer()
    pacer.close()
    runner.finish()
    assert match.record.actions == [] and not timers.due
    pacer.schedule()
    assert not timers.due


def knows(key: int) -> bool:
    """Whether the worker keeps the bot of *key* (asked through ``eval``, which the worker
    can unpickle: it does not import the tests)."""
    asked = f"{key} in __import__('roadie.bots.apart', fromlist=['_bots'])._bots"
    return bool(apart._worker().submit(eval, asked).result())


def test_a_closed_bot_is_forgotten_by_the_worker_and_asks_it_nothing_more() -> None:
    match = Match(BUSKING, BUSKING.make_options(2, {}), 3,
                  [SeatSpec(name=n) for n in ("Ana", "Ben")], clock=lambda: 0.0)
    seat = match.active_seats()[0]
    view, legal = match.game.view(match.state, seat), match.legal_actions(seat)
    bot = apart.ProcessBot("normal", 9)
    assert bot.choose(view, legal) in legal
    assert knows(bot.key)
    bot.close()
    with pytest.raises(apart.Closed):
        bot.choose(view, legal)
    assert not knows(bot.key)
