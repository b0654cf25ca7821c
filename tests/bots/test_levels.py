"""The bot levels: what a bot is handed, what it plays, and a table made up from a view."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.bots import busking
from roadie.bots.levels import GIG_SEARCH, LevelBot
from roadie.bots.random_bot import make_bot
from roadie.bots.search import paired
from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as ba
from roadie.games.the_gig import bot as gig
from roadie.match.client import LocalClient
from roadie.match.match import Match
from roadie.match.pacing import BotSeat
from roadie.storage.saves import SeatSpec

GIG = games.get("the-gig")
BUSKING = games.get("big-easy-busking")


def busking_match_with_a_blind_song() -> Match:
    """Three buskers; Ben (seat 1) has learnt a song blind from the top of the deck."""
    seats = [SeatSpec(name=n, kind="bot", level="normal") for n in ("Ana", "Ben", "Cleo")]
    match = Match(BUSKING, BUSKING.make_options(3, {"first_player": 1}), 5, seats,
                  clock=lambda: 0.0)
    match.submit(1, ba.Learn(market=None))
    assert match.state.buskers[1].secret
    return match


def inputs(match: Match, seat: int) -> tuple[str, list[Any]]:
    view, legal = BotSeat(LocalClient(match, [seat]), make_bot("normal", 1)).inputs()
    return view.model_dump_json(), legal


@pytest.mark.parametrize("game", ["busking", "gig"])
def test_another_seats_secrets_never_reach_the_bot(game: str) -> None:
    if game == "busking":
        match, seat = busking_match_with_a_blind_song(), 0
    else:
        seats = [SeatSpec(name=n, kind="bot", level="normal") for n in ("Ana", "Ben", "Cleo")]
        match = Match(GIG, GIG.make_options(3, {"audience": True}), 5, seats, clock=lambda: 0.0)
        seat = 2
    before = inputs(match, seat)
    other = match.game.resample_hidden(match.state, seat, Rng.from_seed(99))
    assert match.game.secrets(other) != match.game.secrets(match.state)
    match.state = other
    assert inputs(match, seat) == before  # byte-identical view, the same legal actions


def test_a_made_up_busking_table_looks_the_same_from_the_bots_seat() -> None:
    match = busking_match_with_a_blind_song()
    view = match.view(0)
    made = busking.determinize(view, Rng.from_seed(3))
    BUSKING.check_invariants(made)
    again = BUSKING.view(made, 0).model_dump(exclude={"buskers"})
    assert again == view.model_dump(exclude={"buskers"})
    for seen, shown in zip(view.buskers, BUSKING.view(made, 0).buskers, strict=True):
        assert seen.model_dump(exclude={"song_cards"}) == shown.model_dump(
            exclude={"song_cards"})
    assert BUSKING.legal_actions(made, made.turn.seat) and made.buskers[1].secret


@pytest.mark.parametrize("options", [{"audience": True}, {"turn_based": True}])
def test_a_made_up_gig_table_looks_the_same_from_the_bots_seat(options: dict[str, Any]) -> None:
    state = GIG.setup(GIG.make_options(3, options), 8)
    view = GIG.view(state, 1)
    made = gig.determinize(view, Rng.from_seed(4))
    GIG.check_invariants(made)
    assert GIG.view(made, 1) == view
    assert GIG.legal_actions(made, 1) == GIG.legal_actions(state, 1)


CONFIGS = [("the-gig", 2, {}), ("the-gig", 3, {"turn_based": True}),
           ("the-gig", 1, {"audience": True}), ("big-easy-busking", 3, {}),
           ("big-easy-busking", 1, {"difficulty": "advanced"})]


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_level_plays_a_whole_game_legally(game_id: str, players: int,
                                            options: dict[str, Any], level: str) -> None:
    game = games.get(game_id)
    state = game.setup(game.make_options(players, options), 2)
    bots = [LevelBot(level, seat) for seat in range(players)]
    for count in range(3000):
        if game.is_over(state):
            break
        seat = game.active_seats(state)[count % len(game.active_seats(state))]
        legal = game.legal_actions(state, seat)
        action = bots[seat].choose(game.view(state, seat), legal)
        assert action in legal
        game.apply(state, seat, game.stamp(action, float(count)))
    assert game.is_over(state)


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_hard_searches_to_a_legal_action(game_id: str, players: int,
                                         options: dict[str, Any]) -> None:
    game = games.get(game_id)
    state = game.setup(game.make_options(players, options), 3)
    seat = game.active_seats(state)[0]
    legal = game.legal_actions(state, seat)
    choices = [LevelBot("hard", 7, seconds=None).choose(game.view(state, seat), legal)
               for _ in range(2)]
    assert choices[0] in legal and choices[0] == choices[1]  # a seed gives the same choice


def test_normal_re_rolls_a_poor_throw_and_easy_gives_up_sooner() -> None:
    """In The Gig a Normal bot is patient with re-rolls; an Easy one re-rolls at most once."""
    state = GIG.setup(GIG.make_options(2), 11)
    counts = {}
    for level in ("easy", "normal"):
        bot = LevelBot(level, 1)
        rerolls = 0
        for _ in range(6):
            legal = GIG.legal_actions(state, 0)
            choice = bot.choose(GIG.view(state, 0), legal)
            if choice.kind != "reroll":
                break
            rerolls += 1
        counts[level] = rerolls
    assert counts["easy"] <= gig.EASY.patience <= gig.NORMAL.patience


def test_hard_in_the_gig_plays_every_candidate_on_the_same_worlds() -> None:
    """A candidate the rules refuse scores nothing in every world; Hard takes a legal one
    even when the refused one is listed first (where a tie would leave it)."""
    state = GIG.setup(GIG.make_options(2), 3)
    legal = GIG.legal_actions(state, 0)
    place = next(a for a in legal if a.kind == "place")
    refused = place.model_copy(update={"die": 4})  # seat 1's die
    chosen = paired(GIG_SEARCH, state, 0, [refused, place], 2, Rng.from_seed(1))
    assert chosen == place
    twin = place.model_copy()  # the same move scores the same on the same worlds and luck:
    for seed in range(4):      # a tie, which goes to the first
        assert paired(GIG_SEARCH, state, 0, [place, twin], 3, Rng.from_seed(seed)) is place
