"""Scenario tests: the rulebook's worked examples and the rules they pin down."""

from __future__ import annotations

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.core.position import load_rolls
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.effects import prize, rank_most
from roadie.games.rock_hard_1977.rounds import clean_up, new_turn_order, pay_managers
from roadie.games.rock_hard_1977.state import RockHardState

GAME = games.get("rock-hard-1977")


def drafted(players: int = 4, seed: int = 1, **options: object) -> RockHardState:
    """A game past the setup drafts, at the first Day turn (Doc Sapphire gives nothing)."""
    state: RockHardState = GAME.setup(GAME.make_options(players, {"first_player": 0, **options}),
                                      seed)
    while state.stage == "draft" or (state.pending and state.pending.kind == "gift"):
        seat = GAME.active_seats(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def refused(state: RockHardState, seat: int, action: object, rule: str) -> None:
    before = state_hash(state)
    with pytest.raises(RuleViolation) as err:
        GAME.apply(state, seat, action)
    assert err.value.rule_id == f"rock-hard-1977/{rule}"
    assert state_hash(state) == before


def test_setup_amplifiers_life_goals_and_drafts() -> None:
    fresh = GAME.setup(GAME.make_options(4), 1)
    for p in fresh.players:
        assert (p.chops, p.reputation, p.songs, p.money, p.candy, p.fame) == (2, 2, 2, 1, 1, 0)
    state = drafted(4)
    cat = state.cat
    for p in state.players:
        assert len(p.goals) == 2 and p.job and p.manager and p.character
        assert cat.life[p.life[0]].life != cat.life[p.life[1]].life
    assert sorted(state.hot.values()) == [8, 9, 10, 11, 12]
    stack = [state.gig or "", *state.gig_stack]
    assert sorted(cat.gigs[g].level for g in stack) == list("AAABBBCCC")
    assert cat.gigs[state.gig or ""].level == "A"
    assert [cat.bonuses[b].category for b in state.bonuses] == [
        "production", "performance", "publicity"]
    assert sorted(drafted(3).hot.values()) == [7, 8, 9, 10, 11]


def test_managers_are_picked_in_reverse_player_order() -> None:
    state = GAME.setup(GAME.make_options(3, {"first_player": 1}), 2)
    while state.draft != "manager":
        seat = GAME.active_seats(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert len(state.managers_offered) == 3
    assert GAME.active_seats(state) == [0]  # the player to the right of the first (seat 1)


def test_secret_goals_are_hidden_from_other_seats() -> None:
    state = drafted(4)
    other = GAME.view(state, 1).players[0]  # type: ignore[attr-defined]
    mine = GAME.view(state, 0).players[0]  # type: ignore[attr-defined]
    assert mine.goals == state.players[0].goals
    for goal, shown in zip(state.players[0].goals, other.goals, strict=True):
        assert shown == (goal if state.cat.goals[goal].track else None)


def test_bonus_ties_follow_the_rulebook_examples() -> None:
    assert [prize(4, 1, 1), prize(4, 2, 1), prize(4, 3, 1)] == [8, 5, 3]
    assert prize(4, 1, 2) == 5 and prize(4, 3, 1) == 3  # two tie for most; the third scores 3
    assert prize(4, 2, 2) == 3  # one has the most, two tie for second
    assert prize(5, 1, 3) == 3 and prize(5, 1, 4) == 3  # three or more tie for most
    assert prize(5, 3, 2) == 0  # ties for third score nothing
    assert prize(2, 1, 1) == 5 and prize(3, 1, 2) == 0 and prize(3, 2, 1) == 0


def test_end_game_most_bonus_ranks_with_ties() -> None:
    state = drafted(4)
    for p, songs in zip(state.players, (7, 7, 4, 2), strict=True):
        p.songs = songs
    assert rank_most(state, "songs") == {0: 5, 1: 5, 2: 3, 3: 0}


def test_manager_pay_short_costs_three_fame_per_dollar() -> None:
    state = drafted(4)
    state.round = 6  # September
    p = state.players[0]
    p.money, p.fame = 1, 10
    pay_managers(state, ending=False)
    assert (p.money, p.fame) == (0, 4)
    p.money, p.fame = 0, 5
    pay_managers(state, ending=True)
    assert (p.money, p.fame) == (0, 0)


def test_turn_order_latest_arrival_first_and_bed_first_come() -> None:
    state = drafted(4)
    state.standees = {"bed": [2, 0], "song": [3], "backstage": [1]}
    new_turn_order(state)
    assert state.order == [2, 0, 3, 1]
    state.standees = {"blood": [1, 3], "candy": [0], "demo-1": [2]}
    new_turn_order(state)
    assert state.order == [2, 0, 1, 3]


def test_candy_craving_roll_and_low_sugar() -> None:
    state = drafted(4)
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    p.character, p.candy, p.craving = "leo-love", 1, 2
    state.sugar_deck.insert(0, "rock-candy")
    before = state.turn.actions  # type: ignore[union-attr]
    load_rolls(state, 2)
    GAME.apply(state, seat, a.EatCandy())
    assert (p.candy, p.craving, p.low_sugar) == (0, 3, True)  # 2 is lower than Craving 3
    assert state.turn.actions == before + 2  # type: ignore[union-attr]
    refused(state, seat, a.EatCandy(), "candy.consume")
    state.stage = "after_hours"
    refused(state, seat, a.Place(space="bed"), "ah.bed")  # no bed after Candy


def test_sugarless_candy_and_a_safe_roll() -> None:
    state = drafted(4)
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    p.character, p.candy = "leo-love", 1
    state.sugar_deck.insert(0, "sugarless")
    load_rolls(state, 1)
    GAME.apply(state, seat, a.EatCandy())
    assert (p.craving, p.low_sugar) == (0, False)


def test_crew_price_tiers_and_one_crew_a_round() -> None:
    state = drafted(4, seed=3)
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    p.manager, p.character, p.crew, p.money = "sal-tortelli", "leo-love", 1, 10
    state.turn.actions = 2  # type: ignore[union-attr]
    state.event = "tax-refund"
    GAME.apply(state, seat, a.Place(space="crew-2"))
    assert (p.crew, p.money) == (2, 6)  # the blue player's example: 2nd Crew at space 2 is $4
    refused(state, seat, a.Place(space="crew-3"), "hire.crew")


def test_record_deal_must_improve_and_needs_a_demo() -> None:
    state = drafted(4)
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    p.manager, p.character = "sal-tortelli", "leo-love"
    state.event = "tax-refund"
    p.chops = p.reputation = p.songs = 5
    refused(state, seat, a.Place(space="record-deal"), "day.record-deal")
    p.demo = True
    GAME.apply(state, seat, a.Place(space="record-deal"))
    assert (p.royalty, p.deal, p.demo) == (2, True, False)


def test_stats_past_eleven_pay_money() -> None:
    state = drafted(4)
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    p.manager, p.character, p.job = "sal-tortelli", "leo-love", None
    state.event = "tax-refund"
    p.chops, p.money = 11, 2
    GAME.apply(state, seat, a.Place(space="studio-b"))
    assert (p.chops, p.money) == (11, 2)  # paid $2, got $2 back for the two Chops past 11


def test_limited_space_taken_and_rising_star_blocks() -> None:
    state = drafted(2)
    assert state.standees.get("radio") == [-1]  # April: the Rising Star is at the Radio
    seat = state.turn.seat  # type: ignore[union-attr]
    state.players[seat].manager = "sal-tortelli"
    refused(state, seat, a.Place(space="radio"), "actions.limited")


def test_game_ends_at_fifty_fame_with_low_sugar_penalty() -> None:
    state = drafted(4)
    state.stage = "after_hours"
    state.players[0].fame = 50
    state.players[1].low_sugar, state.players[1].fame = True, 7
    clean_up(state)
    assert state.over and state.players[1].fame <= 2 + 3  # -5, then $ and end lines only
    assert GAME.active_seats(state) == []


def test_once_a_round_limits_reset_in_clean_up() -> None:
    state = drafted(4)
    p = state.players[0]
    p.tally["round:gig"] = 1
    state.stage = "after_hours"
    state.standees = {"bed": [0, 1, 2, 3]}
    clean_up(state)
    assert "round:gig" not in p.tally and state.round == 2
