"""Every game's end screen: who won, the breakdown and (scored games) the chart."""

from __future__ import annotations

import pytest
from tests.ui.conftest import keep_shot

from roadie import games
from roadie.core.rng import Rng
from roadie.match.client import LocalClient
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.end_screen import EndScreen


def ended(game_id: str, players: int) -> LocalClient:
    """A game played to its end by seeded random legal actions."""
    game = games.get(game_id)
    match = Match(game, game.make_options(players), 3,
                  [SeatSpec(name=f"Player {n + 1}") for n in range(players)])
    rng = Rng.from_seed(7)
    while not match.is_over():
        seat = match.active_seats()[0]
        match.submit(seat, game.sample_action(match.state, seat, rng))
    return LocalClient(match)


@pytest.mark.parametrize(("game_id", "players", "columns"), [
    ("rock-hard-1977", 5, 9), ("big-easy-busking", 3, None), ("gig-dice", 2, None),
])
def test_the_other_games_end_screens_show_every_seat_and_column(qtbot, game_id, players,
                                                                 columns):
    client = ended(game_id, players)
    end = EndScreen(client)
    qtbot.addWidget(end)
    end.resize(1280, 800)
    end.show()
    sheet = client.score()
    assert end.table.rowCount() == len(sheet.seats)
    labels = {line.label for seat in sheet.seats for line in seat.lines}
    total = 1 if client.info.scored else 0
    assert end.table.columnCount() == 1 + len(labels) + total
    if columns is not None:
        assert end.table.columnCount() - 1 == columns  # the score columns, Total among them
    assert (end.chart is not None) == client.info.scored
    assert end.songs is None and end.boards is None  # The Gig's pieces only
    keep_shot(end, f"end_{game_id}")
