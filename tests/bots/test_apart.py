"""Bots that think in a worker process (:mod:`roadie.bots.apart`): the same choices as at
home, really elsewhere, and still playing when the worker is gone."""

from __future__ import annotations

import os

import pytest

from roadie import games
from roadie.bots import apart
from roadie.bots.random_bot import make_bot
from roadie.core.rng import Rng
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.storage.saves import SeatSpec

BUSKING = games.get("big-easy-busking")


def decisions(bot, seed: int = 4, steps: int = 12) -> list[str]:
    """What *bot* plays for every seat of a three-busker game, the others played at random."""
    match = Match(BUSKING, BUSKING.make_options(3, {}), seed,
                  [SeatSpec(name=n) for n in ("Ana", "Ben", "Cleo")], clock=lambda: 0.0)
    rng, chosen = Rng.from_seed(seed), []
    for _ in range(steps):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        action = bot.choose(match.game.view(match.state, seat), legal) if seat == 0 \
            else rng.choice(legal)
        chosen.append(repr(action))
        match.submit(seat, action)
    return chosen


def test_a_bot_apart_chooses_what_the_same_bot_chooses_at_home():
    bot = apart.ProcessBot("normal", 9)
    assert decisions(bot) == decisions(make_bot("normal", 9))
    assert bot.here is None  # every choice was made in the worker


def test_it_thinks_in_another_process():
    assert apart._worker().submit(os.getpid).result() != os.getpid()


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no os.nice (Windows)")
def test_the_worker_yields_the_cpu_to_the_window():
    """On a machine with few cores the window's thread gets a core before a searching bot."""
    worker = apart._worker().submit(os.nice, 0).result()
    assert worker == min(19, os.nice(0) + apart.WORKER_NICENESS)


def test_a_dead_worker_leaves_the_bot_thinking_at_home():
    bot = apart.ProcessBot("normal", 9)
    pool = apart._worker()
    for process in list(pool._processes.values()):  # the worker dies
        process.kill()
        process.join()
    assert len(decisions(bot)) == 12 and bot.here is not None
    assert apart._worker() is not pool  # the next table gets a new worker


def test_a_table_seats_its_searching_bots_apart():
    seats = [SeatSpec(name="Ana"), SeatSpec(name="Ben", kind="bot", level="hard"),
             SeatSpec(name="Cleo", kind="bot", level="normal")]
    table = LocalTable.around(Match(BUSKING, BUSKING.make_options(3, {}), 1, seats))
    assert isinstance(table.bots[1].bot, apart.ProcessBot)
    assert not isinstance(table.bots[2].bot, apart.ProcessBot)
    table.close()
