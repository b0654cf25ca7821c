"""The autosave written inline is the save plus a journal of the actions since: read back,
it is the match as it is, whole save or not; a torn, foreign or stray journal is left out,
and a damaged one is kept up to its first damaged line."""

from __future__ import annotations

import json
import logging
import os
import random
import stat
from pathlib import Path

import pytest

from roadie import games
from roadie.core.game import state_hash
from roadie.core.record import replay
from roadie.games.gig_dice import actions as a
from roadie.match import match as match_module
from roadie.match.match import Match
from roadie.match.session import LocalTable
from roadie.storage.journal import journal_path, read_journal
from roadie.storage.saves import SeatSpec, parse_save, read_save, read_save_counting
from roadie.storage.writer import BackgroundWriter


def new_match(path: Path, game_id: str = "big-easy-busking", seed: int = 3,
              kinds: tuple[str, ...] = ("bot", "bot", "bot")) -> Match:
    game = games.get(game_id)
    seats = [SeatSpec(name=f"P{i}", kind=k) for i, k in enumerate(kinds)]  # type: ignore[arg-type]
    match = Match(game, game.make_options(len(seats)), seed, seats, autosave=path)
    match.save(path)
    return match


def play(match: Match, rng: random.Random) -> None:
    seat = match.active_seats()[0]
    match.submit(seat, rng.choice(sorted(match.legal_actions(seat), key=repr)))


def saved_actions(path: Path) -> int:
    """The actions the save file alone holds (without its journal)."""
    return len(parse_save(path.read_bytes(), path.name).record.actions)


@pytest.mark.parametrize("game_id", ["big-easy-busking", "gig-dice", "the-gig"])
def test_the_autosave_read_back_is_the_match_after_every_action(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    monkeypatch.setattr(match_module, "WHOLE_SAVE_EVERY", 7)  # several whole saves a game
    path = tmp_path / "auto.roadie"
    rng = random.Random(11)
    kinds = ("bot",) * games.get(game_id).info.min_players
    lagging, whole = 0, set[int]()
    for seed in range(1, 200):
        match = new_match(path, game_id, seed, kinds)
        while not match.is_over() and len(whole) < 6:
            play(match, rng)
            save, state = read_save(path)
            assert save.record.actions == match.record.actions
            assert state_hash(state) == match.hash()
            lagging += saved_actions(path) < len(match.record.actions)
            whole.add(saved_actions(path))
        if len(whole) == 6:
            break
    assert lagging > 10 and len(whole) == 6  # the save lags the match, written whole at times


def test_each_action_between_whole_saves_is_a_journal_line(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(2)
    for _ in range(5):
        play(match, rng)
    assert saved_actions(path) == 0  # saved whole at the start
    journal = read_journal(journal_path(path))
    assert journal is not None
    start, steps, dropped = journal
    assert start is not None and (start.game, start.seed, start.start) == (
        "big-easy-busking", 3, 0)
    assert steps == match.record.actions and dropped == 0


def test_a_torn_last_line_is_the_action_in_flight_and_is_left_out(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(4)
    for _ in range(6):
        play(match, rng)
    before_last = replay(match.game, match.record.model_copy(
        update={"actions": match.record.actions[:-1]}))
    raw = journal_path(path).read_bytes()
    journal_path(path).write_bytes(raw[:-7])  # the last line cut short by the kill
    save, state = read_save(path)
    assert save.record.actions == match.record.actions[:-1]
    assert state_hash(state) == state_hash(before_last)


def test_a_journal_of_another_game_is_refused_and_the_save_alone_read(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path, other = tmp_path / "auto.roadie", tmp_path / "other.roadie"
    match, rng = new_match(path), random.Random(5)
    play(match, rng)
    stranger = new_match(other, seed=4)
    for _ in range(4):
        play(stranger, rng)
    journal_path(path).write_bytes(journal_path(other).read_bytes())
    with caplog.at_level(logging.WARNING):
        save, _state = read_save(path)
    assert save.record.actions == [] and match.record.actions  # the save alone
    assert "auto.roadie.journal is of another game" in caplog.text


def test_a_journal_that_skips_actions_of_its_save_is_refused(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(6)
    for _ in range(4):
        play(match, rng)
    lines = journal_path(path).read_bytes().split(b"\n")
    head = json.loads(lines[0])
    head["start"] = 3  # it says it follows action 3; the save holds none
    journal_path(path).write_bytes(b"\n".join([json.dumps(head).encode(), *lines[1:]]))
    with caplog.at_level(logging.WARNING):
        save, _state = read_save(path)
    assert save.record.actions == []
    assert "does not follow its save" in caplog.text


def test_a_journal_left_from_before_the_save_was_written_whole_adds_only_what_is_after(
        tmp_path: Path) -> None:
    """Killed between writing the save whole and starting the journal again: the journal
    still holds actions the save has too."""
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(7)
    for _ in range(6):
        play(match, rng)
    old_journal = journal_path(path).read_bytes()
    match.save(path)
    play(match, rng)
    journal_path(path).write_bytes(old_journal)  # the new action was never journaled
    save, _state = read_save(path)
    assert save.record.actions == match.record.actions[:-1]


@pytest.mark.parametrize("damage", ["cut short", "not JSON", "a 5,000-digit seat",
                                    "nested 40 deep", "no seat"])
def test_a_journal_keeps_the_lines_before_its_first_damaged_one(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: str) -> None:
    """30 actions journaled, the 15th line damaged: the 14 before it are kept, never one
    after the gap (skipping it would replay the rest wrongly), and 16 are counted dropped."""
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path, "the-gig", seed=8, kinds=("bot", "bot")), random.Random(8)
    for _ in range(30):
        play(match, rng)
    lines = journal_path(path).read_bytes().split(b"\n")
    lines[15] = {"cut short": lines[15][:10], "not JSON": b"\x00\xff garbage",
                 "a 5,000-digit seat": b'{"seat": ' + b"9" * 5000 + b', "action": {}}',
                 "nested 40 deep": b'{"seat": 0, "action": {"x": ' + b"[" * 40 + b"]" * 40
                 + b"}}",
                 "no seat": b'{"action": {"kind": "pass"}}'}[damage]
    journal_path(path).write_bytes(b"\n".join(lines))
    with caplog.at_level(logging.WARNING):
        save, state, dropped = read_save_counting(path)
    assert save.record.actions == match.record.actions[:14] and dropped == 16
    assert state_hash(state) == state_hash(replay(match.game, save.record))
    assert "auto.roadie.journal is damaged after action 14: 16 actions were dropped" in \
        caplog.text


def test_a_journal_line_that_does_not_replay_ends_what_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(12)
    for _ in range(10):
        play(match, rng)
    lines = journal_path(path).read_bytes().split(b"\n")
    line = json.loads(lines[6])
    line["seat"] = 7
    lines[6] = json.dumps(line).encode()
    journal_path(path).write_bytes(b"\n".join(lines))
    save, state, dropped = read_save_counting(path)
    assert save.record.actions == match.record.actions[:5] and dropped == 5
    assert state_hash(state) == state_hash(replay(match.game, save.record))


def test_a_journal_damaged_from_its_first_line_drops_its_actions(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(13)
    for _ in range(4):
        play(match, rng)
    raw = journal_path(path).read_bytes()
    journal_path(path).write_bytes(b"x" + raw[1:])
    save, _state, dropped = read_save_counting(path)
    assert save.record.actions == [] and dropped == 4


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
def test_a_fifo_in_the_journals_place_is_not_read(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(14)
    play(match, rng)
    match.save(path)
    journal_path(path).unlink()
    os.mkfifo(journal_path(path))
    with caplog.at_level(logging.WARNING):
        save, _state, dropped = read_save_counting(path)  # no writer: it would wait for ever
    assert save.record.actions == match.record.actions and dropped == 0
    assert "is not a regular file" in caplog.text


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
def test_the_journal_is_a_new_file_only_its_owner_reads(tmp_path: Path) -> None:
    """Made 0600 as saves are, whatever was in its place (a FIFO would block its opening)."""
    path = tmp_path / "auto.roadie"
    os.mkfifo(journal_path(path))
    match = new_match(path)
    play(match, random.Random(15))
    info = journal_path(path).lstat()
    assert stat.S_ISREG(info.st_mode) and stat.S_IMODE(info.st_mode) == 0o600
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert read_save(path)[0].record.actions == match.record.actions


def test_a_new_game_at_the_same_autosave_starts_its_journal_afresh(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(9)
    for _ in range(5):
        play(match, rng)
    again = new_match(path)  # the same game and seed: the old journal would fit it
    save, _state = read_save(path)
    assert save.record.actions == again.record.actions == []


def test_undo_writes_the_save_whole_and_the_journal_starts_after_it(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match = new_match(path, "gig-dice", seed=5, kinds=("human", "human"))
    match.submit(0, a.AddDie(sides=20))
    match.submit(0, a.MoveDie(die=match.view(0).seats[0].gig[0].id))  # type: ignore[attr-defined]
    assert saved_actions(path) == 0
    match.undo(0)
    assert saved_actions(path) == 1 and match.record.actions == read_save(path)[0].record.actions
    journal = read_journal(journal_path(path))
    assert journal is not None and journal.start is not None and journal.start.start == 1
    assert journal.steps == []
    match.submit(0, {"kind": "end_turn"})
    save, state = read_save(path)
    assert save.record.actions == match.record.actions and state_hash(state) == match.hash()


def test_the_end_of_a_game_is_saved_whole_once_everyone_heard_of_it(tmp_path: Path) -> None:
    path = tmp_path / "auto.roadie"
    match, rng = new_match(path), random.Random(10)
    heard: list[tuple[int, int]] = []  # the actions: read back, and in the save alone
    match.changed.connect(lambda _change: heard.append(
        (len(read_save(path)[0].record.actions), saved_actions(path))))
    while not match.is_over():
        play(match, rng)
    assert heard[-1] == (len(match.record.actions), 0)  # journaled, not yet written whole
    save = parse_save(path.read_bytes(), path.name)
    assert save.over and save.record.final_hash == match.hash()
    assert save.record.actions == match.record.actions


def test_a_journal_goes_once_a_writer_wrote_the_save_whole_after_an_undo(
        tmp_path: Path) -> None:
    """A game journaled inline, then played in a window (whose writer writes every autosave
    whole): an undone action must not come back from the old journal."""
    path = tmp_path / "auto.roadie"
    inline = new_match(path, "gig-dice", seed=5, kinds=("human", "human"))
    inline.submit(0, a.AddDie(sides=20))
    die = inline.view(0).seats[0].gig[0].id  # type: ignore[attr-defined]
    inline.submit(0, a.MoveDie(die=die))
    save, _state = read_save(path)
    tables: list[LocalTable] = []
    writer = BackgroundWriter(lambda written, error: tables[0].written(written, error))
    tables.append(LocalTable.around(Match.from_save(save, inline.game, autosave=path,
                                                    writer=writer)))
    window = tables[0].match
    window.revealing = False  # as if the window had made the move itself
    window.undo(0)
    assert writer.flush(10)
    assert not journal_path(path).exists()
    assert read_save(path)[0].record.actions == window.record.actions == inline.record.actions[:1]
