"""Hard's budget: a fixed number of playouts, cut short by the table's time cap."""

from __future__ import annotations

from typing import Any

from roadie import games
from roadie.bots import busking
from roadie.bots.levels import BUSKING_SEARCH
from roadie.bots.search import SearchSpec, ismcts
from roadie.bots.tournament import Job, play
from roadie.core.rng import Rng

BUSKING = games.get("big-easy-busking")


def counted_search(seconds: float | None) -> tuple[int, int]:
    """(playouts run, candidates) for a Busking search of at most 40 playouts."""
    state = BUSKING.setup(BUSKING.make_options(2), 3)
    seat = BUSKING.active_seats(state)[0]
    view = BUSKING.view(state, seat)
    options = busking.candidates(view, BUSKING.legal_actions(state, seat), Rng.from_seed(1))
    runs: list[int] = []

    def margin(world: Any, who: int) -> float:
        runs.append(who)
        return 0.0
    spec = SearchSpec(BUSKING, BUSKING_SEARCH.policy, BUSKING_SEARCH.horizon, 4.0, margin)
    choice = ismcts(spec, state, seat, options, 40, Rng.from_seed(2), seconds)
    assert choice in options
    return len(runs), len(options)


def test_without_a_cap_the_search_runs_its_whole_budget() -> None:
    assert counted_search(None)[0] == 40


def test_a_spent_cap_still_tries_every_candidate_once_and_no_more() -> None:
    runs, candidates = counted_search(0.0)
    assert candidates > 1 and runs == candidates


def test_a_tournament_job_can_play_hard_with_the_tables_cap() -> None:
    """A capped job plays to the end and times every decision (CPU seconds)."""
    outcome = play(Job("big-easy-busking", ("hard", "easy"), (), 4, "hard v easy", cap=0.0))
    assert sum(outcome.credit) == 1.0
    assert all(times and min(times) >= 0.0 for times in outcome.times)
