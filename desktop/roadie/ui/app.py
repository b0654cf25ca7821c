"""Start the desktop app: ``roadie`` with no arguments calls :func:`run`."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

from roadie import __version__
from roadie.storage.settings import Settings, peek_language

# isort: split
# The settings (and what they import) load before Qt: PySide6 reads the whole source of
# every module imported after it, looking for its "__feature__" switches.
import shiboken6
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from roadie.ui.main_window import MainWindow
from roadie.ui.style import qt_palette, stylesheet
from roadie.ui.translators import install_translators


def create(argv: list[str] | None = None,
           settings: Settings | None = None) -> tuple[QApplication, MainWindow]:
    """The application object and the main window (not yet shown).

    Without *settings* the saved ones are read in full after the first frame;
    only the language is needed before any widget exists.
    """
    app = QApplication.instance()
    if app is None:  # the style named here costs less than setStyle's (no QStyle in Python)
        app = RoadieApp(["roadie", "-style", "Fusion", *(argv or [])])
    else:
        assert isinstance(app, QApplication)
        app.setStyle("Fusion")
    app.setApplicationName("Roadie")
    app.setApplicationVersion(__version__)
    app.setPalette(qt_palette())
    app.setStyleSheet(stylesheet())
    install_translators(app, settings.language if settings else peek_language())
    window = MainWindow(settings)
    window.resize(1280, 800)
    rest = QTimer(window)
    rest.setSingleShot(True)
    rest.timeout.connect(lambda: short_collections_at_the_table(window))
    window.stack.currentChanged.connect(lambda _page: page_changed(rest))
    if isinstance(app, RoadieApp):
        app.window = window
    return app, window


class RoadieApp(QApplication):
    """The application: it also opens a save the system hands to the running app (macOS
    sends a double-clicked ``.roadie`` file as a FileOpen event to the application object,
    also while a game is on the table, not as an argument)."""

    window: MainWindow | None = None

    def event(self, event: QEvent) -> bool:
        window = self.window
        if (event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent)
                and window is not None and shiboken6.isValid(window)):
            window.open_path(Path(event.file()).resolve())
            window.raise_()
            window.activateWindow()
            return True
        return super().event(event)


def page_changed(rest: QTimer) -> None:
    """Another page shows: the collector has everything back at once; what rests while a
    table is on screen is decided on the event loop's next turn (see
    :func:`short_collections_at_the_table`)."""
    gc.unfreeze()
    rest.start()


def short_collections_at_the_table(window: MainWindow) -> None:
    """While a table is on screen, what was alive when it opened (modules, content, the
    table's items) rests in the garbage collector's permanent generation: its passes during
    play walk only what play makes and stay short. Any other page hands it all back.

    Called on the event loop's turn after a page changed, once the pages taken down are
    deleted: what they left is collected first (frozen, a table replaced by another would
    stay for that whole game, and a table ended, for the next)."""
    gc.collect()
    if window.game_screen is not None and window.stack.currentWidget() is window.game_screen:
        gc.freeze()


XCB_HELP = "a window needs Qt's xcb libraries (README, 'Two commands on a fresh machine')"


def no_display() -> str | None:
    """Why Qt would abort for want of a screen on Linux (no display, one that does not answer,
    or an xcb plugin that cannot load), or None; a platform set in QT_QPA_PLATFORM is trusted."""
    if not sys.platform.startswith("linux") or os.environ.get("QT_QPA_PLATFORM"):
        return None
    display = os.environ.get("DISPLAY")
    if os.environ.get("WAYLAND_DISPLAY"):
        return None
    if not display:
        return ("roadie: no display (DISPLAY and WAYLAND_DISPLAY are unset): start it in a "
                "desktop session, or set QT_QPA_PLATFORM=offscreen for headless use; " + XCB_HELP
                + ".")
    return xcb_problem(display)


def xcb_problem(display: str) -> str | None:
    """Whether Qt's xcb plugin loads (its libraries are there) and *display* answers."""
    import ctypes

    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms",
                  "libqxcb.so")
    try:
        if plugin.exists():  # else Qt finds it elsewhere and says so itself
            ctypes.CDLL(str(plugin))
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError as exc:
        return (f"roadie: Qt's xcb plugin cannot load ({exc}): {XCB_HELP}, or set "
                "QT_QPA_PLATFORM=offscreen for headless use.")
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    failed = xcb.xcb_connection_has_error(connection)
    xcb.xcb_disconnect(connection)
    if failed:
        return (f"roadie: the display {display} does not answer: start it in a desktop session, "
                "or set QT_QPA_PLATFORM=offscreen for headless use.")
    return None


def run(argv: list[str] | None = None, open_file: Path | None = None) -> int:
    """Open the launcher (with the game saved in *open_file* on its table) and run until the
    window closes; the exit status (2 without a display). When Roadie already runs on this
    home, it is handed *open_file* instead and this start ends at once (status 0)."""
    from roadie.storage.paths import data_dir
    from roadie.ui.one_roadie import OneRoadie

    problem = no_display()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    home = OneRoadie(data_dir())
    if not home.claim() and home.hand_over([open_file] if open_file else []):
        return 0
    app, window = create(argv)
    home.serve(window)
    window.show()
    if open_file is not None:
        window.finish_loading()
        window.open_path(open_file.resolve())
    return app.exec()
