"""The public score the host works out after every step of The Gig (sent to every peer) is
the plain one: a solo's points kept per set of grooves equal the solo worked out afresh, and
the lines built without validation equal their validated twins."""

from __future__ import annotations

import random

import pytest

from roadie import games
from roadie.core.game import ScoreSheet
from roadie.games.the_gig import scoring, solo, table


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_gigs_score_after_every_action_is_the_plain_one(seed: int) -> None:
    game = games.get("the-gig")
    state = game.setup(game.make_options(4), seed)
    rng = random.Random(seed)
    grooves_seen = 0
    while not game.is_over(state):
        seat = game.active_seats(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        sheet = scoring.score(state)
        assert ScoreSheet.model_validate(sheet.model_dump()) == sheet
        assert sheet.model_dump() == ScoreSheet.model_validate(sheet.model_dump()).model_dump()
        for s, player in enumerate(state.players):
            plain = solo.solo_points(table.instrument(state, s), player.grooves)
            assert sheet.seats[s].lines[0].points == plain
            assert sheet.seats[s].total == sum(line.points for line in sheet.seats[s].lines)
            grooves_seen += len(player.grooves)
    assert grooves_seen  # solos were drawn: the kept points were put to the test
