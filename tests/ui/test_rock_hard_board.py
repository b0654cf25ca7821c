"""Rock Hard: 1977's table driven by real mouse drags, clicks and keys on the view."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import drag, play_bot, point_of

from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import GAME
from roadie.games.rock_hard_1977 import actions as a
from roadie.ui.games.rock_hard_1977.board import Board
from roadie.ui.launcher import NewGame
from roadie.ui.scene.piece import DropState


def table(window, players=2, seed=11, **options):
    """A new game from the launcher's request: Ana (human) against bots, which wait."""
    names = ["Ana", "Ben", "Cleo", "Dev", "Eve"][:players]
    seats = [(name, "human" if i == 0 else "bot", "random") for i, name in enumerate(names)]
    assert window.start_game(NewGame("rock-hard-1977", {"first_player": 0, **options}, seed,
                                     seats))
    screen = window.game_screen
    screen.board.scene.set_speed("off")
    screen.ctl.stop()
    return screen, screen.board, screen.client.match


def draft_through(match):
    """Everyone keeps the first card offered until the first Day begins."""
    while match.state.stage == "draft" or match.state.pending is not None:
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])


def to_my_turn(match, ctl, stage="day"):
    """Play the bots (and Ana's other phases, going to Write a Song) until Ana acts in *stage*."""
    draft_through(match)
    while not (match.active_seats() == [0] and match.state.stage == stage
               and match.state.pending is None and not match.state.turn.acted):
        seat = match.active_seats()[0]
        if seat == 0:
            legal = match.legal_actions(0)
            ctl.submit(a.Place(space="song") if a.Place(space="song") in legal else legal[-1])
        else:
            play_bot(match, seat)
    QCoreApplication.processEvents()  # the month's banner is shown before Ana acts


def test_a_two_player_game_starts_with_the_rising_star_and_the_character_draft(window):
    screen, board, match = table(window, players=2)
    assert isinstance(board, Board)
    assert match.state.options.with_rising_star
    assert any(m.cube for m in board.spaces.items["radio"].marks)  # April: the Radio Interview
    assert "crew-4" not in board.spaces.items and "demo-2" not in board.spaces.items
    cards = board.choices.shown()
    assert len(cards) == 2 and all(isinstance(b.action, a.Keep) for b in cards)
    assert board.choices.panel.rect.contains(cards[0].rect)
    assert "character" in screen.banner.text()


def test_a_four_player_game_uses_the_four_to_five_player_side(window):
    _screen, board, match = table(window, players=4)
    assert len(match.seats) == 4
    assert {"crew-4", "demo-2"} <= set(board.spaces.items)
    assert not any(m.cube for item in board.spaces.items.values() for m in item.marks)


def test_the_draft_is_clicked_through_with_the_card_buttons(window, qtbot):
    screen, board, match = table(window, players=2)
    for _step in range(3):
        button = board.choices.shown()[0]
        card = button.action.card
        qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton,
                         pos=board.view.mapFromScene(button.rect.center()))
        assert card in (match.state.players[0].character, match.state.players[0].goals,
                        match.state.players[0].job) or card in match.state.players[0].goals
        play_bot(match, 1)
        if match.state.draft == "goals" and 0 in match.active_seats():
            continue
    assert any("keeps" in s for s in screen.log.sentences())


def test_a_new_month_is_announced_with_its_event_and_random_gig(window, qtbot):
    screen, _board, match = table(window, players=2)
    draft_through(match)
    qtbot.waitUntil(screen.toast.isVisible, timeout=2000)
    view = match.view(0)
    cat = match.state.cat
    assert "April: Prep." in screen.toast.text()
    assert cat.events[view.event].name in screen.toast.text()
    assert cat.gigs[view.gig].name in screen.toast.text()


def test_dragging_the_standee_onto_a_space_takes_its_action(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    songs = match.state.players[0].songs
    drag(board.view, board.mat.standee, board.spaces.items["song"])
    assert 0 in match.state.standees["song"]
    assert match.state.players[0].songs == songs + 1
    assert any("Write a Song" in s for s in screen.log.sentences())


def test_picking_the_standee_lights_the_open_spaces_only(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    board.scene.pick(board.mat.standee)
    legal = {x.space for x in match.legal_actions(0) if isinstance(x, a.Place)}
    for space_id, item in board.spaces.items.items():
        assert (item.drop_state == DropState.LEGAL) == (space_id in legal), space_id
    board.scene.release()


def test_a_refused_drop_names_its_rule_and_changes_nothing(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    before = match.hash()
    QTest.mouseMove(board.view.viewport(), QPoint(1, 1))  # hovered anew: it says why not
    QTest.mouseMove(board.view.viewport(), point_of(board.view, board.spaces.items["tjs"]))
    assert "not open in this phase (the Day)" in board.spaces.items["tjs"].toolTip()
    drag(board.view, board.mat.standee, board.spaces.items["tjs"])  # a Night space by Day
    assert match.hash() == before
    assert board.mat.standee.pos() == board.mat.standee.home
    assert screen.toast.isVisible()
    assert "not open in this phase" in screen.toast.text()
    assert "Rock Hard: 1977" in screen.toast.text()


def test_the_keyboard_places_the_standee_and_ends_the_turn(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    board.view.setFocus()
    board.mat.standee.setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert board.scene.held is board.mat.standee
    board.spaces.items["blood"].setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert 0 in match.state.standees["blood"]


def test_candy_and_the_decisions_are_buttons(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    labels = {b.label: b for b in board.choices.shown()}
    assert "Eat Candy" in labels
    candy = match.state.players[0].candy
    labels["Eat Candy"].setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_Return)
    assert match.state.turn.candy and match.state.players[0].candy == candy - 1
    assert any("draws" in s for s in screen.log.sentences())


def test_tooltips_cite_the_rules_on_every_space_and_panel(window):
    _screen, board, _match = table(window, players=4)
    items = [*board.spaces.items.values(), *board.spaces.frames, board.mat.standee,
             board.mat.amp, board.mat.cards, board.mat.life, board.side.event, board.side.gig,
             board.side.bonuses, board.side.rivals, board.tracks.months, board.tracks.fame,
             board.tracks.order, board.tracks.phases, *board.choices.shown()]
    assert all("Rock Hard: 1977" in item.toolTip() for item in items)
    assert "Radio Interview" in board.spaces.items["radio"].toolTip()


def test_your_goals_are_on_your_mat_and_nobody_else_s(window):
    _screen, board, match = table(window, players=2)
    draft_through(match)
    board.render()
    cat, players = match.state.cat, match.state.players
    shown = " ".join(line.text for line in board.mat.life.lines)
    assert all(cat.goals[g].name in shown for g in players[0].goals)
    others = " ".join(line.text for line in board.side.rivals.lines) + board.side.rivals.toolTip()
    secret = [g for g in players[1].goals if cat.goals[g].track == 0]
    assert not any(cat.goals[g].name in others for g in secret)
    assert others.count("a secret goal") == len(secret)


def human_move(match, seat, rng):
    """Ana's policy: a random legal action, as a new player might click."""
    return rng.choice(match.legal_actions(seat))


def test_a_whole_four_player_game_against_random_bots_reaches_the_end_screen(window, qtbot):
    screen, board, match = table(window, players=4, seed=3)
    rng = Rng.from_seed(9)
    for _n in range(5000):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        if seat == 0:
            assert screen.ctl.submit(human_move(match, 0, rng))
        else:
            play_bot(match, seat)
    assert match.is_over()
    qtbot.waitUntil(lambda: window.end is not None, timeout=5000)
    said = " ".join(screen.log.sentences())
    assert "Clean-Up of April" in said and "New turn order" in said
    assert "The game is over. Best New Artist of 1977: " in said
    assert board.status_line() == "The game is over"
    assert GAME.score(match.state).totals == window.end.chart.history[-1]


def test_five_players_each_have_their_own_colour_on_the_table_and_the_scoreboard(window):
    screen, board, _match = table(window, players=5)
    colours = board.ctx.colours
    assert len(set(colours)) == 5
    dots = [dot.styleSheet() for dot, _label, _total in screen.scoreboard.rows]
    assert [f"color: {c};" for c in colours] == dots[:5]


def test_a_job_offered_in_the_draft_reads_as_its_card(window):
    _screen, board, match = table(window, players=2)
    cat = match.state.cat
    for job in cat.jobs.values():
        assert board.choices._card_text(job.id) == job.text  # shift and pay said once


def test_a_space_too_small_for_its_rules_text_shows_a_shorter_wording_whole(window):
    """Fox Den's figures, the Record Company's short wording, the Random Gig's name: every
    space says something whole in its box at 1280x800; the tooltip keeps the rules text."""
    _screen, board, match = table(window, players=2)
    draft_through(match)
    QCoreApplication.processEvents()
    window.grab()
    spaces = board.spaces.items
    assert spaces["fox-den"].shown == "Rep 3. Free: +1 Chops, +1 Fame"
    assert "Reputation 3. Free: +1 Chops, +1 Fame." in spaces["fox-den"].toolTip()
    assert spaces["record-deal"].shown == "Sign or better your Record Deal."
    gig = board.spaces.ctx.cat.gigs[match.state.gig]
    assert spaces["random-gig"].shown.startswith(gig.name)
    assert all(item.shown in item.texts and item.shown for item in spaces.values())
