"""The rule registry: rule ids -> game, rulebook section and our own explanation.

Every refusal names a rule from here, and every board tooltip will too. Each
game registers its rules when its package is imported.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel, ConfigDict


class Rule(BaseModel):
    """One rule of a rulebook, explained in Roadie's own words."""

    model_config = ConfigDict(frozen=True)

    id: str
    game: str
    section: str
    """Where it stands in the rulebook, e.g. ``6.4.3`` or ``The Bridge › Score Harmonies``."""
    title: str
    text: str
    clarification: str = ""
    """Roadie's reading where the rulebook is ambiguous, shown to players."""


def rule_maker(game: str) -> Callable[..., Rule]:
    """``make(key, section, title, text, clarification="")``: one of *game*'s rules,
    with the id ``<game>/<key>``."""

    def make(key: str, section: str, title: str, text: str, clarification: str = "") -> Rule:
        return Rule(id=f"{game}/{key}", game=game, section=section, title=title, text=text,
                    clarification=clarification)

    return make


GAME_TITLES: dict[str, str] = {}
_RULES: dict[str, Rule] = {}


def register(game: str, title: str, rules: list[Rule]) -> None:
    """Add a game's rules; an id may be registered once."""
    GAME_TITLES[game] = title
    for rule in rules:
        if rule.game != game:
            raise ValueError(f"rule {rule.id} belongs to {rule.game}, not {game}")
        if rule.id in _RULES and _RULES[rule.id] != rule:
            raise ValueError(f"rule {rule.id} registered twice")
        _RULES[rule.id] = rule


def rule(rule_id: str) -> Rule:
    """The rule with this id (KeyError names it when unknown)."""
    return _RULES[rule_id]


def rules_of(game: str) -> list[Rule]:
    """All rules of one game in registration (rulebook) order."""
    return [r for r in _RULES.values() if r.game == game]


def cite(game_title: str, section: str) -> str:
    """``Gig dice 6.4.3`` for a numbered clause, ``The Gig › The Bridge › …`` for a section."""
    numbered = section.replace(".", "").isdigit()
    return f"{game_title} {section}" if numbered else f"{game_title} › {section}"


def citation(rule_id: str) -> str:
    """A short citation of a registered rule (see :func:`cite`)."""
    r = _RULES.get(rule_id)
    if r is None:
        return rule_id
    return cite(GAME_TITLES.get(r.game, r.game), r.section)
