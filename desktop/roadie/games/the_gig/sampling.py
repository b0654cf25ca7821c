"""The random bot's action in the real-time Song, built alone: the draws ``sample_action``
makes from the full list of legal actions (a kind by its weight, then one of that kind), made
from counts of each kind so that only the action drawn is built (what playouts run)."""

from __future__ import annotations

from typing import Any

from roadie.core.rng import Rng
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import song
from roadie.games.the_gig.state import GigDie, TheGigState

RANDOM_WEIGHTS: dict[str, float] = {"reroll": 1.0, "pick": 0.2, "place": 3.0, "notation": 0.4,
                                    "lock": 2.0, "pass": 0.2, "leave": 0.2}
"""How often the random bot reaches for each kind of action (others: 1)."""
LEAVE = a.Leave()


def sample_song(state: TheGigState, seat: int, rng: Rng) -> Any | None:
    """A random action of *seat* in the real-time Song, as ``TheGig.sample_action`` draws it
    from the legal actions (no claim on a space just taken); None where that is not the
    case at hand (another phase, a choice owed, nothing to do)."""
    if state.phase != "song" or state.owed or seat not in song.playing(state):
        return None
    mine: list[GigDie] = []  # the dice in tray and hand (none is locked in real time)
    held: list[GigDie] = []
    harmonies: set[int | None] = set()
    for die in state.seat_dice(seat):  # one pass over the seat's dice
        if die.where == "tray":
            mine.append(die)
        elif die.where == "hand":
            mine.append(die)
            held.append(die)
        elif die.where == "harmony":
            harmonies.add(die.row)
    kinds: list[tuple[str, Any, int]] = []  # (kind, its actions or what makes them, how many)
    notation = song.notation_by_die(state, seat, mine)
    count = sum([len(choices) for _die, choices in notation])
    if count:
        kinds.append(("notation", notation, count))
    over = song.rerolling_over(state)  # if not, any set of the dice in tray and hand
    rerolls = (song.reroll_sets(state, seat, mine) if over
               else a.rerolls(tuple([d.id for d in mine])))
    if rerolls:
        kinds.append(("reroll", rerolls, len(rerolls)))
    elif song.stuck_dice(state, seat, mine, harmonies):  # (never stuck with a die to roll)
        kinds.append(("leave", (LEAVE,), 1))
    pickable = held or mine
    kinds.append(("pick", pickable, len(pickable)))
    free = song.free_rows(state)  # each die's row's free spaces, and its Harmony space if open
    count = sum([len(free[d.value - 1]) + (d.value not in harmonies) for d in pickable])
    if count:
        kinds.append(("place", (pickable, free, harmonies), count))
    kind, found, count = rng.weighted(kinds, [RANDOM_WEIGHTS[k[0]] for k in kinds])
    action = _build(kind, found, rng.below(count))
    if kind == "place":
        song.drew_placement(state, seat, action)
    return action


def _build(kind: str, found: Any, index: int) -> Any:
    """The *index*-th action of the kind, in the order the legal actions list them."""
    if kind == "pick":
        return a.pick(found[index].id)
    if kind in ("reroll", "leave"):
        return found[index]
    if kind == "place":
        pickable, free, harmonies = found
        for die in pickable:
            cols = free[die.value - 1]
            if index < len(cols):
                return a.place(die.id, die.value, cols[index])
            if index == len(cols) and die.value not in harmonies:
                return a.place(die.id, die.value, None)
            index -= len(cols) + (die.value not in harmonies)
        raise IndexError(index)
    for die, options in found:
        if index < len(options):
            return a.use_notation(die.id, *options[index])
        index -= len(options)
    raise IndexError(index)
