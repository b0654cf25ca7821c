"""How a good player plays The Gig, for the built-in bots; and a table built from a view.

The heuristics read only what a seat sees. They take ``obs``, the seat's view, or (inside a
search) a state the bot made up from that view: both have the song, the dice, the players'
boards and the phase under the same names.

Normal, as a good player would describe it: put dice where your grooves grow (neighbours of
your own dice), take the symbols you are short of for a majority or a Notation set, put a die in
a row's Harmony space only once the row is filling up, re-roll a poor throw while you still
have time (never once a rival is about to call the Bridge), spend a Notation symbol only to
rescue a die, and draw the solo and pick the Audience card that gain the most on the score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from roadie.core.errors import RuleViolation
from roadie.core.rng import Rng
from roadie.games.the_gig import content, solo
from roadie.games.the_gig.content import NOTATION, Deck, InstrumentCell, InstrumentSymbol, Symbol
from roadie.games.the_gig.state import Groove, TheGigState
from roadie.games.the_gig.views import TheGigView

REMOVED_PER_DECK = {1: 6, 2: 6, 3: 3, 4: 0}
"""setup.audience: cards set aside unseen per deck, by player count."""
SYMBOL_VALUE = 1.6
"""A Notation symbol or Spotlight marked on the board, in points (sets, majorities)."""
NEIGHBOUR_VALUE = 2.2
"""One more of your dice beside a placed die: a bigger groove for the solo."""
CLASH_PENALTY = 6.0
"""Reaching for a space a rival has just taken: both dice are rolled again."""
CHOICE_SYMBOLS = frozenset({InstrumentSymbol.KEYS, InstrumentSymbol.VOCALS})
"""Instrument symbols that give (or copy) a symbol of your choice."""


@dataclass
class Temper:
    """How a player of some level plays: patience with re-rolls and how carefully it aims."""

    patience: int
    """Re-rolls per song it will make for a better throw."""
    aim: float
    """Below this value a placement is worth a re-roll."""
    slip: float = 0.0
    """How often it makes a beginner's move instead (a random placement or lock)."""
    rescue: bool = True
    """Whether it spends Notation symbols to rescue a die."""


NORMAL = Temper(patience=4, aim=3.0)
EASY = Temper(patience=1, aim=1.5, slip=0.3, rescue=False)


# --- reading the table -------------------------------------------------------------------

def song_rows(obs: Any) -> list[list[Symbol | None]]:
    pack = content.load(obs.options.content_pack)
    return [list(r.spaces) for r in pack.song(obs.songs[obs.song]).rows]


def taken(obs: Any) -> dict[tuple[int, int], int]:
    """Song spaces taken, and by whom (The Challenger: -1)."""
    found = {(d.row, d.col): d.seat for d in obs.dice
             if d.where == "song" and d.row is not None and d.col is not None}
    if obs.challenger is not None:
        found.update({(d.row, d.col): -1 for d in obs.challenger.dice
                      if d.row is not None and d.col is not None})
    return found


def rivals_marks(obs: Any, seat: int) -> list[dict[Symbol, int]]:
    marks = [p.marks for i, p in enumerate(obs.players) if i != seat]
    return marks + ([obs.challenger.marks] if obs.challenger is not None else [])


def symbol_value(obs: Any, seat: int, symbol: Symbol | None) -> float:
    """A symbol is worth more when it makes a Notation set or contests a majority."""
    if symbol is None:
        return 0.0
    mine = obs.players[seat].marks
    value = SYMBOL_VALUE
    if symbol in NOTATION and mine[symbol] == min(mine[s] for s in NOTATION):
        value += 1.0
    best_rival = max((m[symbol] for m in rivals_marks(obs, seat)), default=0)
    if mine[symbol] <= best_rival <= mine[symbol] + 1:
        value += 1.0
    return value


def progress(obs: Any) -> float:
    """How far the song is: the share of all player dice already placed."""
    return sum(not d.unplaced for d in obs.dice) / max(1, len(obs.dice))


class Reading:
    """The song as the heuristics read it for one seat, worked out once per decision."""

    def __init__(self, obs: Any, seat: int) -> None:
        self.obs, self.seat = obs, seat
        self.rows, self.spaces, self.progress = song_rows(obs), taken(obs), progress(obs)
        self.mine = {p for p, s in self.spaces.items() if s == seat}
        self._symbols: dict[Symbol | None, float] = {}
        self._best: dict[int, float] = {}

    def place_value(self, row: int, col: int | None) -> float:
        """What a die placed at (row, col) is likely worth; ``col`` None: Harmony."""
        spaces, length = self.spaces, len(self.rows[row - 1])
        if col is None:
            filled = sum((row, c) in spaces for c in range(length))
            return 2.0 * filled + 1.2 * (length - filled) * self.progress - 1.0
        if (row, col) in spaces:
            return -CLASH_PENALTY
        near = sum((row + dr, col + dc) in self.mine for dr in (-1, 0, 1) for dc in (-1, 0, 1))
        return self.symbol_value(self.rows[row - 1][col]) + NEIGHBOUR_VALUE * min(near, 3) + 0.3

    def symbol_value(self, symbol: Symbol | None) -> float:
        if symbol not in self._symbols:
            self._symbols[symbol] = symbol_value(self.obs, self.seat, symbol)
        return self._symbols[symbol]

    def best_space(self, value: int) -> float:
        """The best a die showing *value* could do on the song now."""
        if value not in self._best:
            free = [c for c in range(len(self.rows[value - 1]))
                    if (value, c) not in self.spaces]
            harmony = not any(d.seat == self.seat and d.where == "harmony" and d.row == value
                              for d in self.obs.dice)
            options = [self.place_value(value, c) for c in free]
            if harmony:
                options.append(self.place_value(value, None))
            self._best[value] = max(options, default=-CLASH_PENALTY)
        return self._best[value]


def rival_close(obs: Any, seat: int) -> bool:
    """A rival has one die left to place: the Bridge is about to be called."""
    return any(sum(d.unplaced for d in obs.dice if d.seat == s) <= 1
               for s in range(len(obs.players)) if s != seat)


# --- the song ----------------------------------------------------------------------------

def song_choice(obs: Any, seat: int, legal: Sequence[Any], temper: Temper, rerolls: int,
                rng: Rng) -> Any:
    """Place the best die, re-roll a poor throw while patience lasts, rescue or leave."""
    by_kind: dict[str, list[Any]] = {}
    for act in legal:
        by_kind.setdefault(act.kind, []).append(act)
    if temper.slip and rng.below(1000) < temper.slip * 1000:
        slips = by_kind.get("place") or by_kind.get("lock") or list(legal)
        return rng.choice(slips)
    if "lock" in by_kind:
        return lock_choice(obs, seat, by_kind, temper, rerolls)
    reading = Reading(obs, seat)
    places = by_kind.get("place", [])
    best = max(places, key=lambda p: reading.place_value(p.row, p.col), default=None)
    best_value = reading.place_value(best.row, best.col) if best is not None else -99.0
    patient = rerolls < temper.patience and not rival_close(obs, seat)
    reroll = poor_reroll(obs, seat, by_kind.get("reroll", []), temper, reading)
    if reroll is not None and patient and best_value < temper.aim:
        return reroll
    if best is not None and best_value > -CLASH_PENALTY:
        return best
    rescue = rescue_choice(reading, by_kind.get("notation", [])) if temper.rescue else None
    if rescue is not None:
        return rescue
    if reroll is not None:
        return reroll
    for kind in ("leave", "place", "reroll", "notation", "pick"):
        if kind in by_kind:
            return by_kind[kind][0]
    return legal[0]


def poor_reroll(obs: Any, seat: int, rerolls: list[Any], temper: Temper,
                reading: Reading | None = None) -> Any:
    """The re-roll of exactly the dice whose best space is below the aim (None: none)."""
    reading = reading or Reading(obs, seat)
    poor = {d.id for d in obs.dice if d.seat == seat and d.unplaced
            and reading.best_space(d.value) < temper.aim}
    wanted = tuple(sorted(poor))
    return next((r for r in rerolls if tuple(sorted(r.dice)) == wanted), None)


def lock_choice(obs: Any, seat: int, by_kind: dict[str, list[Any]], temper: Temper,
                rerolls: int) -> Any:
    """Turn-based: lock in the good dice, re-roll the poor ones while patience lasts."""
    reading = Reading(obs, seat)
    rerolls_ok = rerolls < temper.patience and obs.tokens
    reroll = (poor_reroll(obs, seat, by_kind.get("reroll", []), temper, reading)
              if rerolls_ok else None)
    locks = by_kind["lock"]
    value = {d.id: reading.best_space(d.value) for d in obs.dice}
    good = [lk for lk in locks if value[lk.die] >= temper.aim]
    if good:
        return max(good, key=lambda lk: value[lk.die])
    return reroll if reroll is not None else max(locks, key=lambda lk: value[lk.die])


def rescue_choice(reading: Reading, notations: list[Any]) -> Any:
    """A Notation symbol that turns a die with nowhere to go into one with a good space."""
    def gain(act: Any) -> float:
        die = next(d for d in reading.obs.dice if d.id == act.die)
        after = act.value if act.symbol in (Symbol.REPEAT, Symbol.REST) else (
            (die.value % 6) + 1 if act.symbol is Symbol.SHARP else (die.value - 2) % 6 + 1)
        return reading.best_space(after) - reading.best_space(die.value) - SYMBOL_VALUE
    best = max(notations, key=gain, default=None)
    return best if best is not None and gain(best) > 0 else None


# --- the Bridge and the Applause: one step ahead on the score ------------------------------

def margin(game: Any, state: TheGigState, seat: int) -> float:
    """Your score less the best rival's (The Challenger's in The Showdown), as it stands."""
    totals: list[int] = game.score(state).totals
    return float(totals[seat] - max((t for i, t in enumerate(totals) if i != seat), default=0))


def one_step(game: Any, state: TheGigState, seat: int, legal: Sequence[Any]) -> Any:
    """The best solo by what it draws; else the action that leaves the best margin."""
    if all(act.kind == "solo" for act in legal):
        values: dict[tuple[tuple[int, int], ...], float] = {}
        for act in legal:  # several grooves of dice may draw the same cells
            if act.cells not in values:
                values[act.cells] = solo_value(state, seat, act.cells)
        return max(legal, key=lambda act: values[act.cells])
    return max(legal, key=lambda act: one_step_value(game, state, seat, act))


def best_groove(state: TheGigState, seat: int) -> float:
    """The best solo *seat* could draw now (0 when it has none, or has drawn it)."""
    if state.players[seat].solo_done:
        return 0.0
    spots = {tuple(sorted(cells)) for _dice, cells in solo.solo_options(state, seat)}
    return max((solo_value(state, seat, cells) for cells in spots), default=0.0)


@lru_cache(maxsize=16384)
def solo_points(pack: str, instrument: str, grooves: tuple[Groove, ...]) -> int:
    """solo.solo_points of an instrument's grooves (searches score the same solos often)."""
    return solo.solo_points(content.load(pack).instrument(instrument), list(grooves))


def solo_value(obs: Any, seat: int, cells: Sequence[tuple[int, int]]) -> float:
    """What drawing a groove at *cells* adds: solo points now and at the end, symbols
    gained (multiplied), and room used up (a little, so a bigger groove wins a tie)."""
    player = obs.players[seat]
    pack = obs.options.content_pack
    board = content.load(pack).instrument(player.instrument)
    new = Groove(cells=tuple(cells))
    drawn = tuple(player.grooves)
    points = (solo_points(pack, player.instrument, (*drawn, new))
              - solo_points(pack, player.instrument, drawn))
    mult = solo.multiplier(board, new.cells)
    symbols = sum(symbol_value(obs, seat, c.symbol) for c in solo.symbol_cells(board, new.cells))
    chosen = sum(isinstance(c, InstrumentCell) and c.symbol in CHOICE_SYMBOLS
                 for c in (board.cells()[p] for p in new.cells))
    return float(points + mult * (symbols + SYMBOL_VALUE * chosen) + 0.3 * len(cells))


def one_step_value(game: Any, state: TheGigState, seat: int, act: Any) -> float:
    """The margin after *act*, with credit for a card bought and for cells drawn."""
    trial = state.model_copy(deep=True)
    try:
        game.apply(trial, seat, act)
    except RuleViolation:
        return float("-inf")
    bonus = 2.0 * applause_cost(state, act) if act.kind == "buy" else 0.0
    drawn = len(act.cells) if act.kind in ("solo", "extra") else 0
    return margin(game, trial, seat) + bonus + 0.5 * drawn


def applause_cost(state: TheGigState, act: Any) -> int:
    pack = content.load(state.options.content_pack)
    return next(c.cost for c in pack.audience if c.id == act.card)


# --- a table from a view --------------------------------------------------------------------

def determinize(view: TheGigView, rng: Rng) -> TheGigState:
    """A state the viewer cannot tell from its view: the unseen Audience cards dealt at
    random between the deck (Early on top) and the cards set aside, and a fresh rng."""
    pack = content.load(view.options.content_pack)
    seen = {*view.row, *view.discards, *(c for p in view.players for c in p.audience)}
    deck: list[str] = []
    removed: list[str] = []
    for kind in (Deck.EARLY, Deck.LATE):
        unseen = [c.id for c in pack.audience if c.deck == kind and c.id not in seen]
        rng.shuffle(unseen)
        aside = REMOVED_PER_DECK[view.options.players] if view.options.audience else len(unseen)
        keep = max(0, len(unseen) - aside)
        deck += unseen[:keep]
        removed += unseen[keep:]
    overflow = len(deck) - view.deck_size
    if overflow > 0:  # cards the view cannot place (an Early card already dealt): set aside
        removed += deck[:overflow]
        deck = deck[overflow:]
    data = view.model_dump(exclude={"viewer", "deck_size", "deadline", "notes_room", "done"})
    return TheGigState.model_validate({**data, "rng": rng.fork(), "deck": deck,
                                       "removed": removed})
