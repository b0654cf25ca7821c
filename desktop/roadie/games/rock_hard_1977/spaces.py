"""Taking an action: may this standee go there (requirement, cost, limits), and what it does."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import NamedTuple

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977.effects import (
    Test,
    can_pay,
    check_achievements,
    gain,
    holds,
    icons,
    lose,
    measure,
    owner_spends,
    pay,
    perks_for,
    resume,
    roll_die,
    run,
    spend,
    test,
)
from roadie.games.rock_hard_1977.rounds import recover, shift_of
from roadie.games.rock_hard_1977.state import MAX_CREW, Pending, Player, RockHardState, Turn

R = "rock-hard-1977/"


class G:
    """The kinds of space this module tells apart, read once (reading an Enum member costs a
    Python call in Python 3.11, and placements are checked several times an action)."""

    BED = c.Group.BED
    CANDY = c.Group.CANDY
    CREW = c.Group.CREW
    DEMO = c.Group.DEMO
    GIG = c.Group.GIG
    HANGOUT = c.Group.HANGOUT
    RECORD_DEAL = c.Group.RECORD_DEAL
    RECOVER = c.Group.RECOVER
    SONG = c.Group.SONG
    STUDIO = c.Group.STUDIO
    WORK = c.Group.WORK


ONCE_A_ROUND = {G.CREW: "hire.crew", G.GIG: "night.gig", G.WORK: "jobs.work"}
SET_FAME = 5
CANDY_TRADES = (1, 2, 3, -1, -2, -3)
KINDS = (c.LifeType.ROMANCE, c.LifeType.FUN, c.LifeType.BUSINESS, c.LifeType.GLAMOUR)
WILD = c.LifeType.WILD
ICONS = (*KINDS, WILD)


STAT_NAMES = {"chops": _("rules", "Chops"), "reputation": _("rules", "Reputation"),
              "songs": _("rules", "Songs"), "fame": _("rules", "Fame"),
              "chops+reputation": _("rules", "Chops + Reputation"),
              "deal": _("rules", "Record Contract"), "demo": _("rules", "Demo Tape")}
"""The stats a refusal names (translated by the table that shows it)."""
PHASE_NAMES = {"day": _("rules", "Day"), "night": _("rules", "Night"),
               "after_hours": _("rules", "After Hours")}


def refuse(rule: str, text: str, **params: object) -> RuleViolation:
    return RuleViolation(R + rule, text, **params)


class Refusal(NamedTuple):
    """Why the rules refuse a placement (what :func:`check` raises as a RuleViolation)."""

    rule: str
    text: str
    params: dict[str, object] | None = None
    """What fills the text's ``{placeholders}``."""


NOT_YOUR_TURN = Refusal("turn.wait", _("rules", "It is not your turn to act."))
NO_ACTION = Refusal("turn.structure", _("rules", "You have no action left this phase."))
COVERED = Refusal("events.reveal", _("rules", "This month's Event covers that space."))
NO_CANDY = Refusal("variants.candy", _("rules", "This game is played without Candy."))
BED_ALONE = Refusal("ah.bed", _("rules", "Going to Bed Early excludes Candy and every other "
                                         "action this phase."))
ONCE = _("rules", "Only once a round.")
AGAIN = _("rules", "You already took that action this phase.")
TAKEN = {G.STUDIO: Refusal("day.studio", AGAIN)}
"""A second visit in a phase: the Recording Studio's own rule, else actions.once."""
TAKEN_AGAIN = Refusal("actions.once", AGAIN)
OFF_SHIFT = Refusal("jobs.work", _("rules", "You may Work only in your Job's shift."))
FULL_CREW = Refusal("hire.crew", _("rules", "You already have 3 Crew."))
DAY_ONLY = Refusal("recover.space", _("rules", "Recover is a Day action."))
ONE_TAPE = Refusal("ah.demo", _("rules", "You already hold a Demo Tape or a Record Contract."))
LIMITED = Refusal("actions.limited", _("rules", "That Limited space is taken."))
SIGNED = Refusal("day.record-deal", _("rules", "Only one player may visit the Record Company "
                                               "each round."))
"""The Record Company's own limit: no share, double Event or extra action lifts it."""
UNMET = Refusal("actions.requirement", _("rules", "You do not meet that space's requirement."))
"""Refused for a requirement; :func:`check` names the stat that falls short when it can."""
BETTER_TIER = Refusal("day.record-deal", _("rules", "You need a Demo Tape or Record Contract "
                                                    "and the stats of a better Royalty tier."))
CANDY_ONLY = Refusal("anytime.candy", _("rules", "Buy (1-3) or sell (1-3) Candy there, and "
                                                 "only there."))
UNAFFORDABLE = Refusal("actions.cost", _("rules", "You cannot pay for that."))
NO_GIG = Refusal("night.gig", _("rules", "There is no Random Gig this month."))
UNPAYABLE = Refusal("actions.cost", _("rules", "You cannot pay that space's cost."))
TOO_DEAR = _("rules", "That space costs ${price} (after your discounts); you have ${money}.")
UNUSED = Refusal("perks.choice", _("rules", "A benefit you named does nothing for this action; "
                                            "keep it for later."))


class Spot(NamedTuple):
    """A space as the placement rules read it, worked out once for each content pack
    (placements are checked several times an action)."""

    space: c.Space
    id: str
    group: c.Group
    open: bool
    """Not Limited: any number may stand there."""
    crew_prices: list[int] | None
    once: Refusal | None
    """The refusal of a second visit in a round (Crew, Gig, Work), if the space has one."""
    visits: str
    """The tally of this round's visits that :attr:`once` reads."""
    repeats: bool
    """An Anytime space other than Work may be taken again in a phase."""
    met: Test | None
    """Whether a player meets every requirement (unrelaxed), if there are any."""
    price: int
    """Its dollar cost (before crew prices, a Random Gig's cost and discounts)."""
    fees: list[c.Pay]
    """Its cost besides dollars."""
    random_gig: bool
    counts: tuple[str, ...]
    """The tallies a visit adds one to."""
    trades: tuple[int, ...]
    """anytime.candy: buy (+) or sell (-) 1-3 Candy at Buy or Sell Candy; elsewhere no trade."""


def spot_of(pack: str, space: c.Space) -> Spot:
    group = space.group
    once = ONCE_A_ROUND.get(group)
    return Spot(
        space=space, id=space.id, group=group, open=space.open, crew_prices=space.crew_prices,
        once=Refusal(once, ONCE) if once else None,
        visits=f"round:{group.value}", repeats=space.section == "anytime" and group != G.WORK,
        met=meets_all(pack, space.requires) if space.requires else None,
        price=sum(x.amount for x in space.cost if x.what == "money"),
        fees=[x for x in space.cost if x.what != "money"],
        random_gig=group == G.GIG and space.venue == "random", counts=counted(space),
        trades=CANDY_TRADES if group == G.CANDY else (0,))


def meets_all(pack: str, conditions: list[c.Condition]) -> Test:
    tests = [test(pack, cond) for cond in conditions]
    return tests[0] if len(tests) == 1 else lambda p: all(t(p) for t in tests)


@cache
def spots(pack: str, side: str, stage: str) -> dict[str, Spot]:
    """The spots open in this phase on this side of the board, in board order."""
    return {space.id: spot_of(pack, space)
            for space in c.catalog(pack).usable.get((side, stage), {}).values()}


class Plan:
    """What placing on a space will take: the price after discounts and the perks it spends
    (those its owner named in *use*, and those that apply by themselves)."""

    def __init__(self, spot: Spot, player: Player, trade: int, use: tuple[str, ...]) -> None:
        self.spot = spot
        self.player = player
        self.trade = trade
        self.use = use
        self.price = 0
        self.spent: list[tuple[str, c.Perk]] = []
        self.tier = 0

    def offered(self, key: str, perk: c.Perk) -> bool:
        """perks.choice: a benefit may go into this placement: it applies by itself, or its
        owner named it."""
        return key in self.use or not owner_spends(key, perk)


def check(state: RockHardState, seat: int, space_id: str, trade: int,
          use: tuple[str, ...] = ()) -> Plan:
    """Every rule a placement must pass, in the order a player checks them; the plan if legal."""
    found = plan_for(state, seat, space_id, trade, use)
    if found is UNMET:
        found = short_of(state, seat, state.cat.spaces[space_id]) or found
    if isinstance(found, Refusal):
        raise refuse(found.rule, found.text, **(found.params or {}))
    return found


def allowed(state: RockHardState, seat: int, space_id: str, trade: int,
            use: tuple[str, ...] = ()) -> bool:
    """Whether :func:`check` passes, without building its refusal (listing legal spaces)."""
    return not isinstance(plan_for(state, seat, space_id, trade, use), Refusal)


def plan_for(state: RockHardState, seat: int, space_id: str, trade: int,
             use: tuple[str, ...] = ()) -> Plan | Refusal:
    """The plan of a legal placement, or the first rule that refuses it."""
    turn = state.turn
    if turn is None or turn.seat != seat or state.pending is not None:
        return NOT_YOUR_TURN
    spot = usable(state).get(space_id)
    if spot is None:
        return closed(state, space_id)
    if not has_action(turn):
        return NO_ACTION
    return plan_at(state, seat, spot, trade, use)


def plan_at(state: RockHardState, seat: int, spot: Spot, trade: int,
            use: tuple[str, ...] = ()) -> Plan | Refusal:
    """:func:`plan_for` past the checks of the turn and of what is open now."""
    event = state.event
    if event and spot.id in state.cat.covered[event]:
        return COVERED
    if spot.group == G.CANDY and not state.options.candy:
        return NO_CANDY
    plan = Plan(spot, state.players[seat], trade, use)
    refusal = check_limits(state, seat, spot, plan) \
        or check_requirements(state, seat, spot, plan) \
        or check_cost(state, seat, spot, trade, plan)
    if refusal is None and use and not set(use) <= {key for key, _perk in plan.spent}:
        return UNUSED  # perks.choice: never spent for nothing
    return plan if refusal is None else refusal


def usable(state: RockHardState) -> dict[str, Spot]:
    """The spaces open in this phase on this side of the board, in board order."""
    return spots(state.options.content_pack, state.options.side, state.stage)


def has_action(turn: Turn) -> bool:
    """turn.structure: an action is left this phase (none after Going to Bed Early)."""
    return turn.actions > 0 and not turn.bed


def placements(state: RockHardState) -> list[tuple[str, int]]:
    """Every (space, trade) open now, legal or not."""
    return [(space_id, trade) for space_id, spot in usable(state).items()
            for trade in spot.trades]


def closed(state: RockHardState, space_id: str) -> Refusal:
    """actions.available: no such space on this side of the board, or not open in this phase."""
    space = state.cat.spaces.get(space_id)
    if space is not None and state.options.side in space.sides and state.stage in PHASE_NAMES:
        return Refusal("actions.available", _("rules", "That space is not open in this phase "
                                                       "(the {phase})."),
                       {"phase": PHASE_NAMES[state.stage]})
    return Refusal("actions.available", _("rules", "That space is not open in this phase."))


def check_limits(state: RockHardState, seat: int, spot: Spot, plan: Plan) -> Refusal | None:
    turn = state.turn
    assert turn is not None
    p = plan.player
    group = spot.group
    if group == G.BED and (turn.acted or turn.candy):
        return BED_ALONE
    if spot.once and p.tally.get(spot.visits, 0):
        return spot.once
    if not spot.repeats and group in turn.groups:
        return TAKEN.get(group, TAKEN_AGAIN)
    if group == G.WORK and (p.job is None or shift_of(state, seat) != state.stage):
        return OFF_SHIFT
    if group == G.CREW and p.crew >= MAX_CREW:
        return FULL_CREW
    if group == G.RECOVER and state.stage != "day":
        return DAY_ONLY
    if group == G.DEMO and (p.demo or p.deal):
        return ONE_TAPE
    standing = state.standees.get(spot.id)
    if spot.open or not standing:
        return None
    if group == G.RECORD_DEAL:
        return SIGNED if any(s != seat for s in standing) else None
    others = len(standing) - standing.count(seat)
    if not others:
        return None
    double = state.event and group in state.cat.events[state.event].double
    if double and others < 2 and group != G.CREW:
        return None
    shares = [] if group == G.CREW else [
        (key, perk) for key, perk in perks_for(state, seat, "share", spot.space)
        if plan.offered(key, perk)]
    if not shares:
        return LIMITED
    plan.spent.append(shares[0])
    return None


def check_requirements(state: RockHardState, seat: int, spot: Spot,
                       plan: Plan) -> Refusal | None:
    space = spot.space
    if spot.group == G.RECORD_DEAL:
        return check_record_deal(state, seat, space, plan)
    if spot.met is None or spot.met(plan.player):
        return None
    for key, perk in by_itself_first(state, seat, "relax", space, plan):
        amount = perk.amount  # type: ignore[union-attr]
        if all(holds(state, seat, cond, amount) for cond in space.requires):
            plan.spent.append((key, perk))
            return None
    return UNMET


def by_itself_first(state: RockHardState, seat: int, kind: str, space: c.Space,
                    plan: Plan) -> list[tuple[str, c.Perk]]:
    """The seat's perks of *kind* this placement may spend: those that apply by themselves
    first, then those its owner named (perks.choice)."""
    found = [(key, perk) for key, perk in perks_for(state, seat, kind, space)
             if plan.offered(key, perk)]
    return sorted(found, key=lambda kp: owner_spends(*kp))


def short_of(state: RockHardState, seat: int, space: c.Space) -> Refusal | None:
    """actions.requirement, as a refusal says it: the first stat that falls short, if any."""
    short = next((x for x in space.requires if isinstance(x, c.AtLeast)
                  and x.measure in STAT_NAMES and not holds(state, seat, x)), None)
    if short is None:
        return None
    return Refusal("actions.requirement", _("rules", "That space needs {need} {what}; you "
                                                     "have {have}."),
                   {"need": short.amount, "what": STAT_NAMES[short.measure],
                    "have": measure(state, seat, short.measure)})


def record_tier(state: RockHardState, seat: int, relax: int) -> int:
    p = state.players[seat]
    if not (p.demo or p.deal):
        return 0
    tiers = [t.tier for t in state.cat.pack.board.royalty_tiers
             if all(getattr(p, s) >= t.stats - relax for s in c.BASE_STATS)]
    return max(tiers, default=0)


def check_record_deal(state: RockHardState, seat: int, space: c.Space,
                      plan: Plan) -> Refusal | None:
    """day.record-deal: qualify for a better tier than yours (you may not visit to block); a
    named benefit lowers the requirement only to reach a better tier than you reach without."""
    have = state.players[seat].royalty
    plan.tier = record_tier(state, seat, 0)
    for key, perk in by_itself_first(state, seat, "relax", space, plan):
        tier = record_tier(state, seat, perk.amount)  # type: ignore[union-attr]
        if tier > max(plan.tier, have):
            plan.tier = tier
            plan.spent.append((key, perk))
    return None if plan.tier > have else BETTER_TIER


def check_cost(state: RockHardState, seat: int, spot: Spot, trade: int,
               plan: Plan) -> Refusal | None:
    p = plan.player
    space = spot.space
    if (trade != 0) != (spot.group == G.CANDY):
        return CANDY_ONLY
    if (trade > 0 and p.money < trade) or (trade < 0 and p.candy < -trade):
        return UNAFFORDABLE
    price, fees = spot.price, spot.fees
    if spot.crew_prices:
        price += spot.crew_prices[p.crew]
    if spot.random_gig:
        if state.gig is None:
            return NO_GIG
        gig = state.cat.gigs[state.gig].cost
        price += sum(x.amount for x in gig if x.what == "money")
        fees = [*fees, *(x for x in gig if x.what != "money")]
    if price:
        plan.price = price
        for key, perk in by_itself_first(state, seat, "discount", space, plan):
            plan.spent.append((key, perk))
            plan.price = max(0, plan.price - perk.amount)  # type: ignore[union-attr]
            if not plan.price:
                break
        if p.money < plan.price:
            return Refusal("actions.cost", TOO_DEAR, {"price": plan.price, "money": p.money})
    if fees and not can_pay(p, fees):
        return UNPAYABLE
    return None


# --- doing it -----------------------------------------------------------------------------------


def place(state: RockHardState, seat: int, space_id: str, trade: int,
          use: tuple[str, ...] = ()) -> list[Event]:
    return carry_out(state, seat, check(state, seat, space_id, trade, use))


def carry_out(state: RockHardState, seat: int, plan: Plan) -> list[Event]:
    """Place as *plan*, which passed every check of :func:`check`, says."""
    turn = state.turn
    assert turn is not None
    spot, p, trade = plan.spot, plan.player, plan.trade
    space_id, space = spot.id, spot.space
    if turn.at is not None and not stays(state, turn.at):
        state.standees[turn.at].remove(seat)
    standing = state.standees.setdefault(space_id, [])
    if space.push:
        standing.insert(0, seat)
    else:
        standing.append(seat)
    turn.at = space_id
    turn.actions -= 1
    turn.acted += 1
    turn.bed = spot.group == G.BED
    turn.groups.append(spot.group.value)
    for key, perk in plan.spent:
        spend(state, seat, key, perk)
    tallies = p.tally
    for key in spot.counts:
        tallies[key] = tallies.get(key, 0) + 1
    found: list[Event] = [e.placed(seat=seat, space=space_id, paid=plan.price)]
    if plan.price:
        found += lose(state, seat, "money", plan.price, space_id)
    found += pay(state, seat, spot.fees, space_id)
    found += benefit(state, seat, space, trade, plan)
    found += bonuses(state, seat, space)
    return found + settle(state, seat)


def stays(state: RockHardState, space_id: str) -> bool:
    """day.record-deal: the player who visited the Record Company holds it for the round (its
    standee stays there when an extra action takes it elsewhere)."""
    return state.cat.spaces[space_id].group == G.RECORD_DEAL


def counted(space: c.Space) -> tuple[str, ...]:
    """What goals and bonuses count of a visit: gigs (and where), hang outs, hires, rehearsals,
    work, and this round's visits to a once-a-round space."""
    group = space.group
    keys = [f"round:{group.value}"] if group in (G.CREW, G.GIG, G.WORK) else []
    if group == G.GIG:
        keys += ["gigs", f"gig:{space.venue}"]
    elif group == G.HANGOUT:
        keys += ["hangouts", f"hangout:{space.venue}"]
    elif group in c.HIRE_GROUPS:
        keys.append("hires")
    elif group == G.STUDIO:
        keys.append("rehearsals")
    elif group == G.SONG:
        keys.append("songs-written")
    elif group == G.WORK:
        keys.append("work")
    return tuple(keys)


def benefit(state: RockHardState, seat: int, space: c.Space, trade: int,
            plan: Plan) -> list[Event]:
    p = plan.player
    group = space.group
    if group == G.RECORD_DEAL:
        p.royalty, p.deal, p.demo = plan.tier, True, False
        return [e.changed(seat=seat, what="royalty", amount=plan.tier, why="day.record-deal")]
    if group == G.RECOVER:
        return recover(state, seat)
    if group == G.CANDY:
        p.candy += trade
        p.money -= trade
        return [e.changed(seat=seat, what="candy", amount=trade, why="anytime.candy")]
    if group == G.WORK:
        return work(state, seat)
    if group == G.HANGOUT:
        return hang_out(state, seat, space)
    effects = list(space.benefit)
    if space.venue == "random" and state.gig:
        gig = state.cat.gigs[state.gig]
        found = pay(state, seat, [x for x in gig.cost if x.what != "money"], "night.gig")
        return found + run(state, seat, list(gig.benefit), "night.gig")
    return run(state, seat, effects, space.id)


def bonuses(state: RockHardState, seat: int, space: c.Space) -> list[Event]:
    """Perks that add to an action: a character's, a Manager's, a Job's, the Event's, Bud's."""
    found: list[Event] = []
    for key, perk in perks_for(state, seat, "bonus", space):
        spend(state, seat, key, perk)
        state.queue += perk.effects  # type: ignore[union-attr]
        found.append(e.changed(seat=seat, what="bonus", amount=1, why=key))
    return found


def work(state: RockHardState, seat: int) -> list[Event]:
    """jobs.work: the Job's pay, rolled if it shows six amounts."""
    p = state.players[seat]
    job = state.cat.jobs[p.job or ""]
    p.worked = True
    found: list[Event] = []
    amount = job.pay[0]
    if len(job.pay) == 6:
        value = roll_die(state)
        amount = job.pay[value - 1]
        found.append(e.Rolled(seat=seat, value=value, why="jobs.work"))
    return found + (gain(state, seat, "money", amount, "jobs.work") if amount else [])


def hang_out(state: RockHardState, seat: int, space: c.Space) -> list[Event]:
    """ah.hangout: Hot Hang Out Fame, then draw and resolve the venue's card."""
    found: list[Event] = []
    heat = sorted(state.hot.values(), reverse=True)
    fame = {heat[0]: 2, heat[1]: 1}.get(state.hot[space.id], 0)
    if fame:
        found += gain(state, seat, "fame", fame, "ah.hangout")
    deck = state.hangout_decks[space.id]
    if not deck:
        deck += state.hangout_discards[space.id]
        state.hangout_discards[space.id] = []
        state.rng.shuffle(deck)
    card = deck.pop(0)
    state.players[seat].life.append(card)
    found.append(e.Drew(seat=seat, card=card, deck=space.id))
    return found + run(state, seat, list(state.cat.life[card].effects), card)


# --- sets (ah.sets) -----------------------------------------------------------------------------


def set_options(state: RockHardState, seat: int) -> list[list[str]]:
    """Sets the free cards can form: four alike or four different, Wild filling in."""
    p = state.players[seat]
    if len(p.life) - sum(map(len, p.sets)) < 4:
        return []  # every set is four cards
    used = {card for group in p.sets for card in group}
    icon = icons(state.options.content_pack)
    by_type: dict[c.LifeType, list[str]] = {t: [] for t in ICONS}
    for card in p.life:
        if card not in used:
            by_type[icon[card]].append(card)
    wild = by_type[WILD]
    found: list[list[str]] = []
    for t in KINDS:
        real = by_type[t][:4]
        if len(real) + len(wild) >= 4:
            found.append(real + wild[:4 - len(real)])
    have = [by_type[t][0] for t in KINDS if by_type[t]]
    if len(have) + len(wild) >= 4 and len(have) >= 1:
        found.append(have + wild[:4 - len(have)])
    unique: list[list[str]] = []
    for option in found:
        if sorted(option) not in [sorted(u) for u in unique]:
            unique.append(option)
    return unique


def form_sets(state: RockHardState, seat: int) -> list[Event]:
    """ah.sets: a set forms at once (you choose which if Wild allows several)."""
    options = set_options(state, seat)
    if len(options) > 1:
        state.pending = Pending(seat=seat, kind="set", sets=options)
        return []
    return score_set(state, seat, options[0]) if options else []


def score_set(state: RockHardState, seat: int, cards: list[str]) -> list[Event]:
    state.players[seat].sets.append(list(cards))
    found = gain(state, seat, "fame", SET_FAME, "ah.sets")
    return [*found, e.Scored(seat=seat, what="set", fame=SET_FAME), *form_sets(state, seat)]


def pick_set(state: RockHardState, seat: int, option: int) -> list[Event]:
    pending = state.pending
    assert pending is not None
    if option >= len(pending.sets):
        raise refuse("ah.sets", _("rules", "There is no set {n} to form."), n=option)
    state.pending = None
    return score_set(state, seat, pending.sets[option]) + settle(state, seat)


def settle(state: RockHardState, seat: int) -> list[Event]:
    """After an action or a decision: go on resolving, form sets, score achievements."""
    found = resume(state, seat, "effect")
    if state.pending is None and not state.queue:
        found += form_sets(state, seat)
    if state.pending is None:
        found += check_achievements(state, (seat,))
    return found


def legal_spaces(state: RockHardState, seat: int) -> list[tuple[str, int, tuple[str, ...]]]:
    """Every (space, trade, benefits spent) the seat may take now."""
    if state.turn is None or not has_action(state.turn):
        return []
    ways = spending_ways(state, seat)
    return [(space, trade, use) for space, trade in placements(state) for use in ways
            if allowed(state, seat, space, trade, use)]


def spending_ways(state: RockHardState, seat: int) -> list[tuple[str, ...]]:
    """perks.choice: the sets of owner-spent benefits a placement may name now: none, and each
    combination of the seat's usable shares, lowered requirements and discounts."""
    keys = sorted({key for kind in PLACE_KINDS for key, perk in perks_for(state, seat, kind)
                   if owner_spends(key, perk)})
    return [use for n in range(len(keys) + 1) for use in combinations(keys, n)]


PLACE_KINDS = ("share", "relax", "discount")
