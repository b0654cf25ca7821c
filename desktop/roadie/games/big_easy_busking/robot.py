"""The solo Robot: an interpreter for the steps printed on the Robot cards of the content pack.

The Robot is not a seat. Its turns run inside ``apply`` whenever the rules hand it the turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from roadie.core.game import Event
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.content import (
    POSITIONAL,
    Condition,
    CrowdChoice,
    DeckEmpty,
    FinalTurn,
    FirstTurn,
    HoldingSong,
    PlaySong,
    RobotStep,
    TakeSong,
    moods_match,
)
from roadie.games.big_easy_busking.state import (
    ENERGY_SET,
    BuskingState,
    Performance,
    Robot,
)
from roadie.games.big_easy_busking.table import (
    add_energy,
    earn,
    retire_song,
    shuffled,
    take_top,
)

YOU = 0
"""The solo player's index on the crowds."""


@dataclass
class RobotTurn:
    """What the Robot knows during one of its turns."""

    final: bool
    first: bool
    holding: str | None = None
    finished: str | None = None
    """The Standard it finished this turn (not to be taken again this turn)."""


def robot_of(state: BuskingState) -> Robot:
    assert state.robot is not None
    return state.robot


def robot_index(state: BuskingState) -> int:
    return len(state.buskers)


def take_turn(state: BuskingState, final: bool) -> list[Event]:
    """solo.robot: run the Robot card top to bottom; ``final``: its last turn of the round."""
    robot = robot_of(state)
    turn = RobotTurn(final=final, first=robot.turns == 0)
    found: list[Event] = []
    for step in state.cat.robots[robot.card].steps:
        if step.when is not None and not holds(step.when, state, turn):
            continue
        if step.kind == "end_turn":
            break
        found += STEPS[step.kind](state, turn, step)
    robot.turns += 1
    return found


def holds(condition: Condition, state: BuskingState, turn: RobotTurn) -> bool:
    """Whether a Robot step's condition holds now."""
    if isinstance(condition, FinalTurn):
        return turn.final
    if isinstance(condition, FirstTurn):
        return turn.first
    if isinstance(condition, DeckEmpty):
        return not robot_of(state).deck
    if isinstance(condition, HoldingSong):
        return turn.holding is not None
    return not holds(condition.condition, state, turn)


# --- the steps ------------------------------------------------------------------------------------

def finish_song(state: BuskingState, turn: RobotTurn, step: RobotStep) -> list[Event]:
    """All the energy to the crowd; the difficulty's tip on a mood match; song retired."""
    robot = robot_of(state)
    perf = robot.playing
    if perf is None:
        return []
    matched = moods_match(state.cat.songs[perf.song].mood, state.crowd_mood(perf.crowd))
    add_energy(state, perf.crowd, robot_index(state), perf.energy)
    dollars = state.cat.difficulties[robot.difficulty].match_tip if matched else 0
    earn(robot, dollars, "mood_match")
    robot.playing = None
    if retire_song(state, robot, perf.song):
        turn.finished = perf.song
    return [e.SongFinished(robot=True, song=perf.song, crowd=perf.crowd,
                           card=state.street[perf.crowd].crowd, to_crowd=perf.energy, kept=0,
                           matched=matched, dollars=dollars)]


def shuffle_discards(state: BuskingState, turn: RobotTurn, step: RobotStep) -> list[Event]:
    """A new Robot Song Deck from its shuffled discards."""
    robot = robot_of(state)
    robot.deck, robot.discard = robot.deck + shuffled(robot.discard, state.rng), []
    return [e.RobotRefilled(what="deck")]


def take_song(state: BuskingState, turn: RobotTurn, step: RobotStep) -> list[Event]:
    """The top of its deck, or the cheapest free Standard paid in dollars (when it can pay)."""
    assert isinstance(step, TakeSong)
    robot = robot_of(state)
    if turn.holding is not None:
        return []
    if step.source == "robot_deck":
        turn.holding = take_top(robot.deck) if robot.deck else None
        return []
    free = state.free_standards(turn.finished)
    if free and (robot.supply or state.spare_sets()):  # solo.energy: it buys what it can play
        cheapest = min(free, key=lambda s: s.cost)  # min keeps the leftmost of equals
        if robot.money >= cheapest.cost:
            earn(robot, -cheapest.cost, "standards")
            turn.holding = cheapest.song
    return []


def play_song(state: BuskingState, turn: RobotTurn, step: RobotStep) -> list[Event]:
    """The song's total energy (plus any extra) from its supply, for the crowd it prefers."""
    assert isinstance(step, PlaySong)
    song = turn.holding
    if song is None:
        return []
    turn.holding = None
    robot = robot_of(state)
    need = max(1, state.cat.songs[song].total_energy + step.extra_energy)
    found = refill(state, need)
    energy = min(robot.supply, need)
    if not energy:
        robot.discard.append(song)
        return [*found, e.RobotOutOfEnergy(song=song)]
    robot.supply -= energy
    crowd = choose_crowd(state, song, step.crowd)
    robot.playing = Performance(song=song, crowd=crowd, energy=energy)
    return [*found, e.SongPlayed(robot=True, song=song, crowd=crowd,
                                 card=state.street[crowd].crowd, energy=energy)]


def refill(state: BuskingState, energy: int) -> list[Event]:
    """solo.energy: fresh sets of 15 from the box until the supply covers *energy*, while the
    box has sets; with the box empty the Robot makes do with what it has left."""
    robot = robot_of(state)
    found: list[Event] = []
    while robot.supply < energy and state.spare_sets() > 0:
        robot.supply += ENERGY_SET
        robot.sets += 1
        found.append(e.RobotRefilled(what="energy"))
    return found


STEPS: dict[str, Callable[[BuskingState, RobotTurn, RobotStep], list[Event]]] = {
    "finish_song": finish_song, "shuffle_discards": shuffle_discards,
    "take_song": take_song, "play_song": play_song,
}


# --- where it plays -------------------------------------------------------------------------------

def choose_crowd(state: BuskingState, song: str, preferences: list[CrowdChoice]) -> int:
    """Apply the preferences in order, each keeping the crowds that best meet it."""
    kept = list(range(len(state.street)))
    for choice in preferences:
        if choice in POSITIONAL:
            return kept[0] if choice is CrowdChoice.LEFTMOST else kept[-1]
        scores = {i: preference(state, song, choice, i) for i in kept}
        best = max(scores.values())
        kept = [i for i in kept if scores[i] == best]
    return kept[0]


def preference(state: BuskingState, song: str, choice: CrowdChoice, index: int) -> int:
    """How well crowd *index* meets one preference: higher is better (yes/no is 1/0)."""
    crowd, energy = state.crowd(index), state.street[index].energy
    mine, yours = energy[robot_index(state)], energy[YOU]
    return {
        CrowdChoice.MOOD_MATCH: int(moods_match(state.cat.songs[song].mood,
                                                state.crowd_mood(index))),
        CrowdChoice.ROBOT_NOT_FIRST: int(mine <= yours),
        CrowdChoice.RIVAL_MOST_ENERGY: int(yours > mine),
        CrowdChoice.ROBOT_LEAST_ENERGY: -mine,
        CrowdChoice.HIGHEST_FIRST_PAYOUT: crowd.first_place_payout,
        CrowdChoice.LOWEST_THRESHOLD: -crowd.threshold,
    }[choice]
