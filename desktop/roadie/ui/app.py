"""Start the desktop app: ``roadie`` with no arguments calls :func:`run`."""

from __future__ import annotations

import gc
import os
import sys

from PySide6.QtWidgets import QApplication

from roadie import __version__
from roadie.storage.settings import Settings, peek_language
from roadie.ui.main_window import MainWindow
from roadie.ui.style import qt_palette, stylesheet
from roadie.ui.translators import install_translators


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
    window.stack.currentChanged.connect(lambda _page: short_collections_at_the_table(window))
    return app, window


def short_collections_at_the_table(window: MainWindow) -> None:
    """While a table is on screen, what was alive when it opened (modules, content, the
    table's items) rests in the garbage collector's permanent generation: its passes during
    play walk only what play makes and stay short. Any other page hands it all back."""
    if window.game_screen is not None and window.stack.currentWidget() is window.game_screen:
        gc.freeze()
    else:
        gc.unfreeze()


def no_display() -> str | None:
    """Why Qt would abort for want of a screen (Linux, no display, no platform set), or None."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    if os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"):
        return None
    return ("roadie: no display (DISPLAY and WAYLAND_DISPLAY are unset): start it in a desktop "
            "session, or set QT_QPA_PLATFORM=offscreen for headless use; a window needs Qt's "
            "xcb libraries (README, 'Two commands on a fresh machine').")


def run(argv: list[str] | None = None) -> int:
    """Open the launcher and run until the window closes; the exit status (2 without a display)."""
    problem = no_display()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    app, window = create(argv)
    window.show()
    return app.exec()
