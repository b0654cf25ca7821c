"""The rulebook's beginner variants as options: no unique abilities (variants.abilities), no
Candy (variants.candy)."""

from __future__ import annotations

from tests.games.rock_hard_1977.table import refused

from roadie import games
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.effects import perks_for, run
from roadie.games.rock_hard_1977.state import RockHardState

GAME = games.get("rock-hard-1977")
CANDY_GOALS = {"candy-three", "craving-three", "clean-living", "candy-stash"}


def drafted(players: int, **options: object) -> RockHardState:
    state: RockHardState = GAME.setup(GAME.make_options(players, {"first_player": 0,
                                                                   **options}), 3)
    while state.stage == "draft" or (state.pending and state.pending.kind == "gift"):
        seat = GAME.active_seats(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def test_without_abilities_no_character_or_manager_perk_works_and_no_token_is_taken() -> None:
    state = drafted(3, abilities=False)
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    assert all(x.tokens == 0 for x in state.players)
    p.character, p.manager, p.money = "yolanda-delacroix", "nigel-hawthorne-dawe", 5
    assert perks_for(state, seat, "discount") == [] and perks_for(state, seat, "share") == []
    ways = [x for x in GAME.legal_actions(state, seat) if isinstance(x, a.Place)]
    assert all(not x.use for x in ways)


def test_with_abilities_the_same_seat_holds_them() -> None:
    state = drafted(3)
    seat = state.turn.seat  # type: ignore[union-attr]
    state.players[seat].manager = "nigel-hawthorne-dawe"
    assert perks_for(state, seat, "share")


def test_without_candy_nobody_holds_or_gains_candy_and_candy_goals_are_out() -> None:
    state = drafted(4, candy=False)
    assert all(p.candy == 0 for p in state.players)
    assert not CANDY_GOALS & {*state.goal_deck, *(g for p in state.players for g in p.goals),
                              *(g for p in state.players for g in p.returned)}
    seat = state.turn.seat  # type: ignore[union-attr]
    p = state.players[seat]
    run(state, seat, list(state.cat.life["hoovers-sugar-high"].effects), "hoovers-sugar-high")
    assert (p.candy, p.craving) == (0, 0)
    p.money = 3
    refused(state, seat, a.Place(space="candy", trade=1), "variants.candy")
    assert a.EatCandy() not in GAME.legal_actions(state, seat)


def test_without_candy_but_with_abilities_eric_and_kimmy_are_left_out() -> None:
    for seed in range(1, 6):
        state = GAME.setup(GAME.make_options(4, {"candy": False}), seed)
        dealt = {c for p in state.players for c in p.offer} | set(state.character_deck)
        assert not dealt & {"eric-fairchild", "kimmy-kim"} and len(dealt) == 8
    state = GAME.setup(GAME.make_options(4, {"candy": False, "abilities": False}), 1)
    dealt = {c for p in state.players for c in p.offer} | set(state.character_deck)
    assert len(dealt) == 10


def test_five_players_without_candy_draw_one_character_each() -> None:
    state = GAME.setup(GAME.make_options(5, {"candy": False}), 2)
    assert [len(p.offer) for p in state.players] == [1] * 5


def test_each_variant_plays_to_the_end() -> None:
    for options in ({"abilities": False}, {"candy": False},
                    {"abilities": False, "candy": False}):
        state = GAME.setup(GAME.make_options(3, options), 9)
        rng = Rng.from_seed(9)
        while not GAME.is_over(state):
            seat = rng.choice(GAME.active_seats(state))
            GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
            GAME.check_invariants(state)
        if not options.get("candy", True):
            assert all(p.candy == 0 and p.craving == 0 for p in state.players)
