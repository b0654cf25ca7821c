"""Rock Hard: 1977 as a Roadie game: 2-5 players over nine months of 1977."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, TypeAdapter

from roadie import games
from roadie.core.clone import clone
from roadie.core.errors import RuleViolation
from roadie.core.game import Event, Game, GameInfo, ScoreSheet
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import effects, rounds, scoring, setup, spaces, views
from roadie.games.rock_hard_1977.hidden import resample
from roadie.games.rock_hard_1977.state import RockHardOptions, RockHardState

R = "rock-hard-1977/"


def waiting(state: RockHardState) -> RuleViolation:
    return RuleViolation(R + "turn.wait", _("rules", "It is not your turn to do that."))


class RockHard(Game[RockHardOptions, RockHardState, Any]):
    info: ClassVar[GameInfo] = games.ENTRIES["rock-hard-1977"].info
    options_model = RockHardOptions
    state_model = RockHardState
    action_adapter: ClassVar[TypeAdapter[Any]] = a.ACTION_ADAPTER

    def setup(self, options: RockHardOptions, seed: int) -> RockHardState:
        return setup.set_up(options, seed)

    def active_seats(self, state: RockHardState) -> list[int]:
        fields = state.__dict__  # read off the dict: a pydantic field read costs several look-ups
        stage, pending = fields["stage"], fields["pending"]  # asked thrice an action
        if stage == "over":
            return []
        if pending is not None:
            return [pending.seat]
        if stage == "draft":
            return setup.drafting_seats(state)
        turn = fields["turn"]
        return [turn.seat] if turn is not None else []

    def legal_actions(self, state: RockHardState, seat: int) -> list[Any]:
        if seat not in self.active_seats(state):
            return []
        pending = state.pending
        if pending is not None:
            if pending.kind == "gift":
                return [made(a.Gift, seat=None), *(made(a.Gift, seat=s)
                                                   for s in range(len(state.players))
                                                   if s != seat)]
            count = len(pending.sets) if pending.kind == "set" else len(pending.options)
            return [made(a.Choose, option=i) for i in range(count)]
        if state.stage == "draft":
            cards = state.managers_offered if state.draft == "manager" \
                else state.players[seat].offer
            return [made(a.Keep, card=card) for card in cards]
        return self.turn_actions(state, seat)

    def turn_actions(self, state: RockHardState, seat: int) -> list[Any]:
        found = [allowed_place(s, t, u) for s, t, u in spaces.legal_spaces(state, seat)]
        candy, closing = self.turn_choices(state, seat)
        return [*candy, *found, *closing]

    def turn_choices(self, state: RockHardState, seat: int) -> tuple[list[Any], list[Any]]:
        """The legal actions of a turn besides placing: Candy and the benefits that give an
        extra action first, then ending the turn or quitting a Job."""
        turn = state.turn
        assert turn is not None
        candy = [made(a.EatCandy)] if not turn.candy and not turn.acted \
            and state.players[seat].candy else []
        candy += [made(a.Spend, perk=key) for key, _perk in rounds.spendable(state, seat)]
        closing: list[Any] = [made(a.EndTurn)] if turn.acted else []
        if rounds.may_quit(state, seat):
            closing.append(made(a.QuitJob))
        return candy, closing

    sampled: tuple[RockHardState, int, a.Place, spaces.Plan] | None = None
    """The placement :meth:`sample_action` last drew and the plan its checks made, for an
    :meth:`apply` of that very action to the same state next (asked once, then forgotten)."""

    def apply(self, state: RockHardState, seat: int, action: Any) -> list[Event]:
        if seat not in self.active_seats(state):
            raise waiting(state)
        sampled, self.sampled = self.sampled, None
        shown, state.rolls = state.rolls, []
        try:
            if sampled is not None and sampled[0] is state and sampled[1] == seat \
                    and sampled[2] is action:
                return self.place(state, seat, sampled[3])
            return self.dispatch(state, seat, action)
        except RuleViolation:
            state.rolls = shown
            raise

    def dispatch(self, state: RockHardState, seat: int, action: Any) -> list[Event]:
        if state.pending is not None:
            return self.decide(state, seat, action)
        if state.stage == "draft":
            if not isinstance(action, a.Keep):
                raise waiting(state)
            return rounds.keep(state, seat, action.card)
        return self.act(state, seat, action)

    def decide(self, state: RockHardState, seat: int, action: Any) -> list[Event]:
        pending = state.pending
        assert pending is not None
        if pending.kind == "gift":
            if not isinstance(action, a.Gift):
                raise waiting(state)
            return rounds.give(state, seat, action.seat)
        if not isinstance(action, a.Choose):
            raise waiting(state)
        if pending.kind == "set":
            found = spaces.pick_set(state, seat, action.option)
        else:
            found = effects.choose(state, seat, action.option) + spaces.settle(state, seat)
        return found + self.maybe_end_turn(state, seat)

    def place(self, state: RockHardState, seat: int, plan: spaces.Plan) -> list[Event]:
        """Place as *plan* says: it passed every check on this state, unchanged since."""
        return spaces.carry_out(state, seat, plan) + self.maybe_end_turn(state, seat)

    def act(self, state: RockHardState, seat: int, action: Any) -> list[Event]:
        turn = state.turn
        assert turn is not None
        if isinstance(action, a.Place):  # the most frequent first
            found = spaces.place(state, seat, action.space, action.trade, action.use)
            return found + self.maybe_end_turn(state, seat)
        if isinstance(action, a.EatCandy):
            return rounds.eat_candy(state, seat)
        if isinstance(action, a.Spend):
            return rounds.spend_perk(state, seat, action.perk)
        if isinstance(action, a.QuitJob):
            return rounds.quit_job(state, seat) + self.maybe_end_turn(state, seat)
        if isinstance(action, a.EndTurn):
            if not turn.acted:
                raise RuleViolation(R + "turn.structure", _("rules", "Take your action first."))
            return rounds.end_turn(state, seat)
        raise waiting(state)

    def maybe_end_turn(self, state: RockHardState, seat: int) -> list[Event]:
        """With no action left and nothing to decide, the turn ends by itself (unless the
        player may still quit their Job after Working)."""
        turn = state.turn
        if state.pending is not None or turn is None or turn.seat != seat:
            return []
        if turn.actions > 0 and not turn.bed:
            return []
        if state.players[seat].job and turn.groups[-1:] == ["work"]:
            return []
        return rounds.end_turn(state, seat)

    def view(self, state: RockHardState, seat: int | None) -> BaseModel:
        return views.view(state, seat)

    def view_events(self, state: RockHardState, events: Sequence[Event],
                    seat: int | None) -> list[Event]:
        return [views.event_for(state, ev, seat) for ev in events]

    def is_over(self, state: RockHardState) -> bool:
        return state.over

    def progress(self, state: RockHardState) -> tuple[str, ...]:
        return _("progress", "Round %1"), str(state.round)

    def score(self, state: RockHardState) -> ScoreSheet:
        return scoring.score(state)

    def public_score(self, state: RockHardState) -> ScoreSheet:
        return scoring.score(state, public=True)

    def test_configurations(self) -> list[dict[str, Any]]:
        return [{"players": 2}, {"players": 3, "rising_star": True}, {"players": 4},
                {"players": 5, "first_player": 2}, {"players": 3, "abilities": False},
                {"players": 5, "candy": False}, {"players": 2, "abilities": False,
                                                 "candy": False}]

    def candidate_actions(self, state: RockHardState, seat: int) -> list[Any]:
        legal = self.legal_actions(state, seat)
        board = [a.Place(space=s.id) for s in state.cat.pack.board.spaces]
        return [*legal, *board, a.Place(space="candy", trade=3), a.Place(space="nowhere"),
                a.Place(space="publicist", use=("character:0",)), a.Spend(perk="character:0"),
                a.EatCandy(), a.EndTurn(), a.QuitJob(), a.Choose(option=5), a.Gift(seat=0),
                a.Keep(card="doc-sapphire"), a.Keep(card="nigel-hawthorne-dawe")]

    def sample_action(self, state: RockHardState, seat: int, rng: Rng) -> Any:
        """A random legal action. In a turn: one time in five any legal action, otherwise a
        random open space (with a random trade at Buy or Sell Candy). Either is the first legal
        one in a random order drawn only as far as needed, so few placements are checked."""
        if seat not in self.active_seats(state):
            raise waiting(state)
        turn = state.turn
        if state.pending is not None or turn is None:
            return rng.choice(self.legal_actions(state, seat))
        if rng.below(5) == 0:
            return self.any_turn_action(state, seat, rng)
        if spaces.has_action(turn):
            open_now = spaces.usable(state)
            for space in random_order(list(open_now), rng):
                spot = open_now[space]
                trade = rng.choice(spot.trades) if len(spot.trades) > 1 else spot.trades[0]
                plan = spaces.plan_at(state, seat, spot, trade)
                if not isinstance(plan, spaces.Refusal):
                    return self.drawn(state, seat, plan)
        return rng.choice(self.legal_actions(state, seat))

    def any_turn_action(self, state: RockHardState, seat: int, rng: Rng) -> Any:
        """Any legal action of the turn, each as likely: the first legal one in a random order
        of the other choices (all legal) and every placement open now (legal or not)."""
        turn = state.turn
        assert turn is not None
        candy, closing = self.turn_choices(state, seat)
        open_now = spaces.usable(state).values() if spaces.has_action(turn) else ()
        ways = spaces.spending_ways(state, seat) if open_now else []
        placements = [(spot, trade, use) for spot in open_now for trade in spot.trades
                      for use in ways]
        for choice in random_order([*candy, *closing, *placements], rng):
            if not isinstance(choice, tuple):
                return choice
            spot, trade, use = choice
            plan = spaces.plan_at(state, seat, spot, trade, use)
            if not isinstance(plan, spaces.Refusal):
                return self.drawn(state, seat, plan)
        raise AssertionError("a turn always has a legal action")

    def drawn(self, state: RockHardState, seat: int, plan: spaces.Plan) -> a.Place:
        """The placement of a legal *plan*, remembered with it for the :meth:`apply` next."""
        action = allowed_place(plan.spot.id, plan.trade, plan.use)
        self.sampled = state, seat, action, plan
        return action

    def check_invariants(self, state: RockHardState) -> None:
        check_state(state)

    def secrets(self, state: RockHardState) -> str:
        return (f"{state.rng.state}|{state.event_deck}|{state.gig_stack}|{state.sugar_deck}|"
                f"{state.hangout_decks}|{state.goal_deck}|{state.character_deck}|"
                f"{state.job_deck}")

    def resample_hidden(self, state: RockHardState, seat: int | None,
                        rng: Rng) -> RockHardState:
        return resample(state, seat, rng)


PLACE = a.Place(space="-", trade=0, use=())
T = TypeVar("T")


def random_order(items: list[T], rng: Rng) -> Iterator[T]:
    """*items* (a list it may reorder) in a random order, each drawn only when asked for: a
    Fisher-Yates shuffle done lazily."""
    while items:
        i = rng.below(len(items))
        items[i], items[-1] = items[-1], items[i]
        yield items.pop()


@cache
def made(kind: type[T], **fields: Any) -> T:
    """The action *kind* with *fields*, validated once and then shared (actions are frozen;
    legal actions are listed several times an action)."""
    return kind(**fields)


@cache
def allowed_place(space: str, trade: int, use: tuple[str, ...] = ()) -> a.Place:
    """The Place action for a space the rules just allowed: a copy of a valid Place with the
    space, trade and (sorted) benefits changed (what validation would make, without it), made
    once for each (actions are frozen; random play and search make many)."""
    return clone(PLACE, space=space, trade=trade, use=use)


def check_state(state: RockHardState) -> None:
    """Nothing negative, stats in range, every hang out card in one place."""
    for p in state.players:
        for name in ("chops", "reputation", "songs", "fame", "money", "candy", "crew",
                     "craving", "missed", "tokens"):
            assert getattr(p, name) >= 0, f"{name} went negative"
        assert max(p.chops, p.reputation, p.songs) <= 11 and p.crew <= 3
        assert not (p.demo and p.deal)
    held = [x for p in state.players for x in p.life if state.cat.life[x].venue]
    piles = [x for d in (*state.hangout_decks.values(), *state.hangout_discards.values())
             for x in d]
    assert sorted(held + piles) == sorted(h.id for h in state.cat.pack.hangouts)
    if not state.over and state.stage != "draft":
        assert state.pending is not None or state.turn is not None


GAME = RockHard()
