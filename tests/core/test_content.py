"""Content packs load whole or not at all, and errors name file, item and field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from roadie.core.content import load_pack, pack_dirs, resources_dir
from roadie.core.errors import ContentError
from roadie.games.gig_dice.content import GigDicePack


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    folder = tmp_path / "gig-dice" / "mine"
    shutil.copytree(resources_dir() / "content" / "gig-dice" / "standard", folder)
    return folder


def load_error(folder: Path) -> str:
    with pytest.raises(ContentError) as caught:
        load_pack(GigDicePack, folder)
    return str(caught.value)


def test_standard_pack_loads() -> None:
    loaded = load_pack(GigDicePack, pack_dirs("gig-dice")["standard"])
    assert [d.sides for d in loaded.dice] == [4, 6, 8, 10, 12, 20]


def test_user_packs_are_found_beside_built_in_ones(pack: Path) -> None:
    found = pack_dirs("gig-dice", [pack.parent.parent])
    assert {"standard", "player:mine"} <= set(found)


def test_a_players_pack_never_replaces_a_built_in_one(pack: Path) -> None:
    own = pack.rename(pack.with_name("standard"))
    (own / "dice.json").write_text("[]")
    found = pack_dirs("gig-dice", [own.parent.parent])
    assert found["standard"] == resources_dir() / "content" / "gig-dice" / "standard"
    assert found["player:standard"] == own


def test_bad_field_names_file_item_and_field(pack: Path) -> None:
    data = json.loads((pack / "dice.json").read_text())
    data[2]["sides"] = 7
    (pack / "dice.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as caught:
        load_pack(GigDicePack, pack)
    message = str(caught.value)
    assert "dice.json" in message and "item 3" in message and "field sides" in message
    assert "not d7" in message


def test_every_error_is_reported(pack: Path) -> None:
    data = json.loads((pack / "dice.json").read_text())
    data[0]["colour"] = "red"
    data[1]["extra"] = 1
    (pack / "dice.json").write_text(json.dumps(data))
    message = load_error(pack)
    assert "item 1" in message and "field colour" in message
    assert "item 2" in message and "field extra" in message


def test_broken_json_names_file_and_line(pack: Path) -> None:
    (pack / "dice.json").write_text('[\n  {"sides": 4,\n')
    message = load_error(pack)
    assert "dice.json: not valid JSON (line" in message


def test_missing_file_is_named(pack: Path) -> None:
    (pack / "dice.json").unlink()
    message = load_error(pack)
    assert "dice.json: file is missing" in message


def test_duplicate_die_types_are_refused(pack: Path) -> None:
    data = json.loads((pack / "dice.json").read_text())
    (pack / "dice.json").write_text(json.dumps([*data, data[0]]))
    message = load_error(pack)
    assert "listed once" in message


def test_a_players_own_pack_is_used_by_the_game(pack: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from roadie.core import content as core_content
    from roadie.games.gig_dice import content

    monkeypatch.setattr(core_content, "_EXTRA_ROOTS", [])
    core_content.add_pack_root(pack.parent.parent)
    assert [d.sides for d in content.load("player:mine").dice] == [4, 6, 8, 10, 12, 20]
