"""The quick ways dice are changed, actions stamped and content looked up equal the plain ways."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from roadie.core.rng import Rng
from roadie.games.the_gig import content, table
from roadie.games.the_gig.state import set_die

from .helpers import GAME

CONFIGS = GAME.test_configurations()
CHANGES: list[dict[str, Any]] = [
    {"value": 5}, {"where": "hand"}, {"late_roll": True}, {"where": "locked"},
    {"where": "song", "row": 3, "col": 2, "placed_at": 4.5, "late_roll": False},
    {"where": "harmony", "row": 6, "col": None, "placed_at": 0.0},
]


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_set_die_makes_what_replace_makes(config: dict[str, Any]) -> None:
    """At every step of a random game, each die changed by set_die equals (and dumps as)
    dataclasses.replace's die and is put in its place."""
    state = GAME.setup(GAME.make_options(config["players"], config), 5)
    rng, steps = Rng.from_seed(5), 0
    while not GAME.is_over(state):
        trial = state.model_copy(deep=True)
        for die in list(trial.dice):
            for changes in CHANGES:
                plain = replace(die, **changes)
                made = set_die(trial, die, **changes)
                assert made == plain and repr(made) == repr(plain)
                assert trial.dice[die.id] is made and made is not die
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        steps += 1
    assert steps > 20


def test_set_die_refuses_a_field_a_die_lacks() -> None:
    state = GAME.setup(GAME.make_options(2), 1)
    with pytest.raises(AttributeError, match="colour"):
        set_die(state, state.dice[0], colour="red")


@pytest.mark.parametrize("config", CONFIGS[:3], ids=str)
def test_a_stamped_action_is_model_copy_with_t(config: dict[str, Any]) -> None:
    """stamp() makes what model_copy(update={"t": ...}) with ``t`` counted set makes."""
    state = GAME.setup(GAME.make_options(config["players"], config), 9)
    rng, t = Rng.from_seed(9), 0.0
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        action = GAME.sample_action(state, seat, rng)
        stamped = GAME.stamp(action, t)
        plain = action.model_copy(update={"t": t})
        plain.model_fields_set.add("t")
        assert stamped == plain and stamped.model_fields_set == plain.model_fields_set
        assert stamped.model_dump_json() == plain.model_dump_json()
        GAME.apply(state, seat, stamped)
        t += 1.5


def test_the_kept_songs_and_instruments_are_the_packs() -> None:
    """table.song and table.instrument read content's cached lookups: the pack's own."""
    pack = content.load("standard")
    for song in pack.songs:
        assert content.song("standard", song.id) is pack.song(song.id)
    for board in pack.instruments:
        assert content.instrument("standard", board.id) is pack.instrument(board.id)
    state = GAME.setup(GAME.make_options(4), 2)
    assert table.song(state) is pack.song(state.songs[state.song])
    assert [table.instrument(state, s) for s in range(4)] == \
        [pack.instrument(p.instrument) for p in state.players]
