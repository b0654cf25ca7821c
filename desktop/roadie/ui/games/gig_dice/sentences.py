"""The action log of the companion table: one readable sentence per event."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from roadie.core.dice import Area
from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.gig_dice import events as e


def _t(context: str, text: str) -> str:
    """Translate a log sentence (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


class Sentences:
    """Turns events into sentences, naming seats and dice the way the table shows them."""

    def __init__(self, names: list[str], sides_of: Mapping[int, int]) -> None:
        self.names, self.sides_of = names, sides_of
        self._by_kind: dict[type[Event], Callable[[Any], str]] = {
            e.DieAdded: self._added,
            e.DieRolled: self._rolled,
            e.DieRemoved: self._removed,
            e.DieMoved: self._moved,
            e.DieChanged: self._changed,
            e.DiceSwapped: self._swapped,
            e.DieStolen: self._stolen,
            e.TurnPassed: self._passed,
            e.SessionEnded: self._ended,
        }

    def die(self, die_id: int) -> str:
        return f"d{self.sides_of.get(die_id, '?')}"

    def name(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    def describe(self, event: Event) -> str:
        return self._by_kind[type(event)](event)

    def undone(self, seat: int | None) -> str:
        return _t("GigDiceLog", "{name} took back their last action.").format(name=self.name(seat))

    def _added(self, ev: e.DieAdded) -> str:
        text = (
            _t("GigDiceLog", "{name} rolled a new {die} into their Gig area: {value}.")
            if ev.area is Area.GIG
            else _t("GigDiceLog", "{name} rolled a new {die} into their fixer area: {value}.")
        )
        return text.format(name=self.name(ev.seat), die=ev.die.name, value=ev.die.value)

    def _whose(self, seat: int | None, owner: int, own: str, rival: str) -> str:
        return _t("GigDiceLog", own) if owner == seat else _t("GigDiceLog", rival)

    def _rolled(self, ev: e.DieRolled) -> str:
        return self._whose(
            ev.seat,
            ev.owner,
            _("GigDiceLog", "{name} re-rolled their {die}: {value}."),
            _("GigDiceLog", "{name} re-rolled {owner}'s {die}: {value}."),
        ).format(
            name=self.name(ev.seat), owner=self.name(ev.owner), die=self.die(ev.die), value=ev.value
        )

    def _removed(self, ev: e.DieRemoved) -> str:
        return self._whose(
            ev.seat,
            ev.owner,
            _("GigDiceLog", "{name} removed their {die} from the table."),
            _("GigDiceLog", "{name} removed {owner}'s {die} from the table."),
        ).format(name=self.name(ev.seat), owner=self.name(ev.owner), die=self.die(ev.die))

    def _moved(self, ev: e.DieMoved) -> str:
        text = (
            _t("GigDiceLog", "{name} moved their {die} to their Gig area.")
            if ev.to is Area.GIG
            else _t("GigDiceLog", "{name} moved their {die} to their fixer area.")
        )
        return text.format(name=self.name(ev.seat), die=self.die(ev.die))

    def _changed(self, ev: e.DieChanged) -> str:
        own, rival = {
            "increase": (
                _("GigDiceLog", "{name} increased their {die} from {before} to {after}."),
                _("GigDiceLog", "{name} increased {owner}'s {die} from {before} to {after}."),
            ),
            "decrease": (
                _("GigDiceLog", "{name} decreased their {die} from {before} to {after}."),
                _("GigDiceLog", "{name} decreased {owner}'s {die} from {before} to {after}."),
            ),
            "set": (
                _("GigDiceLog", "{name} set their {die} to {after}."),
                _("GigDiceLog", "{name} set {owner}'s {die} to {after}."),
            ),
        }[ev.how]
        return self._whose(ev.seat, ev.owner, own, rival).format(
            name=self.name(ev.seat),
            owner=self.name(ev.owner),
            die=self.die(ev.die),
            before=ev.before,
            after=ev.after,
        )

    def _swapped(self, ev: e.DiceSwapped) -> str:
        return _t("GigDiceLog", "{name} swapped their {mine} with {rival}'s {theirs}.").format(
            name=self.name(ev.seat),
            mine=self.die(ev.mine),
            rival=self.name(ev.rival),
            theirs=self.die(ev.theirs),
        )

    def _stolen(self, ev: e.DieStolen) -> str:
        return _t("GigDiceLog", "{name} stole {rival}'s {die}.").format(
            name=self.name(ev.seat), rival=self.name(ev.rival), die=self.die(ev.die)
        )

    def _passed(self, ev: e.TurnPassed) -> str:
        return _t("GigDiceLog", "Round {round}: {name}'s turn.").format(
            round=ev.round, name=self.name(ev.to)
        )

    def _ended(self, ev: e.SessionEnded) -> str:
        if ev.reason == "players":
            return _t("GigDiceLog", "{name} ended the session.").format(name=self.name(ev.seat))
        return _t("GigDiceLog", "The last round is played: the session is over.")
