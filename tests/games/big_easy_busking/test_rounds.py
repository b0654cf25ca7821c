"""End of a round (payouts, reset, new crowds, who starts) and the end of the game."""

from __future__ import annotations

from tests.games.big_easy_busking.scenario import (
    GAME,
    LULLABY,
    MAGNOLIA,
    WALTZ,
    act,
    new,
    set_cost,
    set_mood,
)

from roadie.core.clone import clone
from roadie.core.game import state_hash
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import rules, scoring
from roadie.games.big_easy_busking.state import BuskingState


def set_crowd(state: BuskingState, index: int, crowd: str, energy: list[int]) -> None:
    """Put crowd card *crowd* (from the deck) at *index* of Royal Street with this energy."""
    at = state.street[index]
    if crowd in state.crowd_deck:
        state.crowd_deck[state.crowd_deck.index(crowd)] = at.crowd
    else:
        other = next(i for i, c in enumerate(state.street) if c.crowd == crowd)
        state.street[other] = clone(state.street[other], crowd=at.crowd)
    state.street[index] = clone(at, crowd=crowd, energy=energy)


def test_crowd_payouts_first_place_ties_and_thresholds() -> None:
    state = new(3)
    set_crowd(state, 0, "jackson-square", [6, 5, 0])     # 1st $6, threshold 5 pays $2
    set_crowd(state, 1, "frenchmen-street", [3, 3, 1])   # 1st $5, threshold 4 pays $2
    set_crowd(state, 2, "bourbon-street", [0, 0, 0])     # nobody played here
    tokens = [c.mood for c in state.street]
    paid = rules.pay_out_crowds(state)
    assert [b.money - 3 for b in state.buskers] == [6 + 2 + 5, 2 + 5, 0]
    assert state.buskers[0].moods == [tokens[0]]
    assert state.box.moods == [tokens[1], tokens[2]]
    assert [(p.first, p.threshold, p.mood_to) for p in paid] == [  # type: ignore[attr-defined]
        ([0], [0, 1], 0), ([0, 1], [], None), ([], [], None)]
    assert state.buskers[0].ledger == {"start": 3, "first_place": 11, "threshold": 2}


def test_a_threshold_alone_pays_without_first_place() -> None:
    state = new(2)
    set_crowd(state, 0, "pirates-alley", [2, 5])  # threshold 2 pays $1, 1st $3
    rules.pay_out_crowds(state)
    assert [b.money for b in state.buskers] == [3 + 1, 3 + 3 + 1]


def play_round_one(state: BuskingState) -> None:
    """Seat 0 plays Levee Lullaby on a chill crowd 0; seat 1 plays Gaslight Waltz; both pass."""
    set_mood(state, 0, "chill")
    act(state, 0, a.PlaySong(song=LULLABY, crowd=0))
    act(state, 1, a.PlaySong(song=WALTZ, crowd=1))
    act(state, 0, a.FinishSong(to_crowd=3), a.Pass())
    act(state, 1, a.FinishSong(to_crowd=3), a.Pass())


def test_the_round_resets_and_new_crowds_come_out() -> None:
    state = new(2)
    set_cost(state, 1, 2)
    play_round_one(state)
    assert state.round == 2 and len(state.street) == 4 and len(state.box.crowds) == 3
    assert all(c.mood and c.energy == [0, 0] for c in state.street)
    assert [s.cost for s in state.standards] == [1, 1, 1]
    for busker in state.buskers:
        assert (busker.band, busker.reserve, busker.passed, busker.discard) == \
            ([4, 4, 4], 3, False, [])
        assert len(busker.hand) == 3
    assert state.turn.step == "act"  # a first turn again: no tipping


def test_round_three_has_five_crowds_and_then_the_game_ends() -> None:
    state = new(2)
    for _round in range(2):
        first = state.turn.seat
        act(state, first, a.Pass())
        act(state, 1 - first, a.Pass())
    assert state.round == 3 and len(state.street) == 5
    act(state, state.turn.seat, a.Pass())
    [*_, ended] = GAME.apply(state, state.turn.seat, a.Pass())
    assert state.over and ended.kind == "game_ended"  # type: ignore[attr-defined]
    assert GAME.active_seats(state) == [] and len(state.street) == 5  # no reset after round 3
    before = state_hash(state)
    for seat in (0, 1):
        assert GAME.legal_actions(state, seat) == []
    assert state_hash(state) == before


def test_the_richest_player_starts_the_next_round() -> None:
    state = new(2)
    play_round_one(state)  # seat 0 took $1 for the matched mood and leads crowd 0
    rich = max((0, 1), key=lambda s: state.buskers[s].money)
    assert state.buskers[0].money != state.buskers[1].money
    assert state.turn.seat == rich


def test_next_first_player_ties_go_to_mood_tokens_then_the_last_to_act() -> None:
    state = new(3)
    for busker, money, moods, last in zip(state.buskers, (5, 5, 5), (1, 2, 2), (7, 3, 5),
                                          strict=True):
        busker.money, busker.moods, busker.last_turn = money, ["m"] * moods, last
    assert rules.next_first_player(state) == 2
    state.buskers[0].money = 6
    assert rules.next_first_player(state) == 0


def test_most_money_wins_then_song_cards_then_mood_tokens() -> None:
    state = new(3)
    for busker, money in zip(state.buskers, (9, 9, 4), strict=True):
        busker.money = money
    state.buskers[1].hand.append(MAGNOLIA)
    sheet = scoring.score(state)
    assert sheet.winners == [1] and sheet.seats[1].tiebreak == [4, 0]
    state.buskers[0].hand.append("x")
    state.buskers[0].moods = ["m"]
    assert scoring.score(state).winners == [0]
    state.buskers[1].moods = ["m"]
    assert scoring.score(state).winners == [0, 1]  # still tied: they share the win


def test_score_lines_add_up_to_the_money() -> None:
    state = new(5, seed=8)
    while not state.over:
        seat = state.turn.seat
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1 if seat else 0])
    for seat in scoring.score(state).seats:
        assert sum(line.points for line in seat.lines) == seat.total
