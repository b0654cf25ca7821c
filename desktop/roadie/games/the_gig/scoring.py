"""Final Scoring, with a full breakdown per player (and for The Challenger)."""

from __future__ import annotations

from functools import lru_cache

from roadie.core.clone import build
from roadie.core.game import ScoreLine, ScoreSheet, SeatScore, winners_of
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import content, solo
from roadie.games.the_gig.applause import card
from roadie.games.the_gig.content import NOTATION, Condition, Effect, Symbol
from roadie.games.the_gig.state import SYMBOLS, Groove, Player, TheGigState

Marks = dict[Symbol, int]


def majorities(mine: Marks, others: list[Marks], each: int = 5) -> int:
    """final.scoring: *each* per player with fewer of a symbol than you, per symbol."""
    return sum(each * sum(o[s] < mine[s] for o in others) for s in SYMBOLS)


def notation_sets(marks: Marks) -> int:
    return 5 * min(marks[s] for s in NOTATION)


def holds(state: TheGigState, seat: int, condition: Condition | None) -> bool:
    if condition is None:
        return True
    player = state.players[seat]
    if condition.kind == "majority":
        others = all_marks(state, seat)
        return all(o[condition.symbol] < player.marks[condition.symbol] for o in others)
    if condition.kind == "at_least":
        return player.marks[condition.symbol] >= condition.count
    if condition.kind == "harmonies_at_least":
        return sum(h > 0 for h in player.harmonies) >= condition.count
    return len(player.audience) >= condition.count


def all_marks(state: TheGigState, seat: int) -> list[Marks]:
    """Everybody else's symbols, The Challenger's included."""
    others = [p.marks for i, p in enumerate(state.players) if i != seat]
    if state.challenger is not None:
        others.append(state.challenger.marks)
    return others


def card_points(state: TheGigState, seat: int, effect: Effect) -> int:
    """What an end-game Audience effect is worth."""
    player = state.players[seat]
    if effect.kind == "points":
        return effect.points if holds(state, seat, effect.condition) else 0
    if effect.kind == "points_per_symbol":
        times = player.marks[effect.symbol] // effect.every
        return effect.points * (times if effect.most is None else min(times, effect.most))
    if effect.kind == "points_per_set":
        return effect.points * min(player.marks[s] for s in effect.symbols)
    if effect.kind == "points_per_harmony":
        return effect.points * sum(h > 0 for h in player.harmonies)
    if effect.kind == "points_per_groove":
        return effect.points * sum(len(g.cells) >= effect.min_size for g in player.grooves)
    if effect.kind == "points_per_audience":
        others = [card(state, c) for c in player.audience]
        counted = [c for c in others if effect.deck is None or c.deck == effect.deck]
        return effect.points * max(0, len(counted) - 1)
    return 0


def seat_score(state: TheGigState, seat: int) -> SeatScore:
    """final.scoring: each line with the rule that scores it."""
    player: Player = state.players[seat]
    lines = [
        line(_("scores", "Solo"), "solo.benefits",
             solo_points(state.options.content_pack, player.instrument, tuple(player.grooves))),
        line(_("scores", "Spotlights"), "final.scoring", player.marks[Symbol.SPOTLIGHT]),
        line(_("scores", "Audience cards"), "applause.buy",
             sum(card_points(state, seat, card(state, c).effect) for c in player.audience)),
        line(_("scores", "Symbol majorities"), "final.scoring",
             majorities(player.marks, all_marks(state, seat))),
        line(_("scores", "Notation sets"), "final.scoring", notation_sets(player.marks)),
        line(_("scores", "Harmonies"), "bridge.harmonies", sum(player.harmonies)),
    ]
    return build(SeatScore, seat=seat, total=sum(x.points for x in lines),
                 name=player.instrument, automaton=False, lines=lines, tiebreak=[])


@lru_cache(maxsize=4096)
def solo_points(pack: str, instrument: str, grooves: tuple[Groove, ...]) -> int:
    """What *grooves* (never changed once drawn) on *instrument* of *pack* are worth: worked
    out once per new groove, not for every score asked after every action."""
    return solo.solo_points(content.load(pack).instrument(instrument), list(grooves))


def challenger_score(state: TheGigState) -> SeatScore:
    """showdown.scoring: as normal, but majorities are worth 10."""
    ch = state.challenger
    assert ch is not None
    lines = [
        line(_("scores", "Head start"), "showdown.scoring", ch.head_start),
        line(_("scores", "Unplaced dice"), "showdown.unplaced", ch.unplaced_points),
        line(_("scores", "Spotlights"), "final.scoring", ch.marks[Symbol.SPOTLIGHT]),
        line(_("scores", "Symbol majorities"), "showdown.scoring",
             majorities(ch.marks, [state.players[0].marks], 10)),
        line(_("scores", "Notation sets"), "final.scoring", notation_sets(ch.marks)),
    ]
    return SeatScore(seat=1, total=sum(x.points for x in lines), name=_("games", "The Challenger"),
                     automaton=True, lines=lines)


def line(label: str, rule: str, points: int) -> ScoreLine:
    """A score line and the rule of The Gig that scores it (built without validation: made
    for every seat after every action, of values that are what they say)."""
    return build(ScoreLine, label=label, points=points, rule=f"the-gig/{rule}")


def score(state: TheGigState) -> ScoreSheet:
    seats = [seat_score(state, s) for s in range(len(state.players))]
    if state.challenger is None:
        return ScoreSheet(seats=seats, winners=winners_of(seats))
    challenger = challenger_score(state)
    # showdown.scoring: you win only with more points than The Challenger; a tie is its win
    return ScoreSheet(seats=[*seats, challenger],
                      winners=[0] if seats[0].total > challenger.total else [1])
