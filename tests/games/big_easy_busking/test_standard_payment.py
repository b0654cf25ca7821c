"""turn.play.standard: a Standard's cost is paid in dollars or in energy, as the player chooses;
each way is a legal action of its own, and the bots weigh the ways too."""

from __future__ import annotations

from tests.games.big_easy_busking.scenario import GAME, new

from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import bot


def standard_plays(state, seat=0, crowd=0):  # type: ignore[no-untyped-def]
    song = state.standards[0].song
    return [x for x in GAME.legal_actions(state, seat)
            if isinstance(x, a.PlaySong) and x.song == song and x.crowd == crowd]


def test_each_way_of_paying_is_a_legal_action() -> None:
    state = new()
    ways = standard_plays(state)
    assert a.PlaySong(song=state.standards[0].song, crowd=0) in ways  # $1
    assert sorted(x.energy_from for x in ways if x.energy_from) == [(0,), (1,), (2,)]


def test_an_empty_purse_leaves_only_energy() -> None:
    state = new()
    state.buskers[0].money = 0
    assert all(x.energy_from for x in standard_plays(state))


def test_the_busker_bot_weighs_dollars_against_energy() -> None:
    state = new()
    ways = standard_plays(state)
    view = GAME.view(state, 0)
    choice = bot.turn_choice(view, [*ways, a.Pass()])
    assert isinstance(choice, a.PlaySong) and choice.energy_from  # energy is worth less than $1
    dollars = [x for x in ways if not x.energy_from]
    assert bot.choose(view, [*dollars, a.Pass()], Rng.from_seed(1)) in [*dollars, a.Pass()]
    assert bot.play_value(view, choice) > bot.play_value(view, dollars[0])
