"""The six abilities of the Ability Songs, used when a player finishes one as a Standard.

Each ability action checks that the finished Standard carries that ability, then its own
limits; the content pack's numbers (dollars, energy, songs) come from the card.
"""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking import rules
from roadie.games.big_easy_busking.content import (
    Ability,
    FreeTip,
    GainMoney,
    MoveCrowdEnergy,
    RecallSong,
)
from roadie.games.big_easy_busking.state import BuskingState
from roadie.games.big_easy_busking.table import add_energy, earn, led_crowds, set_mood

ABILITY_OF_ACTION = {
    "take_money": "gain_money", "free_tip": "free_tip", "free_learn": "free_learn",
    "move_crowd_energy": "move_crowd_energy", "swap_moods": "swap_moods",
    "recall_songs": "recall_song",
}
"""Which content ability each ability action uses."""


def current_ability(state: BuskingState, action_kind: str) -> Ability:
    """turn.finish.ability: the ability of the Standard just finished, if it is this one."""
    song = state.turn.ability
    if state.turn.step != "ability" or song is None:
        raise RuleViolation("big-easy-busking/turn.finish.ability",
                            _("rules", "There is no ability to use now."))
    ability = state.cat.songs[song].ability
    assert ability is not None
    if ability.kind != ABILITY_OF_ACTION[action_kind]:
        raise RuleViolation("big-easy-busking/turn.finish.ability",
                            _("rules", "{song} has another ability."), song=song)
    return ability


def used(state: BuskingState, seat: int, dollars: int = 0, detail: tuple[int, ...] = (),
         songs: tuple[str, ...] = (), crowds: tuple[int, ...] = ()) -> list[Event]:
    """The ability is spent; tipping comes next."""
    song = state.turn.ability
    assert song is not None
    ability = state.cat.songs[song].ability
    assert ability is not None
    state.turn.ability = None
    state.turn.step = "tip"
    return [e.AbilityUsed(seat=seat, song=song, ability=ability.kind, dollars=dollars,
                          detail=detail, songs=songs,
                          crowds=tuple(state.street[i].crowd for i in crowds))]


def take_money(state: BuskingState, seat: int, act: a.TakeMoney) -> list[Event]:
    """ability.gain-money: once, or per crowd where you alone have the most energy."""
    ability = current_ability(state, act.kind)
    assert isinstance(ability, GainMoney)
    times = 1 if ability.per == "once" else led_crowds(state, seat)
    earn(state.buskers[seat], ability.amount * times, "abilities")
    return used(state, seat, dollars=ability.amount * times)


def free_tip(state: BuskingState, seat: int, act: a.FreeTip) -> list[Event]:
    """ability.free-tip: up to the card's energy from the reserve to band members, free."""
    ability = current_ability(state, act.kind)
    assert isinstance(ability, FreeTip)
    busker = state.buskers[seat]
    if len(act.split) != len(busker.band):
        raise RuleViolation("big-easy-busking/ability.free-tip",
                            _("rules", "Say how much energy each of your {members} band members "
                                       "gets."), members=len(busker.band))
    most = min(ability.energy, busker.reserve)
    if not 1 <= sum(act.split) <= most:
        raise RuleViolation("big-easy-busking/ability.free-tip",
                            _("rules", "Move between 1 and {most} energy."), most=most)
    busker.reserve -= sum(act.split)
    busker.band = [n + more for n, more in zip(busker.band, act.split, strict=True)]
    return used(state, seat, detail=act.split)


def free_learn(state: BuskingState, seat: int, act: a.FreeLearn) -> list[Event]:
    """ability.free-learn: learn a song without giving up energy."""
    current_ability(state, act.kind)
    rules.check_learn_source(state, act.market)
    learnt = rules.take_learnt_song(state, seat, act.market)
    return [learnt, *used(state, seat)]


def move_crowd_energy(state: BuskingState, seat: int, act: a.MoveCrowdEnergy) -> list[Event]:
    """ability.move-crowd-energy: up to the card's energy of yours between two crowds."""
    ability = current_ability(state, act.kind)
    assert isinstance(ability, MoveCrowdEnergy)
    street = state.street
    if act.source == act.target or max(act.source, act.target) >= len(street):
        raise RuleViolation("big-easy-busking/ability.move-crowd-energy",
                            _("rules", "Name two different crowds of Royal Street."))
    most = min(ability.energy, street[act.source].energy[seat])
    if not 1 <= act.amount <= most:
        raise RuleViolation("big-easy-busking/ability.move-crowd-energy",
                            _("rules", "Move between 1 and {most} of your energy from that "
                                       "crowd."), most=most)
    add_energy(state, act.source, seat, -act.amount)
    add_energy(state, act.target, seat, act.amount)
    return used(state, seat, detail=(act.source, act.target, act.amount),
                crowds=(act.source, act.target))


def swap_moods(state: BuskingState, seat: int, act: a.SwapMoods) -> list[Event]:
    """ability.swap-moods: two crowds exchange their mood tokens."""
    current_ability(state, act.kind)
    street = state.street
    if act.first == act.second or act.second >= len(street):
        raise RuleViolation("big-easy-busking/ability.swap-moods",
                            _("rules", "Name two different crowds of Royal Street."))
    first, second = street[act.first].mood, street[act.second].mood
    set_mood(state, act.first, second)
    set_mood(state, act.second, first)
    return used(state, seat, detail=(act.first, act.second), crowds=(act.first, act.second))


def recall_songs(state: BuskingState, seat: int, act: a.RecallSongs) -> list[Event]:
    """ability.recall-song: up to the card's number of songs from your discards to your hand."""
    ability = current_ability(state, act.kind)
    assert isinstance(ability, RecallSong)
    busker = state.buskers[seat]
    if not 1 <= len(act.songs) <= ability.count or len(set(act.songs)) != len(act.songs):
        raise RuleViolation("big-easy-busking/ability.recall-song",
                            _("rules", "Take back between 1 and {count} different songs."),
                            count=ability.count)
    missing = [s for s in act.songs if s not in busker.discard]
    if missing:
        raise RuleViolation("big-easy-busking/ability.recall-song",
                            _("rules", "{song} is not in your discard pile."), song=missing[0])
    for song in act.songs:
        busker.discard.remove(song)
        busker.hand.append(song)
    return used(state, seat, detail=(len(act.songs),), songs=act.songs)
