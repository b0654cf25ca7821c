"""Bots at a human pace, a bot taking over a seat, and tournaments that replay from a seed."""

from __future__ import annotations

from roadie import games
from roadie.bots.tournament import Job, Line, jobs, play, run, tally
from roadie.match.client import LocalClient
from roadie.match.match import Match
from roadie.match.pacing import BOT_PACE, LEVEL_PACE, BotPacer, BotSeat, ManualTimers
from roadie.storage.saves import SeatSpec

GIG = games.get("the-gig")


def gig_match(kinds: tuple[str, ...]) -> Match:
    seats = [SeatSpec(name=f"P{i}", kind=k, level="easy") for i, k in enumerate(kinds)]
    return Match(GIG, GIG.make_options(len(kinds)), 4, seats, clock=lambda: 0.0)


def test_bots_wait_a_human_reaction_time_whatever_the_machine() -> None:
    """In the real-time Song every bot's first move comes no sooner than its level's
    reaction time, scaled by the bot pace setting only."""
    match = gig_match(("human", "bot", "bot"))
    human = LocalClient(match)
    bots = {s: BotSeat.local(match, s, level, 9) for s, level in ((1, "easy"), (2, "hard"))}
    for pace, factor in BOT_PACE.items():
        timers = ManualTimers()
        BotPacer(human, bots, timers, factor=factor, seed=1).schedule()
        assert set(timers.due) == {1, 2}, pace
        for seat, level in ((1, "easy"), (2, "hard")):
            low, high = LEVEL_PACE[level].reaction_ms
            assert low * factor <= timers.due[seat][0] <= high * factor


def test_a_bot_takes_over_a_seat_mid_game() -> None:
    match = gig_match(("human", "human"))
    table = LocalClient(match)
    timers = ManualTimers()
    pacer = BotPacer(table, {}, timers, seed=2)
    table.submit(table.legal_actions(0)[0], seat=0)
    before = len(match.record.actions)
    pacer.take_over(1, BotSeat.local(match, 1, "normal", 5))
    assert table.own == [0] and table.legal_actions(1) == []
    assert timers.advance()  # the bot's timer fires and it plays seat 1
    assert len(match.record.actions) == before + 1 and match.record.actions[-1].seat == 1


def test_a_tournament_is_the_same_from_the_same_seed_on_any_number_of_processes() -> None:
    solo = Job("the-gig", ("easy",), (("difficulty", "hard"),), 1, "easy v automaton hard")
    todo = [*jobs("big-easy-busking", ["easy", "normal"], 2, seed=3, players=2,
                  automaton=False), solo]
    assert [j.seats for j in todo[:2]] == [("easy", "normal"), ("normal", "easy")]
    alone = [o.credit for o in run(todo, 1)]
    spread = [o.credit for o in run(todo, 2)]
    assert alone == spread and all(sum(c) <= 1.0 for c in alone)


def test_the_table_counts_shared_wins_and_seats_held() -> None:
    outcome = play(Job("big-easy-busking", ("easy", "normal", "easy"), (), 2, "easy v normal"))
    easy, normal = tally([outcome])
    assert (easy.level, normal.level) == ("easy", "normal")
    assert abs(easy.fair - 2 / 3) < 1e-9 and abs(easy.wins + normal.wins - 1.0) < 1e-9
    line = Line("m", "x", games=100, wins=60.0)
    low, high = line.interval()
    assert low < 0.6 < high and 0.49 < low < 0.51
