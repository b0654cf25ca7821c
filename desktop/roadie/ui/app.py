"""Start the desktop app: ``roadie`` with no arguments calls :func:`run`."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from roadie import __version__
from roadie.storage.settings import Settings, peek_language
from roadie.ui.main_window import MainWindow
from roadie.ui.style import qt_palette, stylesheet


def install_translators(app: QApplication, language: str) -> None:
    """Qt's own strings and Roadie's, when a translation for *language* exists."""
    from roadie.ui.settings_dialog import i18n_dirs

    if language == "en":
        return
    qt = QTranslator(app)
    if qt.load(QLocale(language), "qtbase", "_",
               QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
    for folder in i18n_dirs():
        ours = QTranslator(app)
        if ours.load(f"roadie_{language}", str(folder)):
            app.installTranslator(ours)
            return


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
