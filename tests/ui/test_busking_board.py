"""Big Easy Busking's table driven by real mouse drags, clicks and keys on the view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from tests.ui.conftest import click, drag, point_of

from roadie.games.big_easy_busking import actions as a
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.faces import content_text
from roadie.ui.games.big_easy_busking.items import paint_low_title
from roadie.ui.games.big_easy_busking.panels import Line, line_texts
from roadie.ui.launcher import NewGame
from roadie.ui.scene.card_paint import ASPECT
from roadie.ui.scene.draw import kit_font
from roadie.ui.scene.piece import DropState
from roadie.ui.translators import install_translators


@pytest.fixture(autouse=True)
def yes_to_passing(monkeypatch):
    """Passing asks first; these players say yes."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)


def table(window, seats=(("Ana", "human"), ("Ben", "human")), **options):
    new = NewGame("big-easy-busking", {"first_player": 0, **options}, 11,
                  [(name, kind, "random") for name, kind in seats])
    assert window.start_game(new)
    screen = window.game_screen
    screen.curtain.hide()
    screen.board.scene.set_speed("off")
    screen.ctl.stop()
    return screen, screen.board, screen.client.match


def lift(window):
    """The next player takes the device: the hot-seat curtain goes up."""
    if window.game_screen.curtain.isVisible():
        window.game_screen.curtain.button.click()


def playable(match, seat=0):
    """A song in hand the seat can play now."""
    return next(x.song for x in match.legal_actions(seat)
                if isinstance(x, a.PlaySong) and x.song in match.view(seat).buskers[seat].hand)


def pay(board, way):
    """Pick the *way*-th way to pay (dollars first) in the menu a Standard's drop asks."""
    board.menu.actions()[way].trigger()


def test_a_standard_payable_both_ways_asks_how_and_pays_as_picked(window, qtbot):
    _screen, board, match = table(window)
    standard = match.view(0).standards[0].song
    drag(board.view, board.songs.cards[standard], board.street.crowds[1])
    assert match.view(0).buskers[0].playing is None  # nothing played before the answer
    labels = [x.text() for x in board.menu.actions()]
    assert "pay $1" in labels[0] and all("pay with energy" in x for x in labels[1:])
    assert len(labels) == 1 + len(match.view(0).buskers[0].band)  # $1, or 1 energy from any
    money = match.view(0).buskers[0].money
    pay(board, 2)
    ben = match.view(1).buskers[0]
    assert ben.playing.song == standard and ben.money == money  # paid in energy, not dollars


def test_a_standard_payable_only_in_energy_asks_nothing(window, qtbot):
    screen, board, match = table(window)
    match.state.buskers[0].money = 0  # a purse emptied: energy is the only way to pay
    screen.ctl._legal.clear()
    standard = match.view(0).standards[0].song
    drag(board.view, board.songs.cards[standard], board.street.crowds[1])
    assert board.menu is None  # one way to pay: played at once
    ana = match.view(1).buskers[0]
    assert ana.playing.song == standard and ana.reserve == 4  # 3 + the energy paid


def test_dragging_a_song_onto_a_crowd_plays_it(window, qtbot):
    screen, board, match = table(window)
    song = playable(match)
    drag(board.view, board.songs.cards[song], board.street.crowds[1])
    perf = match.view(0).buskers[0].playing
    assert (perf.song, perf.crowd) == (song, 1)
    assert song not in match.view(0).buskers[0].hand
    assert "started" in " ".join(screen.log.sentences())
    assert board.songs.cards[song].ref.kind == "played"  # now shown to Ben, whose turn it is


def test_picking_a_song_lights_the_crowds(window, qtbot):
    _screen, board, match = table(window)
    board.scene.pick(board.songs.cards[playable(match)])
    assert all(c.drop_state == DropState.LEGAL for c in board.street.crowds)
    assert all(b.drop_state == DropState.NONE for b in board.mat.bands)
    board.scene.release()


def test_an_illegal_drop_snaps_back_with_the_rule(window, qtbot):
    screen, board, match = table(window)
    before = match.hash()
    drag(board.view, board.mat.reserve, board.mat.bands[0])
    assert match.hash() == before
    assert board.mat.reserve.pos() == board.mat.reserve.home
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
    lift(window)
    drag(board.view, board.mat.perf, board.street.crowds[0])
    me = match.view(0).buskers[0]
    assert me.playing is None and match.view(0).street[0].energy[0] == energy
    band, money, reserve = list(me.band), me.money, me.reserve
    drag(board.view, board.mat.reserve, board.mat.bands[2])
    me = match.view(0).buskers[0]
    assert me.band[2] == band[2] + 1 and me.money == money - 1 and me.reserve == reserve - 1


def test_learning_from_the_market_by_drag(window, qtbot):
    _screen, board, match = table(window, (("Ana", "human"), ("Ben", "bot")))
    song = match.view(0).market[0]
    drag(board.view, board.songs.cards[song], board.mat.hand_zone)
    view = match.view(0)
    assert song in view.buskers[0].hand
    assert view.market[0] != song
    assert board.songs.cards[song] in board.mat.hand.cards


def test_click_then_click_and_keys_play_a_song(window, qtbot):
    _screen, board, match = table(window)
    song = playable(match)
    click(board.view, board.songs.cards[song])
    click(board.view, board.street.crowds[2])
    assert match.view(0).buskers[0].playing.crowd == 2
    lift(window)
    song = playable(match, 1)
    card = board.songs.cards[song]
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
    mat, songs, street = board.mat, board.songs, board.street
    items = [*street.crowds, *mat.bands, mat.reserve, mat.money, songs.deck,
             *songs.cards.values(), *street.mood_tokens.values(), board.side.sequence]
    assert all("Big Easy Busking" in item.toolTip() for item in items)


def _hover(view, item):
    QTest.mouseMove(view.viewport(), point_of(view, item))


def test_hovering_a_market_card_zooms_it_with_its_whole_title(window, qtbot):
    _screen, board, match = table(window)
    window.resize(1280, 800)
    view = match.view(0)
    cat = match.state.cat
    song = max(view.market, key=lambda s: len(cat.songs[s].name))
    card = board.songs.cards[song]
    _hover(board.view, card)
    qtbot.waitUntil(lambda: card.zoom is not None and card.zoom.isVisible(), timeout=3000)
    lines, _size = card.zoom.title_lines()
    assert " ".join(lines) == cat.songs[song].name
    shown = board.view.mapFromScene(card.zoom.rect).boundingRect()
    assert shown.width() >= 200  # readable at 1280 x 800, however small the card lies


def test_a_played_standard_leaves_a_note_in_its_place(window, qtbot):
    _screen, board, match = table(window)
    standard = match.view(0).standards[0].song
    assert not board.songs.slot_notes[0].isVisible()
    drag(board.view, board.songs.cards[standard], board.street.crowds[1])
    pay(board, 0)  # in dollars
    assert match.view(1).buskers[0].playing.song == standard
    note = board.songs.slot_notes[0]
    assert note.isVisible()
    crowd = board.ctx.labels[match.view(1).street[1].crowd]
    assert "Ana" in note.text and crowd in note.text


def _finish_note(window, want_match):
    _screen, board, match = table(window)
    cat, view = match.state.cat, match.view(0)
    for play in match.legal_actions(0):
        if not isinstance(play, a.PlaySong) or play.song not in view.buskers[0].hand:
            continue
        crowd = cat.moods[view.street[play.crowd].mood]
        song = cat.songs[play.song].mood
        if (crowd in (song, "wild") or song == "wild") == want_match:
            break
    drag(board.view, board.songs.cards[play.song], board.street.crowds[play.crowd])
    button = next(b for b, t in window.game_screen.buttons if t.action == a.Pass())
    lift(window)  # "I'm Ben"
    button.click()  # Ben passes
    lift(window)
    assert match.view(0).turn.step == "finish"
    return board, " ".join(line.text for line in board.mat.note.lines)


def test_the_finish_hint_says_whether_the_moods_match(window, qtbot):
    _board, text = _finish_note(window, want_match=True)
    assert "Moods match" in text and "+$1" in text


def test_the_finish_hint_says_when_the_moods_do_not_match(window, qtbot):
    _board, text = _finish_note(window, want_match=False)
    assert "don't match" in text


def test_the_ability_step_shows_what_the_ability_does(window, qtbot):
    _screen, board, match = table(window, mardi_gras=True)
    play = next(x for x in match.legal_actions(0) if isinstance(x, a.PlaySong)
                and x.song in [s.song for s in match.view(0).standards] and not x.energy_from)
    drag(board.view, board.songs.cards[play.song], board.street.crowds[play.crowd])
    pay(board, 0)  # in dollars
    lift(window)
    next(b for b, t in window.game_screen.buttons if t.action == a.Pass()).click()
    lift(window)
    drag(board.view, board.mat.perf, board.street.crowds[play.crowd])
    turn = match.view(0).turn
    if turn.step == "return":
        while match.view(0).turn.step == "return":
            drag(board.view, board.mat.kept, board.mat.bands[0])
    assert match.view(0).turn.step == "ability"
    text = " ".join(line.text for line in board.mat.note.lines)
    assert match.state.cat.songs[play.song].text in text


def test_the_log_says_how_a_standard_was_paid(window, qtbot):
    screen, board, match = table(window)
    standard = match.view(0).standards[0].song
    drag(board.view, board.songs.cards[standard], board.street.crowds[0])
    pay(board, 0)  # in dollars
    assert "paid $1 for the Standard's token" in " ".join(screen.log.sentences())


def test_a_song_learnt_blind_is_logged_unnamed_for_the_others(window, qtbot):
    from roadie.games.big_easy_busking import events as e

    _screen, board, match = table(window)
    song = match.state.hit_deck[0]
    told = match.game.view_events(match.state, [e.SongLearned(seat=0, song=song,
                                                                source="deck")], 1)
    text = board.sentences.describe(told[0])
    assert "learnt a song from the top of the Hit Song deck" in text
    assert board.sentences.song(song) not in text


def test_the_other_bands_show_how_many_songs_they_hold_not_which(window, qtbot):
    from roadie.ui.games.big_easy_busking.texts import rival_lines

    _screen, board, match = table(window)
    view = match.view(0)
    assert view.buskers[1].hand == []
    text = " ".join(line.text for line in rival_lines(board.ctx, view, 0))
    assert "3 songs in hand" in text


@pytest.mark.parametrize("language", ["en", "de", "fr", "es"])
def test_every_song_shows_its_title_on_a_small_card_at_1280x800(window, qapp, language):
    """Each song's name, in each language, fits under its pips on a Market card as the
    table lies at 1280 x 800 (a name that does not fit would be left off the card)."""
    _screen, board, match = table(window)
    window.resize(1280, 800)
    QCoreApplication.processEvents()
    scale = board.view.transform().m11()
    cat = match.state.cat
    install_translators(qapp, language)
    try:
        image = QImage(400, 400, QImage.Format.Format_ARGB32)
        left_off = []
        for song in cat.songs.values():
            painter = QPainter(image)
            painter.scale(scale, scale)
            rect = QRectF(0, 0, L.CARD_W, L.CARD_W * ASPECT)
            if not paint_low_title(painter, rect, content_text(song.name), len(song.energy)):
                left_off.append(content_text(song.name))
            painter.end()
        assert left_off == []
    finally:
        install_translators(qapp, "en")


def test_a_one_line_text_too_long_for_its_panel_wraps_rather_than_being_cut(qapp):
    """"Playing Streetcar Stomp for Washington Squ…" was cut short in The other bands."""
    f = kit_font(13.5)
    text = "Playing Streetcar Stomp for Washington Square with 5 energy"
    width = QFontMetricsF(f).horizontalAdvance(text) * 0.6
    assert line_texts(Line(text, "#fff", wrap=False), f, width * 2) == [text]
    lines = line_texts(Line(text, "#fff", wrap=False), f, width)
    assert len(lines) == 2 and " ".join(lines) == text
