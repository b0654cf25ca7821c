"""Tournaments between bot levels (``roadie tournament``): win rates with 95% intervals.

Every pairing of two levels plays ``games`` games with the seats rotated (the levels take
turns in the seats, alternately), and each level plays the game's automaton (The Challenger,
the Robot) at every difficulty the game offers. Each game is a pure function of its seed, so
spreading the games over processes changes nothing: the same seed gives the same table.
Bots search with a fixed budget here (no time cap), which is what keeps it so; a job may
set the table's cap instead, to measure decision times as the table has them. Decision
times are CPU seconds of the worker process, so a loaded machine does not inflate them.
"""

from __future__ import annotations

import csv
import math
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any

from roadie import games
from roadie.bots.levels import LevelBot
from roadie.core.errors import RoadieError, RuleViolation
from roadie.core.rng import Rng

SECONDS_PER_ACTION = 1.0
"""The simulated clock: each claim comes this long after the one before (no clashes, and no
Showdown timer is set here)."""
MAX_ACTIONS = 20_000

AUTOMATON_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "the-gig": [{"difficulty": d} for d in ("normal", "hard", "expert")],
    "big-easy-busking": [{"robot": r, "difficulty": d}
                         for r in ("tin-pan-tina", "second-line-sal")
                         for d in ("easy", "medium", "medium-advanced", "advanced",
                                   "professional")],
}
"""The solo games a level plays against the rulebook's automaton, per game."""


@dataclass(frozen=True)
class Job:
    """One game: the levels by seat, the options and the seed."""

    game: str
    seats: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    seed: int
    matchup: str
    """The line of the table this game counts for (``easy v normal``, ``hard v Robot …``)."""
    cap: float | None = None
    """Hard's time cap per decision, as at the table (None: the fixed budget alone)."""


@dataclass
class Outcome:
    job: Job
    credit: list[float]
    """Per seat: its share of the win (ties share it; an automaton's win leaves 0)."""
    times: list[list[float]]
    """Per seat: CPU seconds each of its decisions took."""


def play(job: Job) -> Outcome:
    """Play one game between level bots (seat 0 alone against the automaton in a solo game)."""
    game = games.get(job.game)
    options = game.make_options(len(job.seats), dict(job.options))
    state = game.setup(options, job.seed)
    bots = [LevelBot(level, job.seed * 1009 + seat, seconds=job.cap)
            for seat, level in enumerate(job.seats)]
    order = Rng.from_seed(job.seed ^ 0x70A5)
    times: list[list[float]] = [[] for _ in job.seats]
    for count in range(MAX_ACTIONS):
        if game.is_over(state):
            break
        active = game.active_seats(state)
        seat = active[0] if len(active) == 1 else order.choice(active)
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        while legal:  # a claim refused (a space that was just taken) is thought over
            started = time.process_time()
            action = bots[seat].choose(view, legal)
            times[seat].append(time.process_time() - started)
            try:
                game.apply(state, seat, game.stamp(action, count * SECONDS_PER_ACTION))
                break
            except RuleViolation:
                legal = [a for a in legal if a != action]
        else:
            raise RoadieError(f"{job.game} seed {job.seed}: seat {seat} found nothing legal")
    else:
        raise RoadieError(f"{job.game} seed {job.seed}: no end after {MAX_ACTIONS} actions")
    winners = [w for w in game.score(state).winners if w < len(job.seats)]
    share = 1.0 / len(game.score(state).winners)
    return Outcome(job, [share if s in winners else 0.0 for s in range(len(job.seats))], times)


def jobs(game_id: str, levels: list[str], count: int, seed: int, players: int,
         automaton: bool = True) -> list[Job]:
    """Every pairing of *levels* for *count* games, seats rotated; then each level against
    the automaton at every difficulty, *count* games each."""
    found: list[Job] = []
    for a, b in combinations(levels, 2):
        for n in range(count):
            first, second = (a, b) if n % 2 == 0 else (b, a)
            seats = tuple(first if (s + n // 2) % 2 == 0 else second for s in range(players))
            found.append(Job(game_id, seats, (), seed + n, f"{a} v {b}"))
    for options in AUTOMATON_OPTIONS.get(game_id, []) if automaton else []:
        label = " ".join(str(v) for v in options.values())
        for level in levels:
            found += [Job(game_id, (level,), tuple(options.items()), seed + n,
                          f"{level} v automaton {label}") for n in range(count)]
    return found


@dataclass
class Line:
    """One line of the table: a level's wins in one match-up."""

    matchup: str
    level: str
    games: int = 0
    wins: float = 0.0
    fair: float = 0.0
    """The fair share of wins (the share of the seats the level held)."""
    times: list[float] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """The Wilson 95% interval of the win rate."""
        n, p, z = self.games, self.rate, 1.96
        if n == 0:
            return 0.0, 1.0
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return max(0.0, centre - half), min(1.0, centre + half)

    def time_stats(self) -> tuple[float, float]:
        """Mean and 95th percentile of the decision CPU time, in milliseconds."""
        if not self.times:
            return 0.0, 0.0
        ordered = sorted(self.times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        return 1000 * sum(ordered) / len(ordered), 1000 * p95


def tally(outcomes: list[Outcome]) -> list[Line]:
    """The table's lines, in the order the match-ups were first played."""
    lines: dict[tuple[str, str], Line] = {}
    for out in outcomes:
        seats = out.job.seats
        for level in dict.fromkeys(seats):
            line = lines.setdefault((out.job.matchup, level), Line(out.job.matchup, level))
            mine = [s for s, lv in enumerate(seats) if lv == level]
            line.games += 1
            line.wins += sum(out.credit[s] for s in mine)
            line.fair += len(mine) / len(seats) if len(seats) > 1 else 0.5
            line.times += [t for s in mine for t in out.times[s]]
    for line in lines.values():
        line.fair /= max(1, line.games)
    return list(lines.values())


def run(all_jobs: list[Job], workers: int,
        progress: Callable[[Iterator[Outcome], int], Iterator[Outcome]] | None = None,
        ) -> list[Outcome]:
    """Play the jobs over *workers* processes (1: in this one), in a fixed order."""
    def identity(items: Iterator[Outcome], _total: int) -> Iterator[Outcome]:
        return items
    show = progress or identity
    if workers <= 1:
        return list(show(map(play, all_jobs), len(all_jobs)))
    with ProcessPoolExecutor(workers) as pool:
        return list(show(pool.map(play, all_jobs, chunksize=1), len(all_jobs)))


def write_csv(lines: list[Line], path: Path) -> None:
    with path.open("w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["match", "level", "games", "wins", "win_rate", "ci_low", "ci_high",
                      "fair_share", "mean_ms", "p95_ms"])
        for line in lines:
            low, high = line.interval()
            mean, p95 = line.time_stats()
            out.writerow([line.matchup, line.level, line.games, f"{line.wins:g}",
                          f"{line.rate:.3f}", f"{low:.3f}", f"{high:.3f}", f"{line.fair:.3f}",
                          f"{mean:.1f}", f"{p95:.1f}"])


def table(lines: list[Line]) -> str:
    """The win-rate table as text."""
    rows = [f"{'match':34} {'level':7} {'games':>5} {'win rate':>8} {'95% interval':>14} "
            f"{'fair':>5} {'mean ms':>8} {'p95 ms':>8}"]
    for line in lines:
        low, high = line.interval()
        mean, p95 = line.time_stats()
        rows.append(f"{line.matchup:34} {line.level:7} {line.games:5d} {line.rate:8.3f} "
                    f"  [{low:.3f}, {high:.3f}] {line.fair:5.2f} {mean:8.1f} {p95:8.1f}")
    return "\n".join(rows)
