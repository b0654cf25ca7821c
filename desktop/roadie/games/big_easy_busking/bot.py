"""A heuristic busker: plays from its own view and legal actions, never the state.

``choose(view, legal, rng)`` values each song it may play by what the crowd would pay at the
end of the round (1st place, threshold, the $1 of a matched mood) less what it costs, tips a
band member when that opens a better song, learns early in the game, and passes when nothing
is worth its energy (in the solo game every turn you take is a Robot turn too).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from roadie.core.rng import Rng
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.content import Catalog, FreeTip, GainMoney, catalog, moods_match
from roadie.games.big_easy_busking.views import BuskingView

ENERGY_VALUE = 0.25
"""What an energy token is worth to keep for later in the round, in dollars."""
LEARN_VALUE = (2.0, 0.8, 0.0)
"""What one more song in hand is worth, by round."""
ABILITY_VALUE = 1.0
"""A Standard's ability, when it is finished."""


def choose(view: BuskingView, legal: Sequence[Any], rng: Rng) -> Any:
    """The action this busker takes now, one of *legal*."""
    del rng  # the heuristic is deterministic; ties go to the first listed
    if len(legal) == 1:
        return legal[0]
    kind = legal[0].kind
    if kind == "finish":
        return max(legal, key=lambda x: x.to_crowd)  # all of it: the $1 of a match
    if kind == "return_energy":
        band = view.buskers[me(view)].band
        return min((x for x in legal if x.amount == 1), key=lambda x: band[x.member])
    if any(x.kind == "skip_ability" for x in legal):
        return ability_choice(view, legal)
    return turn_choice(view, legal)


def me(view: BuskingView) -> int:
    assert view.viewer is not None, "a bot plays a seat"
    return view.viewer


def cat_of(view: BuskingView) -> Catalog:
    return catalog(view.content_pack)


# --- what a crowd pays ----------------------------------------------------------------------------

def projected(view: BuskingView) -> list[list[int]]:
    """Energy per crowd per contender once the songs being played are finished."""
    found = [list(c.energy) for c in view.street]
    playing = [(b.seat, b.playing) for b in view.buskers]
    if view.robot is not None:
        playing.append((len(view.buskers), view.robot.playing))
    for who, perf in playing:
        if perf is not None and perf.crowd < len(found):
            found[perf.crowd][who] += perf.energy
    return found


def worth(view: BuskingView, crowd: int, mine: int, rivals: int) -> float:
    """What *mine* energy on a crowd is likely to earn against the best rival's *rivals*."""
    card = cat_of(view).crowds[view.street[crowd].crowd]
    if mine <= 0:
        return 0.0
    lead = mine - rivals
    chance = min(1.0, 0.6 + 0.12 * lead) if lead >= 0 else max(0.0, 0.35 + 0.12 * lead)
    threshold = card.threshold_payout if mine >= card.threshold else 0.0
    return chance * card.first_place_payout + threshold


def gain(view: BuskingView, crowd: int, energy: int) -> float:
    """How much more the crowd is likely to pay with *energy* more of mine on it."""
    energy_now = projected(view)[crowd]
    mine = energy_now[me(view)]
    rivals = max((n for i, n in enumerate(energy_now) if i != me(view)), default=0)
    return worth(view, crowd, mine + energy, rivals) - worth(view, crowd, mine, rivals)


def play_value(view: BuskingView, act: a.PlaySong) -> float:
    """The dollars a play is likely to bring, less what it costs."""
    cat = cat_of(view)
    song = cat.songs[act.song]
    energy = song.total_energy
    token = view.street[act.crowd].mood
    value = gain(view, act.crowd, energy) - ENERGY_VALUE * (energy + len(act.energy_from))
    if token is not None and moods_match(song.mood, cat.moods[token]):
        value += 1.0
    standard = next((s for s in view.standards if s.song == act.song), None)
    if standard is not None:
        value -= 0 if act.energy_from else standard.cost
        value += ABILITY_VALUE if song.ability is not None else 0.0
    return value


# --- the turn -------------------------------------------------------------------------------------

def turn_choice(view: BuskingView, legal: Sequence[Any]) -> Any:
    """Tip towards a better song, or play the best song, or learn, or pass."""
    plays = [x for x in legal if x.kind == "play"]
    best = max(plays, key=lambda x: play_value(view, x), default=None)
    best_value = play_value(view, best) if best is not None else 0.0
    tip = tip_choice(view, legal, best_value)
    if tip is not None:
        return tip
    learn = learn_choice(view, legal)
    if learn is not None and (best is None or LEARN_VALUE[view.round - 1] > best_value):
        return learn
    if best is not None and best_value > 0:
        return best
    return next(x for x in legal if x.kind == "pass")


def learn_choice(view: BuskingView, legal: Sequence[Any]) -> Any:
    """The Market song that suits most crowds, or the deck top; only while learning pays."""
    learns = [x for x in legal if x.kind == "learn"]
    if not learns or LEARN_VALUE[view.round - 1] <= 0:
        return None
    cat = cat_of(view)
    moods = [cat.moods[c.mood] for c in view.street if c.mood]

    def suits(x: a.Learn) -> float:
        if x.market is None:
            return 0.5
        song = cat.songs[view.market[x.market]]
        return sum(moods_match(song.mood, m) for m in moods) - 0.1 * song.total_energy
    return max(learns, key=suits)


def tip_choice(view: BuskingView, legal: Sequence[Any], best_value: float) -> Any:
    """A tip that lets the band play a song worth more than the best it can play now."""
    tips = [x for x in legal if x.kind == "tip"]
    if not tips:
        return None
    cat, mine = cat_of(view), view.buskers[me(view)]
    songs = [*mine.hand, *(s.song for s in view.standards
                           if not any(p.song == s.song for p in playing(view)))]
    best: tuple[float, Any] = (best_value + 0.5, None)
    budget = min(mine.reserve, mine.money)
    for song in songs:
        need = cat.needs[song]
        short = [max(0, n - have) for n, have in zip(need, mine.band, strict=True)]
        if not any(short) or sum(short) > budget:
            continue
        for crowd in range(len(view.street)):
            value = play_value(view, a.PlaySong(song=song, crowd=crowd)) - sum(short)
            if value > best[0]:
                member = max(range(len(short)), key=short.__getitem__)
                best = (value, a.Tip(member=member, amount=short[member]))
    return best[1] if best[1] in tips else None


def playing(view: BuskingView) -> list[Any]:
    found = [b.playing for b in view.buskers if b.playing is not None]
    if view.robot is not None and view.robot.playing is not None:
        found.append(view.robot.playing)
    return found


# --- abilities ------------------------------------------------------------------------------------

def ability_choice(view: BuskingView, legal: Sequence[Any]) -> Any:
    """Take money, tip for free as much as allowed, learn or recall; otherwise skip."""
    cat = cat_of(view)
    song = view.turn.ability if view.turn is not None else None
    ability = cat.songs[song].ability if song is not None else None
    used = [x for x in legal if x.kind != "skip_ability"]
    skip = next(x for x in legal if x.kind == "skip_ability")
    if isinstance(ability, GainMoney):
        return used[0] if used else skip
    if isinstance(ability, FreeTip):
        band = view.buskers[me(view)].band
        return max(used, key=lambda x: (sum(x.split), -max(n + m for n, m in zip(
            band, x.split, strict=True))), default=skip)
    if used and used[0].kind in ("free_learn", "recall_songs"):
        return used[0]
    return skip
