"""1. The Song: setup, rows, spaces, Harmonies, clashes, the call, notation, initiative."""

from __future__ import annotations

from roadie.games.the_gig import table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import set_die

from .helpers import GAME, act, new, refused, values


def test_setup_follows_the_set_list_and_rolls_everything() -> None:
    state = new(2)
    assert state.songs[0] == "breaking-it-down" and len(state.songs) == 6
    assert [len(state.seat_dice(s)) for s in (0, 1)] == [4, 4]
    assert all(1 <= d.value <= 6 and d.where == "tray" for d in state.dice)
    assert state.phase == "song" and state.tokens == []
    assert len({p.instrument for p in state.players}) == 2
    assert len({p.colour for p in state.players}) == 2


def test_audience_setup_by_player_count() -> None:
    for players, in_play, row in ((2, 18, 3), (3, 24, 4), (4, 30, 5)):
        state = new(players, audience=True)
        assert len(state.deck) + len(state.row) == in_play and len(state.row) == row
        assert len(state.removed) == 30 - in_play
        assert state.tokens == list(range(1, players))  # setup.initiative
        early = {c.id for c in table.pack(state).audience if c.deck == "early"}
        assert set(state.row) <= early  # Early cards on top


def test_a_die_goes_in_the_row_of_its_value() -> None:
    state = new(2)
    values(state, 0, 4, 4, 2, 6)
    refused(state, 0, "song.rows", kind="place", die=0, row=3, col=0)
    refused(state, 0, "song.rows", kind="place", die=0, row=4, col=5)  # row 4 has 5 spaces
    act(state, 0, kind="place", die=0, row=4, col=1)
    assert state.dice[0].where == "song" and (state.dice[0].row, state.dice[0].col) == (4, 1)


def test_one_die_per_space_once_the_clash_window_has_passed() -> None:
    state = new(2)
    values(state, 0, 4, 1, 1, 1)
    values(state, 1, 4, 1, 1, 1)
    act(state, 1, kind="place", die=4, row=4, col=0, t=1.0)
    err = refused(state, 0, "song.one-per-space", kind="place", die=0, row=4, col=0, t=1.5)
    assert "taken" in err.message


def test_claims_within_the_window_clash_and_both_dice_reroll() -> None:
    state = new(2, clash_window=0.4)
    values(state, 0, 4, 1, 1, 1)
    values(state, 1, 4, 1, 1, 1)
    act(state, 1, kind="place", die=4, row=4, col=0, t=1.0)
    [event] = act(state, 0, kind="place", die=0, row=4, col=0, t=1.3)
    assert event.kind == "clashed" and event.dice == (0, 4)
    assert state.dice[0].where == state.dice[4].where == "tray"
    assert table.is_free(state, 4, 0)


def test_a_harmony_space_takes_dice_of_its_own_row_one_per_colour() -> None:
    state = new(2)
    values(state, 0, 2, 2, 1, 1)
    values(state, 1, 2, 1, 1, 1)
    refused(state, 0, "song.rows", kind="place", die=0, row=6, col=None)  # a 2 is not a 6
    harmonies = {(x.die, x.row) for x in GAME.legal_actions(state, 0)
                 if x.kind == "place" and x.col is None}
    assert harmonies == {(0, 2), (1, 2), (2, 1), (3, 1)}  # only each die's own row
    act(state, 0, kind="place", die=0, row=2, col=None)
    act(state, 1, kind="place", die=4, row=2, col=None)  # another colour: fine
    refused(state, 0, "song.harmony", kind="place", die=1, row=2, col=None)
    act(state, 0, kind="place", die=2, row=1, col=None)


def test_the_clock_never_runs_backwards() -> None:
    state = new(2)
    values(state, 0, 1, 2, 3, 4)
    act(state, 0, kind="place", die=0, row=1, col=0, t=5.0)
    refused(state, 0, "song.clock", kind="place", die=1, row=2, col=0, t=4.0)


def finish(state, seat: int, t: float = 0.0) -> None:  # type: ignore[no-untyped-def]
    """Place all of a seat's unplaced dice in Harmony spaces (each turned to a free row)."""
    rows = iter(r for r in range(1, 7) if not table.harmony_taken(state, seat, r))
    for die in [d for d in state.seat_dice(seat) if d.unplaced]:
        die = set_die(state, die, value=next(rows))
        act(state, seat, kind="place", die=die.id, row=die.value, col=None, t=t)


def test_the_fourth_die_calls_the_bridge_and_stops_rerolls() -> None:
    state = new(2)
    act(state, 1, kind="pick", die=4)
    finish(state, 0)
    assert state.caller == 0
    refused(state, 1, "song.bridge-call", kind="reroll", dice=[5])
    assert state.dice[4].late_roll  # it was in hand at the call: one more roll
    act(state, 1, kind="reroll", dice=[4])
    refused(state, 1, "song.bridge-call", kind="reroll", dice=[4])


def test_reroll_any_pool_dice_before_the_call() -> None:
    state = new(2)
    act(state, 0, kind="reroll", dice=[0, 1, 2, 3])
    act(state, 0, kind="place", die=0, row=state.dice[0].value, col=None)
    refused(state, 0, "song.rerolling", kind="reroll", dice=[0])
    refused(state, 0, "song.rerolling", kind="reroll", dice=[1, 1])


def test_one_die_in_hand_at_a_time() -> None:
    state = new(2)
    act(state, 0, kind="pick", die=0)
    refused(state, 0, "song.one-at-a-time", kind="pick", die=1)
    refused(state, 1, "song.one-at-a-time", kind="pick", die=0)


def test_initiative_lowest_token_and_a_spotlight_for_the_first() -> None:
    state = new(3, audience=True)
    finish(state, 2)
    finish(state, 0)
    assert (state.players[2].token, state.players[0].token) == (1, 2)
    assert state.players[2].marks[Symbol.SPOTLIGHT] == 1
    assert state.players[0].marks[Symbol.SPOTLIGHT] == 0


def test_a_clash_with_a_fourth_die_takes_back_token_and_call() -> None:
    state = new(2, audience=True, clash_window=0.5)
    values(state, 1, 4, 1, 2, 3)
    values(state, 0, 4, 2, 2, 2)
    finish_except_first = [d for d in state.seat_dice(1)][1:]
    for die, row in zip(finish_except_first, (1, 2, 3), strict=True):
        act(state, 1, kind="place", die=die.id, row=row, col=None, t=1.0)
    act(state, 1, kind="place", die=4, row=4, col=0, t=2.0)
    assert state.caller == 1 and state.players[1].token == 1
    act(state, 0, kind="place", die=0, row=4, col=0, t=2.2)
    assert state.caller is None and state.players[1].token is None and state.tokens == [1]
    assert state.players[1].marks[Symbol.SPOTLIGHT] == 0


def test_notation_symbols_change_unplaced_dice() -> None:
    state = new(2)
    marks = state.players[0].marks
    for s in (Symbol.FLAT, Symbol.SHARP, Symbol.REPEAT, Symbol.REST):
        marks[s] = 1
    values(state, 0, 1, 6, 3, 3)
    act(state, 0, kind="notation", die=0, symbol="flat")
    assert state.dice[0].value == 6 and marks[Symbol.FLAT] == 0  # 1 becomes 6, mark erased
    act(state, 0, kind="notation", die=1, symbol="sharp")
    assert state.dice[1].value == 1  # 6 becomes 1
    refused(state, 0, "song.repeat", kind="notation", die=2, symbol="repeat", value=5)
    act(state, 0, kind="notation", die=2, symbol="repeat", value=6)
    refused(state, 0, "song.rest", kind="notation", die=3, symbol="rest", value=1)
    act(state, 0, kind="notation", die=3, symbol="rest", value=2)
    assert [d.value for d in state.seat_dice(0)] == [6, 1, 6, 2]
    refused(state, 0, "song.notation", kind="notation", die=0, symbol="flat")  # none left
    refused(state, 0, "song.notation", kind="notation", die=0, symbol="spotlight")


def test_notation_only_on_unplaced_dice() -> None:
    state = new(2)
    state.players[0].marks[Symbol.SHARP] = 2
    act(state, 0, kind="place", die=0, row=state.dice[0].value, col=None)
    refused(state, 0, "song.notation", kind="notation", die=0, symbol="sharp")


def test_the_song_ends_when_every_die_is_placed() -> None:
    state = new(2)
    finish(state, 0)
    assert state.phase == "song"
    finish(state, 1)
    # nobody has a groove (all in Harmony spaces), so the Bridge and Tune-Up run through
    assert state.song == 1 and state.phase == "song"
    assert all(p.harmonies == [2 * 0] * 1 for p in state.players)


def test_a_clash_roll_uses_up_the_roll_a_held_die_had_left() -> None:
    state = new(2, clash_window=0.5)
    values(state, 1, 4, 1, 1, 1)
    act(state, 1, kind="place", die=4, row=4, col=0, t=1.0)
    set_die(state, state.dice[0], value=4, late_roll=True)
    act(state, 0, kind="place", die=0, row=4, col=0, t=1.2)  # clash: both dice roll again
    assert not state.dice[0].late_roll


def test_when_a_clash_takes_back_the_call_the_earliest_finisher_calls() -> None:
    state = new(3, clash_window=0.5)
    values(state, 2, 5, 1, 1, 1)
    finish(state, 0, t=1.0)  # seat 1 (Ana) finishes first ...
    state.caller = 2  # ... but say seat 3's finish was taken as the call
    for d in state.seat_dice(2):
        set_die(state, d, where="harmony", row=d.id - 7, col=None, placed_at=2.0)
    set_die(state, state.seat_dice(2)[0], where="song", row=5, col=0, value=5)
    values(state, 1, 5, 2, 2, 2)
    act(state, 1, kind="place", die=4, row=5, col=0, t=2.3)  # clashes with seat 3's last die
    assert state.caller == 0


# --- a die with no space left (Harmony spaces belong to their row) --------------------

def stuck_after_the_call(flats: int = 0):  # type: ignore[no-untyped-def]
    """Seat 1 holds a 6 with row 6 full and its colour in Harmony 6, after seat 0's call."""
    state = new(2)
    state.players[1].marks[Symbol.FLAT] = flats
    values(state, 0, 6, 6, 1, 2)
    values(state, 1, 6, 6, 1, 1)
    act(state, 1, kind="place", die=4, row=6, col=None, t=1.0)
    act(state, 1, kind="place", die=6, row=1, col=0, t=1.0)
    act(state, 1, kind="place", die=7, row=1, col=None, t=1.0)
    for die, col in ((0, 0), (1, 1)):
        act(state, 0, kind="place", die=die, row=6, col=col, t=1.0)
    act(state, 0, kind="place", die=2, row=1, col=None, t=2.0)
    act(state, 0, kind="place", die=3, row=2, col=None, t=2.0)  # the call
    return state


def test_a_die_with_no_space_stays_unplaced_and_the_song_ends() -> None:
    state = stuck_after_the_call()
    assert state.caller == 0 and state.phase == "solo"  # the Song ended without die 5
    assert state.dice[5].where == "tray"


def test_notation_may_still_give_a_stuck_die_a_space() -> None:
    state = stuck_after_the_call(flats=1)
    assert state.phase == "song" and GAME.active_seats(state) == [1]
    assert {x.kind for x in GAME.legal_actions(state, 1)} == {"notation", "leave", "pick"}
    act(state, 1, kind="notation", die=5, symbol="flat", t=3.0)
    act(state, 1, kind="place", die=5, row=5, col=0, t=3.0)
    assert state.phase == "solo"


def test_a_stuck_die_may_be_left_off_the_song() -> None:
    state = stuck_after_the_call(flats=1)
    act(state, 1, kind="leave", t=3.0)
    assert state.phase == "solo" and state.dice[5].where == "tray"
    assert state.players[1].marks[Symbol.FLAT] == 1


def test_leaving_is_only_for_dice_that_cant_be_placed() -> None:
    state = new(2)
    refused(state, 0, "song.done", kind="leave")


def test_one_hand_one_die_place_the_held_die_first() -> None:
    state = new(2)
    values(state, 0, 1, 2, 3, 4)
    act(state, 0, kind="pick", die=0)
    refused(state, 0, "song.one-at-a-time", kind="place", die=1, row=2, col=0)
    assert {x.die for x in GAME.legal_actions(state, 0) if x.kind == "place"} == {0}
    act(state, 0, kind="pick", die=0)  # put it back
    act(state, 0, kind="place", die=1, row=2, col=0)
