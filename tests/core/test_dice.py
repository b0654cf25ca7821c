"""The Gig dice model, clause by clause (Gig dice, section 6), and its laws."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadie.core import dice
from roadie.core.dice import SIDES, Area, Die
from roadie.core.errors import RuleViolation
from roadie.core.rng import Rng

sides_st = st.sampled_from(SIDES)


@st.composite
def dice_st(draw: st.DrawFn, die_id: int = 1) -> Die:
    sides = draw(sides_st)
    return Die(id=die_id, sides=sides, value=draw(st.integers(1, sides)))


def refused(rule: str) -> pytest.RaisesContext[RuleViolation]:
    return pytest.raises(RuleViolation, match=rf"\(Gig dice {rule}\)")


# 6.1.1: only real Gig dice
@pytest.mark.parametrize("sides", [1, 2, 3, 5, 7, 100])
def test_6_1_1_only_gig_dice_exist(sides: int) -> None:
    with refused("6.1.1"):
        dice.check_sides(sides)
    with pytest.raises(ValueError):
        Die(id=1, sides=sides, value=1)  # type: ignore[arg-type]


# 6.1.2-6.1.4: control and targeting
def test_6_1_2_you_control_only_your_gig_area() -> None:
    assert dice.is_friendly(0, Area.GIG, 0)
    assert not dice.is_friendly(1, Area.GIG, 0)
    with refused("6.1.2"):
        dice.check_friendly(1, Area.GIG, 0)


def test_6_1_3_fixer_dice_are_not_friendly() -> None:
    assert not dice.is_friendly(0, Area.FIXER, 0)
    with refused("6.1.3"):
        dice.check_friendly(0, Area.FIXER, 0)


def test_6_1_4_fixer_dice_cannot_be_targeted() -> None:
    dice.check_targetable(Area.GIG)
    with refused("6.1.4"):
        dice.check_targetable(Area.FIXER)
    with refused("6.1.4"):
        dice.check_rival(1, Area.FIXER, 0, "6.8")


@pytest.mark.parametrize("clause", ["6.7", "6.8"])
def test_a_rival_gig_is_another_seats_and_the_refusal_cites_the_action(clause: str) -> None:
    dice.check_rival(1, Area.GIG, 0, clause)
    with refused(clause):
        dice.check_rival(0, Area.GIG, 0, clause)


# 6.2 rolling, 6.3 value
@given(sides_st, st.integers(0, 2**64 - 1))
def test_6_2_rolls_land_on_a_face(sides: int, seed: int) -> None:
    die = dice.new_die(1, sides, Rng.from_seed(seed))
    assert 1 <= die.value <= sides


def test_6_2_rolls_are_fair_and_reach_every_face() -> None:
    rng = Rng.from_seed(3)
    counts = [0] * 21
    die = Die(id=1, sides=20, value=1)
    for _ in range(20_000):
        counts[dice.roll(die, rng)] += 1
    assert all(800 < c < 1200 for c in counts[1:])


@given(dice_st())
def test_6_3_min_and_max(die: Die) -> None:
    assert dice.is_min(die) == (die.value == 1)
    assert dice.is_max(die) == (die.value == die.sides)
    assert not (dice.is_min(die) and dice.is_max(die))


def test_6_3_3_a_die_shows_only_its_faces() -> None:
    with pytest.raises(ValueError, match=r"6\.3\.3"):
        Die(id=1, sides=6, value=7)
    with pytest.raises(ValueError, match=r"6\.3\.3"):
        Die(id=1, sides=4, value=0)


# 6.4 adjust
@given(dice_st(), st.integers(1, 25))
def test_6_4_1_increase_moves_up_and_stops_at_max(die: Die, n: int) -> None:
    before = die.value
    if dice.is_max(die):
        with refused("6.4.3"):
            dice.adjust(die, n)
    elif before + n > die.sides:
        with refused("6.3.3"):
            dice.adjust(die, n)
    else:
        assert dice.adjust(die, n) == before + n
        return
    assert die.value == before


@given(dice_st(), st.integers(1, 25))
def test_6_4_2_decrease_moves_down_and_stops_at_min(die: Die, n: int) -> None:
    before = die.value
    if dice.is_min(die):
        with refused("6.4.3"):
            dice.adjust(die, -n)
    elif before - n < 1:
        with refused("6.3.3"):
            dice.adjust(die, -n)
    else:
        assert dice.adjust(die, -n) == before - n
        return
    assert die.value == before


def test_6_3_3_a_step_past_the_top_face_names_the_step_that_reaches_it() -> None:
    die = Die(id=1, sides=6, value=5)
    with pytest.raises(RuleViolation, match=r"A d6 showing 5 stops at 6: adjust it by \+1"):
        dice.adjust(die, 3)
    assert die.value == 5


@given(dice_st())
def test_6_4_each_value_a_die_can_reach_is_one_adjustment(die: Die) -> None:
    reached = [die.value + step for step in dice.adjust_steps(die)]
    assert sorted(reached) == [v for v in range(1, die.sides + 1) if v != die.value]


def test_6_4_3_adjusting_to_the_same_value_fails() -> None:
    die = Die(id=1, sides=8, value=8)
    with refused("6.4.3"):
        dice.adjust(die, 3)
    assert die.value == 8
    with pytest.raises(RuleViolation, match="Adjust by at least 1"):
        dice.adjust(die, 0)


# 6.5 set
@given(dice_st(), st.integers(-5, 25))
def test_6_5_set_only_to_a_face(die: Die, value: int) -> None:
    before = die.value
    if 1 <= value <= die.sides:
        dice.set_value(die, value)
        assert die.value == value
    else:
        with refused("6.5.1"):
            dice.set_value(die, value)
        assert die.value == before


def test_6_5_1_no_d6_shows_8() -> None:
    with pytest.raises(RuleViolation, match="A d6 has no face 8"):
        dice.set_value(Die(id=1, sides=6, value=2), 8)


# 6.6 value-pairs
def test_6_6_pairs_need_equal_values() -> None:
    area = [Die(id=1, sides=6, value=3), Die(id=2, sides=20, value=3), Die(id=3, sides=6, value=4)]
    assert [(a.id, b.id) for a, b in dice.value_pairs(area)] == [(1, 2)]


def test_6_6_1_a_die_counts_toward_one_pair() -> None:
    three = [Die(id=i, sides=6, value=5) for i in range(1, 4)]
    assert len(dice.value_pairs(three)) == 1
    four = [*three, Die(id=4, sides=8, value=5)]
    assert len(dice.value_pairs(four)) == 2


@given(st.lists(st.integers(1, 6), max_size=12))
def test_6_6_1_pairs_are_disjoint_and_maximal(values: list[int]) -> None:
    area = [Die(id=i, sides=6, value=v) for i, v in enumerate(values)]
    pairs = dice.value_pairs(area)
    used = [d.id for pair in pairs for d in pair]
    assert len(used) == len(set(used))
    assert all(a.value == b.value for a, b in pairs)
    assert len(pairs) == sum(values.count(v) // 2 for v in set(values))


# 6.7 swap, 6.8 steal
def test_6_7_swap_exchanges_at_once_and_keeps_values() -> None:
    mine, theirs = Die(id=1, sides=6, value=2), Die(id=2, sides=12, value=11)
    friendly, rival = [Die(id=9, sides=4, value=1), mine], [theirs]
    dice.swap(friendly, mine, rival, theirs)
    assert friendly[1] is theirs and rival[0] is mine
    assert (mine.value, theirs.value) == (2, 11)


def test_6_8_steal_takes_a_rival_gig_into_your_gig_area() -> None:
    theirs = Die(id=2, sides=10, value=7)
    friendly: list[Die] = []
    rival = [theirs]
    dice.steal(rival, theirs, friendly)
    assert friendly == [theirs] and rival == [] and theirs.value == 7


def test_rule_violation_carries_rule_and_template() -> None:
    with pytest.raises(RuleViolation) as caught:
        dice.set_value(Die(id=1, sides=4, value=1), 5)
    err = caught.value
    assert err.rule_id == "gig-dice/6.5.1"
    assert err.text == "A {die} has no face {value}."
    assert err.params == {"die": "d4", "value": 5}
