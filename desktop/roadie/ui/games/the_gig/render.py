"""Drawing the view: every item brought in line with the viewer's view of the match."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.the_gig.views import TheGigView
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import ScoreSheet, SoloGrid
from roadie.ui.games.the_gig.cards import CardItem
from roadie.ui.games.the_gig.items import DieRef, OwnedCards, SpaceItem, TokenItem
from roadie.ui.games.the_gig.panel import Bar
from roadie.ui.scene.dice_item import DieItem
from roadie.ui.scene.zones import PlayerMat
from roadie.ui.texts import rule_tooltip

CHALLENGER = -1
TOKEN_LABELS = {1: _("TheGigBoard", "1st"), 2: _("TheGigBoard", "2nd"),
                3: _("TheGigBoard", "3rd")}


def content_text(text: str) -> str:
    """A text of the content pack, translated when a translation exists."""
    return QCoreApplication.translate("TheGigContent", text)


class Render(Bar):
    """Mixin of the Board: rendering."""

    def render(self, animate: bool = True) -> None:
        view: TheGigView = self.ctl.view()
        if view.songs[view.song] != self.song_id:
            self._build_song(view)
        if self.shown_viewer != self.mine():
            self._build_others(view)
            self.shown_viewer = self.mine()
        legal = self.ctl.legal()
        self.selected &= {d.id for d in view.dice if d.seat == self.mine()
                          and d.where in ("tray", "hand")}
        if view.phase != "solo":
            self.solo.update([], {})
        self._track_recent(view)
        self._render_song_mat(view)
        self._render_dice(view, animate)
        self._render_mine(view, legal)
        self._render_others(view)
        self._render_tray(view, legal)
        self._render_audience(view, legal)
        self.render_bar(view, legal)

    def phase_text(self, view: TheGigView) -> str:
        phase = view.phase
        if phase in ("song", "place", "lock"):
            if view.caller is not None:
                return self.tr("Take it to the Bridge! (%1)").replace(
                    "%1", self.sentences.name(view.caller))
            if phase == "place":
                seat = self.placing_seat(view)
                return self.tr("The Song: %1 places 2 dice (Initiative order)").replace(
                    "%1", self.sentences.name(seat))
            return {"song": self.tr("The Song: place your dice"),
                    "lock": self.tr("The Song: lock your dice in")}[phase]
        if phase == "solo":
            return self.tr("The Bridge: solos")
        if phase == "applause":
            seat = view.order[view.turn] if view.turn < len(view.order) else None
            return self.tr("The Applause: %1").replace("%1", self.sentences.name(seat))
        return self.tr("Final scores")

    def placing_seat(self, view: TheGigView) -> int | None:
        """Turn-based rules: whose turn it is to place, as the view's order says."""
        if view.phase != "place" or not view.order:
            return None
        return view.order[view.turn % len(view.order)]

    # --- the song -------------------------------------------------------------
    def _build_song(self, view: TheGigView) -> None:
        for item in self.spaces + self.row_dice:
            self.scene.removeItem(item)
        self.song_id = view.songs[view.song]
        song = self.pack.song(self.song_id)
        self.spaces, self.row_dice = [], []
        for row in song.rows:
            for col, symbol in enumerate(row.spaces):
                self._add_space(SpaceItem(L.space_rect(row.value, col), row.value, col,
                                          symbol.value if symbol else None, self.pal))
            self._add_space(SpaceItem(L.harmony_rect(row.value), row.value, None, None,
                                      self.pal))
            label = DieItem(6, row.value, QColor("#e8dcc4"), 44, None, self.pal)
            label.setPos(L.SONG.left() + 58, L.space_rect(row.value, 0).center().y())
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            label.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
            label.setToolTip(rule_tooltip("the-gig/song.rows"))
            self.scene.addItem(label)
            self.row_dice.append(label)

    def _add_space(self, space: SpaceItem) -> None:
        harmony = space.col is None
        space.setToolTip(rule_tooltip(
            *(("the-gig/song.harmony", "the-gig/bridge.harmonies") if harmony else
              ("the-gig/song.rows", "the-gig/song.one-per-space", "the-gig/song.clash",
               "the-gig/bridge.remove")),
            heading=self.tr("Row %1 · Harmony space").replace("%1", str(space.row)) if harmony
            else self.tr("Row %1, space %2").replace("%1", str(space.row))
            .replace("%2", str(space.col + 1))))
        space.tab_order = 200 + space.row * 10 + (9 if harmony else space.col)
        self.scene.addItem(space)
        self.spaces.append(space)

    def _render_song_mat(self, view: TheGigView) -> None:
        song = self.pack.song(self.song_id)
        self.song_mat.name = f"{song.number}. {content_text(song.title)}"
        tag = self.tr("SONG %1/%2").replace("%1", str(view.song + 1)) \
            .replace("%2", str(len(view.songs)))
        left = self.time_left()
        text = self.timer_text(left) if left is not None else ""
        self.song_mat.set_texts(tag, text, view.phase in ("song", "lock", "place"))
        self.song_mat.setToolTip(rule_tooltip("the-gig/song.roll", "the-gig/song.bridge-call",
                                              *(["the-gig/showdown.timer"] if left is not None
                                                else [])))
        self.song_mat.update()

    # --- dice -------------------------------------------------------------------
    def _render_dice(self, view: TheGigView, animate: bool) -> None:
        present: set[tuple[int, int]] = set()
        me = self.mine()
        for die in view.dice:
            key = (die.seat, die.id)
            present.add(key)
            n = die.id % 4
            if die.where == "locked" and die.seat == me:
                pos, size = L.lock_slot(n), L.LOCK_DIE
            elif die.where in ("tray", "hand", "locked"):
                pos, size = (L.tray_slot(n), L.TRAY_DIE) if die.seat == me else \
                    self.other_slot(die.seat, n)
            elif die.where == "song":
                pos, size = L.space_rect(die.row, die.col).center(), L.SONG_DIE
            else:
                pos, size = L.harmony_slot(die.row, die.seat), L.HARMONY_DIE
            item = self._die(key, die.value, self.colours[die.seat], pos, size, animate)
            item.caption = self._caption(die, me)
            item.set_marked(die.id in self.solo_dice())
            own = die.seat == me
            item.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if own
                                         else Qt.MouseButton.NoButton)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, own)
            item.tab_order = 110 + n / 10 if die.where == "tray" else 400 + die.id / 100
            item.setToolTip(self._die_tip(die))
            self._ring_recent(item, key, view)
        if view.challenger is not None:
            for n, cd in enumerate(view.challenger.dice):
                key = (CHALLENGER, n)
                present.add(key)
                if cd.row is not None and cd.col is not None:
                    pos, size = L.space_rect(cd.row, cd.col).center(), L.SONG_DIE
                else:
                    pos, size = self.other_slot(CHALLENGER, n)
                item = self._die(key, cd.value or 6, "#9a9a9a", pos, size, animate)
                item.caption = "" if cd.value is not None else "?"
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
                item.setToolTip(rule_tooltip("the-gig/showdown.challenger",
                                             "the-gig/showdown.unplaced",
                                             heading=self._recent_heading(key)))
                self._ring_recent(item, key, view)
        for gone in set(self.dice) - present:
            self.scene.removeItem(self.dice.pop(gone))

    def _die(self, key: tuple[int, int], value: int, colour: str, pos: QPointF, size: float,
             animate: bool) -> DieItem:
        item = self.dice.get(key)
        if item is None:
            item = DieItem(6, value, QColor(colour), size, DieRef(key[1], key[0]), self.pal)
            item.setPos(pos)
            self.scene.addItem(item)
            self.dice[key] = item
        item.set_size(size)
        item.set_face(value)
        item.move_home(pos, animate)
        return item

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

    def _ring_recent(self, item: DieItem, key: tuple[int, int], view: TheGigView) -> None:
        """A cream ring round each seat's latest die on the song, while the Song is played."""
        fresh = view.phase in ("song", "lock", "place") and self.recent.get(key[0]) == key
        ring = QColor(self.pal.cream) if fresh else None
        if item.pair_colour != ring:
            item.pair_colour = ring
            item.update()

    def _recent_heading(self, key: tuple[int, int]) -> str:
        who = self.sentences.name(None if key[0] == CHALLENGER else key[0])
        heading = self.tr("%1's die").replace("%1", who)
        if self.recent.get(key[0]) == key:
            heading += " · " + self.tr("placed last")
        return heading

    def _caption(self, die: Any, me: int) -> str:
        if die.id in self.selected:
            return self.tr("RE-ROLL")
        if die.where == "hand":
            return self.tr("HAND")
        if die.where == "locked" and die.seat != me:
            return self.tr("LOCKED")
        return ""

    def _die_tip(self, die: Any) -> str:
        name = self.tr("%1's die showing %2").replace("%1", self.sentences.name(die.seat)) \
            .replace("%2", str(die.value))
        if self.recent.get(die.seat) == (die.seat, die.id):
            name += " · " + self.tr("placed last")
        if die.unplaced:
            return rule_tooltip("the-gig/song.rows", "the-gig/song.harmony",
                                "the-gig/song.notation", heading=name)
        return rule_tooltip("the-gig/solo.grooves", "the-gig/bridge.remove", heading=name)

    def other_slot(self, seat: int, n: int) -> tuple[QPointF, float]:
        panel = self.others.get(seat)
        if panel is None:
            return QPointF(-100, -100), 30.0
        rect = panel[0].rect
        return QPointF(rect.left() + 150 + (n % 2) * 40, rect.top() + 86 + (n // 2) * 42), 32.0

    # --- boards ---------------------------------------------------------------------
    def _render_mine(self, view: TheGigView, legal: set[Any]) -> None:
        me = self.mine()
        player = view.players[me]
        board = self.pack.instrument(player.instrument)
        self.mine_mat.name = self.names[me]
        self.mine_mat.colour = self.colours[me]
        self.mine_mat.set_texts(self._tag(player), self._token(player),
                                me in self.ctl.active_seats())
        self.mine_mat.setToolTip(rule_tooltip(
            *self._instrument_rules(board.id),
            heading=f"{content_text(board.name)}: {content_text(board.text)}"))
        self.mine_mat.update()
        self.grid.colour = self.colours[me]
        self.grid.set_board(board, player.grooves)
        self.grid.setToolTip(rule_tooltip("the-gig/solo.pick-one", "the-gig/solo.start",
                                          "the-gig/solo.adjacent", "the-gig/solo.overlap",
                                          "the-gig/solo.benefits"))
        self._render_owned(self.owned, player.audience)
        boxes = {t.symbol.value: t.boxes for t in board.notes}
        boxes["spotlight"] = max(10, player.marks.get("spotlight", 0))
        self.sheet.set_marks({k.value if hasattr(k, "value") else k: v
                              for k, v in player.marks.items()}, boxes, player.harmonies,
                             (self.tr("Harmonies per song"), ""))

    def _render_owned(self, chip: Any, cards: list[str]) -> None:
        """The Audience cards a player bought: a count on their board, listed in the tooltip."""
        chip.set_count(len(cards))
        lines = [f"{content_text(self.cards[c].name)}: {content_text(self.cards[c].text)}"
                 for c in cards if c in self.cards]
        chip.setToolTip(rule_tooltip("the-gig/applause.buy", heading=self.tr(
            "Audience cards bought: %1").replace("%1", "; ".join(lines))))

    def _tag(self, player: Any) -> str:
        return content_text(self.pack.instrument(player.instrument).name).upper()

    def _token(self, player: Any) -> str:
        if player.token is None:
            return ""
        return QCoreApplication.translate("TheGigBoard", TOKEN_LABELS[player.token])

    def _instrument_rules(self, instrument: str) -> list[str]:
        return [f"the-gig/instrument.{instrument}", "the-gig/solo.benefits"]

    def _build_others(self, view: TheGigView) -> None:
        for mat, grid, sheet in self.others.values():
            for item in (mat, grid, sheet):
                if item is not None:
                    self.scene.removeItem(item)
        for chip in getattr(self, "owned_others", {}).values():
            self.scene.removeItem(chip)
        self.others, self.owned_others = {}, {}
        seats = [s for s in range(len(view.players)) if s != self.mine()]
        if view.challenger is not None:
            seats.append(CHALLENGER)
        for n, seat in enumerate(seats):
            rect = L.other_rect(n, len(seats))
            name = self.sentences.name(None if seat == CHALLENGER else seat)
            colour = "#9a9a9a" if seat == CHALLENGER else self.colours[seat]
            mat = PlayerMat(rect, name, colour, self.pal)
            self.scene.addItem(mat)
            grid = None
            if seat != CHALLENGER:
                grid = SoloGrid(QPointF(rect.left() + 30, rect.top() + 64), 17, colour,
                                self.pal, interactive=False)
                self.scene.addItem(grid)
            sheet = ScoreSheet(QRectF(rect.left() + 14, rect.bottom() - 38, rect.width() - 28,
                                      26), self.pal, compact=True)
            sheet.setToolTip(rule_tooltip("the-gig/final.scoring"))
            self.scene.addItem(sheet)
            self.others[seat] = (mat, grid, sheet)
            if seat != CHALLENGER:
                chip = OwnedCards(QPointF(rect.right() - 40, rect.top() + 130), 0.8, self.pal)
                chip.hide()
                self.scene.addItem(chip)
                self.owned_others[seat] = chip

    def _render_others(self, view: TheGigView) -> None:
        for seat, (mat, grid, sheet) in self.others.items():
            if seat == CHALLENGER:
                ch = view.challenger
                marks = ch.marks if ch is not None else {}
                mat.set_texts(self.tr("RIVAL"), "", False)
                mat.setToolTip(rule_tooltip("the-gig/showdown.challenger",
                                            "the-gig/showdown.scoring"))
            else:
                player = view.players[seat]
                marks = player.marks
                mat.set_texts(self._tag(player), "", seat in self.ctl.active_seats())
                board = self.pack.instrument(player.instrument)
                mat.setToolTip(rule_tooltip(*self._instrument_rules(board.id),
                                            heading=f"{self.names[seat]} · "
                                                    f"{content_text(board.name)}"))
                grid.set_board(board, player.grooves)
                self._render_owned(self.owned_others[seat], player.audience)
            sheet.set_marks({getattr(k, "value", k): v for k, v in marks.items()}, {}, [],
                            ("", ""))

    # --- the tray -------------------------------------------------------------------
    def _render_tray(self, view: TheGigView, legal: set[Any]) -> None:
        me = self.mine()
        self.tray.title = self.tr("%1's dice").replace("%1", self.names[me])
        pool = [d for d in view.dice if d.seat == me and d.where in ("tray", "hand")]
        late = view.players[me].late_rerolls
        self.tray.note = self.tr("late re-rolls: %1").replace("%1", str(late)) if late else ""
        if view.phase in ("song", "lock") and pool and not late:
            if view.rerolls_over:
                self.tray.note = self.tr("no more re-rolls: place your dice")
            elif view.caller is not None:
                self.tray.note = self.tr("Bridge called: no more re-rolls")
        if not any(d.seat == me and d.unplaced for d in view.dice):
            self.tray.note = self.tr("all your dice are on the song")
        elif view.phase in ("lock", "place") and not pool:
            self.tray.note = self.tr("your dice are locked in on your board")
        self.lock_strip.setVisible(view.phase == "lock" or (
            view.phase == "place" and any(d.seat == me and d.where == "locked"
                                          for d in view.dice)))
        self.lock_strip.title = self.tr("Lock in: drag a die here  (L)") \
            if view.phase == "lock" else self.tr("Locked in")
        self.lock_strip.update()
        self.tray.update()
        can_roll = self.reroll_action() in legal
        count = len(self.selected)
        self.reroll_button.label = (self.tr("Re-roll %1 selected  (R)").replace("%1", str(count))
                                    if count else self.tr("Re-roll all  (R)"))
        self.reroll_button.set_enabled(can_roll and not self.blocked)
        self.reroll_button.update()
        pool_ids = {d.id % 4: d.id for d in pool}
        for n, button in enumerate(self.select_buttons):
            die = pool_ids.get(n)
            button.setVisible(die is not None and view.phase in ("song", "lock")
                              and not view.rerolls_over)
            button.checked = die in self.selected
            button.label = self.tr("selected") if button.checked else self.tr("select")
            button.update()
        self.render_tabs()

    # --- the Audience ------------------------------------------------------------------
    def _render_audience(self, view: TheGigView, legal: set[Any]) -> None:
        for card_id in set(self.card_items) - set(view.row):
            self.scene.removeItem(self.card_items.pop(card_id))
        spots = view.players[self.mine()].marks.get("spotlight", 0)
        for n, card_id in enumerate(view.row):
            item = self.card_items.get(card_id)
            card = self.cards[card_id]
            if item is None:
                deck = self.tr("EARLY") if card.deck.value == "early" else self.tr("LATE")
                item = CardItem(card, content_text(card.name), content_text(card.text), deck,
                                self.pal)
                item.setPos(L.card_pos(n))
                self.scene.addItem(item)
                self.card_items[card_id] = item
            item.affordable = card.cost <= spots
            item.tab_order = 810 + n
            item.setToolTip(rule_tooltip(
                "the-gig/applause.buy", "the-gig/applause.discard",
                heading=f"{content_text(card.name)} ({card.cost}★): {content_text(card.text)}"))
            item.move_home(L.card_pos(n), True)
            item.update()
        self.deck.note = str(view.deck_size)
        self.discard.note = str(len(view.discards))
        self.audience_zone.note = "" if view.options.audience else \
            self.tr("not used in this game")
        self._render_set_list(view)
        for zone in (self.deck, self.discard):
            zone.setVisible(view.options.audience)  # no piles to show without the Audience
        for zone in (self.deck, self.discard, self.audience_zone):
            zone.update()
        self._render_tokens(view)

    def _render_set_list(self, view: TheGigView) -> None:
        """Without the Audience its space shows the set list, the song being played lit."""
        self.set_list.setVisible(not view.options.audience)
        if view.options.audience:
            return
        songs = []
        for n, song_id in enumerate(view.songs):
            song = self.pack.song(song_id)
            title = escape(f"{n + 1}. {content_text(song.title)}")
            colour = self.pal.amber if n == view.song else \
                self.pal.cream if n > view.song else self.pal.muted
            weight = "bold" if n == view.song else "normal"
            songs.append(f"<span style='color:{colour}; font-weight:{weight}'>{title}</span>")
        heading = escape(self.tr("Set list"))
        self.set_list.setHtml(f"<span style='color:{self.pal.brass}'>{heading}:</span>&nbsp; "
                              + " &nbsp;·&nbsp; ".join(songs))

    def _panel_token(self, seat: int, token: int | None) -> None:
        if token is None:
            return
        rect = self.others[seat][0].rect
        item = TokenItem(QPointF(rect.right() - 30, rect.top() + 84),
                         QCoreApplication.translate("TheGigBoard", TOKEN_LABELS[token]), 15,
                         self.pal)
        item.setToolTip(rule_tooltip("the-gig/song.initiative", "the-gig/applause.order"))
        self.scene.addItem(item)
        self.tokens.append(item)

    def _render_tokens(self, view: TheGigView) -> None:
        for token in self.tokens:
            self.scene.removeItem(token)
        self.tokens = []
        for seat, player in enumerate(view.players):
            if seat in self.others:
                self._panel_token(seat, player.token)
        self.initiative_label.setVisible(bool(view.tokens))
        for n, value in enumerate(view.tokens):
            label = QCoreApplication.translate("TheGigBoard", TOKEN_LABELS[value])
            token = TokenItem(QPointF(L.DECK.left() - 150 + n * 40, L.AUDIENCE.top() + 19),
                              label, 14, self.pal)
            token.setToolTip(rule_tooltip("the-gig/song.initiative", "the-gig/setup.initiative"))
            self.scene.addItem(token)
            self.tokens.append(token)

