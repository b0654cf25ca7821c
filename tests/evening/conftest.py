"""The evening suite's set-up: the real window at the default settings, every wait shortened
alike (``ROADIE_TIME_SCALE``, 0.05 unless set), the watchdog strict, and the clipped-text
checker of ``tests/i18n/test_render.py`` watching what is painted.

``ROADIE_EVENING_SEEDS=N`` plays every cell with N seeds (the soak); one seed otherwise.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
from tests.i18n.test_render import painted  # noqa: F401 - the checker's fixture

from roadie.storage.settings import Settings
from roadie.ui.main_window import MainWindow

SCALE = "0.05"
"""The time scale unless ``ROADIE_TIME_SCALE`` says: a twentieth of every wait."""
SEEDS = "ROADIE_EVENING_SEEDS"


def seeds() -> list[int]:
    """The seeds each cell is played with: 1..N for ``ROADIE_EVENING_SEEDS=N`` (else 1)."""
    try:
        count = max(1, int(os.environ.get(SEEDS, "1")))
    except ValueError:
        count = 1
    return list(range(1, count + 1))


@pytest.fixture
def evening_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROADIE_TIME_SCALE", os.environ.get("ROADIE_TIME_SCALE", SCALE))
    monkeypatch.setenv("ROADIE_WATCHDOG", "strict")


@pytest.fixture
def evening_window(qtbot: Any, evening_env: None) -> Iterator[MainWindow]:
    """The main window at 1280x800 with ``Settings()``: animations normal, bot pace normal,
    round summaries on."""
    from roadie.ui.app import create

    _app, win = create([], Settings())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.activateWindow()
    win.finish_loading()
    yield win
    if win.network is not None and win.network.host is not None:
        win.network.host.close()
    win.close()
