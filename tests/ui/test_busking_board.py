"""Big Easy Busking's table driven by real mouse drags, clicks and keys on the view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from tests.ui.conftest import click, drag

from roadie.games.big_easy_busking import actions as a
from roadie.ui.launcher import NewGame
from roadie.ui.scene.piece import DropState


def table(window, seats=(("Ana", "human"), ("Ben", "human")), **options):
    new = NewGame("big-easy-busking", {"first_player": 0, **options}, 11,
                  [(name, kind, "random") for name, kind in seats])
    assert window.start_game(new)
    screen = window.screen
    screen.curtain.hide()
    screen.board.scene.set_speed("off")
    screen.ctl.stop()
    return screen, screen.board, screen.match


def playable(match, seat=0):
    """A song in hand the seat can play now."""
    return next(x.song for x in match.legal_actions(seat)
                if isinstance(x, a.PlaySong) and x.song in match.view(seat).buskers[seat].hand)


def test_dragging_a_song_onto_a_crowd_plays_it(window, qtbot):
    screen, board, match = table(window)
    song = playable(match)
    drag(board.view, board.cards[song], board.crowds[1])
    perf = match.view(0).buskers[0].playing
    assert (perf.song, perf.crowd) == (song, 1)
    assert song not in match.view(0).buskers[0].hand
    assert "started" in " ".join(screen.log.sentences())
    assert board.cards[song].ref.kind == "played"  # now shown to Ben, whose turn it is


def test_picking_a_song_lights_the_crowds(window, qtbot):
    _screen, board, match = table(window)
    board.scene.pick(board.cards[playable(match)])
    assert all(c.drop_state == DropState.LEGAL for c in board.crowds)
    assert all(b.drop_state == DropState.NONE for b in board.bands)
    board.scene.release()


def test_an_illegal_drop_snaps_back_with_the_rule(window, qtbot):
    screen, board, match = table(window)
    before = match.hash()
    drag(board.view, board.reserve, board.bands[0])
    assert match.hash() == before
    assert board.reserve.pos() == board.reserve.home
    assert screen.toast.isVisible()
    assert "no tipping" in screen.toast.text()
    assert "Big Easy Busking" in screen.toast.text()


def test_finish_by_drag_then_tip_by_dragging_reserve_energy(window, qtbot):
    _screen, board, match = table(window)
    song = playable(match)
    match.submit(0, a.PlaySong(song=song, crowd=0))
    match.submit(1, a.Pass())
    assert match.legal_actions(0)[0].kind == "finish"
    energy = match.view(0).buskers[0].playing.energy
    drag(board.view, board.perf, board.crowds[0])
    me = match.view(0).buskers[0]
    assert me.playing is None and match.view(0).street[0].energy[0] == energy
    band, money, reserve = list(me.band), me.money, me.reserve
    drag(board.view, board.reserve, board.bands[2])
    me = match.view(0).buskers[0]
    assert me.band[2] == band[2] + 1 and me.money == money - 1 and me.reserve == reserve - 1


def test_learning_from_the_market_by_drag(window, qtbot):
    _screen, board, match = table(window, (("Ana", "human"), ("Ben", "bot")))
    song = match.view(0).market[0]
    drag(board.view, board.cards[song], board.hand_zone)
    view = match.view(0)
    assert song in view.buskers[0].hand
    assert view.market[0] != song
    assert board.cards[song] in board.hand.cards


def test_click_then_click_and_keys_play_a_song(window, qtbot):
    _screen, board, match = table(window)
    song = playable(match)
    click(board.view, board.cards[song])
    click(board.view, board.crowds[2])
    assert match.view(0).buskers[0].playing.crowd == 2
    song = playable(match, 1)
    card = board.cards[song]
    card.setFocus()
    QTest.keyClick(board.view.viewport(), Qt.Key.Key_1)
    assert match.view(1).buskers[1].playing.crowd == 0


def test_the_pass_button_passes(window, qtbot):
    screen, _board, match = table(window)
    button = next(b for b, t in screen.buttons if t.action == a.Pass())
    assert button.isEnabled()
    button.click()
    assert match.view(0).buskers[0].passed
    assert match.active_seats() == [1]


def test_tooltips_cite_the_rules(window, qtbot):
    _screen, board, _match = table(window)
    items = [*board.crowds, *board.bands, board.reserve, board.money, board.deck,
             *board.cards.values(), *board.mood_tokens.values(), board.sequence]
    assert all("Big Easy Busking" in item.toolTip() for item in items)
