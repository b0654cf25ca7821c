"""The Gig's invariants, checked after every action by the conformance suite."""

from __future__ import annotations

from collections import Counter

from roadie.games.the_gig import table
from roadie.games.the_gig.content import NOTATION
from roadie.games.the_gig.state import DICE_EACH, TheGigState


def check(state: TheGigState) -> None:
    _dice(state)
    _marks(state)
    _cards(state)
    _tokens(state)
    _grooves(state)


def _dice(state: TheGigState) -> None:
    assert len(state.dice) == DICE_EACH * len(state.players)
    spaces = Counter((d.row, d.col) for d in state.dice if d.where == "song")
    assert all(n == 1 for n in spaces.values()), "two dice share a space"
    harmonies = Counter((d.seat, d.row) for d in state.dice if d.where == "harmony")
    assert all(n == 1 for n in harmonies.values()), "a colour twice in a Harmony space"
    assert all(d.row == d.value for d in state.dice if d.where == "harmony"), \
        "a die in another row's Harmony space"
    for d in state.dice:
        if d.where == "song":
            assert d.row == d.value and d.col is not None
            assert d.col < table.row_length(state, d.row), "off the song"
            assert not table.challenger_on(state, d.row, d.col)
    if state.phase in ("song", "lock", "place"):
        assert any(d.unplaced for d in state.dice), "the song should have ended"
    assert sum(d.where == "hand" for d in state.dice) <= len(state.players)


def _marks(state: TheGigState) -> None:
    for seat, player in enumerate(state.players):
        assert all(n >= 0 for n in player.marks.values()), "negative marks"
        notes = {t.symbol: t.boxes for t in table.instrument(state, seat).notes}
        assert all(player.marks[s] <= notes[s] for s in NOTATION), "Notes overflow"
        assert len(player.harmonies) <= state.song + 1


def _cards(state: TheGigState) -> None:
    if not state.options.audience:
        assert not (state.deck or state.row or state.discards)
        return
    bought = [c for p in state.players for c in p.audience]
    every = state.deck + state.removed + state.row + state.discards + bought
    assert len(every) == len(set(every)) == len(table.pack(state).audience), "a card got lost"


def _tokens(state: TheGigState) -> None:
    held = [p.token for p in state.players if p.token is not None]
    if state.phase in ("song", "lock", "place") and table.tokens_in_use(state):
        assert sorted(held + state.tokens) == list(range(1, len(state.players)))
    if state.phase == "over":
        assert not state.owed


def _grooves(state: TheGigState) -> None:
    for player in state.players:
        cells = [c for g in player.grooves for c in g.cells]
        assert len(cells) == len(set(cells)), "grooves overlap"
