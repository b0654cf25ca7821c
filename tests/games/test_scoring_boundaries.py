"""Every threshold of the scoring rules, at it, one below and one above (issue 30, item 8):
Rock Hard: 1977, Big Easy Busking and The Gig. (The Gig dice tray keeps read-outs, no score.)"""

from __future__ import annotations

from typing import Any

import pytest
from tests.games.rock_hard_1977.table import bare

from roadie import games
from roadie.games.big_easy_busking import events as busking_events
from roadie.games.big_easy_busking.rules import pay_out_crowds
from roadie.games.rock_hard_1977 import effects as rh_effects
from roadie.games.rock_hard_1977 import spaces as rh_spaces
from roadie.games.rock_hard_1977.rounds import clean_up, end_game, pay_managers
from roadie.games.rock_hard_1977.state import RockHardState
from roadie.games.the_gig import content as gc
from roadie.games.the_gig import scoring as gig
from roadie.games.the_gig.state import Groove

AROUND = (-1, 0, 1)
"""One below the threshold, at it, one above."""


# --- Rock Hard: 1977 --------------------------------------------------------------------------


def ended(money: int = 0, stats: tuple[int, int, int] = (2, 2, 2)) -> RockHardState:
    state = bare("after_hours")
    p = state.players[0]
    p.money = money
    p.chops, p.reputation, p.songs = stats
    end_game(state)
    return state


@pytest.mark.parametrize("money, fame", [(2, 0), (3, 1), (4, 1), (5, 1), (6, 2), (7, 2)])
def test_rock_hard_one_fame_per_three_dollars(money: int, fame: int) -> None:
    assert ended(money=money).players[0].ledger.get("end.cash", 0) == fame


@pytest.mark.parametrize("stats, fame", [((10, 2, 2), 0), ((11, 2, 2), 2), ((11, 11, 10), 4),
                                         ((11, 11, 11), 8)])
def test_rock_hard_two_fame_per_stat_at_eleven_and_two_more_for_all_three(
        stats: tuple[int, int, int], fame: int) -> None:
    assert ended(stats=stats).players[0].ledger.get("end.stats", 0) == fame


@pytest.mark.parametrize("delta", AROUND)
def test_rock_hard_the_game_ends_at_fifty_fame(delta: int) -> None:
    state = bare("after_hours")
    state.standees = {"bed": [0, 1, 2, 3]}
    state.players[0].fame = 50 + delta
    clean_up(state)
    assert state.over == (delta >= 0)


@pytest.mark.parametrize("delta", AROUND)
def test_rock_hard_a_manager_short_of_pay_costs_three_fame_a_dollar(delta: int) -> None:
    state = bare("after_hours")
    state.round = 6  # the end of September: $3
    p = state.players[0]
    p.money, p.fame = 3 + delta, 10
    pay_managers(state, ending=False)
    assert (p.money, p.fame) == (max(0, delta), 10 - 3 * max(0, -delta))


@pytest.mark.parametrize("hot, fame", [(12, 2), (11, 1), (10, 0)])
def test_rock_hard_the_hottest_hang_out_two_fame_the_second_one_none_below(hot: int,
                                                                           fame: int) -> None:
    state = bare("after_hours")
    venue = next(v for v, n in state.hot.items() if n == hot)
    rh_spaces.hang_out(state, 0, state.cat.spaces[venue])
    assert state.players[0].ledger.get("ah.hangout", 0) == fame


@pytest.mark.parametrize("stats, tier", [(2, 0), (3, 1), (4, 1), (5, 2), (7, 2), (8, 3), (9, 3)])
def test_rock_hard_royalty_tiers_at_three_five_and_eight(stats: int, tier: int) -> None:
    state = bare("day")
    p = state.players[0]
    p.demo = True
    p.chops = p.reputation = p.songs = stats
    assert rh_spaces.record_tier(state, 0, 0) == tier


@pytest.mark.parametrize("cards, sets", [(3, 0), (4, 1), (5, 1)])
def test_rock_hard_four_alike_form_a_set(cards: int, sets: int) -> None:
    state = bare("after_hours")
    p = state.players[0]
    fun = [c.id for c in state.cat.pack.hangouts if c.venue == "hoovers"]
    p.life = fun[:cards]
    assert len(rh_spaces.set_options(state, 0)) == sets


@pytest.mark.parametrize("delta", AROUND)
def test_rock_hard_an_at_least_goal_scores_at_its_amount(delta: int) -> None:
    state = bare("day")
    p = state.players[0]
    goal = next(g for g in state.cat.pack.goals if g.when == "achieved"
                and g.condition.kind == "at_least" and g.condition.measure == "songs")
    p.goals = [goal.id]
    p.songs = goal.condition.amount + delta  # type: ignore[union-attr]
    rh_effects.check_achievements(state, (0,))
    assert (goal.id in p.scored_goals) == (delta >= 0)


# --- Big Easy Busking -------------------------------------------------------------------------


def busking_street(first: list[int]) -> Any:
    """A fresh two-player street whose first crowd holds *first* energy of each band."""
    game = games.get("big-easy-busking")
    state = game.setup(game.make_options(2, {"first_player": 0}), 1)
    state.street[0] = state.street[0].model_copy(update={"energy": first})
    return state


def first_crowd_paid(state: Any) -> busking_events.CrowdPaid:
    paid = pay_out_crowds(state)[0]
    assert isinstance(paid, busking_events.CrowdPaid)
    return paid


@pytest.mark.parametrize("delta", AROUND)
def test_busking_the_threshold_pays_from_exactly_the_threshold(delta: int) -> None:
    state = busking_street([0, 0])
    crowd = state.cat.crowds[state.street[0].crowd]
    state = busking_street([crowd.threshold + delta, 0])
    before = state.buskers[0].money
    paid = first_crowd_paid(state)
    assert (0 in paid.threshold) == (delta >= 0)
    assert paid.first == [0]
    extra = crowd.threshold_payout if delta >= 0 else 0
    assert state.buskers[0].money - before >= crowd.first_place_payout + extra


@pytest.mark.parametrize("delta, first", [(-1, [1]), (0, [0, 1]), (1, [0])])
def test_busking_first_place_is_the_most_energy_and_a_tie_pays_both(delta: int,
                                                                    first: list[int]) -> None:
    state = busking_street([2 + delta, 2])
    paid = first_crowd_paid(state)
    assert paid.first == first
    assert (paid.mood_to is None) == (len(first) != 1)


def test_busking_no_energy_takes_no_first_place() -> None:
    state = busking_street([0, 0])
    assert first_crowd_paid(state).first == []


# --- The Gig ----------------------------------------------------------------------------------


def gig_state() -> Any:
    game = games.get("the-gig")
    return game.setup(game.make_options(2), 1)


@pytest.mark.parametrize("delta", AROUND)
def test_gig_at_least_n_symbols_holds_from_n(delta: int) -> None:
    state = gig_state()
    cond = gc.AtLeast(kind="at_least", symbol=gc.Symbol.FLAT, count=3)
    state.players[0].marks[gc.Symbol.FLAT] = 3 + delta
    assert gig.holds(state, 0, cond) == (delta >= 0)


@pytest.mark.parametrize("delta", AROUND)
def test_gig_harmonies_at_least_n(delta: int) -> None:
    state = gig_state()
    cond = gc.HarmoniesAtLeast(kind="harmonies_at_least", count=2)
    p = state.players[0]
    p.harmonies = [3] * (2 + delta) + [0] * (len(p.harmonies) - 2 - delta)
    assert gig.holds(state, 0, cond) == (delta >= 0)


@pytest.mark.parametrize("delta", AROUND)
def test_gig_audience_at_least_n(delta: int) -> None:
    state = gig_state()
    cond = gc.AudienceAtLeast(kind="audience_at_least", count=2)
    state.players[0].audience = list(range(2 + delta))
    assert gig.holds(state, 0, cond) == (delta >= 0)


@pytest.mark.parametrize("delta", AROUND)
def test_gig_a_majority_needs_strictly_more(delta: int) -> None:
    state = gig_state()
    cond = gc.Majority(kind="majority", symbol=gc.Symbol.SHARP)
    state.players[1].marks[gc.Symbol.SHARP] = 2
    state.players[0].marks[gc.Symbol.SHARP] = 2 + delta
    assert gig.holds(state, 0, cond) == (delta > 0)
    assert gig.majorities(state.players[0].marks, [state.players[1].marks]) == (
        5 if delta > 0 else 0)


@pytest.mark.parametrize("marks, points", [(2, 0), (3, 2), (5, 2), (6, 4), (9, 4)])
def test_gig_points_per_symbol_every_n_up_to_most(marks: int, points: int) -> None:
    state = gig_state()
    effect = gc.PointsPerSymbol(kind="points_per_symbol", symbol=gc.Symbol.REST, points=2,
                                every=3, most=2)
    state.players[0].marks[gc.Symbol.REST] = marks
    assert gig.card_points(state, 0, effect) == points


@pytest.mark.parametrize("size, counted", [(1, 0), (2, 1), (3, 1)])
def test_gig_points_per_groove_of_at_least_min_size(size: int, counted: int) -> None:
    state = gig_state()
    effect = gc.PointsPerGroove(kind="points_per_groove", min_size=2, points=3)
    state.players[0].grooves = [Groove(cells=tuple((0, i) for i in range(size)))]
    assert gig.card_points(state, 0, effect) == 3 * counted


@pytest.mark.parametrize("low, sets", [(0, 0), (1, 1), (2, 2)])
def test_gig_notation_sets_count_the_scarcest_symbol(low: int, sets: int) -> None:
    marks = {s: 3 for s in gc.NOTATION} | {gc.Symbol.SPOTLIGHT: 0}
    marks[gc.Symbol.FLAT] = low
    assert gig.notation_sets(marks) == 5 * sets
