"""perks.choice: once-a-game tokens and used-up benefits are spent when their owner chooses."""

from __future__ import annotations

from tests.games.rock_hard_1977.table import GAME, bare, refused

from roadie.core.position import load_rolls, stack_top
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import rounds
from roadie.games.rock_hard_1977.state import Kept, RockHardState

ABILITY = "character:0"
"""A character's first perk: here the one its Ability token pays for."""


def yolanda() -> RockHardState:
    state = bare("day")
    p = state.players[0]
    p.character, p.tokens, p.money = "yolanda-delacroix", 1, 5
    return state


def test_a_token_discount_is_kept_unless_its_owner_names_it() -> None:
    state = yolanda()
    legal = GAME.legal_actions(state, 0)
    assert a.Place(space="publicist") in legal
    assert a.Place(space="publicist", use=(ABILITY,)) in legal
    GAME.apply(state, 0, a.Place(space="publicist"))
    p = state.players[0]
    assert (p.money, p.tokens) == (4, 1)  # paid the $1, kept the token


def test_a_named_token_discount_is_spent() -> None:
    state = yolanda()
    GAME.apply(state, 0, a.Place(space="publicist", use=(ABILITY,)))
    p = state.players[0]
    assert (p.money, p.tokens) == (5, 0)


def test_a_benefit_named_where_it_does_nothing_is_refused() -> None:
    state = yolanda()
    refused(state, 0, a.Place(space="radio", use=(ABILITY,)), "perks.choice")  # free, no hire
    state.players[0].tokens = 0
    refused(state, 0, a.Place(space="publicist", use=(ABILITY,)), "perks.choice")  # spent


def with_studio_card() -> RockHardState:
    state = bare("day")
    p = state.players[0]
    p.money = 5
    perk = state.cat.life["buds-studio-connection"].effects[0].perk  # type: ignore[union-attr]
    p.kept = [Kept(card="buds-studio-connection", perk=perk, from_round=1)]
    return state


def test_a_kept_cards_discount_is_kept_until_named() -> None:
    state = with_studio_card()
    GAME.apply(state, 0, a.Place(space="studio-b"))
    p = state.players[0]
    assert p.money == 3 and len(p.kept) == 1
    state = with_studio_card()
    GAME.apply(state, 0, a.Place(space="studio-b", use=("kept:buds-studio-connection",)))
    p = state.players[0]
    assert p.money == 5 and p.kept == []


def test_a_share_is_spent_only_by_name() -> None:
    state = bare("night")
    p = state.players[0]
    p.character, p.tokens, p.chops = "shere-darling", 1, 3
    state.standees = {"tjs": [1]}
    refused(state, 0, a.Place(space="tjs"), "actions.limited")
    GAME.apply(state, 0, a.Place(space="tjs", use=(ABILITY,)))  # Shere's token, her first perk
    assert p.tokens == 0 and state.standees["tjs"] == [1, 0]


def test_a_token_extra_action_waits_for_its_owner() -> None:
    state = bare("night")
    p = state.players[0]
    p.character, p.tokens = "rafael-santiago", 1
    state.turn = None
    rounds.begin_turn(state)
    assert state.turn is not None and state.turn.actions == 1 and p.tokens == 1
    assert a.Spend(perk=ABILITY) in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, a.Spend(perk=ABILITY))
    assert state.turn.actions == 2 and p.tokens == 0
    refused(state, 0, a.Spend(perk=ABILITY), "perks.choice")


def test_a_token_candy_action_is_offered_after_candy_only() -> None:
    state = bare("day")
    p = state.players[0]
    p.character, p.tokens, p.craving = "eric-fairchild", 1, 0
    assert a.Spend(perk=ABILITY) not in GAME.legal_actions(state, 0)
    stack_top(state.sugar_deck, "jelly-beans")
    load_rolls(state, 6)
    GAME.apply(state, 0, a.EatCandy())
    assert p.tokens == 1
    actions = state.turn.actions  # type: ignore[union-attr]
    GAME.apply(state, 0, a.Spend(perk=ABILITY))
    assert state.turn.actions == actions + 1 and p.tokens == 0  # type: ignore[union-attr]


def test_a_candy_reroll_is_not_spent_when_low_sugar_is_on_already() -> None:
    state = bare("day")
    p = state.players[0]
    p.character, p.craving, p.low_sugar = "kimmy-kim", 3, True
    stack_top(state.sugar_deck, "jelly-beans")
    load_rolls(state, 1, 6)
    GAME.apply(state, 0, a.EatCandy())
    assert ABILITY not in p.used and state.rolls == [1]
