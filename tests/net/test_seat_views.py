"""A seat's view made from the public one (what the host sends) is the game's view of that
seat, for every game, all through random games; so is the public view's dump with the
seat's own fields."""

from __future__ import annotations

import random

import pytest

from roadie import games
from roadie.net.codec import codec
from roadie.net.host import own_fields


@pytest.mark.parametrize("game_id", games.available())
@pytest.mark.parametrize("seed", [1, 2])
def test_a_seat_view_from_the_public_view_is_the_games_view(game_id: str, seed: int) -> None:
    game, rng = games.get(game_id), random.Random(seed)
    players = game.info.max_players if seed == 1 else game.info.min_players
    state = game.setup(game.make_options(players), seed)
    made = codec(game_id)
    for _ in range(400):
        public = game.view(state, None)
        shown = public.model_dump(mode="json")
        for seat in range(players):
            view = made.seat_view(public, state, seat)
            assert view == game.view(state, seat)
            dump = game.view(state, seat).model_dump(mode="json")
            assert view.model_dump(mode="json") == dump == {**shown, **own_fields(view, public)}
        if game.is_over(state):
            break
        seat = game.active_seats(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
