"""A compact way to set up Big Easy Busking positions for scenario tests.

Positions are made by real actions where possible; the few direct edits here move cards and
tokens between places, so every component stays counted once (the invariants hold).
"""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.core.clone import clone
from roadie.core.errors import RuleViolation
from roadie.core.game import Event, state_hash
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import table
from roadie.games.big_easy_busking.state import BuskingState

GAME = games.get("big-easy-busking")

# Seat 0 is red, seat 1 blue. Energy per (trumpet, saxophone, drums).
LULLABY = "levee-lullaby"            # red, chill, 1/1/1
SHUFFLE = "crawfish-boil-shuffle"    # red, party, 2/0/2
MAGNOLIA = "magnolia-moon"           # red, romantic, 1/3/1
WALTZ = "gaslight-waltz"             # blue, romantic, 1/1/1
HOODOO = "crossroads-hoodoo"         # hit, wild, 1/1/2
RUMBLE = "second-line-rumble"        # hit, party, 1/1/1
PASS_THE_HAT = "pass-the-hat"        # ability, party, 1/1/2
SECOND_WIND = "second-wind"          # ability, chill, 1/2/0
OVERHEARD = "overheard-melody"       # ability, romantic, 2/0/1
PARADE = "follow-the-parade"         # ability, party, 0/2/2
SHIFT = "shift-in-the-wind"          # ability, chill, 1/1/1
ENCORE = "encore"                    # ability, romantic, 2/1/1


def new(players: int = 2, seed: int = 1, **options: Any) -> BuskingState:
    """A fresh game; multiplayer games start with seat 0 unless told otherwise."""
    if players > 1:
        options = {"first_player": 0, **options}
    return GAME.setup(GAME.make_options(players, options), seed)


def act(state: BuskingState, seat: int, *actions: Any) -> list[Event]:
    """Apply actions in turn, checking the invariants after each."""
    found: list[Event] = []
    for action in actions:
        assert action in GAME.legal_actions(state, seat), f"{action!r} is not listed as legal"
        found += GAME.apply(state, seat, action)
        GAME.check_invariants(state)
    return found


def refuses(state: BuskingState, seat: int, action: Any, rule: str) -> RuleViolation:
    """The action is refused citing *rule*, and the state is unchanged."""
    before = state_hash(state)
    with pytest.raises(RuleViolation) as caught:
        GAME.apply(state, seat, action)
    assert caught.value.rule_id == f"big-easy-busking/{rule}", caught.value.message
    assert state_hash(state) == before, "a refused action changed the state"
    assert action not in GAME.legal_actions(state, seat)
    return caught.value


def set_mood(state: BuskingState, crowd: int, mood: str) -> None:
    """Give a crowd of Royal Street a mood token of *mood*, swapped with the pile or the street."""
    moods = state.cat.moods
    mine = state.street[crowd].mood
    if mine and moods[mine] == mood:
        return
    for i, token in enumerate(state.mood_pile):
        if moods[token] == mood:
            state.mood_pile[i] = mine or ""
            table.set_mood(state, crowd, token)
            return
    other = next(i for i, c in enumerate(state.street) if c.mood and moods[c.mood] == mood)
    table.set_mood(state, crowd, state.street[other].mood)
    table.set_mood(state, other, mine)


def set_energy(state: BuskingState, crowd: int, energy: list[int]) -> None:
    """The energy on crowd *crowd* of Royal Street, per player (then the Robot's)."""
    state.street[crowd] = clone(state.street[crowd], energy=energy)


def set_moods(state: BuskingState, *moods: str) -> None:
    for i, mood in enumerate(moods):
        set_mood(state, i, mood)


def _piles(state: BuskingState) -> list[list[str]]:
    piles = [state.market, state.hit_deck, state.box.songs]
    piles += [p for b in state.buskers for p in (b.hand, b.discard)]
    return piles + ([state.robot.deck, state.robot.discard] if state.robot else [])


def give(state: BuskingState, pile: list[str], song: str) -> None:
    """Move a song card from wherever it is onto *pile* (a Standard is replaced by a hit)."""
    standard = state.standard(song)
    if standard is not None:
        state.standards[state.standards.index(standard)] = clone(standard,
                                                                song=state.hit_deck.pop())
        pile.append(song)
        return
    for source in _piles(state):
        if song in source:
            source.remove(song)
            pile.append(song)
            return
    raise AssertionError(f"{song} is not in a pile")


def set_standard(state: BuskingState, index: int, song: str) -> None:
    """Make *song* the Standard in slot *index*; the old one takes its place."""
    old = state.standards[index].song
    other = state.standard(song)
    if other is not None:
        state.standards[state.standards.index(other)] = clone(other, song=old)
        state.standards[index] = clone(state.standards[index], song=song)
        return
    for source in _piles(state):
        if song in source:
            source[source.index(song)] = old
            state.standards[index] = clone(state.standards[index], song=song)
            return
    raise AssertionError(f"{song} is not in a pile")


def set_cost(state: BuskingState, index: int, cost: int) -> None:
    """The token of the Standard in slot *index* costs *cost* (Standards are frozen)."""
    state.standards[index] = clone(state.standards[index], cost=cost)


def play_then_pass(state: BuskingState, song: str, crowd: int = 0, **pay: Any) -> None:
    """Seat 0 plays *song* on its first turn and seat 1 passes: seat 0 must now finish it."""
    act(state, 0, a.PlaySong(song=song, crowd=crowd, **pay))
    act(state, 1, a.Pass())
    assert state.turn.seat == 0 and state.turn.step == "finish"
