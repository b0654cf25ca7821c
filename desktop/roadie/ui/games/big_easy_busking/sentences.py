"""The action log of Royal Street: one readable sentence per event, the Robot's included."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from roadie.core.game import Event
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.content import Catalog
from roadie.ui.counted import counted
from roadie.ui.games.big_easy_busking.faces import content_text


def _t(context: str, text: str) -> str:
    """Translate a log sentence (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


class Sentences:
    """Names seats, the Robot, songs and crowds the way the table shows them.

    ``street`` holds the crowd ids in Royal Street; it follows ``RoundStarted`` events so a
    change that ends a round still names the crowds that were played for.
    """

    def __init__(self, names: list[str], robot: str, cat: Catalog, street: list[str]) -> None:
        self.names, self.robot, self.cat, self.street = names, robot, cat, list(street)
        self._by_kind: dict[type[Event], Callable[[Any], str]] = {
            e.SongFinished: self._finished,
            e.EnergyReturned: self._returned,
            e.AbilityUsed: self._ability,
            e.AbilitySkipped: self._skipped,
            e.Tipped: self._tipped,
            e.SongLearned: self._learned,
            e.SongPlayed: self._played,
            e.Passed: self._passed,
            e.TurnStarted: self._turn,
            e.RobotRefilled: self._refilled,
            e.RobotOutOfEnergy: self._out_of_energy,
            e.CrowdPaid: self._paid,
            e.RoundStarted: self._round,
            e.GameEnded: self._ended,
        }

    # --- names ------------------------------------------------------------------
    def who(self, seat: int | None, robot: bool = False) -> str:
        if robot or seat is None:
            return self.robot
        return self.names[seat] if 0 <= seat < len(self.names) else self.robot

    def contender(self, index: int) -> str:
        """A player seat, or the Robot (whose index follows the players')."""
        return self.names[index] if index < len(self.names) else self.robot

    def song(self, song: str) -> str:
        return content_text(self.cat.songs[song].name)

    def crowd(self, index: int, card: str = "") -> str:
        """The crowd at *index* of the street; *card* (the event's own crowd card, when it
        names one) is told rather than today's street, which changes after a pay-out."""
        if card in self.cat.crowds:
            return content_text(self.cat.crowds[card].location)
        if 0 <= index < len(self.street):
            return content_text(self.cat.crowds[self.street[index]].location)
        return "?"

    def member(self, index: int) -> str:
        from roadie.ui.games.big_easy_busking.faces import instrument_name

        return instrument_name(self.cat.instruments[index])

    # --- sentences --------------------------------------------------------------
    def describe(self, event: Event) -> str:
        return self._by_kind[type(event)](event)

    def undone(self, name: str) -> str:
        return _t("BuskingLog", "{name} took back their last action.").format(name=name)

    def _finished(self, ev: e.SongFinished) -> str:
        args = {
            "name": self.who(ev.seat, ev.robot),
            "song": self.song(ev.song),
            "crowd": self.crowd(ev.crowd, ev.card),
            "n": ev.to_crowd,
            "kept": ev.kept,
            "dollars": ev.dollars,
        }
        if ev.kept:
            return _t(
                "BuskingLog", "{name} finished {song}: {n} energy to {crowd}, {kept} kept."
            ).format(**args)
        if ev.dollars:
            return _t(
                "BuskingLog",
                "{name} finished {song}: {n} energy to {crowd}, the mood matched: +${dollars}.",
            ).format(**args)
        return _t("BuskingLog", "{name} finished {song}: {n} energy to {crowd}.").format(**args)

    def _returned(self, ev: e.EnergyReturned) -> str:
        return _t("BuskingLog", "{name} put {n} kept energy back on their {member}.").format(
            name=self.who(ev.seat), n=ev.amount, member=self.member(ev.member)
        )

    def _ability(self, ev: e.AbilityUsed) -> str:
        """Which song's ability, and what it did."""
        args = {"name": self.who(ev.seat), "song": self.song(ev.song), "dollars": ev.dollars}
        detail = ev.detail
        cards = (*ev.crowds, "", "")
        if ev.ability == "gain_money" or (ev.dollars and not detail):
            text = _t("BuskingLog", "{name} used {song}: +${dollars}.")
        elif ev.ability == "free_tip" and detail:
            args["n"] = sum(detail)
            args["members"] = ", ".join(f"{self.member(m)} +{n}"
                                        for m, n in enumerate(detail) if n)
            text = _t("BuskingLog", "{name} used {song}: {n} energy from the reserve, free "
                                    "({members}).")
        elif ev.ability == "free_learn":
            text = _t("BuskingLog", "{name} used {song}: a song learnt without giving up "
                                    "energy.")
        elif ev.ability == "move_crowd_energy" and len(detail) == 3:
            args.update(n=detail[2], source=self.crowd(detail[0], cards[0]),
                        target=self.crowd(detail[1], cards[1]))
            text = _t("BuskingLog", "{name} used {song}: {n} of their energy moved from "
                                    "{source} to {target}.")
        elif ev.ability == "swap_moods" and len(detail) == 2:
            args.update(first=self.crowd(detail[0], cards[0]),
                        second=self.crowd(detail[1], cards[1]))
            text = _t("BuskingLog", "{name} used {song}: {first} and {second} swapped their "
                                    "moods.")
        elif ev.ability == "recall_song" and detail:
            text = counted("{name} used {song}: %n songs back from the discards to their "
                           "hand.", None, detail[0])
        else:
            text = _t("BuskingLog", "{name} used the ability of {song}.")
        return text.format(**args)

    def _skipped(self, ev: e.AbilitySkipped) -> str:
        return _t("BuskingLog", "{name} skipped the ability of {song}.").format(
            name=self.who(ev.seat), song=self.song(ev.song)
        )

    def _tipped(self, ev: e.Tipped) -> str:
        return _t(
            "BuskingLog", "{name} tipped their {member} ${n}: {n} energy from the reserve."
        ).format(name=self.who(ev.seat), member=self.member(ev.member), n=ev.amount)

    def _learned(self, ev: e.SongLearned) -> str:
        if ev.song is None:
            text = _t("BuskingLog", "{name} learnt a song from the top of the Hit Song deck.")
            return text.format(name=self.who(ev.seat))
        text = (
            _t("BuskingLog", "{name} learnt {song} from the Melody Market.")
            if ev.source == "market"
            else _t("BuskingLog", "{name} learnt {song} from the top of the Hit Song deck.")
        )
        return text.format(name=self.who(ev.seat), song=self.song(ev.song))

    def _played(self, ev: e.SongPlayed) -> str:
        args = {
            "name": self.who(ev.seat, ev.robot),
            "song": self.song(ev.song),
            "crowd": self.crowd(ev.crowd, ev.card),
            "n": ev.energy,
        }
        text = _t("BuskingLog", "{name} started {song} for {crowd} with {n} energy.").format(**args)
        if ev.dollars:
            text += " " + _t("BuskingLog", "They paid ${d} for the Standard's token.").format(
                d=ev.dollars
            )
        elif ev.energy_paid:
            text += " " + _t(
                "BuskingLog", "They paid the Standard's token with {e} energy."
            ).format(e=ev.energy_paid)
        return text

    def _passed(self, ev: e.Passed) -> str:
        return _t("BuskingLog", "{name} passed: done for this round.").format(
            name=self.who(ev.seat)
        )

    def _turn(self, ev: e.TurnStarted) -> str:
        return _t("BuskingLog", "{name}'s turn.").format(name=self.who(ev.seat))

    def _refilled(self, ev: e.RobotRefilled) -> str:
        if ev.what == "deck":
            return _t(
                "BuskingLog", "{name} shuffled its discards into a new Robot Song Deck."
            ).format(name=self.robot)
        return _t("BuskingLog", "{name} took a fresh set of 15 energy.").format(name=self.robot)

    def _out_of_energy(self, ev: e.RobotOutOfEnergy) -> str:
        return _t(
            "BuskingLog", "{name} has no energy left and the box no set: {song} goes unplayed."
        ).format(name=self.robot, song=self.song(ev.song))

    def _paid(self, ev: e.CrowdPaid) -> str:
        crowd = content_text(self.cat.crowds[ev.crowd].location)
        parts = []
        if ev.first:
            parts.append(
                _t("BuskingLog", "1st place {names} +${n}").format(
                    names=", ".join(self.contender(i) for i in ev.first), n=ev.first_payout
                )
            )
        if ev.threshold:
            parts.append(
                _t("BuskingLog", "threshold {names} +${n}").format(
                    names=", ".join(self.contender(i) for i in ev.threshold), n=ev.threshold_payout
                )
            )
        if not parts:
            return _t("BuskingLog", "{crowd} pays nobody.").format(crowd=crowd)
        return _t("BuskingLog", "{crowd} pays: {parts}.").format(
            crowd=crowd, parts="; ".join(parts)
        )

    def _round(self, ev: e.RoundStarted) -> str:
        self.street = list(ev.crowds)
        return _t("BuskingLog", "Round {round} begins on Royal Street.").format(round=ev.round)

    def _ended(self, ev: e.GameEnded) -> str:
        return _t("BuskingLog", "The game is over after round 3.")
