"""Saves: atomic, replay-checked, and never lose the last good file."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from roadie import games
from roadie.core.errors import RecordError
from roadie.core.game import state_hash
from roadie.games.gig_dice import actions as a
from roadie.match.match import Match
from roadie.storage import atomic
from roadie.storage.saves import SeatSpec, read_save

GAME = games.get("gig-dice")


def played_match(autosave: Path | None = None) -> Match:
    match = Match(GAME, GAME.make_options(2), 11, [SeatSpec(name="Ann"), SeatSpec(name="Bo")],
                  autosave=autosave)
    match.submit(0, a.AddDie(sides=20))
    match.submit(0, a.AddDie(sides=6))
    match.submit(0, a.EndTurn())
    match.submit(1, a.AddDie(sides=12))
    return match


def test_save_then_load_gives_the_same_hash(tmp_path: Path) -> None:
    match = played_match()
    match.save(tmp_path / "g.json")
    save, state = read_save(tmp_path / "g.json")
    assert state_hash(state) == match.hash()
    assert [s.name for s in save.seats] == ["Ann", "Bo"]


def test_autosave_follows_every_action_and_keeps_a_backup(tmp_path: Path) -> None:
    path = tmp_path / "auto.json"
    match = played_match(path)
    assert state_hash(read_save(path)[1]) == match.hash()  # the save and its journal
    match.save(path)  # written whole again (inline, it is every 250 actions)
    previous = read_save(path.with_name(path.name + ".bak"))[0]
    assert len(previous.record.actions) == 1  # written whole at the first action


@pytest.mark.parametrize(("damage", "message"), [
    (lambda text: text[: len(text) // 2], "damaged"),
    (lambda text: "\x00\xff garbage", "damaged"),
    (lambda text: json.dumps({"format": "something-else"}), "not a Roadie save"),
    (lambda text: text.replace('"format_version": 1', '"format_version": 99'), "newer Roadie"),
    (lambda text: text.replace('"game": "gig-dice"', '"game": "chess"'), "unknown game"),
    (lambda text: text.replace('"sides": 20', '"sides": 7'), "refused"),
    (lambda text: text.replace('"seed": 11', '"seed": 12'), "different game"),
])
def test_a_corrupt_save_gives_a_clear_error(tmp_path: Path, damage, message: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "g.json"
    played_match().save(path)
    path.write_text(damage(path.read_text()))
    with pytest.raises(RecordError, match=message):
        read_save(path)


def test_a_failed_write_leaves_the_previous_file(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "g.json"
    match = played_match()
    match.save(path)
    good = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    match.submit(1, a.EndTurn())
    with pytest.raises(OSError, match="disk full"):
        match.save(path)
    assert path.read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]  # no temp file left behind


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot be read"):
        read_save(tmp_path / "nope.json")


@pytest.fixture
def own_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A player's copy of the standard Gig dice pack, ``player:mine``."""
    from roadie.core import content as core_content
    from roadie.games.gig_dice import content

    own = tmp_path / "packs" / "gig-dice" / "mine"
    shutil.copytree(core_content.pack_dirs("gig-dice")["standard"], own)
    monkeypatch.setattr(core_content, "_EXTRA_ROOTS", [tmp_path / "packs"])
    content.load.cache_clear()
    yield own
    content.load.cache_clear()


def test_a_save_notes_its_content_and_a_missing_pack_is_named(own_pack: Path,
                                                               tmp_path: Path) -> None:
    from roadie.core.content import pack_digest
    from roadie.games.gig_dice import content

    match = Match(GAME, GAME.make_options(2, {"content_pack": "player:mine"}), 11,
                  [SeatSpec(name="Ann"), SeatSpec(name="Bo")])
    match.submit(0, a.AddDie(sides=20))
    match.save(tmp_path / "g.json")
    assert read_save(tmp_path / "g.json")[0].record.content == \
        pack_digest("gig-dice", "player:mine")
    dice = json.loads((own_pack / "dice.json").read_text())
    (own_pack / "dice.json").write_text(json.dumps(dice[::-1]))  # changed, but harmless here
    assert state_hash(read_save(tmp_path / "g.json")[1]) == match.hash()
    shutil.rmtree(own_pack)
    content.load.cache_clear()  # the game reads a pack once per run
    with pytest.raises(RecordError, match="content pack 'player:mine', which is not here"):
        read_save(tmp_path / "g.json")


def test_a_save_from_before_content_digests_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    match = played_match()
    match.save(path)
    data = json.loads(path.read_text())
    del data["record"]["content"]
    path.write_text(json.dumps(data))
    assert state_hash(read_save(path)[1]) == match.hash()
