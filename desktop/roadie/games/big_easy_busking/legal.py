"""The legal actions of the player whose turn it is, step by step of the turn.

Options are first found as light tuples (what ``sample_action`` draws from) and only then made
into actions. They mirror the checks in ``rules`` and ``abilities``; the tests hold them equal.
"""

from __future__ import annotations

from functools import cache
from itertools import combinations, combinations_with_replacement, product
from operator import le, sub

from roadie.core.game import Action
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.content import (
    FreeTip,
    MoveCrowdEnergy,
    RecallSong,
    moods_match,
)
from roadie.games.big_easy_busking.state import BuskingState

PlayOption = tuple[str, tuple[int, ...]]
"""A song the player can afford, with how it pays a Standard's cost in energy."""


def legal_actions(state: BuskingState, seat: int) -> list[Action]:
    """Everything *seat* may do now (nothing when it is not their turn)."""
    if state.over or seat != state.turn.seat:
        return []
    step = state.turn.step
    if step == "finish":
        return [a.FinishSong(to_crowd=n) for n in finish_amounts(state, seat)]
    if step == "return":
        return [a.ReturnEnergy(member=m, amount=n) for m, n in return_options(state, seat)]
    if step == "ability":
        return [*ability_actions(state, seat), a.SkipAbility()]
    found: list[Action] = []
    if step == "tip":
        found += [a.Tip(member=m, amount=n) for m, n in tip_options(state, seat)]
    found += [a.Learn(market=m) for m in learn_sources(state, seat)]
    found += [a.PlaySong(song=song, crowd=c, energy_from=paid)
              for song, paid in play_options(state, seat) for c in range(len(state.street))]
    return [*found, a.Pass()]


def finish_amounts(state: BuskingState, seat: int) -> range:
    """turn.finish: energy that may go to the crowd."""
    perf = state.buskers[seat].playing
    assert perf is not None
    matched = moods_match(state.cat.songs[perf.song].mood, state.crowd_mood(perf.crowd))
    return range(1 if matched else perf.energy, perf.energy + 1)


def return_options(state: BuskingState, seat: int) -> list[tuple[int, int]]:
    """turn.finish.return: (member, amount) pairs."""
    members = range(len(state.buskers[seat].band))
    return [(m, n) for m in members for n in range(1, state.turn.returning + 1)]


def tip_options(state: BuskingState, seat: int) -> list[tuple[int, int]]:
    """turn.tip: (member, amount) pairs the reserve and the purse allow."""
    busker = state.buskers[seat]
    most = min(busker.reserve, busker.money)
    return [(m, n) for m in range(len(busker.band)) for n in range(1, most + 1)]


def learn_sources(state: BuskingState, seat: int, free: bool = False) -> list[int | None]:
    """turn.learn: Market slots, then the deck top (``None``); nothing once the Market is empty."""
    if not state.market or (not free and min(state.buskers[seat].band) < 1):
        return []
    deck: list[int | None] = [None] if state.hit_deck else []
    return [*range(len(state.market)), *deck]


def play_options(state: BuskingState, seat: int) -> list[PlayOption]:
    """turn.play, turn.play.standard: songs in hand and free Standards the player can pay for."""
    busker = state.buskers[seat]
    band, needs = busker.band, state.cat.needs
    found: list[PlayOption] = [(s, ()) for s in busker.hand if min(map(sub, band, needs[s])) >= 0]
    for standard in state.free_standards(state.turn.finished):
        spare = list(map(sub, band, needs[standard.song]))
        if min(spare) < 0:
            continue
        if standard.cost <= busker.money:  # all in dollars (nothing, for a free token)
            found.append((standard.song, ()))
        if standard.cost:  # all in energy, each band member paying what it can spare
            found += [(standard.song, paid) for paid, counts in payments(len(band), standard.cost)
                      if all(map(le, counts, spare))]
    return found


@cache
def payments(members: int, energy: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """turn.play.standard: the ways *members* band members pay *energy*, each as the members
    paying (one per energy, in order) and how much each of them pays."""
    return tuple((paid, tuple(paid.count(m) for m in range(members)))
                 for paid in combinations_with_replacement(range(members), energy))


# --- abilities ------------------------------------------------------------------------------------

def ability_actions(state: BuskingState, seat: int) -> list[Action]:
    """turn.finish.ability: the ways to use the finished Standard's ability."""
    song = state.turn.ability
    assert song is not None
    ability = state.cat.songs[song].ability
    busker = state.buskers[seat]
    crowds = range(len(state.street))
    if isinstance(ability, FreeTip):
        most = min(ability.energy, busker.reserve)
        return [a.FreeTip(split=split) for split in product(range(most + 1),
                                                            repeat=len(busker.band))
                if 1 <= sum(split) <= most]
    if isinstance(ability, MoveCrowdEnergy):
        return [a.MoveCrowdEnergy(source=s, target=t, amount=n) for s in crowds for t in crowds
                if s != t
                for n in range(1, min(ability.energy, state.street[s].energy[seat]) + 1)]
    if isinstance(ability, RecallSong):
        return [a.RecallSongs(songs=songs) for k in range(1, ability.count + 1)
                for songs in combinations(sorted(busker.discard), k)]
    assert ability is not None
    if ability.kind == "free_learn":
        return [a.FreeLearn(market=m) for m in learn_sources(state, seat, free=True)]
    if ability.kind == "swap_moods":
        return [a.SwapMoods(first=i, second=j) for i, j in combinations(crowds, 2)]
    return [a.TakeMoney()]
