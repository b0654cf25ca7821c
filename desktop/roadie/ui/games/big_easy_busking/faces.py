"""What Big Easy Busking's pieces show: moods, instruments, song faces and coins."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient

from roadie.games.big_easy_busking.content import Catalog, Song, SongKind
from roadie.ui.scene.card_paint import CardBack, CardFace
from roadie.ui.scene.draw import INK, draw_fitted

MOOD_COLOURS = {"chill": "#3f7fb5", "party": "#d9782a", "romantic": "#b8446f", "wild": "#7b55c0"}
MOOD_GLYPHS = {"chill": "☾", "party": "★", "romantic": "♥", "wild": "✱"}
COINS = ((10, "#e2b53c"), (5, "#b9c2cb"), (1, "#b8763a"))
"""Dollar tokens, largest first, with their metal colours."""


def _t(context: str, text: str) -> str:
    """Translate a string the busking table shows (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


def content_text(text: str) -> str:
    """Names and texts from the content pack (translated when a catalogue has them)."""
    return QCoreApplication.translate("BuskingContent", text)


def mood_name(mood: str) -> str:
    return {
        "chill": _t("BuskingTable", "Chill"),
        "party": _t("BuskingTable", "Party"),
        "romantic": _t("BuskingTable", "Romantic"),
        "wild": _t("BuskingTable", "Wild"),
    }[mood]


def instrument_name(instrument: str) -> str:
    return {
        "trumpet": _t("BuskingTable", "Trumpet"),
        "saxophone": _t("BuskingTable", "Saxophone"),
        "drums": _t("BuskingTable", "Drums"),
    }.get(instrument, content_text(instrument.capitalize()))


def instrument_short(instrument: str) -> str:
    return {
        "trumpet": _t("BuskingTable", "Tpt"),
        "saxophone": _t("BuskingTable", "Sax"),
        "drums": _t("BuskingTable", "Drm"),
    }.get(instrument, instrument[:3].capitalize())


def kind_name(song: Song) -> str:
    return {
        SongKind.PLAYER: _t("BuskingTable", "Band song"),
        SongKind.ABILITY: _t("BuskingTable", "Ability song"),
        SongKind.HIT: _t("BuskingTable", "Hit song"),
    }[song.kind]


def energy_line(cat: Catalog, song: Song) -> str:
    """``Trumpet 2 · Drums 1``: what each band member owes the song."""
    return " · ".join(
        f"{instrument_name(i)} {song.energy[i]}" for i in cat.instruments if song.energy.get(i)
    )


def song_face(cat: Catalog, song_id: str, full: bool) -> CardFace:
    """A song card; *full* adds the energy, ability and flavour text (for the zoom)."""
    song = cat.songs[song_id]
    body = ""
    if full:
        body = energy_line(cat, song) + ".  " + content_text(song.text)
    return CardFace(
        title=content_text(song.name),
        body=body,
        cost=str(song.total_energy),
        glyph=MOOD_GLYPHS[song.mood],
        band=MOOD_COLOURS[song.mood],
        kind=f"{mood_name(song.mood)} · {kind_name(song)}",
    )


def hit_back() -> CardBack:
    return CardBack(label=_t("BuskingTable", "Hit songs"), colour="#5a2a4a", glyph="♫")


def coins_for(dollars: int) -> list[tuple[int, str]]:
    """The fewest dollar tokens making *dollars* (the bank always makes change)."""
    found: list[tuple[int, str]] = []
    for value, colour in COINS:
        while dollars >= value:
            found.append((value, colour))
            dollars -= value
    return found


def paint_coin(painter: QPainter, centre: QPointF, radius: float, value: int, colour: str) -> None:
    """One metal dollar token with a milled rim and its value."""
    metal = QColor(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 110))
    painter.drawEllipse(centre + QPointF(radius * 0.08, radius * 0.12), radius, radius)
    grad = QRadialGradient(centre - QPointF(radius * 0.35, radius * 0.45), radius * 1.4)
    grad.setColorAt(0, metal.lighter(150))
    grad.setColorAt(1, metal.darker(140))
    painter.setPen(QPen(metal.darker(220), radius * 0.06))
    painter.setBrush(grad)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QPen(metal.darker(160), radius * 0.1, Qt.PenStyle.DotLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius * 0.8, radius * 0.8)
    painter.setPen(QColor(INK))
    box = QRectF(centre.x() - radius * 0.8, centre.y() - radius * 0.7, radius * 1.6, radius * 1.4)
    draw_fitted(painter, box, f"${value}", radius * 0.75, bold=True, detail=True)


