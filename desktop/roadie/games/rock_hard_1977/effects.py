"""The effect vocabulary at work: gains and losses, the effect queue, perks, goals and bonuses."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import attrgetter

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977.state import (
    CANDY_MEASURES,
    MAX_CREW,
    STAT_MAX,
    Kept,
    Pending,
    Player,
    RockHardState,
)

R = "rock-hard-1977/"


# --- amounts (rules: stats.range, stats.cost) ---------------------------------------------------


def gain(state: RockHardState, seat: int, what: str, amount: int, why: str) -> list[Event]:
    """stats.range: gain; a Base Stat past 11 pays $1 per point; Crew stops at 3."""
    p = state.players[seat]
    have = getattr(p, what)
    if what in c.BASE_STATS:
        room = max(0, STAT_MAX - have)
        spill = amount - min(amount, room)
        setattr(p, what, have + amount - spill)
        if spill:
            p.money += spill
            return [e.changed(seat=seat, what=what, amount=amount - spill, why=why),
                    e.changed(seat=seat, what="money", amount=spill, why="stats.range")]
        return [e.changed(seat=seat, what=what, amount=amount, why=why)]
    if what == "crew":
        amount = min(amount, MAX_CREW - have)
    setattr(p, what, have + amount)
    if what == "fame":
        p.ledger[why] = p.ledger.get(why, 0) + amount
    return [e.changed(seat=seat, what=what, amount=amount, why=why)] if amount else []


def lose(state: RockHardState, seat: int, what: str, amount: int, why: str) -> list[Event]:
    """stats.cost: an effect that takes more than you have takes you to 0."""
    p = state.players[seat]
    have = getattr(p, what)
    taken = min(have, amount)
    setattr(p, what, have - taken)
    if what == "fame":
        p.ledger[why] = p.ledger.get(why, 0) - taken
    return [e.changed(seat=seat, what=what, amount=-taken, why=why)] if taken else []


def can_pay(p: Player, costs: list[c.Pay], discount: int = 0) -> bool:
    """stats.cost: every cost in full (dollars less the discount)."""
    for cost in costs:
        amount = cost.amount - discount if cost.what == "money" else cost.amount
        if getattr(p, cost.what) < amount:
            return False
    return True


def pay(state: RockHardState, seat: int, costs: list[c.Pay], why: str,
        discount: int = 0) -> list[Event]:
    found: list[Event] = []
    for cost in costs:
        amount = max(0, cost.amount - discount) if cost.what == "money" else cost.amount
        if amount:
            found += lose(state, seat, cost.what, amount, why)
    return found


def roll_die(state: RockHardState) -> int:
    """Roll the die; the table shows every roll of the latest action."""
    value = state.rng.randint(1, 6)
    state.rolls.append(value)
    return value


# --- the effect queue (cards.slash, cards.trade) ------------------------------------------------


def run(state: RockHardState, seat: int, effects: list[c.Effect], why: str) -> list[Event]:
    """Resolve *effects* in order; stop at a decision (a slash, an affordable trade)."""
    state.queue[:0] = effects
    return resume(state, seat, why)


def resume(state: RockHardState, seat: int, why: str) -> list[Event]:
    found: list[Event] = []
    while state.queue and state.pending is None:
        effect = state.queue.pop(0)
        found += _resolve(state, seat, effect, why)
    return found


def _resolve(state: RockHardState, seat: int, effect: c.Effect, why: str) -> list[Event]:
    p = state.players[seat]
    if not state.options.candy and about_candy(effect):
        return []  # variants.candy: a card's Candy part is ignored
    if isinstance(effect, c.Gain):
        return gain(state, seat, effect.what, effect.amount, why)
    if isinstance(effect, c.Lose):
        return lose(state, seat, effect.what, effect.amount, why)
    if isinstance(effect, c.Pay):
        return pay(state, seat, [effect], why)
    if isinstance(effect, c.Choose):
        state.pending = Pending(seat=seat, kind="choose", options=effect.options)
        return []
    if isinstance(effect, c.Trade):
        if can_pay(p, effect.pay):
            state.pending = Pending(seat=seat, kind="trade", options=[[], [*effect.pay,
                                                                         *effect.gain]])
        return []
    if isinstance(effect, c.Roll):
        value = roll_die(state)
        state.queue[:0] = effect.outcomes[value - 1]
        return [e.Rolled(seat=seat, value=value, why=why)]
    if isinstance(effect, c.ExtraActions):
        if state.turn is not None and state.turn.seat == seat:
            state.turn.actions += effect.amount
        return [e.changed(seat=seat, what="actions", amount=effect.amount, why=why)]
    if isinstance(effect, c.SugarLow):
        p.low_sugar = effect.on
        return [e.changed(seat=seat, what="low_sugar", amount=int(effect.on), why=why)]
    if isinstance(effect, c.DemoTape):
        if p.demo or p.deal:
            return []
        p.demo = True
        return [e.changed(seat=seat, what="demo", amount=1, why=why)]
    p.kept.append(Kept(card=why, perk=effect.perk, from_round=state.round + 1))
    return []


def about_candy(effect: c.Effect) -> bool:
    """variants.candy: an effect that gives or takes Candy or Craving, or flips Low Sugar."""
    if isinstance(effect, c.Gain | c.Lose):
        return effect.what in CANDY_MEASURES
    return isinstance(effect, c.SugarLow)


def choose(state: RockHardState, seat: int, option: int) -> list[Event]:
    """cards.slash / cards.trade: take the chosen option and go on resolving."""
    pending = state.pending
    assert pending is not None and pending.kind in ("choose", "trade")
    if option >= len(pending.options):
        raise RuleViolation(R + "cards.slash", _("rules", "There is no option {n} here."),
                            n=option)
    state.pending = None
    state.queue[:0] = pending.options[option]
    return resume(state, seat, "choice")


# --- perks (perks.once) -------------------------------------------------------------------------


def usable(p: Player, held: c.Held) -> bool:
    """perks.once: not yet used this round, or an Ability token left to spend."""
    if held.once == "round":
        return held.key not in p.used
    return held.once != "game" or p.tokens > 0


PLACE_CHOICES = frozenset({"share", "relax", "discount"})
"""Benefits spent on a placement (named in its ``use``) when used up."""
SPEND_CHOICES = frozenset({"extra_action", "candy_action"})
"""Benefits spent by an action of their own (:class:`~.actions.Spend`) when used up."""


def owner_spends(key: str, perk: c.Perk) -> bool:
    """perks.choice: whether the owner decides when to spend this benefit: a once-a-game token's
    or a kept card's, and a once-a-round share, lowered requirement or discount. The others
    (bonuses, Candy re-rolls and boosts, a once-a-round extra action) can never be wasted and
    apply by themselves."""
    once = getattr(perk, "once", None)
    if perk.kind in PLACE_CHOICES:
        return once is not None or key.startswith("kept:")
    if perk.kind in SPEND_CHOICES:
        return once == "game" or key.startswith("kept:")
    return False


def spend(state: RockHardState, seat: int, key: str, perk: c.Perk) -> None:
    """Mark a perk used: sideways for the round, an Ability token, or a kept card flipped."""
    p = state.players[seat]
    once = getattr(perk, "once", None)
    if key.startswith("kept:"):
        card = key.removeprefix("kept:")
        p.kept = [k for k in p.kept if k.card != card]
    elif once == "round":
        p.used.append(key)
    elif once == "game":
        p.tokens -= 1


def perks_for(state: RockHardState, seat: int, kind: str,
              space: c.Space | None = None) -> list[tuple[str, c.Perk]]:
    """The seat's usable perks of *kind* now (for *space*, when they name a group): its
    Character's, Manager's, Job's, the Event's, then its kept cards', each with a key naming
    its source (for once-a-round use). The state's fields are read off its dict once (a pydantic
    field read costs several type look-ups, and this runs a few times an action)."""
    fields = state.__dict__
    p = fields["players"][seat]
    if fields["options"].abilities:
        found = state.cat.perks_held(p.character, p.manager, p.job, fields["event"]).get(kind, ())
    else:  # variants.abilities: no Character's or Manager's ability
        found = state.cat.perks_held("", "", p.job, fields["event"]).get(kind, ())
    kept = p.kept
    if kept:
        found = (*found, *(c.held(f"kept:{k.card}", k.perk) for k in kept
                           if k.from_round <= fields["round"] and k.perk.kind == kind))
    if not found:
        return []
    group = None if space is None else space.group
    return [(h.key, h.perk) for h in found
            if usable(p, h) and (group is None or h.groups is None or group in h.groups)]


# --- measures, goals and bonuses (goals.scoring, bonuses.scoring, bonuses.ties) ---------------


AMOUNTS = frozenset({"chops", "reputation", "songs", "fame", "money", "candy", "crew", "craving",
                     "royalty", "demo", "deal", "low_sugar", "missed", "tokens", "gifts"})
"""Measures read straight off the amplifier (the others are counted or tallied)."""
RELAXED = frozenset({*c.BASE_STATS, "chops+reputation"})
"""Measures a Relax perk lowers."""


def measure(state: RockHardState, seat: int, name: str) -> int:
    return int(reader(state.options.content_pack, name)(state.players[seat]))


@cache
def reader(pack: str, name: str) -> Callable[[Player], int]:
    """How to read the measure *name* off a player (worked out once for each measure)."""
    if name in AMOUNTS:
        return attrgetter(name)
    if name == "chops+reputation":
        return lambda p: p.chops + p.reputation
    if name == "missed-work":
        return lambda p: p.missed
    if name == "sets":
        return lambda p: len(p.sets)
    if name.startswith("life:"):
        kind = name.removeprefix("life:")
        icon = icons(pack)
        return lambda p: sum(icon[card] == kind for card in p.life)
    return lambda p: p.tally.get(name, 0)


@cache
def icons(pack: str) -> dict[str, c.LifeType]:
    """Each Life Experience card's icon, read once (a card's field is a pydantic look-up)."""
    return {card: x.life for card, x in c.catalog(pack).life.items()}


def holds(state: RockHardState, seat: int, cond: c.Condition, relax: int = 0) -> bool:
    if isinstance(cond, c.AtLeast):
        need = cond.amount - relax if relax and cond.measure in RELAXED else cond.amount
        return measure(state, seat, cond.measure) >= need
    if isinstance(cond, c.AtMost):
        return measure(state, seat, cond.measure) <= cond.amount
    return any(holds(state, seat, inner, relax) for inner in cond.conditions)


Test = Callable[[Player], bool]


def test(pack: str, cond: c.Condition) -> Test:
    """Whether a player meets *cond* (what :func:`holds` answers, without relaxing), as one
    function worked out once (achievements are checked after every action)."""
    if isinstance(cond, c.AnyOf):
        tests = [test(pack, inner) for inner in cond.conditions]
        return lambda p: any(t(p) for t in tests)
    read, amount = reader(pack, cond.measure), cond.amount
    if isinstance(cond, c.AtLeast):
        return lambda p: read(p) >= amount
    return lambda p: read(p) <= amount


@cache
def achievable(pack: str) -> tuple[dict[str, Test], dict[str, Test]]:
    """The tests of the goals and of the bonuses scored when achieved, by card."""
    cat = c.catalog(pack)
    return ({goal: test(pack, cond) for goal, cond in cat.goals_achieved.items()},
            {bonus: test(pack, cond) for bonus, cond in cat.bonuses_achieved.items()})


def prizes(players: int) -> tuple[int, int, int]:
    return (8, 5, 3) if players >= 4 else (5, 0, 0)


def prize(players: int, rank: int, tied: int) -> int:
    """bonuses.ties: what each of *tied* players placed from *rank* (1-based) scores."""
    table = prizes(players)
    if tied == 1:
        return table[rank - 1] if rank <= 3 else 0
    if rank >= 3:
        return 0
    return table[min(rank + tied - 1, 3) - 1]


def check_achievements(state: RockHardState, seats: range | tuple[int] | None = None
                       ) -> list[Event]:
    """goals.scoring, bonuses.scoring: when-achieved goals and bonuses score at once. Only
    *seats* need checking when the action changed no one else (every action ends checked)."""
    found: list[Event] = []
    goals, bonuses = achievable(state.options.content_pack)
    players = state.players
    if seats is None:
        seats = range(len(players))
    for seat in seats:
        p = players[seat]
        for goal_id in p.goals:
            met = goals.get(goal_id)
            if met is not None and goal_id not in p.scored_goals and met(p):
                fame = state.cat.goals[goal_id].fame
                p.scored_goals.append(goal_id)
                found += gain(state, seat, "fame", fame, f"goal:{goal_id}")
                found.append(e.Scored(seat=seat, what=f"goal:{goal_id}", fame=fame))
    for bonus_id in state.bonuses:
        met = bonuses.get(bonus_id)
        if met is None:
            continue
        done = state.awards.setdefault(bonus_id, [])
        if len(done) == len(players):
            continue
        new = [s for s in seats if s not in done and met(players[s])]
        if new:
            fame = prize(len(players), len(done) + 1, len(new))
            for seat in new:
                found += gain(state, seat, "fame", fame, f"bonus:{bonus_id}") if fame else []
                found.append(e.Scored(seat=seat, what=f"bonus:{bonus_id}", fame=fame))
            done += new
    return found


def rank_most(state: RockHardState, measure_name: str) -> dict[int, int]:
    """End-game bonus Fame per seat (bonuses.scoring, bonuses.ties); zero does not place."""
    values = {s: measure(state, s, measure_name) for s in range(len(state.players))}
    awarded: dict[int, int] = {}
    rank = 1
    for value in sorted({v for v in values.values() if v > 0}, reverse=True):
        group = [s for s, v in values.items() if v == value]
        fame = prize(len(state.players), rank, len(group))
        for seat in group:
            awarded[seat] = fame
        rank += len(group)
    return awarded
