"""Big Easy Busking for the built-in bots: the levels around the heuristic busker, and a
table made up from one seat's view for the search."""

from __future__ import annotations

from collections import Counter
from typing import Any

from roadie.core.clone import build
from roadie.core.rng import Rng
from roadie.games.big_easy_busking import bot
from roadie.games.big_easy_busking.content import catalog
from roadie.games.big_easy_busking.state import (
    ENERGY_SET,
    ROUNDS,
    Busker,
    BuskingOptions,
    BuskingState,
    Robot,
    Turn,
)
from roadie.games.big_easy_busking.views import BuskerView, BuskingView, RobotView, TurnView

EASY_SLIP = 0.3
"""How often Easy plays a random song or learns instead of the best move."""


def normal(view: BuskingView, legal: list[Any], rng: Rng) -> Any:
    return bot.choose(view, legal, rng)


def easy(view: BuskingView, legal: list[Any], rng: Rng) -> Any:
    """Normal, but now and then a song or a learn picked at random, and never a tip."""
    untipped = [x for x in legal if x.kind != "tip"] or legal
    loose = [x for x in untipped if x.kind in ("play", "learn")]
    if loose and rng.below(1000) < EASY_SLIP * 1000:
        return rng.choice(loose)
    return bot.choose(view, untipped, rng)


def glance(state: BuskingState, seat: int) -> BuskingView:
    """*seat*'s view of a made-up state for a playout's Normal (which only reads it): the
    fields the game's view gives, built without validation or copies (it shares the state's
    lists) and without counting song cards."""
    def busker(i: int) -> BuskerView:
        b = state.buskers[i]
        mine = i == seat
        return build(
            BuskerView, seat=i, colour=b.colour, band=b.band, reserve=b.reserve, money=b.money,
            hand=b.hand if mine else [], hand_size=len(b.hand),
            discard=b.discard if mine else [], discard_size=len(b.discard), moods=b.moods,
            passed=b.passed, playing=b.playing, song_cards=0)
    robot = state.robot
    turn = state.turn
    return build(
        BuskingView, viewer=seat, content_pack=state.options.content_pack, rounds=ROUNDS,
        round=state.round,
        turn=build(TurnView, seat=turn.seat, step=turn.step, returning=turn.returning,
                   ability=turn.ability, finished=turn.finished),
        buskers=[busker(i) for i in range(len(state.buskers))],
        robot=None if robot is None else build(
            RobotView, card=robot.card, difficulty=robot.difficulty, money=robot.money,
            supply=robot.supply, deck_size=len(robot.deck), discard=robot.discard,
            moods=robot.moods, playing=robot.playing),
        street=state.street, standards=state.standards, market=state.market,
        hit_deck_size=len(state.hit_deck), crowd_deck_size=len(state.crowd_deck),
        mood_pile_size=len(state.mood_pile), box=state.box, over=state.over, winners=None)


def candidates(view: BuskingView, legal: list[Any], rng: Rng, width: int = 5) -> list[Any]:
    """What the search weighs at a tip or action: Normal's move, the best plays, a learn,
    the tip Normal would make and passing. Other steps are Normal's alone."""
    choice = bot.choose(view, legal, rng)
    if view.turn is None or view.turn.step not in ("tip", "act"):
        return [choice]
    plays = sorted((x for x in legal if x.kind == "play"),
                   key=lambda x: -bot.play_value(view, x))[:width]
    found = [choice, *plays]
    learn = bot.learn_choice(view, legal)
    found += [learn] if learn is not None else []
    found += [x for x in legal if x.kind == "pass"]
    unique: list[Any] = []
    for act in found:
        if act not in unique:
            unique.append(act)
    return unique


def determinize(view: BuskingView, rng: Rng) -> BuskingState:
    """A table the viewer cannot tell from its view: the unseen songs (the Hit Song deck,
    the others' hands and discards) dealt at random, the face-down piles shuffled."""
    assert view.viewer is not None, "a bot plays a seat"
    cat = catalog(view.content_pack)
    me = view.viewer
    robot = view.robot
    colours = {b.colour for b in view.buskers}
    robot_songs = [s.id for s in cat.pack.songs if s.colour is not None
                   and s.colour not in colours and s.id not in view.box.songs]
    playing = [b.playing.song for b in view.buskers if b.playing is not None]
    if robot is not None and robot.playing is not None:
        playing.append(robot.playing.song)
    standards = [s.song for s in view.standards]
    seen = Counter([*view.market, *standards, *view.box.songs, *view.buskers[me].hand,
                    *view.buskers[me].discard, *(s for s in playing if s not in standards),
                    *robot_songs])
    hits = list((Counter(s.id for s in cat.pack.songs) - seen).elements())
    own = {b.seat: [s.id for s in cat.pack.player_songs(b.colour)
                    if s.id not in playing] for b in view.buskers}
    hits = [s for s in hits if not any(s in songs for songs in own.values())]
    rng.shuffle(hits)
    buskers = [made_up_busker(view, b.seat, own[b.seat], hits) for b in view.buskers]
    crowds = [c.id for c in cat.pack.crowds
              if c.id not in {s.crowd for s in view.street} | set(view.box.crowds)]
    used = Counter([*(c.mood for c in view.street if c.mood), *view.box.moods,
                    *(m for b in view.buskers for m in b.moods),
                    *(robot.moods if robot is not None else [])])
    moods = list((Counter(m.id for m in cat.pack.moods) - used).elements())
    rng.shuffle(crowds)
    rng.shuffle(moods)
    turn = view.turn
    return BuskingState(
        rng=rng.fork(), round=view.round, over=view.over, buskers=buskers,
        options=made_up_options(view),
        robot=made_up_robot(view, [s for s in robot_songs if s not in playing
                                   and s not in (robot.discard if robot else [])]),
        street=list(view.street), crowd_deck=crowds,
        mood_pile=moods, standards=list(view.standards),
        market=list(view.market), hit_deck=hits[:view.hit_deck_size], box=view.box,
        turn=Turn(seat=turn.seat, step=turn.step, returning=turn.returning,
                  ability=turn.ability, finished=turn.finished) if turn else Turn(seat=0))


def made_up_options(view: BuskingView) -> BuskingOptions:
    """The options the table shows: the colours, and in the solo game the Robot's card and
    difficulty (the Mardi Gras variant shows in the Standards already laid out)."""
    colours = tuple(b.colour for b in view.buskers)
    if view.robot is None:
        return BuskingOptions(players=len(colours), content_pack=view.content_pack,
                              colours=colours)
    return BuskingOptions(players=1, content_pack=view.content_pack, colours=colours,
                          robot=view.robot.card, difficulty=view.robot.difficulty)


def made_up_busker(view: BuskingView, seat: int, own: list[str], hits: list[str]) -> Busker:
    """The viewer's band as it is; another's with its colour's songs in hand and the rest of
    its hand and discards dealt from the unseen songs (*hits*, taken from the end)."""
    b = view.buskers[seat]
    if seat == view.viewer:
        hand, discard, blind = list(b.hand), list(b.discard), []
    else:
        cards = list(own)
        while len(cards) < b.hand_size + b.discard_size and hits:
            cards.append(hits.pop())
        hand, discard = cards[:b.hand_size], cards[b.hand_size:]
        blind = cards[len(own):b.hand_size]
    return Busker(colour=b.colour, band=list(b.band), reserve=b.reserve, money=b.money,
                  moods=list(b.moods), passed=b.passed, playing=b.playing, turns=1,
                  hand=hand, discard=discard, secret=blind)


def made_up_robot(view: BuskingView, deck: list[str]) -> Robot | None:
    robot = view.robot
    if robot is None:
        return None
    placed = sum(c.energy[-1] for c in view.street)
    held = robot.supply + placed + (robot.playing.energy if robot.playing else 0)
    return Robot(card=robot.card, difficulty=robot.difficulty, money=robot.money,
                 supply=robot.supply, sets=max(1, -(-held // ENERGY_SET)), deck=deck,
                 discard=list(robot.discard), moods=list(robot.moods), playing=robot.playing,
                 turns=1)
