"""The order of The Gig's phases: the Song, the Bridge, the Applause, the Tune-Up.

A phase module ends its phase by asking for the next one here (``flow.begin("bridge",
state)``) rather than importing the module that runs it; ``game.py`` connects each phase
to the function that begins it. So the phase modules never import one another.
"""

from __future__ import annotations

from collections.abc import Callable

from roadie.core.game import Event
from roadie.games.the_gig.state import TheGigState

Begin = Callable[[TheGigState], list[Event]]

PHASES = ("song", "bridge", "applause", "applause-next")
"""The Song begins (again after the Tune-Up); the Bridge; the Applause; its next player."""

_begin: dict[str, Begin] = {}


def connect(begins: dict[str, Begin]) -> None:
    """Tell the flow which function begins each phase (once, by ``game.py``)."""
    if set(begins) != set(PHASES):
        raise ValueError(f"the flow needs a beginning for each of {PHASES}")
    _begin.update(begins)


def begin(phase: str, state: TheGigState) -> list[Event]:
    """Begin *phase* now; its events."""
    return _begin[phase](state)
