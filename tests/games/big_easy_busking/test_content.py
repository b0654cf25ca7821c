"""The Big Easy Busking content pack: complete, consistent, balanced, and loud about mistakes."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, get_args

import pytest

from roadie.core.content import load_pack, pack_dirs
from roadie.core.errors import ContentError
from roadie.games.big_easy_busking.content import (
    GAME,
    Ability,
    BuskingPack,
    Condition,
    Mood,
    Not,
    RobotStep,
    SongKind,
    load,
)

PLAIN_MOODS = (Mood.CHILL, Mood.PARTY, Mood.ROMANTIC)


@pytest.fixture(scope="module")
def pack() -> BuskingPack:
    return load("standard")


def _kinds(union: Any) -> set[str]:
    """The ``kind`` tags of a discriminated union's members."""
    members = get_args(get_args(union)[0])
    return {get_args(m.model_fields["kind"].annotation)[0] for m in members}


# --- Loads and is complete -----------------------------------------------------------------------


def test_the_standard_pack_loads_once_and_is_cached(pack: BuskingPack) -> None:
    assert isinstance(pack, BuskingPack)
    assert load("standard") is pack
    with pytest.raises(ContentError, match="no Big Easy Busking content pack named 'deluxe'"):
        load("deluxe")


def test_the_pack_holds_the_whole_box(pack: BuskingPack) -> None:
    assert len(pack.crowds) == 15
    assert len(pack.moods) == 14
    assert len(pack.players) == 5
    assert Counter(s.kind for s in pack.songs) == {
        SongKind.PLAYER: 15, SongKind.ABILITY: 6, SongKind.HIT: 12,
    }
    assert len(pack.standard_tokens) == 4
    assert len(pack.robot.cards) == 2
    assert len(pack.turn_sequence.steps) == 3


# --- Moods, crowds, tokens -----------------------------------------------------------------------


def test_mood_tokens_are_the_three_moods_evenly_and_a_few_wild(pack: BuskingPack) -> None:
    moods = Counter(t.mood for t in pack.moods)
    assert len({moods[m] for m in PLAIN_MOODS}) == 1
    assert 1 <= moods[Mood.WILD] < moods[Mood.CHILL]
    assert len(pack.moods) >= 3 + 4 + 5, "three rounds draw 3, 4 and 5 tokens"


def test_crowds_pay_plausibly(pack: BuskingPack) -> None:
    for crowd in pack.crowds:
        assert 3 <= crowd.first_place_payout <= 8, crowd.id
        assert 2 <= crowd.threshold <= 7, crowd.id
        assert 1 <= crowd.threshold_payout < crowd.first_place_payout, crowd.id
    assert len({c.location for c in pack.crowds}) == len(pack.crowds)
    assert len({(c.first_place_payout, c.threshold, c.threshold_payout)
                for c in pack.crowds}) >= 12, "crowds should differ, not repeat one card"


def test_standard_tokens_show_1_then_2(pack: BuskingPack) -> None:
    assert {(t.fresh_cost, t.played_cost) for t in pack.standard_tokens} == {(1, 2)}


# --- Players and songs ---------------------------------------------------------------------------


def test_every_band_plays_the_same_three_instruments(pack: BuskingPack) -> None:
    assert {p.instruments for p in pack.players} == {frozenset({"trumpet", "saxophone", "drums"})}
    assert len({p.hex.lower() for p in pack.players}) == 5


def test_each_colour_has_three_songs_one_per_mood(pack: BuskingPack) -> None:
    for player in pack.players:
        songs = pack.player_songs(player.colour)
        assert sorted(s.mood for s in songs) == sorted(PLAIN_MOODS), player.colour


def test_colours_are_balanced_yet_different(pack: BuskingPack) -> None:
    needs = {}
    for player in pack.players:
        total: Counter[str] = Counter()
        for song in pack.player_songs(player.colour):
            total.update(song.energy)
        needs[player.colour] = total
    assert all(n == needs["red"] for n in needs.values()), needs
    shapes = {tuple(sorted(tuple(sorted(s.energy.items())) for s in pack.player_songs(c)))
              for c in needs}
    assert len(shapes) == len(needs), "two colours have the very same songs"


def test_every_song_fits_a_fresh_band(pack: BuskingPack) -> None:
    for song in pack.songs:
        assert max(song.energy.values()) <= 4, song.id
        assert 3 <= song.total_energy <= 6, song.id
        assert set(song.energy) <= pack.players[0].instruments, song.id


def test_shared_songs_cover_every_mood_and_wild_costs_more(pack: BuskingPack) -> None:
    hits = pack.songs_of(SongKind.HIT)
    assert {s.mood for s in hits} == set(Mood)
    cost = {m: [s.total_energy for s in hits if s.mood is m] for m in Mood}
    plain = [c for m in PLAIN_MOODS for c in cost[m]]
    assert sum(cost[Mood.WILD]) / len(cost[Mood.WILD]) > sum(plain) / len(plain)
    abilities = pack.songs_of(SongKind.ABILITY)
    assert Counter(s.mood for s in abilities) == {m: 2 for m in PLAIN_MOODS}


def test_each_ability_kind_is_on_exactly_one_ability_song(pack: BuskingPack) -> None:
    used = [s.ability.kind for s in pack.songs_of(SongKind.ABILITY) if s.ability]
    assert sorted(used) == sorted(_kinds(Ability))
    assert all(s.rule == f"{GAME}/turn.finish.ability" for s in pack.songs_of(SongKind.ABILITY))


def test_song_lookup(pack: BuskingPack) -> None:
    assert pack.song("encore").ability is not None
    with pytest.raises(KeyError):
        pack.song("no-such-song")


# --- The Robot -----------------------------------------------------------------------------------


def _conditions(condition: Any) -> list[str]:
    if condition is None:
        return []
    inner = _conditions(condition.condition) if isinstance(condition, Not) else []
    return [condition.kind, *inner]


def test_robot_cards_use_the_whole_step_vocabulary(pack: BuskingPack) -> None:
    steps = [step for card in pack.robot.cards for step in card.steps]
    assert {s.kind for s in steps} == _kinds(RobotStep)
    assert {k for s in steps for k in _conditions(s.when)} == _kinds(Condition)


def test_robots_stop_after_finishing_on_their_last_turn(pack: BuskingPack) -> None:
    for card in pack.robot.cards:
        assert card.steps[0].kind == "finish_song"
        assert card.steps[1].kind == "end_turn"
        assert card.steps[1].when is not None and card.steps[1].when.kind == "final_turn"


def test_difficulty_levels_follow_the_rulebook(pack: BuskingPack) -> None:
    levels = {d.id: (d.starting_money, d.match_tip, d.final_turns) for d in pack.robot.difficulties}
    assert levels == {
        "easy": (0, 1, 1), "medium": (3, 1, 1), "medium-advanced": (3, 2, 1),
        "advanced": (3, 1, 2), "professional": (3, 2, 2),
    }


def test_turn_reference_offers_learn_play_or_pass(pack: BuskingPack) -> None:
    action = pack.turn_sequence.steps[2]
    assert [c.rule for c in action.choices] == [
        f"{GAME}/turn.learn", f"{GAME}/turn.play", f"{GAME}/turn.pass",
    ]


# --- Errors name file, item and field; nothing half-loads ----------------------------------------

Edit = Callable[[Any], None]


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    folder = tmp_path / GAME / "standard"
    shutil.copytree(pack_dirs(GAME)["standard"], folder)
    return folder


def _edit(folder: Path, file: str, change: Edit) -> None:
    path = folder / file
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def _set(*path: Any, value: Any) -> Edit:
    def change(data: Any) -> None:
        *to, last = path
        for key in to:
            data = data[key]
        data[last] = value
    return change


BROKEN = [
    ("crowds.json", _set(3, "threshold", value="lots"),
     "crowds.json: item 4 ('decatur-street'), field threshold:"),
    ("moods.json", _set(0, "mood", value="sad"), "moods.json: item 1 ('chill-1'), field mood:"),
    ("players.json", _set(1, "hex", value="blue"), "players.json: item 2 ('Blue'), field hex:"),
    ("players.json", _set(2, "band", 1, "instrument", value="banjo"),
     "players.json: item 3 ('Green'), field band: plays"),
    ("songs.json", _set(4, "colour", value="teal"),
     "songs.json: item 5 ('fog-on-the-river'), field colour: no player card is teal"),
    ("songs.json", _set(20, "energy", "banjo", value=1),
     "songs.json: item 21 ('encore'), field energy, field banjo: no band plays the banjo"),
    ("songs.json", _set(30, "energy", "drums", value=0),
     "songs.json: item 31 ('crossroads-hoodoo'), field energy, field drums:"),
    ("songs.json", _set(15, "ability", "amount", value=0),
     "songs.json: item 16 ('pass-the-hat'), field ability, field gain_money, field amount:"),
    ("songs.json", _set(17, "ability", value={"kind": "double_tips"}),
     "songs.json: item 18 ('overheard-melody'), field ability:"),
    ("songs.json", _set(22, "id", value="riverboat-drift"),
     "songs.json: item 23 ('riverboat-drift'), field id: id 'riverboat-drift' is used twice"),
    ("songs.json", _set(25, "colour", value="red"),
     "songs.json: item 26 ('king-cake-jump'), field colour: a player song names its colour"),
    ("standard_tokens.json", _set(0, "played_cost", value=0),
     "standard_tokens.json: item 1 ('standard-1'), field played_cost:"),
    ("robot.json", _set("cards", 0, "steps", 4, "crowd", value=["leftmost", "mood_match"]),
     "robot.json: field cards, item 1 ('tin-pan-tina'), field steps, item 5, field play_song, "
     "field crowd:"),
    ("robot.json", _set("cards", 1, "steps", 1, "when", value={"kind": "whenever"}),
     "robot.json: field cards, item 2 ('second-line-sal'), field steps, item 2, field end_turn, "
     "field when:"),
    ("robot.json", _set("cards", 1, "id", value="tin-pan-tina"),
     "robot.json: field cards, item 2 ('tin-pan-tina'), field id: id 'tin-pan-tina' is used twice"),
    ("robot.json", _set("difficulties", 0, "final_turns", value=0),
     "robot.json: field difficulties, item 1 ('easy'), field final_turns:"),
    ("turn_sequence.json", _set("steps", 1, "number", value=5),
     "turn_sequence.json: field steps, item 2, field number: step 2 is numbered 5"),
]


@pytest.mark.parametrize(("file", "change", "message"), BROKEN,
                         ids=[m.split(":", 1)[1].strip() for _, _, m in BROKEN])
def test_a_broken_field_is_named(copy: Path, file: str, change: Edit, message: str) -> None:
    _edit(copy, file, change)
    with pytest.raises(ContentError) as caught:
        load_pack(BuskingPack, copy)
    assert message in str(caught.value)


def test_box_counts_are_enforced(copy: Path) -> None:
    _edit(copy, "songs.json", lambda songs: songs.pop())
    _edit(copy, "crowds.json", lambda crowds: crowds.pop())
    with pytest.raises(ContentError) as caught:
        load_pack(BuskingPack, copy)
    text = str(caught.value)
    assert "songs.json: top level: the box holds 12 hit songs, the pack has 11" in text
    assert "crowds.json: top level: the box holds 15 crowd cards, the pack has 14" in text


def test_a_colour_short_of_songs_is_named(copy: Path) -> None:
    _edit(copy, "songs.json", _set(0, "colour", value="blue"))
    with pytest.raises(ContentError, match=r"blue has 4 player songs, not 3; .*red has 2"):
        load_pack(BuskingPack, copy)


def test_missing_and_unreadable_files_are_named(copy: Path) -> None:
    (copy / "moods.json").unlink()
    (copy / "robot.json").write_text("{ not json", encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_pack(BuskingPack, copy)
    assert "moods.json: file is missing" in str(caught.value)
    assert "robot.json: not valid JSON (line 1" in str(caught.value)


def test_nothing_half_loads(copy: Path, pack: BuskingPack) -> None:
    """Every problem of every file is reported at once, and no partial pack comes back."""
    _edit(copy, "crowds.json", _set(0, "location", value=""))
    _edit(copy, "turn_sequence.json", _set("title", value=""))
    with pytest.raises(ContentError) as caught:
        load_pack(BuskingPack, copy)
    assert "crowds.json: item 1 ('jackson-square'), field location" in str(caught.value)
    assert "turn_sequence.json: field title" in str(caught.value)
    assert load("standard") is pack, "a broken copy leaves the loaded pack alone"


def test_the_unbroken_copy_loads_equal(copy: Path, pack: BuskingPack) -> None:
    assert load_pack(BuskingPack, copy) == pack
