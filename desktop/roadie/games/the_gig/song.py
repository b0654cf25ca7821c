"""1. The Song: rolling, placing in real time, clashes, the Bridge call, notation,
initiative, the turn-based variant's locking and placing, and The Challenger's dice."""

from __future__ import annotations

from collections.abc import Sequence, Set
from functools import cache

from roadie.core.clone import assign
from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import events as e
from roadie.games.the_gig import flow, table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import (
    DICE_EACH,
    GigDie,
    TheGigState,
    answers,
    forget_answers,
    forget_free,
    keep_answers,
    keep_free,
    kept_free,
    put_die,
    set_die,
    tray_die,
)

IN_SONG = ("song", "lock", "place")
UNPLACED = ("tray", "hand", "locked")


# --- time and phase -----------------------------------------------------------

def claim_time(state: TheGigState, t: float | None) -> float:
    """song.clock: a claim's time on the match clock; it never runs backwards."""
    when = state.now if t is None else t
    if when < state.now:
        raise RuleViolation("the-gig/song.clock",
                            _("rules", "That claim is older than the table's clock."))
    return when


def check_in_song(state: TheGigState, *phases: str) -> None:
    if state.phase not in (phases or IN_SONG):
        raise RuleViolation("the-gig/song.roll", _("rules", "That belongs to the Song phase."))


def unplaced(state: TheGigState, seat: int) -> list[GigDie]:
    return [d for d in state.seat_dice(seat) if d.where in UNPLACED]


def past_deadline(state: TheGigState, when: float) -> bool:
    """showdown.timer: a claim this late finds the timer run out (if not recorded yet)."""
    ch = state.challenger
    if ch is None or ch.timer_beat_you or state.phase != "song":
        return False  # (no timer outside The Showdown's Song, nor once it ran out)
    deadline = state.deadline()
    return deadline is not None and when >= deadline


def at(state: TheGigState, seat: int, when: float) -> list[Event]:
    """Move the table's clock to a claim; past The Showdown's timer, time-up comes first."""
    events: list[Event] = []
    if past_deadline(state, when):
        events = time_runs_out(state, seat)
    assign(state, now=when)  # the clock moves on every claim: no pydantic machinery
    return events


def time_runs_out(state: TheGigState, seat: int) -> list[Event]:
    """showdown.timer: re-rolling ends and the timer has beaten you this song."""
    assert state.challenger is not None
    state.challenger.timer_beat_you = True
    state.rerolls_over = True
    return [e.RerollsOver(seat=seat, reason="timer")]


# --- who can still do what ----------------------------------------------------------

def spaces(state: TheGigState, seat: int, die: GigDie, clashes: bool = True,
           taken: set[tuple[int | None, int | None]] | None = None) -> list[int | None]:
    """song.rows, song.harmony: the spaces of the die's own row it may claim now (see
    :func:`open_spaces`)."""
    return open_spaces(state, seat, [die], clashes, taken)[0]


def open_spaces(state: TheGigState, seat: int, dice: list[GigDie], clashes: bool = True,
                taken: set[tuple[int | None, int | None]] | None = None
                ) -> list[list[int | None]]:
    """song.rows, song.harmony: for each of the seat's *dice*, the spaces of its own row it
    may claim now (free, or with *clashes* just taken by a rival), and its row's Harmony
    space (``None``) unless the seat's colour is there already. *taken*:
    ``table.taken(state)``, if known."""
    harmonies = table.harmony_rows(state, seat)
    if not clashes:
        return [[*free_columns(state, d.value), None] if d.value not in harmonies
                else list(free_columns(state, d.value)) for d in dice]
    taken = table.taken(state) if taken is None else taken
    lengths = table.song(state).lengths
    found: list[list[int | None]] = []
    for die in dice:
        row = die.value
        cols: list[int | None] = [
            c for c in range(lengths[row - 1])
            if (row, c) not in taken or would_clash(state, seat, row, c)]
        if row not in harmonies:
            cols.append(None)
        found.append(cols)
    return found


def free_columns(state: TheGigState, row: int) -> tuple[int, ...]:
    """song.one-per-space: the free spaces of a row (see :func:`free_rows`)."""
    return free_rows(state)[row - 1]


def free_rows(state: TheGigState) -> tuple[tuple[int, ...], ...]:
    """song.one-per-space: the free spaces of each row, row 1 first, from the spaces holding a
    die (a player's or The Challenger's); kept until a space is taken or freed."""
    found = kept_free(state)
    if found is not None:
        return found
    masks = [0] * 6  # each row's taken columns as the bits of one number
    for d in state.dice:
        if d.where == "song":
            masks[d.row - 1] |= 1 << d.col  # type: ignore[operator]
    if state.challenger is not None:
        for cd in state.challenger.dice:
            if cd.row is not None:
                masks[cd.row - 1] |= 1 << cd.col  # type: ignore[operator]
    found = tuple(map(_free, table.song(state).lengths, masks))
    keep_free(state, found)
    return found


def take_space(free: tuple[tuple[int, ...], ...], row: int,
               col: int) -> tuple[tuple[int, ...], ...]:
    """*free* (:func:`free_rows`) once a die is placed at (*row*, *col*)."""
    return (*free[:row - 1], tuple([c for c in free[row - 1] if c != col]), *free[row:])


@cache
def _free(length: int, taken: int) -> tuple[int, ...]:
    """The columns of a row *length* long not among the bits of *taken*."""
    return tuple(c for c in range(length) if not taken >> c & 1)


def rerolling_over(state: TheGigState) -> bool:
    """Re-rolling is over: the Bridge was called, The Showdown's end came, or (turn-based)
    the dice are being placed."""
    return state.caller is not None or state.rerolls_over or state.phase == "place"


def may_reroll(state: TheGigState, seat: int, die: GigDie) -> bool:
    """Whether the die can still be rolled (see :func:`rerollable`)."""
    return bool(rerollable(state, seat, [die]))


def rerollable(state: TheGigState, seat: int, dice: list[GigDie]) -> list[GigDie]:
    """Those of the seat's *dice* that can still be rolled: unplaced, not locked in before
    the turn-based placing, and once re-rolling is over only a die held at the call or with
    an Audience card's re-roll."""
    if state.phase not in IN_SONG:
        return []
    locked_ok = state.phase == "place"
    free = not rerolling_over(state) or state.players[seat].late_rerolls > 0
    return [d for d in dice if d.where in UNPLACED and (locked_ok or d.where != "locked")
            and (free or d.late_roll)]


def reroll_sets(state: TheGigState, seat: int, mine: list[GigDie]) -> Sequence[a.Reroll]:
    """Re-rolls of any set of the seat's pool dice (of its unplaced dice *mine*); once
    re-rolling is over, those a held die or an Audience card's re-rolls pay for."""
    pool = tuple(d.id for d in rerollable(state, seat, mine))
    sets = a.rerolls(pool)
    if not rerolling_over(state):
        return sets
    late = state.players[seat].late_rerolls
    flagged = {d.id for d in mine if d.late_roll}
    return [s for s in sets if sum(i not in flagged for i in s.dice) <= late]


def stuck(state: TheGigState, seat: int) -> bool:
    """song.done: unplaced dice, none of which has a free space (a space just taken is
    taken) or can be rolled again."""
    return stuck_dice(state, seat, unplaced(state, seat))


def stuck_dice(state: TheGigState, seat: int, mine: list[GigDie],
               harmonies: set[int | None] | None = None) -> bool:
    """song.done: whether these unplaced dice of the seat are stuck (*harmonies*: the rows
    whose Harmony space holds the seat's colour, if known)."""
    if not mine or state.phase == "lock":
        return False
    if rerollable(state, seat, mine):
        return False
    if harmonies is None:
        harmonies = table.harmony_rows(state, seat)
    if any([d.value not in harmonies for d in mine]):
        return False  # a Harmony space is open to one of them
    free = free_rows(state)
    return not any([free[d.value - 1] for d in mine])


def done(state: TheGigState, seat: int) -> bool:
    """song.done: a seat is done placing when its dice are all down, it left the rest, or
    they are stuck and no Notation symbol can change them (see :func:`playing`)."""
    if answers(state) is None:
        return done_now(state, seat)
    return seat not in playing(state)


def playing(state: TheGigState) -> list[int]:
    """The seats not done placing (song.done), worked out once a state."""
    kept = answers(state)
    if kept is not None and "playing" in kept:
        found: list[int] = kept["playing"]
        return found
    if state.phase == "song" and not rerolling_over(state):  # any die in a pool can be rolled
        rolling = [False] * len(state.players)  # (the quick answer, from one pass)
        for die in state.dice:
            if die.where in UNPLACED:
                rolling[die.seat] = True
        found = [s for s, p in enumerate(state.players) if rolling[s] and not p.left]
    else:
        found = [s for s in range(len(state.players)) if not done_now(state, s)]
    if kept is not None:
        kept["playing"] = found
    return found


def done_now(state: TheGigState, seat: int) -> bool:
    """:func:`done`, worked out from the dice."""
    mine: list[GigDie] = []
    harmonies: set[int | None] = set()
    for die in state.seat_dice(seat):  # one pass over the seat's dice
        if die.where in UNPLACED:
            mine.append(die)
        elif die.where == "harmony":
            harmonies.add(die.row)
    if not mine or state.players[seat].left:
        return True
    if state.phase == "song" and not rerolling_over(state):
        return False  # (the quick answer) any die in the pool can be rolled again
    if any([d.value not in harmonies for d in mine]):
        return False  # (the quick answer) a Harmony space is open to one of them
    return stuck_dice(state, seat, mine, harmonies) and not notation_moves(state, seat, mine)


def check_playing(state: TheGigState, seat: int) -> None:
    if done(state, seat) and unplaced(state, seat):
        raise RuleViolation("the-gig/song.done",
                            _("rules", "Your remaining dice can't be placed this song."))


# --- the start of a song --------------------------------------------------------

def start_song(state: TheGigState) -> list[Event]:
    """song.roll: all dice rolled at once; tokens laid out; the Challenger rolls too."""
    players = len(state.players)
    forget_free(state)  # a new song, its spaces all free
    state.phase = "lock" if state.options.turn_based else "song"
    state.caller, state.rerolls_over, state.song_started = None, False, state.now
    state.tokens = list(range(1, players)) if table.tokens_in_use(state) else []
    events: list[Event] = [e.SongStarted(song=state.song, song_id=state.songs[state.song])]
    for player in state.players:
        player.left = False
    for die in state.dice:
        roll_into_tray(state, die)
    for seat in range(players):
        values = {d.id: d.value for d in state.seat_dice(seat)}
        events.append(e.rolled(seat, values))
    return events + challenger_rolls(state)


def roll_into_tray(state: TheGigState, die: GigDie) -> GigDie:
    """song.roll, song.clash, song.rerolling: the die goes (back) to its tray, rolled."""
    return put_die(state, tray_die(die.id, die.seat, state.rng.randint(1, 6)))


# --- re-rolling ------------------------------------------------------------------

def reroll(state: TheGigState, seat: int, act: a.Reroll) -> list[Event]:
    """song.rerolling, song.in-hand, turn-based.stop, showdown.reroll-end, showdown.timer;
    an Audience card's re-rolls still work once re-rolling is over."""
    check_in_song(state)
    check_playing(state, seat)
    when = claim_time(state, act.t)
    dice = [table.own_die(state, seat, i) for i in act.dice]
    pool = ("locked",) if state.phase == "place" else ("tray", "hand")
    if len(set(act.dice)) != len(act.dice) or any(d.where not in pool for d in dice):
        raise RuleViolation("the-gig/song.rerolling",
                            _("rules", "Only dice in your pool can be re-rolled."))
    timed_out = past_deadline(state, when)
    spend = late_rerolls_needed(state, seat, dice, timed_out)
    events = at(state, seat, when)
    state.players[seat].late_rerolls -= spend
    rolled = [roll_again(state, d) for d in dice]
    return [*events, e.rolled(seat, {d.id: d.value for d in rolled}),
            *challenger_rolls(state)]


def roll_again(state: TheGigState, die: GigDie) -> GigDie:
    """song.rerolling, song.in-hand: a die of the pool rolled again, into the tray from the
    hand; in the turn-based placing a locked-in die stays locked in."""
    if die.where == "locked":
        return set_die(state, die, late_roll=False, value=state.rng.randint(1, 6))
    return roll_into_tray(state, die)


END_OF_REROLLING = {
    "place": ("the-gig/turn-based.stop",
              _("rules", "The dice are being placed: no more re-rolling, except with an "
                         "Audience card's re-roll.")),
    "showdown": ("the-gig/showdown.reroll-end",
                 _("rules", "Re-rolling is over for this song, except with an Audience "
                            "card's re-roll.")),
    "timer": ("the-gig/showdown.timer",
              _("rules", "The timer has run out: no more re-rolling, except with an Audience "
                         "card's re-roll.")),
    "call": ("the-gig/song.bridge-call",
             _("rules", "The Bridge has been called: no more re-rolling, except a die that "
                        "was in your hand or an Audience card's re-roll.")),
}


def late_rerolls_needed(state: TheGigState, seat: int, dice: list[GigDie],
                        timed_out: bool = False) -> int:
    """Once re-rolling is over only dice held at the call roll, or re-rolls a card gave."""
    if not (rerolling_over(state) or timed_out):
        return 0
    need = sum(not d.late_roll for d in dice)
    if need > state.players[seat].late_rerolls:
        why = ("place" if state.phase == "place" else "timer" if timed_out
               else "showdown" if state.rerolls_over else "call")
        rule, message = END_OF_REROLLING[why]
        raise RuleViolation(rule, message)
    return need


def pick(state: TheGigState, seat: int, act: a.Pick) -> list[Event]:
    """song.one-at-a-time: one die in your hand at a time; the held die may go back."""
    check_in_song(state, "song")
    check_playing(state, seat)
    die = table.own_die(state, seat, act.die)
    held = [d for d in state.seat_dice(seat) if d.where == "hand"]
    if die.where not in ("tray", "hand"):
        raise RuleViolation("the-gig/song.one-at-a-time",
                            _("rules", "Only a die in your tray can be picked up."))
    if held and die.where == "tray":
        raise RuleViolation("the-gig/song.one-at-a-time",
                            _("rules", "You already hold a die: one hand, one die."))
    events = at(state, seat, claim_time(state, act.t))
    die = set_die(state, die, where="tray" if die.where == "hand" else "hand")
    return [*events, e.Picked(seat=seat, die=die.id, back=die.where == "tray")]


def leave(state: TheGigState, seat: int, act: a.Leave) -> list[Event]:
    """song.done: leave dice that can't be placed off the song, keeping your symbols."""
    check_in_song(state, "song", "place")
    check_playing(state, seat)
    if not stuck(state, seat):
        raise RuleViolation("the-gig/song.done",
                            _("rules", "You can still place or roll a die."))
    events = at(state, seat, claim_time(state, act.t))
    state.players[seat].left = True
    return [*events, e.Left(seat=seat, dice=tuple(d.id for d in unplaced(state, seat)))]


# --- placing -----------------------------------------------------------------------

def place(state: TheGigState, seat: int, act: a.Place) -> list[Event]:
    """song.rows, song.harmony, song.one-per-space, song.one-at-a-time, song.clash; then
    the call and initiative."""
    if drawn(state, seat, act):  # one of this state's legal placements: a free space
        when = claim_time(state, act.t)
        return at(state, seat, when) + put(state, state.dice[act.die], act.row, act.col, when)
    check_place_turn(state, seat)
    die = table.own_die(state, seat, act.die)
    if not die.unplaced or (state.phase == "place") != (die.where == "locked"):
        raise RuleViolation("the-gig/song.one-per-space",
                            _("rules", "That die is on the song already, or the turn-based "
                                       "placing takes only locked-in dice."))
    if die.where == "tray" and any([d.where == "hand" for d in state.seat_dice(seat)]):
        raise RuleViolation("the-gig/song.one-at-a-time",
                            _("rules", "You hold a die: place that one first, one hand, one "
                                       "die."))
    when = claim_time(state, act.t)
    check_space(state, seat, die, act)
    if act.col is None or act.col in free_rows(state)[act.row - 1]:
        return at(state, seat, when) + put(state, die, act.row, act.col, when)
    rival = table.occupant(state, act.row, act.col)
    if rival is not None and would_clash(state, seat, act.row, act.col, when):
        return at(state, seat, when) + clash(state, die, rival)
    raise RuleViolation("the-gig/song.one-per-space", _("rules", "That space is taken."))


def drew_placement(state: TheGigState, seat: int, act: a.Place) -> None:
    """Note that the random Song action drawn for *seat* is *act*, one of the placements on a
    free space or a Harmony space the state allows (kept until the next action)."""
    kept = answers(state)
    if kept is not None:
        kept["drawn"] = (seat, act.die, act.row, act.col, state.dice[act.die])


def drawn(state: TheGigState, seat: int, act: a.Place) -> bool:
    """Whether *act* is the placement drawn for *seat* from this very state (its die as it
    was): legal as drawn, so not checked again."""
    kept = answers(state)
    found = kept.get("drawn") if kept is not None else None
    return (found is not None and found[:4] == (seat, act.die, act.row, act.col)
            and found[4] is state.dice[act.die])


def check_space(state: TheGigState, seat: int, die: GigDie, act: a.Place) -> None:
    """song.rows, song.harmony: the die's own row, one of its spaces or its Harmony space."""
    if die.value != act.row and act.col is None:
        raise RuleViolation("the-gig/song.rows",
                            _("rules", "A {value} goes in the Harmony space of row {value} "
                                       "only."), value=die.value)
    if die.value != act.row:
        raise RuleViolation("the-gig/song.rows", _("rules", "A {value} goes in row {value}."),
                            value=die.value)
    if act.col is None:
        if table.harmony_taken(state, seat, act.row):
            raise RuleViolation("the-gig/song.harmony",
                                _("rules", "Your colour already sits in this Harmony space."))
    elif act.col >= table.row_length(state, act.row):
        raise RuleViolation("the-gig/song.rows", _("rules", "Row {row} has no such space."),
                            row=act.row)


def would_clash(state: TheGigState, seat: int, row: int, col: int,
                when: float | None = None) -> bool:
    """song.clash: a rival claimed this space within the clash window of *when*."""
    if state.phase != "song":
        return False
    rival = table.occupant(state, row, col)
    moment = state.now if when is None else when
    return (rival is not None and rival.seat != seat and rival.placed_at is not None
            and moment - rival.placed_at <= state.options.clash_window)


def check_place_turn(state: TheGigState, seat: int) -> None:
    check_in_song(state, "song", "place")
    check_playing(state, seat)
    if state.phase == "place" and state.order[state.turn % len(state.order)] != seat:
        raise RuleViolation("the-gig/turn-based.place",
                            _("rules", "Wait for your turn to place dice."))


def put(state: TheGigState, die: GigDie, row: int, col: int | None, when: float) -> list[Event]:
    seat = die.seat
    free = free_rows(state) if col is not None else None
    set_die(state, die, where="song" if col is not None else "harmony", row=row, col=col,
            placed_at=when, late_roll=False)
    if free is not None and col is not None:
        keep_free(state, take_space(free, row, col))
    events: list[Event] = [e.placed(seat, die.id, row, col)]
    if state.challenger is not None and not state.rerolls_over:
        state.rerolls_over = True
        events.append(e.RerollsOver(seat=seat, reason="placed"))
    if state.phase == "place":
        state.players[seat].placed_this_turn += 1
    elif not unplaced(state, seat):
        events += take_initiative(state, seat) + call_bridge(state, seat)
    return events


def clash(state: TheGigState, die: GigDie, rival: GigDie) -> list[Event]:
    """song.clash: both dice go back to their pools and are rolled again."""
    was_complete = not unplaced(state, rival.seat)
    die, rival = roll_into_tray(state, die), roll_into_tray(state, rival)
    events: list[Event] = [e.Clashed(seat=die.seat, dice=(die.id, rival.id),
                                     values=(die.value, rival.value), rival=rival.seat)]
    if was_complete:
        events += undo_completion(state, rival.seat)
    return events


def undo_completion(state: TheGigState, seat: int) -> list[Event]:
    """A clash took back a fourth die: its token returns, and the call if it was the caller's."""
    events: list[Event] = []
    player = state.players[seat]
    if player.token is not None:
        player.marks[Symbol.SPOTLIGHT] -= token_spotlights(state, player.token)
        events.append(e.InitiativeTaken(seat=seat, token=player.token, returned=True))
        state.tokens = sorted([*state.tokens, player.token])
        player.token = None
    if state.caller == seat:
        others = [s for s in range(len(state.players)) if s != seat and not unplaced(state, s)]
        state.caller = min(others, key=lambda s: finished_at(state, s)) if others else None
        if state.caller is None:
            for d in state.dice:
                if d.late_roll:
                    set_die(state, d, late_roll=False)
    return events


def token_spotlights(state: TheGigState, token: int) -> int:
    """song.initiative: the 1st token's Spotlight comes only with the Audience cards."""
    if not state.options.audience:
        return 0
    return table.pack(state).initiative[token - 1].spotlights


def finished_at(state: TheGigState, seat: int) -> float:
    """When a seat placed its last die."""
    return max(d.placed_at or 0.0 for d in state.seat_dice(seat))


def take_initiative(state: TheGigState, seat: int) -> list[Event]:
    """song.initiative: the lowest token left; the 1st brings a Spotlight."""
    if not state.tokens or state.players[seat].token is not None:
        return []
    token = state.tokens.pop(0)
    state.players[seat].token = token
    table.gain(state, seat, Symbol.SPOTLIGHT, token_spotlights(state, token))
    return [e.InitiativeTaken(seat=seat, token=token)]


def call_bridge(state: TheGigState, seat: int) -> list[Event]:
    """song.bridge-call, song.in-hand: the first fourth die calls; held dice get one roll."""
    if state.caller is not None:
        return []
    state.caller = seat
    for die in state.dice:
        if die.where == "hand":
            set_die(state, die, late_roll=True)
    return [e.BridgeCalled(seat=seat)]


def settle(state: TheGigState) -> list[Event]:
    """song.done, turn-based.place: after every action of the Song, skip turns that can't
    be played, and end the Song once every seat is done placing."""
    if state.phase == "place":
        return next_placing_turn(state)
    keep_answers(state)  # the dice stand still until the next action
    if state.phase == "song" and not playing(state):
        forget_answers(state)
        return flow.begin("bridge", state)
    return []


# --- notation symbols ----------------------------------------------------------------

def use_notation(state: TheGigState, seat: int, act: a.UseNotation) -> list[Event]:
    """song.notation and Flat, Sharp, Repeat, Rest."""
    check_in_song(state)
    check_playing(state, seat)
    die = table.own_die(state, seat, act.die)
    if not die.unplaced:
        raise RuleViolation("the-gig/song.notation",
                            _("rules", "Notation symbols change unplaced dice only."))
    if act.symbol is Symbol.SPOTLIGHT:
        raise RuleViolation("the-gig/song.notation",
                            _("rules", "A Spotlight is not a Notation symbol."))
    if state.players[seat].marks[act.symbol] < 1:
        raise RuleViolation("the-gig/song.notation",
                            _("rules", "You have no {symbol} to erase."), symbol=act.symbol.value)
    after = notation_value(state, seat, die, act)
    events = at(state, seat, claim_time(state, act.t))
    state.players[seat].marks[act.symbol] -= 1
    before = die.value
    set_die(state, die, value=after)
    return [*events, e.NotationUsed(seat=seat, die=die.id, symbol=act.symbol, before=before,
                                    after=after)]


NOTATION_RULES = {Symbol.FLAT: "the-gig/song.flat", Symbol.SHARP: "the-gig/song.sharp",
                  Symbol.REPEAT: "the-gig/song.repeat", Symbol.REST: "the-gig/song.rest"}
NOTATION_VALUES: dict[Symbol, tuple[int | None, ...]] = {
    Symbol.FLAT: (None,), Symbol.SHARP: (None,),
    Symbol.REPEAT: (1, 2, 3, 4, 5, 6), Symbol.REST: (1, 2, 3, 4, 5, 6)}
"""What each symbol may be asked for: Flat and Sharp no value, Repeat and Rest a value."""
NOTATION_REFUSALS = {
    Symbol.FLAT: _("rules", "Flat and Sharp move a die by one: no value to choose."),
    Symbol.SHARP: _("rules", "Flat and Sharp move a die by one: no value to choose."),
    Symbol.REPEAT: _("rules", "Repeat turns a die to another of your dice's values."),
    Symbol.REST: _("rules", "Rest turns a die to a value none of your dice shows."),
}


def notation_after(value: int, symbol: Symbol, chosen: int | None) -> int | None:
    """The value a die shows after a notation symbol: Flat -1 (1 to 6), Sharp +1 (6 to 1),
    Repeat and Rest the value chosen."""
    if symbol is Symbol.FLAT:
        return 6 if value == 1 else value - 1
    if symbol is Symbol.SHARP:
        return 1 if value == 6 else value + 1
    return chosen


def notation_result(value: int, others: Set[int], symbol: Symbol,
                    chosen: int | None) -> int | None:
    """Flat, Sharp, Repeat, Rest: the die's new value, or None where the symbol can't do that."""
    if symbol in (Symbol.FLAT, Symbol.SHARP):
        return None if chosen is not None else notation_after(value, symbol, None)
    if chosen is None or chosen == value:
        return None
    matches = chosen in others
    return chosen if matches == (symbol is Symbol.REPEAT) else None


def notation_value(state: TheGigState, seat: int, die: GigDie, act: a.UseNotation) -> int:
    others = {d.value for d in state.seat_dice(seat) if d.id != die.id}
    after = notation_result(die.value, others, act.symbol, act.value)
    if after is None:
        raise RuleViolation(NOTATION_RULES[act.symbol], NOTATION_REFUSALS[act.symbol])
    return after


def notation_choices(state: TheGigState, seat: int, die: GigDie) -> list[tuple[Symbol, int | None]]:
    """Every (symbol, value) that can change *die* now."""
    return [(symbol, value) for _die, symbol, value in notation_moves(state, seat, [die])]


def notation_moves(state: TheGigState, seat: int, dice: list[GigDie]
                   ) -> list[tuple[GigDie, Symbol, int | None]]:
    """Every (die, symbol, value) that can change one of the seat's *dice* now."""
    return [(die, symbol, value) for die, choices in notation_by_die(state, seat, dice)
            for symbol, value in choices]


def notation_by_die(state: TheGigState, seat: int, dice: list[GigDie]
                    ) -> list[tuple[GigDie, tuple[tuple[Symbol, int | None], ...]]]:
    """Each of the seat's *dice* with every (symbol, value) that can change it now (none:
    an empty list)."""
    marks = state.players[seat].marks
    held = tuple([symbol for symbol in NOTATION_VALUES if marks[symbol]])
    if not held:
        return []
    each = _seat_notation(tuple([d.value for d in state.seat_dice(seat)]), held)
    first = seat * DICE_EACH
    return [(die, each[die.id - first]) for die in dice]


@cache
def _seat_notation(values: tuple[int, ...], held: tuple[Symbol, ...]
                   ) -> tuple[tuple[tuple[Symbol, int | None], ...], ...]:
    """For each of a seat's dice, showing *values*, the (symbol, value) that can change it
    with the symbols *held* (worked out once for each; 6**4 values by 15 sets of symbols)."""
    return tuple([_die_notation(value, frozenset(values[:n] + values[n + 1:]), held)
                  for n, value in enumerate(values)])


@cache
def _die_notation(value: int, others: frozenset[int], held: tuple[Symbol, ...]
                  ) -> tuple[tuple[Symbol, int | None], ...]:
    """The (symbol, value) of the symbols *held* that can change a die showing *value* beside
    dice showing *others* (worked out once for each: 6 values by 41 sets by 15 sets)."""
    return sum([_symbol_choices(value, others, symbol) for symbol in held], ())


@cache
def _symbol_choices(value: int, others: frozenset[int], symbol: Symbol
                    ) -> tuple[tuple[Symbol, int | None], ...]:
    """The (symbol, value) of one Notation *symbol* that can change a die showing *value*
    beside dice showing *others* (worked out once for each: 6 values by 42 sets by 4)."""
    return tuple((symbol, chosen) for chosen in NOTATION_VALUES[symbol]
                 if notation_result(value, others, symbol, chosen) is not None)


# --- the turn-based variant ------------------------------------------------------------

def lock_in(state: TheGigState, seat: int, act: a.LockIn) -> list[Event]:
    """turn-based.lock, turn-based.stop."""
    if state.phase != "lock":
        raise RuleViolation("the-gig/turn-based.lock",
                            _("rules", "Dice are locked in on your board only in the turn-based "
                                       "rules, before the placing starts."))
    die = table.own_die(state, seat, act.die)
    if die.where != "tray":
        raise RuleViolation("the-gig/turn-based.lock",
                            _("rules", "Only a die in your tray can be locked in."))
    state.now = claim_time(state, act.t)
    set_die(state, die, where="locked")
    events: list[Event] = [e.Locked(seat=seat, die=die.id)]
    if not any(d.where == "tray" for d in state.seat_dice(seat)):
        events += take_initiative(state, seat)
        if not state.tokens:
            events += stop_the_last(state)
    return events


def stop_the_last(state: TheGigState) -> list[Event]:
    """turn-based.stop: with the tokens gone the last player locks what they have."""
    events: list[Event] = []
    for die in state.dice:
        if die.where in ("tray", "hand"):
            set_die(state, die, where="locked")
            events.append(e.Locked(seat=die.seat, die=die.id))
    state.phase, state.turn = "place", 0
    state.order = table.initiative_order(state.players)
    return [*events, e.phase_began("place")]


def next_placing_turn(state: TheGigState) -> list[Event]:
    """turn-based.place: two dice each in initiative order, twice round; a seat that is
    done placing (song.done) passes its turn; after the second round the Song ends."""
    while state.turn < 2 * len(state.order):
        seat = state.order[state.turn % len(state.order)]
        if state.players[seat].placed_this_turn < 2 and not done(state, seat):
            return []
        state.players[seat].placed_this_turn = 0
        state.turn += 1
    return flow.begin("bridge", state)


# --- The Showdown: The Challenger's dice ------------------------------------------------

def challenger_rolls(state: TheGigState) -> list[Event]:
    """showdown.challenger: one Challenger die per roll of yours (an Audience card's re-roll
    too); non-6s go leftmost in their own row."""
    ch = state.challenger
    if ch is None:
        return []
    die = next((d for d in ch.dice if d.row is None), None)
    if die is None:
        return []
    die.value = state.rng.randint(1, 6)
    if die.value != 6:
        free = table.free_spaces(state, die.value)
        if free:
            die.row, die.col = die.value, free[0]
            forget_free(state)
    events: list[Event] = [e.ChallengerRolled(value=die.value, row=die.row, col=die.col,
                                            placed=ch.placed)]
    if ch.placed == DICE_EACH and not state.rerolls_over:
        state.rerolls_over = True
        events.append(e.RerollsOver(reason="challenger"))
    return events


def time_up(state: TheGigState, seat: int, act: a.TimeUp) -> list[Event]:
    """showdown.timer: the clock says time is up; refused while the timer still runs."""
    check_in_song(state, "song")
    when = claim_time(state, act.t)
    deadline = state.deadline()
    if deadline is None or state.challenger is None or state.challenger.timer_beat_you:
        raise RuleViolation("the-gig/showdown.timer", _("rules", "No timer is running."))
    if when < deadline:
        raise RuleViolation("the-gig/showdown.timer", _("rules", "The timer is still running."))
    return at(state, seat, when)
