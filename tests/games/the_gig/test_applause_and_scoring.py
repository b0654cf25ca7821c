"""3. The Applause, 4. The Tune-Up and Final Scoring."""

from __future__ import annotations

from roadie.games.the_gig import applause, scoring
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import SYMBOLS, TheGigState, set_die

from .helpers import GAME, act, new, refused


def at_applause(players: int = 3, row: tuple[str, ...] = ()) -> TheGigState:
    """The Applause of song 1 with tokens: seat 2 holds the 1st, seat 0 the 2nd."""
    state = new(players, audience=True)
    state.players[2].token, state.players[0].token = 1, 2
    if row:
        state.deck = [c for c in state.deck + state.row + state.removed if c not in row]
        state.removed, state.row = [], list(row)
        state.deck = state.deck[: 24 - len(row)]
        state.removed = [c.id for c in applause.table.pack(state).audience
                         if c.id not in state.deck and c.id not in row]
    for die in state.dice:
        set_die(state, die, where="harmony", row=die.seat + 1)
    state.phase = "solo"
    for player in state.players:
        player.solo_done = True
    from roadie.games.the_gig.bridge import after_solos

    after_solos(state)
    return state


def test_applause_runs_in_initiative_order() -> None:
    state = at_applause()
    assert state.phase == "applause" and state.order == [2, 0, 1]
    assert GAME.active_seats(state) == [2]
    refused(state, 0, "applause.order", kind="pass")


def test_buying_costs_spotlights_and_resolves_at_once() -> None:
    state = at_applause(row=("lighting-tech", "front-row-fan", "talent-scout", "stagehand"))
    refused(state, 2, "applause.buy", kind="buy", card="talent-scout")  # costs 4
    spot = state.players[2].marks[Symbol.SPOTLIGHT]
    state.players[2].marks[Symbol.SPOTLIGHT] = spot + 1
    act(state, 2, kind="buy", card="lighting-tech")
    assert state.players[2].marks[Symbol.SPOTLIGHT] == spot + 2  # paid 1, gained 2
    assert state.players[2].audience == ["lighting-tech"]
    state.players[0].marks[Symbol.SPOTLIGHT] = 2
    act(state, 0, kind="buy", card="stagehand")
    assert state.players[0].late_rerolls == 2
    refused(state, 1, "applause.buy", kind="buy", card="lighting-tech")  # gone from the row


def test_discarding_gains_the_reward_and_nobody_can_buy_it() -> None:
    state = at_applause(row=("front-row-fan", "bar-staff", "talent-scout", "stagehand"))
    act(state, 2, kind="discard", card="talent-scout")
    assert state.players[2].marks[Symbol.SPOTLIGHT] == 1 and "talent-scout" in state.discards


def test_choices_from_cards_come_first() -> None:
    state = at_applause(row=("foot-tapper", "bar-staff", "talent-scout", "stagehand"))
    state.players[2].marks[Symbol.SPOTLIGHT] = 2
    act(state, 2, kind="buy", card="foot-tapper")  # gain 2 Notation symbols of your choice
    assert GAME.active_seats(state) == [2]
    act(state, 2, kind="choose", symbol="flat")
    act(state, 2, kind="choose", symbol="rest")
    assert GAME.active_seats(state) == [0]


def test_the_tune_up_deals_a_new_row_and_opens_the_next_song() -> None:
    state = at_applause()
    old_row = list(state.row)
    for seat in (2, 0, 1):
        act(state, seat, kind="pass")
    assert state.song == 1 and state.phase == "song"
    assert set(old_row) <= set(state.discards) and len(state.row) == 4
    assert all(p.token is None for p in state.players)


def test_the_game_ends_after_the_sixth_song() -> None:
    state = at_applause()
    state.song = 5
    for seat in (2, 0, 1):
        act(state, seat, kind="pass")
    assert GAME.is_over(state) and GAME.active_seats(state) == []


def test_symbol_majorities_5_per_player_with_fewer_none_for_equal() -> None:
    mine = dict.fromkeys(SYMBOLS, 0) | {Symbol.FLAT: 3, Symbol.SHARP: 1}
    others = [dict.fromkeys(SYMBOLS, 0) | {Symbol.FLAT: 1, Symbol.SHARP: 1},
              dict.fromkeys(SYMBOLS, 0) | {Symbol.FLAT: 2}]
    assert scoring.majorities(mine, others) == 5 + 5 + 5  # Flat beats both; Sharp beats one


def test_notation_sets_5_each() -> None:
    marks = dict.fromkeys(SYMBOLS, 2) | {Symbol.REST: 1}
    assert scoring.notation_sets(marks) == 5


def test_final_breakdown_and_shared_wins() -> None:
    state = new(2)
    state.phase = "over"
    sheet = GAME.score(state)
    labels = [line.label for line in sheet.seats[0].lines]
    assert labels == ["Solo", "Spotlights", "Audience cards", "Symbol majorities",
                      "Notation sets", "Harmonies"]
    assert sheet.totals == [0, 0] and sheet.winners == [0, 1]


def test_audience_end_game_points() -> None:
    state = new(2, audience=True)
    player = state.players[0]
    player.audience = ["jazz-snob", "choir-kid", "superfan"]
    player.marks[Symbol.FLAT] = 9
    player.harmonies = [4, 0, 2]
    player.marks[Symbol.SHARP] = 2
    state.players[1].marks[Symbol.SHARP] = 2  # no majority: superfan scores nothing
    seat = scoring.seat_score(state, 0)
    audience = next(line.points for line in seat.lines if line.label == "Audience cards")
    assert audience == 6 + 2 * 2  # jazz-snob capped at 6, two harmonies


def test_a_discard_reward_that_finds_its_track_full_says_so() -> None:
    state = at_applause(row=("front-row-fan", "bar-staff", "jazz-snob", "stagehand"))
    boxes = next(t.boxes for t in applause.table.instrument(state, 2).notes
                 if t.symbol == Symbol.FLAT)
    state.players[2].marks[Symbol.FLAT] = boxes
    [event, *_] = act(state, 2, kind="discard", card="jazz-snob")  # rewards a Flat
    assert event.kind == "card_discarded" and event.lost == 1


def test_a_song_opens_at_the_time_of_the_action_that_opens_it() -> None:
    state = at_applause()
    for seat, t in ((2, 10.0), (0, 20.0), (1, 30.0)):
        act(state, seat, kind="pass", t=t)
    assert state.song == 1 and state.song_started == 30.0
