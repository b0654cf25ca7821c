"""Small moves on the table shared by the players' rules and the Robot: money, songs, energy."""

from __future__ import annotations

from collections.abc import Iterable

from roadie.core.clone import clone
from roadie.core.rng import Rng
from roadie.games.big_easy_busking.state import Busker, BuskingState, Robot, Standard

Account = Busker | Robot
"""Whoever holds money and mood tokens: a player or the Robot."""


def earn(who: Account, amount: int, source: str) -> None:
    """Add *amount* dollars (negative: pay) and note where it came from."""
    if amount:
        who.money += amount
        who.ledger[source] = who.ledger.get(source, 0) + amount


def account(state: BuskingState, index: int) -> Account:
    """Player *index*, or the Robot (its index is the number of players)."""
    if index < len(state.buskers):
        return state.buskers[index]
    assert state.robot is not None
    return state.robot


def contenders(state: BuskingState) -> int:
    """How many may put energy on crowds: the players, and the Robot in the solo game."""
    return len(state.buskers) + (1 if state.solo else 0)


def retire_song(state: BuskingState, who: Account, song: str) -> bool:
    """After a song is finished: a Standard returns with its token turned; others are discarded.

    Returns whether the song was a Standard.
    """
    standard = state.standard(song)
    if standard is None:
        who.discard.append(song)
        return False
    turn_token(state, standard, state.cat.tokens[standard.token].played_cost)
    return True


def turn_token(state: BuskingState, standard: Standard, cost: int) -> None:
    """The Standard's token turned to the side that costs *cost*: a new Standard takes the old
    one's place (copies of the state share the old one)."""
    state.standards[state.standards.index(standard)] = clone(standard, cost=cost)


def add_energy(state: BuskingState, crowd: int, who: int, amount: int) -> None:
    """*amount* energy of player (or Robot) *who* onto crowd *crowd* of Royal Street (taken off
    when negative): a new crowd card takes the old one's place (copies of the state share the
    old one)."""
    old = state.street[crowd]
    energy = old.energy.copy()
    energy[who] += amount
    state.street[crowd] = clone(old, energy=energy)


def set_mood(state: BuskingState, crowd: int, mood: str | None) -> None:
    """Crowd *crowd* of Royal Street now has mood token *mood* (``None``: none)."""
    state.street[crowd] = clone(state.street[crowd], mood=mood)


def into_box(state: BuskingState, songs: Iterable[str] = (), crowds: Iterable[str] = (),
             moods: Iterable[str] = ()) -> None:
    """Components leave play into the box: a new box takes the old one's place (copies of the
    state share the old one)."""
    box = state.box
    state.box = clone(box, songs=[*box.songs, *songs], crowds=[*box.crowds, *crowds],
                      moods=[*box.moods, *moods])


def take_top(cards: list[str]) -> str:
    """The top card of a face-down pile."""
    return cards.pop(0)


def shuffled(cards: list[str], rng: Rng) -> list[str]:
    """A shuffled copy of *cards*."""
    copy = list(cards)
    rng.shuffle(copy)
    return copy


def led_crowds(state: BuskingState, index: int) -> int:
    """Crowds in Royal Street where *index* has more energy on the card than anyone else."""
    return sum(
        1 for c in state.street
        if c.energy[index] > max((e for i, e in enumerate(c.energy) if i != index), default=0)
    )
