"""The rule registry: every rule a refusal can cite is registered and explained."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import roadie
from roadie import games
from roadie.core import rulebook

SOURCE = Path(roadie.__file__).parent


@cache
def cited_rule_ids() -> frozenset[str]:
    """Every literal rule id passed to RuleViolation anywhere in the package (read once)."""
    found: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "RuleViolation"
                    and node.args and isinstance(node.args[0], ast.Constant)):
                found.add(node.args[0].value)
    return frozenset(found)


def test_every_cited_rule_is_registered() -> None:
    for game_id in games.available():
        games.get(game_id)
    import roadie.match.match  # noqa: F401 - registers the table-wide rules

    missing = {r for r in cited_rule_ids() if r not in rulebook._RULES}
    assert cited_rule_ids() and not missing


def test_rules_have_text_and_citations() -> None:
    games.get("gig-dice")
    rules = rulebook.rules_of("gig-dice")
    assert len(rules) >= 25
    assert all(r.text and r.title for r in rules)
    assert rulebook.citation("gig-dice/6.4.3") == "Gig dice 6.4.3"


def test_every_clause_of_section_6_is_registered() -> None:
    games.get("gig-dice")
    clauses = {"6.1", "6.1.1", "6.1.2", "6.1.3", "6.1.4", "6.2", "6.2.6", "6.3", "6.3.1", "6.3.2",
               "6.3.3", "6.4", "6.4.3", "6.5", "6.5.1", "6.6", "6.6.1", "6.7", "6.7.1", "6.7.2",
               "6.8"}
    assert {f"gig-dice/{c}" for c in clauses} <= {r.id for r in rulebook.rules_of("gig-dice")}


def test_citations_read_like_the_rulebook() -> None:
    games.get("the-gig")
    assert rulebook.citation("gig-dice/6.4.3") == "Gig dice 6.4.3"
    harmonies = rulebook.citation("the-gig/bridge.harmonies")
    assert harmonies == "The Gig › 2. The Bridge › b. Score Harmonies"
