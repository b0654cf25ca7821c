"""The Gig dice tray: every action, every refusal with its clause, and no invented winner."""

from __future__ import annotations

from typing import Any

import pytest

from roadie import games
from roadie.core import rulebook
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


def test_move_a_friendly_gig_to_your_fixer_area_keeping_its_value() -> None:
    state = table(([(12, 9)], []), ([(6, 2)], [(4, 4)]))
    GAME.apply(state, 0, a.MoveDie(die=1))
    assert state.seats[0].fixer[0].value == 9 and state.seats[0].gig == []  # 6.2.6
    refuses(state, 0, a.MoveDie(die=2), "6.1.2")
    refuses(state, 0, a.MoveDie(die=3), "6.1.3")


def test_6_1_3_the_owner_cannot_move_or_remove_fixer_dice_at_will() -> None:
    state = table(([], [(6, 3)]), ([], []))
    err = refuses(state, 0, a.MoveDie(die=1), "6.1.3")
    assert "fixer area" in err.message
    refuses(state, 0, a.RemoveDie(die=1), "6.1.3")
    offered = {(x.kind, getattr(x, "die", None)) for x in GAME.legal_actions(state, 0)}
    assert ("move", 1) not in offered and ("remove", 1) not in offered


def test_remove_a_friendly_gig_or_a_rivals_gig() -> None:
    state = table(([(6, 1)], []), ([(8, 8)], [(4, 2)]))
    GAME.apply(state, 0, a.RemoveDie(die=1))
    GAME.apply(state, 0, a.RemoveDie(die=2))
    refuses(state, 0, a.RemoveDie(die=3), "6.1.4")
    refuses(state, 0, a.RemoveDie(die=99), "6.1")


def test_adjust_increase_decrease_and_6_4_3() -> None:
    state = table(([(6, 5), (10, 1)], [(8, 4)]), ([], []))
    refuses(state, 0, a.Adjust(die=1, by=3), "6.3.3")  # a d6 stops at 6: that is +1
    [event] = GAME.apply(state, 0, a.Adjust(die=1, by=1))
    assert (event.before, event.after, event.how) == (5, 6, "increase")
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
    refuses(state, 0, a.Steal(die=1), "6.8")  # already yours: stealing, not swapping


def test_turns_pass_clockwise_and_the_limit_ends_the_session() -> None:
    state = table(([], []), ([], []), ([], []), turn_limit=1)
    for seat in (0, 1):
        GAME.apply(state, seat, a.EndTurn())
    assert GAME.active_seats(state) == [2] and not state.over
    [event] = GAME.apply(state, 2, a.EndTurn())
    assert event.kind == "session_ended" and GAME.is_over(state)
    assert GAME.score(state).winners == []
    refuses(state, 0, a.AddDie(sides=6), "table.end")


def test_a_chosen_length_does_not_stop_the_players_ending_sooner() -> None:
    state = table(([], []), ([], []), turn_limit=5)
    [event] = GAME.apply(state, 0, a.EndSession())
    assert event.reason == "players" and GAME.is_over(state)


def test_a_full_area_of_max_gigs_ended_at_once_wins_nothing() -> None:
    """Section 6 decides no winner: the tray keeps no score, however the dice lie."""
    state = table(([(20, 20)] * 12, []), ([(4, 1)], []))
    GAME.apply(state, 0, a.EndSession())
    sheet = GAME.score(state)
    assert sheet.winners == [] and sheet.totals == [0, 0]
    readouts = {line.label: line.points for line in sheet.seats[0].lines}
    assert readouts == {"Value-pairs": 6, "Min Gigs": 0, "Max Gigs": 12,
                        "Dice in the Gig area": 12, "Dice in the fixer area": 0}


def test_the_tray_says_it_is_a_companion_with_its_own_turn_handling() -> None:
    assert "companion for the Gig card game" in GAME.info.pitch
    assert "Roadie's own" in GAME.info.pitch
    own = [r for r in rulebook.rules_of("gig-dice") if r.id.startswith("gig-dice/table.")]
    assert own and all(rulebook.citation(r.id).startswith("Gig dice › Companion table › ")
                       for r in own)
    assert "Nobody wins" in rulebook.rule("gig-dice/table.end").text


def test_view_shows_pairs_and_min_max_readouts() -> None:
    state = table(([(6, 3), (8, 3), (20, 3), (4, 1), (12, 12)], [(6, 6), (8, 1)]), ([], []))
    view = GAME.view(state, 1)
    mine = view.seats[0]
    assert mine.pairs == [(1, 2)] and mine.pair_values == [3]
    assert [d.pair for d in mine.gig] == [0, 0, None, None, None]
    assert [(d.is_min, d.is_max) for d in mine.gig][3:] == [(True, False), (False, True)]
    assert (mine.gig_readout.dice, mine.gig_readout.mins, mine.gig_readout.maxes) == (5, 1, 1)
    assert (mine.fixer_readout.dice, mine.fixer_readout.mins, mine.fixer_readout.maxes) == (2, 1, 1)
    assert "rng" not in view.model_dump_json()


def test_legal_actions_for_a_fixed_position() -> None:
    """Legal-move counts kept as data (like perft): a change in the rules shows here."""
    state = table(([(6, 2)], [(4, 1)]), ([(20, 20)], []))
    kinds: dict[str, int] = {}
    for action in GAME.legal_actions(state, 0):
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
    assert kinds == {"add": 12, "reroll": 2, "remove": 2, "move": 1, "adjust": 5 + 19,
                     "set": 5 + 19, "swap": 1, "steal": 1, "end_turn": 1, "end_session": 1}


def test_adjust_is_offered_once_for_each_value_it_reaches() -> None:
    state = table(([(20, 10), (6, 6)], []), ([], []))
    offered = [x for x in GAME.legal_actions(state, 0) if x.kind == "adjust"]
    reached = [(x.die, state.seats[0].gig[x.die - 1].value + x.by) for x in offered]
    assert len(reached) == len(set(reached)) == 19 + 5
    refuses(state, 0, a.Adjust(die=1, by=15), "6.3.3")
