"""The built-in bots' levels: Easy, Normal and Hard, for The Gig, Big Easy Busking and Rock
Hard: 1977 (:mod:`roadie.bots.rock_hard`).

A level bot gets its seat's view and legal actions (never the state) and returns one of the
actions. It recognises the game by its view; a game without a strategy here is played at
random by every level. Hard searches (:mod:`roadie.bots.search`) with a fixed number of
playouts, so a seed gives the same choices on any machine.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from roadie.bots.search import SearchSpec, ismcts, paired
from roadie.core.game import GameState
from roadie.core.rng import Rng

if TYPE_CHECKING:
    from roadie.games.big_easy_busking.views import BuskingView
    from roadie.games.the_gig import bot as gig
    from roadie.games.the_gig.state import TheGigState
    from roadie.games.the_gig.views import TheGigView

# Each game's rules and bot pieces are imported when a bot first plays that game: a table of
# The Gig never loads Rock Hard's or Busking's.

PLAYOUTS = {"the-gig": 6, "big-easy-busking": 24}
"""Hard's budget per searched decision, by game: playouts (Big Easy Busking), or worlds each
candidate is played on (The Gig)."""
SECONDS = 0.9
"""At the table Hard also stops searching after this long (a slow machine plays weaker,
never slower); tournaments leave it out so that a seed gives the same games."""


class LevelBot:
    """A bot of one level; it keeps its own seeded rng and what it did this song."""

    def __init__(self, level: str, seed: int, seconds: float | None = SECONDS) -> None:
        self.level, self.seconds = level, seconds
        self.rng = Rng.from_seed(seed)
        self.rerolls: dict[Any, int] = {}

    def choose(self, view: Any, legal: list[Any]) -> Any:
        if len(legal) == 1 or self.level == "random":
            return legal[0] if len(legal) == 1 else self.rng.choice(legal)
        game = game_of(view)
        if game == "the_gig":
            return self._the_gig(view, legal)
        if game == "big_easy_busking":
            return self._busking(view, legal)
        if game == "rock_hard_1977":
            from roadie.bots import rock_hard
            return rock_hard.choose(self.level, view, legal, self.rng)
        return self.rng.choice(legal)

    # --- The Gig -----------------------------------------------------------------------
    def _the_gig(self, view: TheGigView, legal: list[Any]) -> Any:
        from roadie.games.the_gig import bot as gig

        seat = view.viewer
        assert seat is not None, "a bot plays a seat"
        key = (view.song, view.phase == "place")
        done = self.rerolls.get(key, 0)
        if self.level == "hard" and gig_searched(view, legal):
            base = gig.determinize(view, self.rng)
            choice = paired(gig_search(), base, seat, gig_candidates(view, seat, legal, done),
                            PLAYOUTS["the-gig"], self.rng, self.seconds)
        else:
            temper = gig.EASY if self.level == "easy" else gig.NORMAL
            choice = gig_normal(view, seat, legal, self.rng, done, temper)
        if choice.kind == "reroll":
            self.rerolls[key] = done + 1
        return choice

    # --- Big Easy Busking ------------------------------------------------------------------
    def _busking(self, view: BuskingView, legal: list[Any]) -> Any:
        from roadie.bots import busking

        if self.level == "easy":
            return busking.easy(view, legal, self.rng)
        if self.level == "normal":
            return busking.normal(view, legal, self.rng)
        assert view.viewer is not None, "a bot plays a seat"
        options = busking.candidates(view, legal, self.rng)
        if len(options) == 1:
            return options[0]
        base = busking.determinize(view, self.rng)
        return ismcts(busking_search(), base, view.viewer, options, PLAYOUTS["big-easy-busking"],
                      self.rng, self.seconds)


def game_of(view: Any) -> str:
    """The package of the game whose view *view* is (``the_gig``), without importing any."""
    parts = type(view).__module__.split(".")
    return parts[2] if parts[:2] == ["roadie", "games"] and len(parts) > 2 else ""


# --- The Gig's pieces -------------------------------------------------------------------

def gig_normal(obs: Any, seat: int, legal: list[Any], rng: Rng, rerolls: int,
               temper: gig.Temper) -> Any:
    """Normal (or Easy) in The Gig: the song by the heuristics, the rest one step ahead."""
    from roadie.games.the_gig import bot as gig
    from roadie.games.the_gig.game import GAME as GIG
    from roadie.games.the_gig.state import TheGigState

    if legal[0].kind in ("reroll", "place", "lock", "notation", "leave", "pick") or \
            (obs.phase in ("song", "lock", "place") and not obs.owed):
        return gig.song_choice(obs, seat, legal, temper, rerolls, rng)
    if temper.slip and rng.below(1000) < temper.slip * 1000:
        return rng.choice(legal)
    state = obs if isinstance(obs, TheGigState) else gig.determinize(obs, rng)
    return gig.one_step(GIG, state, seat, legal)


def gig_searched(view: TheGigView, legal: list[Any]) -> bool:
    """Hard searches the song's placements, re-rolls and locks; the Bridge and the Applause
    it plays as Normal does (one step ahead on the score)."""
    return len(legal) > 1 and view.phase in ("song", "lock", "place") and not view.owed


def gig_candidates(view: TheGigView, seat: int, legal: list[Any], rerolls: int,
                   width: int = 4) -> list[Any]:
    """Normal's choice, the best placements or locks, re-rolling the poor dice, leaving."""
    from roadie.games.the_gig import bot as gig

    normal = gig_normal(view, seat, legal, Rng.from_seed(rerolls), rerolls, gig.NORMAL)
    kinds = {a.kind for a in legal}
    if kinds <= {"solo", "buy", "discard", "pass"}:
        state = gig.determinize(view, Rng.from_seed(0))
        ranked = sorted(legal, key=lambda a: -gig_after(state, seat, a))[:width]
        return unique([normal, *ranked])
    reading = gig.Reading(view, seat)
    places = sorted((a for a in legal if a.kind == "place"),
                    key=lambda a: -reading.place_value(a.row, a.col))[:width]
    locks = [a for a in legal if a.kind == "lock"]
    reroll = gig.poor_reroll(view, seat, [a for a in legal if a.kind == "reroll"], gig.NORMAL)
    rest = [a for a in legal if a.kind == "leave"] + ([reroll] if reroll is not None else [])
    return unique([normal, *places, *locks, *rest])


def gig_after(state: TheGigState, seat: int, act: Any) -> float:
    from roadie.games.the_gig import bot as gig
    from roadie.games.the_gig.game import GAME as GIG

    return gig.one_step_value(GIG, state, seat, act)


def gig_policy(state: GameState, seat: int, legal: list[Any], rng: Rng,
               rerolls: dict[int, int]) -> Any:
    from roadie.games.the_gig import bot as gig

    choice = gig_normal(state, seat, legal, rng, rerolls.get(seat, 0), gig.NORMAL)
    if choice.kind == "reroll":
        rerolls[seat] = rerolls.get(seat, 0) + 1
    return choice


def busking_policy(state: GameState, seat: int, legal: list[Any], rng: Rng,
                   rerolls: dict[int, int]) -> Any:
    from roadie.bots import busking

    del rerolls
    return busking.normal(busking.glance(state, seat), legal, rng)  # type: ignore[arg-type]


def unique(actions: list[Any]) -> list[Any]:
    found: list[Any] = []
    for act in actions:
        if act not in found:
            found.append(act)
    return found


def gig_horizon(root: TheGigState, now: TheGigState) -> bool:
    """Playouts run through the Bridge (solos, harmonies, the symbols under the dice) to the
    Applause, the next song or the end."""
    return now.song != root.song or now.phase in ("applause", "over")


def gig_margin(state: TheGigState, seat: int) -> float:
    """The score margin, with each seat's best groove still to draw counted in."""
    from roadie.games.the_gig import bot as gig
    from roadie.games.the_gig.game import GAME as GIG

    totals: list[float] = list(GIG.score(state).totals)
    if state.phase == "solo":
        totals = [t + (gig.best_groove(state, s) if s < len(state.players) else 0.0)
                  for s, t in enumerate(totals)]
    return totals[seat] - max((t for i, t in enumerate(totals) if i != seat), default=0)


@cache
def gig_search() -> SearchSpec:
    """The Gig's playouts run to the end of the dice placing (or of the song after it)."""
    from roadie.games.the_gig.game import GAME as GIG

    return SearchSpec(GIG, gig_policy, gig_horizon, scale=10.0, margin=gig_margin)


@cache
def busking_search() -> SearchSpec:
    """Big Easy Busking's playouts run to the end of the round, when the crowds pay."""
    from roadie.games.big_easy_busking.game import GAME as BUSKING

    return SearchSpec(BUSKING, busking_policy, lambda root, now: now.round != root.round,
                      scale=4.0)


def __getattr__(name: str) -> SearchSpec:
    """``GIG_SEARCH`` and ``BUSKING_SEARCH``, built when first asked for."""
    searches = {"GIG_SEARCH": gig_search, "BUSKING_SEARCH": busking_search}
    if name in searches:
        return searches[name]()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
