"""Switching language shows the launcher and every table wholly translated, fitting 1280x800;
in English they fit 1024x640 too.

A widget's text is clipped when it needs more room than the widget has; text a
board paints into a rectangle (``QPainter.drawText(rect, flags, text)``, as the
tables draw their titles and captions) is clipped when it needs more than the
rectangle. Text elided on purpose ("…") fits by construction.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from tests.ui.conftest import keep_shot

from roadie.games import REGISTRY
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow
from roadie.ui.translators import install_translators

I18N = Path(__file__).resolve().parents[2] / "i18n"
sys.path.insert(0, str(I18N))
from untranslated import entries  # noqa: E402 - i18n/untranslated.py

LANGUAGES = ["en", *sorted(p.stem.removeprefix("roadie_") for p in I18N.glob("roadie_*.ts"))]
TABLES = [e.about.id for e in REGISTRY if e.board is not None]
SEATS: list[tuple[str, Literal["human"], str]] = [("Ana", "human", "random"),
                                                   ("Ben", "human", "random")]


def widget_clips(top: QWidget) -> list[str]:
    """The visible labels and buttons of *top* whose text needs more room than they have."""
    found = []
    for label in top.findChildren(QLabel):
        text, room = label.text(), label.contentsRect()
        if not label.isVisible() or not text.strip():
            continue
        if label.wordWrap():
            need = label.heightForWidth(room.width())
            if need > room.height() + 1:
                found.append(f"label {text[:50]!r}: {need} px high in {room.height()}")
        elif label.textFormat() != Qt.TextFormat.RichText and "<" not in text:
            need = max(label.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
            if need > room.width() + 1:
                found.append(f"label {text[:50]!r}: {need} px wide in {room.width()}")
    for button in top.findChildren(QAbstractButton):
        if button.isVisible() and button.text() and button.sizeHint().width() > button.width() + 1:
            found.append(f"button {button.text()[:50]!r}: {button.sizeHint().width()} px "
                         f"wide in {button.width()}")
    return found


@dataclass
class Painted:
    """What the boards paint while a test runs."""

    texts: list[str] = field(default_factory=list)
    clipped: list[str] = field(default_factory=list)
    """Text painted into a rectangle too small for it."""


@pytest.fixture
def painted() -> Iterator[Painted]:
    """Every ``QPainter.drawText`` of Python code, watched while the test runs."""
    seen = Painted()
    draw = QPainter.drawText

    def checked(painter: QPainter, *args: Any) -> Any:
        seen.texts += [a for a in args if isinstance(a, str)]
        if len(args) >= 3 and isinstance(args[0], QRect | QRectF) and isinstance(args[2], str):
            room, flags, text = QRectF(args[0]), args[1], args[2]
            metrics = QFontMetricsF(painter.font())
            need = metrics.boundingRect(
                room, flags.value if hasattr(flags, "value") else int(flags), text)
            # A line's leading may overhang its rectangle a little; a lost line may not.
            if text.strip() and (need.width() > room.width() + 1 or need.height()
                                 > room.height() + max(1.0, 0.3 * metrics.height())):
                seen.clipped.append(f"painted {text[:50]!r}: {need.width():.0f}x"
                                    f"{need.height():.0f} in {room.width():.0f}x"
                                    f"{room.height():.0f}")
        return draw(painter, *args)

    setattr(QPainter, "drawText", checked)  # noqa: B010 - Python callers see the check
    try:
        yield seen
    finally:
        setattr(QPainter, "drawText", draw)  # noqa: B010


@pytest.fixture
def window(qtbot: Any) -> Iterator[MainWindow]:
    """The main window at 1280x800, opened in English."""
    app, win = create([], Settings(animation_speed="off", language="en"))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.finish_loading()
    yield win
    win.close()
    install_translators(app, "en")


@cache
def english(language: str) -> frozenset[str]:
    """English sources that *language* translates to something else (in every context)."""
    if language == "en":
        return frozenset()
    done = [e for e in entries(I18N / f"roadie_{language}.ts") if not e.state and e.forms[0]]
    kept = {e.source for e in done if e.forms[0] == e.source}  # a name the same in both
    return frozenset(e.source.replace("&", "") for e in done
                     if e.source not in kept and any(c.isalpha() for c in e.source))


def shown_texts(win: MainWindow) -> list[str]:
    """The texts of the visible labels, buttons and menus."""
    widgets = [w for w in win.findChildren(QLabel) + win.findChildren(QAbstractButton)
               if w.isVisible()]
    menus = [a.text() for a in win.menuBar().actions()]
    return [w.text().replace("&", "") for w in widgets] + [t.replace("&", "") for t in menus]


def switch_and_check(win: MainWindow, seen: Painted, language: str) -> None:
    """Switch the running app to *language*, paint it all, and check every text fits and
    none is left in English."""
    assert win.set_language(language)
    QApplication.processEvents()
    seen.texts.clear()
    seen.clipped.clear()
    win.grab()  # paints the whole window
    QApplication.processEvents()  # the layouts that painting polished
    assert win.width() == 1280
    assert widget_clips(win) + seen.clipped == []
    left = sorted({t for t in shown_texts(win) + seen.texts if t in english(language)})
    assert left == [], f"still in English after switching to {language}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_launcher_switches_and_fits(window: MainWindow, painted: Painted,
                                        language: str) -> None:
    switch_and_check(window, painted, language)


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_switches_and_fits(window: MainWindow, painted: Painted, language: str,
                                       table: str) -> None:
    assert window.start_game(NewGame(table, {}, 3, list(SEATS)))
    assert window.game_screen is not None
    window.game_screen.ctl.stop()
    switch_and_check(window, painted, language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_end_screen_switches_and_fits(window: MainWindow, painted: Painted, qtbot: Any,
                                          language: str) -> None:
    from roadie.ui.end_screen import EndScreen

    assert window.start_game(NewGame("gig-dice", {}, 3, list(SEATS)))
    assert window.game_screen is not None
    window.game_screen.buttons[1][0].click()  # End session
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), EndScreen), timeout=5000)
    switch_and_check(window, painted, language)


def fits_small(win: MainWindow, seen: Painted) -> list[str]:
    """Paint the window at 1024x640 and list the texts that do not fit."""
    win.resize(1024, 640)
    QApplication.processEvents()
    seen.texts.clear()
    seen.clipped.clear()
    win.grab()
    QApplication.processEvents()
    assert (win.width(), win.height()) == (1024, 640)
    return widget_clips(win) + seen.clipped


def test_the_launcher_fits_1024x640(window: MainWindow, painted: Painted) -> None:
    for entry in REGISTRY:
        if entry.playable:
            window.launcher.choose(entry.about.id)
            assert fits_small(window, painted) == [], entry.about.id


@pytest.mark.parametrize("table", TABLES)
def test_every_table_fits_1024x640(window: MainWindow, painted: Painted, table: str) -> None:
    assert window.start_game(NewGame(table, {}, 3, list(SEATS)))
    assert window.game_screen is not None
    window.game_screen.ctl.stop()
    cut = fits_small(window, painted)
    keep_shot(window, f"table_{table}_1024x640")
    assert cut == []
