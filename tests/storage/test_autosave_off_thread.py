"""The autosave is made and written on the writer's thread, from a snapshot taken at the
action: the file is the save of the match as it was then, byte for byte."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

from roadie import games
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec, read_save, save_bytes
from roadie.storage.writer import BackgroundWriter

SEATS = [SeatSpec(name=name) for name in ("Ana", "Ben", "Cleo", "Dev")]


def new_match(path: Path, writer: BackgroundWriter | None) -> Match:
    game = games.get("the-gig")
    return Match(game, game.options_from_dict({"players": 4}), 7, SEATS, clock=lambda: 1.5,
                 autosave=path, writer=writer)


def play(match: Match, rng: random.Random) -> None:
    seat = match.active_seats()[0]
    match.submit(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))


def without_time(raw: bytes) -> bytes:
    """*raw* with its ``saved_at`` (seconds apart between two saves) blanked."""
    stamp = json.loads(raw)["saved_at"]
    return raw.replace(f'"saved_at": "{stamp}"'.encode(), b'"saved_at": ""', 1)


def test_the_autosave_is_the_save_made_on_the_ui_thread(tmp_path: Path) -> None:
    writer = BackgroundWriter()
    match, rng = new_match(tmp_path / "auto.json", writer), random.Random(3)
    for _ in range(40):
        play(match, rng)
        assert writer.flush(10)
        written = (tmp_path / "auto.json").read_bytes()
        assert without_time(written) == without_time(save_bytes(match.save_file()))
    save, _state = read_save(tmp_path / "auto.json")
    assert save.record.final_hash == match.hash()


def test_later_actions_do_not_reach_a_save_not_yet_written(tmp_path: Path) -> None:
    match, rng = new_match(tmp_path / "auto.json", None), random.Random(5)
    for _ in range(10):
        play(match, rng)
    expected = without_time(save_bytes(match.save_file()))
    make = match._snapshot()  # what the writer gets; it runs after the next actions
    for _ in range(10):
        play(match, rng)
    assert without_time(make()) == expected


def test_a_flush_returns_once_the_write_was_reported(tmp_path: Path) -> None:
    """What the report does (a table removing a stale journal) is done when flush returns."""
    reported: list[Path] = []

    def slow_report(path: Path, error: OSError | None) -> None:
        time.sleep(0.2)
        reported.append(path)

    writer = BackgroundWriter(slow_report)
    writer.write(tmp_path / "a.roadie", b"{}")
    assert writer.flush(10)
    assert reported == [tmp_path / "a.roadie"]
