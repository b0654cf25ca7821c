"""Every card of every deck played from a known position, checked against a readable record.

Each card is put to work on a bare table (:func:`table.bare`): a Hang Out card drawn at the
coolest spot, a Random Gig played, a Sugar Rush card eaten, an Event revealed and its covers,
doubles and perks tried, a Character's, Manager's or Job's perks tried where they apply, a goal
or bonus met exactly and missed by one. Every option of a decision and every roll of the die is
played out. The results are in ``golden/decks.json``, one line per outcome; when a change is
meant, re-record with ``ROADIE_UPDATE_GOLDEN=1 pytest tests/games/rock_hard_1977`` and review
the diff.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from tests.games.rock_hard_1977.table import GAME, bare

from roadie.core.errors import RuleViolation
from roadie.core.position import load_rolls, stack_top
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import rounds
from roadie.games.rock_hard_1977.effects import check_achievements, measure, rank_most
from roadie.games.rock_hard_1977.state import RockHardState

GOLDEN = Path(__file__).parent / "golden" / "decks.json"
UPDATE = os.environ.get("ROADIE_UPDATE_GOLDEN") == "1"
AMOUNTS = ("chops", "reputation", "songs", "fame", "money", "candy", "crew", "craving",
           "royalty", "missed", "gifts", "tokens")
CAT = c.catalog("standard")
Scene = Callable[[RockHardState], None]


# --- describing what changed -------------------------------------------------------------------


def snapshot(state: RockHardState) -> list[dict[str, object]]:
    """Each seat's amounts and holdings; last, seat 0's actions left if its turn goes on."""
    turn = state.turn
    return [*({**{k: getattr(p, k) for k in AMOUNTS}, "low sugar": p.low_sugar,
               "demo tape": p.demo, "record deal": p.deal, "job": p.job,
               "kept": [f"{k.card} from round {k.from_round}" for k in p.kept]}
              for p in state.players),
            {"actions left": turn.actions if turn and turn.seat == 0 else None}]


def describe(before: list[dict[str, object]], state: RockHardState) -> str:
    parts = []
    after = snapshot(state)
    for seat, (old, new) in enumerate(zip(before[:-1], after[:-1], strict=True)):
        changes = []
        for key, value in new.items():
            if value == old[key]:
                continue
            if isinstance(value, int) and not isinstance(value, bool):
                changes.append(f"{key} {value - old[key]:+d}")  # type: ignore[operator]
            else:
                changes.append(f"{key} {value}")
        if changes:
            parts.append(f"seat {seat}: " + ", ".join(changes))
    left = after[-1]["actions left"]
    if left is not None:
        parts.append(f"seat 0 acts on with {left} action(s) left")
    return "; ".join(parts) or "no change"


def outcomes(scene: Scene, step: Callable[[RockHardState], object], rolls: bool,
             stage: str = "day") -> list[str]:
    """What *step* does after *scene*, for every roll of the die if *rolls*, and every option
    of every decision it asks for."""
    lines = []
    for value in range(1, 7) if rolls else (None,):
        state = bare(stage)
        scene(state)
        before = snapshot(state)
        if value is not None:
            load_rolls(state, value)
        try:
            step(state)
        except RuleViolation as err:
            lines.append(f"refused: {err.rule_id}")
            continue
        prefix = f"roll {value}: " if value is not None else ""
        lines += [prefix + line for line in decisions(state, before)]
    return lines


def decisions(state: RockHardState, before: list[dict[str, object]], label: str = "") -> list[str]:
    pending = state.pending
    if pending is None or pending.kind not in ("choose", "trade"):
        return [label + describe(before, state)]
    found = []
    for option in range(len(pending.options)):
        branch = state.model_copy(deep=True)
        GAME.apply(branch, pending.seat, a.Choose(option=option))
        found += decisions(branch, before, f"{label}option {option}: ")
    return found


def rolls_in(card: object) -> bool:
    return '"roll"' in json.dumps(card.model_dump(mode="json"))  # type: ignore[attr-defined]


def place(space: str) -> Callable[[RockHardState], object]:
    return lambda state: GAME.apply(state, 0, a.Place(space=space))


def place_spending(space: str) -> Callable[[RockHardState], object]:
    """Place on *space* spending every benefit its owner may name there (perks.choice)."""
    def step(state: RockHardState) -> object:
        ways = [x for x in GAME.legal_actions(state, 0)
                if isinstance(x, a.Place) and x.space == space]
        return GAME.apply(state, 0, max(ways, key=lambda x: len(x.use),
                                        default=a.Place(space=space)))
    return step


def spending(first: Callable[[RockHardState], object]) -> Callable[[RockHardState], object]:
    """*first*, then every extra action its owner may spend now (perks.choice)."""
    def step(state: RockHardState) -> object:
        first(state)
        for action in GAME.legal_actions(state, 0):
            if isinstance(action, a.Spend):
                GAME.apply(state, 0, action)
        return None
    return step


# --- decks of effects ----------------------------------------------------------------------------


def hangout(card: c.LifeCard) -> list[str]:
    venue = card.venue or ""

    def scene(state: RockHardState) -> None:
        state.hot = {v: 8 if v == venue else 9 + i for i, v in enumerate(c.VENUES)}
        state.players[0].money, state.players[0].low_sugar = 3, True
        stack_top(state.hangout_decks[venue], card.id)
    return outcomes(scene, place(venue), rolls_in(card), "after_hours")


def random_gig(card: c.RandomGig) -> list[str]:
    def scene(state: RockHardState) -> None:
        state.gig = card.id
        state.players[0].money = 3
    return outcomes(scene, place("random-gig"), rolls_in(card), "night")


def sugar_rush(card: c.SugarRush) -> list[str]:
    def scene(state: RockHardState) -> None:
        state.players[0].craving = 2
        stack_top(state.sugar_deck, card.id)
        load_rolls(state, 2)
    return outcomes(scene, lambda state: GAME.apply(state, 0, a.EatCandy()), False)


def starting_life(card: c.LifeCard) -> list[str]:
    return [f"icon {card.life.value}, no effect"]


# --- perks: where each kind shows ---------------------------------------------------------------

GROUP_SPACE = {"studio": "studio-b", "crew": "crew-3", "indie": "indie-3", "hire": "indie-3",
               "song": "song", "gig": "tjs", "hangout": "slinkys", "record-deal": "record-deal",
               "any": "radio", "publicist": "publicist"}
"""The space that shows a perk of each group at work."""


def ready(state: RockHardState, phase: str) -> None:
    """Seat 0, with $5, a Record Deal of tier 1, and stats of 3, about to act in *phase*."""
    p = state.players[0]
    p.money, p.deal, p.royalty = 5, True, 1
    p.chops = p.reputation = p.songs = 3
    state.stage = phase  # type: ignore[assignment]
    state.hot = {v: 8 if v == "slinkys" else 9 + i for i, v in enumerate(c.VENUES)}


def phase_of(space: str) -> str:
    return CAT.spaces[space].phases_used("4-5")[0]


def perk_lines(perk: c.Perk, install: Scene) -> list[str]:
    """What the perk does where it applies, beside the same play without it."""
    name = f"{perk.kind} {getattr(perk, 'group', getattr(perk, 'phase', ''))}".strip()
    scene, step, stage = perk_scene(perk)

    def bare_scene(state: RockHardState) -> None:
        ready(state, stage)
        scene(state)

    def full_scene(state: RockHardState) -> None:
        bare_scene(state)
        install(state)
    without = [] if isinstance(perk, c.Gift) else outcomes(bare_scene, step, False, stage)
    with_it = outcomes(full_scene, step, False, stage)
    return [f"{name}: {x}" for x in with_it] + [f"{name} (without it): {x}" for x in without]


def perk_scene(perk: c.Perk) -> tuple[Scene, Callable[[RockHardState], object], str]:
    """The position, the step and the phase that show *perk* at work."""
    def nothing(state: RockHardState) -> None:
        del state
    if isinstance(perk, c.Discount | c.Bonus | c.Relax | c.Share):
        space = GROUP_SPACE[perk.group]
        return group_scene(perk, space), place_spending(space), phase_of(space)
    if isinstance(perk, c.ExtraAction):
        return nothing, spending(begin_turn), perk.phase
    if isinstance(perk, c.CandyReroll | c.CandyBoost | c.CandyAction):
        return candy_scene, spending(lambda state: GAME.apply(state, 0, a.EatCandy())), "day"
    if isinstance(perk, c.RoyaltyBonus):
        return nothing, clean_up_royalties, "after_hours"
    if isinstance(perk, c.Excused):
        return shift_scene, place("radio"), "day"
    return gift_scene, lambda state: rounds.give(state, 0, 1), "prep"


def group_scene(perk: c.Perk, space: str) -> Scene:
    def scene(state: RockHardState) -> None:
        p = state.players[0]
        if isinstance(perk, c.Relax):
            p.chops = p.reputation = p.songs = 3 - perk.amount
            p.deal, p.demo, p.royalty = False, True, 0
        if isinstance(perk, c.Share):
            state.standees[space] = [1]
    return scene


def begin_turn(state: RockHardState) -> None:
    state.turn = None
    rounds.begin_turn(state)


def clean_up_royalties(state: RockHardState) -> None:
    state.turn = None
    rounds.royalties(state)


def candy_scene(state: RockHardState) -> None:
    state.players[0].craving = 2
    stack_top(state.sugar_deck, "jelly-beans")
    load_rolls(state, 2, 6)


def shift_scene(state: RockHardState) -> None:
    state.players[0].job = "mailroom-clerk"


def gift_scene(state: RockHardState) -> None:
    state.players[0].tokens = 3


def owner_lines(perks: list[c.Perk], install: Scene) -> list[str]:
    return [line for perk in perks for line in perk_lines(perk, install)]


def character(card: c.Character) -> list[str]:
    def install(state: RockHardState) -> None:
        state.players[0].character, state.players[0].tokens = card.id, card.tokens
    return [f"ability tokens {card.tokens}", *owner_lines(card.perks, install)]


def manager(card: c.Manager) -> list[str]:
    def install(state: RockHardState) -> None:
        state.players[0].manager = card.id
    return owner_lines(card.perks, install)


def job(card: c.Job) -> list[str]:
    shift = "day" if card.shift == "variable" else card.shift

    def install(state: RockHardState) -> None:
        state.players[0].job, state.players[0].shift = card.id, shift
    work = outcomes(install, place("work"), len(card.pay) == 6, shift)
    missed = outcomes(install, place("blood"), False, shift)
    perks = [line for perk in card.perks if not isinstance(perk, c.Excused)
             for line in perk_lines(perk, install)]
    return ([f"shift {card.shift}"] + [f"work: {x}" for x in work]
            + [f"miss the shift: {x}" for x in missed] + perks)


def event(card: c.Event) -> list[str]:
    def reveal(state: RockHardState) -> None:
        state.event, state.event_deck = None, [x.id for x in CAT.pack.events]
        state.turn = None
        stack_top(state.event_deck, card.id)
        rounds.reveal_event(state)
    lines = [f"revealed: {x}" for x in outcomes(lambda s: None, reveal, False, "prep")]

    def install(state: RockHardState) -> None:
        state.event = card.id
    for space in card.covers:
        def covered(state: RockHardState, space: str = space) -> None:
            ready(state, phase_of(space))
            install(state)
        lines += [f"covers {space}: {x}" for x in outcomes(covered, place(space), False,
                                                           phase_of(space))]
    for group in card.double:
        space = GROUP_SPACE[group.value]

        def doubled(state: RockHardState, space: str = space) -> None:
            ready(state, phase_of(space))
            install(state)
            state.standees[space] = [1]
        lines += [f"doubles {space}: {x}" for x in outcomes(doubled, place(space), False,
                                                            phase_of(space))]
    return lines + owner_lines(card.perks, install)


# --- goals and bonuses ----------------------------------------------------------------------------


def set_measure(state: RockHardState, seat: int, name: str, value: int) -> None:
    p = state.players[seat]
    if name == "chops+reputation":
        p.chops, p.reputation = value - value // 2, value // 2
    elif name.startswith("life:"):
        kind = [x.id for x in [*CAT.pack.starting_life, *CAT.pack.hangouts]
                if x.life.value == name[5:]]
        p.life = kind[:value]
    elif name == "sets":
        p.sets = [[] for _ in range(value)]
    elif name == "missed-work":
        p.missed = value
    elif name in ("demo", "deal"):
        setattr(p, name, bool(value))
    elif hasattr(p, name):
        setattr(p, name, value)
    else:
        p.tally[name] = value
    assert measure(state, seat, name) == value, name


def threshold(cond: c.AtLeast | c.AtMost) -> tuple[int, int]:
    """The value that meets the condition exactly, and one that just misses it."""
    if isinstance(cond, c.AtLeast):
        return cond.amount, cond.amount - 1
    return cond.amount, cond.amount + 1


def goal(card: c.Goal) -> list[str]:
    assert isinstance(card.condition, c.AtLeast | c.AtMost)
    lines = []
    for label, value in zip(("met", "missed by one"), threshold(card.condition), strict=True):
        state = bare()
        p = state.players[0]
        p.goals = [card.id]
        set_measure(state, 0, card.condition.measure, value)
        if card.when == "achieved":
            check_achievements(state)
        else:
            rounds.end_game(state)
        lines.append(f"{card.when}, {label} ({card.condition.measure} {value}): "
                     f"{p.ledger.get(f'goal:{card.id}', 0)} Fame")
    return lines


def bonus(card: c.BonusCard) -> list[str]:
    cond = card.condition
    if isinstance(cond, c.Most):
        state = bare()
        for seat, value in enumerate((3, 2, 2, 0)):
            set_measure(state, seat, cond.measure, value)
        return [f"most {cond.measure} 3/2/2/0 of 4 players: Fame {rank_most(state, cond.measure)}"]
    assert isinstance(cond, c.AtLeast | c.AtMost)
    lines = []
    for label, value in zip(("met", "missed by one"), threshold(cond), strict=True):
        state = bare()
        state.bonuses = [card.id]
        set_measure(state, 0, cond.measure, value)
        check_achievements(state)
        fame = state.players[0].ledger.get(f"bonus:{card.id}", 0)
        lines.append(f"first to achieve, {label} ({cond.measure} {value}): {fame} Fame of 4 "
                     f"players")
    return lines


DECKS: dict[str, tuple[str, Callable[[object], list[str]]]] = {
    "hangouts": ("hangouts", hangout),  # type: ignore[dict-item]
    "starting_life": ("starting_life", starting_life),  # type: ignore[dict-item]
    "random_gigs": ("random_gigs", random_gig),  # type: ignore[dict-item]
    "sugar_rush": ("sugar_rush", sugar_rush),  # type: ignore[dict-item]
    "events": ("events", event),  # type: ignore[dict-item]
    "jobs": ("jobs", job),  # type: ignore[dict-item]
    "managers": ("managers", manager),  # type: ignore[dict-item]
    "characters": ("characters", character),  # type: ignore[dict-item]
    "goals": ("goals", goal),  # type: ignore[dict-item]
    "bonuses": ("bonuses", bonus),  # type: ignore[dict-item]
}


def played(deck: str) -> dict[str, list[str]]:
    field, play = DECKS[deck]
    return {card.id: play(card) for card in getattr(CAT.pack, field)}


@pytest.mark.parametrize("deck", list(DECKS))
def test_every_card_of_the_deck_plays_as_recorded(deck: str) -> None:
    now = played(deck)
    recorded = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
    if UPDATE or deck not in recorded:
        recorded[deck] = now
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(json.dumps(recorded, indent=1, sort_keys=True) + "\n")
        pytest.skip("golden data written")
    changed = [card for card in now if recorded[deck].get(card) != now[card]]
    assert not changed, f"{deck}: these cards now play differently: {changed[:8]}"
    assert set(recorded[deck]) == set(now), f"{deck}: cards came or went"
