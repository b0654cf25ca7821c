""""Why not?": the rules say why they would refuse an action before it is taken, and nothing
changes; a table client asks them for its seat, in this process or across the network."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.core.rng import Rng
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.storage.saves import SeatSpec


def refused_and_legal(match: Match, seat: int) -> tuple[Any, Any]:
    """One action the rules refuse *seat* now, and one they take."""
    legal = match.legal_actions(seat)
    refused = next(x for x in match.game.candidate_actions(match.state, seat) if x not in legal)
    return refused, legal[0]


def test_check_names_the_rule_apply_would_refuse_with_and_changes_nothing() -> None:
    game = games.get("gig-dice")
    match = Match(game, game.make_options(2), 5, [SeatSpec(name="Ana"), SeatSpec(name="Ben")])
    refused, legal = refused_and_legal(match, 0)
    before = state_hash(match.state)
    found = game.check(match.state, 0, refused)
    try:
        game.apply(match.state.model_copy(deep=True), 0, refused)
    except RuleViolation as refusal:
        assert found is not None and (found.rule_id, found.message) == (refusal.rule_id,
                                                                        refusal.message)
    assert game.check(match.state, 0, legal) is None
    assert state_hash(match.state) == before


def test_a_local_client_asks_for_its_own_seats_only() -> None:
    game = games.get("gig-dice")
    match = Match(game, game.make_options(2), 5,
                  [SeatSpec(name="Ana"), SeatSpec(name="Ben", kind="bot")])
    client = LocalTable.around(match).client
    refused, legal = refused_and_legal(match, 0)
    before = match.hash()
    violation = client.why_not(refused)
    assert violation is not None and violation.rule_id.startswith("gig-dice/")
    assert client.why_not(legal) is None
    assert client.why_not(legal, seat=1).rule_id == "roadie/seat"  # type: ignore[union-attr]
    assert match.hash() == before and not match.record.actions


@pytest.mark.parametrize("game_id", games.available())
def test_check_never_touches_the_state_and_takes_every_legal_action(game_id: str) -> None:
    game = games.get(game_id)
    low = 1 if game.info.solo else game.info.min_players
    state = game.setup(game.make_options(max(2, low)), 7)
    rng = Rng.from_seed(3)
    for _step in range(40):
        if game.is_over(state):
            break
        seat = game.active_seats(state)[0]
        legal = game.legal_actions(state, seat)
        for action in game.candidate_actions(state, seat)[:12]:
            before = state_hash(state)
            refusal = game.check(state, seat, action)
            assert state_hash(state) == before
            assert refusal is None or action not in legal  # a legal action is never refused
        game.apply(state, seat, rng.choice(legal))
