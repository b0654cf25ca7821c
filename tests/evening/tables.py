"""Each game's gestures: what its table offers a player now, read from the table's own
mapping (drops, its buttons, the menus it pops), each made with the mouse."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem
from tests.evening.gestures import (
    LEFT,
    NONE,
    Gesture,
    GestureFailed,
    board_buttons,
    click_item,
    drags,
    menus,
    panel,
    partial_action,
    pick_in_menu,
    spot_at,
)

from roadie.ui.game_screen import GameScreen
from roadie.ui.scene.piece import Piece, Target


def gestures(screen: GameScreen) -> list[Gesture]:
    """Everything the viewer of *screen* can do now, each as a gesture."""
    found = list(panel(screen))
    found += list(TABLES[screen.client.info.id](screen))
    return found


def ready(screen: GameScreen) -> bool:
    """Whether the table takes gestures now (The Gig refuses them while it counts in)."""
    countdown = getattr(screen.board, "countdown", None)
    return countdown is None or not countdown.blocked


def targets_of(screen: GameScreen, kind: type | tuple[type, ...] = Target,
               with_ref: type | None = None) -> list[QGraphicsItem]:
    items = [i for i in screen.board.scene.items() if isinstance(i, kind) and i.isVisible()]
    if with_ref is not None:
        items = [i for i in items if isinstance(getattr(i, "ref", None), with_ref)]
    return items


# --- Gig dice ---------------------------------------------------------------------------------
def gig_dice(screen: GameScreen) -> Iterator[Gesture]:
    from roadie.ui.scene.dice_item import DieItem

    board = screen.board
    yield from drags(screen)
    yield from menus(screen, targets_of(screen, DieItem),
                     lambda item: [x for _label, x, _rule in board.menu_entries(item)])


# --- The Gig ----------------------------------------------------------------------------------
def the_gig(screen: GameScreen) -> Iterator[Gesture]:
    from roadie.games.the_gig import actions as a
    from roadie.ui.games.the_gig.cards import CardItem
    from roadie.ui.games.the_gig.items import ButtonItem
    from roadie.ui.scene.dice_item import DieItem

    board = screen.board
    if board.countdown.blocked:
        return
    yield from drags(screen)
    yield from menus(screen, targets_of(screen, (DieItem, CardItem)),
                     lambda item: [x for _label, x, _rule in
                                   board.gestures.menu_entries(item)])
    yield from board_buttons(screen, board.bar.temp if hasattr(board.bar, "temp") else [],
                             lambda b: partial_action(b.on_click)
                             if isinstance(b, ButtonItem) else None)
    legal = screen.ctl.legal()
    yield from gig_rerolls(screen, [x for x in legal if isinstance(x, a.Reroll)])
    yield from gig_solos(screen, [x for x in legal if isinstance(x, a.PlaySolo)])
    yield from gig_extras(screen, [x for x in legal if isinstance(x, a.DrawExtra)])


def gig_rerolls(screen: GameScreen, rerolls: list[Any]) -> Iterator[Gesture]:
    """A re-roll of some dice: "select" under each (the tray's buttons), then Re-roll all."""
    board = screen.board
    items = board.items
    if not items.reroll_button.isVisible() or board.choices.selected:
        return
    for action in rerolls:
        if len(action.dice) == 1:
            continue  # a single die: its menu's "Re-roll this die"

        def do(dice: tuple[int, ...] = action.dice) -> None:
            for die in dice:
                click_item(screen.view, items.select_buttons[die % 4])
            click_item(screen.view, items.reroll_button)
        yield Gesture(action, "select+reroll", do)


def gig_solos(screen: GameScreen, solos: list[Any]) -> Iterator[Gesture]:
    """A solo: its groove's button (or More until it is chosen), Turn and Flip until the
    preview has its shape, then a click on the grid where it goes."""
    from roadie.ui.games.the_gig.solo_step import normalise

    board = screen.board
    bar, solo = board.bar, board.bar.solo
    for action in solos:
        if action.dice not in solo.shapes:
            continue

        def buttons() -> dict[str, Any]:
            return {b.label: b for b in bar.temp if hasattr(b, "on_click")}

        def do(x: Any = action) -> None:
            for _ in range(len(solo.grooves()) + 1):
                if solo.chosen == x.dice:
                    break
                grooves = solo.grooves()[:5]
                if x.dice in grooves:
                    shown = [b for b in bar.temp if hasattr(b, "on_click")][grooves.index(x.dice)]
                    click_item(screen.view, shown)
                else:
                    more = next(b for label, b in buttons().items() if label.startswith("More"))
                    click_item(screen.view, more)
            shape = normalise(x.cells)
            for n in range(8):
                if normalise(solo.oriented()) == shape:
                    break
                name = "Flip" if n == 3 else "Turn"
                click_item(screen.view, next(b for label, b in buttons().items()
                                             if label.startswith(name)))
            grid = board.items.grid
            at = spot_at(screen.view, grid, grid.cell_rect(sorted(x.cells)[0]).center())
            if at is None:
                raise GestureFailed("the solo grid's cell is hidden or covered")
            QTest.mouseMove(screen.view.viewport(), at)
            QTest.mouseClick(screen.view.viewport(), LEFT, NONE, at)
        yield Gesture(action, "solo", do)


def gig_extras(screen: GameScreen, extras: list[Any]) -> Iterator[Gesture]:
    """An extra groove: Next fit until it is the one shown, then its Draw button."""
    board = screen.board
    bar, choices = board.bar, board.choices
    options = bar.extra_options(screen.ctl.legal())
    for action in extras:
        if action not in options:
            continue

        def do(x: Any = action) -> None:
            for _ in range(len(options) + 1):
                shown = options[choices.extra_pick % len(options)]
                if shown == x:
                    break
                nxt = next(b for b in bar.temp if getattr(b, "label", "").startswith("Next"))
                click_item(screen.view, nxt)
            draw = [b for b in bar.temp if hasattr(b, "on_click") and b.primary]
            click_item(screen.view, draw[-1])
        yield Gesture(action, "extra", do)


# --- Big Easy Busking ----------------------------------------------------------------------
def busking(screen: GameScreen) -> Iterator[Gesture]:
    from roadie.ui.games.big_easy_busking import gestures as g
    from roadie.ui.games.big_easy_busking.items import Ref

    board = screen.board
    legal = screen.ctl.legal()

    def asks(action: Any) -> Iterator[tuple[Any, Callable[[], None]]]:
        """A Standard payable two ways: the drop asks how, in a small menu."""
        for n, way in enumerate(g.payments(action, legal)):
            yield way, lambda k=n: pick_in_menu(k)

    pieces = [i for i in targets_of(screen, Piece, Ref)]
    yield from drags(screen, pieces, asks)
    view = screen.ctl.view()
    yield from menus(screen, targets_of(screen, Target, Ref),
                     lambda item: g.menu_actions(item.ref, view, board.me(), legal))


# --- Rock Hard: 1977 --------------------------------------------------------------------------
def rock_hard(screen: GameScreen) -> Iterator[Gesture]:
    from roadie.ui.games.rock_hard_1977 import gestures as g
    from roadie.ui.games.rock_hard_1977.items import Ref

    board = screen.board
    legal = screen.ctl.legal()

    def asks(action: Any) -> Iterator[tuple[Any, Callable[[], None]]]:
        """A space taken keeping or spending a benefit: the drop asks which, in a small menu."""
        ways = g.ways_to_place(action, legal)
        for n, way in enumerate(ways if len(ways) > 1 else []):
            yield way, lambda k=n: pick_in_menu(k)

    yield from drags(screen, None, asks)
    yield from board_buttons(screen, board.choices.shown(),
                             lambda b: b.action if b.action in legal else None)
    spaces = [i for i in targets_of(screen, Target, Ref) if i.ref.kind == "space"]
    yield from menus(screen, spaces, lambda item: g.menu_actions(item.ref, legal))


TABLES: dict[str, Callable[[GameScreen], Iterator[Gesture]]] = {
    "gig-dice": gig_dice, "the-gig": the_gig, "big-easy-busking": busking,
    "rock-hard-1977": rock_hard}
