"""The solo game: the Robot cards step by step, every difficulty, and beating the Robot."""

from __future__ import annotations

import pytest
from tests.games.big_easy_busking.scenario import (
    GAME,
    LULLABY,
    RUMBLE,
    act,
    new,
    set_cost,
    set_energy,
    set_moods,
)

from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking import robot, scoring
from roadie.games.big_easy_busking.content import PlaySong, SongKind
from roadie.games.big_easy_busking.state import BuskingState, Performance
from roadie.games.big_easy_busking.table import add_energy

LEVELS = {"easy": (0, 1, 1), "medium": (3, 1, 1), "medium-advanced": (3, 2, 1),
          "advanced": (3, 1, 2), "professional": (3, 2, 2)}
"""Starting money, dollars for a matched mood and closing turns, per difficulty."""


def solo(difficulty: str = "medium", card: str = "tin-pan-tina", seed: int = 1) -> BuskingState:
    return new(1, seed=seed, difficulty=difficulty, robot=card)


def bot(state: BuskingState) -> robot.Robot:
    return robot.robot_of(state)


def preferences(state: BuskingState) -> list[robot.CrowdChoice]:
    step = next(s for s in state.cat.robots[bot(state).card].steps if isinstance(s, PlaySong))
    return step.crowd


def test_solo_setup_the_robot_opens_the_round() -> None:
    state = solo()
    r = bot(state)
    assert r.turns == 1 and r.playing is not None and r.money == 3
    assert len(r.deck) == 11 and r.playing.song not in r.deck
    assert {state.cat.songs[s].colour for s in r.deck} <= {"blue", "green", "yellow", "purple"}
    assert r.supply == 15 - r.playing.energy
    assert GAME.active_seats(state) == [0] and state.turn.step == "act"
    assert len(state.street[0].energy) == 2
    GAME.check_invariants(state)


@pytest.mark.parametrize("level", LEVELS)
def test_each_difficulty_sets_money_tips_and_closing_turns(level: str) -> None:
    money, tip, closing = LEVELS[level]
    state = solo(level)
    assert bot(state).money == money
    crowd = bot(state).playing.crowd  # type: ignore[union-attr]
    set_moods(state, *["wild" if i == crowd else "party" for i in range(3)])
    events = act(state, 0, a.Pass())
    ended = next(i for i, ev in enumerate(events) if isinstance(ev, e.RoundStarted))
    closing_events = events[:ended]
    finished = [ev for ev in closing_events if isinstance(ev, e.SongFinished)]
    played = [ev for ev in closing_events if isinstance(ev, e.SongPlayed)]
    assert (len(finished), len(played)) == (closing, closing - 1)
    assert finished[0].matched and finished[0].dollars == tip
    assert bot(state).ledger.get("mood_match", 0) >= tip
    assert state.round == 2 and bot(state).turns == 1  # the Robot opened round 2


def test_tina_plays_for_the_leftmost_crowd_in_the_songs_mood() -> None:
    state = solo()
    set_moods(state, "chill", "party", "party")
    set_energy(state, 1, [0, 4])
    assert robot.choose_crowd(state, RUMBLE, preferences(state)) == 1  # party, leftmost


def test_a_preference_no_crowd_meets_keeps_them_all() -> None:
    state = solo()
    set_moods(state, "chill", "chill", "romantic")
    set_energy(state, 0, [0, 2])
    assert robot.choose_crowd(state, RUMBLE, preferences(state)) == 0  # party: nothing matches


@pytest.mark.parametrize(("choice", "scores"), [
    (robot.CrowdChoice.ROBOT_NOT_FIRST, [0, 1, 1]),
    (robot.CrowdChoice.RIVAL_MOST_ENERGY, [0, 1, 0]),
    (robot.CrowdChoice.ROBOT_LEAST_ENERGY, [-5, -1, 0]),
])
def test_each_crowd_preference_scores_the_crowds(choice: robot.CrowdChoice,
                                                 scores: list[int]) -> None:
    state = solo()
    for crowd, energy in enumerate(([3, 5], [4, 1], [0, 0])):
        set_energy(state, crowd, energy)
    assert [robot.preference(state, RUMBLE, choice, i) for i in range(3)] == scores
    payouts = [state.crowd(i).first_place_payout for i in range(3)]
    assert [robot.preference(state, RUMBLE, robot.CrowdChoice.HIGHEST_FIRST_PAYOUT, i)
            for i in range(3)] == payouts


def test_tina_plays_the_top_of_her_deck_with_one_energy_less() -> None:
    state = solo()
    r = bot(state)
    top = r.deck[0]
    robot.take_turn(state, final=False)
    assert r.playing is not None and r.playing.song == top
    assert r.playing.energy == state.cat.songs[top].total_energy - 1
    assert r.turns == 2


def test_on_its_final_turn_the_robot_only_finishes() -> None:
    state = solo()
    r = bot(state)
    song = r.playing.song  # type: ignore[union-attr]
    robot.take_turn(state, final=True)
    assert r.playing is None and song in r.discard


def test_sal_buys_the_cheapest_standard_on_his_first_turn_playing_one_energy_less() -> None:
    state = solo(card="second-line-sal")
    r = bot(state)
    assert r.playing is not None and state.standard(r.playing.song) is not None
    assert r.money == 3 - 1 and r.ledger["standards"] == -1
    assert r.playing.energy == state.cat.songs[r.playing.song].total_energy - 1
    assert len(r.deck) == 12


def test_sal_without_money_flips_his_deck_and_plays_where_you_lead() -> None:
    state = solo("easy", "second-line-sal")
    r = bot(state)
    assert r.playing is not None and state.cat.songs[r.playing.song].kind is SongKind.PLAYER
    set_moods(state, "party", "party", "party")
    set_energy(state, 0, [3, 5])   # Sal is ahead: avoided
    set_energy(state, 1, [4, 1])   # you lead
    set_energy(state, 2, [0, 0])
    assert robot.choose_crowd(state, RUMBLE, preferences(state)) == 1


def test_the_robot_does_not_take_the_standard_it_just_finished() -> None:
    state = solo(card="second-line-sal")
    r = bot(state)
    r.turns = 0  # pretend it is a first turn again, with the cheapest Standard just played
    finished = r.playing.song  # type: ignore[union-attr]
    for index in range(len(state.standards)):
        set_cost(state, index, 2)
    robot.take_turn(state, final=False)
    assert r.playing is not None and r.playing.song != finished
    assert state.standard(finished).cost == 2  # type: ignore[union-attr]


def test_the_robot_takes_a_fresh_set_of_energy_when_it_runs_out() -> None:
    state = solo()
    r = bot(state)
    placed = r.supply - 1
    add_energy(state, 0, 1, placed)
    r.supply = 1
    events = robot.take_turn(state, final=False)
    assert r.sets == 2 and any(isinstance(ev, e.RobotRefilled) for ev in events)
    GAME.check_invariants(state)


def empty_the_box(state: BuskingState, supply: int) -> robot.Robot:
    """The Robot holds all 4 sets the solo box can give it, *supply* of them left unplayed."""
    r = bot(state)
    r.sets = 4
    add_energy(state, 0, 1, 15 * 3 + r.supply - supply)
    r.supply = supply
    assert state.spare_sets() == 0
    GAME.check_invariants(state)
    return r


def test_the_box_holds_five_energy_sets_less_the_players() -> None:
    state = solo()
    assert state.spare_sets() == 3  # yours and the Robot's own are out of the box
    r = empty_the_box(state, supply=1)
    events = robot.take_turn(state, final=False)
    assert r.sets == 4 and not any(isinstance(ev, e.RobotRefilled) for ev in events)
    assert r.playing is not None and r.playing.energy == 1 and r.supply == 0  # what it had left
    GAME.check_invariants(state)


def test_with_no_energy_and_an_empty_box_the_robot_discards_its_song_unplayed() -> None:
    state = solo()
    r = empty_the_box(state, supply=0)
    top = r.deck[0]
    events = robot.take_turn(state, final=False)
    assert r.playing is None and top in r.discard
    assert [ev.song for ev in events if isinstance(ev, e.RobotOutOfEnergy)] == [top]
    GAME.check_invariants(state)


def test_with_no_energy_and_an_empty_box_the_robot_buys_no_standard() -> None:
    state = solo(card="second-line-sal")
    r = empty_the_box(state, supply=0)
    r.turns, paid = 0, r.ledger.get("standards", 0)  # a first turn: it would buy a Standard
    robot.take_turn(state, final=False)
    assert r.playing is None and r.ledger.get("standards", 0) == paid


def test_the_robot_shuffles_its_discards_into_a_new_deck() -> None:
    state = solo()
    r = bot(state)
    r.discard, r.deck = r.deck, []
    events = robot.take_turn(state, final=False)
    assert [ev.what for ev in events if isinstance(ev, e.RobotRefilled)] == ["deck"]
    assert len(r.deck) == 11 and r.playing is not None  # the finished song went in too
    GAME.check_invariants(state)


def test_the_robot_never_uses_abilities() -> None:
    state = solo(card="second-line-sal")
    r = bot(state)
    standard = r.playing.song  # type: ignore[union-attr]
    robot.take_turn(state, final=True)
    assert state.turn.ability is None and standard not in r.discard


def test_you_win_only_with_more_money_than_the_robot() -> None:
    state = solo()
    state.buskers[0].money, bot(state).money = 12, 11
    sheet = scoring.score(state)
    assert [(s.seat, s.automaton) for s in sheet.seats] == [(0, False), (1, True)]
    assert sheet.winners == [0] and sheet.seats[1].name == "Tin-Pan Tina"
    bot(state).money = 12
    assert scoring.score(state).winners == [1]


def test_solo_games_play_to_the_end_at_every_level() -> None:
    for level in LEVELS:
        state = solo(level, "second-line-sal", seed=5)
        rng = Rng.from_seed(2)
        while not state.over:
            GAME.apply(state, 0, GAME.sample_action(state, 0, rng))
            GAME.check_invariants(state)
        assert state.round == 3 and len(scoring.score(state).seats) == 2


def test_the_robot_takes_its_turn_after_yours() -> None:
    state = solo()
    act(state, 0, a.PlaySong(song=LULLABY, crowd=0))
    r = bot(state)
    assert r.turns == 2 and state.buskers[0].playing == Performance(song=LULLABY, crowd=0,
                                                                       energy=3)
