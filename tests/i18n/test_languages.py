"""Which language shows: the system's by default, each listed in its own name."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from roadie.storage.settings import Settings
from roadie.ui.settings_dialog import SettingsDialog
from roadie.ui.translators import SYSTEM, install_translators, languages, resolve


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    install_translators(qapp, "en")


def test_the_system_language_is_the_first_preferred_one_roadie_has() -> None:
    assert {"de", "fr"} <= set(languages())
    assert resolve(SYSTEM, ["fr-CA", "en-US"]) == "fr"
    assert resolve(SYSTEM, ["pt-BR", "de-AT", "fr-FR"]) == "de"
    assert resolve(SYSTEM, ["pt-BR"]) == "en"
    assert resolve(SYSTEM, ["C"]) == "en"
    assert resolve("de", ["fr-FR"]) == "de"  # a chosen language is kept


def test_french_is_installed_and_shows(app: QApplication) -> None:
    assert install_translators(app, "fr")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Partie"
    assert QCoreApplication.translate("games", "The Gig") == "The Gig"
    assert QCoreApplication.translate("TheGigSymbols", "Sharp") == "Dièse"


@pytest.mark.parametrize("shown", ["en", "de", "fr"])
def test_settings_list_each_language_in_its_own_name(app: QApplication, shown: str) -> None:
    install_translators(app, shown)
    QCoreApplication.processEvents()
    dialog = SettingsDialog(Settings(language=SYSTEM))
    names = {dialog.language.itemData(i): dialog.language.itemText(i)
             for i in range(dialog.language.count())}
    assert names["en"] == "English" and names["de"] == "Deutsch" and names["fr"] == "Français"
    assert dialog.language.itemData(0) == SYSTEM and dialog.language.currentData() == SYSTEM
    assert names[SYSTEM].endswith(f"({names[resolve(SYSTEM)]})")
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert dialog.result_settings().language == "fr"


def test_a_first_start_shows_the_system_language(tmp_path: Path) -> None:
    """No settings saved yet: Roadie opens in the system's language (French here)."""
    assert Settings().language == SYSTEM
    script = ("from PySide6.QtCore import QCoreApplication\n"
              "from roadie.ui.app import create\n"
              "app, window = create([])\n"
              "print(QCoreApplication.translate('MainWindow', '&Game'))\n")
    env = {**os.environ, "LANGUAGE": "fr_CA:en", "ROADIE_HOME": str(tmp_path),
           "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "desktop")}
    shown = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                           text=True, check=True).stdout.split()
    assert shown[-1] == "&Partie"
