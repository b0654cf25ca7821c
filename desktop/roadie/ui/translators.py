"""Roadie's and Qt's translation catalogues, installed on the application."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

TRANSLATOR = "roadie-translator"
"""Object name of the translators :func:`install_translators` puts on the application."""


def install_translators(app: QApplication, language: str) -> bool:
    """Qt's own strings and Roadie's in *language*, replacing the language shown before.

    English needs no translator; a language Roadie has no catalogue for falls back
    to English. True when *language* is what now shows. Installing or removing a
    translator sends every window a ``LanguageChange`` (posted, merged into one).
    """
    for old in app.findChildren(QTranslator, TRANSLATOR):
        app.removeTranslator(old)
        old.setParent(None)
    if language == "en":
        return True
    ours = _roadie_translator(app, language)
    if ours is None:
        return False
    qt = QTranslator(app)
    qt.setObjectName(TRANSLATOR)
    if qt.load(QLocale(language), "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    else:
        qt.setParent(None)
    app.installTranslator(ours)
    return True


def _roadie_translator(app: QApplication, language: str) -> QTranslator | None:
    """Roadie's catalogue for *language* from the first folder that has it."""
    from roadie.ui.settings_dialog import i18n_dirs

    for folder in i18n_dirs():
        ours = QTranslator(app)
        ours.setObjectName(TRANSLATOR)
        if ours.load(f"roadie_{language}", str(folder)):
            return ours
        ours.setParent(None)
    return None
