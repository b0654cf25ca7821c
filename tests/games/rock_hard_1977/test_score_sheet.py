"""The score sheet counts each Fame change in a column a player recognises, not by rule id."""

from __future__ import annotations

from roadie.games.rock_hard_1977 import scoring
from roadie.games.rock_hard_1977.content import Group

from .table import GAME, drafted


def test_each_source_of_fame_has_its_column() -> None:
    cat = drafted().cat
    gig = next(s.id for s in cat.spaces.values() if s.group is Group.GIG)
    studio = next(s.id for s in cat.spaces.values() if s.group is Group.STUDIO)
    hang_out = next(iter(cat.pack.hangouts)).id
    assert scoring.source(cat, "goal:night-crawler") == scoring.GOALS
    assert scoring.source(cat, "bonus:most-gigs") == scoring.BONUSES
    assert scoring.source(cat, "ah.sets") == scoring.HANG_OUTS
    assert scoring.source(cat, hang_out) == scoring.HANG_OUTS
    assert scoring.source(cat, "night.gig") == scoring.GIGS
    assert scoring.source(cat, gig) == scoring.GIGS
    assert scoring.source(cat, studio) == scoring.PROMOTION
    assert scoring.source(cat, "managers.pay") == scoring.MANAGERS
    assert scoring.source(cat, "cleanup.royalties") == scoring.ROYALTIES
    assert scoring.source(cat, "end.cash") == scoring.FINAL
    assert scoring.source(cat, "choice") == scoring.CARDS


def test_the_sheet_adds_up_to_the_fame_in_its_own_columns() -> None:
    state = drafted(4)
    p = state.players[0]
    p.ledger = {"ah.sets": 5, "ah.hangout": 2, "night.gig": 3, "managers.pay": -4}
    p.fame, p.goals = 6, []  # no end-game goal counted as if it ended now
    sheet = GAME.score(state)
    lines = {line.label: line.points for line in sheet.seats[0].lines}
    assert set(lines) <= set(scoring.SOURCES)
    assert lines[scoring.HANG_OUTS] == 7 and lines[scoring.GIGS] == 3
    assert lines[scoring.MANAGERS] == -4
    assert sum(lines.values()) == sheet.seats[0].total == 6


def test_the_end_of_the_game_names_its_winners() -> None:
    from roadie.games.rock_hard_1977 import events, rounds

    state = drafted(3)
    state.players[1].fame = 30
    found = rounds.end_game(state)
    assert isinstance(found[-1], events.GameEnded)
    assert found[-1].winners == GAME.score(state).winners == [1]
