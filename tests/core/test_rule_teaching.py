"""Every rule in the registry teaches: it has an explanation and a section, and some place in
the rules core or the UI uses it (a refusal, a tooltip, a lesson), so a player meets it."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

import roadie
from roadie import games
from roadie.core import rulebook

SOURCE = Path(roadie.__file__).parent


def registered() -> list[rulebook.Rule]:
    for game_id in games.available():
        games.get(game_id)
    import roadie.match.match  # noqa: F401 - registers the table-wide rules

    return list(rulebook._RULES.values())


@cache
def strings_outside_the_rulebooks() -> frozenset[str]:
    """Every string literal of the package but the registry's own entries (read once a run:
    parsing the whole package takes seconds)."""
    found: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        if path.name == "rulebook.py":
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return frozenset(found)


def used(rule: rulebook.Rule, strings: frozenset[str]) -> bool:
    """Named whole (``"the-gig/song.rows"``) or by its key after the game's prefix
    (``R + "song.rows"``)."""
    return rule.id in strings or rule.id.split("/", 1)[1] in strings


def test_every_rule_has_an_explanation_and_a_section() -> None:
    rules = registered()
    assert len(rules) > 150
    bare = [r.id for r in rules if not (r.text.strip() and r.section.strip() and r.title)]
    assert bare == []


@pytest.mark.parametrize("game_id", [*games.available(), "roadie"])
def test_every_rule_is_used_by_the_rules_core_or_the_ui(game_id: str) -> None:
    strings = strings_outside_the_rulebooks()
    unused = [r.id for r in registered() if r.game == game_id and not used(r, strings)]
    assert unused == []


def test_an_unused_rule_would_be_found() -> None:
    rule = rulebook.Rule(id="x/never.cited", game="x", section="1", title="t", text="t")
    assert not used(rule, strings_outside_the_rulebooks())
