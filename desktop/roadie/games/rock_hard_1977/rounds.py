"""A round: Prep, the Day, Night and After Hours turns, then Clean-Up; and the end of the game."""

from __future__ import annotations

from typing import Literal

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977 import setup
from roadie.games.rock_hard_1977.effects import (
    check_achievements,
    gain,
    holds,
    lose,
    owner_spends,
    perks_for,
    rank_most,
    roll_die,
    run,
    spend,
)
from roadie.games.rock_hard_1977.scoring import score
from roadie.games.rock_hard_1977.state import (
    FAME_END,
    RISING_STAR,
    ROUNDS,
    STAT_MAX,
    Pending,
    RockHardState,
    Turn,
)

R = "rock-hard-1977/"
PHASES = ("day", "night", "after_hours")
SHIFTS: tuple[Literal["day", "night", "after_hours"], ...] = (
    "day", "day", "night", "night", "after_hours", "after_hours")


def keep(state: RockHardState, seat: int, card: str) -> list[Event]:
    """A draft choice; when everyone has chosen, the next step (then Prep of April)."""
    found = setup.keep(state, seat, card)
    if not setup.drafting_seats(state):
        setup.deal_draft(state, setup.FOLLOWING[state.draft])
        if state.draft == "done":
            found += start_round(state)
    return found


# --- Prep ---------------------------------------------------------------------------------------


def start_round(state: RockHardState) -> list[Event]:
    """Prep steps 1-3: the Event, the Random Gig, variable shifts; then Doc Sapphire's gift."""
    state.stage = "prep"
    found = reveal_event(state) + reveal_gig(state) + roll_shifts(state)
    found.insert(0, e.Stage(round=state.round, stage="prep", event=state.event, gig=state.gig))
    found += check_achievements(state)
    doc = gifting_seat(state)
    if doc is None:
        found += start_phase(state, "day")
    else:
        state.pending = Pending(seat=doc, kind="gift")
    return found


def reveal_event(state: RockHardState) -> list[Event]:
    """events.reveal: a new Event; its immediate effect hits every player."""
    if state.event is not None:
        state.events_seen.append(state.event)
    if not state.event_deck:
        state.event_deck, state.events_seen = list(state.events_seen), []
        state.rng.shuffle(state.event_deck)
    state.event = state.event_deck.pop(0)
    found: list[Event] = []
    for seat in state.order:
        found += run(state, seat, list(state.cat.events[state.event].immediate), "event")
    return found


def reveal_gig(state: RockHardState) -> list[Event]:
    """night.gig: the next Random Gig; the old one leaves the game."""
    if state.gig is not None:
        state.box.append(state.gig)
    state.gig = state.gig_stack.pop(0) if state.gig_stack else None
    return []


def roll_shifts(state: RockHardState) -> list[Event]:
    """jobs.variable: 1-2 Day, 3-4 Night, 5-6 After Hours."""
    found: list[Event] = []
    for seat in state.order:
        p = state.players[seat]
        p.shift = None
        if p.job and state.cat.jobs[p.job].shift == "variable":
            value = roll_die(state)
            p.shift = SHIFTS[value - 1]
            found.append(e.Rolled(seat=seat, value=value, why="jobs.variable"))
    return found


def gifting_seat(state: RockHardState) -> int | None:
    for seat in state.order:
        p = state.players[seat]
        if p.tokens and any(perk.kind == "gift"
                            for perk in state.cat.characters[p.character].perks):
            return seat
    return None


def give(state: RockHardState, seat: int, to: int | None) -> list[Event]:
    """Prep step 4: Doc Sapphire may give a Sapphire token to another player."""
    if to == seat or (to is not None and to >= len(state.players)):
        raise RuleViolation(R + "turn.structure", _("rules", "Give the token to another "
                                                            "player, or to nobody."))
    state.pending = None
    found: list[Event] = []
    if to is not None:
        p = state.players[seat]
        p.tokens -= 1
        state.players[to].gifts += 1
        perk = next(pk for pk in state.cat.characters[p.character].perks if pk.kind == "gift")
        found.append(e.changed(seat=to, what="gifts", amount=1, why="gift"))
        found += gain(state, seat, "fame", perk.fame, "gift")
    return found + check_achievements(state) + start_phase(state, "day")


# --- action phases (turn.order, turn.structure) ------------------------------------------------


def start_phase(state: RockHardState, phase: str) -> list[Event]:
    state.stage = phase  # type: ignore[assignment]
    state.standees = {}
    star = rising_star_space(state)
    if star is not None:
        state.standees[star] = [RISING_STAR]
    state.turn_index = 0
    return [e.stage(round=state.round, stage=phase), *begin_turn(state)]


def rising_star_space(state: RockHardState) -> str | None:
    """rising.star: her space this phase, if she plays."""
    if not state.options.with_rising_star or state.stage not in PHASES:
        return None
    row = state.cat.pack.board.rising_star[state.round - 1]
    return str(getattr(row, state.stage))


def begin_turn(state: RockHardState) -> list[Event]:
    """The next seat's turn; a player sent to Recover skips the Day (recover.space)."""
    found: list[Event] = []
    while state.turn_index < len(state.order):
        seat = state.order[state.turn_index]
        p = state.players[seat]
        if state.stage == "day" and p.recovering:
            p.recovering = False
            state.standees.setdefault("recover", []).insert(0, seat)
            found += recover(state, seat) + missed_work(state, seat)
            state.turn_index += 1
            continue
        state.turn = Turn(seat=seat, actions=1 + p.gifts)
        if p.gifts:
            found.append(e.changed(seat=seat, what="actions", amount=p.gifts, why="gift"))
            p.gifts = 0
        for key, perk in perks_for(state, seat, "extra_action"):
            if perk.phase == state.stage and not owner_spends(key, perk):  # type: ignore[union-attr]
                spend(state, seat, key, perk)
                state.turn.actions += 1
                found.append(e.changed(seat=seat, what="actions", amount=1, why=key))
        return found
    state.turn = None
    return found + next_phase(state)


def next_phase(state: RockHardState) -> list[Event]:
    index = PHASES.index(state.stage)
    if index + 1 < len(PHASES):
        return start_phase(state, PHASES[index + 1])
    return clean_up(state)


def end_turn(state: RockHardState, seat: int) -> list[Event]:
    """The turn ends: Missed Work if it was the shift; the next seat plays."""
    missed = missed_work(state, seat)
    state.turn = None
    state.turn_index += 1
    # every action ends checked, so only Missed Work can have achieved something since
    found = [e.turn_ended(seat=seat), *missed, *(check_achievements(state, (seat,)) if missed
                                                 else ())]
    return found + begin_turn(state)


def shift_of(state: RockHardState, seat: int) -> str | None:
    p = state.players[seat]
    if p.job is None:
        return None
    shift = state.cat.jobs[p.job].shift
    return p.shift if shift == "variable" else shift


def missed_work(state: RockHardState, seat: int) -> list[Event]:
    """jobs.missed: not Working in your shift: a token, the job's liability; fired at three."""
    p = state.players[seat]
    if p.job is None or p.worked or shift_of(state, seat) != state.stage:
        return []
    job = state.cat.jobs[p.job]
    if any(perk.kind == "excused" for perk in job.perks):
        return []
    p.missed += 1
    found: list[Event] = [e.changed(seat=seat, what="missed", amount=1, why="jobs.missed")]
    found += run(state, seat, list(job.on_missed), "jobs.missed")
    if p.missed >= 3:
        p.job = None
        found.append(e.changed(seat=seat, what="job", amount=-1, why="jobs.missed"))
    return found


def may_quit(state: RockHardState, seat: int) -> bool:
    """jobs.quit: only in your Work phase, before your action or after Working."""
    turn = state.turn
    assert turn is not None
    p = state.players[seat]
    return p.job is not None and shift_of(state, seat) == state.stage \
        and not (turn.acted and turn.groups[-1:] != ["work"])


def quit_job(state: RockHardState, seat: int) -> list[Event]:
    """jobs.quit: only in your Work phase, before your action or after Working."""
    p = state.players[seat]
    if not may_quit(state, seat):
        raise RuleViolation(R + "jobs.quit", _("rules", "You may quit only in your Work "
                                                       "phase, before acting or after Working."))
    p.job = None
    return [e.changed(seat=seat, what="job", amount=-1, why="jobs.quit")]


def recover(state: RockHardState, seat: int) -> list[Event]:
    """recover.space: Low Sugar off, Craving -1."""
    p = state.players[seat]
    found: list[Event] = []
    if p.low_sugar:
        p.low_sugar = False
        found.append(e.changed(seat=seat, what="low_sugar", amount=0, why="recover.space"))
    return found + lose(state, seat, "craving", 1, "recover.space")


# --- candy (candy.consume) ----------------------------------------------------------------------


def eat_candy(state: RockHardState, seat: int) -> list[Event]:
    """candy.consume: discard a Candy, draw Sugar Rush, Craving, roll, extra actions."""
    turn = state.turn
    assert turn is not None
    p = state.players[seat]
    if turn.candy or turn.acted or p.candy < 1:
        raise RuleViolation(R + "candy.consume", _("rules", "Candy is consumed once, before "
                                                            "your actions, and needs a token."))
    turn.candy = True
    p.candy -= 1
    p.tally["candy-eaten"] = p.tally.get("candy-eaten", 0) + 1
    card = draw_sugar(state)
    sugar = state.cat.sugar[card]
    found: list[Event] = [e.changed(seat=seat, what="candy", amount=-1, why="candy.consume"),
                          e.Drew(seat=seat, card=card, deck="sugar_rush")]
    if not sugar.sugarless:
        p.craving += 1
        found.append(e.changed(seat=seat, what="craving", amount=1, why="candy.consume"))
    found += candy_roll(state, seat)
    extra = sugar.extra_actions
    for key, perk in perks_for(state, seat, "candy_action"):
        if not owner_spends(key, perk):
            spend(state, seat, key, perk)
            extra += 1
    turn.actions += extra
    found.append(e.changed(seat=seat, what="actions", amount=extra, why="candy.consume"))
    return found + check_achievements(state, (seat,))


# --- benefits spent by choice (perks.choice) ----------------------------------------------------


def spendable(state: RockHardState, seat: int) -> list[tuple[str, c.Perk]]:
    """The owner-spent benefits that give *seat* an extra action now: an extra action of this
    phase, or one more after the Candy consumed this turn; while an action is left."""
    turn = state.turn
    if turn is None or turn.seat != seat or turn.actions < 1 or turn.bed:
        return []
    found = [(key, perk) for key, perk in perks_for(state, seat, "extra_action")
             if perk.phase == state.stage]  # type: ignore[union-attr]
    if turn.candy:
        found += perks_for(state, seat, "candy_action")
    return [(key, perk) for key, perk in found if owner_spends(key, perk)]


def spend_perk(state: RockHardState, seat: int, key: str) -> list[Event]:
    """perks.choice: spend the named benefit for one more action this turn."""
    perk = dict(spendable(state, seat)).get(key)
    if perk is None:
        raise RuleViolation(R + "perks.choice", _("rules", "That benefit gives you no extra "
                                                          "action now."))
    spend(state, seat, key, perk)
    assert state.turn is not None
    state.turn.actions += 1
    return [e.changed(seat=seat, what="actions", amount=1, why=key)]


def draw_sugar(state: RockHardState) -> str:
    if not state.sugar_deck:
        state.sugar_deck, state.sugar_used = list(state.sugar_used), []
        state.rng.shuffle(state.sugar_deck)
    card = state.sugar_deck.pop(0)
    state.sugar_used.append(card)
    return card


def candy_roll(state: RockHardState, seat: int) -> list[Event]:
    """Roll against Craving; a boost or a re-roll is used only when it would help: when Low Sugar
    would turn on (not when it is on already)."""
    p = state.players[seat]
    value = roll_die(state)
    found: list[Event] = [e.Rolled(seat=seat, value=value, why="candy.consume")]
    if value < p.craving and not p.low_sugar:
        for key, perk in perks_for(state, seat, "candy_boost"):
            if value + perk.amount >= p.craving:  # type: ignore[union-attr]
                spend(state, seat, key, perk)
                value += perk.amount  # type: ignore[union-attr]
                found.append(e.Rolled(seat=seat, value=value, why=key))
                break
    if value < p.craving and not p.low_sugar:
        for key, perk in perks_for(state, seat, "candy_reroll")[:1]:
            spend(state, seat, key, perk)
            value = roll_die(state)
            found.append(e.Rolled(seat=seat, value=value, why=key))
    if value < p.craving and not p.low_sugar:
        p.low_sugar = True
        found.append(e.changed(seat=seat, what="low_sugar", amount=1, why="candy.consume"))
    return found


# --- Clean-Up and the end (cleanup.*, end.scoring) ---------------------------------------------


def clean_up(state: RockHardState) -> list[Event]:
    state.stage = "prep"
    ending = state.round >= ROUNDS or any(p.fame >= FAME_END for p in state.players)
    found: list[Event] = [e.stage(round=state.round, stage="clean_up")]
    if ending:
        for seat, p in enumerate(state.players):
            if p.low_sugar:
                found += lose(state, seat, "fame", 5, "cleanup.end")
    found += royalties(state) + pay_managers(state, ending)
    if ending:
        return found + end_game(state)
    found += new_turn_order(state) + standees_back(state)
    state.sugar_deck += state.sugar_used
    state.sugar_used = []
    state.rng.shuffle(state.sugar_deck)
    setup.deal_hot_tokens(state)
    state.round += 1
    return found + start_round(state)


def royalties(state: RockHardState) -> list[Event]:
    """cleanup.royalties: money (and Fame) of your tier, plus a Manager's extra."""
    found: list[Event] = []
    for seat, p in enumerate(state.players):
        if p.royalty:
            tier = state.cat.pack.board.royalty_tiers[p.royalty - 1]
            extra = sum(perk.amount for _k, perk in perks_for(state, seat, "royalty")
                        if isinstance(perk, c.RoyaltyBonus))
            found += gain(state, seat, "money", tier.money + extra, "cleanup.royalties")
            if tier.fame:
                found += gain(state, seat, "fame", tier.fame, "cleanup.royalties")
    return found


def pay_managers(state: RockHardState, ending: bool) -> list[Event]:
    """managers.pay: $1 end of June, $3 end of September, $5 at the end; 3 Fame per $1 short."""
    table = state.cat.pack.board.manager_pay
    owed = table["end"] if ending else table.get(str(state.round + 3), 0)
    found: list[Event] = []
    for seat, p in enumerate(state.players):
        if owed:
            short = max(0, owed - p.money)
            found += lose(state, seat, "money", owed, "managers.pay")
            if short:
                found += lose(state, seat, "fame", 3 * short, "managers.pay")
    return found


def order_value(state: RockHardState, space: str) -> int:
    sp = state.cat.spaces[space]
    if sp.group == c.Group.HANGOUT:
        return state.hot[sp.id]
    assert sp.order is not None, f"{space} has no turn-order value"
    return sp.order


def new_turn_order(state: RockHardState) -> list[Event]:
    """cleanup.order: by the values of After Hours and Anytime spaces; latest arrivals first on
    a shared space (its standees stand left to right), first to bed first."""
    keys: dict[int, tuple[int, int]] = {}
    for space, standing in state.standees.items():
        seats = [s for s in standing if s != RISING_STAR]
        if not state.cat.spaces[space].push and state.cat.spaces[space].group != c.Group.BED:
            seats.reverse()  # a shared Limited space lists its arrivals left to right
        for position, seat in enumerate(seats):
            keys[seat] = (order_value(state, space), position)
    state.order = sorted(keys, key=lambda s: keys[s])
    assert len(state.order) == len(state.players)
    return [e.stage(round=state.round, stage="turn_order")]


def standees_back(state: RockHardState) -> list[Event]:
    """cleanup.rest: standees and cubes back, cards upright, Low Sugar to Recover."""
    found: list[Event] = []
    state.standees = {}
    for seat, p in enumerate(state.players):
        p.used = []
        p.worked = False
        p.tally = {k: n for k, n in p.tally.items() if not k.startswith("round:")}
        if p.low_sugar:
            p.recovering = True
            found.append(e.changed(seat=seat, what="recovering", amount=1, why="cleanup.rest"))
    return found


def end_game(state: RockHardState) -> list[Event]:
    """end.scoring: end-game bonuses and goals, stats at 11, $3 a Fame."""
    found: list[Event] = []
    cat = state.cat
    for bonus_id in state.bonuses:
        bonus = cat.bonuses[bonus_id]
        if isinstance(bonus.condition, c.Most):
            for seat, fame in rank_most(state, bonus.condition.measure).items():
                found += gain(state, seat, "fame", fame, f"bonus:{bonus_id}") if fame else []
                found.append(e.Scored(seat=seat, what=f"bonus:{bonus_id}", fame=fame))
    for seat, p in enumerate(state.players):
        for goal_id in p.goals:
            goal = cat.goals[goal_id]
            if goal.when == "end" and holds(state, seat, goal.condition):
                p.scored_goals.append(goal_id)
                found += gain(state, seat, "fame", goal.fame, f"goal:{goal_id}")
        maxed = sum(int(getattr(p, s) == STAT_MAX) for s in c.BASE_STATS)
        bonus_fame = 2 * maxed + (2 if maxed == 3 else 0)
        if bonus_fame:
            found += gain(state, seat, "fame", bonus_fame, "end.stats")
        if p.money >= 3:
            found += gain(state, seat, "fame", p.money // 3, "end.cash")
    state.stage = "over"
    state.turn = None
    return [*found, e.GameEnded(winners=score(state).winners)]
