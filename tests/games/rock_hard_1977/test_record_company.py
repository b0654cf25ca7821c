"""The Record Company takes one visit a round (day.record-deal)."""

from __future__ import annotations

from tests.games.rock_hard_1977.table import GAME, bare, next_turn, refused

from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.state import RockHardState


def signed_with_an_extra_action() -> RockHardState:
    """Seat 0 signs with two actions, then writes a song with the second."""
    state = bare("day")
    for p in state.players:
        p.demo, p.chops, p.reputation, p.songs, p.money = True, 3, 3, 3, 5
    state.turn.actions = 2  # type: ignore[union-attr]
    GAME.apply(state, 0, a.Place(space="record-deal"))
    GAME.apply(state, 0, a.Place(space="song"))
    return state


def test_the_signer_holds_the_record_company_after_an_extra_action() -> None:
    state = signed_with_an_extra_action()
    assert state.standees["record-deal"] == [0]
    assert state.standees["song"] == [0]
    assert state.players[0].royalty == 1


def test_a_second_player_is_refused_the_record_company_that_round() -> None:
    state = signed_with_an_extra_action()
    assert GAME.active_seats(state) == [1]
    refused(state, 1, a.Place(space="record-deal"), "day.record-deal")
    assert a.Place(space="record-deal") not in GAME.legal_actions(state, 1)


def test_a_manager_who_shares_any_space_does_not_open_it() -> None:
    state = signed_with_an_extra_action()
    next_turn(state, 1)
    state.players[1].manager = "nigel-hawthorne-dawe"  # share any Limited space once a round
    refused(state, 1, a.Place(space="record-deal"), "day.record-deal")


def test_the_next_round_opens_it_again() -> None:
    state = bare("day")
    p = state.players[1]
    p.demo, p.chops, p.reputation, p.songs = True, 3, 3, 3
    next_turn(state, 1)
    GAME.apply(state, 1, a.Place(space="record-deal"))
    assert p.royalty == 1


def test_the_rising_star_on_the_record_company_blocks_it_naming_the_rule() -> None:
    state = bare("day", players=2)
    state.standees = {"record-deal": [-1]}
    p = state.players[0]
    p.demo, p.chops, p.reputation, p.songs = True, 3, 3, 3
    refused(state, 0, a.Place(space="record-deal"), "day.record-deal")
