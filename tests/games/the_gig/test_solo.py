"""2. The Bridge: solos by the rulebook's examples, instrument symbols, harmonies,
removing dice."""

from __future__ import annotations

from roadie.games.the_gig import solo, table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import Groove, TheGigState, set_die

from .helpers import GAME, act, new, refused

PACK = table.content.load("standard")


def points(instrument: str, *grooves: list[tuple[int, int]]) -> int:
    return solo.solo_points(PACK.instrument(instrument), [Groove(cells=g) for g in grooves])


def test_blue_circles_the_drums_top_row_for_5() -> None:
    assert points("drums", [(0, 0), (0, 1), (0, 2)]) == 5


def test_purple_gets_4_points_and_2_spotlights_from_a_multiplied_line() -> None:
    state = solo_ready(instrument="drums", grooves=[[(0, 0)], [(1, 0)]])
    act_solo(state, cells=[(2, 0), (2, 1), (2, 2)])
    player = state.players[0]
    assert player.marks[Symbol.SPOTLIGHT] == 2  # a Spotlight under a x2
    assert points("drums", [(0, 0)], [(1, 0)], [(2, 0), (2, 1), (2, 2)]) == 1 + 4


def test_red_single_die_takes_the_start_space() -> None:
    assert points("horn", [(0, 0)]) == 1
    assert PACK.instrument("horn").start == (0, 0)


def test_horn_column_times_two_horns_is_20() -> None:
    assert points("horn", [(0, 5), (1, 5)], [(2, 5), (3, 5)], [(1, 1)], [(2, 3)]) == 20
    # one Horn: printed values only
    assert points("horn", [(0, 5), (1, 5)], [(2, 5), (3, 5)], [(1, 1)]) == 10


def test_drums_and_sticks_pair_for_7_and_multiply() -> None:
    assert points("drums", [(1, 0), (1, 1)]) == 7
    assert points("drums", [(1, 0), (1, 1), (2, 1)]) == 14  # (2,1) is a x2
    assert points("drums", [(1, 0)], [(1, 1)]) == 0  # not in the same groove


def test_sax_scores_each_enclosed_sax() -> None:
    assert points("sax", [(0, 1)]) == 1
    assert points("sax", [(1, 2), (1, 3)]) == 2  # x2 multiplies it


def test_bass_scores_10_per_filled_widest_row() -> None:
    row = [(1, 0), (1, 1), (1, 2), (1, 3)]
    assert points("bass", row) == 1 * 2  # one x2, one 1-point space
    assert points("bass", row, [(1, 4), (1, 5)]) == 2 + 2 + 10


def test_vocals_kept_copy_the_best_point_space_of_the_groove() -> None:
    groove = [(2, 0), (2, 1)]  # a Vocals and a 2
    assert points("vocals", groove) == 2 + 2
    assert solo.solo_points(PACK.instrument("vocals"),
                            [Groove(cells=groove, crossed=[(2, 0)])]) == 2


def test_two_kept_vocals_each_copy_a_different_point_space() -> None:
    groove = [(1, 3), (1, 4), (1, 5), (2, 5)]  # Vocals, 2, 3, Vocals
    assert points("vocals", groove) == (2 + 3) + (3 + 2)
    assert points("vocals", [(2, 4), (2, 5), (1, 3)]) == 1 + 1  # one point space: one copy


# --- playing a solo through the rules ------------------------------------------------------

def solo_ready(instrument: str, grooves: list[list[tuple[int, int]]]) -> TheGigState:
    """Seat 0 in the solo step with three dice in a row on the song and some grooves drawn."""
    state = new(2)
    state.players[0].instrument = instrument
    state.players[0].grooves = [Groove(cells=g) for g in grooves]
    line = [(4, 1), (4, 2), (4, 3)]
    for die, (row, col) in zip(state.seat_dice(0), [*line, (1, 0)], strict=True):
        set_die(state, die, value=row, where="song", row=row, col=col)
    for n, die in enumerate(state.seat_dice(1)):
        set_die(state, die, value=6, where="harmony", row=n + 1, col=None)
    state.phase = "solo"
    state.players[1].solo_done = True
    return state


def act_solo(state: TheGigState, cells: list[tuple[int, int]], dice: tuple[int, ...] = (0, 1, 2)):  # type: ignore[no-untyped-def]
    return act(state, 0, kind="solo", dice=list(dice), cells=cells)


def test_the_groove_keeps_its_shape_turned_or_flipped() -> None:
    state = solo_ready("drums", [[(0, 0)], [(1, 0)]])
    refused(state, 0, "solo.shape", kind="solo", dice=[0, 1, 2], cells=[(2, 0), (2, 1), (3, 1)])
    refused(state, 0, "solo.grooves", kind="solo", dice=[0, 3], cells=[(2, 0), (2, 1)])
    act_solo(state, cells=[(2, 0), (3, 0), (4, 0)])  # upright: rotated is fine


def test_the_first_groove_covers_the_start() -> None:
    state = solo_ready("drums", [])
    refused(state, 0, "solo.start", kind="solo", dice=[3], cells=[(1, 1)])
    act(state, 0, kind="solo", dice=[3], cells=[(0, 0)])


def test_later_grooves_touch_and_never_overlap() -> None:
    state = solo_ready("drums", [[(0, 0)]])
    refused(state, 0, "solo.adjacent", kind="solo", dice=[3], cells=[(3, 3)])
    refused(state, 0, "solo.overlap", kind="solo", dice=[3], cells=[(0, 0)])
    refused(state, 0, "solo.overlap", kind="solo", dice=[3], cells=[(0, 9)])


def test_one_solo_per_song() -> None:
    state = solo_ready("drums", [])
    act(state, 0, kind="solo", dice=[3], cells=[(0, 0)])
    assert state.phase != "solo"  # everyone done: harmonies, removal, next song
    assert len(state.players[0].grooves) == 1


def test_keys_owe_a_notation_choice_per_key_times_multiplier() -> None:
    state = solo_ready("keys", [[(0, 0)]])
    act(state, 0, kind="solo", dice=[3], cells=[(0, 1)])  # a Keys symbol
    assert state.phase == "solo" and state.owed[0][1].kind == "notation"
    assert {a.kind for a in GAME.legal_actions(state, 0)} == {"choose"}
    refused(state, 0, "instrument.keys", kind="choose", symbol="spotlight")
    act(state, 0, kind="choose", symbol="rest")
    assert state.players[0].marks[Symbol.REST] >= 1 and not state.owed


def test_vocals_copy_a_symbol_of_their_groove_now() -> None:
    state = solo_ready("vocals", [[(0, 0)], [(1, 0)]])
    state.players[0].marks = dict.fromkeys(state.players[0].marks, 0)
    act_solo(state, cells=[(2, 0), (2, 1), (2, 2)])  # Vocals, 2, Sharp
    assert state.players[0].marks[Symbol.SHARP] == 1
    refused(state, 0, "instrument.vocals", kind="vocal", symbol="rest")
    before = state.model_copy(deep=True)  # a search's copy shares the drawn grooves
    act(state, 0, kind="vocal", symbol="sharp")
    assert state.players[0].grooves[-1].crossed == ((2, 0),)
    assert before.players[0].grooves[-1].crossed == ()


def test_harmonies_score_2_per_filled_space_of_the_row() -> None:
    state = new(2)
    for die, (row, col) in zip(state.seat_dice(0), [(4, 0), (4, 1), (4, 2), (3, 0)],
                               strict=True):
        set_die(state, die, value=row, where="song", row=row, col=col)
    set_die(state, state.seat_dice(1)[0], where="harmony", row=4)
    from roadie.games.the_gig.bridge import score_harmonies

    score_harmonies(state)
    assert state.players[1].harmonies == [6] and state.players[0].harmonies == [0]


def test_removing_dice_marks_the_symbols_under_them() -> None:
    state = new(2)
    # Breaking it Down: row 1 is Rest, -, Spotlight; row 4 starts with a Spotlight
    spots = [(1, 0), (1, 2), (4, 0), (1, 1)]
    for die, (row, col) in zip(state.seat_dice(0), spots, strict=True):
        set_die(state, die, value=row, where="song", row=row, col=col)
    from roadie.games.the_gig.bridge import remove_dice

    remove_dice(state)
    marks = state.players[0].marks
    assert (marks[Symbol.REST], marks[Symbol.SPOTLIGHT]) == (1, 2)


def test_the_notes_section_caps_notation_marks() -> None:
    state = new(2)
    boxes = next(t.boxes for t in table.instrument(state, 0).notes if t.symbol == Symbol.FLAT)
    assert table.gain(state, 0, Symbol.FLAT, boxes + 3) == boxes
    assert table.gain(state, 0, Symbol.SPOTLIGHT, 30) == 30


def fill_notes(state: TheGigState, seat: int, *symbols: Symbol) -> None:
    for track in table.instrument(state, seat).notes:
        if track.symbol in symbols:
            state.players[seat].marks[track.symbol] = track.boxes


def test_keys_never_offer_a_full_notes_track() -> None:
    state = solo_ready("keys", [[(0, 0)]])
    fill_notes(state, 0, Symbol.FLAT, Symbol.SHARP)
    act(state, 0, kind="solo", dice=[3], cells=[(0, 1)])  # a Keys symbol
    offered = {x.symbol for x in GAME.legal_actions(state, 0)}
    assert offered == {Symbol.REPEAT, Symbol.REST}
    refused(state, 0, "notes-full", kind="choose", symbol="flat")


def test_with_every_notes_track_full_the_owed_symbol_is_dropped_out_loud() -> None:
    state = solo_ready("keys", [[(0, 0)]])
    fill_notes(state, 0, Symbol.FLAT, Symbol.SHARP, Symbol.REPEAT, Symbol.REST)
    events = act(state, 0, kind="solo", dice=[3], cells=[(0, 1)])
    assert not state.owed and any(ev.kind == "notes_full" and ev.lost == 1 for ev in events)


def test_vocals_never_offer_a_full_notes_track() -> None:
    state = solo_ready("vocals", [[(0, 0)], [(1, 0)]])
    fill_notes(state, 0, Symbol.SHARP)
    act_solo(state, cells=[(2, 0), (2, 1), (2, 2)])  # Vocals, 2, Sharp
    assert [x.symbol for x in GAME.legal_actions(state, 0)] == [None]
    refused(state, 0, "notes-full", kind="vocal", symbol="sharp")


def owe_dance_floor(grooves: list[list[tuple[int, int]]]) -> TheGigState:
    from roadie.games.the_gig.applause import card, resolve_immediate

    state = solo_ready("drums", grooves)
    resolve_immediate(state, 0, card(state, "dance-floor-regular"))
    return state


def test_dance_floor_regular_circles_a_space_touching_a_groove() -> None:
    state = owe_dance_floor([[(0, 0)]])
    options = {x.cells for x in GAME.legal_actions(state, 0)}
    assert options == {((0, 1),), ((1, 0),), ((1, 1),)}
    refused(state, 0, "solo.adjacent", kind="extra", cells=[(3, 3)])
    act(state, 0, kind="extra", cells=[(1, 1)])


def test_dance_floor_regular_needs_a_groove_to_touch() -> None:
    state = owe_dance_floor([])
    assert GAME.legal_actions(state, 0) == [GAME.parse_action({"kind": "extra"})]
    refused(state, 0, "solo.adjacent", kind="extra", cells=[(0, 0)])  # the start: no groove
    act(state, 0, kind="extra")
    assert state.players[0].grooves == []
