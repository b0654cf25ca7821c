"""What a drop, a key or a menu entry on the busking table stands for.

Every gesture becomes one action of ``roadie.games.big_easy_busking.actions``. When a
Standard may be paid in dollars or in energy, the drop (or key) asks which (``payments``);
the context menu offers every way too. Nothing here decides a rule: an action the rules
refuse is still submitted, so the player reads the rules' own reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking.faces import _t, content_text
from roadie.ui.games.big_easy_busking.items import Ref


def resolve(target: Any) -> Ref | None:
    """The place a drop on *target* means: pieces lying in a crowd stand for that crowd."""
    zone = getattr(target, "zone", None)
    if zone is not None:
        return zone.ref  # type: ignore[no-any-return]
    return getattr(target, "ref", None)


HOMES = {
    "hand": "handzone",
    "reserve": "reserve_zone",
    "returning": "kept_zone",
    "crowd_energy": "crowd",
    "mood": "crowd",
    "market": "market",
    "standard": "standard",
}
"""Where each kind of piece rests: dropping it there again is no gesture."""


def is_home(piece: Ref, target: Ref | None) -> bool:
    if target is None or target == piece:
        return True
    same_place = target.kind == HOMES.get(piece.kind) and target.index == piece.index
    return same_place or (piece.kind == "hand" and target.kind == "handzone")


def best(candidates: list[Any]) -> Any:
    """Of several ways to pay, the one spending the least energy."""
    return min(candidates, key=lambda act: len(getattr(act, "energy_from", ())))


def play_action(song: str, crowd: int, legal: set[Any]) -> a.PlaySong:
    found = [
        act
        for act in legal
        if isinstance(act, a.PlaySong) and act.song == song and act.crowd == crowd
    ]
    return best(found) if found else a.PlaySong(song=song, crowd=crowd)


def payments(action: Any, legal: set[Any]) -> list[a.PlaySong]:
    """turn.play.standard: the legal ways to pay for the play *action* stands for, dollars
    first, when the player may pay in dollars or in energy (else none: nothing to ask)."""
    if not isinstance(action, a.PlaySong):
        return []
    ways = sorted((x for x in legal if isinstance(x, a.PlaySong) and x.song == action.song
                   and x.crowd == action.crowd), key=lambda x: (len(x.energy_from), _order(x)))
    dollars = any(not x.energy_from for x in ways)
    return ways if dollars and any(x.energy_from for x in ways) else []


def in_ability(view: BuskingView) -> bool:
    return view.turn is not None and view.turn.step == "ability"


def learn_action(view: BuskingView, market: int | None) -> Any:
    return a.FreeLearn(market=market) if in_ability(view) else a.Learn(market=market)


def tip_action(view: BuskingView, member: int, legal: set[Any]) -> Any:
    if in_ability(view):
        split = tuple(1 if m == member else 0 for m in range(len(view.buskers[0].band)))
        return a.FreeTip(split=split)
    return a.Tip(member=member, amount=1)


def move_action(source: int, target: int, legal: set[Any]) -> a.MoveCrowdEnergy:
    found = [
        act
        for act in legal
        if isinstance(act, a.MoveCrowdEnergy) and (act.source, act.target) == (source, target)
    ]
    if found:
        return max(found, key=lambda act: act.amount)
    return a.MoveCrowdEnergy(source=source, target=target, amount=1)


def action_for(
    piece: Ref, target: Ref | None, view: BuskingView, seat: int, legal: set[Any]
) -> Any:
    """The action dropping *piece* on *target* stands for, legal or not (None: none)."""
    if target is None or target == piece:
        return None
    kind, where = piece.kind, target.kind
    if kind in ("hand", "standard") and where == "crowd":
        assert piece.song is not None and target.index is not None
        return play_action(piece.song, target.index, legal)
    if kind in ("market", "deck") and where == "handzone":
        return learn_action(view, piece.index)
    if kind == "reserve" and where == "band":
        assert target.index is not None
        return tip_action(view, target.index, legal)
    if kind == "returning" and where == "band":
        assert target.index is not None
        return a.ReturnEnergy(member=target.index, amount=1)
    if kind == "perf" and where == "crowd":
        perf = view.buskers[seat].playing
        if perf is None or perf.crowd != target.index:
            return None
        return a.FinishSong(to_crowd=perf.energy)
    if kind == "crowd_energy" and where in ("crowd", "mood") and target.index != piece.index:
        assert piece.index is not None and target.index is not None
        return move_action(piece.index, target.index, legal)
    if kind == "mood" and where in ("crowd", "mood") and target.index != piece.index:
        assert piece.index is not None and target.index is not None
        return a.SwapMoods(first=piece.index, second=target.index)
    return None


def hint(piece: Ref) -> str:
    """Where a piece may go, for a drop that means nothing."""
    return {
        "hand": _t("BuskingTable", "Drop a song on a crowd in Royal Street to play it there."),
        "standard": _t(
            "BuskingTable", "Drop a Standard on a crowd in Royal Street to play it there."
        ),
        "market": _t("BuskingTable", "Drop a Market song on your hand to learn it."),
        "deck": _t("BuskingTable", "Drop the Hit Song deck on your hand to learn its top card."),
        "reserve": _t("BuskingTable", "Drop reserve energy on a band member to tip them $1."),
        "returning": _t("BuskingTable", "Drop kept energy on one of your band members."),
        "perf": _t("BuskingTable", "Drop your song's energy on the crowd you played it for."),
        "crowd_energy": _t(
            "BuskingTable", "Your energy moves between crowds only with an ability."
        ),
        "mood": _t("BuskingTable", "Mood tokens swap only with an ability."),
    }.get(piece.kind, _t("BuskingTable", "That doesn't go there."))


# --- menus ----------------------------------------------------------------------------------------


def describe(action: Any, view: BuskingView, names: dict[str, str]) -> str:
    """A menu label for an action (song and crowd names from *names*)."""
    crowd = _crowd_namer(view, names)
    kind = action.kind
    if kind == "play":
        text = _t("BuskingTable", "Play for %1").replace("%1", crowd(action.crowd))
        standard = next((s for s in view.standards if s.song == action.song), None)
        if standard is not None and standard.cost and not action.energy_from:
            text += " " + _t("BuskingTable", "(pay $%1)").replace("%1", str(standard.cost))
        if action.energy_from:
            paid = ", ".join(_member(names, m) for m in action.energy_from)
            text += " " + _t("BuskingTable", "(pay with energy: %1)").replace("%1", paid)
        return text
    if kind == "finish":
        perf = view.buskers[view.turn.seat].playing if view.turn else None
        kept = (perf.energy if perf else 0) - action.to_crowd
        if kept:
            return (
                _t("BuskingTable", "Put %1 on the crowd, keep %2")
                .replace("%1", str(action.to_crowd))
                .replace("%2", str(kept))
            )
        return _t("BuskingTable", "Put all %1 on the crowd").replace("%1", str(action.to_crowd))
    return _describe_small(action, view, names, crowd)


def _describe_small(
    action: Any, view: BuskingView, names: dict[str, str], crowd: Callable[[int], str]
) -> str:
    kind: str = action.kind
    if kind in ("tip", "return_energy"):
        label = (
            _t("BuskingTable", "Tip %1 energy to your %2")
            if kind == "tip"
            else _t("BuskingTable", "Put %1 back on your %2")
        )
        return label.replace("%1", str(action.amount)).replace("%2", _member(names, action.member))
    if kind in ("learn", "free_learn"):
        if action.market is None:
            return _t("BuskingTable", "Learn the top of the Hit Song deck")
        return _t("BuskingTable", "Learn %1").replace(
            "%1", names.get(view.market[action.market], "?")
        )
    if kind == "free_tip":
        parts = [f"{_member(names, m)} {n}" for m, n in enumerate(action.split) if n]
        return _t("BuskingTable", "Free tip: %1").replace("%1", ", ".join(parts))
    if kind == "move_crowd_energy":
        return (
            _t("BuskingTable", "Move %1 energy from %2 to %3")
            .replace("%1", str(action.amount))
            .replace("%2", crowd(action.source))
            .replace("%3", crowd(action.target))
        )
    if kind == "swap_moods":
        return (
            _t("BuskingTable", "Swap the moods of %1 and %2")
            .replace("%1", crowd(action.first))
            .replace("%2", crowd(action.second))
        )
    if kind == "recall_songs":
        return _t("BuskingTable", "Take back %1").replace(
            "%1", ", ".join(names.get(s, s) for s in action.songs)
        )
    return {
        "take_money": _t("BuskingTable", "Take the money"),
        "skip_ability": _t("BuskingTable", "Skip the ability"),
        "pass": _t("BuskingTable", "Pass"),
    }.get(kind, kind)


def _member(names: dict[str, str], member: int) -> str:
    return names.get(f"member:{member}", str(member + 1))


def _crowd_namer(view: BuskingView, names: dict[str, str]) -> Callable[[int], str]:
    def crowd(index: int) -> str:
        if 0 <= index < len(view.street):
            return names.get(view.street[index].crowd, content_text(view.street[index].crowd))
        return "?"

    return crowd


def menu_actions(piece: Ref, view: BuskingView, seat: int, legal: set[Any]) -> list[Any]:
    """Everything the context menu of *piece* offers, legal or not (greyed when not)."""
    found: list[Any] = []
    kind = piece.kind
    if kind in ("hand", "standard"):
        assert piece.song is not None
        found += [
            act
            for act in sorted(legal, key=_order)
            if isinstance(act, a.PlaySong) and act.song == piece.song
        ]
        if not found:
            found = [a.PlaySong(song=piece.song, crowd=c) for c in range(len(view.street))]
    elif kind in ("market", "deck"):
        found.append(learn_action(view, piece.index))
    elif kind == "reserve":
        found += [act for act in sorted(legal, key=_order) if isinstance(act, a.Tip | a.FreeTip)]
    elif kind == "returning":
        found += [act for act in sorted(legal, key=_order) if isinstance(act, a.ReturnEnergy)]
    elif kind == "perf":
        found += [act for act in sorted(legal, key=_order) if isinstance(act, a.FinishSong)]
    if in_ability(view):
        found += [
            act
            for act in sorted(legal, key=_order)
            if act.kind in a.ABILITY_ACTIONS or act.kind == "skip_ability"
        ]
    return found


def _order(action: Any) -> str:
    return repr(action)
