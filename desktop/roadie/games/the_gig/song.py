"""1. The Song: rolling, placing in real time, clashes, the Bridge call, notation,
initiative, the turn-based variant's locking and placing, and The Challenger's dice."""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import events as e
from roadie.games.the_gig import table
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.state import DICE_EACH, GigDie, TheGigState

IN_SONG = ("song", "lock", "place")


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
    return [d for d in state.seat_dice(seat) if d.unplaced]


# --- the start of a song --------------------------------------------------------

def start_song(state: TheGigState) -> list[Event]:
    """song.roll: all dice rolled at once; tokens laid out; the Challenger rolls too."""
    players = len(state.players)
    state.phase = "lock" if state.options.turn_based else "song"
    state.caller, state.rerolls_over, state.song_started = None, False, state.now
    state.tokens = list(range(1, players)) if table.tokens_in_use(state) else []
    events: list[Event] = [e.SongStarted(song=state.song, song_id=state.songs[state.song])]
    for die in state.dice:
        die.where, die.row, die.col, die.placed_at, die.late_roll = "tray", None, None, None, False
        die.value = state.rng.randint(1, 6)
    for seat in range(players):
        values = {d.id: d.value for d in state.seat_dice(seat)}
        events.append(e.Rolled(seat=seat, values=values))
    return events + challenger_rolls(state)


# --- re-rolling ------------------------------------------------------------------

def reroll(state: TheGigState, seat: int, act: a.Reroll) -> list[Event]:
    """song.rerolling, song.in-hand, turn-based.stop, showdown.reroll-end."""
    check_in_song(state, "song", "lock")
    claim_time(state, act.t)
    dice = [table.own_die(state, seat, i) for i in act.dice]
    if len(set(act.dice)) != len(act.dice) or any(d.where not in ("tray", "hand") for d in dice):
        raise RuleViolation("the-gig/song.rerolling",
                            _("rules", "Only dice in your pool can be re-rolled."))
    if state.rerolls_over:
        raise RuleViolation("the-gig/showdown.reroll-end",
                            _("rules", "Re-rolling is over for this song."))
    spend = late_rerolls_needed(state, seat, dice)
    state.players[seat].late_rerolls -= spend
    state.now = claim_time(state, act.t)
    for die in dice:
        die.late_roll = False
        die.where = "tray"
        die.value = state.rng.randint(1, 6)
    return [e.Rolled(seat=seat, values={d.id: d.value for d in dice}), *challenger_rolls(state)]


def late_rerolls_needed(state: TheGigState, seat: int, dice: list[GigDie]) -> int:
    """After the call only dice that were in hand roll, or re-rolls an Audience card gave."""
    if state.caller is None:
        return 0
    need = sum(not d.late_roll for d in dice)
    if need > state.players[seat].late_rerolls:
        raise RuleViolation(
            "the-gig/song.bridge-call",
            _("rules", "The Bridge has been called: no more re-rolling, except a die that "
                       "was in your hand."))
    return need


def pick(state: TheGigState, seat: int, act: a.Pick) -> list[Event]:
    """song.one-at-a-time: one die in your hand at a time."""
    check_in_song(state, "song")
    die = table.own_die(state, seat, act.die)
    if die.where != "tray":
        raise RuleViolation("the-gig/song.one-at-a-time",
                            _("rules", "Only a die in your tray can be picked up."))
    if any(d.where == "hand" for d in state.seat_dice(seat)):
        raise RuleViolation("the-gig/song.one-at-a-time",
                            _("rules", "You already hold a die: one hand, one die."))
    state.now = claim_time(state, act.t)
    die.where = "hand"
    return [e.Picked(seat=seat, die=die.id)]


# --- placing -----------------------------------------------------------------------

def place(state: TheGigState, seat: int, act: a.Place) -> list[Event]:
    """song.rows, song.one-per-space, song.harmony, song.clash; then the call and initiative."""
    check_place_turn(state, seat)
    die = table.own_die(state, seat, act.die)
    if not die.unplaced or (state.phase == "place") != (die.where == "locked"):
        raise RuleViolation("the-gig/song.one-per-space",
                            _("rules", "That die can't be placed now."))
    when = claim_time(state, act.t)
    if act.col is None:
        if table.harmony_taken(state, seat, act.row):
            raise RuleViolation("the-gig/song.harmony",
                                _("rules", "Your colour already sits in this Harmony space."))
        return put(state, die, act.row, None, when)
    if die.value != act.row:
        raise RuleViolation("the-gig/song.rows", _("rules", "A {value} goes in row {value}."),
                            value=die.value)
    if act.col >= table.row_length(state, act.row):
        raise RuleViolation("the-gig/song.rows", _("rules", "Row {row} has no such space."),
                            row=act.row)
    if table.is_free(state, act.row, act.col):
        return put(state, die, act.row, act.col, when)
    rival = table.occupant(state, act.row, act.col)
    if rival is not None and would_clash(state, seat, act.row, act.col, when):
        return clash(state, die, rival, when)
    raise RuleViolation("the-gig/song.one-per-space", _("rules", "That space is taken."))


def would_clash(state: TheGigState, seat: int, row: int, col: int,
                when: float | None = None) -> bool:
    """song.clash: a rival claimed this space within the clash window of *when*."""
    rival = table.occupant(state, row, col)
    moment = state.now if when is None else when
    return (state.phase == "song" and rival is not None and rival.seat != seat
            and rival.placed_at is not None
            and moment - rival.placed_at <= state.options.clash_window)


def check_place_turn(state: TheGigState, seat: int) -> None:
    check_in_song(state, "song", "place")
    if state.phase == "place" and state.order[state.turn % len(state.order)] != seat:
        raise RuleViolation("the-gig/turn-based.place",
                            _("rules", "Wait for your turn to place dice."))


def put(state: TheGigState, die: GigDie, row: int, col: int | None, when: float) -> list[Event]:
    seat = die.seat
    die.where = "song" if col is not None else "harmony"
    die.row, die.col, die.placed_at, die.late_roll = row, col, when, False
    state.now = when
    events: list[Event] = [e.Placed(seat=seat, die=die.id, row=row, col=col)]
    if state.challenger is not None and not state.rerolls_over:
        state.rerolls_over = True
        events.append(e.RerollsOver(seat=seat, reason="placed"))
    if state.phase == "place":
        return events + next_placing_turn(state, seat)
    if not unplaced(state, seat):
        events += take_initiative(state, seat) + call_bridge(state, seat)
    return events + end_of_song(state)


def clash(state: TheGigState, die: GigDie, rival: GigDie, when: float) -> list[Event]:
    """song.clash: both dice go back to their pools and are rolled again."""
    was_complete = not unplaced(state, rival.seat)
    for d in (die, rival):
        d.where, d.row, d.col, d.placed_at, d.late_roll = "tray", None, None, None, False
        d.value = state.rng.randint(1, 6)
    state.now = when
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
                d.late_roll = False
    return events


def token_spotlights(state: TheGigState, token: int) -> int:
    """song.initiative: what taking a token grants (the 1st: a Spotlight)."""
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
            die.late_roll = True
    return [e.BridgeCalled(seat=seat)]


def end_of_song(state: TheGigState) -> list[Event]:
    """song.done: with every die placed the Bridge begins."""
    if any(d.unplaced for d in state.dice):
        return []
    from roadie.games.the_gig.bridge import begin_bridge

    return begin_bridge(state)


# --- notation symbols ----------------------------------------------------------------

def use_notation(state: TheGigState, seat: int, act: a.UseNotation) -> list[Event]:
    """song.notation and Flat, Sharp, Repeat, Rest."""
    check_in_song(state)
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
    state.now = claim_time(state, act.t)
    state.players[seat].marks[act.symbol] -= 1
    before, die.value = die.value, after
    return [e.NotationUsed(seat=seat, die=die.id, symbol=act.symbol, before=before, after=after)]


NOTATION_RULES = {Symbol.FLAT: "the-gig/song.flat", Symbol.SHARP: "the-gig/song.sharp",
                  Symbol.REPEAT: "the-gig/song.repeat", Symbol.REST: "the-gig/song.rest"}
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


def notation_result(value: int, others: set[int], symbol: Symbol, chosen: int | None) -> int | None:
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
    marks = state.players[seat].marks
    others = {d.value for d in state.seat_dice(seat) if d.id != die.id}
    return [(symbol, chosen) for symbol in NOTATION_RULES if marks[symbol]
            for chosen in (None, 1, 2, 3, 4, 5, 6)
            if notation_result(die.value, others, symbol, chosen) is not None]


# --- the turn-based variant ------------------------------------------------------------

def lock_in(state: TheGigState, seat: int, act: a.LockIn) -> list[Event]:
    """turn-based.lock, turn-based.stop."""
    check_in_song(state, "lock")
    die = table.own_die(state, seat, act.die)
    if die.where != "tray":
        raise RuleViolation("the-gig/turn-based.lock",
                            _("rules", "Only a die in your tray can be locked in."))
    state.now = claim_time(state, act.t)
    die.where = "locked"
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
            die.where = "locked"
            events.append(e.Locked(seat=die.seat, die=die.id))
    state.phase, state.turn = "place", 0
    state.order = table.initiative_order(state.players)
    return [*events, e.PhaseBegan(phase="place")]


def next_placing_turn(state: TheGigState, seat: int) -> list[Event]:
    """turn-based.place: two dice each in initiative order, twice round."""
    player = state.players[seat]
    player.placed_this_turn += 1
    if player.placed_this_turn >= 2 or not unplaced(state, seat):
        player.placed_this_turn = 0
        state.turn += 1
        while (state.turn < 2 * len(state.order)
               and not unplaced(state, state.order[state.turn % len(state.order)])):
            state.turn += 1
    return end_of_song(state)


# --- The Showdown: The Challenger's dice ------------------------------------------------

def challenger_rolls(state: TheGigState) -> list[Event]:
    """showdown.challenger: one Challenger die per roll of yours; non-6s go leftmost."""
    ch = state.challenger
    if ch is None or state.rerolls_over:
        return []
    die = next((d for d in ch.dice if d.row is None), None)
    if die is None:
        return []
    die.value = state.rng.randint(1, 6)
    if die.value != 6:
        free = table.free_spaces(state, die.value)
        if free:
            die.row, die.col = die.value, free[0]
    events: list[Event] = [e.ChallengerRolled(value=die.value, row=die.row, col=die.col)]
    if ch.placed == DICE_EACH:
        state.rerolls_over = True
        events.append(e.RerollsOver(reason="challenger"))
    return events


def time_up(state: TheGigState, seat: int, act: a.TimeUp) -> list[Event]:
    """showdown.timer: time up ends re-rolling; unplaced dice then feed The Challenger."""
    check_in_song(state, "song")
    ch = state.challenger
    when = claim_time(state, act.t)
    if ch is None or not state.options.timer or ch.timer_beat_you:
        raise RuleViolation("the-gig/showdown.timer", _("rules", "No timer is running."))
    if when < state.song_started + state.options.timer:
        raise RuleViolation("the-gig/showdown.timer", _("rules", "The timer is still running."))
    state.now = when
    ch.timer_beat_you = True
    state.rerolls_over = True
    return [e.RerollsOver(seat=seat, reason="timer")]


def time_is_up(state: TheGigState) -> bool:
    ch = state.challenger
    return (ch is not None and state.options.timer > 0 and not ch.timer_beat_you
            and state.phase == "song"
            and state.now >= state.song_started + state.options.timer)
