"""The Gig dice tray: seat mats with Gig and fixer areas, the dice to roll and a trash.

A companion for the Gig card game: each mat reads out its value-pairs, min Gigs and
max Gigs; nobody's dice are scored.

Every gesture becomes one action of ``roadie.games.gig_dice.actions``; which
targets light up is read from the legal actions, and a refused drop shows the
rules' reason. The board draws the viewer's view and decides nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QMenu

from roadie.core.dice import Area
from roadie.games.gig_dice import actions as a
from roadie.games.gig_dice import content
from roadie.games.gig_dice import events as e
from roadie.games.gig_dice.views import DieView, GigDiceView, Readout, SeatView
from roadie.match.client import SeatChange
from roadie.ui.controller import MatchController
from roadie.ui.games.gig_dice.sentences import Sentences
from roadie.ui.games.table import Table, TurnAction
from roadie.ui.scene.dice_item import DieItem
from roadie.ui.scene.links import LinkItem
from roadie.ui.scene.menus import action_menu
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.scene.zones import DropZone, PlayerMat, TrashZone
from roadie.ui.style import WARM, Palette, die_colour
from roadie.ui.texts import rule_summary, rule_tooltip

SCENE = QRectF(0, 0, 1400, 1000)
DIE_SIZE = 80.0
RULE_IDS = {
    Area.GIG: ("gig-dice/6.1.2", "gig-dice/table.space"),
    Area.FIXER: ("gig-dice/6.1.3", "gig-dice/6.1.4", "gig-dice/table.space"),
}


@dataclass(frozen=True)
class DieRef:
    """Which die an item shows: a tray die (``die`` None) or a die on the table."""

    sides: int
    die: int | None = None
    owner: int = -1
    area: Area = Area.GIG


class AreaZone(DropZone):
    """One seat's Gig area or fixer area."""

    def __init__(self, rect: QRectF, title: str, seat: int, area: Area, accent: str,
                 pal: Palette) -> None:
        super().__init__(rect, title, accent, pal)
        self.seat, self.area = seat, area


def mat_rects(players: int) -> list[QRectF]:
    """Where each seat's mat lies right of the tray: stacked for two, a 2x2 grid for more."""
    x0, y0, w, h, gap = 214.0, 18.0, 1168.0, 964.0, 18.0
    half_w, half_h = (w - gap) / 2, (h - gap) / 2
    if players == 2:
        return [QRectF(x0, y0, w, half_h), QRectF(x0, y0 + half_h + gap, w, half_h)]
    top = [QRectF(x0, y0, half_w, half_h), QRectF(x0 + half_w + gap, y0, half_w, half_h)]
    if players == 3:
        return [*top, QRectF(x0, y0 + half_h + gap, w, half_h)]
    return [*top, QRectF(x0, y0 + half_h + gap, half_w, half_h),
            QRectF(x0 + half_w + gap, y0 + half_h + gap, half_w, half_h)]


class Board(Table):
    """The companion tray."""

    def __init__(self, controller: MatchController, pal: Palette = WARM,
                 speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(controller, pal, speed, SCENE, parent)
        pack = controller.client.options.content_pack
        self.colours = {t.sides: t.colour for t in content.load(pack).dice}
        self.sides_of: dict[int, int] = {}
        self.sentences = Sentences(self.names, self.sides_of)
        self.dice: dict[int, DieItem] = {}
        self.links: list[LinkItem] = []
        self.marked: DieItem | None = None
        self.menu: QMenu | None = None
        self._digits = ""
        self._digit_die: int | None = None
        self._digit_timer = QTimer(self, singleShot=True, interval=900)
        self._digit_timer.timeout.connect(self._commit_digits)
        self._build(controller.view())
        self.listen()

    # --- building the table -------------------------------------------------
    def _build(self, view: GigDiceView) -> None:
        pal = self.pal
        self.tray = DropZone(QRectF(18, 18, 178, 716), self.tr("Dice tray"), pal.brass, pal)
        self.tray.setToolTip(rule_tooltip("gig-dice/table.tray", "gig-dice/6.1.1", "gig-dice/6.2",
                                          heading=self.tr("Drag a die into one of your areas "
                                                          "to roll it in.")))
        self.tray.setFlag(self.tray.GraphicsItemFlag.ItemIsFocusable, False)
        self.scene.addItem(self.tray)
        self.tray_dice: dict[int, DieItem] = {}
        sides = sorted(self.colours)
        _, slots = self.tray.slots(len(sides), DIE_SIZE)
        for i, (n, slot) in enumerate(zip(sides, slots, strict=True)):
            item = self._die_item(DieRef(sides=n), n, slot)
            item.caption = f"d{n}"
            item.tab_order = i / 100
            item.setToolTip(rule_tooltip(
                "gig-dice/6.1.1", "gig-dice/6.2",
                heading=self.tr("A d%1: drag it to your Gig or fixer area, or press G or F.")
                .replace("%1", str(n))))
            self.tray_dice[n] = item
        self.trash = TrashZone(QRectF(18, 752, 178, 230), self.tr("Trash"), pal.muted, pal)
        self.trash.setToolTip(rule_tooltip("gig-dice/table.own", "gig-dice/6.1.3",
                                           "gig-dice/6.1.4",
                                           heading=self.tr("Drop a die here to remove it.")))
        self.trash.tab_order = 10_000
        self.scene.addItem(self.trash)
        self.mats: list[PlayerMat] = []
        self.zones: dict[tuple[int, Area], AreaZone] = {}
        for seat, rect in enumerate(mat_rects(len(view.seats))):
            self._build_seat(seat, rect)

    def _build_seat(self, seat: int, rect: QRectF) -> None:
        pal = self.pal
        colour = pal.seats[seat % len(pal.seats)]
        mat = PlayerMat(rect, self.names[seat], colour, pal)
        mat.setToolTip(rule_tooltip("gig-dice/6.6", "gig-dice/6.6.1", "gig-dice/6.3.1",
                                    "gig-dice/6.3.2",
                                    heading=self.tr("%1's table").replace("%1", self.names[seat])))
        self.scene.addItem(mat)
        self.mats.append(mat)
        body = rect.adjusted(14, 62, -14, -14)
        gig_h = body.height() * 0.58
        titles = {Area.GIG: self.tr("Gig area"), Area.FIXER: self.tr("Fixer area")}
        boxes = {Area.GIG: QRectF(body.left(), body.top(), body.width(), gig_h),
                 Area.FIXER: QRectF(body.left(), body.top() + gig_h + 10, body.width(),
                                    body.height() - gig_h - 10)}
        for n, area in enumerate(Area):
            zone = AreaZone(boxes[area], titles[area], seat, area,
                            colour if area is Area.GIG else pal.muted, pal)
            zone.setToolTip(rule_tooltip(*RULE_IDS[area], heading=f"{self.names[seat]} · "
                                         f"{titles[area]}"))
            zone.tab_order = 100 * (seat + 1) + 50 * n
            self.scene.addItem(zone)
            self.zones[(seat, area)] = zone

    def _die_item(self, ref: DieRef, value: int, pos: QPointF) -> DieItem:
        colour = die_colour(ref.sides, self.colours.get(ref.sides), self.pal)
        item = DieItem(ref.sides, value, colour, DIE_SIZE, ref, self.pal)
        item.setPos(pos)
        item.home = QPointF(pos)
        self.scene.addItem(item)
        return item

    # --- drawing the view -----------------------------------------------------
    def changing(self, change: SeatChange) -> None:
        self._unmark()

    def undone(self, seat: int | None) -> str:
        return self.sentences.undone(seat)

    def describe(self, event: Any) -> str | None:
        return self.sentences.describe(event)

    def animate(self, events: list[Any]) -> None:
        ms = self.scene.anim_ms(520)
        for event in events:
            if isinstance(event, e.DieAdded):
                die, value = event.die.id, event.die.value
            elif isinstance(event, e.DieRolled):
                die, value = event.die, event.value
            else:
                continue
            if die in self.dice:
                self.dice[die].roll(value, ms)

    def render(self, animate: bool = True) -> None:
        """Bring every item in line with the viewer's view of the match."""
        view: GigDiceView = self.ctl.view()
        present: set[int] = set()
        for seat in view.seats:
            self._render_mat(view, seat)
            for area, dice, counts in ((Area.GIG, seat.gig, seat.gig_readout),
                                       (Area.FIXER, seat.fixer, seat.fixer_readout)):
                zone = self.zones[(seat.seat, area)]
                zone.note = self.readout(counts, view.max_dice)
                zone.update()
                size, slots = zone.slots(len(dice), DIE_SIZE)
                for i, (die, slot) in enumerate(zip(dice, slots, strict=True)):
                    ref = DieRef(die.sides, die.id, seat.seat, area)
                    self._place(die, ref, size, slot, zone.tab_order + 1 + i / 100, animate)
                    present.add(die.id)
        for gone in set(self.dice) - present:
            self.scene.removeItem(self.dice.pop(gone))
        self._render_links(view)

    def readout(self, counts: Readout, room: int) -> str:
        """An area's note: how full it is, its min Gigs (6.3.1) and max Gigs (6.3.2)."""
        return (self.tr("%1/%2 dice · %3 min · %4 max").replace("%1", str(counts.dice))
                .replace("%2", str(room)).replace("%3", str(counts.mins))
                .replace("%4", str(counts.maxes)))

    def pairs_text(self, seat: SeatView) -> str:
        """The value-pairs of a Gig area (6.6), by value: what the mat reads out."""
        if not seat.pairs:
            return self.tr("No value-pairs")
        values = ", ".join(str(v) for v in seat.pair_values)
        return self.tr("Value-pairs: %1").replace("%1", values)

    def _render_mat(self, view: GigDiceView, seat: SeatView) -> None:
        tag = self.tr("BOT") if self.kinds[seat.seat] == "bot" else ""
        self.mats[seat.seat].set_texts(tag, self.pairs_text(seat),
                                       seat.seat == view.turn and not view.over)

    def _place(self, die: DieView, ref: DieRef, size: float, slot: QPointF, order: float,
               animate: bool) -> None:
        self.sides_of[die.id] = die.sides
        item = self.dice.get(die.id)
        if item is None:
            start = self.tray_dice[die.sides].pos() if die.sides in self.tray_dice else slot
            item = self._die_item(ref, die.value, start)
            self.dice[die.id] = item
        item.ref, item.tab_order = ref, order
        item.set_size(size)
        pair = None if die.pair is None else QColor(self.pal.pairs[die.pair % len(self.pal.pairs)])
        item.set_face(die.value, die.is_min, die.is_max, pair)
        item.setToolTip(self._die_tooltip(die, ref))
        item.move_home(slot, animate)

    def _die_tooltip(self, die: DieView, ref: DieRef) -> str:
        ids = ["gig-dice/6.3"]
        ids += ["gig-dice/6.3.1"] if die.is_min else []
        ids += ["gig-dice/6.3.2"] if die.is_max else []
        ids += ["gig-dice/6.6", "gig-dice/6.6.1"] if die.pair is not None else []
        ids += (["gig-dice/6.1.2", "gig-dice/6.7", "gig-dice/6.8"] if ref.area is Area.GIG
                else ["gig-dice/6.1.3", "gig-dice/6.1.4"])
        return rule_tooltip(*ids, heading=self.die_name(ref, die.value))

    def die_name(self, ref: DieRef, value: int) -> str:
        where = self.tr("Gig area") if ref.area is Area.GIG else self.tr("fixer area")
        return (self.tr("%1's d%2 showing %3 (%4)").replace("%1", self.names[ref.owner])
                .replace("%2", str(ref.sides)).replace("%3", str(value)).replace("%4", where))

    def _render_links(self, view: GigDiceView) -> None:
        for link in self.links:
            link.detach()
            self.scene.removeItem(link)
        self.links = []
        for seat in view.seats:
            for n, (x, y) in enumerate(seat.pairs):
                colour = QColor(self.pal.pairs[n % len(self.pal.pairs)])
                link = LinkItem(self.dice[x], self.dice[y], colour)
                link.setToolTip(rule_tooltip("gig-dice/6.6", "gig-dice/6.6.1"))
                self.scene.addItem(link)
                self.links.append(link)

    # --- around the board ----------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        return [TurnAction(self.tr("End turn"), a.EndTurn(), "gig-dice/table.turns",
                           "Ctrl+Return", ends_turn=True),
                TurnAction(self.tr("End session"), a.EndSession(), "gig-dice/table.end",
                           "Ctrl+Shift+Return")]

    def private_between_seats(self) -> bool:
        """The tray is the same for everyone: no curtain in hot-seat."""
        return False

    def hint(self) -> str:
        """How to play this table, shown under the action log."""
        return self.tr("Drag dice, or click one and then a lit place. Right-click or keys for "
                       "more: + − R M S W Del, numbers set.")

    def keys(self) -> str:
        return self.tr(
            "Tab / Shift+Tab: go from die to area to die<br/>"
            "Enter or Space: pick up the die, then Enter on a lit place to put it there<br/>"
            "G / F on a tray die: roll it into your Gig / fixer area<br/>"
            "+ / −: increase / decrease · R: re-roll · M: move · S: steal · Del: remove<br/>"
            "W on two dice: swap them · number keys: set the value · Esc: put down<br/>"
            "Menu key or right click: every action on a die<br/>"
            "Ctrl+Return: end turn · Ctrl+Shift+Return: end session · Ctrl+Z: undo")

    def status_line(self) -> str:
        """Whose turn it is and which round, for the banner beside the board."""
        view: GigDiceView = self.ctl.view()
        if view.over:
            return self.tr("The session is over")
        if view.turn_limit is None:
            text = self.tr("Round %1 · %2's turn").replace("%1", str(view.round))
        else:
            text = self.tr("Round %1 of %3 · %2's turn").replace("%1", str(view.round)) \
                .replace("%3", str(view.turn_limit))
        return text.replace("%2", self.names[view.turn])

    # --- what a gesture means -------------------------------------------------
    def action_for(self, piece: Piece, target: Target) -> Any:
        """The action dropping *piece* on *target* stands for, legal or not (None: none)."""
        ref, me = piece.ref, self.ctl.viewer  # type: ignore[attr-defined]
        if isinstance(target, DieItem):
            tref: DieRef = target.ref
            if tref.die is None:
                return None
            if ref.die is not None and ref.owner == me and tref.owner != me:
                return a.Swap(mine=ref.die, theirs=tref.die)
            target = self.zones[(tref.owner, tref.area)]
        if target is self.trash:
            return None if ref.die is None else a.RemoveDie(die=ref.die)
        if not isinstance(target, AreaZone) or target.seat != me:
            return None
        if ref.die is None:
            return a.AddDie(sides=ref.sides, area=target.area)
        if ref.owner == me:
            return a.MoveDie(die=ref.die) if target.area is not ref.area else None
        return a.Steal(die=ref.die) if target.area is Area.GIG else None

    def candidates(self, piece: Piece) -> list[Target]:
        return [self.trash, *self.zones.values(), *self.dice.values()]

    def spots(self, kind: str) -> list[QGraphicsItem]:
        """Your dice on the table take the changes a key or a menu makes (adjust, set,
        re-roll)."""
        if kind not in ("adjust", "set", "reroll"):
            return []
        return [d for d in self.dice.values() if d.ref.owner == self.ctl.viewer]

    def refuse(self, piece: Piece, target: Target) -> None:
        ref: DieRef = piece.ref  # type: ignore[attr-defined]
        home = self.zones.get((ref.owner, ref.area)) if ref.die is not None else self.tray
        if target is not home and not (isinstance(target, DieItem) and target.ref.die is None):
            self.message.emit(rule_summary("gig-dice/table.own"))

    # --- keys and menus -------------------------------------------------------
    def key(self, item: Target, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape:
            self._unmark()
            return False
        if not isinstance(item, DieItem):
            return False
        ref: DieRef = item.ref
        if ref.die is None:
            area = {Qt.Key.Key_G: Area.GIG, Qt.Key.Key_F: Area.FIXER}.get(Qt.Key(event.key()))
            return area is not None and self._act(a.AddDie(sides=ref.sides, area=area))
        text = event.text()
        if text.isdigit():
            self._digit(item, text)
            return True
        die = ref.die
        action = {"+": a.Adjust(die=die, by=1), "=": a.Adjust(die=die, by=1),
                  "-": a.Adjust(die=die, by=-1)}.get(text) or {
            Qt.Key.Key_R: a.Reroll(die=die), Qt.Key.Key_M: a.MoveDie(die=die),
            Qt.Key.Key_Delete: a.RemoveDie(die=die), Qt.Key.Key_Backspace: a.RemoveDie(die=die),
            Qt.Key.Key_S: a.Steal(die=die)}.get(Qt.Key(event.key()))
        if action is not None:
            return self._act(action)
        if event.key() == Qt.Key.Key_W:
            self._swap_key(item)
            return True
        return False

    def _act(self, action: Any) -> bool:
        self.ctl.submit(action)
        return True

    def _swap_key(self, item: DieItem) -> None:
        """W marks the first die of a swap; W on the second swaps them (either order)."""
        first = self.marked
        if first is None or first is item:
            self._unmark()
            self.marked = item
            item.set_marked(True)
            self.message.emit(self.tr("Swap: now choose the other Gig and press W (Esc cancels)."))
            return
        self._unmark()
        mine, theirs = (first, item) if first.ref.owner == self.ctl.viewer else (item, first)
        self.ctl.submit(a.Swap(mine=mine.ref.die, theirs=theirs.ref.die))

    def _unmark(self) -> None:
        if self.marked is not None and self.marked.scene() is not None:
            self.marked.set_marked(False)
        self.marked = None

    def _digit(self, item: DieItem, digit: str) -> None:
        """Number keys set a die; a second digit follows quickly for 10 and above."""
        if self._digit_die != item.ref.die:
            self._digits = ""
        self._digit_die = item.ref.die
        self._digits += digit
        if int(self._digits) * 10 > item.sides:
            self._commit_digits()
        else:
            self._digit_timer.start()

    def _commit_digits(self) -> None:
        self._digit_timer.stop()
        if self._digits and self._digit_die is not None:
            self.ctl.submit(a.SetDie(die=self._digit_die, value=int(self._digits)))
        self._digits, self._digit_die = "", None

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        """A menu of everything the item can do; items the rules refuse now are greyed."""
        if not isinstance(item, DieItem):
            return
        legal = self.ctl.legal()
        self.menu = action_menu(self.view, self.menu_entries(item), legal.__contains__,
                                self.ctl.submit)
        self.menu.popup(screen_pos)

    def menu_entries(self, item: DieItem) -> list[tuple[str, Any, str]]:
        """(label, action, rule id) for each thing the menu offers on *item*."""
        ref: DieRef = item.ref
        if ref.die is None:
            return [(self.tr("Roll into your Gig area\tG"), a.AddDie(sides=ref.sides),
                     "gig-dice/6.2"),
                    (self.tr("Roll into your fixer area\tF"),
                     a.AddDie(sides=ref.sides, area=Area.FIXER), "gig-dice/6.2")]
        die, me = ref.die, self.ctl.viewer
        entries = [(self.tr("Re-roll\tR"), a.Reroll(die=die), "gig-dice/6.2"),
                   (self.tr("Increase by 1\t+"), a.Adjust(die=die, by=1), "gig-dice/6.4"),
                   (self.tr("Decrease by 1\t-"), a.Adjust(die=die, by=-1), "gig-dice/6.4")]
        entries += [(self.tr("Set to %1\t%1").replace("%1", str(v)), a.SetDie(die=die, value=v),
                     "gig-dice/6.5") for v in range(1, item.sides + 1) if v != item.value]
        if ref.area is Area.GIG:
            entries.append((self.tr("Move to your fixer area\tM"), a.MoveDie(die=die),
                            "gig-dice/6.2.6"))
        entries.append((self.tr("Remove from the table\tDel"), a.RemoveDie(die=die),
                        "gig-dice/table.own"))
        if ref.owner != me:
            entries.append((self.tr("Steal into your Gig area\tS"), a.Steal(die=die),
                            "gig-dice/6.8"))
        for other_item in self.dice.values():
            oref: DieRef = other_item.ref
            if oref.die is None:
                continue
            if (oref.owner == me) != (ref.owner == me) and oref.area is Area.GIG:
                mine, theirs = (die, oref.die) if ref.owner == me else (oref.die, die)
                name = self.die_name(oref, other_item.value)
                entries.append((self.tr("Swap with %1").replace("%1", name),
                                a.Swap(mine=mine, theirs=theirs), "gig-dice/6.7"))
        return entries
