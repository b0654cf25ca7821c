"""Each bot level picks what its level promises (issue 30, item 8): Normal its best-valued
action, Hard its best-valued candidate (after its look-ahead or search), Easy Normal's play
but for its slips. The Gig's Hard is held in ``test_levels.py``."""

from __future__ import annotations

from typing import Any

from tests.games.big_easy_busking.scenario import new as new_busking
from tests.games.rock_hard_1977.table import bare

from roadie import games
from roadie.bots import busking, rock_hard
from roadie.bots.levels import busking_search
from roadie.bots.search import ismcts
from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as ba
from roadie.games.big_easy_busking import bot as busker
from roadie.games.rock_hard_1977 import actions as a

ROCK = games.get("rock-hard-1977")
BUSKING = games.get("big-easy-busking")


def night_choices() -> tuple[Any, list[Any]]:
    """A Night turn with gigs, studios and Anytime spaces open and no Candy to eat."""
    state = bare("night")
    p = state.players[0]
    p.chops, p.reputation, p.songs, p.crew, p.money, p.candy = 4, 5, 3, 1, 4, 0
    return ROCK.view(state, 0), ROCK.legal_actions(state, 0)


def test_rock_hard_normal_takes_its_best_valued_action() -> None:
    view, legal = night_choices()
    for seed in range(3):
        table = rock_hard.made_up(view, Rng.from_seed(seed))
        scored = rock_hard.scored_actions(table, 0, legal)
        values = {action: value for value, _i, action in scored}
        chosen = rock_hard.choose("normal", view, legal, Rng.from_seed(seed))
        assert values[chosen] == max(values.values()) > min(values.values())


def test_rock_hard_hard_takes_its_best_valued_candidate() -> None:
    view, legal = night_choices()
    for seed in range(2):
        rng = Rng.from_seed(seed)
        table = rock_hard.made_up(view, rng)
        values = [rock_hard.turn_end_worth(table, 0, action, Rng.from_seed(rng.below(1 << 30)))
                  for action in legal]
        chosen = rock_hard.choose("hard", view, legal, Rng.from_seed(seed))
        best = max(v for v in values if v is not None)
        assert values[legal.index(chosen)] == best > min(v for v in values if v is not None)


def test_rock_hard_easy_is_normal_but_for_its_slips() -> None:
    view, legal = night_choices()
    places = [x for x in legal if isinstance(x, a.Place)]
    slips = 0
    for seed in range(40):
        rng = Rng.from_seed(seed)
        slipped = rng.below(1000) < rock_hard.EASY_SLIP * 1000
        expected = rng.choice(places) if slipped \
            else rock_hard.best(view, 0, legal, rng, candy=False)
        assert rock_hard.choose("easy", view, legal, Rng.from_seed(seed)) == expected
        slips += slipped
    assert 4 <= slips <= 24  # about three times in ten


def test_busking_normal_plays_its_best_valued_song() -> None:
    state = new_busking()
    view = BUSKING.view(state, 0)
    plays = [x for x in BUSKING.legal_actions(state, 0) if isinstance(x, ba.PlaySong)]
    chosen = busker.turn_choice(view, [*plays, ba.Pass()])
    values = [busker.play_value(view, x) for x in plays]
    assert busker.play_value(view, chosen) == max(values) > min(values)


def test_busking_easy_never_tips() -> None:
    state = new_busking()
    view = BUSKING.view(state, 0)
    tip = ba.Tip(member=0, amount=1)
    for seed in range(20):
        assert busking.easy(view, [tip, ba.Pass()], Rng.from_seed(seed)) == ba.Pass()


def test_busking_hard_takes_its_best_valued_candidate() -> None:
    """A candidate the rules refuse earns nothing in every playout: the search's most
    visited (best-valued) candidate is the legal one, wherever it is listed."""
    state = new_busking()
    legal = BUSKING.legal_actions(state, 0)
    good = next(x for x in legal if isinstance(x, ba.PlaySong))
    refused = ba.PlaySong(song="no-such-song", crowd=0)
    for candidates in ([refused, good], [good, refused]):
        assert ismcts(busking_search(), state, 0, candidates, 12, Rng.from_seed(1)) == good
