"""The 4-3-2-1 countdown at the start of a song, and The Showdown's timer.

The timer is the rules': the view says when it runs out (``deadline``, on the match
clock) and the rules end re-rolling at that moment whatever the table shows. So the
table shows ``deadline - clock()``, and when the clock passes the deadline with nobody
acting it submits ``TimeUp`` so the rules record it. A countdown that held the player
back would eat that timer: with a timer running there is no countdown, only "Play!".
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from roadie.games.the_gig import actions as a
from roadie.games.the_gig.views import TheGigView
from roadie.match.holds import COUNT_IN
from roadie.ui.controller import MatchController
from roadie.ui.games.the_gig.items import BannerItem

COUNTDOWN_MS = 800
"""One beat of the 4-3-2-1 countdown, before the speed setting."""


def time_left(view: TheGigView, clock: float) -> float | None:
    """Seconds left on The Showdown's timer this song (None: no timer running)."""
    ch = view.challenger
    if view.deadline is None or ch is None or view.phase != "song" or ch.timer_beat_you:
        return None
    return max(0.0, view.deadline - clock)


class Countdown(QObject):
    """Counts each song in (holding input and bots) and keeps The Showdown's timer shown."""

    def __init__(self, ctl: MatchController, banner: BannerItem, factor: float,
                 shown: Callable[[], TheGigView], show_timer: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctl, self.banner, self.factor = ctl, banner, factor
        self._shown, self._show_timer = shown, show_timer
        self.time_up_sent = False
        self._beats = 0
        self._beat = QTimer(self, singleShot=True)
        self._beat.timeout.connect(self._count)
        self._tick = QTimer(self, interval=250)
        self._tick.timeout.connect(self.tick)
        self.on_done: Callable[[], None] = lambda: None
        """Called when the countdown ends (the table redraws, bots may act)."""

    @property
    def blocked(self) -> bool:
        """While the song is counted in, nobody places a die (bots included)."""
        return self.ctl.holds.holding(COUNT_IN)

    def start(self) -> None:
        """A song opens: 4, 3, 2, 1 unless The Showdown's timer already runs."""
        self.time_up_sent = False
        timed = self._shown().deadline is not None
        if self.factor <= 0 or timed:
            if timed and self.factor > 0:
                self.banner.show_text(self.tr("Play!"), ms=round(700 * self.factor))
            return
        self._beats = 4
        self.ctl.hold(COUNT_IN)
        self._count()

    def _count(self) -> None:
        if self._beats > 0:
            self.banner.show_text(str(self._beats), big=True)
            self._beats -= 1
            self._beat.start(round(COUNTDOWN_MS * self.factor))
            return
        self.banner.show_text(self.tr("Play!"), ms=round(700 * self.factor))
        self.ctl.release(COUNT_IN)  # the last hold released lets the bots act
        self.on_done()

    def run(self) -> None:
        self._tick.start()

    def stop(self) -> None:
        self._tick.stop()

    def time_left(self) -> float | None:
        return time_left(self._shown(), self.ctl.clock())

    def timer_text(self, left: float) -> str:
        whole = int(left + 0.999)
        return self.tr("Timer %1").replace("%1", f"{whole // 60}:{whole % 60:02d}")

    def tick(self) -> None:
        """Keep the timer shown; once it has run out with nobody acting, tell the rules."""
        if self.ctl.is_over():
            self._tick.stop()
            return
        left = self.time_left()
        if left is None:
            return
        self._show_timer(self.timer_text(left))
        if left <= 0 and not self.time_up_sent:
            self.time_up_sent = True
            self.ctl.submit(a.TimeUp(), seat=self.ctl.viewer)
