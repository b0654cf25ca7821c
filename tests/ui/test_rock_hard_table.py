"""Rock Hard: 1977's table in sight: the month's banner, the chips beside the standees, the
decision buttons under their prompt, and tooltips that ask the rules only when hovered."""

from __future__ import annotations

from html import escape

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from tests.ui.conftest import point_of
from tests.ui.test_rock_hard_board import draft_through, table, to_my_turn

from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import events as e
from roadie.ui.scene.draw import fitted_font
from roadie.ui.teaching.explain import refusal_text


@pytest.fixture
def german(window):
    window.set_language("de")
    yield window
    window.set_language("en")


def longest_month(board, metrics):
    """The new month whose banner is widest: September, the longest Event and Random Gig."""
    cat = board.ctx.cat
    months = [e.Stage(round=6, stage="prep", event=event, gig=gig)
              for event in cat.events for gig in cat.gigs]
    return max(months, key=lambda m: metrics.horizontalAdvance(board.describe(m)))


def test_the_month_banner_takes_one_line_and_stays_in_sight_on_a_smaller_window(window):
    screen, board, _match = table(window, players=2)
    window.resize(1280, 800)
    QCoreApplication.processEvents()
    toast = screen.toast
    month = longest_month(board, toast.fontMetrics())
    board.animate([month])
    QCoreApplication.processEvents()  # the banner follows the toast of the action before
    one_line = toast.fontMetrics().lineSpacing() + 30  # its padding and border
    assert toast.isVisible() and toast.text() == board.describe(month)
    assert toast.height() <= one_line
    window.resize(1024, 640)
    QCoreApplication.processEvents()
    assert toast.isVisible() and toast.height() <= one_line
    assert screen.view.rect().contains(toast.geometry())


def test_a_long_hot_chip_never_touches_the_rising_star_or_a_standee(german):
    """April of a two-player game: the Rising Star's cube stands on Backstage, whose Hot
    chip says "Angesagt 11" in German; it goes a row up rather than touch the chip."""
    _screen, board, match = table(german, players=2)
    draft_through(match)
    board.render()
    backstage = board.spaces.items["backstage"]
    assert backstage.chip == "Angesagt 11" and [m.cube for m in backstage.marks] == [True]
    for space_id, item in board.spaces.items.items():
        chip = item.chip_rect()
        for mark in item.mark_rects():
            assert chip is None or not chip.adjusted(-2, -2, 2, 2).intersects(mark), space_id
            assert item.inner().adjusted(-1, -1, 1, 1).contains(mark), space_id


def test_the_decision_buttons_lie_under_their_prompt_in_german(german):
    screen, board, match = table(german, players=2)
    to_my_turn(match, screen.ctl)
    panel = board.choices.panel
    buttons = board.choices.shown()
    assert buttons and len(panel.lines[0].text) > 80  # a prompt of three lines
    for button in buttons:
        assert button.rect.top() >= panel.text_bottom(), button.label
        assert panel.rect.contains(button.rect), button.label


def test_a_space_asks_the_rules_why_not_only_when_hovered(window):
    """During your turn the tooltips no longer ask why not for every space on every redraw:
    hovering a space asks for it alone, and its tooltip reads as it always did."""
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    client, asked = screen.ctl.client, []
    ask = client.why_not
    client.why_not = lambda action: asked.append(action) or ask(action)
    board.render()
    assert asked == []
    item = board.spaces.items["tjs"]  # a Night space by Day
    quiet = item.toolTip()
    QTest.mouseMove(board.view.viewport(), QPoint(1, 1))  # from wherever a test left it
    QTest.mouseMove(board.view.viewport(), point_of(board.view, item))
    assert asked == [a.Place(space="tjs")]
    why = refusal_text(ask(a.Place(space="tjs")))
    assert "not open in this phase (the Day)" in why
    assert item.toolTip() == quiet.replace("</b></p>", f" {escape(why)}</b></p>", 1)
    board.render()  # redrawn while hovered: asked again at once
    assert len(asked) == 2 and why in item.toolTip()


def test_a_space_s_tooltip_follows_who_stands_there(window):
    """Tooltips are written once for what they say: a standee arriving still shows."""
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    song = board.spaces.items["song"]
    assert "Here now" not in song.toolTip()
    assert screen.ctl.submit(a.Place(space="song"))
    assert "Here now: Ana." in song.toolTip()
    assert screen.ctl.undo()
    assert "Here now" not in song.toolTip()


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_card_offered_in_the_drafts_shows_its_whole_name(window, language):
    """A draft card's name is never cut short ("Employee of the Month · 4…"): on one line,
    or on two, each fitting the card, every word kept."""
    window.set_language(language)
    try:
        _screen, board, match = table(window, players=2)
        seen = 0
        while match.state.stage == "draft":
            seat = match.active_seats()[0]
            if seat == 0:
                board.render()
                for button in (b for b in board.choices.shown() if b.big):
                    width = button.rect.width() - 16
                    lines, size = button.heading_lines(24.0, width)
                    assert " ".join(lines) == button.label
                    metrics = QFontMetricsF(fitted_font(max(lines, key=len), size, width, True))
                    assert all(metrics.horizontalAdvance(line) <= width for line in lines)
                    seen += 1
            match.submit(seat, match.legal_actions(seat)[0])
        assert seen >= 5
    finally:
        window.set_language("en")
