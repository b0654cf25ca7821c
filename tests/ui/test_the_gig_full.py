"""Whole games of The Gig in the window: four players with the Audience, and The Showdown."""

from __future__ import annotations

import pytest
from tests.screenshots_the_gig import Driver

from roadie.ui.launcher import NewGame

FOUR = [("Ana", "human", "random"), ("Ben", "human", "random"), ("Cleo", "human", "random"),
        ("Dev", "human", "random")]


@pytest.mark.parametrize(("seats", "options"), [
    (FOUR, {"audience": True}),
    (FOUR[:1], {"audience": True, "timer": 40, "difficulty": "hard"}),
], ids=["four-players", "showdown"])
def test_a_whole_game_reaches_the_final_breakdown(window, qtbot, seats, options):
    assert window.start_game(NewGame("the-gig", {"content_pack": "standard", **options}, 5, seats))
    match = window.game_screen.client.match
    window.game_screen.ctl.stop()
    Driver(match).until(match.is_over, limit=20_000)
    qtbot.waitUntil(lambda: window.end is not None, timeout=5000)
    table = window.end.table
    rows = table.rowCount()
    assert rows == len(seats) + (1 if len(seats) == 1 else 0)  # The Challenger has a row too
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert {"Solo", "Harmonies", "Total"} <= set(headers)


def test_a_rebuilt_table_keeps_the_showdown_timer_running(window, qtbot):
    """Rebuilding the table (a new language, new settings) must not give the player more time."""
    new = NewGame("the-gig", {"content_pack": "standard", "timer": 40}, 5, FOUR[:1])
    assert window.start_game(new)
    match = window.game_screen.client.match
    window.game_screen.ctl.stop()
    now = [5.0]
    match.clock = lambda: now[0]
    die = match.state.dice[0]
    match.submit(0, {"kind": "place", "die": die.id, "row": die.value, "col": None})
    now[0] = 25.0
    window._rebuild_game_pages()
    left = window.game_screen.board.countdown.time_left()
    assert left is not None and left <= 40 - (25.0 - match.state.song_started) + 0.01


def test_without_the_audience_its_space_shows_the_set_list(window, qtbot):
    assert window.start_game(NewGame("the-gig", {"content_pack": "standard"}, 5, FOUR[:2]))
    board, match = window.game_screen.board, window.game_screen.client.match
    window.game_screen.ctl.stop()
    assert board.items.set_list.isVisible() and not board.items.deck.isVisible()
    first = board.kit.pack.song(match.state.songs[0]).title
    assert f"1. {first}" in board.items.set_list.toPlainText()
    assert all(t.action.kind != "pass" for t in board.turn_actions())
