"""What a drop, a key, a button or a menu entry on Rock Hard's table stands for.

Every gesture becomes one action of ``roadie.games.rock_hard_1977.actions``. Nothing here
decides a rule: an action the rules refuse is still submitted, so the player reads the rules'
own reason.
"""

from __future__ import annotations

from typing import Any

from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.views import RockHardView
from roadie.ui.games.rock_hard_1977.context import TableContext
from roadie.ui.games.rock_hard_1977.faces import _t, content_text, effects_text, phase_name
from roadie.ui.games.rock_hard_1977.items import Ref

TRADES = (1, -1, 2, -2, 3, -3)
"""Candy trades in the order a plain drop on Buy or Sell Candy tries them."""


def place_action(space: str, legal: set[Any]) -> a.Place:
    """Dropping the standee on *space*: the Candy space buys (or sells) one if it may; a space
    open only by spending a benefit spends the first that opens it (the drop asks which when
    there is a choice: :func:`ways_to_place`)."""
    if space != "candy":
        ways = ways_to_place(a.Place(space=space), legal)
        return ways[0] if ways else a.Place(space=space)
    for trade in TRADES:
        if a.Place(space=space, trade=trade) in legal:
            return a.Place(space=space, trade=trade)
    return a.Place(space=space, trade=1)


def ways_to_place(action: Any, legal: set[Any]) -> list[a.Place]:
    """perks.choice: the legal ways to take the placement *action* stands for (keeping every
    benefit first, then spending the fewest)."""
    if not isinstance(action, a.Place):
        return []
    return sorted((x for x in legal if isinstance(x, a.Place) and x.space == action.space
                   and x.trade == action.trade), key=lambda x: (len(x.use), x.use))


def benefit_name(key: str, view: RockHardView, ctx: TableContext) -> str:
    """The card whose benefit *key* names, for the viewer (``character:0``: their Character's
    first perk; ``kept:<card>``: a kept card)."""
    source, _sep, rest = key.partition(":")
    if source == "kept":
        return ctx.card_name(rest)
    p = view.players[view.viewer or 0]
    card = {"character": p.character, "manager": p.manager, "job": p.job or "",
            "event": view.event or ""}.get(source, "")
    return ctx.card_name(card)


def action_for(piece: Ref, target: Ref | None, legal: set[Any]) -> Any:
    if piece.kind != "standee" or target is None or target.kind != "space":
        return None
    return place_action(target.id, legal)


def menu_actions(target: Ref, legal: set[Any]) -> list[Any]:
    """A space's context menu: going there (every Candy trade on Buy or Sell Candy)."""
    if target.kind != "space":
        return []
    if target.id == "candy":
        return [a.Place(space="candy", trade=t) for t in TRADES]
    return ways_to_place(a.Place(space=target.id), legal) or [a.Place(space=target.id)]


def describe(action: Any, view: RockHardView, ctx: TableContext) -> str:
    """A button or menu label for an action."""
    if isinstance(action, a.Place):
        if action.trade:
            text = _t("RockHardTable", "Buy %1 Candy") if action.trade > 0 \
                else _t("RockHardTable", "Sell %1 Candy")
            return text.replace("%1", str(abs(action.trade)))
        text = _t("RockHardTable", "Go to %1").replace(
            "%1", content_text(ctx.cat.spaces[action.space].name))
        if action.use:
            text += " " + _t("RockHardTable", "(spend %1)").replace(
                "%1", ", ".join(benefit_name(k, view, ctx) for k in action.use))
        return text
    if isinstance(action, a.Spend):
        return _t("RockHardTable", "One more action: spend %1").replace(
            "%1", benefit_name(action.perk, view, ctx))
    if isinstance(action, a.Keep):
        return _t("RockHardTable", "Keep %1").replace("%1", ctx.card_name(action.card))
    if isinstance(action, a.Choose):
        return choice_label(action.option, view, ctx)
    if isinstance(action, a.Gift):
        if action.seat is None:
            return _t("RockHardTable", "Give no Sapphire token")
        return _t("RockHardTable", "Give a Sapphire token to %1").replace(
            "%1", ctx.who(action.seat))
    words = {
        "candy": _t("RockHardTable", "Eat Candy"),
        "quit": _t("RockHardTable", "Quit my Job"),
        "end": _t("RockHardTable", "End my turn"),
    }
    return words.get(str(action.kind), str(action.kind))


def choice_label(option: int, view: RockHardView, ctx: TableContext) -> str:
    """What option *option* of the decision the rules wait for means."""
    pending = view.pending
    if pending is None:
        return str(option + 1)
    if pending.kind == "set":
        cards = pending.sets[option] if option < len(pending.sets) else []
        return _t("RockHardTable", "Form the set: %1").replace(
            "%1", ", ".join(ctx.card_name(x) for x in cards))
    effects = pending.options[option] if option < len(pending.options) else []
    if pending.kind == "trade":
        return _t("RockHardTable", "Decline") if not effects \
            else _t("RockHardTable", "Trade: %1").replace("%1", effects_text(effects))
    return effects_text(effects)


def prompt(view: RockHardView, ctx: TableContext, me: int, active: list[int]) -> str:
    """What the table waits for, said to the viewer."""
    pending = view.pending
    if view.stage == "over":
        return _t("RockHardTable", "The game is over.")
    if pending is not None:
        if pending.seat != me:
            return _t("RockHardTable", "Waiting for %1 to decide.").replace(
                "%1", ctx.who(pending.seat))
        return {
            "choose": _t("RockHardTable", "Choose one (a slash on the card):"),
            "trade": _t("RockHardTable", "You may make this trade:"),
            "set": _t("RockHardTable", "Choose the set your Wild card completes:"),
            "gift": _t("RockHardTable", "Doc Sapphire: give a Sapphire token in Prep?"),
        }[pending.kind]
    if view.stage == "draft":
        if me in active:
            return _t("RockHardTable", "Click the card you keep (or Tab to it, then Enter).")
        return _t("RockHardTable", "Waiting for %1.").replace(
            "%1", ", ".join(ctx.who(s) for s in active))
    turn = view.turn
    if turn is None:
        return ""
    if turn.seat != me:
        return _t("RockHardTable", "%1 plays the %2.").replace("%1", ctx.who(turn.seat)).replace(
            "%2", phase_name(view.stage))
    if turn.acted:
        return _t("RockHardTable", "Actions left: %1. Place your standee again, or end your "
                                   "turn.").replace("%1", str(turn.actions))
    return _t("RockHardTable", "Your %1 turn: candy first if you like, then drag your standee "
                               "onto a lit space.").replace("%1", phase_name(view.stage))
