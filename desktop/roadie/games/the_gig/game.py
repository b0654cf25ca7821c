"""The Gig as a Roadie game: 2-4 players in real time or turn-based, and The Showdown."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from roadie import games
from roadie.core.clone import changed
from roadie.core.errors import OptionsError, RuleViolation
from roadie.core.game import Event, Game, GameInfo, ScoreSheet
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import (
    applause,
    bridge,
    content,
    flow,
    invariants,
    sampling,
    scoring,
    solo,
    song,
    table,
    views,
)
from roadie.games.the_gig.content import NOTATION, Deck, Players, TheGigPack
from roadie.games.the_gig.sampling import LEAVE, RANDOM_WEIGHTS
from roadie.games.the_gig.state import (
    DICE_EACH,
    Challenger,
    GigDie,
    Player,
    TheGigOptions,
    TheGigState,
    forget_answers,
    keep_answers,
)

Handler = Callable[[TheGigState, int, Any], list[Event]]

HANDLERS: dict[str, Handler] = {
    "reroll": song.reroll, "pick": song.pick, "place": song.place,
    "notation": song.use_notation, "lock": song.lock_in, "leave": song.leave,
    "time_up": song.time_up,
    "solo": bridge.play_solo, "choose": bridge.choose_notation, "vocal": bridge.vocal_copy,
    "extra": bridge.draw_extra, "buy": applause.buy, "discard": applause.discard,
    "pass": applause.pass_applause,
}

SONG_ACTIONS = frozenset({"reroll", "pick", "place", "notation", "lock", "leave", "time_up"})
REMOVED_PER_DECK = {1: 6, 2: 6, 3: 3, 4: 0}
HEAD_START = {"normal": 0, "hard": 20, "expert": 30}


def _by_kind(actions: list[Any]) -> dict[str, list[Any]]:
    """*actions* grouped by kind, kinds in the order they first appear."""
    found: dict[str, list[Any]] = {}
    for action in actions:
        found.setdefault(action.kind, []).append(action)
    return found


class TheGig(Game[TheGigOptions, TheGigState, Any]):
    info: ClassVar[GameInfo] = games.ENTRIES["the-gig"].info
    options_model = TheGigOptions
    state_model = TheGigState
    action_adapter: ClassVar[TypeAdapter[Any]] = a.ACTION_ADAPTER

    # --- setup -----------------------------------------------------------------
    def setup(self, options: TheGigOptions, seed: int) -> TheGigState:
        """Setup: a set list, instruments and dice; the Audience; The Challenger."""
        pack = content.load(options.content_pack)
        rng = Rng.from_seed(seed)
        dealt: list[str] = [i.id for i in pack.instruments if i.id not in options.instruments]
        rng.shuffle(dealt)
        instruments = options.seat_instruments(dealt)
        state = TheGigState(
            rng=rng, options=options, songs=self._set_list(pack, options, rng),
            players=[Player(instrument=instruments[s], colour=pack.dice[s].id)
                     for s in range(options.players)],
            dice=[GigDie(id=s * DICE_EACH + n, seat=s, value=1)
                  for s in range(options.players) for n in range(DICE_EACH)],
        )
        if options.players == 1:
            state.challenger = Challenger(head_start=HEAD_START[options.difficulty])
        if options.audience:
            self._deal_audience(state, pack)
        song.start_song(state)
        return state

    def _set_list(self, pack: TheGigPack, options: TheGigOptions, rng: Rng) -> list[str]:
        wanted = {1: Players.ONE_TWO, 2: Players.ONE_TWO, 3: Players.THREE, 4: Players.FOUR}
        lists = [s for s in pack.set_lists if s.players == wanted[options.players]]
        if options.set_list is not None:
            chosen = [s for s in lists if s.id == options.set_list]
            if not chosen:
                raise OptionsError(f"no set list {options.set_list!r} for "
                                   f"{options.players} players")
            return list(chosen[0].songs)
        return list(rng.choice(lists).songs)

    def _deal_audience(self, state: TheGigState, pack: TheGigPack) -> None:
        """setup.audience: Early over Late, cards removed unseen, a row revealed."""
        remove = REMOVED_PER_DECK[state.options.players]
        for deck in (Deck.EARLY, Deck.LATE):
            cards = [c.id for c in pack.audience if c.deck == deck]
            state.rng.shuffle(cards)
            state.removed += cards[:remove]
            state.deck += cards[remove:]
        applause.deal_row(state)

    def option_choices(self, name: str) -> list[Any] | None:
        """Set lists and instruments come from the content pack."""
        if name == "set_list":
            return [s.id for s in content.load().set_lists]
        if name == "instruments":
            return [i.id for i in content.load().instruments]
        return None

    # --- the contract -------------------------------------------------------------
    def stamp(self, action: Any, t: float) -> Any:
        """The action at *t* (every action of The Gig has ``t``): a copy, with ``t`` among its
        fields set (as ``model_copy``)."""
        return changed(action, t=t)

    def apply(self, state: TheGigState, seat: int, action: Any) -> list[Event]:
        if not 0 <= seat < len(state.players) or state.phase == "over":
            raise RuleViolation("the-gig/final.scoring", _("rules", "The game is over."))
        try:
            if action.kind in SONG_ACTIONS:
                events = HANDLERS[action.kind](state, seat, action)
            else:
                events = self._at_claim_time(state, seat, action)
        finally:
            forget_answers(state)
        if state.phase in song.IN_SONG:
            events = events + song.settle(state)
        keep_answers(state)
        return events

    def _at_claim_time(self, state: TheGigState, seat: int, action: Any) -> list[Event]:
        """Solo, choices and Applause move the table's clock too: a song opens when the
        action that opens it was taken (The Showdown's timer runs from there)."""
        before, state.now = state.now, song.claim_time(state, action.t)
        try:
            return HANDLERS[action.kind](state, seat, action)
        except RuleViolation:
            state.now = before
            raise

    def is_over(self, state: TheGigState) -> bool:
        return state.phase == "over"

    def progress(self, state: TheGigState) -> tuple[str, ...]:
        """The song being played, of the set list's."""
        now = min(state.song + 1, len(state.songs))
        return _("progress", "Song %1 of %2"), str(now), str(len(state.songs))

    def real_time(self, state: TheGigState) -> bool:
        """The Song (and the turn-based lock-in) is played by everyone at once."""
        return state.phase in ("song", "lock")

    def view(self, state: TheGigState, seat: int | None) -> BaseModel:
        return views.view(state, seat)

    def score(self, state: TheGigState) -> ScoreSheet:
        return scoring.score(state)

    def active_seats(self, state: TheGigState) -> list[int]:
        if state.phase == "song" and not state.owed:  # those not done placing, kept
            return song.playing(state).copy()
        return [s for s in range(len(state.players)) if self._may_act(state, s)]

    def _may_act(self, state: TheGigState, seat: int) -> bool:
        if state.owed and bridge.owed_by(state, seat) is not None:
            return True
        phase = state.phase
        if phase == "song":  # not done: a die to pick, place, re-roll, change or leave
            return not song.done(state, seat)
        if phase in song.IN_SONG:
            return bool(self._song_actions(state, seat))
        if phase == "solo":
            return not state.players[seat].solo_done
        return phase == "applause" and applause.current(state) == seat and not state.owed

    # --- legal actions ------------------------------------------------------------
    def legal_actions(self, state: TheGigState, seat: int) -> list[Any]:
        return [act for group in self._legal_by_kind(state, seat).values() for act in group]

    def _legal_by_kind(self, state: TheGigState, seat: int,
                       clashes: bool = True) -> Mapping[str, Sequence[Any]]:
        """The legal actions grouped by kind, in the order they are listed; with *clashes*
        False, no claim on a space just taken (song.clash)."""
        if not 0 <= seat < len(state.players):
            return {}
        owed = bridge.owed_by(state, seat) if state.owed else None
        if owed is not None:
            return _by_kind(self._choices(state, seat, owed))
        phase = state.phase
        if phase in song.IN_SONG:  # none once the seat is done placing
            return self._song_actions(state, seat, clashes)
        if not self._may_act(state, seat):
            return {}
        if phase == "solo":
            solos = a.Solos(solo.groove_spots(state, seat))
            return {"solo": solos} if solos else {}
        return _by_kind(self._applause_actions(state, seat))

    def _choices(self, state: TheGigState, seat: int, owed: Any) -> list[Any]:
        """notes-full: a full Notes track is never offered."""
        if owed.kind == "notation":
            return [a.ChooseNotation(symbol=s) for s in NOTATION
                    if table.markable(state, seat, s)]
        if owed.kind == "vocal":
            groove = state.players[seat].grooves[owed.groove]
            board = table.instrument(state, seat)
            symbols = sorted({c.symbol for c in solo.symbol_cells(board, groove.cells)
                              if table.markable(state, seat, c.symbol)})
            return [a.VocalCopy(symbol=None), *(a.VocalCopy(symbol=s) for s in symbols)]
        options = solo.extra_options(state, seat, owed.count, owed.touching)
        return [a.DrawExtra(cells=tuple(sorted(c))) for c in options] or [a.DrawExtra()]

    def _song_actions(self, state: TheGigState, seat: int,
                      clashes: bool = True) -> dict[str, list[Any]]:
        """song.*, turn-based.*: what a seat may do in the Song (nothing once it is done)."""
        if song.done(state, seat):
            return {}
        mine = song.unplaced(state, seat)
        found: dict[str, list[Any]] = {
            "notation": [a.use_notation(die.id, s, v)
                         for die, s, v in song.notation_moves(state, seat, mine)],
            "reroll": self._rerolls(state, seat, mine),
            "leave": [LEAVE] if song.stuck_dice(state, seat, mine) else [],
        }
        if state.phase == "place":
            mine_now = state.order[state.turn % len(state.order)] == seat
            found["place"] = self._placements(state, seat, mine, clashes) if mine_now else []
        else:
            pool = [d for d in mine if d.where in ("tray", "hand")]
            if state.phase == "lock":
                found["lock"] = [a.lock_in(d.id) for d in pool]
            else:
                held = [d for d in pool if d.where == "hand"] or pool
                found["pick"] = [a.pick(d.id) for d in held]
                found["place"] = self._placements(state, seat, held, clashes)
        return {kind: acts for kind, acts in found.items() if acts}

    def _rerolls(self, state: TheGigState, seat: int, mine: list[GigDie]) -> list[Any]:
        return list(song.reroll_sets(state, seat, mine))

    def _placements(self, state: TheGigState, seat: int, dice: list[GigDie],
                    clashes: bool = True) -> list[Any]:
        """song.rows, song.harmony: the die's own row and that row's Harmony space."""
        spaces = song.open_spaces(state, seat, dice, clashes)
        return [a.place(die.id, die.value, c)
                for die, cols in zip(dice, spaces, strict=True) for c in cols]

    def _applause_actions(self, state: TheGigState, seat: int) -> list[Any]:
        spotlights = state.players[seat].marks[content.Symbol.SPOTLIGHT]
        cards = [applause.card(state, c) for c in state.row]
        return [*(a.Buy(card=c.id) for c in cards if c.cost <= spotlights),
                *(a.Discard(card=c.id) for c in cards), a.PassApplause()]

    def sample_action(self, state: TheGigState, seat: int, rng: Rng) -> Any:
        """A random legal action, a kind first (RANDOM_WEIGHTS), then one of that kind; a
        random bot never reaches for a space just taken."""
        quick = sampling.sample_song(state, seat, rng) if 0 <= seat < len(state.players) else None
        if quick is not None:  # the real-time Song: only the action drawn is built
            return quick
        by_kind = self._legal_by_kind(state, seat, clashes=False)
        kinds = list(by_kind)
        kind = rng.weighted(kinds, [RANDOM_WEIGHTS.get(k, 1.0) for k in kinds])
        return rng.choice(by_kind[kind])

    def candidate_actions(self, state: TheGigState, seat: int) -> list[Any]:
        """Legal and illegal well-formed actions, for fuzzing refusals."""
        ids = [d.id for d in state.dice] + [99]
        cards = [c.id for c in content.load(state.options.content_pack).audience[:6]]
        found: list[Any] = [a.TimeUp(), a.PassApplause(), a.DrawExtra(), a.VocalCopy(),
                            a.Leave()]
        found += [a.ChooseNotation(symbol=s) for s in content.Symbol]
        found += [a.Buy(card=c) for c in cards] + [a.Discard(card=c) for c in cards]
        for i in ids:
            found += [a.Reroll(dice=(i,)), a.Pick(die=i), a.LockIn(die=i),
                      a.Reroll(dice=(i, i))]
            found += [a.Place(die=i, row=r, col=c) for r in (1, 3, 6) for c in (None, 0, 1, 7)]
            found += [a.UseNotation(die=i, symbol=s, value=v)
                      for s in content.Symbol for v in (None, 2, 5)]
        found += [a.PlaySolo(dice=(0, 1), cells=((0, 0), (0, 1))),
                  a.PlaySolo(dice=(seat * DICE_EACH,), cells=((0, 0),))]
        return found

    # --- invariants and hidden information ---------------------------------------------
    def check_invariants(self, state: TheGigState) -> None:
        invariants.check(state)

    def secrets(self, state: TheGigState) -> str:
        """Future rolls, the unseen Audience cards (deck order, cards set aside), and whether
        The Showdown's timer has run out: time-up is never taken back."""
        timed_out = state.challenger is not None and state.challenger.timer_beat_you
        return f"{state.rng.state}|{state.deck}|{state.removed}|{timed_out}"

    def resample_hidden(self, state: TheGigState, seat: int | None, rng: Rng) -> TheGigState:
        """Redraw the unseen cards (deck and removed, each deck on its own) and the rng."""
        other = super().resample_hidden(state, seat, rng)
        deck_of = {c.id: c.deck for c in content.load(state.options.content_pack).audience}
        decks: list[str] = []
        removed: list[str] = []
        for deck in (Deck.EARLY, Deck.LATE):
            in_deck = [c for c in other.deck if deck_of[c] == deck]
            unseen = in_deck + [c for c in other.removed if deck_of[c] == deck]
            rng.shuffle(unseen)
            decks += unseen[:len(in_deck)]
            removed += unseen[len(in_deck):]
        other.deck, other.removed = decks, removed
        return other

    def test_configurations(self) -> list[dict[str, Any]]:
        return [{"players": 1}, {"players": 1, "audience": True, "timer": 40,
                                 "difficulty": "expert"},
                {"players": 2}, {"players": 2, "audience": True},
                {"players": 3, "audience": True}, {"players": 3, "turn_based": True},
                {"players": 4}, {"players": 4, "audience": True, "turn_based": True}]


flow.connect({"song": song.start_song, "bridge": bridge.begin_bridge,
              "applause": applause.begin_applause, "applause-next": applause.next_in_applause})

GAME = TheGig()
