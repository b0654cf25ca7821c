"""What keeps a table waiting: holds, each taken and released by name.

A count-in, an animation, a summary being read, a dialog, a pause, a table off screen:
each takes a hold while it lasts and releases it when it ends. While any hold is taken
no bot acts; while any hold that stops the clock is taken, the match clock stands still.
The last release tells the table at once (``on_free``), so a bot that came due while the
table waited acts then. Nothing polls whether a wait is over.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

OFF_SCREEN = "off screen"
"""The table is not shown (the launcher or the network pages are in front)."""
PAUSE = "pause"
"""The player paused the game (Game › Pause)."""
AWAY = "away"
"""The window lost the focus and the settings pause the game then."""
COUNT_IN = "count-in"
"""The Gig's 4-3-2-1 before a song."""
BRIDGE_SUMMARY = "bridge summary"
"""The Gig's Bridge summed up, waiting for Continue."""
PAY_OUT = "pay-out"
"""A Big Easy Busking round's pay-out, waiting for a click."""
NARRATION = "narration"
"""An animated telling of what an automaton did, beat by beat."""
GUIDE = "guide"
"""The guided first game explains a step."""


DIALOG = "dialog"
"""A modal dialog is open (keyboard help, a file dialog, settings, the rules…)."""


class Holds:
    """The holds taken on one table."""

    def __init__(self, on_free: Callable[[], None] = lambda: None,
                 on_clock: Callable[[bool], None] = lambda held: None) -> None:
        self.on_free, self.on_clock = on_free, on_clock
        """Called after the last hold is released; called with True when the clock must
        stand still, False when it may run again."""
        self._taken: dict[Hashable, bool] = {}
        """Each hold taken, and whether it stops the clock."""

    def take(self, reason: Hashable, clock: bool = False) -> None:
        """Hold the bots (and the clock, with *clock*) until *reason* is released; taking a
        hold already taken changes nothing but may add the clock."""
        stood = self.clock_held()
        self._taken[reason] = clock or self._taken.get(reason, False)
        if self.clock_held() and not stood:
            self.on_clock(True)

    def release(self, reason: Hashable) -> None:
        """*reason* no longer holds the table (nothing happens if it did not)."""
        if reason not in self._taken:
            return
        stood = self.clock_held()
        del self._taken[reason]
        if stood and not self.clock_held():
            self.on_clock(False)
        if not self._taken:
            self.on_free()

    def set(self, reason: Hashable, on: bool, clock: bool = False) -> None:
        """Take or release *reason*."""
        if on:
            self.take(reason, clock)
        else:
            self.release(reason)

    def held(self) -> bool:
        return bool(self._taken)

    def holding(self, reason: Hashable) -> bool:
        return reason in self._taken

    def clock_held(self) -> bool:
        return any(self._taken.values())

    def reasons(self) -> list[Hashable]:
        """The holds taken now, oldest first."""
        return list(self._taken)
