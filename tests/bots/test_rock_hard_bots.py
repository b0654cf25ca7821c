"""Rock Hard: 1977's bots: legal moves only, the seat's view only, and Normal's obvious play.

The win rates are measured with ``roadie tournament rock-hard-1977 --bots random,easy,normal``
(report-only); here a handful of seeded games checks that Normal still beats the others.
"""

from __future__ import annotations

from typing import Any

import pytest
from tests.games.rock_hard_1977.table import bare, drafted

from roadie import games
from roadie.bots import rock_hard
from roadie.bots.levels import LevelBot
from roadie.bots.tournament import Job, play
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.state import RockHardState

GAME = games.get("rock-hard-1977")


def normal_choice(state: RockHardState, seat: int = 0) -> Any:
    view = GAME.view(state, seat)
    return LevelBot("normal", 1).choose(view, GAME.legal_actions(state, seat))


def test_every_level_plays_only_legal_actions_to_the_end() -> None:
    state = GAME.setup(GAME.make_options(3), 3)
    bots = [LevelBot(level, 10 + i, seconds=None)
            for i, level in enumerate(("easy", "normal", "hard"))]
    while not GAME.is_over(state):
        seat = GAME.active_seats(state)[0]
        legal = GAME.legal_actions(state, seat)
        choice = bots[seat].choose(GAME.view(state, seat), legal)
        assert choice in legal
        GAME.apply(state, seat, choice)
    assert max(p.fame for p in state.players) > 0


def test_the_made_up_table_looks_the_same_from_the_bots_seat() -> None:
    state = drafted(3)
    view = GAME.view(state, 1)
    made = rock_hard.made_up(view, Rng.from_seed(4))
    GAME.check_invariants(made)
    again = GAME.view(made, 1)
    assert again.model_dump(exclude={"players"}) == view.model_dump(exclude={"players"})
    for seen, shown in zip(view.players, again.players, strict=True):
        assert [g for g in seen.goals if g] == shown.goals
        assert seen.model_dump(exclude={"goals"}) == shown.model_dump(exclude={"goals"})
    assert GAME.legal_actions(made, made.turn.seat) == GAME.legal_actions(  # type: ignore[union-attr]
        state, state.turn.seat)  # type: ignore[union-attr]


def test_normal_works_its_shift_rather_than_miss_it() -> None:
    state = bare("night")
    state.players[0].job = "cab-driver"
    state.gig = "bar-mitzvah"  # $3 too, but then the shift is missed
    assert normal_choice(state) == a.Place(space="work")


def test_normal_plays_the_gig_that_pays_fame() -> None:
    state = bare("night")
    p = state.players[0]
    p.chops, p.reputation, p.songs, p.crew = 6, 8, 5, 2
    assert normal_choice(state) in (a.Place(space="yenser-1"), a.Place(space="yenser-2"))


def test_normal_signs_the_record_deal_it_qualifies_for() -> None:
    state = bare("day")
    p = state.players[0]
    p.demo, p.chops, p.reputation, p.songs = True, 5, 5, 5
    assert normal_choice(state) == a.Place(space="record-deal")


def test_normal_leaves_candy_alone_when_a_crash_is_likely() -> None:
    state = bare("day")
    state.players[0].craving, state.players[0].candy = 3, 1
    assert normal_choice(state) != a.EatCandy()


@pytest.mark.parametrize("rival", ["random", "easy"])
def test_normal_beats_a_weaker_level(rival: str) -> None:
    wins = 0.0
    for seed in (1, 2):
        seats = ("normal", rival) if seed % 2 else (rival, "normal")
        out = play(Job("rock-hard-1977", seats, (), seed, f"normal v {rival}"))
        wins += out.credit[seats.index("normal")]
    assert wins == 2
