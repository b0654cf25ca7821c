"""Big Easy Busking as a Roadie game: 2-5 buskers, or one against the Robot."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.core.game import Event, Game, GameInfo, ScoreSheet
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking import abilities, legal, rules, scoring, views
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.content import catalog
from roadie.games.big_easy_busking.state import (
    CROWDS_PER_ROUND,
    ENERGY_SET,
    ROUNDS,
    BuskingOptions,
    BuskingState,
)
from roadie.games.big_easy_busking.table import Account

Handler = Callable[[BuskingState, int, Any], list[Event]]

HANDLERS: dict[str, Handler] = {
    "finish": rules.finish_song,
    "return_energy": rules.return_energy,
    "skip_ability": rules.skip_ability,
    "take_money": abilities.take_money,
    "free_tip": abilities.free_tip,
    "free_learn": abilities.free_learn,
    "move_crowd_energy": abilities.move_crowd_energy,
    "swap_moods": abilities.swap_moods,
    "recall_songs": abilities.recall_songs,
    "tip": rules.tip,
    "learn": rules.learn,
    "play": rules.play_song,
    "pass": rules.pass_turn,
}

RANDOM_WEIGHTS = {"tip": 1.0, "learn": 1.5, "play": 6.0, "pass": 0.6}
"""How often the random bot reaches for each kind of action once it may tip or act."""


class BigEasyBusking(Game[BuskingOptions, BuskingState, Any]):
    info: ClassVar[GameInfo] = games.ENTRIES["big-easy-busking"].info
    options_model = BuskingOptions
    state_model = BuskingState
    action_adapter: ClassVar[TypeAdapter[Any]] = a.ACTION_ADAPTER

    def setup(self, options: BuskingOptions, seed: int) -> BuskingState:
        return rules.set_up(options, seed)[0]

    def setup_with_events(self, options: BuskingOptions,
                          seed: int) -> tuple[BuskingState, list[Event]]:
        """In the solo game the Robot's first turn happens during setup: its events too."""
        return rules.set_up(options, seed)

    def active_seats(self, state: BuskingState) -> list[int]:
        return [] if state.over else [state.turn.seat]

    def legal_actions(self, state: BuskingState, seat: int) -> list[Any]:
        return legal.legal_actions(state, seat)

    def apply(self, state: BuskingState, seat: int, action: Any) -> list[Event]:
        rules.check_turn(state, seat)
        return HANDLERS[action.kind](state, seat, action)

    def view(self, state: BuskingState, seat: int | None) -> BaseModel:
        winners = scoring.score(state).winners if state.over else None
        return views.view(state, seat, winners)

    def is_over(self, state: BuskingState) -> bool:
        return state.over

    def progress(self, state: BuskingState) -> tuple[str, ...]:
        return _("progress", "Round %1 of %2"), str(state.round), str(ROUNDS)

    def score(self, state: BuskingState) -> ScoreSheet:
        return scoring.score(state)

    def option_choices(self, name: str) -> list[Any] | None:
        """Difficulty levels, Robot cards and player colours come from the content pack."""
        cat = catalog("standard")
        return {"difficulty": list(cat.difficulties), "robot": list(cat.robots),
                "colours": [p.colour for p in cat.pack.players]}.get(name)

    def test_configurations(self) -> list[dict[str, Any]]:
        solo = [("easy", "tin-pan-tina"), ("medium", "second-line-sal"),
                ("medium-advanced", "tin-pan-tina"), ("advanced", "tin-pan-tina"),
                ("professional", "second-line-sal")]
        return [{"players": 2}, {"players": 3, "first_player": 2},
                {"players": 4, "colours": ["purple", "yellow", "red"]},
                {"players": 5}, {"players": 3, "mardi_gras": True},
                *({"players": 1, "difficulty": d, "robot": r} for d, r in solo)]

    # --- random play and fuzzing ------------------------------------------------------------------
    def sample_action(self, state: BuskingState, seat: int, rng: Rng) -> Any:
        """A random legal action: a kind by weight when tipping or acting, then its details.

        The fast path for playouts; it draws from the same options ``legal_actions`` lists.
        """
        if state.over or seat != state.turn.seat:
            raise RuleViolation("big-easy-busking/turn.order",
                                _("rules", "It is seat {turn}'s turn, not seat {seat}'s."),
                                turn=state.turn.seat + 1, seat=seat + 1)
        step = state.turn.step
        if step == "finish":
            return a.FinishSong(to_crowd=rng.choice(legal.finish_amounts(state, seat)))
        if step == "return":
            member, amount = rng.choice(legal.return_options(state, seat))
            return a.ReturnEnergy(member=member, amount=amount)
        if step == "ability":
            return rng.choice(legal.legal_actions(state, seat))
        options: dict[str, list[Any]] = {
            "tip": legal.tip_options(state, seat) if step == "tip" else [],
            "learn": legal.learn_sources(state, seat),
            "play": legal.play_options(state, seat),
            "pass": [None],
        }
        kinds = [k for k, found in options.items() if found]
        kind = rng.weighted(kinds, [RANDOM_WEIGHTS[k] for k in kinds])
        pick = rng.choice(options[kind])
        if kind == "tip":
            return a.Tip(member=pick[0], amount=pick[1])
        if kind == "learn":
            return a.Learn(market=pick)
        if kind == "play":
            return a.PlaySong(song=pick[0], crowd=rng.below(len(state.street)),
                              energy_from=pick[1])
        return a.Pass()

    def candidate_actions(self, state: BuskingState, seat: int) -> list[Any]:
        """Legal and illegal actions alike, for fuzzing the refusals."""
        busker = state.buskers[min(seat, len(state.buskers) - 1)]
        songs = [*busker.hand[:2], *busker.discard[:2], *(s.song for s in state.standards),
                 *state.market[:1], "no-such-song"]
        crowds = range(len(state.street) + 1)
        small = range(4)
        found: list[Any] = [a.SkipAbility(), a.TakeMoney(), a.Pass()]
        found += [a.FinishSong(to_crowd=n) for n in range(8)]
        found += [a.ReturnEnergy(member=m, amount=n) for m in small for n in small]
        found += [a.Tip(member=m, amount=n) for m in small for n in (0, 1, 2, 5, 20)]
        found += [a.Learn(market=m) for m in (None, 0, 1, 2, 3)]
        found += [a.FreeLearn(market=m) for m in (None, 0, 3)]
        found += [a.FreeTip(split=s) for s in ((1, 0, 0), (0, 1, 2), (2, 2, 0), (0, 0, 0), (1,))]
        found += [a.MoveCrowdEnergy(source=s, target=t, amount=n)
                  for s in crowds for t in (0, 1) for n in (0, 1, 2, 3)]
        found += [a.SwapMoods(first=i, second=j) for i in crowds for j in (0, 1, 5)]
        found += [a.RecallSongs(songs=(s,)) for s in songs]
        found += [a.RecallSongs(songs=tuple(songs[:2])), a.RecallSongs(songs=())]
        found += [a.PlaySong(song=s, crowd=c, energy_from=paid) for s in songs for c in crowds
                  for paid in ((), (0,), (1, 2), (0, 0), (2, 2, 2), (5,))]
        return found

    # --- invariants and hidden information --------------------------------------------------------
    def check_invariants(self, state: BuskingState) -> None:
        check_energy(state)
        check_components(state)
        check_table(state)

    def secrets(self, state: BuskingState) -> str:
        """Future draws: the face-down piles, the Robot's deck and the rng."""
        robot = state.robot.deck if state.robot is not None else []
        return (f"{state.rng.state}|{state.hit_deck}|{state.crowd_deck}|{state.mood_pile}|"
                f"{robot}")

    def view_events(self, state: BuskingState, events: Sequence[Event],
                    seat: int | None) -> list[Event]:
        """Others are told that a song was learnt blind or recalled, not which."""
        return [views.event_for(ev, seat) for ev in events]

    def resample_hidden(self, state: BuskingState, seat: int | None, rng: Rng) -> BuskingState:
        """Redraw what *seat* cannot see: the order of every face-down pile, the rng, and the
        songs others learnt blind (dealt afresh with the Hit Song deck). The songs *seat* saw
        go to a hand (its colour's, the Market's, those played) stay where they are."""
        other = state.model_copy(deep=True)
        for pile in (other.crowd_deck, other.mood_pile):
            rng.shuffle(pile)
        if other.robot is not None:
            rng.shuffle(other.robot.deck)
        blind = [b for i, b in enumerate(other.buskers) if i != seat]
        unseen = [*other.hit_deck, *(s for b in blind for s in b.secret)]
        rng.shuffle(unseen)
        for b in blind:
            spots = [b.hand.index(song) for song in b.secret]
            b.secret = [unseen.pop() for _spot in spots]
            for spot, song in zip(spots, b.secret, strict=True):
                b.hand[spot] = song
        other.hit_deck = unseen
        other.rng = rng.fork()
        return other


GAME = BigEasyBusking()


def check_energy(state: BuskingState) -> None:
    """Each player's 15 energy, and the Robot's sets of 15, are all somewhere; no money debt."""
    for i, b in enumerate(state.buskers):
        placed = sum(c.energy[i] for c in state.street)
        playing = b.playing.energy if b.playing else 0
        returning = state.turn.returning if state.turn.seat == i else 0
        assert min(*b.band, b.reserve, b.money) >= 0, f"seat {i} went negative"
        assert sum(b.band) + b.reserve + placed + playing + returning == ENERGY_SET, \
            f"seat {i} does not hold 15 energy"
    bot = state.robot
    if bot is not None:
        placed = sum(c.energy[-1] for c in state.street)
        playing = bot.playing.energy if bot.playing else 0
        assert bot.supply >= 0 and bot.money >= 0, "the Robot went negative"
        assert bot.supply + placed + playing == ENERGY_SET * bot.sets, "the Robot lost energy"
        assert state.spare_sets() >= 0, "the Robot took more energy sets than the box holds"


def check_components(state: BuskingState) -> None:
    """Every song, crowd, mood token and Standard token is in exactly one place."""
    pack = state.cat.pack
    accounts: list[Account] = [*state.buskers, *([state.robot] if state.robot else [])]
    songs = [*state.market, *state.hit_deck, *state.box.songs, *(s.song for s in state.standards)]
    songs += [s for b in state.buskers for s in b.hand]
    songs += state.robot.deck if state.robot else []
    for who in accounts:
        songs += who.discard
        if who.playing is not None and state.standard(who.playing.song) is None:
            songs.append(who.playing.song)
    assert Counter(songs) == Counter(s.id for s in pack.songs), "song cards lost or doubled"
    crowds = [*(c.crowd for c in state.street), *state.crowd_deck, *state.box.crowds]
    assert Counter(crowds) == Counter(c.id for c in pack.crowds), "crowd cards lost or doubled"
    moods = [*(c.mood for c in state.street if c.mood), *state.mood_pile, *state.box.moods,
             *(m for who in accounts for m in who.moods)]
    assert Counter(moods) == Counter(m.id for m in pack.moods), "mood tokens lost or doubled"
    tokens = [*(s.token for s in state.standards), *state.box.tokens]
    assert Counter(tokens) == Counter(t.id for t in pack.standard_tokens), "Standard tokens"
    for b in state.buskers:
        assert not Counter(b.secret) - Counter(b.hand), "a song learnt blind is not in hand"


def check_table(state: BuskingState) -> None:
    """Royal Street has the round's crowds; turns and songs in play make sense."""
    assert 1 <= state.round <= len(CROWDS_PER_ROUND)
    assert len(state.street) == CROWDS_PER_ROUND[state.round - 1]
    assert all(len(c.energy) == len(state.buskers) + state.solo for c in state.street)
    played = [p.song for p in state.performances()]
    assert len(played) == len(set(played)), "a song is played twice at once"
    assert all(p.crowd < len(state.street) for p in state.performances())
    for s in state.standards:
        token = state.cat.tokens[s.token]
        assert s.cost in (token.fresh_cost, token.played_cost)
    if state.over:
        assert not state.performances(), "songs still in play at the end"
    else:
        assert not state.buskers[state.turn.seat].passed, "a player who passed is to act"
