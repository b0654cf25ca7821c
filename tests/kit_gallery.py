"""A gallery of the board kit: one of every piece, rendered to PNG for a look.

Usage: ``python tests/kit_gallery.py [FOLDER]`` (default ``screenshots/``) writes
``kit.png`` (1280x800) and ``kit-4k.png`` (3840x2160).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QRectF
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.scene.board_view import BoardView
from roadie.ui.scene.card_item import CardItem
from roadie.ui.scene.card_paint import CardBack, CardFace
from roadie.ui.scene.counter_item import CounterItem
from roadie.ui.scene.grid_item import GridItem
from roadie.ui.scene.hand_item import HandItem
from roadie.ui.scene.piece import DropState, Piece, Target
from roadie.ui.scene.tokens import CubeItem, MarkerItem, StandeeItem, TokenItem
from roadie.ui.scene.track_item import SymbolTrack, TrackItem
from roadie.ui.scene.zones import DropZone
from roadie.ui.style import WARM

SCENE = QRectF(0, 0, 1600, 1000)
SONGS = [
    CardFace("Sweet Home Chicago", "Play two blues notes in a row, then gain 2 fans for each "
             "Audience card that likes the blues.", "3", "★2", "#2f5d8a", "Song · Blues"),
    CardFace("When the Saints Go Marching In", "Everyone on your street corner cheers: gain 1 "
             "energy.", "2", "♪", "#7a1f24", "Song · Jazz standard"),
    CardFace("Summertime", "Lower the mood by one step; if the crowd is calm, gain $3 instead. "
             "This text is deliberately far too long to fit on the card, so it must be "
             "elided cleanly at the end of the last line instead of running off the bottom.",
             "4", "$3", "#c9953b", "Song · Ballad"),
    CardFace("Iko Iko", "Swap one mood token with the player on your left.", "1", "☺",
             "#3f7a4a", "Song · Second line"),
    CardFace("Careless Love", "Discard a song: draw two.", "2", "♫", "#6b4a8a", "Song · Blues"),
]


class GalleryRules:
    """Nothing is legal: the gallery only shows pieces."""

    def targets(self, piece: Piece) -> dict[Target, Any]:
        return {}

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        return False

    def key(self, item: Target, event: QKeyEvent) -> bool:
        return False

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        return None


def build(scene: BoardScene) -> CardItem:
    """Lay out the gallery; returns the card whose zoom is shown."""
    pal = WARM
    grid = GridItem([(r, c) for r in range(4) for c in range(8) if (r, c) not in
                     {(0, 0), (0, 7), (3, 0), (3, 7), (1, 3)}], cell=50)
    grid.setPos(40, 70)
    scene.addItem(grid)
    for (r, c), text in {(0, 1): "A", (0, 2): "♪", (1, 1): "5", (2, 5): "♭"}.items():
        grid.cells[(r, c)].set_mark(text)
    grid.cells[(2, 2)].set_mark("3", pal.seats[1])
    grid.cells[(2, 3)].set_mark("4", pal.seats[1])
    grid.highlight([(3, 3), (3, 4), (1, 6)])
    grid.set_preview([(1, 4), (1, 5), (2, 4), (2, 6), (1, 6)])
    track = TrackItem([str(n) for n in range(16)], columns=8, cell=52)
    track.setPos(500, 70)
    scene.addItem(track)
    track.space(5).set_accent(pal.amber)
    for n, (colour, at) in enumerate(zip(pal.seats, (3, 3, 3, 9), strict=True)):
        track.place(MarkerItem(colour, 30, "ABCD"[n]), at, animate=False)
    notes = SymbolTrack(["♪", "♪", "♫", "♭", "♯", "★", "♪", "♫"], box=40)
    notes.setPos(500, 220)
    scene.addItem(notes)
    notes.set_marked([True, True, False, True, False, False, False, False])
    _pieces(scene)
    zone = DropZone(QRectF(40, 330, 420, 200), "Stage", pal.brass, pal)
    zone.set_drop_state(DropState.LEGAL)
    scene.addItem(zone)
    audience = CardItem(CardFace("The Critic", "Likes ballads; leaves if the mood drops.",
                                 glyph="★3", band="#4a2e1f", kind="Audience"), width=120)
    audience.setPos(140, 440)
    scene.addItem(audience)
    deck = CardItem(SONGS[0], CardBack("Songs"), width=120, face_up=False)
    deck.setPos(320, 440)
    scene.addItem(deck)
    hand = HandItem(QRectF(420, 700, 760, 280))
    scene.addItem(hand)
    cards = [CardItem(face, CardBack("Songs")) for face in SONGS]
    for card in cards:
        hand.add(card, animate=False)
    hand.hovered = cards[2]
    hand.layout(animate=False)
    return cards[2]


def _pieces(scene: BoardScene) -> None:
    pal = WARM
    row: list[tuple[Any, float, float]] = [
        (TokenItem("1st", pal.amber), 1050, 90), (TokenItem("2nd", pal.seats[1]), 1120, 90),
        (TokenItem("☺", "#7fd67a"), 1190, 90),
        (TokenItem("☹", "#7fd67a", back_label="?", face_up=False), 1260, 90),
        (TokenItem("$1", "#d8b04a", coin=True, size=48), 1330, 90),
        (TokenItem("$5", "#c9c9c9", coin=True), 1400, 90),
        (StandeeItem("Ana", pal.seats[0]), 1060, 230),
        (StandeeItem("Ben", pal.seats[1]), 1160, 230),
        (StandeeItem("Cleopatra Jones", pal.seats[2]), 1260, 230),
        (CubeItem(pal.seats[3], letter="D"), 1360, 230),
        (CubeItem(pal.seats[2], count=4), 1430, 230),
    ]
    for item, x, y in row:
        item.setPos(x, y)
        scene.addItem(item)
    for n, (label, value) in enumerate((("Money", 12), ("Energy", 3), ("Fans", 27))):
        counter = CounterItem(label, value)
        counter.setPos(1110 + n * 170, 380)
        scene.addItem(counter)


def render(folder: Path) -> None:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    scene = BoardScene(GalleryRules())
    scene.setSceneRect(SCENE)
    zoomed = build(scene)
    view = BoardView(scene)
    for name, (w, h) in {"kit.png": (1280, 800), "kit-4k.png": (3840, 2160)}.items():
        view.resize(w, h)
        view.show()
        view.fit()
        app.processEvents()
        zoomed.show_zoom()
        app.processEvents()
        view.grab().save(str(folder / name))


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    render(out)
    print(f"wrote {out / 'kit.png'} and {out / 'kit-4k.png'}")
