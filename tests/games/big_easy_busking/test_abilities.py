"""The six abilities, used when a player finishes an Ability Song played as a Standard."""

from __future__ import annotations

from tests.games.big_easy_busking.scenario import (
    ENCORE,
    LULLABY,
    OVERHEARD,
    PARADE,
    PASS_THE_HAT,
    SECOND_WIND,
    SHIFT,
    act,
    new,
    play_then_pass,
    refuses,
    set_energy,
    set_mood,
    set_standard,
)

from roadie.core.clone import clone
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.state import BuskingState


def finished(song: str, before: tuple[a.PlaySong, ...] = ()) -> BuskingState:
    """Seat 0 has just finished Standard *song* (all energy, moods matched): its ability waits."""
    state = new()
    set_standard(state, 0, song)
    set_mood(state, 0, state.cat.songs[song].mood)
    if before:
        play_then_pass(state, before[0].song, before[0].crowd)
        act(state, 0, a.FinishSong(to_crowd=state.buskers[0].playing.energy),  # type: ignore[union-attr]
            a.PlaySong(song=song, crowd=0))
    else:
        play_then_pass(state, song)
    act(state, 0, a.FinishSong(to_crowd=state.buskers[0].playing.energy))  # type: ignore[union-attr]
    assert state.turn.step == "ability" and state.standards[0].cost == 2
    return state


def test_the_ability_comes_before_tipping_and_may_be_skipped() -> None:
    state = finished(SHIFT)
    refuses(state, 0, a.Tip(member=0, amount=1), "turn.finish.ability")
    refuses(state, 0, a.Pass(), "turn.finish.ability")
    refuses(state, 0, a.TakeMoney(), "turn.finish.ability")  # not this card's ability
    act(state, 0, a.SkipAbility())
    assert state.turn.step == "tip" and state.turn.ability is None
    refuses(state, 0, a.SwapMoods(first=0, second=1), "turn.finish.ability")
    refuses(state, 0, a.SkipAbility(), "turn.finish.ability")


def test_hit_standards_have_no_ability() -> None:
    state = new()
    state.market[0], hit = state.standards[0].song, state.market[0]
    state.standards[0] = clone(state.standards[0], song=hit)
    set_mood(state, 0, state.cat.songs[state.standards[0].song].mood)
    play_then_pass(state, state.standards[0].song)
    act(state, 0, a.FinishSong(to_crowd=state.buskers[0].playing.energy))  # type: ignore[union-attr]
    assert state.turn.step == "tip"


def test_pass_the_hat_pays_for_each_crowd_you_alone_lead() -> None:
    state = finished(PASS_THE_HAT)  # 4 energy on crowd 0
    you, rival = state.buskers
    you.reserve, rival.reserve = 0, 1
    set_energy(state, 1, [2, 1])  # led
    set_energy(state, 2, [1, 1])  # tied: not led
    money = you.money
    [used] = act(state, 0, a.TakeMoney())
    assert you.money == money + 2 and used.dollars == 2  # type: ignore[attr-defined]
    assert you.ledger["abilities"] == 2


def test_second_wind_tips_up_to_3_energy_for_free() -> None:
    state = finished(SECOND_WIND)
    you = state.buskers[0]
    band, money = list(you.band), you.money
    refuses(state, 0, a.FreeTip(split=(2, 2, 0)), "ability.free-tip")
    refuses(state, 0, a.FreeTip(split=(0, 0, 0)), "ability.free-tip")
    refuses(state, 0, a.FreeTip(split=(1, 0)), "ability.free-tip")
    act(state, 0, a.FreeTip(split=(1, 0, 2)))
    assert you.band == [band[0] + 1, band[1], band[2] + 2] and you.money == money
    assert you.reserve == 0


def test_overheard_melody_learns_a_song_without_giving_up_energy() -> None:
    state = finished(OVERHEARD)
    you = state.buskers[0]
    band, reserve, wanted = list(you.band), you.reserve, state.market[2]
    refuses(state, 0, a.FreeLearn(market=3), "turn.learn")
    act(state, 0, a.FreeLearn(market=2))
    assert you.hand[-1] == wanted and (you.band, you.reserve) == (band, reserve)
    assert state.turn.seat == 0 and state.turn.step == "tip"  # the action is still to come


def test_follow_the_parade_moves_up_to_2_of_your_energy_between_crowds() -> None:
    state = finished(PARADE)  # 4 energy on crowd 0
    refuses(state, 0, a.MoveCrowdEnergy(source=0, target=2, amount=3), "ability.move-crowd-energy")
    refuses(state, 0, a.MoveCrowdEnergy(source=0, target=0, amount=1), "ability.move-crowd-energy")
    refuses(state, 0, a.MoveCrowdEnergy(source=1, target=0, amount=1), "ability.move-crowd-energy")
    refuses(state, 0, a.MoveCrowdEnergy(source=0, target=3, amount=1), "ability.move-crowd-energy")
    act(state, 0, a.MoveCrowdEnergy(source=0, target=2, amount=2))
    assert [c.energy[0] for c in state.street] == [2, 0, 2]


def test_shift_in_the_wind_swaps_two_crowds_mood_tokens() -> None:
    state = finished(SHIFT)
    first, third = state.street[0].mood, state.street[2].mood
    refuses(state, 0, a.SwapMoods(first=1, second=1), "ability.swap-moods")
    refuses(state, 0, a.SwapMoods(first=0, second=3), "ability.swap-moods")
    act(state, 0, a.SwapMoods(first=2, second=0))
    assert (state.street[0].mood, state.street[2].mood) == (third, first)


def test_encore_takes_a_discarded_song_back_into_your_hand() -> None:
    state = finished(ENCORE, before=(a.PlaySong(song=LULLABY, crowd=1),))
    you = state.buskers[0]
    assert you.discard == [LULLABY]
    refuses(state, 0, a.RecallSongs(songs=("magnolia-moon",)), "ability.recall-song")
    refuses(state, 0, a.RecallSongs(songs=()), "ability.recall-song")
    refuses(state, 0, a.RecallSongs(songs=(LULLABY, "magnolia-moon")), "ability.recall-song")
    act(state, 0, a.RecallSongs(songs=(LULLABY,)))
    assert LULLABY in you.hand and you.discard == []
