"""``roadie --self-test``: proof that this copy of Roadie, installed or frozen, can play.

It opens the launcher offscreen, loads every built-in content pack of every game,
plays a few bot actions of each game through a table, saves and reloads that game
in a temporary folder (the player's own folders are never touched) and puts each
playable game on screen. One line per check; exit status 0 when all pass, 1 when
any fails, naming what failed. Release builds run it against the frozen app.
"""

from __future__ import annotations

import os
import sys
import tempfile
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from roadie import __version__, games

if TYPE_CHECKING:
    from roadie.match.session import LocalTable
    from roadie.ui.main_window import MainWindow

BOT_ACTIONS = 12
"""How many bot actions each game plays (fewer only if the game ends first)."""


def run_self_test(report: Path | None = None) -> int:
    """Run every check; print (and write to *report*) one line each. The exit status."""
    lines: list[str] = []

    def say(line: str) -> None:
        lines.append(line)
        if sys.stdout is not None:  # a frozen windowed app may have no console
            print(line, flush=True)

    say(f"Roadie {__version__} self-test")
    with tempfile.TemporaryDirectory(prefix="roadie-self-test-") as tmp, _environment(tmp):
        failed = SelfTest(Path(tmp)).run(say)
    if failed:
        say(f"self-test FAILED: {', '.join(failed)}")
    else:
        say("self-test passed")
    if report is not None:
        report.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 1 if failed else 0


@contextmanager
def _environment(home: str) -> Iterator[None]:
    """Roadie's folders in *home* and Qt offscreen, for the length of the test."""
    saved = {name: os.environ.get(name) for name in ("ROADIE_HOME", "QT_QPA_PLATFORM")}
    os.environ.update(ROADIE_HOME=home, QT_QPA_PLATFORM="offscreen")
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


class SelfTest:
    """The checks, sharing one offscreen window."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.window: MainWindow | None = None

    def checks(self) -> Iterator[tuple[str, Callable[[], str]]]:
        yield "launcher", self.launcher
        yield "translations", self.translations
        for game_id in games.available():
            yield f"content {game_id}", partial(self.content, game_id)
            yield f"play {game_id}", partial(self.play, game_id)

    def run(self, say: Callable[[str], None]) -> list[str]:
        """Run the checks in order; the names of those that failed."""
        failed: list[str] = []
        try:
            for name, check in self.checks():
                try:
                    detail = check()
                except Exception as exc:
                    failed.append(name)
                    say(f"FAIL {name}: {type(exc).__name__}: {exc}")
                    if os.environ.get("ROADIE_SELF_TEST_TRACE"):
                        say(traceback.format_exc())
                else:
                    say(f"ok   {name}: {detail}")
        finally:
            if self.window is not None:
                self.window.close()  # the last autosave and the settings reach the temp folder
        return failed

    def launcher(self) -> str:
        """The app's window with its launcher filled, each playable game chosen in turn."""
        from roadie.storage.settings import Settings
        from roadie.ui.app import create

        _app, window = create([], Settings())
        window.show()
        window.finish_loading()
        self.window = window
        playable = [g for g in window.launcher.cards if games.entry(g).playable]
        for game_id in playable:
            window.launcher.choose(game_id)  # its seats and options, from its content
        if window.grab().isNull():
            raise AssertionError("the window did not render")
        return f"{len(window.launcher.cards)} games listed, {len(playable)} playable"

    def translations(self) -> str:
        """Every language shipped loads its catalogue."""
        from PySide6.QtWidgets import QApplication

        from roadie.ui.translators import install_translators, languages

        app = QApplication.instance()
        assert isinstance(app, QApplication), "the launcher check made no application"
        shipped = languages()
        missing = [lang for lang in shipped if not install_translators(app, lang)]
        install_translators(app, "en")
        if missing or shipped == ["en"]:
            raise AssertionError(f"no catalogue for {', '.join(missing) or 'any language'}")
        return ", ".join(shipped)

    def content(self, game_id: str) -> str:
        """Each built-in content pack of the game loads and sets up a game."""
        from roadie.core.content import PLAYER_PACK, pack_dirs

        game = games.get(game_id)
        packs = [p for p in pack_dirs(game_id) if not p.startswith(PLAYER_PACK)]
        if not packs:
            raise AssertionError("no content pack found")
        for pack in packs:
            game.setup(game.make_options(_fewest(game_id), {"content_pack": pack}), 1)
        return f"packs {', '.join(packs)}"

    def play(self, game_id: str) -> str:
        """Bots play through a table; the game saves, reloads, continues and shows."""
        from roadie.match.session import continue_table, load_table

        table = self._bots_play(game_id)
        path = self.folder / f"{game_id}.roadie.json"
        table.client.save(path)
        for again in (load_table(path), continue_table()[0]):
            if again.match.hash() != table.match.hash():
                raise AssertionError(f"{path.name} reloads to another position")
            again.close()
        taken = table.client.actions_taken()
        table.close()
        shown = self._show(path) if games.entry(game_id).playable else "no table yet"
        return f"{taken} bot actions, saved and reloaded, {shown}"

    def _bots_play(self, game_id: str) -> LocalTable:
        """A new game of bots only, played :data:`BOT_ACTIONS` actions through its table."""
        from roadie.bots.level_info import levels_for
        from roadie.match.pacing import BotPacer, ManualTimers
        from roadie.match.session import new_table
        from roadie.storage.saves import SeatSpec

        level = levels_for(game_id)[0].name
        seats = [SeatSpec(name=f"Bot {n + 1}", kind="bot", level=level)
                 for n in range(games.entry(game_id).about.min_players)]
        table = new_table(game_id, {}, 1, seats)
        timers = ManualTimers()
        pacer = BotPacer(table.client, table.bots, timers)
        pacer.schedule()
        while table.client.actions_taken() < BOT_ACTIONS and timers.advance():
            pass
        pacer.stop()
        if pacer.failures:
            raise AssertionError("; ".join(pacer.failures))
        if table.client.actions_taken() < BOT_ACTIONS and not table.client.is_over():
            raise AssertionError(f"the bots stopped after {table.client.actions_taken()} "
                                 "actions with the game not over")
        return table

    def _show(self, path: Path) -> str:
        """The saved game on the window's table, rendered, then back to the launcher."""
        window = self.window
        if window is None:
            raise AssertionError("no window (the launcher check failed)")
        if not window.open_path(path, remember=False):
            raise AssertionError(window.last_alert)
        shown = window.game_screen is not None and not window.grab().isNull()
        window.show_launcher()
        if not shown:
            raise AssertionError("the table did not render")
        return "shown on its table"


def _fewest(game_id: str) -> int:
    about = games.entry(game_id).about
    return 1 if about.solo else about.min_players


def self_test_main(args: list[str]) -> int:
    """``roadie --self-test [REPORT]``: the exit status (REPORT: also write the lines there)."""
    if len(args) > 1:
        print("roadie: error: --self-test takes at most one argument, a report file",
              file=sys.stderr)
        return 2
    return run_self_test(Path(args[0]) if args else None)
