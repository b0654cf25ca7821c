"""Bots that think in a process of their own.

Python runs one thread at a time: a Hard bot searching on a thread of the app's process takes
the interpreter from the window's thread every few milliseconds, and the window stutters
although its own work is small. A :class:`ProcessBot` sends each decision (its seat's view
and legal actions, nothing more) to one worker process shared by every such bot, where its
own seeded bot lives, and waits for the answer off the window's thread. If the worker cannot
be used, the bot goes on thinking in this process, from the same seed.
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pickle import PicklingError
from typing import Any

from roadie.bots.random_bot import Bot, make_bot

APART = frozenset({"hard"})
"""The levels that search, and so think apart at the table."""

WORKER_NICENESS = 10
"""How much less the worker process's claim on a core is than the app's (``os.nice``)."""

_keys = itertools.count(1)
_lock = threading.Lock()
_pool: ProcessPoolExecutor | None = None

_bots: dict[int, Bot] = {}
"""In the worker: each bot by its key."""


def _choose(key: int, level: str, seed: int, view: Any, legal: list[Any]) -> Any:
    bot = _bots.get(key)
    if bot is None:
        bot = _bots[key] = make_bot(level, seed)
    return bot.choose(view, legal)


def _yield_to_the_window() -> None:
    """In the worker, first thing: run at a lower priority than the app, so that on a machine
    with few cores a Hard bot searching never keeps the window's thread waiting for a core
    (the window needs little, but needs it at once). Where there is no ``os.nice`` (Windows)
    the worker keeps the app's priority."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(WORKER_NICENESS)


def _forget(key: int) -> None:
    _bots.pop(key, None)


def _worker() -> ProcessPoolExecutor:
    """The one worker process (started on first use; spawned, never forked, as Qt needs)."""
    global _pool
    with _lock:
        if _pool is None:
            _pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_yield_to_the_window)
        return _pool


def _discard(pool: ProcessPoolExecutor) -> None:
    global _pool
    with _lock:
        if _pool is pool:
            _pool = None
    pool.shutdown(wait=False, cancel_futures=True)


@atexit.register
def _stop() -> None:
    if _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)


class Closed(Exception):
    """A bot whose table closed was asked to choose (its answer would be dropped)."""


class ProcessBot:
    """A bot of *level* that thinks in the worker process (see the module's text)."""

    def __init__(self, level: str, seed: int) -> None:
        make_bot(level, seed)  # ValueError now for a level that does not exist
        self.level, self.seed = level, seed
        self.key = next(_keys)
        self.here: Bot | None = None
        """The bot thinking in this process, once the worker failed."""
        self.closed = False
        self._closing = threading.Lock()
        """Taken to ask the worker and to close: the worker never hears of this bot after it
        was told to forget it."""

    def choose(self, view: Any, legal: list[Any]) -> Any:
        if self.here is None:
            pool = _worker()
            try:
                with self._closing:
                    if self.closed:
                        raise Closed(f"bot {self.key}")
                    answer = pool.submit(_choose, self.key, self.level, self.seed, view, legal)
                return answer.result()
            except (BrokenProcessPool, OSError, PicklingError, RuntimeError):
                _discard(pool)
                self.here = make_bot(self.level, self.seed)
        return self.here.choose(view, legal)

    def close(self) -> None:
        """The table closed: the worker forgets this bot (after any choice asked before)."""
        with self._closing:
            self.closed = True
            with _lock:
                pool = _pool
            if pool is not None and self.here is None:
                with contextlib.suppress(BrokenProcessPool, RuntimeError):
                    pool.submit(_forget, self.key)


def table_bot(level: str, seed: int) -> Bot | ProcessBot:
    """The bot a table seats: searching levels think apart, the others on a thread here."""
    return ProcessBot(level, seed) if level in APART else make_bot(level, seed)
