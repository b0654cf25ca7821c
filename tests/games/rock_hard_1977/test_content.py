"""The Rock Hard: 1977 content pack: the whole box, effects as data, and loud about mistakes."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path
from typing import Any, get_args

import pytest

from roadie.core.content import load_pack, pack_dirs
from roadie.core.errors import ContentError
from roadie.games.rock_hard_1977.content import (
    GAME,
    Effect,
    LifeType,
    Perk,
    RockHardPack,
    load,
)


@pytest.fixture(scope="module")
def pack() -> RockHardPack:
    return load("standard")


def _kinds(union: Any) -> set[str]:
    members = get_args(get_args(union)[0])
    return {get_args(m.model_fields["kind"].annotation)[0] for m in members}


def _used(node: Any, found: set[str]) -> set[str]:
    if isinstance(node, dict):
        if "kind" in node:
            found.add(node["kind"])
        for value in node.values():
            _used(value, found)
    elif isinstance(node, list):
        for value in node:
            _used(value, found)
    return found


def test_every_deck_is_at_its_full_count(pack: RockHardPack) -> None:
    assert (len(pack.characters), len(pack.managers), len(pack.jobs)) == (10, 6, 11)
    assert Counter(b.category for b in pack.bonuses) == {
        "production": 8, "performance": 8, "publicity": 8}
    assert len(pack.goals) == 24 and len(pack.events) == 15 and len(pack.sugar_rush) == 8
    assert Counter(g.level for g in pack.random_gigs) == {"A": 6, "B": 6, "C": 6}
    assert Counter(c.life for c in pack.starting_life) == {
        t: 3 for t in LifeType if t != LifeType.WILD}
    assert Counter(c.venue for c in pack.hangouts) == {
        "backstage": 20, "hoovers": 20, "buds": 20, "jax": 20, "slinkys": 20}
    assert sum(c.tokens for c in pack.characters) == 7
    assert pack.board.hot_tokens == {"2-3": [7, 8, 9, 10, 11], "4-5": [8, 9, 10, 11, 12]}


def test_the_characters_and_cards_the_rulebook_names_are_there(pack: RockHardPack) -> None:
    names = {c.name for c in pack.characters}
    assert {"Doc Sapphire", "Shere Darling", "Rafael Santiago", "Yolanda Delacroix",
            "Eric Fairchild", "Kimmy Kim", "Lisa Boyd", "Leo Love", "Donovan Sterling"} <= names
    assert any(m.name == "Nigel Hawthorne-Dawe" for m in pack.managers)
    shifts = {j.name: j.shift for j in pack.jobs}
    assert shifts["Massage Therapist"] == shifts["Executive Assistant"] == "variable"
    assert any(e.name == "Beautiful Weather" and e.double for e in pack.events)
    assert any(s.sugarless for s in pack.sugar_rush)
    tokens = {c.name: c.tokens for c in pack.characters if c.tokens}
    assert tokens == {"Doc Sapphire": 3, "Shere Darling": 1, "Rafael Santiago": 1,
                      "Yolanda Delacroix": 1, "Eric Fairchild": 1}


def test_roadies_own_cards_are_marked(pack: RockHardPack) -> None:
    tenth = [c for c in pack.characters if c.origin == "roadie"]
    assert len(tenth) == 1
    assert all(c.origin == "roadie" for c in pack.hangouts)


def test_every_mechanic_is_exercised(pack: RockHardPack) -> None:
    used = _used(json.loads(pack.model_dump_json()), set())
    assert _kinds(Effect) <= used
    assert _kinds(Perk) <= used
    assert any(e.covers for e in pack.events)
    assert any(len(j.pay) == 6 for j in pack.jobs)
    assert any(g.track for g in pack.goals) and any(g.when == "end" for g in pack.goals)
    assert {b.when for b in pack.bonuses} == {"achieved", "end"}


def test_a_broken_pack_names_file_item_and_field(tmp_path: Path) -> None:
    broken = tmp_path / GAME / "broken"
    shutil.copytree(pack_dirs(GAME)["standard"], broken)
    jobs = json.loads((broken / "jobs.json").read_text())
    jobs[2]["shift"] = "weekend"
    (broken / "jobs.json").write_text(json.dumps(jobs))
    with pytest.raises(ContentError, match=r"jobs.json: item 3 \('record-store-clerk'\), "
                                           r"field shift"):
        load_pack(RockHardPack, broken)


def test_a_short_deck_is_refused(tmp_path: Path) -> None:
    broken = tmp_path / GAME / "short"
    shutil.copytree(pack_dirs(GAME)["standard"], broken)
    hangouts = json.loads((broken / "hangouts.json").read_text())
    hangouts[0]["venue"] = "jax"
    (broken / "hangouts.json").write_text(json.dumps(hangouts))
    with pytest.raises(ContentError, match="19 backstage cards, not 20"):
        load_pack(RockHardPack, broken)
