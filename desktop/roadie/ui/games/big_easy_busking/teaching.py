"""Teaching mode at Big Easy Busking's table: which crowds match the songs you hold (and which
of your songs match a crowd), and what your band, the turn panel and the Robot are."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from roadie.games.big_easy_busking.content import Mood, moods_match
from roadie.games.big_easy_busking.lessons import LESSONS, NOW
from roadie.ui.games.big_easy_busking.faces import content_text, mood_name
from roadie.ui.games.big_easy_busking.items import SongCard
from roadie.ui.teaching.explain import Lesson
from roadie.ui.texts import translated


def lesson(board: Any, item: QGraphicsItem) -> Lesson | None:
    """The lesson for a song card, a crowd, your band, the turn panels."""
    view = board.ctl.view()
    if isinstance(item, SongCard) and item.ref.song is not None:
        return song_lesson(board, view, item.ref.song, item.ref.kind == "standard")
    if item in board.street.crowds:
        return crowd_lesson(board, view, board.street.crowds.index(item))
    mat, side = board.mat, board.side
    if item in (*mat.bands, *mat.band_marks, mat.card, mat.info, mat.note):
        return plain("band")
    if item in (side.sequence, side.panel):
        return plain("robot" if view.robot is not None and item is side.panel else "turn")
    return None


def plain(key: str, now: list[str] | None = None, also: str = "") -> Lesson:
    """The lesson *key*, with the rules of lesson *also* cited too."""
    what, cited = LESSONS[key]
    more = LESSONS[also][1] if also else ()
    return Lesson(translated("lessons", what), now or [], (*cited, *more))


def matches(song_mood: str, crowd_mood: str | None) -> bool:
    """Whether a song of *song_mood* matches a crowd of *crowd_mood* (None: no mood yet),
    as the rules decide (``content.moods_match``)."""
    return crowd_mood is not None and moods_match(Mood(song_mood), Mood(crowd_mood))


def crowd_moods(board: Any, view: Any) -> list[str | None]:
    moods = board.ctx.cat.moods
    return [None if c.mood is None else moods[c.mood].value for c in view.street]


def song_lesson(board: Any, view: Any, song_id: str, standard: bool) -> Lesson:
    """Which crowds of Royal Street the song's mood matches now."""
    song = board.ctx.cat.songs[song_id]
    mood = song.mood.value
    name = content_text(song.name)
    crowds = board.ctx.cat.crowds
    found = [content_text(crowds[c.crowd].location) for c, m
             in zip(view.street, crowd_moods(board, view), strict=True) if matches(mood, m)]
    now = [_now("matches", song=name, mood=mood_name(mood), crowds=", ".join(found))
           if found else _now("no_match", song=name, mood=mood_name(mood))]
    if mood == Mood.WILD:
        now.append(_now("wild"))
    return plain("standard", now, "song") if standard else plain("song", now)


def crowd_lesson(board: Any, view: Any, index: int) -> Lesson:
    """Which songs in the viewer's hand match the crowd's mood now."""
    mood = crowd_moods(board, view)[index]
    if mood is None:
        return plain("crowd", [_now("crowd_open")])
    me = view.viewer
    hand = view.buskers[me].hand if me is not None else []
    songs = board.ctx.cat.songs
    mine = [content_text(songs[s].name) for s in hand if matches(songs[s].mood.value, mood)]
    line = _now("crowd_mood", mood=mood_name(mood), songs=", ".join(mine)) if mine \
        else _now("crowd_none", mood=mood_name(mood))
    return plain("crowd", [line])


def _now(key: str, **values: Any) -> str:
    return translated("lessons", NOW[key]).format(**values)
