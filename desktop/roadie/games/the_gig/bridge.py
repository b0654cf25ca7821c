"""2. The Bridge: solos (with the choices Keys and Vocals ask for), harmonies, and
removing dice for their symbols; then The Applause or The Tune-Up."""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import events as e
from roadie.games.the_gig import flow, geometry, solo, table
from roadie.games.the_gig.content import NOTATION, InstrumentCell, InstrumentSymbol, Symbol
from roadie.games.the_gig.state import DICE_EACH, Groove, Owed, TheGigState

Pos = tuple[int, int]


def begin_bridge(state: TheGigState) -> list[Event]:
    """a. Perform your Solo: everybody at once; those with no groove that fits skip it."""
    state.phase = "solo"
    events: list[Event] = [e.phase_began("solo")]
    for seat, player in enumerate(state.players):
        player.solo_done = not solo.has_solo(state, seat)
        if player.solo_done:
            events.append(e.SoloSkipped(seat=seat))
    return events + after_solos(state)


def play_solo(state: TheGigState, seat: int, act: a.PlaySolo) -> list[Event]:
    """solo.pick-one, solo.grooves, solo.shape, solo.start, solo.adjacent, solo.overlap."""
    player = state.players[seat]
    if state.phase != "solo" or player.solo_done:
        raise RuleViolation("the-gig/solo.pick-one", _("rules", "You have no solo to play now."))
    check_no_choice_owed(state, seat)
    dice = [table.own_die(state, seat, i) for i in act.dice]
    song_cells = {(d.row, d.col) for d in dice if d.where == "song"}
    if len(song_cells) != len(act.dice) or not geometry.is_connected(song_cells):  # type: ignore[arg-type]
        raise RuleViolation("the-gig/solo.grooves",
                            _("rules", "Those dice don't form a groove on the song."))
    cells = frozenset(act.cells)
    if len(cells) != len(act.cells) or not geometry.congruent(song_cells, cells):  # type: ignore[arg-type]
        raise RuleViolation("the-gig/solo.shape",
                            _("rules", "The drawing must have the groove's shape."))
    check_drawable(state, seat, cells)
    player.solo_done = True
    return draw(state, seat, sorted(cells)) + after_solos(state)


def check_drawable(state: TheGigState, seat: int, cells: frozenset[Pos]) -> None:
    """solo.start, solo.adjacent, solo.overlap: a groove (1-4 cells) that may not be drawn
    there is refused, saying why."""
    board = table.instrument(state, seat)
    done = solo.drawn(state.players[seat])
    if geometry.may_draw(cells, solo.grid(board), done, board.start):
        return
    if not cells <= solo.grid(board) or any(cells & g for g in done):
        raise RuleViolation("the-gig/solo.overlap",
                            _("rules", "Grooves stay on the grid and never overlap."))
    if not done:
        raise RuleViolation("the-gig/solo.start",
                            _("rules", "Your first groove must cover the start space."))
    if not any(n in set().union(*done) for c in cells for n in geometry.neighbours(c)):
        raise RuleViolation("the-gig/solo.adjacent",
                            _("rules", "A groove must touch one you have drawn."))
    raise RuleViolation("the-gig/solo.overlap",
                        _("rules", "Grooves may not cross each other diagonally."))


def draw(state: TheGigState, seat: int, cells: list[Pos]) -> list[Event]:
    """solo.benefits: symbols at once (multiplied); Keys and Vocals owe a choice."""
    board = table.instrument(state, seat)
    player = state.players[seat]
    player.grooves.append(Groove(cells=tuple(cells)))
    mult = solo.multiplier(board, cells)
    symbols = solo.symbol_cells(board, cells)
    gained: dict[Symbol, int] = {}
    for cell in symbols:
        gained[cell.symbol] = gained.get(cell.symbol, 0) + table.gain(state, seat, cell.symbol,
                                                                      mult)
    inside = [board.cells()[p] for p in cells]
    keys = sum(isinstance(c, InstrumentCell) and c.symbol == InstrumentSymbol.KEYS
               for c in inside)
    if keys:
        state.owed.append((seat, Owed(kind="notation", count=keys * mult)))
    groove = len(player.grooves) - 1
    if symbols:
        for p, here in zip(cells, inside, strict=True):
            if isinstance(here, InstrumentCell) and here.symbol == InstrumentSymbol.VOCALS:
                state.owed.append((seat, Owed(kind="vocal", count=mult, cell=p, groove=groove)))
    return [e.solo_drawn(seat, cells, gained)]


# --- choices owed ------------------------------------------------------------------------

def owed_by(state: TheGigState, seat: int) -> Owed | None:
    return next((o for s, o in state.owed if s == seat), None)


def check_no_choice_owed(state: TheGigState, seat: int) -> None:
    if owed_by(state, seat) is not None:
        raise RuleViolation("the-gig/applause.choice",
                            _("rules", "First make the choice you owe."))


def settle(state: TheGigState, seat: int) -> Owed:
    owed = owed_by(state, seat)
    if owed is None:
        raise RuleViolation("the-gig/applause.choice", _("rules", "You owe no choice now."))
    return owed


def done_with(state: TheGigState, seat: int, owed: Owed) -> list[Event]:
    owed.count -= 1
    if owed.count <= 0 or owed.kind != "notation":
        state.owed.remove((seat, owed))
    return continue_play(state)


def choose_notation(state: TheGigState, seat: int, act: a.ChooseNotation) -> list[Event]:
    """instrument.keys (and Audience cards): one Notation symbol of your choice."""
    owed = settle(state, seat)
    if owed.kind != "notation" or act.symbol not in NOTATION:
        raise RuleViolation("the-gig/instrument.keys",
                            _("rules", "Choose one of the four Notation symbols."))
    check_markable(state, seat, act.symbol)
    table.gain(state, seat, act.symbol, 1)
    return [e.Chose(seat=seat, symbol=act.symbol), *done_with(state, seat, owed)]


def check_markable(state: TheGigState, seat: int, symbol: Symbol) -> None:
    """notes-full: a full Notes track takes no more marks, so it is no choice."""
    if not table.markable(state, seat, symbol):
        raise RuleViolation("the-gig/notes-full",
                            _("rules", "Your {symbol} track is full: choose another."),
                            symbol=symbol.value)


def drop_unmarkable(state: TheGigState) -> list[Event]:
    """notes-full: Notation symbols owed to a player whose Notes tracks are all full are
    dropped, and the log says so."""
    events: list[Event] = []
    for seat, owed in list(state.owed):
        if owed.kind == "notation" and not any(table.markable(state, seat, s) for s in NOTATION):
            state.owed.remove((seat, owed))
            events.append(e.NotesFull(seat=seat, lost=owed.count))
    return events


def vocal_copy(state: TheGigState, seat: int, act: a.VocalCopy) -> list[Event]:
    """instrument.vocals: copy a symbol of the groove now (crossing it out), or keep it."""
    owed = settle(state, seat)
    if owed.kind != "vocal" or owed.groove is None or owed.cell is None:
        raise RuleViolation("the-gig/instrument.vocals", _("rules", "No Vocals to use now."))
    groove = state.players[seat].grooves[owed.groove]
    board = table.instrument(state, seat)
    if act.symbol is not None:
        if act.symbol not in {c.symbol for c in solo.symbol_cells(board, groove.cells)}:
            raise RuleViolation("the-gig/instrument.vocals",
                                _("rules", "Vocals copy a symbol from their own groove."))
        check_markable(state, seat, act.symbol)
        lost = owed.count - table.gain(state, seat, act.symbol, owed.count)
        state.players[seat].grooves[owed.groove] = groove.model_copy(
            update={"crossed": (*groove.crossed, owed.cell)})
        return [e.Chose(seat=seat, symbol=act.symbol, lost=lost), *done_with(state, seat, owed)]
    return [e.Chose(seat=seat, symbol=None), *done_with(state, seat, owed)]


def draw_extra(state: TheGigState, seat: int, act: a.DrawExtra) -> list[Event]:
    """An Audience card's extra groove: any linked shape up to its size, by the solo rules."""
    owed = settle(state, seat)
    if owed.kind != "extra_groove":
        raise RuleViolation("the-gig/solo.pick-one", _("rules", "You have no extra groove."))
    options = solo.extra_options(state, seat, owed.count, owed.touching)
    cells = frozenset(act.cells)
    if not act.cells:
        if options:
            raise RuleViolation("the-gig/solo.pick-one",
                                _("rules", "A groove fits: draw it."))
        state.owed.remove((seat, owed))
        return continue_play(state)
    if len(cells) > owed.count or not geometry.is_connected(cells):
        raise RuleViolation("the-gig/solo.grooves",
                            _("rules", "Draw one linked groove of up to {size} spaces."),
                            size=owed.count)
    if owed.touching and frozenset(cells) not in options:
        raise RuleViolation("the-gig/solo.adjacent",
                            _("rules", "Circle a space touching one of your grooves."))
    check_drawable(state, seat, cells)
    state.owed.remove((seat, owed))
    return draw(state, seat, sorted(cells)) + continue_play(state)


def continue_play(state: TheGigState) -> list[Event]:
    if state.phase == "solo":
        return after_solos(state)
    return flow.begin("applause-next", state)


# --- b. harmonies, c. removing dice ---------------------------------------------------------

def after_solos(state: TheGigState) -> list[Event]:
    events = drop_unmarkable(state)
    if state.owed or not all(p.solo_done for p in state.players):
        return events
    events += score_harmonies(state) + remove_dice(state)
    return events + flow.begin("applause", state)


def score_harmonies(state: TheGigState) -> list[Event]:
    """bridge.harmonies: 2 per filled space of the row, Harmony spaces not counted."""
    events: list[Event] = []
    for player in state.players:
        player.harmonies.append(0)
    taken = table.taken(state)
    for die in state.dice:
        if die.where == "harmony" and die.row is not None:
            filled = sum((die.row, c) in taken for c in range(table.row_length(state, die.row)))
            state.players[die.seat].harmonies[-1] += 2 * filled
            events.append(e.harmony_scored(die.seat, die.row, 2 * filled))
    return events


def remove_dice(state: TheGigState) -> list[Event]:
    """bridge.remove, showdown.unplaced: mark the symbol under each die as it leaves."""
    rows = table.song(state).rows
    events: list[Event] = []
    for seat in range(len(state.players)):
        marked: dict[Symbol, int] = {}
        for die in state.seat_dice(seat):
            if die.where == "song" and die.row is not None and die.col is not None:
                symbol = rows[die.row - 1].spaces[die.col]
                if symbol is not None:
                    marked[symbol] = marked.get(symbol, 0) + table.gain(state, seat, symbol, 1)
        events.append(e.symbols_marked(seat, marked))
    ch = state.challenger
    if ch is not None:
        marked = {}
        for cd in ch.dice:
            if cd.row is not None and cd.col is not None:
                symbol = rows[cd.row - 1].spaces[cd.col]
                if symbol is not None:
                    ch.marks[symbol] += 1
                    marked[symbol] = marked.get(symbol, 0) + 1
        ch.unplaced_points += 5 * (DICE_EACH - ch.placed)
        events.append(e.symbols_marked(None, marked, DICE_EACH - ch.placed))
    return events
