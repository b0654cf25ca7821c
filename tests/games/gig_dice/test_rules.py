"""The Gig dice companion table: every action, and every refusal with its clause."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.core.dice import Area, Die
from roadie.core.errors import RuleViolation
from roadie.core.game import state_hash
from roadie.games.gig_dice import actions as a
from roadie.games.gig_dice.state import GigDiceState

GAME = games.get("gig-dice")


def table(*seats: tuple[list[int | tuple[int, int]], list[int | tuple[int, int]]],
          **options: Any) -> GigDiceState:
    """A table from compact notation: per seat (gig, fixer), each die ``(sides, value)``."""
    state = GAME.setup(GAME.make_options(len(seats), options), seed=1)
    for seat, (gig, fixer) in zip(state.seats, seats, strict=True):
        for area, spec in ((seat.gig, gig), (seat.fixer, fixer)):
            for sides, value in spec:  # type: ignore[misc]
                area.append(Die(id=state.next_die_id, sides=sides, value=value))
                state.next_die_id += 1
    return state


def refuses(state: GigDiceState, seat: int, action: Any, rule: str) -> RuleViolation:
    before = state_hash(state)
    with pytest.raises(RuleViolation) as caught:
        GAME.apply(state, seat, action)
    assert caught.value.rule_id == f"gig-dice/{rule}"
    assert state_hash(state) == before, "a refused action changed the state"
    return caught.value


def test_setup_gives_empty_areas_and_seat_one_starts() -> None:
    state = GAME.setup(GAME.make_options(3), seed=5)
    assert [(s.gig, s.fixer) for s in state.seats] == [([], [])] * 3
    assert GAME.active_seats(state) == [0]


def test_same_seed_same_rolls() -> None:
    one, two = GAME.setup(GAME.make_options(2), 9), GAME.setup(GAME.make_options(2), 9)
    for state in (one, two):
        GAME.apply(state, 0, a.AddDie(sides=20))
        GAME.apply(state, 0, a.AddDie(sides=12, area=Area.FIXER))
    assert state_hash(one) == state_hash(two)


def test_add_rolls_a_new_die_into_your_area() -> None:
    state = table(([], []), ([], []))
    [event] = GAME.apply(state, 0, a.AddDie(sides=8, area=Area.FIXER))
    assert [d.sides for d in state.seats[0].fixer] == [8] and event.kind == "die_added"
    refuses(state, 0, a.AddDie(sides=7), "6.1.1")


def test_table_space_limits_an_area() -> None:
    state = table(([(6, 1)] * 2, []), ([], []), max_dice=2)
    refuses(state, 0, a.AddDie(sides=6), "table.space")
    GAME.apply(state, 0, a.AddDie(sides=6, area=Area.FIXER))


def test_only_the_seat_whose_turn_it_is_acts() -> None:
    state = table(([], []), ([], []))
    err = refuses(state, 1, a.AddDie(sides=6), "table.turns")
    assert "seat 1's turn, not seat 2's" in err.message
    assert GAME.legal_actions(state, 1) == []


def test_reroll_keeps_a_face_and_fixer_dice_are_not_targets() -> None:
    state = table(([(20, 3)], [(6, 2)]), ([(4, 4)], []))
    GAME.apply(state, 0, a.Reroll(die=1))
    GAME.apply(state, 0, a.Reroll(die=3))  # a rival's Gig is a fair target
    assert 1 <= state.seats[0].gig[0].value <= 20
    refuses(state, 0, a.Reroll(die=2), "6.1.4")


def test_move_keeps_the_value_and_only_your_own_dice() -> None:
    state = table(([(12, 9)], []), ([(6, 2)], []))
    GAME.apply(state, 0, a.MoveDie(die=1))
    assert state.seats[0].fixer[0].value == 9 and state.seats[0].gig == []  # 6.2.6
    GAME.apply(state, 0, a.MoveDie(die=1))
    assert state.seats[0].gig[0].id == 1
    refuses(state, 0, a.MoveDie(die=2), "table.own")


def test_remove_your_own_dice_or_a_rivals_gig() -> None:
    state = table(([], [(6, 1)]), ([(8, 8)], [(4, 2)]))
    GAME.apply(state, 0, a.RemoveDie(die=1))
    GAME.apply(state, 0, a.RemoveDie(die=2))
    refuses(state, 0, a.RemoveDie(die=3), "6.1.4")
    refuses(state, 0, a.RemoveDie(die=99), "6.1")


def test_adjust_increase_decrease_and_6_4_3() -> None:
    state = table(([(6, 5), (10, 1)], [(8, 4)]), ([], []))
    [event] = GAME.apply(state, 0, a.Adjust(die=1, by=3))
    assert (event.before, event.after, event.how) == (5, 6, "increase")  # stops at max
    refuses(state, 0, a.Adjust(die=1, by=1), "6.4.3")
    refuses(state, 0, a.Adjust(die=2, by=-2), "6.4.3")
    refuses(state, 0, a.Adjust(die=3, by=1), "6.1.4")
    GAME.apply(state, 0, a.Adjust(die=1, by=-2))
    assert state.seats[0].gig[0].value == 4


def test_set_to_a_face_only() -> None:
    state = table(([(6, 2)], [(20, 1)]), ([], []))
    GAME.apply(state, 0, a.SetDie(die=1, value=6))
    assert state.seats[0].gig[0].value == 6
    refuses(state, 0, a.SetDie(die=1, value=8), "6.5.1")
    refuses(state, 0, a.SetDie(die=1, value=6), "6.5")
    refuses(state, 0, a.SetDie(die=2, value=3), "6.1.4")


def test_swap_is_friendly_for_rival_with_values_kept() -> None:
    state = table(([(6, 2)], [(6, 6)]), ([(20, 17)], [(4, 4)]))
    [event] = GAME.apply(state, 0, a.Swap(mine=1, theirs=3))
    assert [(d.id, d.value) for d in state.seats[0].gig] == [(3, 17)]
    assert [(d.id, d.value) for d in state.seats[1].gig] == [(1, 2)]
    assert event.kind == "dice_swapped"  # 6.7.2: not reported as a steal
    refuses(state, 0, a.Swap(mine=2, theirs=1), "6.1.3")
    refuses(state, 0, a.Swap(mine=1, theirs=3), "6.1.2")
    refuses(state, 0, a.Swap(mine=3, theirs=4), "6.1.4")
    refuses(state, 1, a.Swap(mine=1, theirs=3), "table.turns")


def test_swap_with_your_own_die_is_refused() -> None:
    state = table(([(6, 2), (8, 3)], []), ([], []))
    refuses(state, 0, a.Swap(mine=1, theirs=2), "6.7")


def test_steal_takes_control_keeping_the_value() -> None:
    state = table(([], []), ([(12, 12)], [(6, 3)]))
    [event] = GAME.apply(state, 0, a.Steal(die=1))
    assert state.seats[0].gig[0].id == 1 and state.seats[0].gig[0].value == 12
    assert event.kind == "die_stolen"
    refuses(state, 0, a.Steal(die=2), "6.1.4")
    refuses(state, 0, a.Steal(die=1), "6.7")  # already yours


def test_turns_pass_clockwise_and_the_limit_ends_the_session() -> None:
    state = table(([], []), ([], []), ([], []), turn_limit=1)
    for seat in (0, 1):
        GAME.apply(state, seat, a.EndTurn())
    assert GAME.active_seats(state) == [2] and not state.over
    refuses(state, 2, a.EndSession(), "table.end")
    [event] = GAME.apply(state, 2, a.EndTurn())
    assert event.kind == "session_ended" and GAME.is_over(state)
    refuses(state, 0, a.AddDie(sides=6), "table.end")


def test_players_end_the_session_and_gig_totals_score() -> None:
    state = table(([(6, 4), (20, 15)], [(20, 20)]), ([(12, 7)], []))
    GAME.apply(state, 0, a.EndSession())
    sheet = GAME.score(state)
    assert sheet.totals == [19, 7] and sheet.winners == [0]  # fixer dice don't count


def test_view_shows_pairs_min_max_and_totals() -> None:
    state = table(([(6, 3), (8, 3), (20, 3), (4, 1), (12, 12)], []), ([], []))
    view = GAME.view(state, 1)
    mine = view.seats[0]
    assert mine.pairs == [(1, 2)] and mine.gig_total == 22
    assert [d.pair for d in mine.gig] == [0, 0, None, None, None]
    assert [(d.is_min, d.is_max) for d in mine.gig][3:] == [(True, False), (False, True)]
    assert "rng" not in view.model_dump_json()


def test_legal_actions_for_a_fixed_position() -> None:
    """Legal-move counts kept as data (like perft): a change in the rules shows here."""
    state = table(([(6, 2)], [(4, 1)]), ([(20, 20)], []))
    kinds: dict[str, int] = {}
    for action in GAME.legal_actions(state, 0):
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
    assert kinds == {"add": 12, "reroll": 2, "remove": 3, "move": 2, "adjust": 38 + 19,
                     "set": 5 + 19, "swap": 1, "steal": 1, "end_turn": 1, "end_session": 1}
