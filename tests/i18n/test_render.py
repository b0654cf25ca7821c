"""Switching language shows the launcher and every table wholly translated, fitting 1280x800;
in English they fit 1024x640 too.

A widget's text is clipped when it needs more room than the widget has; text a
board paints into a rectangle (``QPainter.drawText(rect, flags, text)``, as the
tables draw their titles and captions) is clipped when it needs more than the
rectangle. Text elided on purpose ("…") fits by construction.

Text is also too small when its em (the font's pixel size) reaches the screen under
:func:`legible_px` device-independent pixels: a widget's font as it is, a board's text
(painted, or a scene text item) through every transform down to the view, so a card's
7-unit subtitle on a board shown at 0.55 is 3.9 px and fails.
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
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPaintDevice, QPainter, QTransform
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QWidget,
)
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
CRAMPED: dict[str, str] = {}
"""Tables known to cut or shrink text still, and why (strict: a fix makes them pass)."""
TABLE_CASES = [pytest.param(t, marks=pytest.mark.xfail(strict=True, reason=CRAMPED[t]))
               if t in CRAMPED else t for t in TABLES]
SEATS: list[tuple[str, Literal["human"], str]] = [("Ana", "human", "random"),
                                                   ("Ben", "human", "random")]


LEGIBLE_PX = 9.0
"""The smallest em, in device-independent pixels, text may reach the screen at in a
1280 x 800 window (the issue's "readable at 1280 x 800").

At 9 px DejaVu Sans (every table's face) has a cap height of 6.6 px and an x-height of
4.9 px: about the 7 pt fine print of a printed card held at reading distance, and the
smallest size at which its e, a, s and 3, 5, 6, 8 keep open counters on a 96 dpi screen
without hinting. Below it letters blur into each other (the 4 to 5 px card subtitles that
prompted this check)."""


def legible_px(width: int) -> float:
    """The floor in a window *width* pixels wide: ``LEGIBLE_PX`` from 1280 up; a smaller
    window ("usable at 1024 x 640") shows the same table scaled with it (7.2 px at 1024),
    where the numbers still read and every card and board enlarges on hover."""
    return LEGIBLE_PX * min(1.0, width / 1280)


def em_px(font: QFont, device: QPaintDevice) -> float:
    """*font*'s em in pixels: its pixel size, or its point size at *device*'s dpi."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * device.logicalDpiY() / 72


def y_scale(transform: QTransform) -> float:
    """How long one unit of text height becomes under *transform*."""
    return float((transform.m21() ** 2 + transform.m22() ** 2) ** 0.5)


def too_small(what: str, text: str, px: float, floor: float) -> list[str]:
    """One finding when *text* reaches the screen at *px*, under *floor*, else none."""
    if not text.strip() or px >= floor - 0.05:
        return []
    return [f"{what} {text[:50]!r}: {px:.1f} px, under {floor:.1f}"]


def widget_smalls(top: QWidget) -> list[str]:
    """The visible labels and buttons of *top* whose text is smaller than legible."""
    found: list[str] = []
    for w in top.findChildren(QLabel) + top.findChildren(QAbstractButton):
        if w.isVisible():
            found += too_small(type(w).__name__, w.text(), em_px(w.font(), w),
                               legible_px(top.width()))
    return found


def scene_smalls(top: QWidget) -> list[str]:
    """The visible text items of every board view in *top* that reach the screen too small
    (text a board paints itself is watched by the ``painted`` fixture)."""
    found: list[str] = []
    for view in top.findChildren(QGraphicsView):
        if not view.isVisible() or view.scene() is None:
            continue
        for item in view.scene().items():
            if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem) \
                    and item.isVisible() and view.mapFromScene(item.sceneBoundingRect())\
                    .boundingRect().intersects(view.viewport().rect()):
                text = item.text() if isinstance(item, QGraphicsSimpleTextItem) \
                    else item.toPlainText()
                scale = y_scale(item.deviceTransform(view.viewportTransform()))
                found += too_small("scene text", text, em_px(item.font(), view) * scale,
                                   legible_px(top.width()))
    return found


def widget_clips(top: QWidget) -> list[str]:
    """The visible labels and buttons of *top* whose text needs more room than they have."""
    found = []
    for label in top.findChildren(QLabel):
        text, room = label.text(), label.contentsRect()
        if not label.isVisible() or not text.strip():
            continue
        if label.wordWrap():  # (its height for its width counts its padding and border too)
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                found.append(f"label {text[:50]!r}: {need} px high in {label.height()}")
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
    small: list[str] = field(default_factory=list)
    """Text painted smaller on the screen than ``LEGIBLE_PX``."""
    elided: list[str] = field(default_factory=list)
    """Text shortened with "…" to fit."""
    floor: float = LEGIBLE_PX
    """The smallest legible em now (``legible_px`` of the window painted)."""

    def clear(self) -> None:
        self.texts.clear()
        self.clipped.clear()
        self.small.clear()
        self.elided.clear()

    def paint(self, top: QWidget) -> None:
        """Paint *top* whole, watching its text."""
        self.clear()
        self.floor = legible_px(top.width())
        top.grab()
        QApplication.processEvents()  # the layouts that painting polished

    def faults(self, top: QWidget) -> list[str]:
        """Everything unreadable in *top* as it was just painted."""
        return (widget_clips(top) + self.clipped + self.elided + widget_smalls(top)
                + scene_smalls(top) + self.small)


@pytest.fixture
def painted() -> Iterator[Painted]:
    """Every ``QPainter.drawText`` of Python code, watched while the test runs."""
    seen = Painted()
    draw = QPainter.drawText

    def checked(painter: QPainter, *args: Any) -> Any:
        seen.texts += [a for a in args if isinstance(a, str)]
        px = em_px(painter.font(), painter.device()) * y_scale(painter.combinedTransform())
        for text in (a for a in args if isinstance(a, str)):
            seen.small += too_small("painted", text, px, seen.floor)
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

    elide = {m: m.elidedText for m in (QFontMetrics, QFontMetricsF)}

    def shortened(kind: type) -> Any:
        def cut(metrics: Any, text: str, *args: Any) -> str:
            shown = elide[kind](metrics, text, *args)
            if shown != text:
                seen.elided.append(f"elided {text[:50]!r} to {shown!r}")
            return shown
        return cut

    setattr(QPainter, "drawText", checked)  # noqa: B010 - Python callers see the check
    for kind in elide:
        setattr(kind, "elidedText", shortened(kind))  # noqa: B010
    try:
        yield seen
    finally:
        setattr(QPainter, "drawText", draw)  # noqa: B010
        for kind, original in elide.items():
            setattr(kind, "elidedText", original)  # noqa: B010


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
    seen.paint(win)
    assert win.width() == 1280
    assert seen.faults(win) == []
    left = sorted({t for t in shown_texts(win) + seen.texts if t in english(language)})
    assert left == [], f"still in English after switching to {language}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_launcher_switches_and_fits(window: MainWindow, painted: Painted,
                                        language: str) -> None:
    switch_and_check(window, painted, language)


@pytest.mark.parametrize("table", TABLE_CASES)
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
    """Paint the window at 1024x640 and list the texts that do not fit or are too small."""
    win.resize(1024, 640)
    QApplication.processEvents()
    seen.paint(win)
    assert (win.width(), win.height()) == (1024, 640)
    return seen.faults(win)


def test_the_launcher_fits_1024x640(window: MainWindow, painted: Painted) -> None:
    for entry in REGISTRY:
        if entry.playable:
            window.launcher.choose(entry.about.id)
            assert fits_small(window, painted) == [], entry.about.id


@pytest.mark.parametrize("table", TABLE_CASES)
def test_every_table_fits_1024x640(window: MainWindow, painted: Painted, table: str) -> None:
    assert window.start_game(NewGame(table, {}, 3, list(SEATS)))
    assert window.game_screen is not None
    window.game_screen.ctl.stop()
    cut = fits_small(window, painted)
    keep_shot(window, f"table_{table}_1024x640")
    assert cut == []


def test_the_checker_finds_tiny_and_shortened_text(qtbot: Any, painted: Painted) -> None:
    """The check can fail: a card subtitle painted at 7 units on a board shown at half size
    (3.5 px), a 12-unit scene caption (6 px), a 6 px label and an elided title are all found;
    text at a legible size is not."""
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QVBoxLayout

    from roadie.ui.scene.draw import draw_fitted, kit_font

    class Card(QGraphicsItem):
        def boundingRect(self) -> QRectF:
            return QRectF(0, 0, 300, 120)

        def paint(self, painter: QPainter, *args: Any) -> None:
            painter.setFont(kit_font(7))
            painter.drawText(QRectF(0, 0, 300, 20), 0, "Party · Hit song")
            painter.setFont(kit_font(30))
            painter.drawText(QRectF(0, 20, 300, 40), 0, "Legible")
            draw_fitted(painter, QRectF(0, 60, 60, 40), "King Cake Jubilee", 24)

    top = QWidget()
    qtbot.addWidget(top)
    scene = QGraphicsScene(0, 0, 400, 300)
    scene.addItem(Card())
    caption = scene.addSimpleText("caption")
    caption.setFont(kit_font(12))
    caption.setPos(0, 200)
    view = QGraphicsView(scene)
    view.scale(0.5, 0.5)
    label = QLabel("fine print")
    label.setFont(kit_font(6))
    box = QVBoxLayout(top)
    box.addWidget(view)
    box.addWidget(label)
    box.addWidget(QLabel("A plain label"))
    padded = "QLabel { padding: 10px 16px; border: 2px solid black; }"
    framed = QLabel("A framed line that fits", wordWrap=True, styleSheet=padded)
    squeezed = QLabel("A framed paragraph " * 12, wordWrap=True, styleSheet=padded)
    squeezed.setFixedHeight(40)
    box.addWidget(framed)
    box.addWidget(squeezed)
    top.resize(1280, 400)
    top.show()
    painted.paint(top)
    found = "\n".join(painted.faults(top))
    assert "painted 'Party · Hit song': 3.5 px, under 9.0" in found
    assert "scene text 'caption': 6.0 px" in found
    assert "QLabel 'fine print': 6.0 px" in found
    assert "elided 'King Cake Jubilee'" in found
    assert "Legible" not in found and "A plain label" not in found
    assert "label 'A framed paragraph" in found and "A framed line" not in found
    top.resize(640, 400)  # half as wide: a floor half as high (4.5 px)
    painted.paint(top)
    found = "\n".join(painted.faults(top))
    assert "'Party · Hit song': 3.5 px, under 4.5" in found and "fine print" not in found
