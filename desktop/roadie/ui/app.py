"""Start the desktop app: ``roadie`` with no arguments calls :func:`run`."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from roadie import __version__
from roadie.storage.settings import Settings, peek_language
from roadie.ui.main_window import MainWindow
from roadie.ui.style import qt_palette, stylesheet

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


def create(argv: list[str] | None = None,
           settings: Settings | None = None) -> tuple[QApplication, MainWindow]:
    """The application object and the main window (not yet shown).

    Without *settings* the saved ones are read in full after the first frame;
    only the language is needed before any widget exists.
    """
    app = QApplication.instance() or QApplication(["roadie", *(argv or [])])
    assert isinstance(app, QApplication)
    app.setApplicationName("Roadie")
    app.setApplicationVersion(__version__)
    app.setStyle("Fusion")
    app.setPalette(qt_palette())
    app.setStyleSheet(stylesheet())
    install_translators(app, settings.language if settings else peek_language())
    window = MainWindow(settings)
    window.resize(1280, 800)
    return app, window


def run(argv: list[str] | None = None) -> int:
    """Open the launcher and run until the window closes; the exit status."""
    app, window = create(argv)
    window.show()
    return app.exec()
