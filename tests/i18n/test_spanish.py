"""Spanish: offered in Settings as Español, chosen from the system locale, shown with its terms."""

from __future__ import annotations

from collections.abc import Iterator

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


def test_a_spanish_system_gets_spanish() -> None:
    assert "es" in languages()
    assert resolve(SYSTEM, ["es-MX", "en-US"]) == "es"


def test_settings_offer_espanol_and_keep_the_choice(app: QApplication) -> None:
    dialog = SettingsDialog(Settings(language=SYSTEM))
    names = {dialog.language.itemData(i): dialog.language.itemText(i)
             for i in range(dialog.language.count())}
    assert names["es"] == "Español"
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    assert dialog.result_settings().language == "es"


@pytest.mark.parametrize(("context", "source", "spanish"), [
    ("MainWindow", "&Game", "&Partida"),
    ("TheGigSymbols", "Sharp", "Sostenido"),
    ("RockHardTable", "Candy", "Caramelos"),
    ("RockHardTable", "After Hours", "Madrugada"),
    ("RockHardContent", "Random Gig", "Bolo aleatorio"),
    ("BuskingTable", "Melody Market", "Mercado de Melodías"),
    ("RulesDialog", "Roadie’s reading", "La lectura de Roadie"),
])
def test_spanish_is_installed_with_its_terms(app: QApplication, context: str, source: str,
                                             spanish: str) -> None:
    assert install_translators(app, "es")
    assert QCoreApplication.translate(context, source) == spanish
