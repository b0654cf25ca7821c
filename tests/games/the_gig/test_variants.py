"""The turn-based rules and The Showdown."""

from __future__ import annotations

from roadie.games.the_gig import table
from roadie.games.the_gig.content import Symbol

from .helpers import GAME, act, new, refused


def test_turn_based_tokens_lock_in_and_the_last_player_stops() -> None:
    state = new(3, turn_based=True)
    assert state.phase == "lock" and state.tokens == [1, 2]
    refused(state, 0, "song.roll", kind="place", die=0, row=state.dice[0].value, col=None)
    for seat in (1, 2):
        for die in state.seat_dice(seat):
            act(state, seat, kind="lock", die=die.id)
    assert state.players[1].token == 1 and state.players[2].token == 2
    assert state.phase == "place" and state.order == [1, 2, 0]
    assert all(d.where == "locked" for d in state.seat_dice(0))  # seat 1 had to stop
    refused(state, 0, "turn-based.place", kind="place", die=0, row=1, col=None)


def test_turn_based_places_two_each_in_order_twice() -> None:
    state = new(2, turn_based=True)
    for die in state.seat_dice(1):
        act(state, 1, kind="lock", die=die.id)
    order = state.order
    assert order == [1, 0] and state.phase == "place"
    placed = []
    while state.phase == "place":
        seat = order[state.turn % 2]
        die = next(d for d in state.seat_dice(seat) if d.where == "locked")
        row = next(r for r in range(1, 7) if not table.harmony_taken(state, seat, r))
        act(state, seat, kind="place", die=die.id, row=row, col=None)
        placed.append(seat)
    assert placed == [order[0]] * 2 + [order[1]] * 2 + [order[0]] * 2 + [order[1]] * 2


def test_showdown_challenger_rolls_with_you_and_goes_leftmost() -> None:
    state = new(1)
    ch = state.challenger
    assert ch is not None and ch.dice[0].value is not None  # your first roll rolled one
    before = sum(d.value is not None for d in ch.dice)
    act(state, 0, kind="reroll", dice=[0])
    assert sum(d.value is not None for d in ch.dice) == before + 1
    for die in ch.dice:
        if die.value is not None and die.value != 6 and die.row is not None:
            assert die.row == die.value
            assert all(not table.is_free(state, die.row, c) for c in range(die.col or 0))
        if die.value == 6:
            assert die.row is None  # a 6 is never placed


def test_showdown_rerolls_end_when_you_place() -> None:
    state = new(1)
    act(state, 0, kind="place", die=0, row=state.dice[0].value, col=None)
    assert state.rerolls_over
    refused(state, 0, "showdown.reroll-end", kind="reroll", dice=[1])


def test_showdown_timer() -> None:
    state = new(1, timer=30)
    refused(state, 0, "showdown.timer", kind="time_up", t=10.0)
    act(state, 0, kind="time_up", t=31.0)
    assert state.rerolls_over and state.challenger.timer_beat_you  # type: ignore[union-attr]
    assert not GAME.make_options(1).timer


def test_showdown_challenger_discards_for_its_emptiest_track() -> None:
    state = new(1, audience=True)
    ch = state.challenger
    assert ch is not None
    for n, die in enumerate(ch.dice[:3]):
        die.value, die.row, die.col = 1, 1, n
    ch.marks = dict.fromkeys(ch.marks, 1) | {Symbol.REPEAT: 0}
    state.row = ["front-row-fan", "bar-staff", "talent-scout"]
    from roadie.games.the_gig.applause import challenger_discards

    challenger_discards(state)
    assert state.row == ["talent-scout"] or state.row == ["front-row-fan"]
    assert ch.marks[Symbol.REPEAT] == 1  # the emptiest track came first


def test_showdown_unplaced_dice_head_start_and_double_majorities() -> None:
    state = new(1, difficulty="hard")
    ch = state.challenger
    assert ch is not None and ch.head_start == 20
    ch.dice[0].row = 2
    from roadie.games.the_gig.bridge import remove_dice

    for die in state.seat_dice(0):
        die.where, die.row = "harmony", die.id + 1
    remove_dice(state)
    assert ch.unplaced_points == 15
    ch.marks[Symbol.FLAT] = 3
    state.phase = "over"
    sheet = GAME.score(state)
    challenger = sheet.seats[1]
    assert challenger.automaton and challenger.total >= 20 + 15 + 10
    assert sheet.winners == [1]


def test_showdown_a_tie_is_the_challengers_win() -> None:
    state = new(1)
    state.phase = "over"
    sheet = GAME.score(state)
    assert sheet.totals == [0, 0] and sheet.winners == [1]
    state.players[0].marks[Symbol.SPOTLIGHT] = 1
    assert GAME.score(state).winners == [0]
