"""The Gig's standard content pack: complete, consistent, and the rulebook's solo examples fit."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, get_args

import pytest

from roadie.core.content import load_pack, pack_dirs
from roadie.core.errors import ContentError
from roadie.games.the_gig.content import (
    NOTATION,
    Condition,
    Deck,
    Effect,
    Instrument,
    InstrumentCell,
    InstrumentSymbol,
    MultiplierCell,
    Players,
    PointsCell,
    Pos,
    Symbol,
    SymbolCell,
    TheGigPack,
    load,
)
from roadie.games.the_gig.geometry import reachable

RULEBOOK = Path("/work/shared/rules/the-gig.txt")
Grooves = list[list[Pos]]


@pytest.fixture(scope="module")
def pack() -> TheGigPack:
    return load("standard")


def _break(tmp_path: Path, file: str, mutate: Callable[[Any], None]) -> str:
    """Copy the standard pack, let *mutate* change one file's data, return the load error."""
    folder = tmp_path / "the-gig" / "broken"
    shutil.copytree(pack_dirs("the-gig")["standard"], folder)
    path = folder / f"{file}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    mutate(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_pack(TheGigPack, folder)
    return str(caught.value)


def _item(data: list[dict[str, Any]], item_id: str) -> dict[str, Any]:
    return next(item for item in data if item["id"] == item_id)


# --- Solo helpers: the solo rules, just enough to replay the rulebook's examples ----------


def _near(a: Pos, b: Pos) -> bool:
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def _crosses(groove: set[Pos], earlier: set[Pos]) -> bool:
    """Two grooves cross when each holds one diagonal of the same 2×2 block."""
    for r, c in groove:
        for dc in (-1, 1):
            if (r + 1, c + dc) in groove and {(r, c + dc), (r + 1, c)} <= earlier:
                return True
    return False


def play_solo(board: Instrument, grooves: Grooves) -> None:
    """Assert that *grooves*, drawn in order, follow every solo rule."""
    cells, drawn = set(board.cells()), [set[Pos]()]
    assert 1 <= len(grooves) <= 6, "one groove per song"
    for index, cells_of in enumerate(grooves):
        groove, used = set(cells_of), set().union(*drawn)
        assert 1 <= len(groove) <= 4 and groove <= cells, f"groove {index + 1} does not fit"
        assert reachable(groove, cells_of[0]) == groove, f"groove {index + 1} is not one shape"
        assert not groove & used, f"groove {index + 1} overlaps"
        assert not any(_crosses(groove, d) or _crosses(d, groove) for d in drawn)
        if index == 0:
            assert board.start in groove, "the first groove must include the start space"
        else:
            assert any(_near(p, q) for p in groove for q in used), f"groove {index + 1} floats"
        drawn.append(groove)


def groove_value(board: Instrument, groove: list[Pos]) -> tuple[int, int]:
    """(points, spotlights) a groove gives, its highest multiplier applied."""
    cells = [board.cells()[pos] for pos in groove]
    factor = max((c.value for c in cells if isinstance(c, MultiplierCell)), default=1)
    points = sum(c.value for c in cells if isinstance(c, PointsCell))
    spotlights = sum(isinstance(c, SymbolCell) and c.symbol == Symbol.SPOTLIGHT for c in cells)
    return points * factor, spotlights * factor


def enclosed(board: Instrument, grooves: Grooves, symbol: InstrumentSymbol) -> int:
    """How many *symbol* cells the grooves enclose."""
    cells = board.cells()
    return sum(isinstance(cell := cells[p], InstrumentCell) and cell.symbol == symbol
               for groove in grooves for p in groove)


# --- Loading and counts --------------------------------------------------------------------


def test_standard_pack_loads(pack: TheGigPack) -> None:
    assert isinstance(pack, TheGigPack)
    assert load("standard") is pack, "packs are cached"


def test_unknown_pack_is_refused() -> None:
    with pytest.raises(ContentError, match="no-such-pack"):
        load("no-such-pack")


def test_counts_are_complete(pack: TheGigPack) -> None:
    decks = Counter(card.deck for card in pack.audience)
    assert decks == {Deck.EARLY: 15, Deck.LATE: 15}, "5 cards × 6 songs at 4 players, Early first"
    assert sorted(i.id for i in pack.instruments) == sorted(
        ["horn", "drums", "keys", "sax", "vocals", "bass"])
    assert len(pack.songs) >= 12
    lists = Counter(s.players for s in pack.set_lists)
    assert all(lists[p] >= 4 for p in Players)
    assert len({s.card for s in pack.set_lists}) == 15 and len(pack.set_lists) == 30
    assert [t.label for t in pack.initiative] == ["1st", "2nd", "3rd"]
    assert sum(d.count for d in pack.dice) == 16 and all(d.sides == 6 for d in pack.dice)


def test_setup_removals_leave_one_deal_per_song(pack: TheGigPack) -> None:
    """2 players remove 6 per deck, 3 players 3: what is left deals players + 1 in 6 songs."""
    for players, removed in ((2, 6), (3, 3), (4, 0)):
        assert len(pack.audience) - 2 * removed == (players + 1) * 6


# --- Songs and set lists -------------------------------------------------------------------


def test_songs_have_a_row_per_die_value(pack: TheGigPack, tmp_path: Path) -> None:
    assert all([r.value for r in s.rows] == [1, 2, 3, 4, 5, 6] for s in pack.songs)
    error = _break(tmp_path, "songs", lambda d: d[2]["rows"][1].update(value=5))
    assert "songs.json: item 3 ('backbeat-boulevard'), field rows, item 2, field value" in error


def test_songs_differ_and_carry_every_symbol(pack: TheGigPack) -> None:
    layouts = {tuple(tuple(r.spaces) for r in s.rows) for s in pack.songs}
    assert len(layouts) == len(pack.songs)
    assert len({tuple(len(r.spaces) for r in s.rows) for s in pack.songs}) > 6
    for song in pack.songs:
        assert {x for r in song.rows for x in r.spaces} >= set(Symbol), song.id


def test_first_two_player_list_opens_with_song_one(pack: TheGigPack) -> None:
    first = next(s for s in pack.set_lists if s.players == Players.ONE_TWO)
    assert pack.song(first.songs[0]).number == 1
    assert pack.song(first.songs[0]).title == "Breaking it Down"


def test_set_lists_reference_existing_songs(pack: TheGigPack, tmp_path: Path) -> None:
    ids = {s.id for s in pack.songs}
    assert all(song in ids for s in pack.set_lists for song in s.songs)
    error = _break(tmp_path, "set_lists", lambda d: d[3]["songs"].__setitem__(2, "no-such-song"))
    assert "set_lists.json: item 4 ('card-02b'), field songs, item 3: no song 'no-such-song'" \
        in error


def test_set_lists_hold_exactly_six_songs(pack: TheGigPack, tmp_path: Path) -> None:
    assert all(len(s.songs) == 6 for s in pack.set_lists)
    error = _break(tmp_path, "set_lists", lambda d: d[0]["songs"].pop())
    assert "set_lists.json: item 1 ('card-01a'), field songs: List should have at least 6" in error


def test_set_lists_do_not_repeat_a_song(pack: TheGigPack, tmp_path: Path) -> None:
    assert all(len(set(s.songs)) == 6 for s in pack.set_lists)
    error = _break(tmp_path, "set_lists",
                   lambda d: d[0]["songs"].__setitem__(5, d[0]["songs"][0]))
    assert "set_lists.json: item 1 ('card-01a'), field songs, item 6" in error


def test_set_list_cards_have_two_sides_for_one_player_count(
        pack: TheGigPack, tmp_path: Path) -> None:
    sides = Counter((s.card, s.side) for s in pack.set_lists)
    assert set(sides.values()) == {1}
    assert all(len({s.players for s in pack.set_lists if s.card == card}) == 1
               for card, _ in sides)
    error = _break(tmp_path, "set_lists", lambda d: d[1].update(players="4"))
    assert "set_lists.json: item 2 ('card-01b'), field players: both sides of card 1" in error


def test_songs_hold_every_die_of_their_lists(pack: TheGigPack) -> None:
    for set_list in pack.set_lists:
        assert all(pack.song(s).capacity >= 4 * set_list.players.most for s in set_list.songs)


# --- Audience ------------------------------------------------------------------------------


def test_every_effect_and_condition_kind_is_used(pack: TheGigPack) -> None:
    kinds = {card.effect.kind for card in pack.audience}
    union = get_args(get_args(Effect)[0])
    assert kinds == {get_args(m.model_fields["kind"].annotation)[0] for m in union}
    conditions = {card.effect.condition.kind for card in pack.audience
                  if card.effect.kind == "points" and card.effect.condition}
    union = get_args(get_args(Condition)[0])
    assert conditions == {get_args(m.model_fields["kind"].annotation)[0] for m in union}
    assert {type(c.effect).timing for c in pack.audience} == {"immediate", "ongoing", "end_game"}


def test_discard_rewards_are_balanced(pack: TheGigPack) -> None:
    for deck in Deck:
        rewards = Counter(c.reward.symbol for c in pack.audience if c.deck == deck)
        assert rewards == dict.fromkeys(Symbol, 3), deck


def test_costs_are_in_range(pack: TheGigPack) -> None:
    costs = [c.cost for c in pack.audience]
    assert min(costs) >= 1 and max(costs) <= 4
    early = [c.cost for c in pack.audience if c.deck == Deck.EARLY]
    late = [c.cost for c in pack.audience if c.deck == Deck.LATE]
    assert sum(early) / len(early) < sum(late) / len(late), "Late cards cost more on average"


def test_cards_that_bend_a_rule_cite_it(pack: TheGigPack) -> None:
    for card in pack.audience:
        bends = card.effect.kind in {"late_rerolls", "extra_groove"}
        assert (card.rule is not None) == bends, card.id


def test_unknown_effect_kind_is_refused(tmp_path: Path) -> None:
    error = _break(tmp_path, "audience", lambda d: d[6]["effect"].update(kind="teleport"))
    assert "audience.json: item 7 ('dance-floor-regular'), field effect" in error
    assert "teleport" in error


def test_decks_need_fifteen_cards_each(tmp_path: Path) -> None:
    error = _break(tmp_path, "audience", lambda d: d[20].update(deck="early"))
    assert "audience.json: top level: the early deck needs 15 cards, has 16" in error


def test_texts_are_our_own(pack: TheGigPack) -> None:
    if not RULEBOOK.exists():
        pytest.skip("the rulebook text is not on this machine")
    words = re.findall(r"[a-z']+", RULEBOOK.read_text(encoding="utf-8").lower())
    runs = {tuple(words[i:i + 7]) for i in range(len(words) - 6)}
    texts = [c.text for c in pack.audience] + [i.text for i in pack.instruments]
    for text in texts:
        ours = re.findall(r"[a-z']+", text.lower())
        assert not any(tuple(ours[i:i + 7]) in runs for i in range(len(ours) - 6)), text


# --- Instruments ---------------------------------------------------------------------------


def test_every_instrument_has_exactly_one_start(pack: TheGigPack, tmp_path: Path) -> None:
    assert all(sum(c.start for c in i.cells().values()) == 1 for i in pack.instruments)
    error = _break(tmp_path, "instruments",
                   lambda d: d[4]["grid"][2][1].update(start=True))
    assert "instruments.json: item 5 ('vocals'), field grid: needs exactly one start space" in error


def test_start_is_one_point_beside_the_mark(pack: TheGigPack, tmp_path: Path) -> None:
    """Red's example: a single die can only circle the 1-point start beside >>>."""
    for board in pack.instruments:
        row, col = board.start
        cell = board.cells()[board.start]
        assert isinstance(cell, PointsCell) and cell.value == 1
        assert all(board.grid[row][c] is None for c in range(col))
        play_solo(board, [[board.start]])
    error = _break(tmp_path, "instruments", lambda d: d[0]["grid"][0][0].update(value=2))
    assert "item 1 ('horn'), field grid, item 1, item 1: the start space must be worth 1" in error


def test_blue_top_row_of_three_scores_five(pack: TheGigPack) -> None:
    """Blue circles the whole top row of three with their first groove: 5 points."""
    fitting = [b for b in pack.instruments if b.widths()[0] == 3]
    assert fitting
    board = fitting[0]
    row = sorted(p for p in board.cells() if p[0] == 0)
    play_solo(board, [row])
    assert groove_value(board, row) == (5, 0)


def test_purple_line_of_three_gives_four_points_and_two_spotlights(pack: TheGigPack) -> None:
    board = pack.instrument("drums")
    line = [(2, 0), (2, 1), (2, 2)]
    assert groove_value(board, line) == (4, 2)
    play_solo(board, [[(0, 0), (1, 0)], line])


def test_horn_column_times_two_horns_is_twenty(pack: TheGigPack, tmp_path: Path) -> None:
    board = pack.instrument("horn")
    column = board.rightmost_column()
    values = [board.cells()[p] for p in column]
    assert [c.value for c in values if isinstance(c, PointsCell)] == [1, 3, 3, 3]
    grooves = [[(0, 0), (1, 1)], [(0, 2), (0, 3), (0, 4), (0, 5)],
               [(1, 5), (2, 5), (3, 5)], [(1, 4), (2, 3)]]
    play_solo(board, grooves)
    horns = enclosed(board, grooves, InstrumentSymbol.HORN)
    column_points = sum(c.value for c in values if isinstance(c, PointsCell))
    assert horns == 2 and column_points * horns == 20
    error = _break(tmp_path, "instruments",
                   lambda d: d[0]["grid"][2].__setitem__(5, {"kind": "blank"}))
    assert "item 1 ('horn'), field grid, item 3, item 6: the Horn's rightmost column" in error


def test_sax_holds_eight_reachable_symbols(pack: TheGigPack, tmp_path: Path) -> None:
    board = pack.instrument("sax")
    assert board.count(InstrumentSymbol.SAX) == 8
    grooves = [[(0, 0), (0, 1), (1, 2), (2, 3)], [(1, 0), (2, 0)], [(3, 2)],
               [(1, 4), (0, 4), (1, 5)], [(2, 5), (3, 5)]]
    play_solo(board, grooves)
    assert enclosed(board, grooves, InstrumentSymbol.SAX) == 8
    error = _break(tmp_path, "instruments",
                   lambda d: d[3]["grid"][0].__setitem__(1, {"kind": "blank"}))
    assert "item 4 ('sax'), field grid: the Sax grid must hold 8 Sax symbols, has 7" in error


def test_bass_has_two_widest_rows_to_fill(pack: TheGigPack, tmp_path: Path) -> None:
    board = pack.instrument("bass")
    widths = board.widths()
    widest = sorted(range(len(widths)), key=lambda r: -widths[r])[:2]
    assert sorted(widths)[-3] < widths[widest[1]]
    grooves = [[(0, 0), (1, 0), (1, 1), (1, 2)], [(1, 3), (1, 4), (1, 5)],
               [(2, 0), (2, 1), (2, 2), (2, 3)], [(2, 4), (2, 5)]]
    play_solo(board, grooves)
    circled = {p for g in grooves for p in g}
    assert all({p for p in board.cells() if p[0] == r} <= circled for r in widest)

    def widen(data: Any) -> None:
        data[5]["grid"][3] = [{"kind": "blank"}] * 6

    assert "item 6 ('bass'), field grid: the Bass needs exactly 2 widest rows" in _break(
        tmp_path, "instruments", widen)


def test_drums_pair_every_drum_with_sticks(pack: TheGigPack, tmp_path: Path) -> None:
    board = pack.instrument("drums")
    assert board.count(InstrumentSymbol.DRUMS) == board.count(InstrumentSymbol.STICKS) > 0
    error = _break(tmp_path, "instruments",
                   lambda d: d[1]["grid"][1].__setitem__(0, {"kind": "blank"}))
    assert "item 2 ('drums'), field grid: the Drums need equal Drums and Sticks" in error


def test_instruments_use_only_their_own_symbols(pack: TheGigPack, tmp_path: Path) -> None:
    for board in pack.instruments:
        own = {c.symbol for c in board.cells().values() if isinstance(c, InstrumentCell)}
        assert own == type(board.ability).symbols, board.id
    error = _break(tmp_path, "instruments", lambda d: d[2]["grid"][0][1].update(symbol="sax"))
    assert "item 3 ('keys'), field grid, item 1, item 2: the keys has no sax symbol" in error


def test_grids_are_one_shape(pack: TheGigPack, tmp_path: Path) -> None:
    for board in pack.instruments:
        assert reachable(set(board.cells()), board.start) == set(board.cells())
        assert any(cell is None for row in board.grid for cell in row), "grids are shapes"

    def cut_off(data: Any) -> None:
        data[5]["grid"][3] = [None] * 6

    error = _break(tmp_path, "instruments", cut_off)
    assert "item 6 ('bass'), field grid, item 5, item 3: cannot be reached" in error


def test_notes_sections_list_the_four_notation_symbols(pack: TheGigPack) -> None:
    for board in pack.instruments:
        assert [t.symbol for t in board.notes] == list(NOTATION)


def test_first_initiative_token_grants_a_spotlight(pack: TheGigPack) -> None:
    assert [t.spotlights for t in pack.initiative] == [1, 0, 0]


def test_dice_colours_are_distinct(pack: TheGigPack, tmp_path: Path) -> None:
    assert len({d.colour for d in pack.dice}) == 4
    error = _break(tmp_path, "dice", lambda d: d[3].update(colour=d[0]["colour"]))
    assert "dice.json: item 4 ('yellow'), field colour: colour" in error


# --- Error reporting -----------------------------------------------------------------------


def test_error_names_file_item_and_field(tmp_path: Path) -> None:
    error = _break(tmp_path, "audience", lambda d: d[4].update(cost="lots"))
    assert "audience.json: item 5 ('foot-tapper'), field cost:" in error
    assert error.count(";") == 0, "only the broken field is reported"


def test_nothing_half_loads(tmp_path: Path) -> None:
    """A broken file and an unreadable one: both reported, no pack returned."""
    folder = tmp_path / "the-gig" / "half"
    shutil.copytree(pack_dirs("the-gig")["standard"], folder)
    (folder / "dice.json").write_text("[{", encoding="utf-8")
    (folder / "initiative.json").unlink()
    result: list[TheGigPack] = []
    with pytest.raises(ContentError) as caught:
        result.append(load_pack(TheGigPack, folder))
    assert result == []
    assert "dice.json: not valid JSON" in str(caught.value)
    assert "initiative.json: file is missing" in str(caught.value)
    assert load("standard").dice, "the built-in pack is untouched"


def test_solo_helper_refuses_illegal_grooves(pack: TheGigPack) -> None:
    """The replay helper above is strict enough to trust the examples it accepts."""
    board = pack.instrument("sax")
    illegal: list[Grooves] = [
        [[(1, 1)]],                                  # first groove misses the start
        [[(0, 0)], [(2, 2)]],                        # second groove touches nothing
        [[(0, 0), (0, 1)], [(0, 1), (1, 1)]],        # overlap
        [[(0, 0), (1, 1)], [(0, 1), (1, 0)]],        # diagonals cross
        [[(0, 0), (2, 2)]],                          # not one shape
        [[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]],  # longer than four dice
    ]
    for grooves in illegal:
        with pytest.raises(AssertionError):
            play_solo(board, grooves)
