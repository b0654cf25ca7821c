"""Big Easy Busking's rules in rulebook order: setup, the turn, the end of a round, the game.

Every action function checks everything first and only then changes the state, so a refused
action leaves the state exactly as it was. Refusals cite ``big-easy-busking/<rule>``.
"""

from __future__ import annotations

from roadie.core.errors import RuleViolation
from roadie.core.game import Event
from roadie.core.rng import Rng
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking import robot, scoring
from roadie.games.big_easy_busking.content import Catalog, SongKind, catalog, moods_match
from roadie.games.big_easy_busking.state import (
    BAND_START,
    CROWDS_PER_ROUND,
    ENERGY_SET,
    MARKET_SIZE,
    MONEY_START,
    RESERVE_START,
    ROUNDS,
    STANDARDS,
    Box,
    Busker,
    BuskingOptions,
    BuskingState,
    Performance,
    Robot,
    Standard,
    Step,
    StreetCrowd,
    Turn,
)
from roadie.games.big_easy_busking.table import (
    account,
    add_energy,
    contenders,
    earn,
    into_box,
    retire_song,
    set_mood,
    shuffled,
    take_top,
    turn_token,
)

# --- Game Setup and Player Setup ------------------------------------------------------------------

def set_up(options: BuskingOptions, seed: int) -> tuple[BuskingState, list[Event]]:
    """setup.*: lay out Royal Street, the Standards, the Market and each band; then round 1."""
    rng = Rng.from_seed(seed)
    cat = catalog(options.content_pack)
    pack = cat.pack
    abilities = shuffled([s.id for s in pack.songs_of(SongKind.ABILITY)], rng)
    hits = shuffled([s.id for s in pack.songs_of(SongKind.HIT)], rng)
    n_ability = STANDARDS if options.mardi_gras else 1  # variant.mardi-gras
    standard_songs = abilities[:n_ability] + hits[:STANDARDS - n_ability]
    hits = hits[STANDARDS - n_ability:]
    tokens = [t.id for t in pack.standard_tokens]
    colours = options.seat_colours()
    state = BuskingState(
        rng=rng, options=options, street=[],
        crowd_deck=shuffled([c.id for c in pack.crowds], rng),
        mood_pile=shuffled([m.id for m in pack.moods], rng),
        standards=[Standard(song=s, token=t, cost=cat.tokens[t].fresh_cost)
                   for s, t in zip(standard_songs, tokens, strict=False)],
        market=hits[:MARKET_SIZE], hit_deck=hits[MARKET_SIZE:],
        box=Box(songs=abilities[n_ability:], tokens=tokens[STANDARDS:]),
        buskers=[new_busker(cat, c) for c in colours],
        turn=Turn(seat=0),
    )
    unused = [s.id for p in pack.players if p.colour not in colours
              for s in pack.player_songs(p.colour)]
    if options.players == 1:
        state.robot = new_robot(options, unused, rng)
    else:
        into_box(state, songs=unused)
    reveal_crowds(state)
    first = options.first_player if options.first_player is not None \
        else rng.below(options.players)
    return state, begin_round(state, first)


def new_busker(cat: Catalog, colour: str) -> Busker:
    """setup.players: 4 energy per band member, 3 in reserve, the colour's songs, $3."""
    busker = Busker(colour=colour, band=[BAND_START] * len(cat.instruments),
                    reserve=RESERVE_START, hand=[s.id for s in cat.pack.player_songs(colour)],
                    money=0)
    earn(busker, MONEY_START, "start")
    return busker


def new_robot(options: BuskingOptions, songs: list[str], rng: Rng) -> Robot:
    """solo.setup, solo.difficulty: its own energy, its starting money, the unused songs."""
    level = catalog(options.content_pack).difficulties[options.difficulty]
    bot = Robot(card=options.robot, difficulty=level.id, money=0, deck=shuffled(songs, rng))
    earn(bot, level.starting_money, "start")
    return bot


def reveal_crowds(state: BuskingState) -> None:
    """setup.street, round.crowds: this round's crowds, each with a mood token from the pile."""
    for _n in range(CROWDS_PER_ROUND[state.round - 1]):
        state.street.append(StreetCrowd(crowd=take_top(state.crowd_deck),
                                        mood=take_top(state.mood_pile),
                                        energy=[0] * contenders(state)))


def begin_round(state: BuskingState, first: int) -> list[Event]:
    """Gameplay, solo.robot: the first player (the Robot in the solo game) takes the first turn."""
    found: list[Event] = [e.RoundStarted(round=state.round, first=None if state.solo else first,
                                         crowds=[c.crowd for c in state.street])]
    if state.solo:
        found += robot.take_turn(state, final=False)
    return found + start_turn(state, first)


# --- Player Turns ---------------------------------------------------------------------------------

def check_turn(state: BuskingState, seat: int) -> None:
    """game.end, turn.order: only the player whose turn it is acts, while the game lasts."""
    if state.over:
        raise RuleViolation("big-easy-busking/game.end", _("rules", "The game is over."))
    if seat != state.turn.seat:
        raise RuleViolation("big-easy-busking/turn.order",
                            _("rules", "It is seat {turn}'s turn, not seat {seat}'s."),
                            turn=state.turn.seat + 1, seat=seat + 1)


def check_nothing_pending(state: BuskingState) -> None:
    """Steps 1 and its parts come before tipping and the action."""
    turn = state.turn
    if turn.step == "finish":
        raise RuleViolation("big-easy-busking/turn.finish",
                            _("rules", "First finish the song you played last turn."))
    if turn.step == "return":
        raise RuleViolation("big-easy-busking/turn.finish.return",
                            _("rules", "First put the {energy} energy you kept back onto your "
                                       "band."), energy=turn.returning)
    if turn.step == "ability":
        raise RuleViolation("big-easy-busking/turn.finish.ability",
                            _("rules", "First use or skip the ability of {song}."),
                            song=turn.ability)


def start_turn(state: BuskingState, seat: int) -> list[Event]:
    """turn.first, turn.finish: a song in play is finished first; a first turn goes to step 3."""
    busker = state.buskers[seat]
    step: Step = "finish" if busker.playing else "act" if busker.turns == 0 else "tip"
    busker.turns += 1
    state.turn = Turn(seat=seat, step=step)
    return [e.TurnStarted(seat=seat)]


def end_turn(state: BuskingState, seat: int) -> list[Event]:
    """turn.order, solo.robot: the next player who has not passed; the round ends when none."""
    state.clock += 1
    state.buskers[seat].last_turn = state.clock
    if state.solo:
        return robot_turns(state)
    for step in range(1, len(state.buskers) + 1):
        nxt = (seat + step) % len(state.buskers)
        if not state.buskers[nxt].passed:
            return start_turn(state, nxt)
    return end_round(state)


def robot_turns(state: BuskingState) -> list[Event]:
    """solo.robot, solo.difficulty: one Robot turn, or its closing turns once you have passed."""
    if not state.buskers[0].passed:
        return robot.take_turn(state, final=False) + start_turn(state, 0)
    closing = state.cat.difficulties[robot.robot_of(state).difficulty].final_turns
    found: list[Event] = []
    for n in range(closing):
        found += robot.take_turn(state, final=n == closing - 1)
    return found + end_round(state)


# --- 1. Finish Playing a Song ---------------------------------------------------------------------

def finish_song(state: BuskingState, seat: int, act: a.FinishSong) -> list[Event]:
    """turn.finish, turn.finish.standard: energy to the crowd, maybe $1, the song retired."""
    busker = state.buskers[seat]
    perf = busker.playing
    if state.turn.step != "finish" or perf is None:
        raise RuleViolation("big-easy-busking/turn.finish",
                            _("rules", "You have no song to finish now."))
    matched = moods_match(state.cat.songs[perf.song].mood, state.crowd_mood(perf.crowd))
    check_placement(perf, matched, act.to_crowd)
    kept = perf.energy - act.to_crowd
    dollars = 1 if matched and kept == 0 else 0
    add_energy(state, perf.crowd, seat, act.to_crowd)
    earn(busker, dollars, "mood_match")
    busker.playing = None
    turn = state.turn
    if retire_song(state, busker, perf.song):
        turn.finished = perf.song
        if state.cat.songs[perf.song].ability is not None:
            turn.ability = perf.song
    turn.returning = kept
    turn.step = "return" if kept else after_return(turn)
    return [e.SongFinished(seat=seat, song=perf.song, crowd=perf.crowd,
                           card=state.street[perf.crowd].crowd, to_crowd=act.to_crowd, kept=kept,
                           matched=matched, dollars=dollars)]


def check_placement(perf: Performance, matched: bool, to_crowd: int) -> None:
    """turn.finish: all of it without a match; at least 1 with one."""
    if not matched and to_crowd != perf.energy:
        raise RuleViolation("big-easy-busking/turn.finish",
                            _("rules", "The moods don't match: all {energy} energy goes to the "
                                       "crowd."), energy=perf.energy)
    if not 1 <= to_crowd <= perf.energy:
        raise RuleViolation("big-easy-busking/turn.finish",
                            _("rules", "Place between 1 and {energy} energy on the crowd."),
                            energy=perf.energy)


def after_return(turn: Turn) -> Step:
    """What follows the returned energy: the ability, if there is one, then tipping."""
    return "ability" if turn.ability else "tip"


def return_energy(state: BuskingState, seat: int, act: a.ReturnEnergy) -> list[Event]:
    """turn.finish.return: the kept energy goes back onto band members, split at will."""
    turn, busker = state.turn, state.buskers[seat]
    if turn.step != "return":
        raise RuleViolation("big-easy-busking/turn.finish.return",
                            _("rules", "You have no energy to put back now."))
    check_member(busker, act.member, "big-easy-busking/turn.finish.return")
    if not 1 <= act.amount <= turn.returning:
        raise RuleViolation("big-easy-busking/turn.finish.return",
                            _("rules", "Put back between 1 and {energy} energy."),
                            energy=turn.returning)
    busker.band[act.member] += act.amount
    turn.returning -= act.amount
    if not turn.returning:
        turn.step = after_return(turn)
    return [e.EnergyReturned(seat=seat, member=act.member, amount=act.amount)]


def check_member(busker: Busker, member: int, rule_id: str) -> None:
    """The band member named exists."""
    if member >= len(busker.band):
        raise RuleViolation(rule_id, _("rules", "Your band has no member {member}."),
                            member=member + 1)


def skip_ability(state: BuskingState, seat: int, act: a.SkipAbility) -> list[Event]:
    """turn.finish.ability: the ability is optional."""
    song = state.turn.ability
    if state.turn.step != "ability" or song is None:
        raise RuleViolation("big-easy-busking/turn.finish.ability",
                            _("rules", "There is no ability to skip now."))
    state.turn.ability = None
    state.turn.step = "tip"
    return [e.AbilitySkipped(seat=seat, song=song)]


# --- 2. Tip ---------------------------------------------------------------------------------------

def tip(state: BuskingState, seat: int, act: a.Tip) -> list[Event]:
    """turn.tip: $1 per energy from the reserve to a band member (not on a first turn)."""
    check_nothing_pending(state)
    busker = state.buskers[seat]
    if state.turn.step == "act":
        raise RuleViolation("big-easy-busking/turn.first",
                            _("rules", "On your first turn of a round you go straight to your "
                                       "action: no tipping."))
    check_member(busker, act.member, "big-easy-busking/turn.tip")
    if not 1 <= act.amount <= busker.reserve:
        raise RuleViolation("big-easy-busking/turn.tip",
                            _("rules", "Tip between 1 and {reserve} energy: that is what your "
                                       "reserve holds."), reserve=busker.reserve)
    if act.amount > busker.money:
        raise RuleViolation("big-easy-busking/turn.tip",
                            _("rules", "A tip of {amount} energy costs ${amount}; you have "
                                       "${money}."), amount=act.amount, money=busker.money)
    busker.reserve -= act.amount
    busker.band[act.member] += act.amount
    earn(busker, -act.amount, "tips")
    return [e.Tipped(seat=seat, member=act.member, amount=act.amount)]


# --- 3. Perform Action: Learn a Song --------------------------------------------------------------

def learn(state: BuskingState, seat: int, act: a.Learn) -> list[Event]:
    """turn.learn: 1 energy from each band member to the reserve, then a song; the turn ends."""
    check_nothing_pending(state)
    busker = state.buskers[seat]
    check_learn_source(state, act.market)
    if min(busker.band) < 1:
        raise RuleViolation("big-easy-busking/turn.learn",
                            _("rules", "Each band member needs 1 energy to learn a song."))
    busker.band = [n - 1 for n in busker.band]
    busker.reserve += len(busker.band)
    return [take_learnt_song(state, seat, act.market), *end_turn(state, seat)]


def check_learn_source(state: BuskingState, market: int | None) -> None:
    """turn.learn: a Market slot or the deck top; nothing once the Market is empty."""
    if not state.market:
        raise RuleViolation("big-easy-busking/turn.learn",
                            _("rules", "The Melody Market is empty: nobody can learn songs any "
                                       "more."))
    if market is None and not state.hit_deck:
        raise RuleViolation("big-easy-busking/turn.learn",
                            _("rules", "The Hit Song deck is empty."))
    if market is not None and market >= len(state.market):
        raise RuleViolation("big-easy-busking/turn.learn",
                            _("rules", "The Melody Market has no song in slot {slot}."),
                            slot=market + 1)


def take_learnt_song(state: BuskingState, seat: int, market: int | None) -> e.SongLearned:
    """turn.learn: into the hand; a Market slot is refilled from the deck while it lasts."""
    if market is None:
        song = take_top(state.hit_deck)
        state.buskers[seat].hand.append(song)
        state.buskers[seat].secret.append(song)
        return e.SongLearned(seat=seat, song=song, source="deck")
    song = state.market.pop(market)
    refill = take_top(state.hit_deck) if state.hit_deck else None
    if refill is not None:
        state.market.insert(market, refill)
    state.buskers[seat].hand.append(song)
    return e.SongLearned(seat=seat, song=song, source="market", refill=refill)


# --- 3. Perform Action: Play a Song ---------------------------------------------------------------

def play_song(state: BuskingState, seat: int, act: a.PlaySong) -> list[Event]:
    """turn.play, turn.play.standard: energy as printed onto the song, by a crowd; turn ends."""
    check_nothing_pending(state)
    busker = state.buskers[seat]
    standard = check_playable(state, seat, act.song)
    if act.crowd >= len(state.street):
        raise RuleViolation("big-easy-busking/turn.play",
                            _("rules", "Royal Street has no crowd {crowd}."), crowd=act.crowd + 1)
    dollars = check_standard_cost(busker, standard, act.energy_from)
    need = state.cat.needs[act.song]
    check_band_energy(state, busker, need, act.energy_from)
    for member in act.energy_from:
        busker.band[member] -= 1
    busker.band = [have - n for have, n in zip(busker.band, need, strict=True)]
    busker.reserve += len(act.energy_from)
    earn(busker, -dollars, "standards")
    if standard is None:
        busker.hand.remove(act.song)
        if act.song in busker.secret:
            busker.secret.remove(act.song)
    busker.playing = Performance(song=act.song, crowd=act.crowd, energy=sum(need))
    return [e.SongPlayed(seat=seat, song=act.song, crowd=act.crowd,
                         card=state.street[act.crowd].crowd, energy=sum(need),
                         dollars=dollars, energy_paid=len(act.energy_from)),
            *end_turn(state, seat)]


def check_playable(state: BuskingState, seat: int, song: str) -> Standard | None:
    """turn.play, turn.play.standard: a song in hand, or a free Standard not finished now."""
    if song in state.buskers[seat].hand:
        return None
    standard = state.standard(song)
    if standard is None:
        raise RuleViolation("big-easy-busking/turn.play",
                            _("rules", "{song} is neither in your hand nor a Standard."),
                            song=song)
    if state.in_play(song):
        raise RuleViolation("big-easy-busking/turn.play.standard",
                            _("rules", "Someone is already playing {song}."), song=song)
    if song == state.turn.finished:
        raise RuleViolation("big-easy-busking/turn.play.standard",
                            _("rules", "You finished {song} this turn; you cannot play it "
                                       "again before your next turn."), song=song)
    return standard


def check_standard_cost(busker: Busker, standard: Standard | None,
                        energy_from: tuple[int, ...]) -> int:
    """turn.play.standard: the token's cost, all in dollars or all in energy as listed."""
    cost = 0 if standard is None else standard.cost
    if energy_from and len(energy_from) != cost:
        raise RuleViolation("big-easy-busking/turn.play.standard",
                            _("rules", "This song costs {cost} extra, paid either all in dollars "
                                       "or all in energy; you offered {energy} energy."),
                            cost=cost, energy=len(energy_from))
    for member in energy_from:
        check_member(busker, member, "big-easy-busking/turn.play.standard")
    dollars = 0 if energy_from else cost
    if dollars > busker.money:
        raise RuleViolation("big-easy-busking/turn.play.standard",
                            _("rules", "Paying ${dollars} for the Standard needs more than your "
                                       "${money}; pay it in energy instead."),
                            dollars=dollars, money=busker.money)
    return dollars


def check_band_energy(state: BuskingState, busker: Busker, need: tuple[int, ...],
                      energy_from: tuple[int, ...]) -> None:
    """turn.play: each band member must have the energy the song asks of it (plus any cost)."""
    for member, (have, owed) in enumerate(zip(busker.band, need, strict=True)):
        owed += energy_from.count(member)
        if owed > have:
            raise RuleViolation("big-easy-busking/turn.play",
                                _("rules", "Your {instrument} player has {have} energy and "
                                           "would need {need}."),
                                instrument=state.cat.instruments[member], have=have, need=owed)


# --- 3. Perform Action: Pass ----------------------------------------------------------------------

def pass_turn(state: BuskingState, seat: int, act: a.Pass) -> list[Event]:
    """turn.pass: no more turns this round."""
    check_nothing_pending(state)
    state.buskers[seat].passed = True
    return [e.Passed(seat=seat), *end_turn(state, seat)]


# --- End of Round ---------------------------------------------------------------------------------

def end_round(state: BuskingState) -> list[Event]:
    """round.end: pay the crowds; after round 3 the game ends, otherwise the next round starts."""
    found = pay_out_crowds(state)
    if state.round == ROUNDS:
        state.over = True
        return [*found, e.GameEnded(winners=scoring.score(state).winners)]
    first = next_first_player(state)
    reset_for_round(state)
    into_box(state, crowds=[c.crowd for c in state.street])
    state.street = []
    state.round += 1
    reveal_crowds(state)
    return found + begin_round(state, first)


def pay_out_crowds(state: BuskingState) -> list[Event]:
    """round.payout: 1st place (ties all paid, token to the box), then thresholds."""
    found: list[Event] = []
    for index, crowd_at in enumerate(state.street):
        crowd = state.cat.crowds[crowd_at.crowd]
        top = max(crowd_at.energy)
        first = [i for i, n in enumerate(crowd_at.energy) if n == top and top > 0]
        passing = [i for i, n in enumerate(crowd_at.energy) if n >= crowd.threshold]
        for i in first:
            earn(account(state, i), crowd.first_place_payout, "first_place")
        for i in passing:
            earn(account(state, i), crowd.threshold_payout, "threshold")
        mood_to = first[0] if len(first) == 1 else None
        if crowd_at.mood is not None:
            if mood_to is not None:
                account(state, mood_to).moods.append(crowd_at.mood)
            else:
                into_box(state, moods=[crowd_at.mood])
            set_mood(state, index, None)
        found.append(e.CrowdPaid(crowd=crowd.id, first=first,
                                 first_payout=crowd.first_place_payout, threshold=passing,
                                 threshold_payout=crowd.threshold_payout, mood_to=mood_to))
    return found


def reset_for_round(state: BuskingState) -> None:
    """round.reset: tokens to 1, songs back to hand, energy back on the bands."""
    for standard in state.standards:
        turn_token(state, standard, state.cat.tokens[standard.token].fresh_cost)
    for busker in state.buskers:
        busker.hand += busker.discard
        busker.discard = []
        busker.band = [BAND_START] * len(busker.band)
        busker.reserve = RESERVE_START
        busker.passed = False
        busker.turns = 0
    if state.robot is not None:
        bot = state.robot
        bot.deck, bot.discard = shuffled(bot.deck + bot.discard, state.rng), []
        bot.supply, bot.sets, bot.turns = ENERGY_SET, 1, 0


def next_first_player(state: BuskingState) -> int:
    """round.first-player: most money, then most mood tokens, then who acted most recently."""
    return max(range(len(state.buskers)),
               key=lambda i: (state.buskers[i].money, len(state.buskers[i].moods),
                              state.buskers[i].last_turn))
