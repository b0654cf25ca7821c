"""Roadie's and Qt's translation catalogues, installed on the application."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

TRANSLATOR = "roadie-translator"
"""Object name of the translators :func:`install_translators` puts on the application."""
SYSTEM = "system"
"""The language setting that follows the system locale."""


def i18n_dirs() -> list[Path]:
    """Folders that may hold ``roadie_<language>.qm`` files."""
    here = Path(__file__).resolve().parent.parent
    return [here / "i18n", here / "resources" / "i18n", here.parent.parent / "i18n"]


def languages() -> list[str]:
    """English and every language a translation file exists for."""
    found = {"en"}
    for folder in i18n_dirs():
        if folder.is_dir():
            found |= {p.stem.removeprefix("roadie_") for p in folder.glob("roadie_*.qm")}
    return sorted(found)


def resolve(language: str, preferred: list[str] | None = None) -> str:
    """The language to show for the setting *language*.

    ``"system"`` is the first of *preferred* (the system's UI languages, best
    first, by default) that Roadie has a catalogue for, else English.
    """
    if language != SYSTEM:
        return language
    have = languages()
    for name in QLocale.system().uiLanguages() if preferred is None else preferred:
        code = QLocale(name).name().split("_")[0]
        if code in have:
            return code
    return "en"


def install_translators(app: QApplication, language: str) -> bool:
    """Qt's own strings and Roadie's in *language*, replacing the language shown before.

    English's catalogue holds only its plurals ("1 song", not "1 songs"); a language
    Roadie has no catalogue for falls back to English. True when *language* is what
    now shows, with its catalogue. Installing or removing a
    translator sends every window a ``LanguageChange`` (posted, merged into one).
    ``"system"`` follows the system locale (:func:`resolve`).
    """
    language = resolve(language)
    for old in app.findChildren(QTranslator, TRANSLATOR):
        app.removeTranslator(old)
        old.setParent(None)
    ours = _roadie_translator(app, language)
    if ours is None:
        return False
    if language == "en":
        app.installTranslator(ours)
        return True
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
    for folder in i18n_dirs():
        ours = QTranslator(app)
        ours.setObjectName(TRANSLATOR)
        if ours.load(f"roadie_{language}", str(folder)):
            return ours
        ours.setParent(None)
    return None
