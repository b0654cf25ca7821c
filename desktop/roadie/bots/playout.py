"""Headless games between bots: what ``roadie simulate`` and the benchmarks run."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from roadie.core.errors import RoadieError
from roadie.core.game import Game, GameOptions, GameState, ScoreSheet, state_hash
from roadie.core.record import GameRecord, RecordedAction
from roadie.core.rng import Rng

MAX_ACTIONS = 200_000
"""A game that runs longer than this is a bug, not a long game."""
SECONDS_PER_ACTION = 3.0
"""The simulated clock: each action is claimed this long after the one before, so
real-time rules (The Showdown's timer) run out in headless play as at the table."""


class PlayoutResult(BaseModel):
    seed: int
    scores: list[int]
    winners: list[int]
    actions: int
    hash: str
    score_sheet: ScoreSheet


def play_random(
    game: Game[Any, Any, Any], options: GameOptions, seed: int, *, record: bool = False
) -> tuple[PlayoutResult, GameState, GameRecord | None]:
    """Play one game of random legal bots from *seed* to its end."""
    state = game.setup(options, seed)
    rngs = [Rng.from_seed(seed * 1009 + seat) for seat in range(options.players)]
    order = Rng.from_seed(seed ^ 0x5EA7)  # who acts first when several seats may act
    log = GameRecord(game=game.info.id, options=options.model_dump(mode="json"), seed=seed) \
        if record else None
    # the game's methods looked up once; Game.stamp (no real time) leaves an action as it is
    active_seats, sample, apply = game.active_seats, game.sample_action, game.apply
    stamp = None if type(game).stamp is Game.stamp else game.stamp
    count = 0
    while active := active_seats(state):  # none once the game is over (the contract)
        if count >= MAX_ACTIONS:
            break
        seat = active[0] if len(active) == 1 else order.choice(active)
        now = count * SECONDS_PER_ACTION
        action = sample(state, seat, rngs[seat])
        if stamp is not None:
            action = stamp(action, now)
        apply(state, seat, action)
        if log is not None:
            log.actions.append(RecordedAction(seat=seat, action=game.dump_action(action), t=now))
        count += 1
    if not game.is_over(state):
        raise RoadieError(f"{game.info.id} seed {seed}: stuck after {count} actions")
    sheet = game.score(state)
    digest = state_hash(state)
    if log is not None:
        log.final_hash = digest
    result = PlayoutResult(seed=seed, scores=sheet.totals, winners=sheet.winners, actions=count,
                           hash=digest, score_sheet=sheet)
    return result, state, log
