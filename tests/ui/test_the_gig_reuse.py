"""The Gig's table reuses its items (song spaces, Bridge summary lines) and paints large
shapes once (stamps), and still shows what is true now: a new song's symbols, the latest
Bridge's numbers, a lit space, a mat's glow; nothing stale."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QLabel, QStyleOptionGraphicsItem

from roadie.ui.games.the_gig.bridge_summary import BridgeSummary, BridgeTally, Explained, Line
from roadie.ui.games.the_gig.items import SpaceItem
from roadie.ui.scene.piece import DropState
from roadie.ui.scene.zones import PlayerMat


def shown_spaces(board):
    return {(s.row, s.col): s.symbol for s in board.drawing.pool.values() if s.isVisible()}


def song_spaces(board, song_id):
    song = board.kit.pack.song(song_id)
    spaces = {(r.value, c): (sym.value if sym else None)
              for r in song.rows for c, sym in enumerate(r.spaces)}
    return spaces | {(r.value, None): None for r in song.rows}


def test_a_new_song_shows_its_own_spaces_on_the_same_items(qtbot):
    from tests.ui.test_play_experience import gig_board
    from tests.ui.test_the_gig_table import advance

    match, _ctl, board = gig_board(qtbot, speed="off")
    first = dict(board.drawing.pool)
    assert shown_spaces(board) == song_spaces(board, match.state.songs[0])
    advance(match, lambda: match.state.song == 1)
    assert shown_spaces(board) == song_spaces(board, match.state.songs[1])
    assert {s for s in board.drawing.spaces} == {s for s in board.drawing.pool.values()
                                                 if s.isVisible()}
    assert all(board.drawing.pool[key] is item for key, item in first.items())


def tally(players: int, points: int) -> BridgeTally:
    t = BridgeTally(points)
    for seat in range(players):
        t.lines[seat] = Line(harmonies=points + seat, harmony_rows=[(2, points + seat)],
                             solo_cells=seat, solo_points=3 * seat)
    return t


def test_the_bridge_summary_refills_its_lines_and_hides_those_not_needed(qtbot):
    summary = BridgeSummary(QLabel())
    qtbot.addWidget(summary.host)
    summary.host.show()
    names, colours = ["Ana", "Ben", "Cleo", "Dev"], ["#a00", "#0a0", "#00a", "#aa0"]
    summary.prepare(4)
    summary.show_tally(tally(4, 1), names, colours)
    lines = list(summary.rows)
    summary.dismiss()
    summary.show_tally(tally(2, 5), names, colours)
    assert summary.rows[:2] == lines[:2]  # the same widgets, filled anew
    assert summary.title.text() == "The Bridge of song 6"
    shown = [label.text() for label in summary.findChildren(QLabel) if label.isVisible()]
    assert "● Ana" in shown and "● Ben" in shown and "● Cleo" not in shown
    assert "5 points" in shown and "6 points" in shown and "1 points" not in shown
    assert "no solo" in shown  # Ana drew no groove this time
    scores = [x for x in summary.findChildren(Explained) if x.isVisible()]
    assert scores and all(x.why.startswith("The Bridge of song 6: ") for x in scores)


def picture(item, scale: float = 0.69) -> QImage:
    """*item* painted as the table paints it at 1280 x 800 (scaled to the window)."""
    bounds = item.boundingRect()
    image = QImage(int(bounds.width() * scale) + 2, int(bounds.height() * scale) + 2,
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_a_space_painted_from_its_stamp_shows_its_symbol_and_light_of_now(qapp):
    space = SpaceItem(QRectF(130, 100, 76, 64), 2, 0, "sharp")
    plain = picture(space)
    space.set_drop_state(DropState.LEGAL)
    assert picture(space) != plain  # lit while a die is held
    space.set_drop_state(DropState.NONE)
    assert picture(space) == plain
    space.set_symbol("flat")  # the next song's symbol
    assert picture(space) != plain


def test_a_mat_repaints_its_glow_and_name_over_its_stamp(qapp):
    mat = PlayerMat(QRectF(656, 556, 234, 232), "Ben", "#c04030")
    quiet = picture(mat)
    mat.set_texts("KEYS", "", True)
    lit = picture(mat)
    assert lit != quiet
    mat.name = "Cleo"
    assert picture(mat) != lit
    mat.name = "Ben"
    mat.set_texts("", "", False)
    assert picture(mat) == quiet


def test_a_tooltip_with_a_new_heading_reads_as_if_built_whole(qtbot):
    from tests.ui.test_play_experience import gig_board

    from roadie.ui.texts import rule_tooltip

    _match, _ctl, board = gig_board(qtbot, speed="off")
    rules = ("the-gig/song.rows", "the-gig/song.harmony")
    for heading in ("", "Ben's die showing 4 · placed last", "<b>Ana</b> & 'co'"):
        assert board.kit.tip(*rules, heading=heading) == rule_tooltip(*rules, heading=heading)
