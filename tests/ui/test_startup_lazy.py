"""Start-up does only what the launcher's first frame shows: when the launcher is up and
filled in, no game's rules, network, bot or lesson is loaded, Qt's namespace and style classes
are not built in Python, and what was left for later works when first used."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QEnterEvent, QImage, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from roadie.storage.paths import cache_dir, data_dir
from roadie.storage.settings import Settings, save_settings
from roadie.ui import art
from roadie.ui.art import game_art, kept_art
from roadie.ui.launcher import STRONG_FOCUS, TOOLTIP_ROLE
from roadie.ui.main_window import APPLICATION_SHORTCUT

FIRST_FRAME = """
import json, os, sys
from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QEvent, QObject
from roadie.ui.app import create

app, window = create([])
window.finish_loading()

class FirstFrame(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            launcher = window.launcher
            print(json.dumps({
                "modules": sorted(sys.modules),
                "qt_classes": sorted(vars(QtCore)) + sorted(vars(QtWidgets)),
                "status_bar": window._status is not None,
                "svg": (any("Svg" in line for line in open("/proc/self/maps"))
                        if os.path.exists("/proc/self/maps") else None),
                "game": launcher.game.id, "seats": len(launcher.seats),
                "recent": [launcher.recent.item(i).text() for i in range(launcher.recent.count())],
            }))
            sys.stdout.flush()
            os._exit(0)
        return False

first_frame = FirstFrame()
window.installEventFilter(first_frame)
window.show()
app.exec()
"""

LATER = ("roadie.games.", "roadie.match", "roadie.net", "roadie.bots.", "roadie.ui.games",
         "roadie.ui.teaching.", "pydantic", "PySide6.QtNetwork", "secrets", "ctypes", "hashlib")
"""Modules the launcher's first frame needs none of (a game's rules, the match, the network,
bots, boards, lessons, validation, sockets, random seeds, the display check, fingerprints)."""
FIRST_FRAME_NEEDS = ("roadie.bots.level_info", "roadie.ui.teaching.guided")
"""Their exceptions: the bots' levels and which games have a guided first game."""


def first_frame() -> dict:
    """What a second start of Roadie (saved settings in German, a recent save) has loaded when
    the filled-in launcher's first frame is drawn."""
    save = data_dir() / "saves" / "gig.roadie"
    save.parent.mkdir(parents=True)
    save.write_text(json.dumps({"record": {"game": "the-gig"}, "seats": [{"name": "Ana"}],
                                "saved_at": "2026-11-28T20:00:00", "progress": []}))
    save_settings(Settings(language="de", recent=[str(save)]))
    return subprocess_first_frame()


def subprocess_first_frame() -> dict:
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME], capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out)


def test_the_filled_in_launcher_loads_nothing_it_does_not_show() -> None:
    assert first_frame()["svg"] is not False  # the first start draws the games' art
    frame = subprocess_first_frame()  # a start after it reads the art as drawn
    assert frame["svg"] is not True
    assert (frame["game"], frame["seats"]) == ("gig-dice", 2)
    assert frame["recent"] == ["The Gig · Ana · 2026-11-28"]
    loaded = [m for m in frame["modules"]
              if m.startswith(LATER) and not m.startswith(FIRST_FRAME_NEEDS)]
    assert loaded == []
    built = set(frame["qt_classes"])
    assert "Qt" not in built  # its hundred-odd enums: a fifth of a bare window's start
    assert not built & {"QStyle", "QFileDialog", "QMessageBox", "QRadialGradient", "QBuffer"}
    assert not frame["status_bar"]


def test_the_values_given_by_number_are_qts(window) -> None:
    assert Qt.FocusPolicy.StrongFocus.value == STRONG_FOCUS
    assert Qt.ItemDataRole.ToolTipRole.value == TOOLTIP_ROLE
    assert Qt.ShortcutContext.ApplicationShortcut.value == APPLICATION_SHORTCUT
    for card in window.launcher.cards.values():
        assert card.focusPolicy() == Qt.FocusPolicy.StrongFocus
    level = window.launcher.seats[1].level
    assert level.itemData(level.currentIndex(), Qt.ItemDataRole.ToolTipRole)
    game_menu = window.menuBar().actions()[0].menu()
    for action in game_menu.actions():
        assert action.shortcutContext() == Qt.ShortcutContext.ApplicationShortcut
    new_game = game_menu.actions()[0]
    assert new_game.shortcut().toString() == "Ctrl+N"


def test_a_card_takes_the_hand_cursor_and_the_keyboard(window) -> None:
    launcher = window.launcher
    card = launcher.cards["the-gig"]
    point = QPointF(10, 10)
    QApplication.sendEvent(card, QEnterEvent(point, point, card.mapToGlobal(point)))
    assert card.cursor().shape() == Qt.CursorShape.PointingHandCursor
    QTest.keyClick(card, Qt.Key.Key_Return)
    assert launcher.game is not None and launcher.game.id == "the-gig"
    assert card.styleSheet() and not launcher.cards["gig-dice"].styleSheet()


def test_what_was_left_for_later_works_when_first_used(window) -> None:
    assert window.statusBar().isHidden()
    window.statusBar().showMessage("Saved")
    assert window.statusBar().isVisible()
    window.alert("Hello")
    assert any(box.isVisible() and box.text() == "Hello"
               for box in window.findChildren(QMessageBox))
    assert 0 <= window.launcher.request().seed < 2**31


def test_roadie_starts_in_the_fusion_style_whatever_the_desktop_asks() -> None:
    code = ("from roadie.ui.app import create\n"
            "app, window = create([])\n"
            "app.setStyleSheet('')\n"
            "print(app.style().name())")
    env = {**os.environ, "QT_STYLE_OVERRIDE": "windows"}
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, env=env).stdout.strip() == "fusion"


def pixels(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_a_games_art_is_drawn_once_then_read_as_drawn(qapp, tmp_path, monkeypatch) -> None:
    svg = tmp_path / "gig-dice.svg"
    svg.write_bytes((art.art_dir() / "gig-dice.svg").read_bytes())
    monkeypatch.setattr(art, "art_dir", lambda: tmp_path)
    size = QSize(176, 110)
    drawn = game_art("gig-dice", size, 2.0)
    kept = kept_art(svg, size, 2.0)
    assert kept is not None and kept.exists()
    read = game_art("gig-dice", size, 2.0)
    assert (read.devicePixelRatio(), read.size()) == (2.0, drawn.size())
    assert pixels(read) == pixels(drawn)
    red = QPixmap(drawn.size())
    red.fill(QColor("red"))
    red.save(str(kept))
    assert pixels(game_art("gig-dice", size, 2.0)).pixelColor(5, 5) == QColor("red")
    svg.write_bytes(svg.read_bytes() + b"\n")  # new art: drawn anew, the old picture goes
    assert pixels(game_art("gig-dice", size, 2.0)) == pixels(drawn)
    assert list(kept.parent.iterdir()) == [kept_art(svg, size, 2.0)]


def test_the_art_shows_when_it_cannot_be_kept(qapp) -> None:
    cache_dir().parent.mkdir(parents=True, exist_ok=True)
    cache_dir().write_text("not a folder")
    assert not game_art("the-gig", QSize(176, 110), 1.0).isNull()
