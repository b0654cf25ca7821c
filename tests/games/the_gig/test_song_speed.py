"""The quick answers of the Song agree with the rules worked out the plain way, over seeded
random games in every option configuration: the free spaces of each row, each seat's
Notation moves (kept for each set of values) and whether a seat is done placing."""

from __future__ import annotations

from typing import Any

import pytest

from roadie.core.rng import Rng
from roadie.games.the_gig import events as e
from roadie.games.the_gig import song, table
from roadie.games.the_gig.state import TheGigState

from .helpers import GAME

CONFIGS = GAME.test_configurations()


def plain_free_rows(state: TheGigState) -> tuple[tuple[int, ...], ...]:
    """song.one-per-space as the rulebook puts it: the spaces of each row no die sits on."""
    lengths = table.song(state).lengths
    return tuple(tuple(c for c in range(lengths[row - 1]) if table.is_free(state, row, c))
                 for row in range(1, 7))


def plain_notation(state: TheGigState, seat: int) -> dict[int, list[Any]]:
    """Every (symbol, value) the rulebook allows on each unplaced die of the seat: a symbol
    the seat holds, and a value it may ask for that gives the die a new value."""
    mine = state.seat_dice(seat)
    marks = state.players[seat].marks
    return {die.id: [(symbol, chosen) for symbol, choices in song.NOTATION_VALUES.items()
                     if marks[symbol] for chosen in choices
                     if song.notation_result(die.value, {d.value for d in mine if d is not die},
                                             symbol, chosen) is not None]
            for die in mine if die.unplaced}


def plain_done(state: TheGigState, seat: int) -> bool:
    """song.done: all dice down, left, or stuck (no free or Harmony space, no roll) with no
    Notation symbol to change one of them."""
    mine = song.unplaced(state, seat)
    if not mine or state.players[seat].left:
        return True
    return song.stuck_dice(state, seat, mine) and not any(plain_notation(state, seat).values())


def check_seat(state: TheGigState, seat: int) -> None:
    assert song.done_now(state, seat) == plain_done(state, seat)
    mine = song.unplaced(state, seat)
    quick = {d.id: list(choices) for d, choices in song.notation_by_die(state, seat, mine)}
    plain = plain_notation(state, seat)
    assert quick == plain if quick else not any(plain.values())  # (none held: no list)


def next_action(state: TheGigState, seat: int, rng: Rng) -> Any:
    """A random bot's action, or (half the time in the Song) a claim on a space just taken
    (a clash), which random bots never make."""
    claims = [x for x in GAME.legal_actions(state, seat) if x.kind == "place" and x.col is not
              None and x.col not in song.free_columns(state, x.row)]
    if claims and rng.below(2):
        return rng.choice(claims)
    return GAME.sample_action(state, seat, rng)


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_quick_answers_match_the_plain_rules_through_games(config: dict[str, Any]) -> None:
    clashes = 0
    for seed in (3, 17):
        state = GAME.setup(GAME.make_options(config["players"], config), seed)
        rng = Rng.from_seed(seed)
        while not GAME.is_over(state):
            if state.phase in song.IN_SONG:
                assert song.free_rows(state) == plain_free_rows(state)
            for s in range(len(state.players)):
                check_seat(state, s)
            copy = state.model_copy(deep=True)
            assert song.free_rows(copy) == song.free_rows(state)
            seat = rng.choice(GAME.active_seats(state))
            events = GAME.apply(state, seat, next_action(state, seat, rng))
            clashes += any(isinstance(x, e.Clashed) for x in events)
    real_time_rivals = config["players"] > 1 and not config.get("turn_based")
    assert clashes or not real_time_rivals  # clashes freed spaces (where there are any)

