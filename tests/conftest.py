"""Shared test set-up: Qt renders offscreen and Roadie writes only into a temp folder."""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANGUAGE"] = "en"  # the "system" language Qt reports: tests read English
os.environ.setdefault("ROADIE_WATCHDOG", "strict")  # a stalled table fails the test at once


@pytest.fixture(autouse=True)
def roadie_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test gets its own empty Roadie data and config folders."""
    home = tmp_path / "roadie-home"
    monkeypatch.setenv("ROADIE_HOME", str(home))
    yield home


@pytest.fixture(scope="session")
def qapp_cls() -> type:
    """Qt tests run under Roadie's own application class, as the app does."""
    from roadie.ui.app import RoadieApp

    return RoadieApp


@pytest.fixture(autouse=True)
def qt_leftovers_go() -> Iterator[None]:
    """After a Qt test, the windows it closed are deleted (pytest-qt and the app close them
    with ``deleteLater``, which only an event loop would carry out, so they piled up and
    every later window's style, palette and language change reached them all), and the
    garbage collector's table freeze (``gc.freeze`` while a game is shown) is undone."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.unfreeze()


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    """The main window as ``roadie`` opens it, with animations off (no countdown)."""
    from roadie.storage.settings import Settings
    from roadie.ui.app import create

    _app, win = create([], Settings(animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    win.finish_loading()
    yield win
    win.close()
