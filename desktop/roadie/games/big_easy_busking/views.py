"""What a seat sees of Royal Street.

Hidden from everyone: the order of the Hit Song deck, the crowd deck, the mood token pile and
the Robot Song Deck (only their sizes show), and the rng. Hidden from the other seats: a
player's hand and face-down discard pile (they see how many cards each holds). The rest of the
table is open; the Robot has no hand and its discards are the songs everyone saw it play.
"""

from __future__ import annotations

from pydantic import BaseModel

from roadie.core.clone import build, clone
from roadie.core.game import Event
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.scoring import song_cards
from roadie.games.big_easy_busking.state import (
    ROUNDS,
    Box,
    BuskingState,
    Performance,
    Standard,
    Step,
    StreetCrowd,
)


class BuskerView(BaseModel):
    seat: int
    colour: str
    band: list[int]
    reserve: int
    money: int
    hand: list[str]
    """The viewer's own songs; empty for the other seats, who see ``hand_size``."""
    hand_size: int
    discard: list[str]
    """The viewer's own face-down discards; empty for the other seats."""
    discard_size: int
    moods: list[str]
    passed: bool
    playing: Performance | None
    song_cards: int


class RobotView(BaseModel):
    card: str
    difficulty: str
    money: int
    supply: int
    deck_size: int
    discard: list[str]
    moods: list[str]
    playing: Performance | None


class TurnView(BaseModel):
    seat: int
    step: Step
    returning: int
    ability: str | None
    finished: str | None


class BuskingView(BaseModel):
    viewer: int | None
    content_pack: str
    rounds: int
    """How many rounds the game lasts."""
    round: int
    turn: TurnView | None
    """``None`` once the game is over."""
    buskers: list[BuskerView]
    robot: RobotView | None
    street: list[StreetCrowd]
    standards: list[Standard]
    market: list[str]
    hit_deck_size: int
    crowd_deck_size: int
    mood_pile_size: int
    box: Box
    over: bool
    winners: list[int] | None
    """Once the game is over: the winning seats (in the solo game, 1 is the Robot)."""


def view(state: BuskingState, viewer: int | None, winners: list[int] | None) -> BuskingView:
    """The table as *viewer* sees it: its own hand and discards, the others' counts.

    Built without validation from the valid state, for every seat after every action; it
    shares nothing with the state that a later action changes (crowds, Standards,
    performances and the box are never changed in place)."""
    turn = state.turn
    return build(
        BuskingView, viewer=viewer, content_pack=state.options.content_pack, rounds=ROUNDS,
        round=state.round,
        turn=None if state.over else build(
            TurnView, seat=turn.seat, step=turn.step, returning=turn.returning,
            ability=turn.ability, finished=turn.finished),
        buskers=[busker_view(state, i, mine=i == viewer) for i in range(len(state.buskers))],
        robot=robot_view(state),
        street=state.street.copy(), standards=state.standards.copy(),
        market=state.market.copy(), hit_deck_size=len(state.hit_deck),
        crowd_deck_size=len(state.crowd_deck), mood_pile_size=len(state.mood_pile),
        box=state.box, over=state.over, winners=winners,
    )


def view_from_public(public: BuskingView, state: BuskingState, viewer: int) -> BuskingView:
    """``view(state, viewer, winners)`` made from *public*, the spectators' view of the same
    state: only the viewer and its own band differ (the rest is shared with *public*)."""
    buskers = public.buskers.copy()
    if 0 <= viewer < len(buskers):
        buskers[viewer] = busker_view(state, viewer, mine=True)
    return clone(public, viewer=viewer, buskers=buskers)


def busker_view(state: BuskingState, seat: int, mine: bool) -> BuskerView:
    """A player's band as its owner (*mine*) or the others see it."""
    b = state.buskers[seat]
    return build(BuskerView, seat=seat, colour=b.colour, band=b.band.copy(), reserve=b.reserve,
                 money=b.money, hand=b.hand.copy() if mine else [], hand_size=len(b.hand),
                 discard=b.discard.copy() if mine else [], discard_size=len(b.discard),
                 moods=b.moods.copy(), passed=b.passed, playing=b.playing,
                 song_cards=song_cards(state, seat))


def robot_view(state: BuskingState) -> RobotView | None:
    bot = state.robot
    if bot is None:
        return None
    return build(RobotView, card=bot.card, difficulty=bot.difficulty, money=bot.money,
                 supply=bot.supply, deck_size=len(bot.deck), discard=bot.discard.copy(),
                 moods=bot.moods.copy(), playing=bot.playing)


def event_for(event: Event, seat: int | None) -> Event:
    """*event* as *seat* is told it: a song learnt blind from the deck or recalled from a
    face-down discard pile is named to its owner only."""
    if event.seat == seat:
        return event
    if isinstance(event, e.SongLearned) and event.source == "deck":
        return clone(event, song=None)
    if isinstance(event, e.AbilityUsed) and event.songs:
        return clone(event, songs=())
    return event
