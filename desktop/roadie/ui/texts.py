"""Text the table shows that comes from the rules core: rule tooltips and refusals.

The core marks its sentences with ``QT_TRANSLATE_NOOP`` under the contexts
``rules``, ``games`` and ``scores``; here they are translated, then formatted.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from roadie.core.errors import RuleViolation
    from roadie.core.rulebook import Rule


def rule(rule_id: str) -> Rule:
    """The registered rule (the registry is imported on first use, after start-up)."""
    from roadie.core.rulebook import rule as lookup

    return lookup(rule_id)


def game_title(game: str) -> str:
    from roadie.core.rulebook import GAME_TITLES

    return GAME_TITLES.get(game, game)


def translated(context: str, text: str) -> str:
    """Translate *text* under *context* (the core's contexts or a UI module's)."""
    return QCoreApplication.translate(context, text)


def citation(rule_id: str) -> str:
    """The translated citation of a rule, e.g. ``Gig dice 6.4.3``."""
    from roadie.core.rulebook import cite

    r = rule(rule_id)
    return cite(translated("games", game_title(r.game)), translated("rules", r.section))


def violation_text(v: RuleViolation) -> str:
    """A refusal in the player's language: the rule's sentence and its citation."""
    return f"{translated('rules', v.text).format(**v.params)} ({citation(v.rule_id)})"


def rule_summary(rule_id: str) -> str:
    """A rule in one plain line: title, text and citation."""
    r = rule(rule_id)
    return f"{translated('rules', r.title)}: {translated('rules', r.text)} ({citation(rule_id)})"


def rule_tooltip(*rule_ids: str, heading: str = "") -> str:
    """Rich-text tooltip for a board element from the rules that govern it."""
    parts = [f"<p><b>{escape(heading)}</b></p>"] if heading else []
    for rule_id in rule_ids:
        r = rule(rule_id)
        title, text = translated("rules", r.title), translated("rules", r.text)
        body = (f"<b>{escape(title)}</b> — {escape(text)} "
                f"<i>({escape(citation(rule_id))})</i>")
        if r.clarification:
            note = escape(translated('rules', r.clarification))
            body += f"<br/><span style='color:#7a1f24'>{note}</span>"
        parts.append(f"<p style='white-space:normal'>{body}</p>")
    return f"<div style='max-width:360px'>{''.join(parts)}</div>"
