"""The turn-based rules and The Showdown."""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.games.the_gig import table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import set_die
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec

from .helpers import GAME, act, new, refused, values


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
        die = set_die(state, die, value=next(r for r in range(1, 7)
                                             if not table.harmony_taken(state, seat, r)))
        act(state, seat, kind="place", die=die.id, row=die.value, col=None)
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


def test_showdown_a_claim_after_the_timer_finds_time_up() -> None:
    state = new(1, timer=40)
    refused(state, 0, "showdown.timer", kind="reroll", dice=[0], t=40.5)
    events = act(state, 0, kind="place", die=0, row=state.dice[0].value, col=None, t=41.0)
    assert [ev.kind for ev in events[:2]] == ["rerolls_over", "placed"]
    assert events[0].reason == "timer" and state.challenger.timer_beat_you  # type: ignore[union-attr]
    refused(state, 0, "showdown.timer", kind="time_up", t=42.0)  # recorded once


def clock_match(timer: int = 40) -> tuple[Match, list[float]]:
    now = [0.0]
    match = Match(GAME, GAME.make_options(1, {"timer": timer}), 4, [SeatSpec(name="Ana")],
                  clock=lambda: now[0])
    return match, now


def test_showdown_undo_never_takes_back_a_time_up() -> None:
    match, now = clock_match()
    now[0] = 41.0
    match.submit(0, {"kind": "time_up"})
    assert not match.can_undo(0)
    try:
        match.undo(0)
    except RuleViolation as refusal:
        assert refusal.rule_id == "roadie/undo"
    assert match.state.challenger.timer_beat_you and match.state.rerolls_over


def test_showdown_undo_after_the_timer_revives_no_rerolling() -> None:
    match, now = clock_match()
    die = match.state.dice[0]
    now[0] = 39.0
    match.submit(0, {"kind": "place", "die": 0, "row": die.value})
    now[0] = 41.0
    match.undo(0)  # the placing revealed nothing
    try:
        match.submit(0, {"kind": "reroll", "dice": [1]})
    except RuleViolation as refusal:
        assert refusal.rule_id == "the-gig/showdown.timer"
    else:
        raise AssertionError("a re-roll after the timer was accepted")


def test_showdown_an_audience_reroll_works_after_rerolling_ended() -> None:
    state = new(1, audience=True)
    state.players[0].late_rerolls = 1
    act(state, 0, kind="place", die=0, row=state.dice[0].value, col=None)
    assert state.rerolls_over
    refused(state, 0, "showdown.reroll-end", kind="reroll", dice=[1, 2])  # one re-roll only
    rolled = sum(d.value is not None for d in state.challenger.dice)  # type: ignore[union-attr]
    act(state, 0, kind="reroll", dice=[1])
    assert state.players[0].late_rerolls == 0
    assert sum(d.value is not None  # The Challenger rolls with it (if a die of it is left)
               for d in state.challenger.dice) >= min(rolled + 1, 4)  # type: ignore[union-attr]


def test_turn_based_an_audience_reroll_rolls_a_locked_die_while_placing() -> None:
    state = new(2, turn_based=True)
    for die in state.seat_dice(1):
        act(state, 1, kind="lock", die=die.id)
    assert state.phase == "place"
    refused(state, 0, "turn-based.stop", kind="reroll", dice=[0])
    state.players[0].late_rerolls = 1
    act(state, 0, kind="reroll", dice=[0])
    assert state.dice[0].where == "locked" and state.players[0].late_rerolls == 0


def test_turn_based_the_first_token_brings_no_spotlight_without_the_audience() -> None:
    for audience, spotlights in ((False, 0), (True, 1)):
        state = new(2, turn_based=True, audience=audience)
        for die in state.seat_dice(1):
            act(state, 1, kind="lock", die=die.id)
        assert state.players[1].token == 1
        assert state.players[1].marks[Symbol.SPOTLIGHT] == spotlights


def test_lock_in_belongs_to_the_turn_based_rules() -> None:
    state = new(2)
    refused(state, 0, "turn-based.lock", kind="lock", die=0)


def test_turn_based_a_seat_that_cant_place_passes_its_turn() -> None:
    state = new(2, turn_based=True)
    values(state, 0, 6, 6, 6, 6)
    values(state, 1, 6, 6, 6, 1)
    for die in state.seat_dice(1):
        act(state, 1, kind="lock", die=die.id)  # seat 0 must stop: its dice are locked too
    assert state.order == [1, 0]
    act(state, 1, kind="place", die=4, row=6, col=0)
    act(state, 1, kind="place", die=5, row=6, col=1)
    act(state, 0, kind="place", die=0, row=6, col=None)  # row 6 full: its Harmony space
    assert state.order[state.turn % 2] == 1  # seat 0's other 6s have nowhere to go
    act(state, 1, kind="place", die=6, row=6, col=None)
    act(state, 1, kind="place", die=7, row=1, col=0)
    assert state.phase == "solo" and [d.where for d in state.seat_dice(0)][1:] == ["locked"] * 3


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
        set_die(state, die, where="harmony", row=die.id + 1)
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


def test_showdown_stamped_random_play_obeys_the_timer() -> None:
    """Random play with a clock (five seconds an action): no re-roll after the timer,
    and the timer beats the player in some songs."""
    from roadie.core.rng import Rng

    state = new(1, timer=30, audience=True)
    rng, t, beaten = Rng.from_seed(7), 0.0, 0
    while not GAME.is_over(state):
        t += 5.0
        action = GAME.stamp(GAME.sample_action(state, 0, rng), t)
        deadline = state.deadline()
        late = deadline is not None and state.phase == "song" and t >= deadline
        try:
            events = GAME.apply(state, 0, action)
        except RuleViolation as refusal:
            assert late and action.kind == "reroll", refusal
            continue
        if late and state.challenger is not None:
            beaten += any(ev.kind == "rerolls_over" and ev.reason == "timer" for ev in events)
    assert beaten, "the timer never ran out in a whole game"
