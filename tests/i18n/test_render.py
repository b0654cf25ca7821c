"""Translated text fits: the launcher and every table at 1280x800, in every language.

A widget's text is clipped when it needs more room than the widget has; text a
board paints into a rectangle (``QPainter.drawText(rect, flags, text)``, as the
tables draw their titles and captions) is clipped when it needs more than the
rectangle. Text elided on purpose ("…") fits by construction.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from roadie.games import REGISTRY
from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.launcher import NewGame
from roadie.ui.main_window import MainWindow
from roadie.ui.translators import install_translators

I18N = Path(__file__).resolve().parents[2] / "i18n"
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


@pytest.fixture
def painted() -> Iterator[list[str]]:
    """Text painted into a rectangle too small for it, while the test runs."""
    found: list[str] = []
    draw = QPainter.drawText

    def checked(painter: QPainter, *args: Any) -> Any:
        if len(args) >= 3 and isinstance(args[0], QRect | QRectF) and isinstance(args[2], str):
            room, flags, text = QRectF(args[0]), args[1], args[2]
            need = QFontMetricsF(painter.font()).boundingRect(
                room, flags.value if hasattr(flags, "value") else int(flags), text)
            if text.strip() and (need.width() > room.width() + 1
                                 or need.height() > room.height() + 1):
                found.append(f"painted {text[:50]!r}: {need.width():.0f}x{need.height():.0f} "
                             f"in {room.width():.0f}x{room.height():.0f}")
        return draw(painter, *args)

    setattr(QPainter, "drawText", checked)  # noqa: B010 - Python callers see the check
    try:
        yield found
    finally:
        setattr(QPainter, "drawText", draw)  # noqa: B010


@pytest.fixture
def window(qtbot: Any, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    """The main window at 1280x800 in the language the test is parametrized with."""
    language = request.node.callspec.params["language"]
    app, win = create([], Settings(animation_speed="off", language=language))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.finish_loading()
    yield win
    win.close()
    install_translators(app, "en")


def shown(win: MainWindow) -> None:
    """Lay out and paint everything once (a grab paints the whole window)."""
    QApplication.processEvents()
    win.grab()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_launcher_fits(window: MainWindow, painted: list[str], language: str) -> None:
    shown(window)
    assert window.width() == 1280
    assert widget_clips(window) + painted == []


@pytest.mark.parametrize("table", TABLES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_table_fits(window: MainWindow, painted: list[str], language: str,
                          table: str) -> None:
    assert window.start_game(NewGame(table, {}, 3, list(SEATS)))
    assert window.game_screen is not None
    window.game_screen.ctl.stop()
    shown(window)
    assert window.width() == 1280
    assert widget_clips(window) + painted == []
