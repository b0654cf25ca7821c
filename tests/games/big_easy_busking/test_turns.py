"""Big Easy Busking setup and the player turn: every step, and every refusal with its rule."""

from __future__ import annotations

import pytest
from tests.games.big_easy_busking.scenario import (
    GAME,
    HOODOO,
    LULLABY,
    MAGNOLIA,
    RUMBLE,
    SHUFFLE,
    WALTZ,
    act,
    give,
    new,
    play_then_pass,
    refuses,
    set_cost,
    set_mood,
    set_standard,
)

from roadie.core.errors import OptionsError
from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.content import SongKind

# --- setup ---------------------------------------------------------------------------------------


def test_setup_lays_out_royal_street_standards_market_and_bands() -> None:
    state = new(3, seed=4)
    cat = state.cat
    assert len(state.street) == 3 and all(c.mood for c in state.street)
    assert len(state.mood_pile) == 11 and len(state.crowd_deck) == 12
    kinds = [cat.songs[s.song].kind for s in state.standards]
    assert sorted(kinds) == [SongKind.ABILITY, SongKind.HIT, SongKind.HIT]
    assert [s.cost for s in state.standards] == [1, 1, 1] and len(state.box.tokens) == 1
    assert len(state.market) == 3 and len(state.hit_deck) == 7
    assert all(cat.songs[s].kind is SongKind.HIT for s in state.market + state.hit_deck)
    assert len(state.box.songs) == 5 + 6  # the other abilities, two unused colours' songs
    for busker, colour in zip(state.buskers, ("red", "blue", "green"), strict=True):
        assert (busker.band, busker.reserve, busker.money) == ([4, 4, 4], 3, 3)
        assert busker.hand == [s.id for s in cat.pack.player_songs(colour)]
    assert GAME.active_seats(state) == [0] and state.turn.step == "act"
    GAME.check_invariants(state)


def test_mardi_gras_plays_three_ability_songs_as_standards() -> None:
    state = new(4, mardi_gras=True)
    assert {state.cat.songs[s.song].kind for s in state.standards} == {SongKind.ABILITY}
    assert len(state.market) == 3 and len(state.hit_deck) == 9


def test_first_player_is_chosen_or_drawn() -> None:
    assert new(3, first_player=2).turn.seat == 2
    drawn = {GAME.setup(GAME.make_options(4), seed).turn.seat for seed in range(30)}
    assert drawn == {0, 1, 2, 3}
    with pytest.raises(OptionsError, match="first_player"):
        GAME.make_options(2, {"first_player": 3})
    with pytest.raises(OptionsError, match="difficulty"):
        GAME.make_options(1, {"difficulty": "impossible"})
    with pytest.raises(OptionsError):
        GAME.make_options(6)


# --- turn order and the first turn ---------------------------------------------------------------


def test_only_the_player_to_act_acts_and_turns_go_clockwise_skipping_passers() -> None:
    state = new(3)
    err = refuses(state, 1, a.Pass(), "turn.order")
    assert "seat 1's turn, not seat 2's" in err.message
    act(state, 0, a.Pass())
    act(state, 1, a.PlaySong(song=WALTZ, crowd=0))
    act(state, 2, a.Pass())
    assert state.turn.seat == 1 and GAME.legal_actions(state, 0) == []


def test_first_turn_goes_straight_to_the_action_without_tipping() -> None:
    state = new()
    refuses(state, 0, a.Tip(member=0, amount=1), "turn.first")
    refuses(state, 0, a.FinishSong(to_crowd=1), "turn.finish")
    assert {type(x) for x in GAME.legal_actions(state, 0)} == {a.Learn, a.PlaySong, a.Pass}


# --- 1. finish playing a song --------------------------------------------------------------------


def test_a_song_in_play_must_be_finished_first() -> None:
    state = new()
    set_mood(state, 0, "party")
    play_then_pass(state, LULLABY)  # chill on party: no match
    refuses(state, 0, a.Pass(), "turn.finish")
    refuses(state, 0, a.Tip(member=0, amount=1), "turn.finish")


def test_no_match_puts_all_the_energy_on_the_crowd_without_money() -> None:
    state = new()
    set_mood(state, 0, "party")
    play_then_pass(state, LULLABY)
    refuses(state, 0, a.FinishSong(to_crowd=2), "turn.finish")
    act(state, 0, a.FinishSong(to_crowd=3))
    assert state.street[0].energy == [3, 0] and state.buskers[0].money == 3
    assert state.buskers[0].discard == [LULLABY] and state.turn.step == "tip"


def test_a_match_pays_1_for_all_the_energy() -> None:
    state = new()
    set_mood(state, 0, "chill")
    play_then_pass(state, LULLABY)
    [finished] = act(state, 0, a.FinishSong(to_crowd=3))
    assert finished.dollars == 1 and state.buskers[0].money == 4  # type: ignore[attr-defined]
    assert state.buskers[0].ledger["mood_match"] == 1


def test_wild_matches_every_mood() -> None:
    state = new()
    set_mood(state, 0, "wild")
    play_then_pass(state, SHUFFLE)
    assert len(GAME.legal_actions(state, 0)) == 4  # 1 to 4 energy: a match
    state = new()
    give(state, state.buskers[0].hand, HOODOO)
    set_mood(state, 0, "romantic")
    play_then_pass(state, HOODOO)
    assert len(GAME.legal_actions(state, 0)) == 4


def test_a_match_may_keep_energy_and_spread_it_over_the_band() -> None:
    state = new()
    set_mood(state, 0, "romantic")
    play_then_pass(state, MAGNOLIA)  # 1/3/1: band left with 3/1/3
    refuses(state, 0, a.FinishSong(to_crowd=0), "turn.finish")
    act(state, 0, a.FinishSong(to_crowd=1))
    assert state.street[0].energy[0] == 1 and state.buskers[0].money == 3
    assert state.turn.step == "return" and state.turn.returning == 4
    refuses(state, 0, a.Tip(member=0, amount=1), "turn.finish.return")
    refuses(state, 0, a.ReturnEnergy(member=0, amount=5), "turn.finish.return")
    refuses(state, 0, a.ReturnEnergy(member=3, amount=1), "turn.finish.return")
    act(state, 0, a.ReturnEnergy(member=1, amount=3), a.ReturnEnergy(member=2, amount=1))
    assert state.buskers[0].band == [3, 4, 4] and state.turn.step == "tip"
    refuses(state, 0, a.ReturnEnergy(member=0, amount=1), "turn.finish.return")


# --- 2. tip --------------------------------------------------------------------------------------


def test_tipping_pays_a_dollar_per_energy_from_the_reserve() -> None:
    state = new()
    play_then_pass(state, LULLABY)
    act(state, 0, a.FinishSong(to_crowd=3))
    money = state.buskers[0].money
    act(state, 0, a.Tip(member=2, amount=2), a.Tip(member=0, amount=1))
    assert state.buskers[0].band == [4, 3, 5] and state.buskers[0].reserve == 0
    assert state.buskers[0].money == money - 3
    refuses(state, 0, a.Tip(member=0, amount=1), "turn.tip")  # the reserve is empty


def test_a_tip_needs_the_money() -> None:
    state = new()
    play_then_pass(state, LULLABY)
    act(state, 0, a.FinishSong(to_crowd=3))
    state.buskers[0].money = 1
    refuses(state, 0, a.Tip(member=0, amount=2), "turn.tip")


# --- 3. learn ------------------------------------------------------------------------------------


def test_learning_moves_energy_to_the_reserve_and_refills_the_market() -> None:
    state = new()
    wanted, refill = state.market[1], state.hit_deck[0]
    act(state, 0, a.Learn(market=1))
    busker = state.buskers[0]
    assert busker.band == [3, 3, 3] and busker.reserve == 6 and busker.hand[-1] == wanted
    assert state.market[1] == refill and len(state.hit_deck) == 6 and state.turn.seat == 1
    top = state.hit_deck[0]
    act(state, 1, a.Learn())
    assert state.buskers[1].hand[-1] == top and len(state.market) == 3


def test_nobody_learns_once_the_market_is_empty() -> None:
    state = new()
    for song in [*state.market, *state.hit_deck]:
        give(state, state.box.songs, song)
    refuses(state, 0, a.Learn(market=0), "turn.learn")
    refuses(state, 0, a.Learn(), "turn.learn")


def test_an_empty_deck_leaves_the_market_slot_empty() -> None:
    state = new()
    for song in list(state.hit_deck):
        give(state, state.box.songs, song)
    refuses(state, 0, a.Learn(), "turn.learn")
    act(state, 0, a.Learn(market=0))
    assert len(state.market) == 2


def test_learning_needs_energy_on_every_band_member() -> None:
    state = new()
    state.buskers[0].band = [0, 4, 4]
    state.buskers[0].reserve += 4
    refuses(state, 0, a.Learn(market=0), "turn.learn")


# --- 3. play -------------------------------------------------------------------------------------


def test_playing_moves_the_printed_energy_onto_the_song() -> None:
    state = new()
    act(state, 0, a.PlaySong(song=MAGNOLIA, crowd=2))
    busker = state.buskers[0]
    assert busker.band == [3, 1, 3] and MAGNOLIA not in busker.hand
    assert busker.playing is not None and busker.playing.energy == 5
    assert state.turn.seat == 1


def test_play_refusals() -> None:
    state = new()
    refuses(state, 0, a.PlaySong(song=WALTZ, crowd=0), "turn.play")  # blue's song
    refuses(state, 0, a.PlaySong(song="no-such-song", crowd=0), "turn.play")
    refuses(state, 0, a.PlaySong(song=LULLABY, crowd=3), "turn.play")
    refuses(state, 0, a.PlaySong(song=LULLABY, crowd=0, energy_from=(0,)), "turn.play.standard")
    state.buskers[0].band = [4, 2, 4]
    state.buskers[0].reserve += 2
    refuses(state, 0, a.PlaySong(song=MAGNOLIA, crowd=0), "turn.play")


def test_a_standard_costs_its_token_in_dollars_or_energy() -> None:
    state = new()
    set_standard(state, 0, RUMBLE)  # 1/1/1
    act(state, 0, a.PlaySong(song=RUMBLE, crowd=0))
    assert state.buskers[0].money == 2 and state.buskers[0].band == [3, 3, 3]
    assert state.buskers[0].ledger["standards"] == -1
    refuses(state, 1, a.PlaySong(song=RUMBLE, crowd=1), "turn.play.standard")  # in play
    state = new()
    set_standard(state, 0, RUMBLE)
    act(state, 0, a.PlaySong(song=RUMBLE, crowd=0, energy_from=(2,)))
    assert state.buskers[0].money == 3 and state.buskers[0].band == [3, 3, 2]
    assert state.buskers[0].reserve == 4


def test_a_finished_standard_comes_back_at_2_and_not_again_this_turn() -> None:
    state = new()
    set_standard(state, 0, RUMBLE)
    set_mood(state, 0, "chill")
    play_then_pass(state, RUMBLE)
    act(state, 0, a.FinishSong(to_crowd=3))
    assert state.standards[0].cost == 2 and RUMBLE not in state.buskers[0].discard
    refuses(state, 0, a.PlaySong(song=RUMBLE, crowd=0), "turn.play.standard")
    act(state, 0, a.Learn(market=0))
    act(state, 0, a.PlaySong(song=RUMBLE, crowd=1, energy_from=(0, 1)))  # 2, all in energy
    assert state.buskers[0].reserve == 6 + 2


def test_the_standard_cost_is_paid_all_in_dollars_or_all_in_energy_never_mixed() -> None:
    state = new()
    set_standard(state, 0, RUMBLE)
    set_cost(state, 0, 2)
    state.buskers[0].money = 1
    refuses(state, 0, a.PlaySong(song=RUMBLE, crowd=0), "turn.play.standard")  # $2 > $1
    refuses(state, 0, a.PlaySong(song=RUMBLE, crowd=0, energy_from=(0,)),  # $1 + 1 energy
            "turn.play.standard")
    refuses(state, 0, a.PlaySong(song=RUMBLE, crowd=0, energy_from=(0, 0, 0)),
            "turn.play.standard")
    assert not [x for x in GAME.legal_actions(state, 0)
                if isinstance(x, a.PlaySong) and x.song == RUMBLE and len(x.energy_from) == 1]
    act(state, 0, a.PlaySong(song=RUMBLE, crowd=0, energy_from=(0, 0)))
    assert state.buskers[0].money == 1 and state.buskers[0].band == [1, 3, 3]


# --- 3. pass -------------------------------------------------------------------------------------


def test_passing_is_forced_when_nothing_else_is_possible() -> None:
    state = new()
    busker = state.buskers[0]
    for song in list(busker.hand):
        give(state, state.box.songs, song)
    for song in [*state.market, *state.hit_deck]:
        give(state, state.box.songs, song)
    busker.money, busker.band, busker.reserve = 0, [1, 0, 0], 14
    assert GAME.legal_actions(state, 0) == [a.Pass()]
    act(state, 0, a.Pass())
    assert busker.passed and state.turn.seat == 1


def test_sample_action_is_always_legal() -> None:
    rng = Rng.from_seed(3)
    state = new(4)
    while not state.over:
        seat = state.turn.seat
        action = GAME.sample_action(state, seat, rng)
        assert action in GAME.legal_actions(state, seat)
        GAME.apply(state, seat, action)
