"""Hard: information-set Monte Carlo tree search over determinised hidden information.

The bot never sees the state. From its view a game's strategy builds one plausible table
(:meth:`Strategy.determinize`); every iteration then redraws what the seat cannot see with
the game's own ``resample_hidden``, so each playout is on a different deal of the unseen
cards and dice. The tree is the seat's information set at the root: UCB1 over the
candidate actions, statistics shared by all determinisations. Each playout applies the
candidate and lets every seat play Normal up to the strategy's horizon (the end of the song
or the round), where the score margin is read. The budget is a number of playouts, so a
seed gives the same choice on any machine; at the table a time cap may cut it short.

:func:`paired` is the flat variant The Gig uses: every candidate is played on each of the
same determinised worlds with the same luck, so a few worlds tell candidates apart where
UCB1 over independent playouts would need many.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from roadie.core.errors import RuleViolation
from roadie.core.game import Game, GameState
from roadie.core.rng import Rng

Policy = Callable[[GameState, int, list[Any], Rng, dict[int, int]], Any]
"""Normal playing a seat of a made-up state: (state, seat, legal, rng, re-rolls so far)."""
MAX_PLAYOUT = 400
"""Actions per playout at most (a horizon is normally reached long before)."""


@dataclass
class Arm:
    action: Any
    visits: int = 0
    total: float = 0.0

    def ucb(self, parent: int, explore: float) -> float:
        if self.visits == 0:
            return math.inf
        return self.total / self.visits + explore * math.sqrt(math.log(parent) / self.visits)


@dataclass
class SearchSpec:
    """What the search needs of a game."""

    game: Game[Any, Any, Any]
    policy: Policy
    horizon: Callable[[Any, Any], bool]
    """(state at the root, state now): whether the playout has gone far enough."""
    scale: float
    """A margin of this many points counts as a clear win in the UCB rewards."""
    margin: Callable[[Any, int], float] | None = None
    """The seat's lead at the horizon (default: its score less the best rival's)."""
    stats: dict[str, int] = field(default_factory=dict)


def ismcts(spec: SearchSpec, base: GameState, seat: int, candidates: Sequence[Any],
           playouts: int, rng: Rng, seconds: float | None = None, explore: float = 0.7) -> Any:
    """The candidate with the most visits after *playouts* determinised playouts (fewer
    when *seconds* would run out: once every candidate has been tried, a playout that would
    end past them at the average pace so far is not begun)."""
    arms = [Arm(c) for c in candidates]
    if len(arms) == 1:
        return arms[0].action
    started = time.perf_counter()
    for n in range(1, playouts + 1):
        spent = time.perf_counter() - started
        if seconds is not None and n > len(arms) and spent + spent / (n - 1) > seconds:
            break
        arm = max(arms, key=lambda a: a.ucb(n, explore))
        world = spec.game.resample_hidden(base, seat, rng.fork())
        arm.visits += 1
        arm.total += reward(spec, base, world, seat, arm.action, rng)
    return max(arms, key=lambda a: (a.visits, a.total)).action


def paired(spec: SearchSpec, base: GameState, seat: int, candidates: Sequence[Any],
           worlds: int, rng: Rng, seconds: float | None = None) -> Any:
    """Determinised Monte Carlo with common random numbers: every candidate is played on the
    same made-up worlds, with the same dice and turn order in its playouts, so the luck of
    the draw cancels out between candidates. The best total reward over *worlds* worlds
    wins (fewer when *seconds* would run out: a world that would end past them is not
    begun); a tie goes to the earlier candidate."""
    if len(candidates) == 1:
        return candidates[0]
    totals = [0.0] * len(candidates)
    started = time.perf_counter()
    for k in range(worlds):
        spent = time.perf_counter() - started
        if seconds is not None and k > 0 and spent + spent / k > seconds:
            break
        world = spec.game.resample_hidden(base, seat, rng.fork())
        luck = rng.fork()
        for i, action in enumerate(candidates):
            trial = world.model_copy(deep=True)
            totals[i] += reward(spec, base, trial, seat, action, luck.model_copy())
    best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
    return candidates[best]


def reward(spec: SearchSpec, root: Any, world: Any, seat: int, action: Any, rng: Rng) -> float:
    """Play *action*, then Normal for everyone to the horizon; the margin squashed to 0..1."""
    game = spec.game
    try:
        game.apply(world, seat, action)
    except RuleViolation:
        return 0.0
    rerolls: dict[int, int] = {}
    for _ in range(MAX_PLAYOUT):
        if game.is_over(world) or spec.horizon(root, world):
            break
        active = game.active_seats(world)
        if not active:
            break
        who = active[0] if len(active) == 1 else rng.choice(active)
        legal = game.legal_actions(world, who)
        if not legal:
            break
        try:
            game.apply(world, who, spec.policy(world, who, legal, rng, rerolls))
        except RuleViolation:
            game.apply(world, who, rng.choice(legal))
    lead = spec.margin(world, seat) if spec.margin is not None else score_margin(game, world, seat)
    return 0.5 + 0.5 * math.tanh(lead / spec.scale)


def score_margin(game: Game[Any, Any, Any], state: Any, seat: int) -> float:
    totals = game.score(state).totals
    return totals[seat] - max((t for i, t in enumerate(totals) if i != seat), default=0)
