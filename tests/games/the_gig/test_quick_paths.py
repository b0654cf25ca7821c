"""The quick answers random play leans on agree with the long ones: whether a seat has a
solo, whether a groove fits, the solos listed lazily, whether a seat is done placing and the
free spaces (kept once worked out, until the next action), and the random Song action built
alone."""

from __future__ import annotations

from typing import Any

import pytest

from roadie.core.clone import assign
from roadie.core.rng import Rng
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import events as e
from roadie.games.the_gig import geometry, sampling, solo, song, table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import TheGigState, answers

from .helpers import GAME, values

CONFIGS = GAME.test_configurations()


def done_in_full(state: TheGigState, seat: int) -> bool:
    """song.done as the rulebook puts it: all down, left, or stuck with no symbol to help."""
    mine = song.unplaced(state, seat)
    if not mine or state.players[seat].left:
        return True
    return song.stuck_dice(state, seat, mine) and not any(
        song.notation_choices(state, seat, d) for d in mine)


def check_seat(state: TheGigState, seat: int) -> None:
    assert song.done(state, seat) == done_in_full(state, seat)
    assert song.done(state, seat) == song.done_now(state, seat)  # kept, and still true
    assert solo.has_solo(state, seat) == bool(solo.solo_options(state, seat))
    board = table.instrument(state, seat)
    drawn = solo.drawn(state.players[seat])
    spots = solo.groove_spots(state, seat)
    for _dice, shape in solo.song_grooves(state, seat):
        fits = geometry.spots(shape, board.cell_set, drawn, board.start)
        assert geometry.can_place(shape, board.cell_set, drawn, board.start) == bool(fits)
        ruled = geometry._ruled(tuple(drawn), board.start)
        assert fits == tuple(cells for cells_bits, squeezed, cells in geometry.fits(
            geometry._turned_first(shape), board.cell_set)
            if geometry._drawable(cells_bits, squeezed, ruled))
    solos = a.Solos(spots)
    listed = [a.play_solo(dice, cells) for dice, cells in solo.solo_options(state, seat)]
    assert list(solos) == listed and len(solos) == len(listed)
    assert solos[-1:] == listed[-1:]


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_quick_answers_match_the_long_ones_through_a_game(config: dict[str, Any]) -> None:
    state = GAME.setup(GAME.make_options(config["players"], config), 9)
    rng = Rng.from_seed(9)
    while not GAME.is_over(state):
        for seat in range(len(state.players)):
            check_seat(state, seat)
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))


def test_kept_answers_are_no_part_of_the_state() -> None:
    """What ``done`` kept is dropped by a copy and by the next action; saves, hashes and
    equality never see it."""
    state = GAME.setup(GAME.make_options(2), 4)
    rng = Rng.from_seed(4)
    GAME.apply(state, 0, GAME.sample_action(state, 0, rng))
    fresh = GAME.load_state(state.model_dump_json())
    assert answers(fresh) is None
    GAME.active_seats(state)
    kept = answers(state)
    assert kept and set(kept) <= {"playing", "drawn"}
    assert state == fresh and state.model_dump_json() == fresh.model_dump_json()
    assert answers(state.model_copy(deep=True)) is None
    GAME.apply(state, 1, GAME.sample_action(state, 1, rng))
    after = answers(state)
    assert after is not None and after is not kept
    assert after["playing"] == [s for s in range(2) if not song.done_now(state, s)]


def test_the_quick_clock_sets_the_field_as_assignment_does() -> None:
    """state.assign (the clock on every claim) leaves what ``state.now = t`` leaves."""
    quick, slow = GAME.setup(GAME.make_options(2), 4), GAME.setup(GAME.make_options(2), 4)
    assign(quick, now=12.5)
    slow.now = 12.5
    assert quick == slow and quick.model_fields_set == slow.model_fields_set
    assert quick.model_dump_json(exclude_unset=True) == slow.model_dump_json(exclude_unset=True)


def drawn_from_the_full_list(state: TheGigState, seat: int, rng: Rng) -> Any:
    """The random bot's draw as the rules list it: a kind by its weight, then one of them."""
    by_kind = GAME._legal_by_kind(state, seat, clashes=False)
    kinds = list(by_kind)
    kind = rng.weighted(kinds, [sampling.RANDOM_WEIGHTS.get(k, 1.0) for k in kinds])
    return rng.choice(by_kind[kind])


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_the_song_sample_is_the_draw_from_the_full_list(config: dict[str, Any]) -> None:
    """sample_action builds only the action it draws, yet draws what the full list gives
    (same action, same random numbers used) at every step of a game, for every seat; what
    it keeps (free spaces, who is playing) is what a fresh look finds."""
    state = GAME.setup(GAME.make_options(config["players"], config), 11)
    rng, quick_paths = Rng.from_seed(11), 0
    while not GAME.is_over(state):
        fresh = state.model_copy(deep=True)
        assert song.free_rows(state) == song.free_rows(fresh)
        assert song.playing(state) == song.playing(fresh)
        for seat in GAME.active_seats(state):
            quick_paths += sampling.sample_song(state, seat, Rng(state=seat)) is not None
            for n in range(3):
                quick, full = Rng(state=n), Rng(state=n)
                assert GAME.sample_action(state, seat, quick) == \
                    drawn_from_the_full_list(state, seat, full)
                assert quick == full
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
    assert quick_paths or config.get("turn_based")


def test_the_song_sample_draws_every_legal_action() -> None:
    """Across many draws the quick sample reaches every legal action (bar clashes), notation
    and placing on a Harmony space among them."""
    state = GAME.setup(GAME.make_options(2), 3)
    values(state, 0, 2, 2, 5, 6)
    state.players[0].marks[Symbol.SHARP] = 1
    GAME.apply(state, 0, a.place(0, 2, 0))
    legal = {act for acts in GAME._legal_by_kind(state, 0, clashes=False).values()
             for act in acts}
    drawn = {GAME.sample_action(state, 0, Rng(state=n)) for n in range(3000)}
    assert drawn == legal
    assert a.place(1, 2, None) in drawn and any(act.kind == "notation" for act in drawn)


def test_quick_events_are_their_validated_twins() -> None:
    """Placings and rolls are reported without validation: the same events, dumped alike."""
    pairs = [(e.placed(1, 5, 3, None), e.Placed(seat=1, die=5, row=3, col=None)),
             (e.placed(0, 2, 2, 4), e.Placed(seat=0, die=2, row=2, col=4)),
             (e.rolled(0, {0: 3, 2: 6}), e.Rolled(seat=0, values={0: 3, 2: 6}))]
    for quick, checked in pairs:
        assert quick == checked and quick.model_dump() == checked.model_dump()
        assert quick.model_dump_json() == checked.model_dump_json()
