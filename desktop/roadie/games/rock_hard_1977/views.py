"""What a seat sees. Hidden from everyone: deck orders and the rng. Hidden from the other seats:
cards you drew in a draft, the cards you returned, and Personal Goals without a progress track
until they score (tracked goals are face up when chosen)."""

from __future__ import annotations

from operator import attrgetter

from pydantic import BaseModel

from roadie.core.clone import build, clone
from roadie.core.game import Event
from roadie.games.rock_hard_1977 import events as e
from roadie.games.rock_hard_1977.state import Kept, Pending, RockHardState


class TurnView(BaseModel):
    """The turn in progress, as the state's :class:`~.state.Turn` (a plain dataclass) says."""

    seat: int
    actions: int = 1
    acted: int = 0
    candy: bool = False
    bed: bool = False
    groups: list[str] = []
    at: str | None = None


class PlayerView(BaseModel):
    seat: int
    character: str
    manager: str
    job: str | None
    stats: dict[str, int]
    low_sugar: bool
    demo: bool
    deal: bool
    life: list[str]
    sets: list[list[str]]
    kept: list[Kept]
    goals: list[str | None]
    """Your goals; another's show ``None`` where they are still secret."""
    scored_goals: list[str]
    offer: list[str]
    offer_size: int
    shift: str | None
    recovering: bool
    tally: dict[str, int]
    used: list[str]


class RockHardView(BaseModel):
    viewer: int | None
    content_pack: str
    side: str
    rising_star: bool
    stage: str
    draft: str
    round: int
    month: str
    order: list[int]
    turn: TurnView | None
    pending: Pending | None
    players: list[PlayerView]
    standees: dict[str, list[int]]
    bonuses: list[str]
    awards: dict[str, list[int]]
    managers_offered: list[str]
    event: str | None
    gig: str | None
    gig_levels_left: list[str]
    hot: dict[str, int]
    decks: dict[str, int]
    rolls: list[int]
    sugar_used: list[str]
    """Sugar Rush cards drawn this round, face up."""
    events_seen: list[str]
    """Cards left in each face-down deck."""
    box: list[str]


def goal_shown(state: RockHardState, owner: int, goal: str, seat: int | None) -> bool:
    p = state.players[owner]
    return seat == owner or state.over or goal in p.scored_goals \
        or state.cat.goals[goal].track > 0


STATS = ("chops", "reputation", "songs", "fame", "money", "candy", "crew", "craving", "royalty",
         "missed", "tokens", "gifts")
stats_of = attrgetter(*STATS)


def player_view(state: RockHardState, owner: int, seat: int | None) -> PlayerView:
    """One amplifier as *seat* sees it (built from the valid state, its lists copied)."""
    p = state.players[owner]
    mine = seat == owner
    return build(
        PlayerView, seat=owner, character=p.character, manager=p.manager, job=p.job,
        stats=dict(zip(STATS, stats_of(p), strict=True)), low_sugar=p.low_sugar, demo=p.demo,
        deal=p.deal, life=p.life.copy(), sets=[x.copy() for x in p.sets], kept=p.kept.copy(),
        goals=[g if goal_shown(state, owner, g, seat) else None for g in p.goals],
        scored_goals=p.scored_goals.copy(), offer=p.offer.copy() if mine else [],
        offer_size=len(p.offer), shift=p.shift, recovering=p.recovering, tally=p.tally.copy(),
        used=p.used.copy())


def view(state: RockHardState, seat: int | None) -> RockHardView:
    """The table as *seat* sees it (built from the valid state; nothing in it is shared with
    the state but frozen cards, so later actions leave it as it was)."""
    cat = state.cat
    decks = {"events": len(state.event_deck), "sugar_rush": len(state.sugar_deck),
             "characters": len(state.character_deck), "goals": len(state.goal_deck),
             "jobs": len(state.job_deck),
             **{f"hangout:{v}": len(d) for v, d in state.hangout_decks.items()}}
    turn, pending = state.turn, state.pending
    return build(
        RockHardView, viewer=seat, content_pack=state.options.content_pack,
        side=state.options.side, rising_star=state.options.with_rising_star, stage=state.stage,
        draft=state.draft, round=state.round, month=cat.pack.board.months[state.round - 1],
        order=state.order.copy(),
        turn=None if turn is None else build(
            TurnView, seat=turn.seat, actions=turn.actions, acted=turn.acted, candy=turn.candy,
            bed=turn.bed, groups=turn.groups.copy(), at=turn.at),
        pending=None if pending is None else clone(
            pending, options=[o.copy() for o in pending.options],
            sets=[x.copy() for x in pending.sets]),
        players=[player_view(state, i, seat) for i in range(len(state.players))],
        standees={k: v.copy() for k, v in state.standees.items()}, bonuses=state.bonuses.copy(),
        awards={k: v.copy() for k, v in state.awards.items()},
        managers_offered=state.managers_offered.copy(), event=state.event, gig=state.gig,
        gig_levels_left=[cat.gigs[g].level for g in state.gig_stack], hot=state.hot.copy(),
        decks=decks, rolls=state.rolls.copy(), sugar_used=state.sugar_used.copy(),
        events_seen=state.events_seen.copy(), box=sorted(state.box))


def view_from_public(public: RockHardView, state: RockHardState, viewer: int) -> RockHardView:
    """``view(state, viewer)`` made from *public*, the spectators' view of the same state:
    only the viewer and its own amplifier differ (the rest is shared with *public*)."""
    players = public.players.copy()
    if 0 <= viewer < len(players):
        players[viewer] = player_view(state, viewer, viewer)
    return clone(public, viewer=viewer, players=players)


def event_for(state: RockHardState, event: Event, seat: int | None) -> Event:
    """A kept Personal Goal without a progress track is secret from the other seats."""
    if isinstance(event, e.Kept) and event.seat != seat and event.step == "goals" \
            and event.card is not None and state.cat.goals[event.card].track == 0:
        return clone(event, card=None)
    return event
