"""One factor on every wait of a table: timers, animations, bot pauses and the match clock.

``ROADIE_TIME_SCALE=0.1`` plays a whole game ten times faster with nothing skipped (the
evening suite plays every game so, at the default settings); unset, the factor is 1.
"""

from __future__ import annotations

import os

ENV = "ROADIE_TIME_SCALE"


def time_scale() -> float:
    """The factor on every wait (a positive number; 1 unless ``ROADIE_TIME_SCALE`` says)."""
    try:
        factor = float(os.environ.get(ENV, "1"))
    except ValueError:
        return 1.0
    return factor if 0 < factor <= 100 else 1.0


def scaled(ms: float) -> int:
    """*ms* milliseconds at the time scale (never below 1 for a wait that was not 0)."""
    return max(1 if ms > 0 else 0, round(ms * time_scale()))
