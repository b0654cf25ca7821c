"""Gig dice as a Roadie game: a shared tray of Gig dice for 2-4 players of the Gig card game.

Section 6 is the card game's dice chapter; who wins is decided by rules that are not
in it, so the tray keeps no score and names no winner.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from roadie import games
from roadie.core import dice
from roadie.core.dice import Area, Die
from roadie.core.errors import RuleViolation
from roadie.core.game import Event, Game, GameInfo, ScoreLine, ScoreSheet, SeatScore
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.gig_dice import actions as a
from roadie.games.gig_dice import content, rules, views
from roadie.games.gig_dice.state import GigDiceOptions, GigDiceState, SeatDice
from roadie.games.gig_dice.views import readout

Handler = Callable[[GigDiceState, int, Any], list[Event]]

HANDLERS: dict[str, Handler] = {
    "add": rules.add_die,
    "reroll": rules.reroll,
    "remove": rules.remove_die,
    "move": rules.move_die,
    "adjust": rules.adjust,
    "set": rules.set_die,
    "swap": rules.swap,
    "steal": rules.steal,
    "end_turn": rules.end_turn,
    "end_session": rules.end_session,
}

RANDOM_WEIGHTS: dict[str, float] = {
    "add": 3, "reroll": 1, "remove": 1.5, "move": 1, "adjust": 2, "set": 1,
    "swap": 1, "steal": 1, "end_turn": 1, "end_session": 0.02,
}
"""How often the random bot reaches for each kind of action."""


class GigDice(Game[GigDiceOptions, GigDiceState, Any]):
    info: ClassVar[GameInfo] = games.ENTRIES["gig-dice"].info
    options_model = GigDiceOptions
    state_model = GigDiceState
    action_adapter: ClassVar[TypeAdapter[Any]] = a.ACTION_ADAPTER

    def setup(self, options: GigDiceOptions, seed: int) -> GigDiceState:
        content.load(options.content_pack)  # refuse an unknown or broken pack up front
        return GigDiceState(
            rng=Rng.from_seed(seed), options=options,
            seats=[SeatDice() for _ in range(options.players)],
        )

    def active_seats(self, state: GigDiceState) -> list[int]:
        return [] if state.over else [state.turn]

    def apply(self, state: GigDiceState, seat: int, action: Any) -> list[Event]:
        rules.check_turn(state, seat)
        return HANDLERS[action.kind](state, seat, action)

    def is_over(self, state: GigDiceState) -> bool:
        return state.over

    def progress(self, state: GigDiceState) -> tuple[str, ...]:
        return _("progress", "Round %1"), str(state.round)

    def view(self, state: GigDiceState, seat: int | None) -> BaseModel:
        return views.view(state, seat)

    def score(self, state: GigDiceState) -> ScoreSheet:
        """No score and no winner (table.end): each seat's read-outs, with a total of 0."""
        return ScoreSheet(seats=[SeatScore(seat=i, total=0, lines=_readouts(s))
                                 for i, s in enumerate(state.seats)], winners=[])

    # --- legal actions ----------------------------------------------------
    def legal_actions(self, state: GigDiceState, seat: int) -> list[Any]:
        if state.over or seat != state.turn:
            return []
        found: list[Any] = []
        for kind in HANDLERS:
            found.extend(self._legal_of_kind(state, seat, kind))
        return found

    def _legal_of_kind(self, state: GigDiceState, seat: int, kind: str) -> list[Any]:
        mine = state.seats[seat]
        room = state.options.max_dice
        all_gigs = [d for s in state.seats for d in s.gig]
        rival_gigs = [d for i, s in enumerate(state.seats) if i != seat for d in s.gig]
        if kind == "add":
            sides = [t.sides for t in content.load(state.options.content_pack).dice]
            return [a.AddDie(sides=n, area=ar) for ar in Area for n in sides
                    if len(mine.area(ar)) < room]
        if kind == "reroll":
            return [a.Reroll(die=d.id) for d in all_gigs]
        if kind == "remove":
            return [a.RemoveDie(die=d.id) for d in [*mine.gig, *rival_gigs]]
        if kind == "move":
            return [a.MoveDie(die=d.id) for d in mine.gig] if len(mine.fixer) < room else []
        if kind == "adjust":
            return [a.Adjust(die=d.id, by=by) for d in all_gigs for by in dice.adjust_steps(d)]
        if kind == "set":
            return [a.SetDie(die=d.id, value=v) for d in all_gigs
                    for v in range(1, d.sides + 1) if v != d.value]
        if kind == "swap":
            return [a.Swap(mine=m.id, theirs=t.id) for m in mine.gig for t in rival_gigs]
        if kind == "steal":
            return [a.Steal(die=d.id) for d in rival_gigs] if len(mine.gig) < room else []
        if kind == "end_turn":
            return [a.EndTurn()]
        return [a.EndSession()]

    def sample_action(self, state: GigDiceState, seat: int, rng: Rng) -> Any:
        """Pick a kind of action by weight, then random parameters for it.

        The fast path for random playouts: it builds one action, not the list;
        the tests check that what it picks is always among ``legal_actions``.
        """
        if state.over or seat != state.turn:
            raise RuleViolation("gig-dice/table.turns", _("rules", "You can't act now."))
        pick = _Sampler(state, seat, rng)
        kinds = [k for k in HANDLERS if pick.possible(k)]
        return pick.make(rng.weighted(kinds, [RANDOM_WEIGHTS[k] for k in kinds]))

    def candidate_actions(self, state: GigDiceState, seat: int) -> list[Any]:
        """Legal and illegal actions alike, for fuzzing the refusals."""
        ids = [d.id for s in state.seats for d in [*s.gig, *s.fixer]] + [state.next_die_id]
        found: list[Any] = [a.EndTurn(), a.EndSession()]
        found += [a.AddDie(sides=n, area=ar) for n in (1, 4, 6, 7, 20, 100) for ar in Area]
        for i in ids:
            found += [a.Reroll(die=i), a.RemoveDie(die=i), a.MoveDie(die=i), a.Steal(die=i)]
            found += [a.Adjust(die=i, by=b) for b in (-19, -3, -1, 0, 1, 2, 19)]
            found += [a.SetDie(die=i, value=v) for v in (-1, 0, 1, 4, 6, 9, 20, 21)]
            found += [a.Swap(mine=i, theirs=j) for j in ids[:6]]
        return found

    def test_configurations(self) -> list[dict[str, Any]]:
        return [{"players": 2}, {"players": 3, "turn_limit": 4}, {"players": 4, "max_dice": 3},
                {"players": 4, "turn_limit": 2}]

    # --- invariants ---------------------------------------------------------
    def check_invariants(self, state: GigDiceState) -> None:
        every: list[Die] = [d for s in state.seats for d in [*s.gig, *s.fixer]]
        ids = [d.id for d in every]
        assert len(ids) == len(set(ids)), "a die is on the table twice"
        assert all(i < state.next_die_id for i in ids), "a die id was reused"
        assert all(1 <= d.value <= d.sides for d in every), "a die shows no face (6.3.3)"
        assert all(len(s.gig) <= state.options.max_dice and len(s.fixer) <= state.options.max_dice
                   for s in state.seats), "an area is over its size"
        assert 0 <= state.turn < len(state.seats)
        limit = state.options.turn_limit
        assert limit is None or state.round <= limit or state.over


GAME = GigDice()


READOUTS = (_("scores", "Value-pairs"), _("scores", "Min Gigs"), _("scores", "Max Gigs"),
            _("scores", "Dice in the Gig area"), _("scores", "Dice in the fixer area"))
"""The read-outs a seat's line shows (6.6, 6.3.1, 6.3.2): facts of the tray, not points."""
READOUT_RULES = ("6.6", "6.3.1", "6.3.2", "6.1", "6.1.3")
"""The rule each read-out follows."""


def _readouts(seat: SeatDice) -> list[ScoreLine]:
    gig = readout(seat.gig)
    counts = (len(dice.value_pairs(seat.gig)), gig.mins, gig.maxes, gig.dice, len(seat.fixer))
    return [ScoreLine(label=label, points=n, rule=f"gig-dice/{rule}")
            for label, n, rule in zip(READOUTS, counts, READOUT_RULES, strict=True)]


class _Sampler:
    """Random parameters for one kind of action, drawn without listing them all."""

    def __init__(self, state: GigDiceState, seat: int, rng: Rng) -> None:
        self.rng, self.room = rng, state.options.max_dice
        self.mine = state.seats[seat]
        self.sides = [t.sides for t in content.load(state.options.content_pack).dice]
        self.rivals = [d for i, s in enumerate(state.seats) if i != seat for d in s.gig]
        self.gigs = self.mine.gig + self.rivals

    def possible(self, kind: str) -> bool:
        mine, room = self.mine, self.room
        return {
            "add": len(mine.gig) < room or len(mine.fixer) < room,
            "reroll": bool(self.gigs), "adjust": bool(self.gigs), "set": bool(self.gigs),
            "remove": bool(self.gigs),
            "move": bool(mine.gig) and len(mine.fixer) < room,
            "swap": bool(mine.gig and self.rivals),
            "steal": bool(self.rivals) and len(mine.gig) < room,
            "end_turn": True, "end_session": True,
        }[kind]

    def make(self, kind: str) -> Any:
        rng, mine = self.rng, self.mine
        if kind == "add":
            areas = [ar for ar in Area if len(mine.area(ar)) < self.room]
            return a.AddDie(sides=rng.choice(self.sides), area=rng.choice(areas))
        if kind == "remove":
            return a.RemoveDie(die=rng.choice(self.gigs).id)
        if kind == "move":
            return a.MoveDie(die=rng.choice(mine.gig).id)
        if kind == "swap":
            return a.Swap(mine=rng.choice(mine.gig).id, theirs=rng.choice(self.rivals).id)
        if kind == "steal":
            return a.Steal(die=rng.choice(self.rivals).id)
        if kind in ("end_turn", "end_session"):
            return a.EndTurn() if kind == "end_turn" else a.EndSession()
        die = rng.choice(self.gigs)
        if kind == "reroll":
            return a.Reroll(die=die.id)
        other = rng.randint(1, die.sides - 1)
        other += other >= die.value  # any face but the current one
        if kind == "set":
            return a.SetDie(die=die.id, value=other)
        return a.Adjust(die=die.id, by=other - die.value)
