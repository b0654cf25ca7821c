"""Shared test set-up: Qt renders offscreen and Roadie writes only into a temp folder."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["LANGUAGE"] = "en"  # the "system" language Qt reports: tests read English


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
