"""Rock Hard: 1977 for the built-in bots: a table made up from one seat's view, the worth of a
position, and Easy, Normal and Hard around them.

Normal looks one action ahead with the game's own rules: it tries each legal action on a table
made up from its view (the face-down decks dealt from the unseen cards) and keeps the one that
leaves its own position worth most. A position is worth its Fame plus what its holdings will
likely turn into: stats toward the gigs, the Record Deal and the goals; money and Royalties;
Crew while the big venues are ahead; progress on its Personal Goals and on the bonuses; Life
Experiences toward a set; less for Craving, Low Sugar, Missed Work and a Manager it cannot pay.
Candy it eats when its Craving makes a crash unlikely. A once-a-game token or a kept card is
worth holding while the game has long to run, so a benefit is spent where it saves more than
that (an extra action counts for about a Fame and a half). Easy is Normal with a beginner's
slips. Hard carries Normal's look-ahead to the end of its own turn: after each action it plays
on as Normal would with the actions it has left (so it spends an extra action, or keeps the
token, by what the turn then brings), and tries Candy over a few made-up rolls.
"""

from __future__ import annotations

from typing import Any

from roadie.core.errors import RuleViolation
from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977.game import GAME
from roadie.games.rock_hard_1977.state import (
    ROUNDS,
    STAT_MAX,
    Player,
    RockHardOptions,
    RockHardState,
)
from roadie.games.rock_hard_1977.views import PlayerView, RockHardView

EASY_SLIP = 0.3
"""How often Easy takes a random space instead of the best one."""
CHARACTERS = ("donovan-sterling", "rosa-quintero", "leo-love", "rafael-santiago",
              "yolanda-delacroix", "lisa-boyd", "kimmy-kim", "shere-darling", "doc-sapphire",
              "eric-fairchild")
MANAGERS = ("vic-marlowe", "sal-tortelli", "dee-dee-kwan", "bunny-larue", "marv-goldfarb",
            "nigel-hawthorne-dawe")
"""Normal's draft preferences, best first."""
GOAL_EASE = {"songs-nine": 0.8, "chops-nine": 0.8, "rep-nine": 0.8, "royalty-two": 0.8,
             "crew-three": 0.8, "tjs-three": 0.7, "fox-three": 0.7, "random-three": 0.7,
             "hire-three": 0.8, "cash-ten": 0.6, "never-missed": 0.3, "clean-living": 0.5,
             "night-crawler": 0.6, "sets-two": 0.4, "panda-three": 0.4, "yenser": 0.4,
             "candy-stash": 0.5, "craving-three": 0.4, "money-twelve": 0.5,
             "backstage-three": 0.5, "jax-three": 0.5, "romantic": 0.5, "fun-lover": 0.5,
             "candy-three": 0.5}
"""How likely Normal thinks it meets each goal it is offered (unknown goals: 0.5)."""


def choose(level: str, view: RockHardView, legal: list[Any], rng: Rng) -> Any:
    """The level's choice among *legal*."""
    seat = view.viewer
    assert seat is not None, "a bot plays a seat"
    first = legal[0]
    if isinstance(first, a.Keep):
        return draft(view, seat, legal)
    if isinstance(first, a.Gift):
        return gift(view, seat, legal)
    if level == "easy" and rng.below(1000) < EASY_SLIP * 1000:
        places = [x for x in legal if isinstance(x, a.Place)]
        if places:
            return rng.choice(places)
    if level == "hard":
        return hard(view, seat, legal, rng)
    return best(view, seat, legal, rng, candy=level != "easy")


# --- setup and Prep ------------------------------------------------------------------------------


def draft(view: RockHardView, seat: int, legal: list[a.Keep]) -> a.Keep:
    cat = c.catalog(view.content_pack)
    if view.draft == "character":
        return min(legal, key=lambda k: rank(CHARACTERS, k.card))
    if view.draft == "manager":
        return min(legal, key=lambda k: rank(MANAGERS, k.card))
    if view.draft == "job":
        return max(legal, key=lambda k: job_worth(cat.jobs[k.card]))
    return max(legal, key=lambda k: cat.goals[k.card].fame * GOAL_EASE.get(k.card, 0.5))


def rank(order: tuple[str, ...], card: str) -> int:
    return order.index(card) if card in order else len(order)


def job_worth(job: c.Job) -> float:
    pay = sum(job.pay) / len(job.pay)
    excused = any(p.kind == "excused" for p in job.perks)
    return pay + (1.5 if excused else 0) + 0.5 * len(job.perks) - len(job.on_missed)


def gift(view: RockHardView, seat: int, legal: list[a.Gift]) -> a.Gift:
    """Doc Sapphire gives the token (and takes the Fame) to the player with the least Fame."""
    others = [x for x in legal if x.seat is not None]
    return min(others, key=lambda x: view.players[x.seat or 0].stats["fame"], default=legal[0])


# --- one action ahead ---------------------------------------------------------------------------


def best(view: RockHardView, seat: int, legal: list[Any], rng: Rng, candy: bool) -> Any:
    """The action whose outcome, on a table made up from the view, is worth most to *seat*;
    Candy by how likely a crash is."""
    table = made_up(view, rng)
    scored = scored_actions(table, seat, legal)
    if a.EatCandy() in legal:
        value = candy_worth(view, seat) if candy else -1.0
        scored.append((worth(table, seat) + value, -legal.index(a.EatCandy()), a.EatCandy()))
    return max(scored, key=lambda s: s[:2])[2] if scored else legal[0]


EXTRA_ACTION = 1.5
"""What one more action this turn is worth to Normal (a benefit spent for it)."""


def scored_actions(table: RockHardState, seat: int,
                   legal: list[Any]) -> list[tuple[float, int, Any]]:
    """(worth after it, -index, action) for each action but Candy, tried on *table* (a benefit
    spent for an extra action counts that action)."""
    scored: list[tuple[float, int, Any]] = []
    for index, action in enumerate(legal):
        if isinstance(action, a.EatCandy):
            continue
        trial = table.model_copy(deep=True)
        try:
            GAME.apply(trial, seat, action)
        except RuleViolation:
            continue
        extra = EXTRA_ACTION if isinstance(action, a.Spend) else 0.0
        scored.append((settled_worth(trial, seat) + extra, -index, action))
    return scored


CANDY_SAMPLES = 3
"""Hard's made-up dice for a Candy roll (and the Sugar Rush draw)."""


def hard(view: RockHardView, seat: int, legal: list[Any], rng: Rng) -> Any:
    """Normal's look-ahead carried to the end of the turn: after each action the seat plays
    on as Normal would with the actions it has left (Candy tried over a few made-up rolls)."""
    table = made_up(view, rng)
    scored: list[tuple[float, int, Any]] = []
    for index, action in enumerate(legal):
        samples = CANDY_SAMPLES if isinstance(action, a.EatCandy) else 1
        values = [turn_end_worth(table, seat, action, Rng.from_seed(rng.below(1 << 30)))
                  for _ in range(samples)]
        if None not in values:
            scored.append((sum(values) / samples, -index, action))  # type: ignore[arg-type]
    return max(scored, key=lambda s: s[:2])[2] if scored else legal[0]


def turn_end_worth(state: RockHardState, seat: int, action: Any, rng: Rng) -> float | None:
    """The worth when the seat's turn is over, playing on as Normal (``None``: refused)."""
    trial = state.model_copy(deep=True)
    trial.rng = rng
    if isinstance(action, a.EatCandy):
        trial.sugar_deck = [*trial.sugar_deck]
        rng.shuffle(trial.sugar_deck)
    try:
        GAME.apply(trial, seat, action)
    except RuleViolation:
        return None
    for _ in range(4):
        if trial.turn is None or trial.turn.seat != seat or trial.pending is not None:
            break
        legal = [x for x in GAME.legal_actions(trial, seat) if not isinstance(x, a.QuitJob)]
        scored = scored_actions(trial, seat, legal)
        GAME.apply(trial, seat, max(scored, key=lambda s: s[:2])[2] if scored else legal[0])
    return settled_worth(trial, seat)


def settled_worth(state: RockHardState, seat: int, depth: int = 2) -> float:
    """The worth after the seat's own decisions that the action asked for, each made best."""
    pending = state.pending
    if pending is None or pending.seat != seat or pending.kind == "gift" or depth == 0:
        return worth(state, seat)
    values = []
    count = len(pending.sets) if pending.kind == "set" else len(pending.options)
    for option in range(count):
        trial = state.model_copy(deep=True)
        GAME.apply(trial, seat, a.Choose(option=option))
        values.append(settled_worth(trial, seat, depth - 1))
    return max(values)


def candy_worth(view: RockHardView, seat: int) -> float:
    """An extra action or two is worth eating for unless a crash is likely."""
    p = view.players[seat].stats
    craving = p["craving"] + 1
    crash = max(0, craving - 1) / 6
    if view.players[seat].low_sugar or craving > 3 or view.stage == "after_hours":
        return -1.0
    return 1.6 * (1 - crash) - 4.0 * crash - 0.6


# --- the worth of a position --------------------------------------------------------------------


def worth(state: RockHardState, seat: int) -> float:
    """About how much Fame the seat will end with, from where it stands."""
    p = state.players[seat]
    if state.over:
        return float(p.fame)
    cat = state.cat
    left = ROUNDS - state.round + (0 if state.stage == "prep" else 1)
    early = left / ROUNDS
    total = float(p.fame) + p.money * (0.34 + 0.25 * early)
    for stat in c.BASE_STATS:
        total += stat_worth(getattr(p, stat), early)
    if p.royalty:
        tier = cat.pack.board.royalty_tiers[p.royalty - 1]
        total += (left - 1) * (tier.money * 0.34 + tier.fame)
    total += demo_worth(p, left) + p.crew * (0.5 + 1.5 * early)
    total += min(p.candy, 3) * 0.3 - p.craving * 0.6 - (3.0 if p.low_sugar else 0)
    total -= p.missed * 1.2 + manager_due(state, p)
    if p.job is not None:
        job = cat.jobs[p.job]
        total += 0.3 * left * sum(job.pay) / len(job.pay)
    total += held_worth(p, early) + life_worth(state, p) + goal_worth(state, seat, early)
    return total


def held_worth(p: Player, early: float) -> float:
    """Kept cards and Ability tokens not yet spent: more while the game has long to run (at
    the end they score nothing)."""
    return len(p.kept) * (0.4 + 1.2 * early) + 0.5 * p.tokens * early


def stat_worth(value: int, early: float) -> float:
    """A Base Stat: each point opens gigs and Royalty tiers; at 11 it scores 2 Fame."""
    per = 0.35 + 0.75 * early
    return per * min(value, 8) + 0.4 * max(0, value - 8) + (2.0 if value == STAT_MAX else 0)


def demo_worth(p: Player, left: int) -> float:
    """A Demo Tape is a Record Deal in waiting once the stats reach the first tier."""
    if not p.demo:
        return 0.0
    return 0.7 * max(0, left - 1) if min(p.chops, p.reputation, p.songs) >= 3 else 1.5


def manager_due(state: RockHardState, p: Player) -> float:
    """What an unpaid Manager may cost: 3 Fame per $1 short at the next payday."""
    pay = state.cat.pack.board.manager_pay
    upcoming = [(int(r) - 3, owed) for r, owed in pay.items() if r != "end"]
    upcoming.append((ROUNDS, pay["end"]))
    for month, owed in upcoming:
        if month >= state.round:
            near = 1.0 if month - state.round <= 1 else 0.4
            return near * 1.5 * max(0, owed - p.money)
    return 0.0


def life_worth(state: RockHardState, p: Player) -> float:
    """Life Experiences not yet in a set: each brings the next set (5 Fame) nearer."""
    used = {card for group in p.sets for card in group}
    free = len([x for x in p.life if x not in used])
    return 0.8 * min(free, 3)


def goal_worth(state: RockHardState, seat: int, early: float) -> float:
    """Part of an unscored goal's or bonus's Fame, by how near the seat is to it."""
    from roadie.games.rock_hard_1977.effects import measure

    p = state.players[seat]
    cat = state.cat
    total = 0.0
    targets: list[tuple[c.Condition | c.Most, float]] = [
        (cat.goals[g].condition, cat.goals[g].fame) for g in p.goals if g not in p.scored_goals]
    targets += [(cat.bonuses[b].condition, 5.0) for b in state.bonuses
                if seat not in state.awards.get(b, [])]
    for cond, fame in targets:
        if isinstance(cond, c.AtLeast):
            near = min(1.0, measure(state, seat, cond.measure) / cond.amount)
            total += fame * near * near * (0.5 if early > 0 else 0.8)
        elif isinstance(cond, c.AtMost):
            total += fame * 0.5 * (measure(state, seat, cond.measure) <= cond.amount)
    return total


# --- a table made up from the view ----------------------------------------------------------------


def made_up(view: RockHardView, rng: Rng) -> RockHardState:
    """A table the seat cannot tell from its view: the face-down decks dealt from the unseen
    cards; the other players' secret goals left out (they score only for their owners)."""
    cat = c.catalog(view.content_pack)
    n = len(view.players)
    options = RockHardOptions(players=n, content_pack=view.content_pack,
                              rising_star=view.rising_star and n == 3)
    held = {x for pv in view.players for x in pv.life}
    hangouts = {}
    for venue in c.VENUES:
        deck = [h.id for h in cat.pack.hangouts if h.venue == venue and h.id not in held]
        rng.shuffle(deck)
        hangouts[venue] = deck
    events = [e.id for e in cat.pack.events
              if e.id not in view.events_seen and e.id != view.event]
    rng.shuffle(events)
    sugar = [s.id for s in cat.pack.sugar_rush if s.id not in view.sugar_used]
    rng.shuffle(sugar)
    turn = view.turn
    state = RockHardState(
        rng=Rng.from_seed(rng.below(1 << 30)), options=options, stage=view.stage,  # type: ignore[arg-type]
        draft=view.draft, round=view.round, players=[player(pv) for pv in view.players],  # type: ignore[arg-type]
        order=list(view.order), turn_index=view.order.index(turn.seat) if turn else 0,
        turn=turn.model_copy() if turn else None,  # type: ignore[arg-type]
        pending=view.pending.model_copy(deep=True) if view.pending else None,
        standees={k: list(v) for k, v in view.standees.items()}, bonuses=list(view.bonuses),
        awards={k: list(v) for k, v in view.awards.items()}, event=view.event,
        events_seen=list(view.events_seen), event_deck=events, gig=view.gig,
        gig_stack=gig_stack(view, rng), sugar_deck=sugar, sugar_used=list(view.sugar_used),
        hangout_decks=hangouts, hangout_discards={v: [] for v in c.VENUES}, hot=dict(view.hot),
        box=list(view.box), managers_offered=list(view.managers_offered))
    deal_draft_decks(state, view, rng)
    return state


def deal_draft_decks(state: RockHardState, view: RockHardView, rng: Rng) -> None:
    """The Character, goal and Job decks: as many unseen cards as the view counts."""
    cat = state.cat
    me = view.players[view.viewer or 0]
    seen = {*me.offer, *me.goals, *(x for pv in view.players for x in
                                     (pv.character, pv.job, *pv.goals) if x)}
    for name, ids in (("character", cat.characters), ("goal", cat.goals), ("job", cat.jobs)):
        unseen = [x for x in ids if x not in seen]
        rng.shuffle(unseen)
        setattr(state, f"{name}_deck", unseen[:view.decks[f"{name}s"]])


def player(pv: PlayerView) -> Player:
    s = pv.stats
    return Player(
        character=pv.character, manager=pv.manager, job=pv.job, chops=s["chops"],
        reputation=s["reputation"], songs=s["songs"], fame=s["fame"], money=s["money"],
        candy=s["candy"], crew=s["crew"], craving=s["craving"], low_sugar=pv.low_sugar,
        royalty=s["royalty"], demo=pv.demo, deal=pv.deal, missed=s["missed"],
        tokens=s["tokens"], gifts=s["gifts"], life=list(pv.life),
        sets=[list(x) for x in pv.sets], kept=[k.model_copy() for k in pv.kept],
        goals=[g for g in pv.goals if g is not None], scored_goals=list(pv.scored_goals),
        offer=list(pv.offer), shift=pv.shift,  # type: ignore[arg-type]
        recovering=pv.recovering, tally=dict(pv.tally), used=list(pv.used),
        worked=pv.tally.get("round:work", 0) > 0)


def gig_stack(view: RockHardView, rng: Rng) -> list[str]:
    """The Random Gigs still to come: unseen cards of the levels the stack shows."""
    cat = c.catalog(view.content_pack)
    out: list[str] = []
    for level in "ABC":
        unseen = [g.id for g in cat.pack.random_gigs if g.level == level
                  and g.id not in view.box and g.id != view.gig]
        rng.shuffle(unseen)
        out += unseen[:view.gig_levels_left.count(level)]
    return out
