"""What Rock Hard's pieces say: names of stats, phases and icons, and effects in words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import content as c
from roadie.ui.counted import counted

CONTENT = "RockHardContent"
R = "rock-hard-1977/"


def _t(context: str, text: str) -> str:
    """Translate a string the table shows (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


def content_text(text: str) -> str:
    """Names and texts from the content pack (translated when a catalogue has them)."""
    return QCoreApplication.translate(CONTENT, text)


RESOURCES = {
    "chops": _("RockHardTable", "Chops"), "reputation": _("RockHardTable", "Reputation"),
    "songs": _("RockHardTable", "Songs"), "fame": _("RockHardTable", "Fame"),
    "money": _("RockHardTable", "Money"), "candy": _("RockHardTable", "Candy"),
    "crew": _("RockHardTable", "Crew"), "craving": _("RockHardTable", "Craving"),
    "royalty": _("RockHardTable", "Royalty tier"), "missed": _("RockHardTable", "Missed Work"),
    "tokens": _("RockHardTable", "Ability tokens"), "gifts": _("RockHardTable", "Sapphire tokens"),
    "demo": _("RockHardTable", "Demo Tape"), "deal": _("RockHardTable", "Record Contract"),
    "job": _("RockHardTable", "Job"), "actions": _("RockHardTable", "extra actions"),
    "bonus": _("RockHardTable", "bonus"), "low_sugar": _("RockHardTable", "Low Sugar"),
}
PHASES = {
    "draft": _("RockHardTable", "Setup"), "prep": _("RockHardTable", "Prep"),
    "day": _("RockHardTable", "Day"), "night": _("RockHardTable", "Night"),
    "after_hours": _("RockHardTable", "After Hours"), "anytime": _("RockHardTable", "Anytime"),
    "clean_up": _("RockHardTable", "Clean-Up"), "turn_order": _("RockHardTable", "New turn order"),
    "over": _("RockHardTable", "Game over"),
}
LIFE = {
    "romance": _("RockHardTable", "Romance"), "fun": _("RockHardTable", "Fun"),
    "business": _("RockHardTable", "Business"), "glamour": _("RockHardTable", "Glamour"),
    "wild": _("RockHardTable", "Wild"),
}
LIFE_COLOURS = {"romance": "#d8607a", "fun": "#e8b84a", "business": "#5fae6e",
                "glamour": "#5f8fd8", "wild": "#b07ad8"}
DRAFTS = {
    "character": _("RockHardTable", "Choose your character (keep 1 of 2)"),
    "goals": _("RockHardTable", "Choose your Personal Goals (keep 2 of 3)"),
    "job": _("RockHardTable", "Choose your Job (keep 1 of 2)"),
    "manager": _("RockHardTable", "Choose your Manager (in reverse player order)"),
}


def resource(what: str) -> str:
    return _t("RockHardTable", RESOURCES.get(what, what))


def phase_name(stage: str) -> str:
    return _t("RockHardTable", PHASES.get(stage, stage))


def life_name(kind: str) -> str:
    return _t("RockHardTable", LIFE.get(kind, kind))


def amount(what: str, n: int) -> str:
    """An amount of something: ``$3``, ``2 Chops``."""
    return f"${n}" if what == "money" else f"{n} {resource(what)}"


def effect_text(effect: Any) -> str:
    """An effect of the content pack in a few words."""
    if isinstance(effect, c.Gain):
        return "+" + amount(effect.what, effect.amount)
    if isinstance(effect, c.Lose):
        return "−" + amount(effect.what, effect.amount)
    if isinstance(effect, c.Pay):
        return _t("RockHardTable", "pay %1").replace("%1", amount(effect.what, effect.amount))
    if isinstance(effect, c.Choose):
        return " / ".join(effects_text(o) for o in effect.options)
    if isinstance(effect, c.Trade):
        return _t("RockHardTable", "you may pay %1 for %2").replace(
            "%1", ", ".join(amount(p.what, p.amount) for p in effect.pay)).replace(
            "%2", effects_text(effect.gain))
    if isinstance(effect, c.ExtraActions):
        return counted("+%n actions", None, effect.amount)
    if isinstance(effect, c.SugarLow):
        if effect.on:
            return _t("RockHardTable", "Low Sugar on")
        return _t("RockHardTable", "Low Sugar off")
    if isinstance(effect, c.DemoTape):
        return _t("RockHardTable", "a Demo Tape")
    if isinstance(effect, c.Roll):
        return _t("RockHardTable", "roll the die")
    return _t("RockHardTable", "keep the card for later")


def effects_text(effects: list[Any]) -> str:
    """A list of effects; an empty one is doing nothing."""
    return ", ".join(effect_text(x) for x in effects) or _t("RockHardTable", "nothing")


def condition_text(cond: Any, cat: c.Catalog | None = None) -> str:
    """What a goal, a bonus or a space asks for."""
    if isinstance(cond, c.AnyOf):
        return " / ".join(condition_text(x, cat) for x in cond.conditions)
    name = measure_name(cond.measure, cat)
    if isinstance(cond, c.AtLeast):
        text = _t("RockHardTable", "%1 at least %2")
        return text.replace("%1", name).replace("%2", str(cond.amount))
    if isinstance(cond, c.AtMost):
        text = _t("RockHardTable", "%1 at most %2")
        return text.replace("%1", name).replace("%2", str(cond.amount))
    return _t("RockHardTable", "the most %1").replace("%1", name)


def venue_name(cat: c.Catalog, venue: str) -> str:
    """A club, venue or Hang Out by its slug: the name of its first space."""
    found = next((s for s in cat.pack.board.spaces if venue in (s.venue, s.id)), None)
    return content_text(found.name).split(" (")[0] if found else venue


MEASURES = {
    "chops+reputation": _("RockHardTable", "Chops+Reputation"),
    "missed-work": _("RockHardTable", "Missed Work tokens"),
    "candy-eaten": _("RockHardTable", "Candy eaten"), "sets": _("RockHardTable", "sets"),
    "hires": _("RockHardTable", "hires"), "gigs": _("RockHardTable", "gigs"),
    "hangouts": _("RockHardTable", "hang outs"), "rehearsals": _("RockHardTable", "rehearsals"),
    "work": _("RockHardTable", "shifts worked"),
    "songs-written": _("RockHardTable", "songs written"),
    "gig": _("RockHardTable", "gigs at %1"), "hangout": _("RockHardTable", "hang outs at %1"),
}
"""The tallies and holdings conditions count, by measure (or its prefix before a colon)."""


def measure_name(measure: str, cat: c.Catalog | None = None) -> str:
    """A measure of conditions: a stat, a holding, or a tally the rules keep."""
    kind, _sep, detail = measure.partition(":")
    if kind == "life":
        return _t("RockHardTable", "%1 cards").replace("%1", life_name(detail))
    if detail:
        place = venue_name(cat, detail) if cat else detail
        return _t("RockHardTable", MEASURES.get(kind, kind)).replace("%1", place)
    if measure in RESOURCES:
        return resource(measure)
    return _t("RockHardTable", MEASURES.get(measure, measure))
