"""What random play and search read faster than the rules say it: each held equal to the plain
reading over seeded random games."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from tests.games.rock_hard_1977.table import GAME

from roadie.core.rng import Rng
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import effects, spaces
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977.effects import holds
from roadie.games.rock_hard_1977.state import RockHardState, Turn

CONFIGS = GAME.test_configurations()


def positions(config: dict[str, Any], seed: int) -> Iterator[RockHardState]:
    """The state of a random game after every action (the same object, played on)."""
    state = GAME.setup(GAME.options_from_dict(config), seed)
    rng = Rng.from_seed(seed)
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        GAME.apply(state, seat, GAME.sample_action(state, seat, rng))
        yield state


def test_a_spot_reads_its_space_as_the_rules_do() -> None:
    cat = c.catalog("standard")
    seen = 0
    for (side, stage), usable in cat.usable.items():
        spots = spaces.spots("standard", side, stage)
        assert list(spots) == list(usable)
        for space_id, spot in spots.items():
            space = usable[space_id]
            assert spot.space is space and spot.group == space.group
            assert spot.price == sum(x.amount for x in space.cost if x.what == "money")
            assert spot.fees == [x for x in space.cost if x.what != "money"]
            assert spot.trades == ((1, 2, 3, -1, -2, -3) if space.group == c.Group.CANDY
                                   else (0,))
            assert spot.repeats == (space.section == "anytime" and space.group != c.Group.WORK)
            assert (spot.once is None) == (space.group not in spaces.ONCE_A_ROUND)
            assert (spot.met is None) == (not space.requires)
            seen += 1
    assert seen > 50


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_a_spots_requirement_test_is_every_condition_held(config: dict[str, Any]) -> None:
    checked = met = 0
    for state in positions(config, seed=4):
        if state.stage not in spaces.PHASE_NAMES:
            continue
        for spot in spaces.usable(state).values():
            if spot.met is None:
                continue
            for seat, p in enumerate(state.players):
                plain = all(holds(state, seat, cond) for cond in spot.space.requires)
                assert spot.met(p) == plain
                checked += 1
                met += plain
    assert 0 < met < checked


def plain_set_options(state: RockHardState, seat: int) -> list[list[str]]:
    """ah.sets as the rulebook reads: four alike or four different free cards, Wild filling in
    (each card's icon read off the card)."""
    p = state.players[seat]
    used = {card for group in p.sets for card in group}
    by_type: dict[c.LifeType, list[str]] = {t: [] for t in c.LifeType}
    for card in p.life:
        if card not in used:
            by_type[state.cat.life[card].life].append(card)
    wild = by_type[c.LifeType.WILD]
    kinds = [t for t in c.LifeType if t != c.LifeType.WILD]
    found = [real + wild[:4 - len(real)] for real in (by_type[t][:4] for t in kinds)
             if len(real) + len(wild) >= 4]
    have = [by_type[t][0] for t in kinds if by_type[t]]
    if have and len(have) + len(wild) >= 4:
        found.append(have + wild[:4 - len(have)])
    unique: list[list[str]] = []
    for option in found:
        if sorted(option) not in map(sorted, unique):
            unique.append(option)
    return unique


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_set_options_are_the_plain_readings(config: dict[str, Any]) -> None:
    """Over random games, with every seat's free cards and with one more of each icon."""
    extra = {kind: next(x.id for x in c.catalog("standard").life.values() if x.life == kind)
             for kind in c.LifeType}
    some = 0
    for state in positions(config, seed=6):
        for seat, p in enumerate(state.players):
            for card in (None, *extra.values()):
                if card is not None:
                    p.life.append(card)
                found = spaces.set_options(state, seat)
                assert found == plain_set_options(state, seat)
                some += bool(found)
                if card is not None:
                    p.life.pop()
    assert some


@pytest.mark.parametrize("config", CONFIGS[:2], ids=str)
def test_shared_events_are_their_validated_twins(config: dict[str, Any]) -> None:
    state = GAME.setup(GAME.options_from_dict(config), 8)
    rng, shared = Rng.from_seed(8), 0
    while not GAME.is_over(state):
        seat = rng.choice(GAME.active_seats(state))
        for ev in GAME.apply(state, seat, GAME.sample_action(state, seat, rng)):
            twin = type(ev)(**ev.model_dump(exclude={"kind"}, exclude_unset=True))
            assert ev == twin and ev.model_fields_set == twin.model_fields_set
            assert ev.model_dump_json() == twin.model_dump_json()
            shared += ev is e.changed(seat=ev.seat, what=ev.what, amount=ev.amount, why=ev.why) \
                if isinstance(ev, e.Changed) else 0
    assert shared


def test_a_new_turn_is_its_validated_twin() -> None:
    turns = 0
    for state in positions({"players": 4}, seed=9):
        turn = state.turn
        if turn is not None and not turn.acted and not turn.candy:
            twin = Turn(seat=turn.seat, actions=turn.actions, groups=[])
            assert turn == twin
            turns += 1
    assert turns > 50


def plain_perks(state: RockHardState, seat: int, kind: str,
                space: c.Space | None) -> list[tuple[str, c.Perk]]:
    """perks.once as the rulebook reads: every card's perks of the kind, read off the cards
    (no Character's or Manager's without abilities: variants.abilities)."""
    p, cat = state.players[seat], state.cat
    abilities = state.options.abilities
    cards = [("character", cat.characters[p.character] if p.character and abilities else None),
             ("manager", cat.managers[p.manager] if p.manager and abilities else None),
             ("job", cat.jobs[p.job] if p.job else None),
             ("event", cat.events[state.event] if state.event else None)]
    found = [(f"{source}:{i}", perk) for source, card in cards if card is not None
             for i, perk in enumerate(card.perks)]
    found += [(f"kept:{k.card}", k.perk) for k in p.kept if k.from_round <= state.round]
    usable = []
    for key, perk in found:
        once, group = getattr(perk, "once", None), getattr(perk, "group", "any")
        if perk.kind != kind or (once == "round" and key in p.used) \
                or (once == "game" and p.tokens <= 0):
            continue
        if space is None or group == "any" or space.group == group \
                or (group == "hire" and space.group in c.HIRE_GROUPS):
            usable.append((key, perk))
    return usable


@pytest.mark.parametrize("config", CONFIGS, ids=str)
def test_perks_held_are_the_plain_readings(config: dict[str, Any]) -> None:
    cat = c.catalog("standard")
    kinds = sorted({kind for table in cat.perks.values() for kind in table})
    board = [None, *cat.pack.board.spaces]
    found = 0
    for state in positions(config, seed=10):
        if state.stage == "draft":
            continue
        for seat in range(len(state.players)):
            for kind in kinds:
                for space in board[state.round % 3::3]:
                    held = effects.perks_for(state, seat, kind, space)
                    assert held == plain_perks(state, seat, kind, space)
                    found += len(held)
    assert found
