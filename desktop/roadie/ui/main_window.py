"""The main window: launcher, table and end screen in one stack, with the menus.

Game modules, the match and the table are imported only when a game starts,
so the launcher shows quickly.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QStackedWidget

from roadie import __version__
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.storage.paths import guided_autosave_path, saves_dir
from roadie.storage.settings import Settings, read_settings, save_settings
from roadie.ui.dialog_hold import DialogHold
from roadie.ui.in_progress_list import AUTOSAVE, ProgressEntry
from roadie.ui.kept_games import KeptGames, open_elsewhere
from roadie.ui.launcher import Launcher, NewGame
from roadie.ui.not_written import not_written
from roadie.ui.preload import Preloader, modules
from roadie.ui.setting_up import SettingUp
from roadie.ui.style import palette
from roadie.ui.teaching import has_lesson
from roadie.ui.teaching.guided import guide_of, has_guide

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QPaintEvent
    from PySide6.QtWidgets import QStatusBar

    from roadie.match.client import TableClient
    from roadie.match.session import LocalTable
    from roadie.storage.kept_seats import KeptSeat
    from roadie.storage.writer import BackgroundWriter
    from roadie.ui.controller import MatchController
    from roadie.ui.end_screen import EndScreen
    from roadie.ui.game_screen import GameScreen
    from roadie.ui.keys_dialog import KeysDialog
    from roadie.ui.lobby import NetworkPlay
    from roadie.ui.teaching.guided.runner import GuideRunner

SAVE_FILTER = _("MainWindow", "Roadie saves (*.roadie *.roadie.json)")
"""``.roadie``: the extension installers open with Roadie (older saves end ``.roadie.json``)."""
APPLICATION_SHORTCUT = 2
"""``Qt.ShortcutContext.ApplicationShortcut``, by number: Qt's namespace is not named before the
launcher's first frame (see :mod:`roadie.ui.launcher`)."""


class MainWindow(QMainWindow):
    """Roadie's one window."""

    _autosave_done = Signal(object, object)
    """From the writer's thread: (path, error or None)."""

    def __init__(self, settings: Settings | None = None) -> None:
        super().__init__()
        from roadie.games import GAME_IDS

        self.settings = settings or Settings()
        self._settings_pending = settings is None
        self.setWindowTitle("Roadie")
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.launcher = Launcher(GAME_IDS)
        self.launcher.start.connect(self.start_game)
        self.launcher.resume.connect(self.continue_entry)
        self.launcher.forget.connect(self.forget_entry)
        self.launcher.load.connect(self.open_dialog)
        self.launcher.open_recent.connect(lambda path: self.open_path(Path(path)))
        self.launcher.network.connect(self.show_network)
        self.launcher.rejoins.rejoin.connect(self.rejoin_seat)
        self.launcher.guided.connect(self.start_guided)
        self.launcher.chosen.connect(lambda _game: self._preload())
        self.stack.addWidget(self.launcher)
        self.game_screen: GameScreen | None = None
        self.table: LocalTable | None = None
        """The game in hand (a match in this process)."""
        self.end: EndScreen | None = None
        self.network: NetworkPlay | None = None
        self.guide: GuideRunner | None = None
        """The guided first game's steps, while they run."""
        """The network pages (host or join, the lobby), once opened."""
        self._writer: BackgroundWriter | None = None
        self.kept = KeptGames()
        """The games in progress: which this window plays (each locked while it does)."""
        self._autosave_done.connect(self._on_autosave_done)
        self.save_path: Path | None = None
        self.last_alert = ""
        self.keys_dialog: KeysDialog | None = None
        self._loaded = False
        self._load_queued = False
        self._painted = False
        self.preloader = Preloader()
        """Imports the games' modules, the chosen one's first, while the launcher waits."""
        self._setting_up: SettingUp | None = None
        self._pages_rebuilt = False
        self._status: QStatusBar | None = None
        self.dialog_hold = DialogHold(self._controller_in_play, self)
        self._watching_focus = False
        """Every modal dialog holds the game in play while it is open."""
        self._build_menus()

    def statusBar(self) -> QStatusBar:
        """The status bar, made when first asked for (not before the first frame): it shows
        only while it has something to say (saved, opened…)."""
        if self._status is None:
            status = self._status = super().statusBar()
            status.messageChanged.connect(lambda text: status.setVisible(bool(text)))
            status.hide()
        return self._status

    # --- menus --------------------------------------------------------------------
    def _action(self, menu: QMenu, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = menu.addAction(text)
        if shortcut is not None:  # (setShortcut's overloads would name Qt's namespace)
            action.setShortcuts([QKeySequence(shortcut)])
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        """The menu bar in the language installed now (replacing any menus built before)."""
        bar = self.menuBar()
        for entry in bar.actions():
            if entry.menu() is not None:
                entry.menu().deleteLater()
        bar.clear()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New game"), self.show_launcher, QKeySequence.StandardKey.New)
        self.continue_action = self._action(game, self.tr("&Continue"), self.continue_game,
                                            "Ctrl+Shift+O")
        self._action(game, self.tr("&Open…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self.recent_menu = game.addMenu(self.tr("Open &recent"))
        self._action(game, self.tr("Play on the &network…"), self.show_network)
        game.addSeparator()
        self.save_action = self._action(game, self.tr("&Save"), self.save,
                                        QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(game, self.tr("Save &as…"), self.save_as,
                                           QKeySequence.StandardKey.SaveAs)
        game.addSeparator()
        self.pause_action = self._action(game, self.tr("&Pause"),
                                         lambda _=False: self.toggle_pause(), "P")
        self.pause_action.setShortcuts([QKeySequence("P"), QKeySequence("Pause")])
        self.pause_action.setCheckable(True)
        game.addSeparator()
        self._action(game, self.tr("Se&ttings…"), self.open_settings,
                     QKeySequence.StandardKey.Preferences)
        game.addSeparator()
        quit_action = self._action(game, self.tr("&Quit"), self.close, "Ctrl+Q")
        quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        for entry in game.actions():  # they work even when a file dialog left no window active
            entry.setProperty("shortcutContext", APPLICATION_SHORTCUT)
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo my last action"), self.undo,
                                        QKeySequence.StandardKey.Undo)
        self.turn_menu = bar.addMenu(self.tr("&Turn"))
        view = bar.addMenu(self.tr("&View"))
        self.full_action = self._action(view, self.tr("&Full screen"), self.toggle_full_screen,
                                        QKeySequence.StandardKey.FullScreen)
        self.full_action.setCheckable(True)
        self.teaching_action = self._action(view, self.tr("&Teaching mode"), self.set_teaching)
        self.teaching_action.setCheckable(True)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.rules_action = self._action(help_menu, self.tr("&Rules of this game"), self.show_rules,
                                         QKeySequence.StandardKey.HelpContents)
        self.how_to_play_action = self._action(help_menu, self.tr("&How to play"),
                                               self.show_how_to_play)
        self.guided_action = self._action(help_menu, self.tr("&Guided first game"),
                                          self.restart_guided)
        self._action(help_menu, self.tr("&Keyboard"), self.show_keys)
        about = self._action(help_menu, self.tr("&About Roadie"), self.show_about)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        self._update_actions()

    def _update_actions(self) -> None:
        screen = self.game_screen
        self.save_action.setEnabled(screen is not None)
        self.save_as_action.setEnabled(screen is not None)
        self.rules_action.setEnabled(screen is not None)
        self.how_to_play_action.setEnabled(screen is not None
                                           and has_lesson(screen.client.info.id))
        self.guided_action.setEnabled(screen is not None and has_guide(screen.client.info.id))
        self.teaching_action.setEnabled(screen is not None)
        self.teaching_action.setChecked(screen is not None and screen.board.scene.teaching)
        in_progress = self.kept.entries() if self._loaded else []  # read after the first frame
        self.continue_action.setEnabled(bool(in_progress))
        self._update_turn_actions()
        self.recent_menu.clear()
        for path in self.settings.recent:
            entry = self.recent_menu.addAction(Path(path).name)
            entry.setToolTip(path)
            entry.triggered.connect(lambda _=False, p=path: self.open_path(Path(p)))
        self.recent_menu.setEnabled(bool(self.settings.recent))
        self.launcher.set_saved(in_progress, self.settings.recent)

    def _update_turn_actions(self) -> None:
        """Undo and the Turn menu, after every action (no disk is read here)."""
        screen = self.game_screen
        playing = screen is not None and self.stack.currentWidget() is screen
        self.undo_action.setEnabled(screen is not None and playing and screen.ctl.can_undo())
        self.turn_menu.setEnabled(playing)
        self.pause_action.setEnabled(playing and screen is not None
                                     and not screen.client.is_over())
        self.pause_action.setChecked(screen is not None and screen.is_paused())
        if screen is not None and playing:
            legal = screen.ctl.legal()
            for action in self.turn_menu.actions():
                action.setEnabled(action.data() is not None and
                                  screen.turn_action(action.data()).action in legal)

    # --- start-up -----------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Once the first frame is drawn, load what the launcher fills in later, then what
        starting its chosen game imports."""
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            if not self._loaded and not self._load_queued:
                self._load_queued = True
                QTimer.singleShot(0, self.finish_loading)
            QTimer.singleShot(0, self._preload)

    def _preload(self) -> None:
        """While the launcher shows (after its first frame), import off this thread what
        choosing and starting a game imports, the chosen game's first."""
        game = self.launcher.game
        if self._painted and game is not None and self.stack.currentWidget() is self.launcher:
            self.preloader.start(modules(game.id))

    def finish_loading(self) -> None:
        """Fill the launcher from the game modules (after the window first shows)."""
        if not self._loaded:
            self._loaded = True
            if self._settings_pending:
                self.settings, damaged = read_settings()
                self._settings_pending = False
                if damaged is not None:
                    self.alert(self.tr("Your settings file was damaged, so Roadie starts with "
                                       "its usual settings. The old file was kept as %1.")
                               .replace("%1", escape(str(damaged))))
            self._recover_autosave()
            self._update_actions()
            self.launcher.populate()

    def _recover_autosave(self) -> None:
        """At start: the games in progress settled (an older version's autosave moved in,
        what a crash left repaired); those that had ended join the recent games."""
        finished = self.kept.settle()
        for path in reversed(finished):
            self.settings.remember(path)
        if finished:
            save_settings(self.settings)

    # --- games ------------------------------------------------------------------
    def writer(self) -> BackgroundWriter:
        """Writes the autosave off the UI thread; a failure is told on the table once."""
        if self._writer is None:
            from roadie.storage.writer import BackgroundWriter

            self._writer = BackgroundWriter(self._written)
        return self._writer

    def _written(self, path: Path, error: OSError | None) -> None:
        """Called on the writer's thread: the outcome goes on to this thread's table."""
        self._autosave_done.emit(path, error)

    def _on_autosave_done(self, path: Path, error: OSError | None) -> None:
        if self.table is not None:
            self.table.written(path, error)

    def start_game(self, new: NewGame) -> bool:
        with self.setting_up():
            from roadie.core.errors import RoadieError
            from roadie.match.session import new_table
            from roadie.storage.in_progress import new_slot
            from roadie.storage.saves import SeatSpec

            slot = guided_autosave_path() if new.guided else new_slot()  # never another's
            try:
                if not self.kept.take(slot):
                    raise RoadieError(open_elsewhere())
                seats = [SeatSpec(name=n, kind=k, level=lv) for n, k, lv in new.seats]
                table = new_table(new.game, new.options, new.seed, seats, self.writer(), slot)
            except (RoadieError, OSError) as exc:
                if slot != self._autosave_in_hand():
                    self.kept.release(slot)
                problem = not_written(exc)
            else:
                self.save_path = None
                self.show_table(table)
                return True
        self.alert(problem)
        return False

    @contextmanager
    def setting_up(self) -> Iterator[None]:
        """While a table is set up: its frame shows at once, under a busy cursor, with a line
        saying so (the launcher does not just stop answering); the page shown before comes
        back when no table came of it."""
        before = self.stack.currentWidget()
        if self._setting_up is None:
            self._setting_up = SettingUp(palette(self.settings.colour_blind))
            self.stack.addWidget(self._setting_up)
        self.stack.setCurrentWidget(self._setting_up)
        QApplication.setOverrideCursor(QtCore.Qt.CursorShape.WaitCursor)
        self._setting_up.repaint()  # drawn now, before the thread gets busy
        self.preloader.stop()  # the table's imports do not wait for other games'
        try:
            yield
        finally:
            QApplication.restoreOverrideCursor()
            if self.stack.currentWidget() is self._setting_up and before is not None:
                self.stack.setCurrentWidget(before)

    def start_guided(self, game_id: str) -> bool:
        """A guided first game of *game_id*: a new game against a gentle bot, with the
        guide's steps beside the board."""
        from roadie.ui.teaching.guided.runner import GuideRunner, guided_game

        you = next((row.name.text() for row in self.launcher.seats
                    if row.kind.currentData() == "human"), "")
        if not self.start_game(guided_game(game_id, you)):
            return False
        assert self.game_screen is not None
        self.guide = GuideRunner(guide_of(game_id), self.game_screen, self)
        return True

    def restart_guided(self) -> None:
        """Help › Guided first game: the game in play's guided game, from its start."""
        if self.game_screen is not None:
            self.start_guided(self.game_screen.client.info.id)

    def show_table(self, table: LocalTable) -> None:
        """Put *table* on screen (replacing any game shown)."""
        from roadie.ui.game_screen import GameScreen

        self._close_game()
        self.table = table
        table.save_failed.connect(self._save_failed)
        self._mount(GameScreen(table.client, self.settings, table.bots))
        self._play()
        self.kept.keep_only(table.autosave)  # the game shown before stays in progress
        if table.dropped:
            from roadie.ui.counted import counted

            self.alert(counted("This game's autosave is damaged: its last %n actions could not "
                               "be restored, and the game goes on from before them.",
                               None, table.dropped))

    def _autosave_in_hand(self) -> Path | None:
        """Where the game in hand autosaves (``None``: no game, or one not autosaved here)."""
        return self.table.autosave if self.table is not None else None

    def _save_failed(self, reason: str) -> None:
        if self.game_screen is not None:
            self.game_screen.toast.show_message(
                self.tr("Autosave failed (%1); the game goes on and saving is tried again "
                        "after your next action.").replace("%1", reason))

    def _mount(self, screen: GameScreen) -> None:
        self.game_screen = screen
        screen.finished.connect(self.show_end)
        screen.ctl.changed.connect(lambda _change: self._update_turn_actions())
        screen.paused_changed.connect(lambda _on: self._update_turn_actions())
        if not self._watching_focus:  # (not before a game: its enum would load Qt's namespace)
            self._watching_focus = True
            app = QApplication.instance()
            assert isinstance(app, QApplication)
            app.applicationStateChanged.connect(self._application_state)
        self.stack.addWidget(screen)
        self._fill_turn_menu()
        if self.network is not None:
            self.network.mounted(screen)

    def _play(self) -> None:
        """Bring the table to the front and let the game go on."""
        assert self.game_screen is not None
        self.stack.setCurrentWidget(self.game_screen)
        self._show_title()
        self._update_actions()
        self.game_screen.view.setFocus()
        if self.game_screen.ctl.paused:
            self.game_screen.resume()
        else:
            self.game_screen.start()

    def _show_title(self) -> None:
        """The window title: the game's name while its table or end screen shows."""
        from roadie.ui.texts import translated

        page = self.stack.currentWidget()
        if self.game_screen is not None and page in (self.game_screen, self.end):
            title = translated("games", self.game_screen.client.info.title)
            self.setWindowTitle(f"Roadie — {title}")
        else:
            self.setWindowTitle("Roadie")

    def _rebuild_game_pages(self) -> None:
        """Build the table of the game in hand anew around the same match (same state;
        the board is drawn from its view) with the settings and language of now; the
        end screen too if it shows. The page that showed stays in front."""
        from roadie.ui.game_screen import GameScreen

        old = self.game_screen
        if old is None or old.stopped:
            return
        self._pages_rebuilt = True
        page = self.stack.currentWidget()
        ending = self.end is not None and page is self.end
        self._close_game(keep_table=True)
        screen = GameScreen(old.client, self.settings, old.bots, viewer=old.ctl.viewer)
        self._mount(screen)
        screen.keep_from(old)
        if self.guide is not None and self.guide.active:
            self.guide.attach(screen)
        if page is old:
            self._play()
        elif ending:
            self.show_end()
        elif not old.client.is_over():
            screen.pause()  # its page is not in front: the game waits until it is
        self._update_actions()

    def _fill_turn_menu(self) -> None:
        self.turn_menu.clear()
        assert self.game_screen is not None
        for n, turn_action in enumerate(self.game_screen.board.turn_actions()):
            action = self._action(self.turn_menu, turn_action.label,
                                  lambda _=False, i=n: self._take_turn_action(i),
                                  turn_action.shortcut)
            action.setData(n)

    def _take_turn_action(self, index: int) -> None:
        if self.game_screen is not None and self.stack.currentWidget() is self.game_screen:
            self.game_screen.take(self.game_screen.turn_action(index))

    def _close_game(self, keep_table: bool = False) -> None:
        """Take the game's pages down; unless *keep_table*, the game in hand goes too."""
        for page in (self.game_screen, self.end):
            if page is not None:
                self.stack.removeWidget(page)
                page.deleteLater()
        if self.game_screen is not None:
            from roadie.ui.scene.draw import forget_stamps

            self.game_screen.stop()
            forget_stamps()
        self.game_screen = self.end = None
        if self.network is not None and not keep_table:
            self.network.game_closed()
        if self.guide is not None and not keep_table:
            self.guide.leave()
            self.guide.deleteLater()  # a child of this window: it would keep its table's parts
            self.guide = None
        if self.table is not None and not keep_table:
            self.table.save_failed.disconnect(self._save_failed)
            self.table.close()
            self.table = None

    def show_end(self) -> None:
        from roadie.ui.end_screen import EndScreen

        if self.game_screen is None or not self.game_screen.client.is_over():
            return
        self._finish_game()
        if self.end is not None:
            self.stack.removeWidget(self.end)
            self.end.deleteLater()
        self.end = EndScreen(self.game_screen.client, self.game_screen.pal)
        self.end.new_game.connect(self._leave_end)
        self.end.to_launcher.connect(self._leave_end)
        self.stack.addWidget(self.end)
        self.stack.setCurrentWidget(self.end)
        self._show_title()
        self._update_actions()

    def _finish_game(self) -> None:
        """The game in hand ended: it leaves the games in progress for the recent games
        (its file moves to the saves folder; Save writes there)."""
        from roadie.storage.in_progress import finish, is_slot

        path = self._autosave_in_hand()
        if self.table is None or path is None or not is_slot(path) \
                or not self.table.client.is_over():
            return
        self.writer().flush(timeout=10.0)  # its last autosave, the game over, is written
        try:
            finished = finish(path)
        except OSError:
            return  # it stays in progress; the next start moves it
        self.table.autosave_at(None)
        self.kept.release(path)
        self.save_path = finished
        self._remember(finished)

    def _leave_end(self) -> None:
        """The end screen's New game or Back to the launcher: the game is done with, and its
        table goes (widgets, scene, timers, bots); a network game's stays until the next."""
        if self.network is None or not self.network.playing:
            self._close_game()
        self.show_launcher()

    def show_launcher(self) -> None:
        if self.game_screen is not None and self.stack.currentWidget() is self.game_screen:
            self.game_screen.pause()  # the game waits, bots and timers included, until it is back
        self.finish_loading()
        self.stack.setCurrentWidget(self.launcher)
        self._show_title()
        self._update_actions()
        self._preload()  # what a game started quickly left unimported
        self.launcher.rejoins.refresh()  # a network game may have ended meanwhile

    def rejoin_seat(self, seat: KeptSeat) -> None:
        """Take back a seat held at a network game under way (offered on the launcher)."""
        self.show_network()
        if self.network is not None:
            self.network.rejoin(seat)

    def show_network(self) -> None:
        """Host the game set up on the launcher, or join one on the network: the lobby,
        then the table."""
        from roadie.ui.lobby import NetworkPlay

        if self.game_screen is not None and self.stack.currentWidget() is self.game_screen:
            self.game_screen.pause()
        self.finish_loading()
        if self.network is None:
            self.network = NetworkPlay(self.stack, self.launcher, self)
            self.network.start_hosted.connect(self._start_hosted)
            self.network.resume_hosted.connect(self._resume_hosted)
            self.network.joined.connect(self.show_client)
            self.network.back.connect(self.show_launcher)
        self.network.show_setup()
        self._show_title()

    def _start_hosted(self, new: NewGame) -> None:
        if self.start_game(new) and self.table is not None and self.network is not None:
            self.network.begin(self.table)

    def _resume_hosted(self, path: Path) -> None:
        """Host again the network game autosaved at *path* (its host went down)."""
        from roadie.core.errors import RoadieError
        from roadie.net.resume import resume
        from roadie.storage.saves import read_save

        try:
            slot = self.kept.slot_for(read_save(path)[0].record)
            resumed = resume(path, slot, self.writer())
            resumed.table.autosave_at(slot, now=slot != path)
        except (RoadieError, OSError) as exc:
            self.alert(escape(str(exc)))
            return
        self.save_path = None
        self.show_table(resumed.table)
        if self.network is not None:
            self.network.serve_again(resumed)

    def show_client(self, client: TableClient) -> None:
        """Put a game played through *client* (a seat across the network) on screen."""
        from roadie.ui.game_screen import GameScreen

        self._close_game()
        self.kept.keep_only(None)
        self.save_path = None
        self._mount(GameScreen(client, self.settings))
        self._play()

    # --- files ------------------------------------------------------------------
    def continue_game(self) -> bool:
        """Game › Continue: the game in progress saved last (one that another Roadie window
        plays is left to it)."""
        path = self.kept.newest()
        if path is None:
            self.alert(self.tr("There is no game in progress to continue."))
            return False
        return self.continue_path(path)

    def continue_entry(self, entry: ProgressEntry) -> bool:
        """Play on the game the launcher lists as *entry*."""
        return entry.kind == AUTOSAVE and self.continue_path(Path(entry.key))

    def forget_entry(self, entry: ProgressEntry) -> None:
        """Delete the game the launcher lists as *entry* (the player said yes)."""
        if entry.kind != AUTOSAVE:
            return
        path = Path(entry.key)
        if path == self._autosave_in_hand():
            self._close_game()
        self.writer().flush(timeout=10.0)  # no autosave of it comes after
        if not self.kept.delete(path):
            self.alert(escape(open_elsewhere()))
        self._update_actions()

    def continue_path(self, path: Path) -> bool:
        """Resume the game in progress autosaved at *path*, autosaving there again (the game
        in hand is shown again as it is); when its autosave is damaged, the one before it."""
        if path == self._autosave_in_hand() and self.game_screen is not None:
            self._play()
            return True
        if not self.kept.take(path):
            self.alert(escape(open_elsewhere()))
            return False
        with self.setting_up():
            from roadie.core.errors import RoadieError
            from roadie.match.session import continue_table

            self.writer().flush(timeout=10.0)  # the newest autosave reaches the disk first
            try:
                table, damaged = continue_table(self.writer(), path)
            except RoadieError as exc:
                self.kept.release(path)
                problem = escape(str(exc)).replace("\n", "<br/>")
            else:
                self.show_table(table)
                self.save_path = None
                problem = ""
        if problem:
            self.alert(problem)
            return False
        if damaged is not None:
            note = self.tr("The latest autosave is damaged (%1); the one before it was loaded: "
                           "your last action may be missing.")
            self.alert(note.replace("%1", escape(damaged)))
        return True

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        saves_dir().mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"),
                                              str(saves_dir()), self.tr(SAVE_FILTER))
        self._back_from_dialog()
        if path:
            self.open_path(Path(path))

    def _back_from_dialog(self) -> None:
        """A file dialog closed: this window is active again, with the focus where the page
        in front keeps it (the table's keys and the window's shortcuts work at once)."""
        self.activateWindow()
        page = self.stack.currentWidget()
        if self.game_screen is not None and page is self.game_screen:
            self.game_screen.view.setFocus()

    def open_path(self, path: Path, remember: bool = True) -> bool:
        with self.setting_up():
            from roadie.core.errors import RoadieError
            from roadie.match.session import load_table

            try:
                table = load_table(path, self.writer())
                self._autosave_into(table, path)
            except RoadieError as exc:
                problem = escape(str(exc))
            else:
                self.show_table(table)
                problem = ""
        if problem:
            self.alert(problem)
            return False
        if remember:
            self.save_path = path
            self._remember(path)
        self.statusBar().showMessage(self.tr("Opened %1").replace("%1", path.name), 6000)
        return True

    def _autosave_into(self, table: LocalTable, source: Path) -> None:
        """A game opened from *source* autosaves into the game in progress it continues,
        else a new one (an ended game is not autosaved); RecordError, the table closed,
        when another Roadie window plays it."""
        from roadie.core.errors import RoadieError

        if table.client.is_over():
            return
        self.writer().flush(timeout=10.0)  # the games in progress as they are now
        try:
            slot = self.kept.slot_for(table.record)
        except RoadieError:
            table.close()
            raise
        with suppress(OSError):  # tried again after the next action, and told if it fails
            table.autosave_at(slot, now=slot != source)

    def save(self) -> bool:
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    def save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        if self.game_screen is None:
            return False
        saves_dir().mkdir(parents=True, exist_ok=True)
        suggested = saves_dir() / f"{self.game_screen.client.info.id}.roadie"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(suggested),
                                              self.tr(SAVE_FILTER))
        self._back_from_dialog()
        return bool(path) and self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        if self.game_screen is None:
            return False
        try:
            self.game_screen.client.save(path)
        except OSError as exc:
            self.alert(not_written(exc))
            return False
        self.save_path = path
        self._remember(path)
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(path)), 6000)
        return True

    def _remember(self, path: Path) -> None:
        self.settings.remember(path)
        save_settings(self.settings)
        self._update_actions()

    # --- pause --------------------------------------------------------------------
    def toggle_pause(self) -> None:
        """Game › Pause (P): pause the game in play, or resume it."""
        screen = self.game_screen
        if screen is not None and self.stack.currentWidget() is screen:
            screen.toggle_pause()
        self._update_turn_actions()

    def _controller_in_play(self) -> MatchController | None:
        """The game a dialog holds: the one whose table is in front, unless it is played on
        the network (there only Game › Pause, asked of the host, stops every table)."""
        screen = self.game_screen
        playing = screen is not None and self.stack.currentWidget() is screen
        networked = self.network is not None and self.network.playing
        return screen.ctl if playing and screen is not None and not networked else None

    def _application_state(self, state: QtCore.Qt.ApplicationState) -> None:
        """Roadie lost the focus: with the setting, the game in play pauses (and stays
        paused until the player resumes it)."""
        if state != QtCore.Qt.ApplicationState.ApplicationActive and \
                self.settings.pause_when_away and self._controller_in_play() is not None:
            assert self.game_screen is not None
            self.game_screen.set_paused(True, self.tr("Roadie lost the focus."))

    # --- other commands -----------------------------------------------------------
    def undo(self) -> None:
        if self.game_screen is not None and self.stack.currentWidget() is self.game_screen:
            self.game_screen.undo()

    def set_teaching(self, on: bool) -> None:
        """Teaching mode on or off at the table in play (Settings say when it starts on)."""
        if self.game_screen is not None:
            self.game_screen.board.set_teaching(on)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_action.setChecked(self.isFullScreen())

    def open_settings(self) -> None:
        from roadie.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.result_settings()))
        dialog.open()

    def apply_settings(self, settings: Settings) -> None:
        """Keep new settings and show them at once: a new language everywhere, and
        the game in hand redrawn with them."""
        language = settings.language != self.settings.language
        self.settings = settings
        save_settings(settings)
        self._pages_rebuilt = False
        if language:
            self.set_language(settings.language)
        if not self._pages_rebuilt:
            self._rebuild_game_pages()

    def set_language(self, language: str) -> bool:
        """Show Roadie in *language* now (English if there is no catalogue for it).

        The translators are swapped, then the ``LanguageChange`` that causes is
        delivered at once: this window rebuilds its menus and the game's pages,
        the launcher retranslates itself. True when *language* is what shows.
        """
        from roadie.ui.translators import install_translators

        app = QApplication.instance()
        assert isinstance(app, QApplication)
        shown = install_translators(app, language)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return shown

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text in the language installed now: the menus and any game's pages are
        built anew (their texts are set as they are built); the launcher, a child,
        retranslates itself on the same event."""
        self._build_menus()
        self._rebuild_game_pages()
        self._show_title()

    def show_rules(self) -> None:
        from roadie.ui.rules_dialog import RulesDialog
        from roadie.ui.texts import translated

        if self.game_screen is not None:
            info = self.game_screen.client.info
            RulesDialog(info.id, translated("games", info.title), self).open()

    def show_how_to_play(self) -> None:
        """The illustrated overview of the game in play."""
        from roadie.ui.how_to_play import HowToPlayDialog
        from roadie.ui.texts import translated

        if self.game_screen is not None and has_lesson(self.game_screen.client.info.id):
            info = self.game_screen.client.info
            HowToPlayDialog(info.id, translated("games", info.title), self).open()

    def show_keys(self) -> None:
        """The keyboard of the table in play (if any) and the window's, in a styled sheet."""
        from roadie.ui.keys_dialog import KeysDialog

        window = self.tr("Ctrl+N: new game · Ctrl+O: open · Ctrl+S: save · F1: the rules")
        sections = [(self.tr("Everywhere"), window)]
        if self.game_screen is not None:
            table = self.game_screen.board.keys()
            sections.insert(0, (self.tr("At the table"), table))
        if self.keys_dialog is not None:  # the sheet of another table, or of the launcher
            self.keys_dialog.close()
            self.keys_dialog.deleteLater()
        self.keys_dialog = KeysDialog(sections, self)
        self.keys_dialog.open()

    def show_about(self) -> None:
        self.alert(self.tr("<b>Roadie %1</b><br/>A desktop table for music-themed board "
                           "games, with every rule enforced.").replace("%1", __version__),
                   title=self.tr("About Roadie"))

    def alert(self, text: str, title: str = "") -> None:
        """Tell the player something in a window-modal box that does not block."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QMessageBox

        self.last_alert = text
        box = QMessageBox(QMessageBox.Icon.Information, title or "Roadie", text,
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.game_screen is not None:
            self.game_screen.stop()
        if self._writer is not None:
            self._writer.flush(timeout=10.0)  # the last autosave reaches the disk
            self._writer.report = None  # nobody is left to tell of a later write
        self.kept.keep_only(None)  # its games may be taken up elsewhere now
        save_settings(self.settings)
        super().closeEvent(event)
