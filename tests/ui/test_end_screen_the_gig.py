"""The Gig's end screen: a breakdown per song and the final boards, beside the scores."""

from __future__ import annotations

import pytest
from tests.screenshots_the_gig import Driver
from tests.ui.conftest import keep_shot

from roadie import games
from roadie.match.client import LocalClient
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.end_screen import EndScreen

FOUR = ["Ana", "Ben", "Cleo", "Dev"]


def finish(qtbot, seats, options):
    """A game of The Gig played to its end by seeded random choices, and its end screen."""
    game = games.get("the-gig")
    match = Match(game, game.make_options(len(seats), {"content_pack": "standard", **options}),
                  5, [SeatSpec(name=name) for name in seats])
    Driver(match).until(match.is_over, limit=20_000)
    client = LocalClient(match)
    end = EndScreen(client)
    qtbot.addWidget(end)
    end.resize(1280, 800)
    end.show()
    return end, client


def line(sheet, seat, label):
    return next(x.points for x in sheet.seats[seat].lines if x.label == label)


@pytest.mark.parametrize(("seats", "options", "shot"), [
    (FOUR, {"audience": True}, "end_the_gig"),
    (FOUR[:1], {"audience": True, "timer": 40, "difficulty": "hard"}, "end_the_gig_showdown"),
], ids=["four-players", "showdown"])
def test_each_song_adds_up_to_the_final_harmonies_and_solo(qtbot, seats, options, shot):
    end, client = finish(qtbot, seats, options)
    sheet = client.score()
    songs = end.songs
    view = client.view()
    assert songs.columnCount() == len(view.songs) + 1  # and "All songs"
    assert songs.rowCount() == len(sheet.seats)  # The Challenger too, in The Showdown
    for seat in range(len(view.players)):
        harmonies, solo, _symbols = songs.item(seat, len(view.songs)).text().split(" · ")
        assert int(harmonies) == line(sheet, seat, "Harmonies")
        assert int(solo) == line(sheet, seat, "Solo")
        per_song = [songs.item(seat, n).text().split(" · ") for n in range(len(view.songs))]
        assert [int(h) for h, _s, _y in per_song] == view.players[seat].harmonies
    if view.challenger is not None:  # no board, no harmonies, no solo: its symbols only
        assert all(songs.item(1, n).text().startswith("– · – · ")
                   for n in range(len(view.songs) + 1))
    assert len(end.chart.marks) == len(view.songs)  # a dashed line where each song began
    assert len(end.boards.grids) == len(view.players)
    assert [g.grooves for g in end.boards.grids] == [
        [(tuple(g.cells), tuple(g.crossed)) for g in p.grooves] for p in view.players]
    keep_shot(end, f"{shot}")


def test_the_chart_legend_names_every_seat_in_full(qtbot):
    end, _client = finish(qtbot, FOUR[:1], {"timer": 40})
    chart = end.chart
    assert any(text.startswith("The Challenger: ") for text in chart.legend())
    assert chart.plot_right() + 40 + max(chart.fontMetrics().horizontalAdvance(t)
                                         for t in chart.legend()) <= chart.width()
