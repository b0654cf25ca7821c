"""Issue 14: the help line under the action log follows the phase it describes."""

from __future__ import annotations

from tests.ui.test_rock_hard_board import draft_through
from tests.ui.test_rock_hard_board import table as rock_hard
from tests.ui.test_the_gig_table import advance
from tests.ui.test_the_gig_table import table as the_gig


def test_the_gigs_help_line_follows_the_song_the_solos_and_the_applause(window):
    screen, board, match = the_gig(window, audience=True)
    assert "lit space of the song" in screen.hint.text()
    advance(match, lambda: match.state.phase == "solo")
    screen.refresh()
    assert "solo grid" in screen.hint.text() and "song" not in screen.hint.text().split(",")[0]
    assert "lit space" not in screen.hint.text()
    advance(match, lambda: match.state.phase == "applause")
    screen.refresh()
    assert "Audience card" in screen.hint.text() and "solo grid" not in screen.hint.text()
    assert screen.hint.text() == board.hint()


def test_rock_hards_help_line_says_how_to_draft_then_how_to_place(window):
    screen, _board, match = rock_hard(window, players=2)
    assert "click the card you choose" in screen.hint.text()
    assert "standee" not in screen.hint.text()
    draft_through(match)
    screen.refresh()
    assert "Drag your standee" in screen.hint.text()
