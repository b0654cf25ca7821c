"""Teaching at the table: a "why not?" callout during a real drag, teaching mode's hover
lessons, and a tooltip on every board element of every table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from tests.ui.conftest import point_of, press_and_move
from tests.ui.test_rock_hard_board import table, to_my_turn

from roadie.games.big_easy_busking.content import Mood, moods_match
from roadie.games.rock_hard_1977 import actions as a
from roadie.storage.settings import Settings
from roadie.ui.games.big_easy_busking.teaching import matches
from roadie.ui.launcher import NewGame
from roadie.ui.scene.piece import Target
from roadie.ui.scene.tooltips import shown_tooltip

SHOTS = "/tmp/shots"


def test_a_forbidden_space_says_why_not_while_the_standee_is_dragged_over_it(window):
    window.resize(1280, 800)
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    needy = next(space for space in board.spaces.items
                 if "needs" in str(getattr(screen.client.why_not(a.Place(space=space)),
                                           "message", "")))
    target = board.spaces.items[needy]
    before = match.hash()
    press_and_move(board.view, board.mat.standee, point_of(board.view, target))
    callout = board.scene.callout
    assert callout.isVisible() and callout.target is target
    assert callout.text.startswith("That space needs 1 Record Contract; you have 0.")
    assert "Rock Hard: 1977" in callout.text  # the rule's citation
    assert match.hash() == before  # asking changed nothing
    window.grab().save(f"{SHOTS}/why-not-drag.png")
    QTest.mouseRelease(board.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, point_of(board.view, target))
    assert not callout.isVisible() and match.hash() == before
    QCoreApplication.processEvents()


# --- teaching mode -------------------------------------------------------------------------

def hover_text(board, item) -> str:
    """The tooltip shown when the pointer rests on *item* (as Qt asks the scene for it)."""
    view = board.view
    at = view.mapFromScene(item.sceneBoundingRect().center())
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, at,
                                                       view.viewport().mapToGlobal(at)))
    tip = shown_tooltip()
    text = tip.text() if tip is not None and tip.isVisible() else ""
    return text


def shot_with_tip(window, name: str) -> None:
    """The window with the tooltip shown over it, as a player sees both."""
    image = window.grab()
    tip = shown_tooltip()
    if tip is not None:
        painter = QPainter(image)
        painter.drawPixmap(tip.geometry().topLeft() - window.mapToGlobal(QPoint(0, 0)),
                           tip.grab())
        painter.end()
    image.save(f"{SHOTS}/{name}.png")


def test_rock_hard_teaching_mode_tells_a_spaces_needs_price_and_benefit_for_you(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    indie = board.spaces.items["indie-3"]
    board.set_teaching(False)
    short = hover_text(board, indie)
    assert short and "For you now" not in short
    board.set_teaching(True)
    text = hover_text(board, indie)
    assert "For you now" in text and "It asks: " in text and "It gives: " in text
    assert "That space needs 1 Record Contract; you have 0." in text  # the rules' own words
    assert "Action Phases" in text  # each rule with its section
    QToolTip.hideText()


def test_the_gigs_teaching_mode_explains_your_instruments_symbols_multipliers_and_grooves(
        window):
    window.resize(1280, 800)
    seats = [("Ana", "human", "random"), ("Ben", "bot", "random")]
    assert window.start_game(NewGame("the-gig", {"content_pack": "standard"}, 5, seats))
    screen = window.game_screen
    screen.ctl.stop()
    board = screen.board
    QCoreApplication.processEvents()
    player = screen.client.view().players[0]
    name = board.kit.pack.instrument(player.instrument).name
    board.set_teaching(True)
    text = hover_text(board, board.items.grid)
    assert f"You play the {name}" in text
    assert "Multipliers on your grid: ×" in text and "Grooves drawn so far: 0." in text
    assert "spaces; 0 are in your grooves" in text
    assert "Instrument Symbols" in text  # your instrument's own rule, with its section
    shot_with_tip(window, "teaching-hover-the-gig")
    QToolTip.hideText()


def test_busking_teaching_mode_says_which_crowds_your_songs_match(window):
    seats = [("Ana", "human", "random"), ("Ben", "bot", "random")]
    assert window.start_game(NewGame("big-easy-busking", {}, 3, seats))
    screen = window.game_screen
    screen.ctl.stop()
    board = screen.board
    board.set_teaching(True)
    view = screen.client.view()
    crowd = hover_text(board, board.street.crowds[0])
    assert "Its mood is " in crowd
    card = next(c for c in board.songs.cards.values() if c.ref.kind == "hand")
    song = hover_text(board, card)
    assert "matches" in song and view.buskers[0].hand
    QToolTip.hideText()


def test_busking_moods_match_as_the_rules_say() -> None:
    for song in Mood:
        for crowd in Mood:
            assert matches(song.value, crowd.value) == moods_match(song, crowd)
    assert not matches("chill", None)


def test_teaching_mode_is_on_for_a_first_game_and_off_after_it() -> None:
    settings = Settings()
    assert settings.teaches("the-gig")
    settings.learned("the-gig")
    assert not settings.teaches("the-gig") and settings.teaches("rock-hard-1977")
    assert Settings(teaching="on", taught=["the-gig"]).teaches("the-gig")
    assert not Settings(teaching="off").teaches("the-gig")


def test_the_view_menu_turns_teaching_mode_on_and_off_at_the_table(window):
    _screen, board, _match = table(window, players=2)
    assert window.teaching_action.isEnabled()
    assert window.teaching_action.isChecked() == board.scene.teaching
    window.teaching_action.trigger()
    assert board.scene.teaching == window.teaching_action.isChecked()


# --- every element explains itself ---------------------------------------------------------

@pytest.mark.parametrize("game_id", ["gig-dice", "the-gig", "big-easy-busking",
                                     "rock-hard-1977"])
def test_every_board_element_has_a_tooltip(window, game_id):
    seats = [("Ana", "human", "random"), ("Ben", "bot", "random"), ("Cleo", "bot", "random")]
    assert window.start_game(NewGame(game_id, {"content_pack": "standard"}, 5, seats))
    screen = window.game_screen
    screen.ctl.stop()
    board = screen.board
    elements = [i for i in board.scene.items() if i.isVisible()
                and (isinstance(i, Target) or i.parentItem() is None)]
    assert len(elements) > 10
    bare = [type(i).__name__ for i in elements if not tip_of(i) and not board.lesson(i)]
    assert bare == []


def tip_of(item) -> str:
    """The tooltip Qt shows for *item*: its own or its nearest ancestor's."""
    while item is not None:
        if item.toolTip():
            return item.toolTip()
        item = item.parentItem()
    return ""
