"""Readings the rules browser lists: the Manager's pay when the game ends early, Sugarless
Candy's roll."""

from __future__ import annotations

from tests.games.rock_hard_1977.table import GAME, bare

from roadie.core.position import load_rolls, stack_top
from roadie.core.rulebook import rule
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import rulebook  # noqa: F401  (registers the rules)
from roadie.games.rock_hard_1977.rounds import clean_up


def test_a_game_ending_at_the_end_of_june_pays_the_manager_five_dollars_only() -> None:
    state = bare("after_hours")
    state.round = 3  # June: $1 is due, but the game ends
    state.standees = {"bed": [0, 1, 2, 3]}
    state.players[0].fame = 50
    for p in state.players:
        p.money = 8
    clean_up(state)
    assert state.over
    assert [p.money for p in state.players] == [3, 3, 3, 3]  # $5, not $1 + $5
    assert "end-of-game $5 only" in rule("rock-hard-1977/managers.pay").clarification


def test_sugarless_candy_still_rolls_the_die() -> None:
    state = bare("day")
    p = state.players[0]
    p.craving, p.candy = 2, 1
    stack_top(state.sugar_deck, "sugarless")
    load_rolls(state, 1)
    GAME.apply(state, 0, a.EatCandy())
    assert state.rolls == [1] and p.craving == 2 and p.low_sugar
    assert "Sugarless Candy still rolls" in rule("rock-hard-1977/candy.consume").clarification
