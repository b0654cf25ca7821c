"""What a seat sees: built without validation, yet equal to the view validated from the
state, and never changed by the play that follows."""

from __future__ import annotations

from typing import Any

import pytest

from roadie.core.rng import Rng
from roadie.games.the_gig import song, table, views
from roadie.games.the_gig.content import NOTATION
from roadie.games.the_gig.state import TheGigState
from roadie.games.the_gig.views import TheGigView

from .helpers import GAME

CONFIGS = GAME.test_configurations()


def validated(state: TheGigState, viewer: int | None) -> TheGigView:
    """The view made the slow way: the state dumped, then validated as a view."""
    done = [state.phase in song.IN_SONG and song.done(state, s)
            for s in range(len(state.players))]
    return TheGigView.model_validate({
        **state.model_dump(exclude={"rng", "deck", "removed"}), "viewer": viewer,
        "deck_size": len(state.deck), "deadline": state.deadline(),
        "notes_room": [{s: table.room(state, seat, s) or 0 for s in NOTATION}
                       for seat in range(len(state.players))], "done": done,
        "notation": [c.model_dump() for c in views.notation_choices(state, viewer, done)]})


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_views_equal_their_validated_twins_and_stay_as_they_were(config: dict[str, Any]) -> None:
    state = GAME.setup(GAME.make_options(config["players"], config), 3)
    rng = Rng.from_seed(3)
    while not GAME.is_over(state):
        shown = []
        for seat in (None, *range(len(state.players))):
            view = GAME.view(state, seat)
            assert view.model_dump_json() == validated(state, seat).model_dump_json()
            assert view == TheGigView.model_validate(view.model_dump())
            shown.append((view, view.model_dump_json()))
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        assert all(view.model_dump_json() == json for view, json in shown), \
            "playing on changed a view already given out"
