"""3. The Applause (and The Challenger's discards) and 4. The Tune-Up."""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import actions as a
from roadie.games.the_gig import events as e
from roadie.games.the_gig import flow, table
from roadie.games.the_gig.bridge import check_no_choice_owed, drop_unmarkable
from roadie.games.the_gig.content import AudienceCard, Symbol
from roadie.games.the_gig.state import SYMBOLS, Owed, TheGigState


def row_size(state: TheGigState) -> int:
    """setup.audience: players + 1 cards (The Showdown is set up as for two)."""
    return max(len(state.players), 2) + 1


def card(state: TheGigState, card_id: str) -> AudienceCard:
    return next(c for c in table.pack(state).audience if c.id == card_id)


def begin_applause(state: TheGigState) -> list[Event]:
    """applause.order: in Initiative order; The Challenger discards before you."""
    if not state.options.audience:
        return tune_up(state)
    state.phase, state.turn = "applause", 0
    state.order = table.initiative_order(state.players)
    for player in state.players:
        player.applause_done = False
    return [e.phase_began("applause"), *challenger_discards(state),
            *next_in_applause(state)]


def current(state: TheGigState) -> int | None:
    """Whose Applause turn it is (None once everybody has had one)."""
    return state.order[state.turn] if state.turn < len(state.order) else None


def check_turn(state: TheGigState, seat: int) -> None:
    if state.phase != "applause" or current(state) != seat:
        raise RuleViolation("the-gig/applause.order",
                            _("rules", "It is not your turn in the Applause."))
    check_no_choice_owed(state, seat)


def in_row(state: TheGigState, card_id: str) -> AudienceCard:
    if card_id not in state.row:
        raise RuleViolation("the-gig/applause.buy",
                            _("rules", "That card is not in the Audience row."))
    return card(state, card_id)


def buy(state: TheGigState, seat: int, act: a.Buy) -> list[Event]:
    """applause.buy: pay Spotlights, take the card, resolve an immediate effect."""
    check_turn(state, seat)
    chosen = in_row(state, act.card)
    player = state.players[seat]
    if player.marks[Symbol.SPOTLIGHT] < chosen.cost:
        raise RuleViolation("the-gig/applause.buy",
                            _("rules", "That card costs {cost} Spotlights; you have {have}."),
                            cost=chosen.cost, have=player.marks[Symbol.SPOTLIGHT])
    player.marks[Symbol.SPOTLIGHT] -= chosen.cost
    state.row.remove(chosen.id)
    player.audience.append(chosen.id)
    resolve_immediate(state, seat, chosen)
    player.applause_done = True
    return [e.CardBought(seat=seat, card=chosen.id), *next_in_applause(state)]


def resolve_immediate(state: TheGigState, seat: int, chosen: AudienceCard) -> None:
    effect = chosen.effect
    if effect.kind == "gain":
        for item in effect.items:
            table.gain(state, seat, item.symbol, item.count)
    elif effect.kind == "gain_any":
        state.owed.append((seat, Owed(kind="notation", count=effect.count)))
    elif effect.kind == "extra_groove":
        state.owed.append((seat, Owed(kind="extra_groove", count=effect.size,
                                      touching=effect.touching)))
    elif effect.kind == "late_rerolls":
        state.players[seat].late_rerolls += effect.count


def discard(state: TheGigState, seat: int, act: a.Discard) -> list[Event]:
    """applause.discard: the card goes to the common pile; you gain its reward."""
    check_turn(state, seat)
    chosen = in_row(state, act.card)
    state.row.remove(chosen.id)
    state.discards.append(chosen.id)
    lost = chosen.reward.count - table.gain(state, seat, chosen.reward.symbol,
                                            chosen.reward.count)
    state.players[seat].applause_done = True
    return [e.CardDiscarded(seat=seat, card=chosen.id, reward=chosen.reward.symbol, lost=lost),
            *next_in_applause(state)]


def pass_applause(state: TheGigState, seat: int, act: a.PassApplause) -> list[Event]:
    check_turn(state, seat)
    state.players[seat].applause_done = True
    return [e.Passed(seat=seat), *next_in_applause(state)]


def next_in_applause(state: TheGigState) -> list[Event]:
    """Move on once the current player has acted and owes nothing; then the Tune-Up."""
    events = drop_unmarkable(state)
    seat = current(state)
    while seat is not None and state.players[seat].applause_done and not any(
            s == seat for s, _ in state.owed):
        state.turn += 1
        seat = current(state)
    if seat is None and not state.owed:
        return events + tune_up(state)
    return events


def challenger_discards(state: TheGigState) -> list[Event]:
    """showdown.applause: 0, 1 or 2 discards for the emptiest symbol tracks."""
    ch = state.challenger
    if ch is None:
        return []
    takes = 2 if ch.placed >= 3 or ch.timer_beat_you else 1 if ch.placed == 2 else 0
    events: list[Event] = []
    for _turn in range(takes):
        priority = sorted(SYMBOLS, key=lambda s: (ch.marks[s], SYMBOLS.index(s)))
        pick = next((c for s in priority for c in state.row
                     if card(state, c).reward.symbol == s), None)
        if pick is None:
            break
        reward = card(state, pick).reward
        state.row.remove(pick)
        state.discards.append(pick)
        events.append(e.CardDiscarded(card=pick, reward=reward.symbol, had=ch.marks[reward.symbol]))
        ch.marks[reward.symbol] += reward.count
    return events


def tune_up(state: TheGigState) -> list[Event]:
    """tune-up: dice home, the next song, a new Audience row; after song 6, the end."""
    if state.song + 1 >= len(state.songs):
        state.phase = "over"
        return [e.phase_began("over")]
    state.song += 1
    for player in state.players:
        player.token, player.solo_done, player.applause_done = None, False, False
        player.placed_this_turn = 0
    if state.challenger is not None:
        for die in state.challenger.dice:
            die.value = die.row = die.col = None
        state.challenger.timer_beat_you = False
    deal_row(state)
    return [e.phase_began("tune-up"), *flow.begin("song", state)]


def deal_row(state: TheGigState) -> None:
    """Unused cards go to the discards; players + 1 new ones are revealed."""
    if not state.options.audience:
        return
    state.discards += state.row
    count = min(row_size(state), len(state.deck))
    state.row, state.deck = state.deck[:count], state.deck[count:]
