"""The action spaces on a bare table: Hang Outs and sets, the demo, gigs, Work and Missed Work."""

from __future__ import annotations

from tests.games.rock_hard_1977.table import GAME, bare, next_turn, refused

from roadie.core.position import load_rolls, stack_top
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import rounds
from roadie.games.rock_hard_1977.effects import measure
from roadie.games.rock_hard_1977.rounds import new_turn_order, pay_managers, roll_shifts

BUSINESS = ["start-paper-route", "start-lemonade-stand", "start-pawn-shop-guitar"]
ROMANCE = ["start-first-crush", "start-prom-night", "start-summer-fling"]


# --- Hang Outs and sets -------------------------------------------------------------------------


def test_hottest_hang_out_scores_two_fame_second_hottest_one() -> None:
    state = bare("after_hours")
    stack_top(state.hangout_decks["jax"], "jax-dress-to-impress")
    stack_top(state.hangout_decks["buds"], "buds-business-card")
    GAME.apply(state, 0, a.Place(space="slinkys"))  # token 12
    GAME.apply(state, 1, a.Place(space="jax"))  # token 11
    GAME.apply(state, 2, a.Place(space="buds"))  # token 10
    assert [p.fame for p in state.players[:3]] == [2, 1, 0]
    assert state.players[2].reputation == 3  # the card is drawn and resolved after the Fame
    assert state.players[0].life[-1].startswith("slinkys-")


def test_four_alike_form_a_set_at_once_for_five_fame() -> None:
    state = bare("after_hours")
    p = state.players[0]
    p.life = list(ROMANCE)
    stack_top(state.hangout_decks["backstage"], "backstage-love-song")
    GAME.apply(state, 0, a.Place(space="backstage"))  # the coolest spot: no Hot Fame
    assert p.sets == [[*ROMANCE, "backstage-love-song"]]
    assert (p.fame, p.songs) == (5, 3)


def test_four_different_form_a_set_and_cards_in_a_set_form_no_other() -> None:
    state = bare("after_hours")
    p = state.players[0]
    p.life = ["start-first-crush", "start-road-trip", "start-paper-route"]
    stack_top(state.hangout_decks["jax"], "jax-dress-to-impress")
    GAME.apply(state, 0, a.Place(space="jax"))
    assert len(p.sets) == 1 and p.fame == 1 + 5
    p.life += ["start-prom-night", "start-garage-band", "start-lemonade-stand"]
    next_turn(state, 1)
    GAME.apply(state, 1, a.Place(space="blood"))
    assert len(p.sets) == 1  # three free cards: no second set


def test_wild_completes_either_set_of_the_rulebook_example_and_is_no_type() -> None:
    state = bare("after_hours")
    p = state.players[0]
    p.life = [*BUSINESS, "start-road-trip", "start-garage-band", "start-beauty-pageant"]
    GAME.apply(state, 0, a.Place(space="slinkys"))
    pending = state.pending
    assert pending is not None and pending.kind == "set"
    wild = p.life[-1]
    assert pending.sets == [[*BUSINESS, wild],
                            ["start-road-trip", "start-paper-route", "start-beauty-pageant",
                             wild]]
    assert GAME.legal_actions(state, 0) == [a.Choose(option=0), a.Choose(option=1)]
    refused(state, 0, a.EndTurn(), "turn.wait")  # a set that can form must form
    GAME.apply(state, 0, a.Choose(option=1))  # the Wild acts as Romance
    assert p.sets == [pending.sets[1]] and p.fame == 2 + 5
    assert measure(state, 0, "life:romance") == 0 and measure(state, 0, "life:wild") == 1
    assert GAME.active_seats(state) == [1]


def test_wild_cards_alone_fill_a_set() -> None:
    state = bare("after_hours")
    p = state.players[0]
    p.life = ["start-first-crush"]
    for card in state.hangout_decks["slinkys"][:2]:
        state.hangout_decks["slinkys"].remove(card)
        p.life.append(card)
    GAME.apply(state, 0, a.Place(space="slinkys"))
    assert len(p.sets) == 1 and len(p.sets[0]) == 4


# --- Record Demo --------------------------------------------------------------------------------


def test_record_demo_costs_three_or_four_at_the_second_studio() -> None:
    state = bare("after_hours")
    state.players[0].money, state.players[1].money = 3, 4
    GAME.apply(state, 0, a.Place(space="demo-1"))
    assert (state.players[0].demo, state.players[0].money) == (True, 0)
    refused(state, 1, a.Place(space="demo-1"), "actions.limited")
    GAME.apply(state, 1, a.Place(space="demo-2"))
    assert (state.players[1].demo, state.players[1].money) == (True, 0)
    state.players[2].money = 2
    refused(state, 2, a.Place(space="demo-2"), "actions.limited")


def test_one_recording_studio_with_two_or_three_players_and_no_second_tape() -> None:
    state = bare("after_hours", players=3)
    state.players[0].money = 9
    refused(state, 0, a.Place(space="demo-2"), "actions.available")
    state.players[0].deal = True
    refused(state, 0, a.Place(space="demo-1"), "ah.demo")
    state.players[0].deal = False
    state.players[0].money = 2
    refused(state, 0, a.Place(space="demo-1"), "actions.cost")


# --- gigs ---------------------------------------------------------------------------------------


def test_club_gig_needs_its_stat_and_gives_its_reward_once_a_round() -> None:
    state = bare("night")
    p = state.players[0]
    refused(state, 0, a.Place(space="tjs"), "actions.requirement")  # Chops 2 < 3
    p.chops = 3
    state.turn.actions = 2  # type: ignore[union-attr]
    GAME.apply(state, 0, a.Place(space="tjs"))
    assert (p.chops, p.reputation, p.fame, p.tally["gig:tjs"]) == (3, 3, 1, 1)
    refused(state, 0, a.Place(space="fox-den"), "night.gig")
    GAME.apply(state, 0, a.Place(space="studio-a"))  # the extra action rehearses instead
    assert p.chops == 4


def test_random_gig_is_open_pushes_and_pays_its_card() -> None:
    state = bare("night")
    state.gig = "bar-mitzvah"
    GAME.apply(state, 0, a.Place(space="random-gig"))
    GAME.apply(state, 1, a.Place(space="random-gig"))
    assert state.standees["random-gig"] == [1, 0]
    assert [p.money for p in state.players[:2]] == [4, 4]
    assert state.players[0].fame == 0  # no Fame unless the card lists it


def test_random_gig_cost_in_a_stat_must_be_paid_in_full() -> None:
    state = bare("night")
    state.gig = "wedding-band"
    p = state.players[0]
    p.reputation = 0
    refused(state, 0, a.Place(space="random-gig"), "actions.cost")
    p.reputation = 1
    GAME.apply(state, 0, a.Place(space="random-gig"))
    assert (p.reputation, p.money) == (0, 5)


def test_no_random_gig_left_means_no_random_gig_space() -> None:
    state = bare("night")
    state.gig = None
    refused(state, 0, a.Place(space="random-gig"), "night.gig")


def test_panda_palace_asks_crew_and_offers_chops_or_reputation() -> None:
    state = bare("night")
    p = state.players[0]
    p.reputation, p.songs = 5, 3
    refused(state, 0, a.Place(space="panda-1"), "actions.requirement")  # no Crew
    p.crew = 1
    GAME.apply(state, 0, a.Place(space="panda-1"))
    assert GAME.legal_actions(state, 0) == [a.Choose(option=0), a.Choose(option=1)]
    GAME.apply(state, 0, a.Choose(option=1))
    assert (p.reputation, p.fame, p.money) == (6, 3, 1)
    q = state.players[1]
    q.chops, q.songs, q.crew = 4, 3, 1
    GAME.apply(state, 1, a.Place(space="panda-2"))
    GAME.apply(state, 1, a.Choose(option=0))
    assert (q.chops, q.fame, q.money) == (5, 3, 0)


def test_carter_stadium_open_space_gives_ten_fame_to_all_with_a_record_deal() -> None:
    state = bare("night")
    for p in state.players[:2]:
        p.chops, p.reputation, p.songs, p.crew, p.deal, p.royalty = 10, 9, 8, 3, True, 1
    state.players[2].chops, state.players[2].songs, state.players[2].crew = 11, 8, 3
    state.players[2].reputation = 8
    GAME.apply(state, 0, a.Place(space="carter-open"))
    GAME.apply(state, 1, a.Place(space="carter-open"))
    assert [p.fame for p in state.players[:2]] == [10, 10]
    refused(state, 2, a.Place(space="carter-open"), "actions.requirement")  # no Record Deal


def test_beautiful_weather_lets_two_play_a_limited_gig_space() -> None:
    state = bare("night")
    state.event = "beautiful-weather"
    for p in state.players:
        p.chops = 3
    GAME.apply(state, 0, a.Place(space="tjs"))
    GAME.apply(state, 1, a.Place(space="tjs"))
    refused(state, 2, a.Place(space="tjs"), "actions.limited")


# --- Work, Missed Work, quitting ------------------------------------------------------------------


def test_work_pays_in_the_shift_once_a_round() -> None:
    state = bare("night")
    p = state.players[0]
    p.job = "cab-driver"
    state.turn.actions = 2  # type: ignore[union-attr]
    GAME.apply(state, 0, a.Place(space="work"))
    assert (p.money, p.worked) == (4, True)
    refused(state, 0, a.Place(space="work"), "jobs.work")
    GAME.apply(state, 0, a.Place(space="blood"))
    assert p.missed == 0
    state = bare("day")
    state.players[0].job = "cab-driver"
    refused(state, 0, a.Place(space="work"), "jobs.work")  # not the Night shift


def test_variable_shift_is_rolled_and_a_six_amount_pay_is_rolled() -> None:
    state = bare("prep")
    p = state.players[0]
    p.job = "executive-assistant"
    load_rolls(state, 5)
    roll_shifts(state)
    assert p.shift == "after_hours"
    state.stage = "after_hours"
    load_rolls(state, 6)
    GAME.apply(state, 0, a.Place(space="work"))
    assert p.money == 1 + 4


def test_missing_the_shift_takes_a_token_and_the_jobs_liability() -> None:
    state = bare("day")
    p = state.players[0]
    p.job = "mailroom-clerk"
    GAME.apply(state, 0, a.Place(space="radio"))
    assert (p.missed, p.reputation, p.job) == (1, 2, "mailroom-clerk")  # +1 radio, -1 liability


def test_the_third_missed_work_token_fires_you() -> None:
    state = bare("day")
    p = state.players[0]
    p.job, p.missed = "record-store-clerk", 2
    GAME.apply(state, 0, a.Place(space="radio"))
    assert (p.missed, p.job) == (3, None)
    next_turn(state, 0)
    refused(state, 0, a.Place(space="work"), "jobs.work")


def test_an_excused_job_takes_no_token() -> None:
    state = bare("day")
    state.players[0].job = "dishwasher"
    GAME.apply(state, 0, a.Place(space="radio"))
    assert state.players[0].missed == 0


def test_quit_before_acting_in_your_shift_misses_nothing() -> None:
    state = bare("night")
    p = state.players[0]
    p.job = "cab-driver"
    assert a.QuitJob() in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, a.QuitJob())
    GAME.apply(state, 0, a.Place(space="blood"))
    assert (p.job, p.missed) == (None, 0)


def test_quit_after_working_but_not_after_another_action_or_off_shift() -> None:
    state = bare("night")
    p = state.players[0]
    p.job = "cab-driver"
    GAME.apply(state, 0, a.Place(space="work"))
    assert GAME.active_seats(state) == [0]  # the turn waits: you may still quit
    GAME.apply(state, 0, a.QuitJob())
    assert (p.job, p.money, GAME.active_seats(state)) == (None, 4, [1])
    state = bare("night")
    state.players[0].job = "cab-driver"
    state.turn.actions = 2  # type: ignore[union-attr]
    GAME.apply(state, 0, a.Place(space="blood"))
    refused(state, 0, a.QuitJob(), "jobs.quit")
    state = bare("day")
    state.players[0].job = "cab-driver"
    refused(state, 0, a.QuitJob(), "jobs.quit")
    assert a.QuitJob() not in GAME.legal_actions(state, 0)


# --- Managers and turn order --------------------------------------------------------------------


def test_manager_is_paid_one_dollar_at_the_end_of_june_only() -> None:
    state = bare("after_hours")
    p = state.players[0]
    p.money = 5
    state.round = 3
    pay_managers(state, ending=False)
    assert p.money == 4
    state.round = 4
    pay_managers(state, ending=False)
    assert p.money == 4


def test_a_shared_limited_space_sends_its_latest_arrival_first() -> None:
    state = bare("after_hours")
    state.players[1].manager = "nigel-hawthorne-dawe"
    GAME.apply(state, 0, a.Place(space="jax"))
    GAME.apply(state, 1, a.Place(space="jax", use=("manager:0",)))  # Nigel shares the space
    assert state.standees["jax"] == [0, 1]
    state.standees.update({"bed": [2], "song": [3]})
    new_turn_order(state)
    assert state.order == [2, 3, 1, 0]


def test_a_card_benefit_you_cannot_pay_for_in_full_is_not_offered() -> None:
    state = bare("after_hours")
    p = state.players[0]
    p.money = 2
    stack_top(state.hangout_decks["jax"], "jax-limo-ride")  # you may pay $3 for 2 Fame, +1 Rep
    GAME.apply(state, 0, a.Place(space="jax"))
    assert state.pending is None and GAME.active_seats(state) == [1]
    assert (p.money, p.fame, p.reputation) == (2, 1, 2)  # only the Hot Hang Out Fame


def test_sent_to_recover_in_your_day_shift_you_miss_work() -> None:
    state = bare("night")
    p = state.players[1]
    p.job, p.recovering, p.low_sugar, p.craving = "record-store-clerk", True, True, 2
    state.stage = "day"
    state.turn = None
    rounds.begin_turn(state)
    assert GAME.active_seats(state) == [0]
    GAME.apply(state, 0, a.Place(space="radio"))
    assert GAME.active_seats(state) == [2]  # seat 1 recovered instead of its Day action
    assert (p.low_sugar, p.craving, p.missed, state.standees["recover"]) == (False, 1, 1, [1])


def test_no_ability_puts_two_standees_on_a_hire_crew_space() -> None:
    state = bare("day")
    state.players[1].manager = "nigel-hawthorne-dawe"
    state.players[1].money = 5
    state.standees = {"crew-1": [0], "radio": [2]}
    next_turn(state, 1)
    refused(state, 1, a.Place(space="crew-1", use=("manager:0",)), "actions.limited")
    GAME.apply(state, 1, a.Place(space="radio", use=("manager:0",)))  # Nigel: any other one
    assert state.standees["radio"] == [2, 1]
