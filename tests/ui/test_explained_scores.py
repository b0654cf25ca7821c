"""Teaching: every score line opens to the rule that scored it and the moments it was earned;
The Challenger's and the Robot's decisions are told step by step with their rule or card line."""

from __future__ import annotations

import os
import re

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from tests.ui.conftest import controller_for, keep_shot, play_bot
from tests.ui.test_end_screen import ended

from roadie.core.position import load_rolls
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec
from roadie.ui.end_screen import EndScreen
from roadie.ui.launcher import NewGame
from roadie.ui.score_explain import ScoreExplainer
from roadie.ui.texts import citation

ROLE = Qt.ItemDataRole.UserRole
SIGNED = re.compile(r"(?:action \d+|setting up): ([+-]\d+): ")
ADDED_UP = {"Harmonies", "Unplaced dice", "Head start", "Starting money", "1st place payouts",
            "Threshold payouts", "Matched moods", "Abilities", "Tips paid",
            "Standards paid for", "Gigs", "Hang Outs", "Studios and promotion",
            "Personal Goals", "Bonuses", "Royalties", "Managers", "Game end", "Cards and perks"}
"""Lines whose moments each give their points: together they make the line."""
WHEN = {"the-gig": "Song ", "big-easy-busking": "Round ", "rock-hard-1977": "Month "}


def opened_lines(end: EndScreen, client) -> list[tuple[object, str]]:
    """Open every score of the end screen's table; each line with its explained text."""
    found = []
    seats = {s.seat: s for s in client.score().seats}
    for row, seat in enumerate(end.order):
        for column, label in enumerate(end.labels, start=1):
            line = next((x for x in seats[seat].lines if x.label == label), None)
            if line is None:
                continue
            tree = end.explain(row, column).tree
            item = tree.currentItem()
            assert item is not None and item.isExpanded() and item.data(0, ROLE) == label
            found.append((line, tree.text_of(item)))
    return found


@pytest.mark.parametrize(("game_id", "players"), [
    ("the-gig", 1), ("the-gig", 2), ("big-easy-busking", 1), ("big-easy-busking", 3),
    ("rock-hard-1977", 3), ("gig-dice", 2),
])
def test_every_end_screen_score_opens_to_its_rule_and_moments(qtbot, game_id, players):
    client = ended(game_id, players)
    end = EndScreen(client)
    qtbot.addWidget(end)
    end.resize(1280, 800)
    end.show()
    lines = opened_lines(end, client)
    assert lines
    for line, text in lines:
        assert line.rule and f"[{line.rule}]" in text and citation(line.rule) in text
        moments = [int(n) for n in SIGNED.findall(text)]
        if line.label in ADDED_UP:
            assert sum(moments) == line.points, text
        if game_id in WHEN and moments and line.label not in ("Starting money", "Head start"):
            assert WHEN[game_id] in text, text  # the song, round or month it was earned in
    if client.info.scored:  # every scored game tells where some points came from
        assert any(SIGNED.search(text) for _line, text in lines)


def test_enter_on_an_end_screen_score_opens_it(qtbot):
    client = ended("big-easy-busking", 1)
    end = EndScreen(client)
    qtbot.addWidget(end)
    end.show()
    column = end.labels.index("1st place payouts") + 1
    end.table.setFocus()
    end.table.setCurrentCell(0, column)
    QTest.keyClick(end.table, Qt.Key.Key_Return)
    shown = end.explanation
    assert shown is not None and shown.isVisible()
    item = shown.tree.currentItem()
    assert item.data(0, ROLE) == "1st place payouts" and item.isExpanded()
    assert "Crowd payouts" in shown.tree.text_of(item)  # the rule's title
    shown.close()


def test_hovering_a_line_shows_its_rule_and_clicking_it_opens_it(qtbot):
    client = ended("the-gig", 1)
    seat = client.score().seats[0]
    tree = ScoreExplainer()
    qtbot.addWidget(tree)
    tree.resize(600, 400)
    tree.show()
    tree.show_seat(client, seat)
    item = tree.topLevelItem([x.label for x in seat.lines].index("Harmonies"))
    assert "Harmonies" in item.toolTip(0) and "2. The Bridge" in item.toolTip(0)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(item).center())
    assert item.isExpanded()
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(item).center())
    assert not item.isExpanded()


def test_the_scoreboard_opens_a_seats_score_by_click_and_by_keys(window, qtbot):
    assert window.start_game(NewGame("big-easy-busking", {"content_pack": "standard"}, 5,
                                     [("Ana", "human", "random")]))
    screen = window.game_screen
    screen.curtain.hide()
    match = screen.client.match
    while match.state.round == 1:
        play_bot(match, 0)
    screen.refresh()
    board = screen.scoreboard
    QTest.mouseClick(board.rows[0][1], Qt.MouseButton.LeftButton)
    shown = board.explanation
    assert shown is not None and shown.isVisible() and "Ana" in shown.windowTitle()
    labels = [shown.tree.topLevelItem(n).data(0, ROLE)
              for n in range(shown.tree.topLevelItemCount())]
    assert labels == [x.label for x in screen.client.score().seats[0].lines]
    item = shown.tree.open_line("1st place payouts") or shown.tree.open_line("Starting money")
    assert "Round 1" in shown.tree.text_of(item) or "setting up" in shown.tree.text_of(item)
    board.setFocus()
    QTest.keyClick(board, Qt.Key.Key_Down)
    QTest.keyClick(board, Qt.Key.Key_Return)
    robot = board.explanation
    assert robot is not shown and robot.isVisible() and board.chosen == 1  # the Robot's row
    item = robot.tree.open_line("Starting money")
    assert item is not None and "given when the game was set up" in robot.tree.text_of(item)
    robot.close()


def test_a_projection_says_what_moved_it(window):
    from roadie.games.the_gig import actions as ga
    from roadie.games.the_gig.content import NOTATION, Symbol

    assert window.start_game(NewGame("the-gig", {"content_pack": "standard"}, 5,
                                     [("Ana", "human", "random"), ("Ben", "human", "random")]))
    screen = window.game_screen
    screen.curtain.hide()
    board, match = screen.board, screen.client.match
    for symbol in NOTATION:
        match.state.players[0].marks[symbol] = 1
    board.ctl.forget()
    screen.refresh()
    die = next(d for d in match.state.dice if d.seat == 0 and d.where == "tray")
    assert board.ctl.submit(ga.UseNotation(die=die.id, symbol=Symbol.FLAT))
    board.ctl.spread.settle()  # the side panel follows the board a turn later
    note = screen.score_note.text()
    assert "Notation sets -5" in note and "Ana used Flat" in note  # the line, and the cause


# --- the glass boxes --------------------------------------------------------------------------

def showdown_board(qtbot):
    from roadie.games.the_gig import GAME as GIG
    from roadie.ui.games.the_gig.board import Board as GigBoard

    match = Match(GIG, GIG.make_options(1, {"audience": True}), 5, [SeatSpec(name="Ana")])
    board = GigBoard(controller_for(match))
    qtbot.addWidget(board.view)
    board.view.resize(1000, 720)
    board.view.show()
    return match, board


def test_the_challengers_glass_box_tells_each_step_with_its_rule(qtbot):
    from tests.ui.test_the_gig_table import advance

    from roadie.games.the_gig import actions as ga

    match, board = showdown_board(qtbot)
    glass = board.glass
    assert glass is not None and glass.steps  # song 1 and the roll made at setup
    told = len(glass.steps)
    dice = tuple(d.id for d in match.state.dice if d.seat == 0)
    free = next(c for c in range(6) if not any(
        cd.row == 3 and cd.col == c for cd in match.state.challenger.dice))
    load_rolls(match.state, 2, 2, 2, 2, 3)
    assert board.ctl.submit(ga.Reroll(dice=dice))
    load_rolls(match.state, 1, 1, 1, 1, 6)
    assert board.ctl.submit(ga.Reroll(dice=dice))
    place = next(x for x in match.legal_actions(0) if isinstance(x, ga.Place) and x.col is not None)
    assert board.ctl.submit(place)
    new = glass.steps[told:]
    assert [s.rule for s in new] == ["the-gig/showdown.challenger",
                                     "the-gig/showdown.challenger",
                                     "the-gig/showdown.reroll-end"]
    assert new[0].text.startswith(f"Rolled a 3: onto the leftmost free space of row 3 "
                                  f"(space {free + 1})")
    assert new[1].text.startswith("Rolled a 6: a 6 never goes on the song")
    assert new[2].text.startswith("You placed a die: no more re-rolling")
    advance(match, lambda: match.state.song == 1)
    rules = [s.rule for s in glass.steps]
    assert "the-gig/bridge.remove" in rules and "the-gig/showdown.unplaced" in rules
    assert "the-gig/showdown.applause" in rules
    assert glass.list.count() == len(glass.steps)
    for n, step in enumerate(glass.steps):  # each line cites its section; hover: the rule
        item = glass.list.item(n)
        assert item.text().startswith(step.text) and item.text().endswith("]")
        assert "The Gig" in item.toolTip()
    window = glass.open_all()
    assert window.isVisible()
    window.close()


def test_the_glass_box_lies_over_the_challengers_panel(qtbot):
    from roadie.ui.games.the_gig import layout as L

    _match, board = showdown_board(qtbot)
    board.glass.place()
    panel = board.view.mapFromScene(L.OTHERS).boundingRect()
    assert board.glass.isVisible() and panel.contains(board.glass.geometry())


def test_the_robots_narration_cites_its_card_line(qtbot):
    from roadie.games.big_easy_busking import GAME as BUSKING
    from roadie.ui.games.big_easy_busking.board import Board as BuskingBoard
    from roadie.ui.games.big_easy_busking.narration import step_text
    from roadie.ui.games.big_easy_busking.texts import robot_lines

    match = Match(BUSKING, BUSKING.make_options(1, {}), 5, [SeatSpec(name="Ana")])
    board = BuskingBoard(controller_for(match))
    qtbot.addWidget(board.view)
    told = []
    board.side.tell = lambda view, me, step, sentence: told.append((step, sentence))
    for _ in range(12):
        play_bot(match, 0)
        board.narrator.flush()
        if told:
            break
    assert told, "the Robot took a turn"
    card = board.robot_card
    for step, sentence in told:
        assert sentence and 0 <= step < len(card.steps)
        line = f"{step + 1}. {step_text(card.steps[step])}"
        lines = robot_lines(board.ctx, match.game.view(match.state, 0), board.side.robot,
                            step, sentence)
        lit = [x.text for x in lines if getattr(x, "lit", False)]
        assert lit == [line] and lines[-1].text == sentence  # the card line it follows


# --- screenshots ------------------------------------------------------------------------------

def composite(window, dialog, name: str) -> None:
    """The window with *dialog* drawn over it where it stands (a separate top-level)."""
    shot = window.grab()
    painter = QPainter(shot)
    at = window.mapFromGlobal(dialog.mapToGlobal(QPoint(0, 0)))
    painter.drawPixmap(at, dialog.grab())
    painter.end()
    folder = os.environ.get("ROADIE_SHOTS")
    if folder:
        shot.save(os.path.join(folder, f"{name}.png"))


def test_shots_of_an_explained_score_line_and_the_glass_box(window, qtbot):
    window.resize(1280, 800)
    assert window.start_game(NewGame("the-gig", {"content_pack": "standard", "audience": True},
                                     5, [("Ana", "human", "random")]))
    screen = window.game_screen
    screen.curtain.hide()
    from tests.ui.test_the_gig_table import advance

    match = screen.client.match
    advance(match, lambda: match.state.song == 2 and match.state.phase == "song")
    screen.refresh()
    QApplication.processEvents()
    screen.board.glass.place()
    keep_shot(window, "glass_box_showdown")
    shown = screen.scoreboard.explain(0)
    shown.resize(620, 460)
    shown.move(window.mapToGlobal(QPoint(330, 170)))
    shown.tree.open_line("Solo")
    shown.tree.open_line("Spotlights")
    QApplication.processEvents()
    composite(window, shown, "explained_score_line")
    all_steps = screen.board.glass.open_all()
    all_steps.move(window.mapToGlobal(QPoint(280, 150)))
    QApplication.processEvents()
    composite(window, all_steps, "glass_box_all_steps")
    all_steps.close()
    shown.close()


def test_a_bridge_summary_score_tells_its_rule_and_song(qtbot):
    from tests.ui.test_play_experience import gig_board
    from tests.ui.test_the_gig_table import advance

    from roadie.ui.games.the_gig.bridge_summary import Explained

    match, _ctl, board = gig_board(qtbot)
    qtbot.waitUntil(lambda: not board.countdown.blocked)
    advance(match, lambda: match.state.song == 1)
    summary = board.summary
    qtbot.waitUntil(summary.isVisible)  # built on the event loop's next turn
    scores = summary.findChildren(Explained)
    harmonies = [x for x in scores if "Harmonies" in x.toolTip()]
    assert harmonies and all("2. The Bridge" in x.toolTip() for x in harmonies)
    QTest.mouseClick(harmonies[0], Qt.MouseButton.LeftButton)
    said = summary.why.text()
    assert said.startswith("The Bridge of song 1: ") and "(The Gig › 2. The Bridge" in said
    harmonies[-1].setFocus()
    QTest.keyClick(harmonies[-1], Qt.Key.Key_Return)
    assert summary.why.text() == harmonies[-1].why
    keep_shot(board.view, "bridge_summary_explained")
    summary.button.click()
