"""The conformance suite: every registered game, every configuration, must pass it.

Random playouts from many seeds with the game's invariants checked after every
action; legal actions all apply and everything else is refused without a trace;
views and events hide what they must; saves, replays and JSON round trips keep the hash.
"""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.bots.playout import play_random
from roadie.core.errors import RuleViolation
from roadie.core.game import Game, GameState, state_hash
from roadie.core.record import GameRecord, replay
from roadie.core.rng import Rng
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec, read_save

PLAYOUT_SEEDS = range(1, 41)
DEEP_SEEDS = range(1, 5)
DEEP_EVERY = 7
"""Every this many actions of a deep playout, legal actions (40 at most) are tried."""

CONFIGS = [
    pytest.param(game_id, config,
                 id=f"{game_id}-" + "-".join(f"{k}={v}" for k, v in config.items()))
    for game_id in games.available()
    for config in games.get(game_id).test_configurations()
]


def make(game_id: str, config: dict[str, Any]) -> tuple[Game[Any, Any, Any], Any]:
    game = games.get(game_id)
    return game, game.options_from_dict(config)


@pytest.mark.parametrize(("game_id", "config"), CONFIGS)
def test_random_playouts_keep_invariants(game_id: str, config: dict[str, Any]) -> None:
    game, options = make(game_id, config)
    for seed in PLAYOUT_SEEDS:
        state = game.setup(options, seed)
        game.check_invariants(state)
        rng = Rng.from_seed(seed)
        steps = 0
        while not game.is_over(state):
            active = game.active_seats(state)
            assert active, "a game that is not over must let someone act"
            seat = rng.choice(active)
            game.apply(state, seat, game.sample_action(state, seat, rng))
            game.check_invariants(state)
            steps += 1
            assert steps < 100_000
        assert game.active_seats(state) == []
        sheet = game.score(state)
        humans = [s for s in sheet.seats if not s.automaton]
        assert len(humans) == options.players
        assert bool(sheet.winners) == game.info.scored, "a scored game has winners, else none"


def step_checks(game: Game[Any, Any, Any], state: GameState, rng: Rng) -> None:
    """At one position: legal actions all apply, all else is refused untouched."""
    before = state_hash(state)
    active = game.active_seats(state)
    for seat in range(len(game.score(state).seats)):  # automata too: they may never act
        legal = game.legal_actions(state, seat)
        if seat not in active:
            assert legal == [], f"seat {seat} may not act but has legal actions"
        legal_json = {a.model_dump_json() for a in legal}
        for action in legal if len(legal) <= 40 else [rng.choice(legal) for _ in range(40)]:
            trial = state.model_copy(deep=True)
            game.apply(trial, seat, action)
            game.check_invariants(trial)
        illegal = [a for a in game.candidate_actions(state, seat)
                   if a.model_dump_json() not in legal_json]
        for action in [rng.choice(illegal) for _ in range(30)] if illegal else []:
            with pytest.raises(RuleViolation):
                game.apply(state, seat, action)
            assert state_hash(state) == before, f"refused {action!r} changed the state"
        if seat in active:
            for _ in range(5):
                sampled = game.sample_action(state, seat, rng)
                assert sampled.model_dump_json() in legal_json, "sample_action is not legal"
        # JSON round trips of actions
        for action in legal[:20]:
            assert game.parse_action(action.model_dump_json()) == action


def view_checks(game: Game[Any, Any, Any], state: GameState, rng: Rng) -> None:
    """What a seat sees does not change when what is hidden from it is redrawn."""
    for seat in [None, *range(len(game.score(state).seats))]:
        other = game.resample_hidden(state, seat, rng)
        assert game.view(state, seat) == game.view(other, seat), f"view of {seat} leaks"
        game.view(state, seat).model_dump_json()


def event_checks(game: Game[Any, Any, Any], state: GameState, rng: Rng) -> None:
    """Events tell a seat nothing its view does not: when a seat cannot tell two states
    apart, and the same action leaves its views alike, the events it is shown are alike."""
    for actor in game.active_seats(state):
        legal = game.legal_actions(state, actor)
        for action in [rng.choice(legal)] if legal else []:
            for seat in [None, *range(len(game.score(state).seats))]:
                worlds = []
                for world in (state, game.resample_hidden(state, seat, rng)):
                    trial = world.model_copy(deep=True)
                    try:
                        events = game.apply(trial, actor, action)
                    except RuleViolation:  # not possible in the other world: nothing to compare
                        break
                    worlds.append((game.view(trial, seat).model_dump_json(),
                                   [e.model_dump_json() for e in
                                    game.view_events(trial, events, seat)]))
                if len(worlds) == 2 and worlds[0][0] == worlds[1][0]:
                    assert worlds[0][1] == worlds[1][1], (
                        f"events shown to {seat} after {action!r} tell what its view does not")


@pytest.mark.parametrize(("game_id", "config"), CONFIGS)
def test_legal_illegal_and_views_along_playouts(game_id: str, config: dict[str, Any]) -> None:
    game, options = make(game_id, config)
    for seed in DEEP_SEEDS:
        state = game.setup(options, seed)
        rng = Rng.from_seed(seed + 100)
        steps = 0
        while not game.is_over(state):
            if steps % DEEP_EVERY == 0:
                step_checks(game, state, rng)
                view_checks(game, state, rng)
                event_checks(game, state, rng)
            seat = rng.choice(game.active_seats(state))
            game.apply(state, seat, game.sample_action(state, seat, rng))
            steps += 1
        step_checks(game, state, rng)
        view_checks(game, state, rng)


@pytest.mark.parametrize(("game_id", "config"), CONFIGS)
def test_replay_save_load_and_json_round_trip(game_id: str, config: dict[str, Any],
                                              tmp_path: Any) -> None:
    game, options = make(game_id, config)
    for seed in DEEP_SEEDS:
        result, state, record = play_random(game, options, seed, record=True)
        assert record is not None
        assert state_hash(replay(game, record)) == result.hash
        reparsed = GameRecord.model_validate_json(record.model_dump_json())
        assert state_hash(replay(game, reparsed)) == result.hash
        loaded = game.load_state(state.model_dump_json())
        assert state_hash(loaded) == result.hash and loaded == state
        # through a match and a save file on disk
        seats = [SeatSpec(name=f"P{i}") for i in range(options.players)]
        times = iter([step.t for step in record.actions])
        match = Match(game, options, seed, seats, clock=lambda t=times: next(t))
        for step in record.actions:
            match.submit(step.seat, step.action)
        assert match.hash() == result.hash
        path = tmp_path / f"{seed}.roadie.json"
        match.save(path)
        _, reloaded = read_save(path)
        assert state_hash(reloaded) == result.hash


@pytest.mark.parametrize(("game_id", "config"), CONFIGS)
def test_records_replay_prefixes_identically(game_id: str, config: dict[str, Any]) -> None:
    """Replaying any prefix of a record gives the state the game had at that point."""
    game, options = make(game_id, config)
    _, _, record = play_random(game, options, 3, record=True)
    assert record is not None
    state = game.setup(options, 3)
    for n, step in enumerate(record.actions[:60]):
        game.apply(state, step.seat, game.parse_action(step.action))
        prefix = GameRecord(game=record.game, options=record.options, seed=3,
                            actions=record.actions[:n + 1])
        assert state_hash(replay(game, prefix)) == state_hash(state)
