"""What a seat sees of Royal Street.

Hidden: the order of the Hit Song deck, the crowd deck, the mood token pile and the Robot Song
Deck (only their sizes show), and the rng. Everything else is open: the rulebook keeps no hand
secret and what lies in a discard pile was seen when it was played.
"""

from __future__ import annotations

from pydantic import BaseModel

from roadie.games.big_easy_busking.scoring import song_cards
from roadie.games.big_easy_busking.state import (
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
    discard: list[str]
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
    """The table as *viewer* sees it (all seats see the same: only orders are hidden)."""
    turn = state.turn
    return BuskingView(
        viewer=viewer, round=state.round,
        turn=None if state.over else TurnView(seat=turn.seat, step=turn.step,
                                               returning=turn.returning, ability=turn.ability,
                                               finished=turn.finished),
        buskers=[BuskerView(seat=i, colour=b.colour, band=list(b.band), reserve=b.reserve,
                            money=b.money, hand=list(b.hand), discard=list(b.discard),
                            moods=list(b.moods), passed=b.passed, playing=b.playing,
                            song_cards=song_cards(state, i))
                 for i, b in enumerate(state.buskers)],
        robot=robot_view(state),
        street=[c.model_copy(deep=True) for c in state.street],
        standards=[s.model_copy() for s in state.standards],
        market=list(state.market), hit_deck_size=len(state.hit_deck),
        crowd_deck_size=len(state.crowd_deck), mood_pile_size=len(state.mood_pile),
        box=state.box.model_copy(deep=True), over=state.over, winners=winners,
    )


def robot_view(state: BuskingState) -> RobotView | None:
    bot = state.robot
    if bot is None:
        return None
    return RobotView(card=bot.card, difficulty=bot.difficulty, money=bot.money,
                     supply=bot.supply, deck_size=len(bot.deck), discard=list(bot.discard),
                     moods=list(bot.moods), playing=bot.playing)
