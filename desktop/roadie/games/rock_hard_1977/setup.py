"""Setup steps 1-16: board side, amplifiers, bonuses, Random Gigs, decks, drafts."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import content as c
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977.content import VENUES, LifeType, catalog
from roadie.games.rock_hard_1977.state import (
    CANDY_CHARACTERS,
    CANDY_MEASURES,
    Player,
    RockHardOptions,
    RockHardState,
)

R = "rock-hard-1977/"
DRAWS = {"character": 2, "goals": 3, "job": 2}
KEEPS = {"character": 1, "goals": 2, "job": 1}


def shuffled(rng: Rng, items: Iterable[str]) -> list[str]:
    out = list(items)
    rng.shuffle(out)
    return out


@cache
def ids_of(pack: str, cards: str) -> tuple[str, ...]:
    """The ids of the pack's *cards* (``events``, ``jobs``...), in pack order (listed once)."""
    return tuple(card.id for card in getattr(catalog(pack).pack, cards))


@cache
def hangout_ids(pack: str) -> dict[str, tuple[str, ...]]:
    """Venue -> the ids of its Hang Out cards, in pack order (listed once)."""
    return {v: tuple(h.id for h in catalog(pack).pack.hangouts if h.venue == v) for v in VENUES}


def set_up(options: RockHardOptions, seed: int) -> RockHardState:
    """Steps 1-9 and 12, then deal the first draft (step 10)."""
    pack = options.content_pack
    rng = Rng.from_seed(seed)
    n = options.players
    first = options.first_player if options.first_player is not None else rng.below(n)
    candy = 1 if options.candy else 0  # variants.candy: nobody holds Candy
    state = RockHardState(rng=rng, options=options,
                          players=[Player(candy=candy) for _ in range(n)],
                          order=[(first + i) % n for i in range(n)])
    deal_bonuses(state)
    stack_random_gigs(state)
    state.event_deck = shuffled(rng, ids_of(pack, "events"))
    state.sugar_deck = shuffled(rng, ids_of(pack, "sugar_rush"))
    state.hangout_decks = {v: shuffled(rng, ids) for v, ids in hangout_ids(pack).items()}
    state.hangout_discards = {v: [] for v in VENUES}
    deal_hot_tokens(state)
    state.character_deck = shuffled(rng, characters_in_play(options))
    state.goal_deck = shuffled(rng, goals_in_play(options))
    state.job_deck = shuffled(rng, ids_of(pack, "jobs"))
    deal_life(state)
    deal_draft(state, "character")
    return state


def characters_in_play(options: RockHardOptions) -> list[str]:
    """setup.characters; variants.candy: without Candy but with abilities, no Eric Fairchild
    or Kimmy Kim."""
    ids = ids_of(options.content_pack, "characters")
    if options.candy or not options.abilities:
        return list(ids)
    return [x for x in ids if x not in CANDY_CHARACTERS]


def goals_in_play(options: RockHardOptions) -> list[str]:
    """setup.goals; variants.candy: without Candy, no goal that counts Candy or Craving."""
    ids = ids_of(options.content_pack, "goals")
    if options.candy:
        return list(ids)
    goals = catalog(options.content_pack).goals
    return [x for x in ids if not counts_candy(goals[x].condition)]


def counts_candy(cond: c.Condition) -> bool:
    if isinstance(cond, c.AnyOf):
        return any(counts_candy(inner) for inner in cond.conditions)
    return cond.measure in CANDY_MEASURES


def deal_bonuses(state: RockHardState) -> None:
    """setup.bonuses: one random card of each category; the rest to the box."""
    pack = state.cat.pack
    for category in ("production", "performance", "publicity"):
        ids = [b.id for b in pack.bonuses if b.category == category]
        pick = ids[state.rng.below(len(ids))]
        state.bonuses.append(pick)
        state.box += [i for i in ids if i != pick]


def stack_random_gigs(state: RockHardState) -> None:
    """setup.random-gigs: three of each level, A on top, then B, then C."""
    for level in "ABC":
        ids = shuffled(state.rng, [g.id for g in state.cat.pack.random_gigs if g.level == level])
        state.gig_stack += ids[:3]
        state.box += ids[3:]


def deal_hot_tokens(state: RockHardState) -> None:
    """setup.hot-tokens, cleanup.rest: the side's five tokens, one per Hang Out at random."""
    tokens = list(state.cat.pack.board.hot_tokens[state.options.side])
    state.rng.shuffle(tokens)
    state.hot = dict(zip(VENUES, tokens, strict=True))


def deal_life(state: RockHardState) -> None:
    """setup.life: two Starting Life Experiences of different icons each, redrawing repeats."""
    cat = state.cat
    deck = shuffled(state.rng, ids_of(state.options.content_pack, "starting_life"))
    for seat in state.order:
        p = state.players[seat]
        p.life.append(deck.pop(0))
        repeats: list[str] = []
        while cat.life[deck[0]].life == cat.life[p.life[0]].life:
            repeats.append(deck.pop(0))
        p.life.append(deck.pop(0))
        deck += repeats
        state.rng.shuffle(deck)
    assert all(cat.life[x].life != LifeType.WILD for p in state.players for x in p.life)


FOLLOWING = {"character": "goals", "goals": "job", "job": "manager", "manager": "done"}


def deal_draft(state: RockHardState, step: str) -> None:
    """Deal the draft of *step* in player order; managers are laid out face up."""
    state.draft = step  # type: ignore[assignment]
    if step == "done":
        return
    if step == "manager":
        ids = shuffled(state.rng, [m.id for m in state.cat.pack.managers])
        state.managers_offered = ids[:len(state.players)]
        return
    deck: list[str] = getattr(state, f"{'goal' if step == 'goals' else step}_deck")
    draws = min(DRAWS[step], len(deck) // len(state.order))  # variants.candy: 8 Characters
    for seat in state.order:
        state.players[seat].offer = [deck.pop(0) for _ in range(draws)]


def drafting_seats(state: RockHardState) -> list[int]:
    """setup.draft: who still chooses (all at once; managers one at a time, reverse order)."""
    if state.draft == "manager":
        left = [s for s in reversed(state.order) if not state.players[s].manager]
        return left[:1]
    return [s for s, p in enumerate(state.players) if p.offer]


def keep(state: RockHardState, seat: int, card: str) -> list[Event]:
    """setup.characters / goals / jobs / managers: keep a card you were offered."""
    if seat not in drafting_seats(state):
        raise RuleViolation(R + "setup.draft", _("rules", "You have nothing to choose now."))
    p = state.players[seat]
    step = state.draft
    if step == "manager":
        if card not in state.managers_offered:
            raise RuleViolation(R + "setup.managers", _("rules", "That Manager is not on "
                                                              "offer."))
        state.managers_offered.remove(card)
        p.manager = card
    else:
        if card not in p.offer:
            raise RuleViolation(R + f"setup.{'goals' if step == 'goals' else step + 's'}",
                                _("rules", "You did not draw that card."))
        take(state, seat, step, card)
    return [e.Kept(seat=seat, step=step, card=card)]


def take(state: RockHardState, seat: int, step: str, card: str) -> None:
    p = state.players[seat]
    p.offer.remove(card)
    if step == "character":
        p.character = card
        p.tokens = state.cat.characters[card].tokens if state.options.abilities else 0
    elif step == "job":
        p.job = card
    else:
        p.goals.append(card)
    if len(p.offer) == DRAWS[step] - KEEPS[step]:
        p.returned += p.offer
        p.offer = []
