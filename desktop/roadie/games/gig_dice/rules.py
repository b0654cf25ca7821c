"""The companion table's rules, one function per action, each citing its clause.

Every function checks everything first and only then changes the state, so a
refused action leaves the state exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from roadie.core import dice
from roadie.core.clone import clone
from roadie.core.dice import Area, Die
from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.gig_dice import actions as a
from roadie.games.gig_dice import events as e
from roadie.games.gig_dice.state import GigDiceState, Located

T = TypeVar("T")

# --- finding dice and whose turn it is -------------------------------------

def locate(state: GigDiceState, die_id: int) -> Located:
    """Where the die with this id lies; refused if it is not on the table."""
    for owner, seat in enumerate(state.seats):
        for area in (Area.GIG, Area.FIXER):
            for index, die in enumerate(seat.area(area)):
                if die.id == die_id:
                    return Located(owner=owner, area=area, index=index, die=die)
    raise RuleViolation(
        "gig-dice/6.1", _("rules", "There is no die {die} on the table."), die=die_id
    )


def changed(state: GigDiceState, where: Located, change: Callable[[Die], T]) -> T:
    """*change* made to a copy of the located die, which then takes its place.

    A die on the table is never changed in place, so copies of the state share their dice
    (``GigDiceState.__deepcopy__``); a refused change leaves the die as it was.
    """
    die = clone(where.die)
    result = change(die)
    state.seats[where.owner].area(where.area)[where.index] = die
    return result


def check_turn(state: GigDiceState, seat: int) -> None:
    """table.turns / table.end: only the seat whose turn it is acts, and only in session."""
    if state.over:
        raise RuleViolation("gig-dice/table.end", _("rules", "The session is over."))
    if seat != state.turn:
        raise RuleViolation(
            "gig-dice/table.turns", _("rules", "It is seat {turn}'s turn, not seat {seat}'s."),
            turn=state.turn + 1, seat=seat + 1,
        )


def check_room(state: GigDiceState, owner: int, area: Area) -> None:
    """table.space: an area holds at most ``max_dice`` dice."""
    if len(state.seats[owner].area(area)) >= state.options.max_dice:
        raise RuleViolation(
            "gig-dice/table.space", _("rules", "That area already holds {max} dice."),
            max=state.options.max_dice,
        )


def check_in_control(where: Located, seat: int) -> None:
    """6.1.3 with 6.1.4: nobody moves or removes a die in a fixer area at will.

    Its owner doesn't control it (6.1.3); anyone else would be targeting it (6.1.4).
    """
    if where.area is Area.FIXER and where.owner == seat:
        raise RuleViolation(
            "gig-dice/6.1.3",
            _("rules", "You don't control the dice in your fixer area: they stay there."),
        )
    dice.check_targetable(where.area)


# --- the actions ------------------------------------------------------------

def add_die(state: GigDiceState, seat: int, act: a.AddDie) -> list[Event]:
    """6.1.1, 6.2: roll a new die into one of your areas."""
    dice.check_sides(act.sides)
    check_room(state, seat, act.area)
    die = dice.new_die(state.next_die_id, act.sides, state.rng)
    state.next_die_id += 1
    state.seats[seat].area(act.area).append(die)
    return [e.DieAdded(seat=seat, die=die.model_copy(), area=act.area)]


def reroll(state: GigDiceState, seat: int, act: a.Reroll) -> list[Event]:
    """6.2 with 6.1.4: roll a Gig again; fixer dice can't be targeted."""
    where = locate(state, act.die)
    dice.check_targetable(where.area)
    value = changed(state, where, lambda die: dice.roll(die, state.rng))
    return [e.DieRolled(seat=seat, die=act.die, owner=where.owner, value=value)]


def remove_die(state: GigDiceState, seat: int, act: a.RemoveDie) -> list[Event]:
    """table.own with 6.1.3-6.1.4: a friendly Gig or a rival's Gig, never a fixer die."""
    where = locate(state, act.die)
    check_in_control(where, seat)
    state.seats[where.owner].area(where.area).remove(where.die)
    return [e.DieRemoved(seat=seat, die=act.die, owner=where.owner, area=where.area)]


def move_die(state: GigDiceState, seat: int, act: a.MoveDie) -> list[Event]:
    """table.own, 6.1.2-6.1.3, 6.2.6: a friendly Gig to your fixer area, value kept."""
    where = locate(state, act.die)
    dice.check_friendly(where.owner, where.area, seat)
    check_room(state, seat, Area.FIXER)
    areas = state.seats[seat]
    areas.gig.remove(where.die)
    areas.fixer.append(where.die)
    return [e.DieMoved(seat=seat, die=act.die, to=Area.FIXER)]


def adjust(state: GigDiceState, seat: int, act: a.Adjust) -> list[Event]:
    """6.4-6.4.3 with 6.1.4."""
    where = locate(state, act.die)
    dice.check_targetable(where.area)
    before = where.die.value
    after = changed(state, where, lambda die: dice.adjust(die, act.by))
    return [e.DieChanged(seat=seat, die=act.die, owner=where.owner, before=before, after=after,
                         how="increase" if act.by > 0 else "decrease")]


def set_die(state: GigDiceState, seat: int, act: a.SetDie) -> list[Event]:
    """6.5-6.5.1 with 6.1.4."""
    where = locate(state, act.die)
    dice.check_targetable(where.area)
    dice.check_set(where.die, act.value)
    before = where.die.value
    if act.value == before:
        raise RuleViolation(
            "gig-dice/6.5", _("rules", "That {die} already shows {value}."),
            die=where.die.name, value=before,
        )
    changed(state, where, lambda die: dice.set_value(die, act.value))
    return [e.DieChanged(seat=seat, die=act.die, owner=where.owner, before=before,
                         after=act.value, how="set")]


def swap(state: GigDiceState, seat: int, act: a.Swap) -> list[Event]:
    """6.7-6.7.2: a friendly Gig for a rival Gig, values kept, not a steal."""
    mine, theirs = locate(state, act.mine), locate(state, act.theirs)
    dice.check_friendly(mine.owner, mine.area, seat)
    dice.check_rival(theirs.owner, theirs.area, seat, "6.7")
    dice.swap(state.seats[seat].gig, mine.die, state.seats[theirs.owner].gig, theirs.die)
    return [e.DiceSwapped(seat=seat, mine=act.mine, theirs=act.theirs, rival=theirs.owner)]


def steal(state: GigDiceState, seat: int, act: a.Steal) -> list[Event]:
    """6.8: a rival Gig becomes a friendly Gig."""
    where = locate(state, act.die)
    dice.check_rival(where.owner, where.area, seat, "6.8")
    check_room(state, seat, Area.GIG)
    dice.steal(state.seats[where.owner].gig, where.die, state.seats[seat].gig)
    return [e.DieStolen(seat=seat, die=act.die, rival=where.owner)]


def end_turn(state: GigDiceState, seat: int, act: a.EndTurn) -> list[Event]:
    """table.turns, table.end: the turn passes clockwise; a chosen length ends the session."""
    state.turn = (state.turn + 1) % len(state.seats)
    if state.turn == 0:
        state.round += 1
    limit = state.options.turn_limit
    if limit is not None and state.round > limit:
        state.over = True
        return [e.SessionEnded(seat=seat, reason="turn_limit")]
    return [e.TurnPassed(seat=seat, to=state.turn, round=state.round)]


def end_session(state: GigDiceState, seat: int, act: a.EndSession) -> list[Event]:
    """table.end: a player ends the session on their turn; nobody wins it."""
    state.over = True
    return [e.SessionEnded(seat=seat, reason="players")]
