"""The heuristic busker: legal, reads its own view only, and plays better than chance."""

from __future__ import annotations

from tests.games.big_easy_busking.scenario import GAME, new, set_moods

from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import bot


def test_the_heuristic_always_chooses_a_legal_action() -> None:
    for players, options in ((3, {}), (2, {"mardi_gras": True}), (1, {"robot": "tin-pan-tina"})):
        state = new(players, seed=4, **options)
        rng = Rng.from_seed(4)
        while not state.over:
            seat = state.turn.seat
            legal = GAME.legal_actions(state, seat)
            choice = bot.choose(GAME.view(state, seat), legal, rng)
            assert choice in legal
            GAME.apply(state, seat, choice)


def test_it_plays_a_song_in_the_crowds_mood() -> None:
    state = new()
    set_moods(state, "party", "chill", "romantic")
    choice = bot.choose(GAME.view(state, 0), GAME.legal_actions(state, 0), Rng.from_seed(1))
    assert isinstance(choice, a.PlaySong)
    song, crowd = state.cat.songs[choice.song], choice.crowd
    assert song.mood == ("party", "chill", "romantic")[crowd]


def test_it_beats_random_players_most_of_the_time() -> None:
    wins = 0
    for seed in range(1, 21):
        state = new(2, seed=seed)
        rng = Rng.from_seed(seed)
        while not state.over:
            seat = state.turn.seat
            if seat == 0:
                GAME.apply(state, 0, bot.choose(GAME.view(state, 0),
                                                GAME.legal_actions(state, 0), rng))
            else:
                GAME.apply(state, 1, GAME.sample_action(state, 1, rng))
        wins += GAME.score(state).winners == [0]
    assert wins >= 16
