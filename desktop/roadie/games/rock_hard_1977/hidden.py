"""A table a seat cannot tell from this one: face-down decks and others' secret cards redrawn."""

from __future__ import annotations

from roadie.core.rng import Rng
from roadie.games.rock_hard_1977.state import Player, RockHardState


def resample(state: RockHardState, seat: int | None, rng: Rng) -> RockHardState:
    other = state.model_copy(deep=True)
    for deck in (other.event_deck, other.sugar_deck, *other.hangout_decks.values()):
        rng.shuffle(deck)
    other.gig_stack = _shuffle_levels(other, rng)
    others = [p for i, p in enumerate(other.players) if i != seat]
    cat = other.cat
    _redeal(other.character_deck, others, set(cat.characters), lambda g: True, rng)
    _redeal(other.job_deck, others, set(cat.jobs), lambda g: True, rng)
    hidden_goals = [p for p in others] if not other.over else []
    _redeal(other.goal_deck, hidden_goals, set(cat.goals),
            lambda g: cat.goals[g].track == 0, rng, kept=True, scored=True)
    other.rng = rng.fork()
    return other


def _shuffle_levels(state: RockHardState, rng: Rng) -> list[str]:
    """The Random Gig stack keeps its A, B, C order; each level's cards are redrawn."""
    gigs = state.cat.gigs
    out: list[str] = []
    for level in "ABC":
        cards = [g for g in state.gig_stack if gigs[g].level == level]
        rng.shuffle(cards)
        out += cards
    return out


def _redeal(deck: list[str], players: list[Player], kind: set[str], secret_ok: object,
            rng: Rng, kept: bool = False, scored: bool = False) -> None:
    """Pool the deck with the players' unseen cards of *kind*, shuffle, and deal them back
    into the same places (kept goals only to trackless goals, so the view stays alike)."""
    check = secret_ok if callable(secret_ok) else (lambda g: True)
    slots: list[tuple[list[str], int, bool]] = []
    for p in players:
        for name in ("offer", "returned"):
            cards = getattr(p, name)
            slots += [(cards, i, False) for i, x in enumerate(cards) if x in kind]
        if kept:
            slots += [(p.goals, i, True) for i, g in enumerate(p.goals)
                      if check(g) and not (scored and g in p.scored_goals)]
    pool = [*deck, *(cards[i] for cards, i, _s in slots)]
    rng.shuffle(pool)
    for cards, i, strict in sorted(slots, key=lambda s: not s[2]):
        pick = next(j for j, x in enumerate(pool) if not strict or check(x))
        cards[i] = pool.pop(pick)
    deck[:] = pool
