"""Drawing the view: the song, the dice, the boards, the tray and the Audience, each item
brought in line with one :class:`~roadie.ui.games.the_gig.kit.Frame`. An item is redrawn
only when what it shows changed; items that stay are cached by Qt."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig import actions as a
from roadie.games.the_gig.content import Symbol
from roadie.games.the_gig.views import TheGigView
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import PeekGrid, ScoreSheet, SoloGrid
from roadie.ui.games.the_gig.cards import CardItem
from roadie.ui.games.the_gig.items import ButtonItem, DieRef, OwnedCards, SpaceItem, TokenItem
from roadie.ui.games.the_gig.kit import CHALLENGER, Choices, Fixed, Frame, Kit, content_text
from roadie.ui.games.the_gig.solo_step import SoloStep
from roadie.ui.games.the_gig.timer import Countdown
from roadie.ui.scene.dice_item import UNROLLED, DieItem
from roadie.ui.scene.zones import PlayerMat

TOKEN_LABELS = {1: _("TheGigBoard", "1st"), 2: _("TheGigBoard", "2nd"),
                3: _("TheGigBoard", "3rd")}
CACHED = QGraphicsItem.CacheMode.DeviceCoordinateCache

Panel = tuple[PlayerMat, SoloGrid | None, ScoreSheet]


def cache(item: QGraphicsItem) -> QGraphicsItem:
    """Paint *item* once into a pixmap and reuse it until it changes."""
    item.setCacheMode(CACHED)
    return item


def token_label(token: int) -> str:
    return QCoreApplication.translate("TheGigBoard", TOKEN_LABELS[token])


class Render(QObject):
    """Draws the table from a frame; holds the items that come and go with the view."""

    def __init__(self, kit: Kit, fixed: Fixed, choices: Choices, solo: SoloStep,
                 countdown: Countdown, switch_seat: Callable[[int], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kit, self.fixed, self.choices, self.solo = kit, fixed, choices, solo
        self.countdown, self.switch_seat = countdown, switch_seat
        self.spaces: list[SpaceItem] = []
        """The spaces of the song in play."""
        self.pool: dict[tuple[int, int | None], SpaceItem] = {}
        """Every space item made so far, by row and column (None: the Harmony space);
        those the song in play lacks are hidden."""
        self.row_dice: dict[int, DieItem] = {}
        self.dice: dict[tuple[int, int], DieItem] = {}
        self.die_tips: dict[tuple[int, int], str] = {}
        self.others: dict[int, Panel] = {}
        self.owned_others: dict[int, OwnedCards] = {}
        self.card_items: dict[str, CardItem] = {}
        self.tokens: list[TokenItem] = []
        self.tabs: list[ButtonItem] = []
        self.recent: dict[int, tuple[int, int]] = {}
        """Per seat (-1: The Challenger), the die it placed last this song (a ring shows it)."""
        self.on_song: set[tuple[int, int]] = set()
        self.song_id = ""
        self.shown_viewer = -1
        self._keys: dict[str, object] = {}
        """What each rebuilt group of items last showed (rebuilt only when it changes)."""

    def changed(self, group: str, key: object) -> bool:
        """Whether *group* must be rebuilt to show *key* (remembering it)."""
        if self._keys.get(group) == key:
            return False
        self._keys[group] = key
        return True

    def draw(self, frame: Frame, animate: bool) -> None:
        """The song, the dice and the viewer's tray (see :meth:`draw_mine` and
        :meth:`draw_around`)."""
        view = frame.view
        if view.songs[view.song] != self.song_id:
            self._build_song(view)
        if self.shown_viewer != frame.me:
            self._build_others(frame)
            self.shown_viewer = frame.me
        self.choices.selected &= {d.id for d in view.dice if d.seat == frame.me
                                  and d.where in ("tray", "hand", "locked")}
        self._track_recent(view)
        self.draw_song_mat(view)
        self._draw_dice(frame, animate)
        self._draw_tray(frame)
        self._draw_tabs(frame)

    def draw_around(self, frame: Frame) -> None:
        """The other players' panels and the Audience (after a change, a turn later)."""
        self._draw_others(frame)
        self._draw_audience(frame)

    def phase_text(self, view: TheGigView) -> str:
        phase = view.phase
        if phase in ("song", "place", "lock"):
            if view.caller is not None:
                return self.tr("Take it to the Bridge! (%1)").replace(
                    "%1", self.kit.sentences.name(view.caller))
            if phase == "place":
                seat = placing_seat(view)
                return self.tr("The Song: %1 places 2 dice (Initiative order)").replace(
                    "%1", self.kit.sentences.name(seat))
            return {"song": self.tr("The Song: place your dice"),
                    "lock": self.tr("The Song: lock your dice in")}[phase]
        if phase == "solo":
            return self.tr("The Bridge: solos")
        if phase == "applause":
            seat = view.order[view.turn] if view.turn < len(view.order) else None
            return self.tr("The Applause: %1").replace("%1", self.kit.sentences.name(seat))
        return self.tr("Final scores")

    # --- the song -------------------------------------------------------------
    def _build_song(self, view: TheGigView) -> None:
        """Show the song in play: its spaces come from a pool kept across songs (a space
        is repainted only when its symbol changed); the row dice are laid once."""
        kit = self.kit
        if not self.pool:
            self._pool_spaces()
        self.song_id = view.songs[view.song]
        song = kit.pack.song(self.song_id)
        self.spaces = []
        for row in song.rows:
            for col, symbol in enumerate(row.spaces):
                self._show_space(row.value, col, symbol.value if symbol else None)
            self._show_space(row.value, None, None)
        shown = set(self.spaces)
        for space in self.pool.values():
            space.setVisible(space in shown)
        self._show_row_dice({row.value for row in song.rows})

    def _pool_spaces(self) -> None:
        """An item for every space any song of the pack has, hidden until a song shows it:
        a new song makes none."""
        for song in self.kit.pack.songs:
            for row in song.rows:
                for col in [*range(len(row.spaces)), None]:
                    if (row.value, col) not in self.pool:
                        self._new_space(row.value, col, None).hide()

    def _new_space(self, row: int, col: int | None, symbol: str | None) -> SpaceItem:
        rect = L.harmony_rect(row) if col is None else L.space_rect(row, col)
        space = self.pool[(row, col)] = self._add_space(
            SpaceItem(rect, row, col, symbol, self.kit.pal))
        return space

    def _show_space(self, row: int, col: int | None, symbol: str | None) -> None:
        space = self.pool.get((row, col)) or self._new_space(row, col, symbol)
        space.set_symbol(symbol)
        self.spaces.append(space)

    def _show_row_dice(self, rows: set[int]) -> None:
        """The die at the head of each row, showing the value it takes."""
        kit = self.kit
        for value in rows - set(self.row_dice):
            label = DieItem(6, value, QColor("#e8dcc4"), 44, None, kit.pal)
            label.setPos(L.SONG.left() + 58, L.space_rect(value, 0).center().y())
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
            label.setToolTip(kit.tip("the-gig/song.rows"))
            kit.scene.addItem(label)
            self.row_dice[value] = label
        for value, label in self.row_dice.items():
            label.setVisible(value in rows)

    def _add_space(self, space: SpaceItem) -> SpaceItem:
        row = str(space.row)
        if space.col is None:
            space.setToolTip(self.kit.tip(
                "the-gig/song.harmony", "the-gig/bridge.harmonies",
                heading=self.tr("Row %1 · Harmony space").replace("%1", row)))
            space.tab_order = 200 + space.row * 10 + 9
        else:
            space.setToolTip(self.kit.tip(
                "the-gig/song.rows", "the-gig/song.one-per-space", "the-gig/song.clash",
                "the-gig/bridge.remove", heading=self.tr("Row %1, space %2")
                .replace("%1", row).replace("%2", str(space.col + 1))))
            space.tab_order = 200 + space.row * 10 + space.col
        self.kit.scene.addItem(cache(space))
        return space

    def draw_song_mat(self, view: TheGigView) -> None:
        mat = self.fixed.song_mat
        song = self.kit.pack.song(self.song_id)
        name = f"{song.number}. {content_text(song.title)}"
        if mat.name != name:
            mat.name = name
            mat.update()
        tag = self.tr("SONG %1/%2").replace("%1", str(view.song + 1)) \
            .replace("%2", str(len(view.songs)))
        left = self.countdown.time_left()
        text = self.countdown.timer_text(left) if left is not None else ""
        mat.set_texts(tag, text, view.phase in ("song", "lock", "place"))
        mat.setToolTip(self.kit.tip("the-gig/song.roll", "the-gig/song.bridge-call",
                                    *(["the-gig/showdown.timer"] if left is not None else [])))

    # --- dice -------------------------------------------------------------------
    def _draw_dice(self, frame: Frame, animate: bool) -> None:
        view, me = frame.view, frame.me
        present: set[tuple[int, int]] = set()
        marked = self.solo.marked()
        for die in view.dice:
            key = (die.seat, die.id)
            present.add(key)
            pos, size = self._die_place(die, me)
            item = self._die(key, die.value, self.kit.colours[die.seat], pos, size, animate)
            own = die.seat == me
            self._set_look(item, self._caption(die, me), die.id in marked and own,
                           self._ring(key, view))
            item.setAcceptedMouseButtons(  # right: the menu of what the die can do
                Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton if own
                else Qt.MouseButton.NoButton)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, own)
            item.tab_order = 110 + die.id % 4 / 10 if die.where == "tray" else 400 + die.id / 100
            self._tip(key, item, self._die_tip(die))
        if view.challenger is not None:
            for n, cd in enumerate(view.challenger.dice):
                key = (CHALLENGER, n)
                present.add(key)
                if cd.row is not None and cd.col is not None:
                    pos, size = L.space_rect(cd.row, cd.col).center(), L.SONG_DIE
                else:
                    pos, size = self.other_slot(CHALLENGER, n)
                item = self._die(key, cd.value or UNROLLED, "#9a9a9a", pos, size, animate)
                self._set_look(item, "", False, self._ring(key, view))
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
                self._tip(key, item, self.kit.tip("the-gig/showdown.challenger",
                                                  "the-gig/showdown.unplaced",
                                                  heading=self._recent_heading(key)))
        for gone in set(self.dice) - present:
            self.kit.scene.removeItem(self.dice.pop(gone))
            self.die_tips.pop(gone, None)

    def _tip(self, key: tuple[int, int], item: DieItem, tip: str) -> None:
        """Give a die its tooltip (only when it says something new)."""
        if self.die_tips.get(key) != tip:
            self.die_tips[key] = tip
            item.setToolTip(tip)

    def _die_place(self, die: Any, me: int) -> tuple[QPointF, float]:
        n = die.id % 4
        if die.where == "locked" and die.seat == me:
            return L.lock_slot(n), L.LOCK_DIE
        if die.where in ("tray", "hand", "locked"):
            return (L.tray_slot(n), L.TRAY_DIE) if die.seat == me else \
                self.other_slot(die.seat, n)
        row, col = die.row or 1, die.col or 0
        if die.where == "song":
            return L.space_rect(row, col).center(), L.SONG_DIE
        return L.harmony_slot(row, die.seat), L.HARMONY_DIE

    def _die(self, key: tuple[int, int], value: int, colour: str, pos: QPointF, size: float,
             animate: bool) -> DieItem:
        item = self.dice.get(key)
        if item is None:
            item = DieItem(6, value, QColor(colour), size, DieRef(key[1], key[0]), self.kit.pal)
            item.setPos(pos)
            self.kit.scene.addItem(item)
            self.dice[key] = item
        item.set_size(size)
        if item.value != value:
            item.set_face(value, pair_colour=item.pair_colour)
        if item.home != pos:
            item.move_home(pos, animate)
        return item

    @staticmethod
    def _set_look(item: DieItem, caption: str, marked: bool, ring: QColor | None) -> None:
        """Caption, groove mark and ring, repainted only when one of them changed."""
        if (item.caption, item.marked, item.pair_colour) != (caption, marked, ring):
            item.caption, item.marked, item.pair_colour = caption, marked, ring
            item.update()

    def _track_recent(self, view: TheGigView) -> None:
        """Remember, per seat, the die that most recently arrived on the song."""
        now: set[tuple[int, int]] = {(d.seat, d.id) for d in view.dice
                                     if d.where in ("song", "harmony")}
        if view.challenger is not None:
            now |= {(CHALLENGER, n) for n, cd in enumerate(view.challenger.dice)
                    if cd.row is not None}
        if not now:
            self.recent = {}
        for key in sorted(now - self.on_song):
            self.recent[key[0]] = key
        self.recent = {seat: key for seat, key in self.recent.items() if key in now}
        self.on_song = now

    def _ring(self, key: tuple[int, int], view: TheGigView) -> QColor | None:
        """A cream ring round each seat's latest die on the song, while the Song is played."""
        fresh = view.phase in ("song", "lock", "place") and self.recent.get(key[0]) == key
        return QColor(self.kit.pal.cream) if fresh else None

    def _recent_heading(self, key: tuple[int, int]) -> str:
        who = self.kit.sentences.name(None if key[0] == CHALLENGER else key[0])
        heading = self.tr("%1's die").replace("%1", who)
        if self.recent.get(key[0]) == key:
            heading += " · " + self.tr("placed last")
        return heading

    def _caption(self, die: Any, me: int) -> str:
        if die.id in self.choices.selected and die.seat == me:
            return self.tr("RE-ROLL")
        if die.where == "hand":
            return self.tr("HAND")
        if die.where == "locked" and die.seat != me:
            return self.tr("LOCKED")
        return ""

    def _die_tip(self, die: Any) -> str:
        name = self.tr("%1's die showing %2").replace("%1", self.kit.sentences.name(die.seat)) \
            .replace("%2", str(die.value))
        if self.recent.get(die.seat) == (die.seat, die.id):
            name += " · " + self.tr("placed last")
        if die.unplaced:
            return self.kit.tip("the-gig/song.rows", "the-gig/song.harmony",
                                "the-gig/song.notation", heading=name)
        return self.kit.tip("the-gig/solo.grooves", "the-gig/bridge.remove", heading=name)

    def other_slot(self, seat: int, n: int) -> tuple[QPointF, float]:
        panel = self.others.get(seat)
        if panel is None:
            return QPointF(-100, -100), 30.0
        rect = panel[0].rect
        return QPointF(rect.left() + 150 + (n % 2) * 40, rect.top() + 86 + (n // 2) * 42), 32.0

    # --- boards ---------------------------------------------------------------------
    def draw_mine(self, frame: Frame) -> None:
        """The viewer's instrument board: its mat, solo grid and score sheet."""
        kit, fixed, me = self.kit, self.fixed, frame.me
        player = frame.view.players[me]
        board = kit.pack.instrument(player.instrument)
        mat = fixed.mine_mat
        if (mat.name, mat.colour) != (kit.names[me], kit.colours[me]):
            mat.name, mat.colour = kit.names[me], kit.colours[me]
            mat.update()
        mat.set_texts(self._tag(player), self._token(player), me in frame.active)
        mat.setToolTip(kit.tip(*instrument_rules(board.id),
                               heading=f"{content_text(board.name)}: {content_text(board.text)}"))
        fixed.grid.colour = kit.colours[me]
        fixed.grid.set_board(board, player.grooves)
        self._draw_owned(fixed.owned, player.audience)
        boxes = {t.symbol.value: t.boxes for t in board.notes}
        boxes["spotlight"] = max(10, player.marks.get(Symbol.SPOTLIGHT, 0))
        fixed.sheet.set_marks({k.value if hasattr(k, "value") else k: v
                               for k, v in player.marks.items()}, boxes, player.harmonies,
                              (self.tr("Harmonies per song"), ""))

    def _draw_owned(self, chip: OwnedCards, cards: list[str]) -> None:
        """The Audience cards a player bought: a count on their board, listed in the tooltip."""
        if chip.count == len(cards) and (cards or not chip.isVisible()):
            return
        chip.set_count(len(cards))
        known = self.kit.cards
        lines = [f"{content_text(known[c].name)}: {content_text(known[c].text)}"
                 for c in cards if c in known]
        chip.setToolTip(self.kit.tip("the-gig/applause.buy", heading=self.tr(
            "Audience cards bought: %1").replace("%1", "; ".join(lines))))

    def _tag(self, player: Any) -> str:
        return content_text(self.kit.pack.instrument(player.instrument).name).upper()

    def _token(self, player: Any) -> str:
        return "" if player.token is None else token_label(player.token)

    def _build_others(self, frame: Frame) -> None:
        kit = self.kit
        for mat, grid, sheet in self.others.values():
            for item in (mat, grid, sheet):
                if item is not None:
                    kit.scene.removeItem(item)
            if isinstance(grid, PeekGrid) and grid.peek.scene() is not None:
                kit.scene.removeItem(grid.peek)
        for chip in self.owned_others.values():
            kit.scene.removeItem(chip)
        self.others, self.owned_others = {}, {}
        self._keys.pop("tokens", None)
        seats = [s for s in range(len(frame.view.players)) if s != frame.me]
        if frame.view.challenger is not None:
            seats.append(CHALLENGER)
        for n, seat in enumerate(seats):
            self._build_panel(seat, L.other_rect(n, len(seats)))

    def _build_panel(self, seat: int, rect: QRectF) -> None:
        kit = self.kit
        name = kit.sentences.name(None if seat == CHALLENGER else seat)
        colour = "#9a9a9a" if seat == CHALLENGER else kit.colours[seat]
        mat = PlayerMat(rect, name, colour, kit.pal)
        kit.scene.addItem(cache(mat))
        grid = None
        if seat != CHALLENGER:
            grid = PeekGrid(QPointF(rect.left() + 30, rect.top() + 64), 17, colour, kit.pal,
                            name, QRectF(L.SCENE.left(), L.SCENE.top(), L.SCENE.width(),
                                         L.OTHERS.top()))
            kit.scene.addItem(grid)
        sheet = ScoreSheet(QRectF(rect.left() + 14, rect.bottom() - 38, rect.width() - 28, 26),
                           kit.pal, compact=True)
        sheet.setToolTip(kit.tip("the-gig/final.scoring"))
        kit.scene.addItem(sheet)
        self.others[seat] = (mat, grid, sheet)
        if seat != CHALLENGER:
            chip = OwnedCards(QPointF(rect.right() - 40, rect.top() + 130), 0.8, kit.pal)
            chip.hide()
            kit.scene.addItem(cache(chip))
            self.owned_others[seat] = chip

    def _draw_others(self, frame: Frame) -> None:
        view, kit = frame.view, self.kit
        for seat, (mat, grid, sheet) in self.others.items():
            if seat == CHALLENGER or grid is None:
                ch = view.challenger
                marks = ch.marks if ch is not None else {}
                mat.set_texts(self.tr("RIVAL"), "", False)
                mat.setToolTip(kit.tip("the-gig/showdown.challenger", "the-gig/showdown.scoring"))
            else:
                player = view.players[seat]
                marks = player.marks
                mat.set_texts(self._tag(player), "", seat in frame.active)
                board = kit.pack.instrument(player.instrument)
                mat.setToolTip(kit.tip(*instrument_rules(board.id),
                                       heading=f"{kit.names[seat]} · {content_text(board.name)}"))
                grid.set_board(board, player.grooves)
                self._draw_owned(self.owned_others[seat], player.audience)
            sheet.set_marks({getattr(k, "value", k): v for k, v in marks.items()}, {}, [],
                            ("", ""))

    # --- the tray -------------------------------------------------------------------
    def _draw_tray(self, frame: Frame) -> None:
        view, me, fixed = frame.view, frame.me, self.fixed
        tray = fixed.tray
        tray.title = (self.tr("%1's dice").replace("%1", self.kit.names[me])
                      if len(self.kit.ctl.human_seats()) > 1 else self.tr("Your dice"))
        tray.note = self._tray_note(frame)  # title and note repaint the tray when they change
        strip = fixed.lock_strip
        strip.setVisible(view.phase == "lock" or (
            view.phase == "place" and any(d.seat == me and d.where == "locked"
                                          for d in view.dice)))
        title = self.tr("Lock in: drag a die here  (L)") if view.phase == "lock" \
            else self.tr("Locked in")
        if strip.title != title:
            strip.title = title
            strip.update()
        self._draw_reroll(frame)

    def _tray_note(self, frame: Frame) -> str:
        view, me = frame.view, frame.me
        pool = [d for d in view.dice if d.seat == me and d.where in ("tray", "hand")]
        late = view.players[me].late_rerolls
        note = self.tr("late re-rolls: %1").replace("%1", str(late)) if late else ""
        if view.phase in ("song", "lock") and pool and not late:
            if view.rerolls_over:
                note = self.tr("no more re-rolls: place your dice")
            elif view.caller is not None:
                note = self.tr("Bridge called: no more re-rolls")
        if a.Leave() in frame.legal:
            note = self.tr("no space for your dice: use a Notation symbol, or leave them")
        elif not any(d.seat == me and d.unplaced for d in view.dice):
            note = self.tr("all your dice are on the song")
        elif view.phase in ("lock", "place") and not pool:
            note = self.tr("your dice are locked in on your board")
        return note

    def _draw_reroll(self, frame: Frame) -> None:
        """The re-roll button, and a select button under each die some legal re-roll rolls."""
        fixed, selected = self.fixed, self.choices.selected
        rerolls = [x for x in frame.legal if isinstance(x, a.Reroll)]
        button = fixed.reroll_button
        count = len(selected)
        label = (self.tr("Re-roll %1 selected  (R)").replace("%1", str(count))
                 if count else self.tr("Re-roll all  (R)"))
        if label != button.label:
            button.label = label
            button.update()
        button.set_enabled(reroll_action(frame, selected) in frame.legal and not frame.blocked)
        rollable = {die for x in rerolls for die in x.dice}
        for n, select in enumerate(fixed.select_buttons):
            die = frame.me * 4 + n
            select.setVisible(die in rollable)
            checked = die in selected
            label = self.tr("selected") if checked else self.tr("select")
            if (select.checked, select.label) != (checked, label):
                select.checked, select.label = checked, label
                select.update()

    # --- the Audience ------------------------------------------------------------------
    def _draw_audience(self, frame: Frame) -> None:
        view, kit, fixed = frame.view, self.kit, self.fixed
        for card_id in set(self.card_items) - set(view.row):
            kit.scene.removeItem(self.card_items.pop(card_id))
        spots = view.players[frame.me].marks.get(Symbol.SPOTLIGHT, 0)
        for n, card_id in enumerate(view.row):
            item = self.card_items.get(card_id)
            card = kit.cards[card_id]
            if item is None:
                deck = self.tr("EARLY") if card.deck.value == "early" else self.tr("LATE")
                item = CardItem(card, content_text(card.name), content_text(card.text), deck,
                                kit.pal)
                item.setPos(L.card_pos(n))
                item.setToolTip(kit.tip(
                    "the-gig/applause.buy", "the-gig/applause.discard",
                    heading=f"{content_text(card.name)} ({card.cost}★): "
                            f"{content_text(card.text)}"))
                kit.scene.addItem(cache(item))
                self.card_items[card_id] = item
            if item.affordable != (card.cost <= spots):
                item.affordable = card.cost <= spots
                item.update()
            item.tab_order = 810 + n
            if item.home != L.card_pos(n):
                item.move_home(L.card_pos(n), True)
        notes = (str(view.deck_size), str(len(view.discards)),
                 "" if view.options.audience else self.tr("not used in this game"))
        for zone, note in zip((fixed.deck, fixed.discard, fixed.audience_zone), notes,
                              strict=True):
            if zone.note != note:
                zone.note = note
                zone.update()
        if self.changed("set list", (view.song, view.options.audience)):
            self._draw_set_list(view)
        for zone in (fixed.deck, fixed.discard):
            zone.setVisible(view.options.audience)  # no piles to show without the Audience
        self._draw_tokens(view)

    def _draw_set_list(self, view: TheGigView) -> None:
        """Without the Audience its space shows the set list, the song being played lit."""
        set_list, pal = self.fixed.set_list, self.kit.pal
        set_list.setVisible(not view.options.audience)
        if view.options.audience:
            return
        songs = []
        for n, song_id in enumerate(view.songs):
            song = self.kit.pack.song(song_id)
            title = escape(f"{n + 1}. {content_text(song.title)}")
            colour = pal.amber if n == view.song else pal.cream if n > view.song else pal.muted
            weight = "bold" if n == view.song else "normal"
            songs.append(f"<span style='color:{colour}; font-weight:{weight}'>{title}</span>")
        heading = escape(self.tr("Set list"))
        set_list.setHtml(f"<span style='color:{pal.brass}'>{heading}:</span>&nbsp; "
                         + " &nbsp;·&nbsp; ".join(songs))

    def _draw_tokens(self, view: TheGigView) -> None:
        held = tuple(p.token for p in view.players)
        if not self.changed("tokens", (held, tuple(view.tokens))):
            return
        kit = self.kit
        for token in self.tokens:
            kit.scene.removeItem(token)
        self.tokens = []
        for seat, number in enumerate(held):
            if seat in self.others and number is not None:
                rect = self.others[seat][0].rect
                self._add_token(QPointF(rect.right() - 30, rect.top() + 84), number, 15,
                                ("the-gig/song.initiative", "the-gig/applause.order"))
        self.fixed.initiative_label.setVisible(bool(view.tokens))
        for n, value in enumerate(view.tokens):
            self._add_token(QPointF(L.DECK.left() - 150 + n * 40, L.AUDIENCE.top() + 19), value,
                            14, ("the-gig/song.initiative", "the-gig/setup.initiative"))

    def _add_token(self, at: QPointF, token: int, radius: float, rules: tuple[str, ...]) -> None:
        item = TokenItem(at, token_label(token), radius, self.kit.pal)
        item.setToolTip(self.kit.tip(*rules))
        self.kit.scene.addItem(cache(item))
        self.tokens.append(item)

    # --- hot-seat tabs ------------------------------------------------------------------
    def _draw_tabs(self, frame: Frame) -> None:
        humans = self.kit.ctl.human_seats()
        if not self.changed("tabs", (tuple(humans), frame.me)):
            return
        for item in self.tabs:
            self.kit.scene.removeItem(item)
        self.tabs = []
        if len(humans) < 2:
            return
        names = self.kit.names
        for n, seat in enumerate(humans):
            rect = QRectF(L.TRAY.right() - (len(humans) - n) * 104, L.TRAY.top() + 5, 98, 26)
            tab = ButtonItem(rect, f"{names[seat]}  ^{seat + 1}", partial(self.switch_seat, seat),
                             self.kit.pal, font_px=13)
            tab.checked = seat == frame.me
            tab.setToolTip(self.tr("Hot-seat: show and play %1's dice and board (Ctrl+%2).")
                           .replace("%1", names[seat]).replace("%2", str(seat + 1)))
            tab.tab_order = 90 + n
            self.kit.scene.addItem(tab)
            self.tabs.append(tab)


def instrument_rules(instrument: str) -> list[str]:
    return [f"the-gig/instrument.{instrument}", "the-gig/solo.benefits"]


def placing_seat(view: TheGigView) -> int | None:
    """Turn-based rules: whose turn it is to place, as the view's order says."""
    if view.phase != "place" or not view.order:
        return None
    return view.order[view.turn % len(view.order)]


def reroll_action(frame: Frame, selected: set[int]) -> a.Reroll | None:
    """Re-roll the selected dice, or the whole pool when none is selected: the tray (and the
    held die), or while the turn-based placing goes on the locked dice (an Audience card's
    re-roll)."""
    wanted = ("locked",) if frame.view.phase == "place" else ("tray", "hand")
    pool = [d.id for d in frame.view.dice if d.seat == frame.me and d.where in wanted]
    ids = sorted(selected & set(pool)) or pool
    return a.Reroll(dice=tuple(ids)) if ids else None
