"""Importing ahead, off the window's thread, what choosing and starting a game imports.

A game's first start (or the click on its card) spent most of its second importing: pydantic
building the rules' models, the rules, the match, the bots and the table's modules. Once the
launcher's first frame is drawn, a thread imports them, the chosen game first, so choosing a
game and pressing Start only lay out and build.

Two threads importing at once can deadlock on a package and its submodule (each holding the
one the other needs), so imports take turns: the thread imports one module (with all it
imports) per turn, and while it runs, an import on another thread (an ``import`` statement,
or ``importlib.import_module``) that loads a module waits for the turn in progress, then has
its own. An import of what is loaded already (a function's ``from PySide6.QtGui import …``)
does not wait. A game being set up stops the thread after its turn.
"""

from __future__ import annotations

import builtins
import importlib
import sys
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any, ClassVar

from roadie import games

COMMON = ("pydantic", "roadie.match.session", "roadie.storage.saves", "roadie.ui.game_screen")
"""What every game's start imports besides its own rules and table."""


def modules(first: str) -> list[str]:
    """What choosing and starting each game imports, game *first*'s first."""
    order = sorted(games.REGISTRY, key=lambda entry: entry.id != first)
    tables = [name for entry in order if entry.playable for name in (entry.package, entry.board)]
    names = [*tables[:2], *COMMON, *tables[2:]]
    return [name for name in names if name is not None]


class Preloader:
    """Imports a list of modules on a thread of its own, one list at a time, and one
    loader at a time in the process (two windows' loaders, each waiting for the other's
    turn inside its own, would deadlock; the first imports what both would)."""

    running: ClassVar[list[Preloader]] = []
    """The loader that started last (its thread may have ended)."""

    def __init__(self) -> None:
        self.thread: threading.Thread | None = None
        self.turn = threading.RLock()
        """Held while a module loads: by the thread, one module of its list at a time, or by
        another thread's import."""
        self.stopping = False
        self.waiting = 0
        """How many other threads' imports wait for the turn: the thread lets them go first."""
        self._count = threading.Lock()
        self._import: Callable[..., Any] = builtins.__import__
        self._import_module: Callable[..., Any] = importlib.import_module

    def start(self, names: Iterable[str]) -> bool:
        """Import those of *names* not imported yet, on a thread; False when there is none
        to import or a list is still being imported."""
        missing = [name for name in names if name not in sys.modules]
        if not missing or any(loader.busy() for loader in Preloader.running):
            return False
        Preloader.running = [self]
        self.stopping = False
        self.thread = threading.Thread(target=self._run, args=(missing,), daemon=True,
                                       name="roadie-preload")
        self._import, self._import_module = builtins.__import__, importlib.import_module
        builtins.__import__ = self._taking_turns
        importlib.import_module = self._module_taking_turns
        self.thread.start()
        return True

    def busy(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def stop(self) -> None:
        """Let the thread finish the module it is importing, import no more, and end."""
        self.stopping = True
        if self.thread is not None and self.thread is not threading.current_thread():
            self.thread.join()

    def _run(self, names: list[str]) -> None:
        try:
            for name in names:
                if self.stopping:
                    break
                with self.turn:
                    self._import_module(name)
                while self.waiting:  # an import waiting for the turn takes it first
                    time.sleep(0.001)
        except Exception:  # the game's start imports it again, and says what went wrong
            pass
        finally:
            builtins.__import__ = self._import
            importlib.import_module = self._import_module

    def _waits(self, name: str, fromlist: Any = (), level: int = 0) -> bool:
        return threading.current_thread() is not self.thread and self.busy() \
            and loads(name, fromlist, level)

    def _taking_turns(self, name: str, globals: Any = None, locals: Any = None,
                      fromlist: Any = (), level: int = 0) -> Any:
        """``__import__`` while the thread runs (another thread's loading takes a turn)."""
        if self._waits(name, fromlist, level):
            with self._turn():
                return self._import(name, globals, locals, fromlist, level)
        return self._import(name, globals, locals, fromlist, level)

    def _module_taking_turns(self, name: str, package: str | None = None) -> Any:
        """``importlib.import_module`` while the thread runs (the same)."""
        if self._waits(name, level=int(name.startswith("."))):
            with self._turn():
                return self._import_module(name, package)
        return self._import_module(name, package)

    @contextmanager
    def _turn(self) -> Iterator[None]:
        """Another thread's turn: counted as waiting until it has the turn."""
        with self._count:
            self.waiting += 1
        try:
            self.turn.acquire()
        finally:
            with self._count:
                self.waiting -= 1
        try:
            yield
        finally:
            self.turn.release()


def loads(name: str, fromlist: Any, level: int) -> bool:
    """Whether ``from name import fromlist`` (or ``import name``) may load a module: true
    unless *name* is imported in full and has every name asked for."""
    module = sys.modules.get(name) if level == 0 else None
    if module is None or getattr(getattr(module, "__spec__", None), "_initializing", False):
        return True
    return any(not hasattr(module, item) for item in fromlist or () if item != "*")
