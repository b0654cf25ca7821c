"""Bots at the table: when each one acts, and its thinking kept off the caller's thread.

A bot plays its seat through its own :class:`~roadie.match.client.TableClient`
(so it sees that seat's view and legal actions only). :class:`BotPacer` decides
when: in a real-time phase every bot seat acts on its own timer, at a human pace;
in turn-based play one bot acts at a time. Timers and the off-thread runner are
given to it (Qt's at the table, :class:`ManualTimers` and :class:`InlineRunner`
in headless play and tests), so this module needs no Qt.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

from roadie.bots.apart import table_bot
from roadie.bots.random_bot import Bot
from roadie.core.errors import RuleViolation
from roadie.match.client import LocalClient, TableClient
from roadie.match.match import Match
from roadie.match.time_scale import time_scale


@dataclass(frozen=True)
class Pace:
    """How fast a player of some level acts, at the normal bot pace."""

    reaction_ms: tuple[int, int]
    """The pause before each action in a real-time phase (rolling, placing, locking in),
    drawn between these: a human looks at the dice, reaches and drags."""
    turn_ms: int
    """The pause before acting in turn."""


LEVEL_PACE: dict[str, Pace] = {
    "easy": Pace((1600, 3200), 1200),
    "normal": Pace((1200, 2500), 900),
    "hard": Pace((1000, 2200), 800),
    "random": Pace((1000, 2200), 700),
}
"""Human pace per bot level; a level not listed plays at Normal's pace."""
BOT_PACE: dict[str, float] = {"relaxed": 1.5, "normal": 1.0, "quick": 0.7}
"""The player's bot pace setting: a factor on every pause (animations do not change it)."""
MIN_MS = 40
"""The shortest pause (the table must get to draw)."""
TRIES = 5
"""How often a bot chooses again when its claim was refused (the table moved meanwhile)."""


class Timers(Protocol):
    """Single-shot timers by key."""

    def start(self, key: int, ms: int, fire: Callable[[], None]) -> None: ...

    def is_active(self, key: int) -> bool: ...

    def stop_all(self) -> None: ...


class Runner(Protocol):
    """Runs *work* (off the caller's thread where it can), then *done* with its result
    (or the exception it raised) on the caller's thread."""

    def run(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None: ...


class InlineRunner:
    """Runs the work at once, on this thread."""

    def run(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        try:
            result = work()
        except Exception as exc:
            result = exc
        done(result)


class ManualTimers:
    """Timers on a clock that moves only when told (headless play, tests)."""

    def __init__(self) -> None:
        self.now = 0
        self.due: dict[int, tuple[int, Callable[[], None]]] = {}

    def start(self, key: int, ms: int, fire: Callable[[], None]) -> None:
        self.due[key] = (self.now + ms, fire)

    def is_active(self, key: int) -> bool:
        return key in self.due

    def stop_all(self) -> None:
        self.due.clear()

    def advance(self) -> bool:
        """Move the clock to the next timer and fire it; False when none is set."""
        if not self.due:
            return False
        key = min(self.due, key=lambda k: (self.due[k][0], k))
        self.now, fire = self.due.pop(key)
        fire()
        return True


class BotSeat:
    """A bot and the client it plays its seat through."""

    def __init__(self, client: TableClient, bot: Bot) -> None:
        self.client, self.bot = client, bot

    @property
    def seat(self) -> int:
        return self.client.own[0]

    def inputs(self) -> tuple[Any, list[Any]]:
        """What the bot may look at: its seat's view and legal actions."""
        return self.client.view(), self.client.legal_actions()

    def close(self) -> None:
        """The table closed: a bot thinking in another process is forgotten there."""
        close = getattr(self.bot, "close", None)
        if close is not None:
            close()

    @classmethod
    def local(cls, match: Match, seat: int, level: str, seed: int) -> BotSeat:
        """A bot of *level* for *seat* of a match in this process (ValueError: no such level)."""
        return cls(LocalClient(match, [seat]), table_bot(level, seed))


class BotPacer:
    """Schedules the bots' actions; call :meth:`schedule` after every change."""

    def __init__(self, table: TableClient, bots: dict[int, BotSeat], timers: Timers,
                 runner: Runner | None = None, *, factor: float = 1.0, seed: int = 0,
                 held: Callable[[], bool] = lambda: False) -> None:
        self.table, self.bots, self.timers = table, bots, timers
        self.runner = runner or InlineRunner()
        self.factor, self.held = factor, held
        self.rng = random.Random(seed)  # pacing only: never part of the game's state
        self.thinking: set[int] = set()
        self.failures: list[str] = []
        """Why a bot could not act (a bot that finds nothing legal must not stall the table)."""
        self.closed = False
        """Set by :meth:`close`: the table is done with."""

    def delay(self, seat: int, real_time: bool) -> int:
        """The seat's bot's human pause before its next action (never machine speed)."""
        bot = self.bots.get(seat)
        pace = LEVEL_PACE.get(bot.bot.level if bot is not None else "", LEVEL_PACE["normal"])
        low, high = pace.reaction_ms if real_time else (pace.turn_ms, pace.turn_ms)
        wait = self.rng.uniform(low, high) * self.factor
        return max(round(MIN_MS * time_scale()), round(wait * time_scale()), 1)

    def take_over(self, seat: int, bot: BotSeat) -> None:
        """From now on *bot* plays *seat* (a player who left): the table no longer acts for
        it, and the bot sees that seat's view only, like any bot."""
        if seat in self.table.own:
            self.table.own.remove(seat)
        self.bots[seat] = bot
        self.schedule()

    def due(self) -> list[int]:
        """Bot seats that may act now."""
        return [s for s in self.table.active_seats() if s in self.bots]

    def schedule(self) -> None:
        """Start a timer for every bot that may act now and is not already waiting."""
        if self.closed or self.held() or self.table.is_over():
            return
        seats = self.due()
        real_time = self.table.real_time()
        if not real_time:
            if self.thinking or any(self.timers.is_active(s) for s in self.bots):
                return
            seats = seats[:1]
        for seat in seats:
            if seat not in self.thinking and not self.timers.is_active(seat):
                self.timers.start(seat, self.delay(seat, real_time), partial(self._act, seat))

    def stop(self) -> None:
        self.timers.stop_all()

    def close(self) -> None:
        """The table is done with: no bot acts again, and the answer of one still thinking
        is dropped when it comes (it would act on a closed game, and think again)."""
        self.closed = True
        self.stop()

    def stalled(self) -> bool:
        """A bot is due to act, yet nothing holds the table, no timer is set and no bot is
        thinking: the table would wait for ever (the watchdog asks this)."""
        if self.held() or self.table.is_over() or self.thinking:
            return False
        return bool(self.due()) and not any(self.timers.is_active(s) for s in self.bots)

    def stall_report(self) -> str:
        """What the watchdog logs of a stalled table (for developers, not players)."""
        seats = ", ".join(str(s + 1) for s in self.due())
        return f"stalled table: seat {seats} due to act, nothing held, scheduled or thinking"

    def _act(self, seat: int, tries: int = TRIES) -> None:
        if self.held() or self.table.is_over() or seat not in self.due():
            self.schedule()
            return
        view, legal = self.bots[seat].inputs()
        if not legal:
            self.schedule()
            return
        self.thinking.add(seat)
        bot = self.bots[seat].bot

        def think() -> Any:
            return bot.choose(view, legal)

        def chosen(action: Any) -> None:
            if isinstance(action, Exception):  # a broken bot must not stall the table
                self.failures.append(f"the bot in seat {seat + 1} failed: {action!r}")
                action = legal[0]
            self._chosen(seat, action, tries)

        self.runner.run(think, chosen)

    def _chosen(self, seat: int, action: Any, tries: int) -> None:
        self.thinking.discard(seat)
        if self.closed:
            return
        if self.held() or self.table.is_over() or seat not in self.due():
            self.schedule()
            return
        try:
            self.bots[seat].client.submit(action)
        except RuleViolation as refusal:  # the table moved while it thought: think again
            if tries > 1:
                self._act(seat, tries - 1)
                return
            self.failures.append(str(refusal))
        self.schedule()
