"""The action log of The Gig: one readable sentence per event."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from roadie.core.game import Event
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.ui.games.the_gig.symbols import symbol_name


def _t(context: str, text: str) -> str:
    """Translate a log sentence (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


class Sentences:
    """Turns events into sentences naming seats as the table shows them."""

    def __init__(self, names: list[str], card_names: dict[str, str]) -> None:
        self.names, self.card_names = names, card_names

    def card_name(self, card: str) -> str:
        return self.card_names.get(card, card)

    def name(self, seat: int | None) -> str:
        if seat is None or seat >= len(self.names):
            return _t("TheGigLog", "The Challenger")
        return self.names[seat]

    def describe(self, ev: Event) -> str:
        """The sentence for *ev* ('' for events not worth a line)."""
        data: dict[str, Any] = ev.model_dump()
        kind = data.get("kind", "")
        fields = {k: v for k, v in data.items() if k != "seat"}
        fields["name"] = self.name(ev.seat)
        if "card" in fields:
            fields["card"] = self.card_names.get(fields["card"], fields["card"])
        for key in ("symbol", "reward"):
            if fields.get(key):
                fields[key] = symbol_name(str(fields[key]))
        kind = variant(kind, data)
        if kind == "song_started":
            fields["song"] = data["song"] + 1
        elif kind == "solo_drawn":
            fields["count"] = len(data["cells"])
        elif kind == "rolled":
            fields["values"] = ", ".join(str(v) for v in data["values"].values())
        elif kind == "clashed":
            fields["rival"] = self.name(data["rival"])
        elif kind == "symbols_marked":
            fields["symbols"] = ", ".join(f"{n} {symbol_name(str(s))}"
                                          for s, n in data["symbols"].items() if n)
        elif kind in ("left", "left_one"):
            fields["count"] = len(data["dice"])
        text = TEXTS.get(kind)
        line = _t("TheGigLog", text).format(**fields) if text else ""
        if data.get("lost") and kind not in ("notes_full", "notes_full_one"):
            line += " " + _t("TheGigLog", "{lost} found their Notes track full: not marked.") \
                .format(lost=data["lost"])
        return line

    def undone(self, seat: int | None) -> str:
        return _t("TheGigLog", "{name} took back their last action.").format(name=self.name(seat))


def variant(kind: str, data: dict[str, Any]) -> str:
    """The sentence an event needs when its fields change what it says."""
    if kind == "initiative" and data.get("returned"):
        return "initiative_returned"
    if kind == "placed" and data.get("col") is None:
        return "harmony_placed"
    if kind == "picked" and data.get("back"):
        return "put_back"
    if kind == "symbols_marked" and not any(data["symbols"].values()):
        return "marked_nothing"
    if kind == "chose" and data.get("symbol") is None:
        return "chose_nothing"
    if kind == "rerolls_over" and data.get("reason") == "timer":
        return "time_up"
    if kind == "left" and len(data.get("dice", ())) == 1:
        return "left_one"
    if kind == "notes_full" and data.get("lost") == 1:
        return "notes_full_one"
    return kind


TEXTS = {
    "song_started": _("TheGigLog", "Song {song} begins: 4, 3, 2, 1!"),
    "rolled": _("TheGigLog", "{name} rolled: {values}."),
    "picked": _("TheGigLog", "{name} picked up a die."),
    "put_back": _("TheGigLog", "{name} put the die in their hand back in the tray."),
    "placed": _("TheGigLog", "{name} placed a {row} on the song."),
    "harmony_placed": _("TheGigLog", "{name} placed a die in the Harmony space of row {row}."),
    "clashed": _("TheGigLog", "{name} and {rival} clashed: both dice go back and roll again."),
    "bridge_called": _("TheGigLog", "{name}: \u201cTake it to the Bridge!\u201d"),
    "initiative": _("TheGigLog", "{name} took Initiative token {token}."),
    "notation_used": _("TheGigLog", "{name} used {symbol}: {before} became {after}."),
    "initiative_returned": _("TheGigLog", "{name} gave Initiative token {token} back."),
    "locked": _("TheGigLog", "{name} locked a die in."),
    "challenger_rolled": _("TheGigLog", "The Challenger rolled a {value}."),
    "rerolls_over": _("TheGigLog", "No more re-rolling this song."),
    "time_up": _("TheGigLog", "Time is up: the timer beat you, no more re-rolling this song."),
    "left": _("TheGigLog", "{name} left {count} dice off the song: no space for them."),
    "left_one": _("TheGigLog", "{name} left a die off the song: no space for it."),
    "solo_drawn": _("TheGigLog", "{name} drew a groove of {count} on their solo."),
    "solo_skipped": _("TheGigLog", "{name} has no groove that fits: no solo this song."),
    "chose": _("TheGigLog", "{name} chose {symbol}."),
    "chose_nothing": _("TheGigLog", "{name} kept a Vocals symbol for points."),
    "notes_full": _("TheGigLog", "{name}'s Notes tracks are all full: {lost} symbols not "
                                 "marked."),
    "notes_full_one": _("TheGigLog", "{name}'s Notes tracks are all full: a symbol not marked."),
    "harmony": _("TheGigLog", "{name} scored {points} for a Harmony in row {row}."),
    "symbols_marked": _("TheGigLog", "{name} marked: {symbols}."),
    "marked_nothing": _("TheGigLog", "{name} marked no symbols."),
    "card_bought": _("TheGigLog", "{name} bought {card}."),
    "card_discarded": _("TheGigLog", "{name} discarded {card} for a {reward}."),
    "passed": _("TheGigLog", "{name} let the Audience be."),
    "phase": "",
}
