"""The action log of Rock Hard: one readable sentence per event, Clean-Up step by step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import events as e
from roadie.ui.games.rock_hard_1977.context import TableContext
from roadie.ui.games.rock_hard_1977.faces import R, _t, amount, content_text, phase_name
from roadie.ui.texts import rule, translated

WORDS = {
    "effect": _("RockHardLog", "a card"), "choice": _("RockHardLog", "a choice"),
    "event": _("RockHardLog", "the Event"), "gift": _("RockHardLog", "a Sapphire token"),
    "end.stats": _("RockHardLog", "Base Stats at 11"), "end.cash": _("RockHardLog", "cash"),
    "character": _("RockHardLog", "their character"),
    "manager": _("RockHardLog", "their Manager"), "job": _("RockHardLog", "their Job"),
}
"""Causes that are neither a space, a card nor a rule (translated under ``RockHardLog``)."""
SCORING = ("bonus:", "goal:")
"""Causes of Fame that are a card scored (the Fame change tells it; Scored only a tie's 0)."""


class Sentences:
    """Names seats, spaces, cards and causes the way the table shows them."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self._by_kind: dict[type[Event], Callable[[Any], str | None]] = {
            e.Kept: self._kept, e.Stage: self._stage, e.Placed: self._placed,
            e.Changed: self._changed, e.Rolled: self._rolled, e.Drew: self._drew,
            e.Scored: self._scored, e.TurnEnded: lambda ev: None, e.GameEnded: self._ended,
        }

    def describe(self, event: Event) -> str | None:
        return self._by_kind.get(type(event), lambda ev: None)(event)

    def undone(self, seat: int | None) -> str:
        return _t("RockHardLog", "{name} took back their last action.").format(
            name=self.ctx.who(seat or 0))

    def why(self, cause: str) -> str:
        """A cause of a change in words: a space, a card, a rule, or a perk's owner."""
        kind, _sep, rest = cause.partition(":")
        if kind in ("bonus", "goal", "kept"):
            return self.ctx.card_name(rest)
        if kind in WORDS:
            return _t("RockHardLog", WORDS[kind])
        if cause in WORDS:
            return _t("RockHardLog", WORDS[cause])
        name = self.ctx.card_name(cause)
        if name != cause:
            return name
        try:
            return translated("rules", rule(R + cause).title)
        except KeyError:
            return cause

    def _kept(self, ev: e.Kept) -> str:
        name = self.ctx.who(ev.seat or 0)
        if ev.card is None:
            return _t("RockHardLog", "{name} keeps a secret Personal Goal.").format(name=name)
        text = _t("RockHardLog", "{name} picks the Manager {card}.") if ev.step == "manager" \
            else _t("RockHardLog", "{name} keeps {card}.")
        return text.format(name=name, card=self.ctx.card_name(ev.card))

    def _stage(self, ev: e.Stage) -> str:
        month = content_text(self.ctx.cat.pack.board.months[ev.round - 1])
        if ev.stage == "prep":
            text = _t("RockHardLog", "{month}: Prep.").format(month=month)
            if ev.event:
                text += " " + _t("RockHardLog", "Event: {event}.").format(
                    event=self.ctx.card_name(ev.event))
            if ev.gig:
                text += " " + _t("RockHardLog", "Random Gig: {gig}.").format(
                    gig=self.ctx.card_name(ev.gig))
            return text
        if ev.stage == "clean_up":
            return _t("RockHardLog", "Clean-Up of {month}: Royalties, then the Managers.").format(
                month=month)
        if ev.stage == "turn_order":
            return _t("RockHardLog", "New turn order from the After Hours and Anytime "
                                     "spaces; standees come back.")
        return _t("RockHardLog", "{month}: {phase} begins.").format(month=month,
                                                          phase=phase_name(ev.stage))

    def _placed(self, ev: e.Placed) -> str:
        args = {"name": self.ctx.who(ev.seat or 0), "space": self.ctx.card_name(ev.space),
                "paid": ev.paid}
        if ev.paid:
            return _t("RockHardLog", "{name} goes to {space} and pays ${paid}.").format(**args)
        return _t("RockHardLog", "{name} goes to {space}.").format(**args)

    def _changed(self, ev: e.Changed) -> str | None:
        name, why = self.ctx.who(ev.seat or 0), self.why(ev.why)
        if ev.what == "fame" and ev.amount > 0 and ev.why.startswith(SCORING):
            return _t("RockHardLog", "{name} scores {what}: +{fame} Fame.").format(
                name=name, what=why, fame=ev.amount)
        if ev.what == "fame" and ev.why == "ah.sets":
            text = _t("RockHardLog", "{name} forms a set of four Life Experiences: +{fame} Fame.")
            return text.format(name=name, fame=ev.amount)
        special = {
            "job": _t("RockHardLog", "{name} no longer has a Job ({why})."),
            "royalty": _t("RockHardLog", "{name} signs a Record Deal at Royalty tier {n}."),
            "demo": _t("RockHardLog", "{name} gets a Demo Tape ({why})."),
            "recovering": _t("RockHardLog", "{name} has Low Sugar and must Recover next Day."),
            "bonus": _t("RockHardLog", "{name} also gains the bonus of {why}."),
            "low_sugar": _t("RockHardLog", "{name}'s Low Sugar is now ON ({why}).") if ev.amount
            else _t("RockHardLog", "{name}'s Low Sugar is off again ({why})."),
            "actions": _t("RockHardLog", "{name} gains extra actions: {n} ({why})."),
            "missed": _t("RockHardLog", "{name} missed their Work shift: a Missed Work token."),
            "gifts": _t("RockHardLog", "{name} receives a Sapphire token: an extra action."),
        }.get(ev.what)
        if special:
            return special.format(name=name, why=why, n=ev.amount)
        sign = "+" if ev.amount > 0 else "−"
        return _t("RockHardLog", "{name}: {change} ({why}).").format(
            name=name, change=sign + amount(ev.what, abs(ev.amount)), why=why)

    def _rolled(self, ev: e.Rolled) -> str:
        return _t("RockHardLog", "{name} rolls {value} ({why}).").format(
            name=self.ctx.who(ev.seat or 0), value=ev.value, why=self.why(ev.why))

    def _drew(self, ev: e.Drew) -> str:
        return _t("RockHardLog", "{name} draws {card}.").format(name=self.ctx.who(ev.seat or 0),
                                                      card=self.ctx.card_name(ev.card))

    def _scored(self, ev: e.Scored) -> str | None:
        """Only a bonus achieved for no Fame (a tie) needs a line of its own."""
        if ev.fame:
            return None
        return _t("RockHardLog", "{name} achieves {what} but a tie leaves no Fame for it.").format(
            name=self.ctx.who(ev.seat or 0), what=self.why(ev.what))

    def final(self, winners: list[int]) -> str:
        """The last line, once the match is over."""
        return self._ended(e.GameEnded(winners=winners))

    def _ended(self, ev: e.GameEnded) -> str:
        names = ", ".join(self.ctx.who(s) for s in ev.winners)
        text = _t("RockHardLog", "The game is over. Best New Artist of 1977: {names}.")
        return text.format(names=names)
