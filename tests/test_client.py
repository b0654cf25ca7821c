"""The table client: a seat plays only for itself and is told only what it may see."""

from __future__ import annotations

import pytest

from roadie import games
from roadie.core.errors import RuleViolation
from roadie.match.client import LocalClient, SeatChange
from roadie.match.match import Match
from roadie.match.pacing import BotPacer, ManualTimers
from roadie.match.session import LocalTable
from roadie.storage.saves import SeatSpec

BUSKING = games.get("big-easy-busking")


def busking_table(seed: int) -> LocalTable:
    seats = [SeatSpec(name="Ana"), SeatSpec(name="Ben", kind="bot"),
             SeatSpec(name="Cleo", kind="bot")]
    match = Match(BUSKING, BUSKING.make_options(3, {"first_player": 1}), seed, seats,
                  clock=lambda: 0.0)
    return LocalTable.around(match)


def test_a_client_acts_and_sees_only_for_its_own_seats() -> None:
    table = busking_table(3)
    client, match = table.client, table.match
    assert client.own == [0] and client.viewer == 0
    assert client.legal_actions(1) == [] and match.legal_actions(1)
    assert client.view(1) == match.view(None)  # another seat's eyes: a spectator's
    before = match.hash()
    with pytest.raises(RuleViolation, match="not yours") as refused:
        client.submit(match.legal_actions(1)[0], seat=1)
    assert refused.value.rule_id == "roadie/seat" and match.hash() == before
    assert not client.set_viewer(1) and client.viewer == 0


def ana_plays(seed: int) -> list[tuple[SeatChange, set[str]]]:
    """Ana (seat 0) plays her first legal action each turn against two random bots. Each
    change she is told, with the songs the others hold blind then that she cannot see."""
    table = busking_table(seed)
    client, match = table.client, table.match
    timers = ManualTimers()
    pacer = BotPacer(client, table.bots, timers, seed=seed)
    told: list[tuple[SeatChange, set[str]]] = []

    def listen(change: SeatChange) -> None:
        state = match.state  # the test's own eyes, not Ana's
        secret = {s for i, b in enumerate(state.buskers) if i != 0 for s in b.secret}
        told.append((change, secret - set(client.view().model_dump_json().split('"'))))

    client.changed.connect(listen)
    for _ in range(5000):
        if match.is_over():
            break
        if 0 in match.active_seats():
            client.submit(client.legal_actions()[0])
        else:
            pacer.schedule()
            assert timers.advance()
    assert match.is_over()
    return told


def test_a_scripted_seat_is_told_nothing_it_may_not_see() -> None:
    held_blind = learnt_blind = 0
    for seed in range(1, 9):
        for change, secret in ana_plays(seed):
            said = " ".join(e.model_dump_json() for e in change.events)
            assert not any(f'"{song}"' in said for song in secret), said
            held_blind += bool(secret)
            learnt_blind += sum(e.kind == "song_learned" and e.seat != 0 and e.song is None
                                for e in change.events)
    assert held_blind and learnt_blind, "the bots never learnt blind: nothing hidden was checked"


def test_the_client_of_a_finished_game_reports_its_score_history() -> None:
    table = busking_table(4)
    client, match = table.client, table.match
    pacer = BotPacer(client, table.bots, ManualTimers())
    while not match.is_over():
        if 0 in match.active_seats():
            client.submit(client.legal_actions()[-1])
        else:
            pacer.schedule()
            assert pacer.timers.advance()  # type: ignore[attr-defined]
    history = client.score_history()
    assert len(history) == client.actions_taken() + 1
    assert history[-1] == client.score().totals


def test_closing_a_client_stops_its_changes() -> None:
    game = games.get("gig-dice")
    match = Match(game, game.make_options(2), 1, [SeatSpec(name="A"), SeatSpec(name="B")])
    client = LocalClient(match)
    seen: list[SeatChange] = []
    client.changed.connect(seen.append)
    client.submit(client.legal_actions()[0])
    client.close()
    seat = match.active_seats()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    assert len(seen) == 1 and seen[0].action is not None
