"""The Gig's table: the song, your tray and instrument board, the other players, the Audience.

Every gesture becomes one action of ``roadie.games.the_gig.actions`` submitted through the
controller; what lights up is read from the legal actions, and a refused drop snaps back
with the rules' reason. The board draws the viewer's view and decides nothing.

The board is made of parts, each holding what it needs: ``Render`` draws the view,
``Bar`` runs the controls under the solo grid, ``Gestures`` turns gestures into actions,
``Countdown`` counts songs in and shows The Showdown's timer.

Hot-seat: the Song is real time, so several humans share this one board; the seat
buttons in the tray's title bar (or Ctrl+1..4) choose whose dice and board are shown.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPoint, QPointF, QRectF, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

from roadie.games.the_gig import actions as a
from roadie.games.the_gig import content
from roadie.games.the_gig.views import TheGigView
from roadie.match.client import SeatChange
from roadie.match.holds import BRIDGE_SUMMARY
from roadie.match.time_scale import scaled
from roadie.ui.controller import MatchController
from roadie.ui.games.table import Table, TurnAction
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import ScoreSheet, SoloGrid
from roadie.ui.games.the_gig.bridge_summary import BridgeSummary, BridgeTally
from roadie.ui.games.the_gig.challenger_narration import ChallengerStory, GlassBox
from roadie.ui.games.the_gig.gestures import Gestures
from roadie.ui.games.the_gig.items import BannerItem, ButtonItem, GlowZone, LockStrip, OwnedCards
from roadie.ui.games.the_gig.kit import Choices, Fixed, Frame, Kit, content_text
from roadie.ui.games.the_gig.panel import Bar
from roadie.ui.games.the_gig.render import Render, cache, reroll_action
from roadie.ui.games.the_gig.sentences import Sentences
from roadie.ui.games.the_gig.solo_step import SoloStep
from roadie.ui.games.the_gig.timer import Countdown
from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.scene.zones import DropZone, PlayerMat
from roadie.ui.style import WARM, Palette, pixel_font
from roadie.ui.texts import rule_tooltip

SUMMARY_PREPARE_MS = 1500
"""How long after the table opens the Bridge summary is laid out unseen (during the count-in)."""

class GigScene(BoardScene):
    """The board scene, telling the table when a piece is taken in hand and let go."""

    def __init__(self, board: Board) -> None:
        super().__init__(board, board)
        self.table = board

    def pick(self, piece: Piece) -> None:
        super().pick(piece)
        self.table.gestures.picked(piece)

    def release(self) -> None:
        super().release()
        self.table.gestures.released()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """In your solo step its keys (arrows, T, F, N, G, Enter) work wherever the focus is
        on the table, not only on the grid; a focused button of the bar keeps its Enter."""
        on_button = isinstance(self.focusItem(), ButtonItem)
        if self.table.bar.solo.options and not on_button and \
                self.table.gestures.solo_key(event):
            event.accept()
            return
        super().keyPressEvent(event)


class TableBanner(BannerItem):
    """A banner that goes where *spot* says when it shows (off the song while dice are
    being placed on it)."""

    def __init__(self, spot: Callable[[], QPointF], pal: Palette) -> None:
        super().__init__(spot(), pal)
        self.spot = spot

    def show_text(self, text: str, sub: str = "", ms: int = 0, big: bool = False) -> None:
        self.prepareGeometryChange()
        self.centre = self.spot()
        super().show_text(text, sub, ms, big)


class Board(Table):
    """The Gig's table."""

    def __init__(self, controller: MatchController, pal: Palette = WARM,
                 speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(controller, pal, speed, L.SCENE, parent,
                         scene=lambda table: GigScene(table))  # type: ignore[arg-type]
        view: TheGigView = controller.view()
        pack = content.load(view.options.content_pack)
        self.kit = Kit(ctl=controller, scene=self.scene, pal=pal, pack=pack, names=self.names,
                       colours=[pal.seats[s % len(pal.seats)] for s in range(len(view.players))],
                       sentences=Sentences(self.names, {c.id: content_text(c.name)
                                                        for c in pack.audience}),
                       cards={c.id: c for c in pack.audience})
        self.choices = Choices()
        self.solo = SoloStep()
        self.items = self._build()
        self.countdown = Countdown(controller, self.items.banner, self.scene.speed,
                                   lambda: self.frame.view, self._show_timer, self)
        self.countdown.on_done = self._counted_in
        self.drawing = Render(self.kit, self.items, self.choices, self.solo, self.countdown,
                              self.switch_seat, self)
        self.bar = Bar(self.kit, self.drawing, self.choices, self.solo, self.act, self.redraw,
                       self)
        self.gestures = Gestures(self.kit, self.drawing, self.bar, self.choices,
                                 lambda: self.frame, lambda: self.countdown.blocked,
                                 self.message.emit, self.redraw, self)
        self.frame: Frame
        self.tally = BridgeTally(view.song)
        self.summary = BridgeSummary(self.view, pal)
        self.summary.closed.connect(self._summary_closed)
        seats = len(view.players) + (view.challenger is not None)
        QTimer.singleShot(scaled(SUMMARY_PREPARE_MS), self.summary,
                          partial(self._prepare_summary, seats))
        self.glass = None if view.challenger is None else GlassBox(
            self.view, ChallengerStory(self.kit.sentences.card_name, view.options.audience), pal,
            controller.client)
        self._count_in_after_summary = False
        self.listen()
        if view.phase in ("song", "lock") and not any(not d.unplaced for d in view.dice):
            self.countdown.start()
        self.countdown.run()

    # --- building the table ---------------------------------------------------
    def _build(self) -> Fixed:
        pal, scene = self.pal, self.scene
        buy_zone = GlowZone(L.MINE, self.tr("Buy: drop the card here"), pal.amber, pal)
        buy_zone.setToolTip(rule_tooltip("the-gig/applause.buy", "the-gig/turn-based.lock"))
        lock_strip = LockStrip(L.LOCK, self.tr("Lock in: drag a die here  (L)"),
                               [L.lock_slot(n) for n in range(4)], pal)
        lock_strip.setToolTip(rule_tooltip(
            "the-gig/turn-based.lock", "the-gig/turn-based.stop", "the-gig/turn-based.place",
            heading=self.tr("Your instrument board: drop a die here to lock it in.")))
        lock_strip.tab_order = 190
        lock_strip.hide()
        owned = OwnedCards(QPointF(L.MINE.right() - 130, L.MINE.top() + 26), 1.0, pal)
        owned.hide()
        grid = SoloGrid(L.GRID_ORIGIN, L.GRID_CELL, pal.amber, pal)
        grid.tab_order = 500
        grid.on_hover = lambda pos: self.bar.solo_hover(pos)
        grid.on_click = lambda pos: self.bar.solo_click(pos)
        grid.on_turn = lambda by: self.bar.solo_turn(by)
        sheet = ScoreSheet(L.SHEET, pal)
        sheet.setToolTip(rule_tooltip("the-gig/song.notation", "the-gig/bridge.remove",
                                      "the-gig/bridge.harmonies", "the-gig/final.scoring"))
        tray = DropZone(L.TRAY, "", pal.brass, pal)
        tray.setToolTip(rule_tooltip("the-gig/song.roll", "the-gig/song.rerolling",
                                     "the-gig/song.in-hand"))
        tray.tab_order = 100
        fixed = Fixed(
            song_mat=PlayerMat(L.SONG, "", pal.brass, pal),
            mine_mat=PlayerMat(L.MINE, "", pal.amber, pal), buy_zone=buy_zone,
            lock_strip=lock_strip, owned=owned, grid=grid, sheet=sheet, tray=tray,
            reroll_button=self._reroll_button(),
            select_buttons=[self._select_button(n) for n in range(4)],
            **self._build_audience(),
            banner=TableBanner(self._banner_spot, pal))
        cached: list[QGraphicsItem] = [
            fixed.song_mat, fixed.mine_mat, buy_zone, lock_strip, owned, tray,
            fixed.reroll_button, *fixed.select_buttons, fixed.audience_zone, fixed.deck,
            fixed.discard]
        for item in [*cached, grid, sheet, fixed.initiative_label, fixed.banner]:
            scene.addItem(cache(item) if item in cached else item)
        for n in range(4):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{n + 1}"), self.view)
            shortcut.activated.connect(partial(self.switch_seat, n))
        return fixed

    def _reroll_button(self) -> ButtonItem:
        button = ButtonItem(QRectF(L.TRAY.right() - 236, L.TRAY.top() + 42, 222, 40),
                            self.tr("Re-roll all  (R)"), lambda: self.gestures.reroll(),
                            self.pal, primary=True)
        button.setToolTip(rule_tooltip(
            "the-gig/song.rerolling", "the-gig/song.bridge-call",
            heading=self.tr("Re-roll the selected dice, or all of your tray when none is "
                            "selected. Click “select” under a die, or press S on it.")))
        button.tab_order = 150
        button.on_refused = lambda: self.gestures.reroll()
        return button

    def _select_button(self, n: int) -> ButtonItem:
        slot = L.tray_slot(n)
        button = ButtonItem(QRectF(slot.x() - 38, L.TRAY.top() + 150, 76, 28),
                            self.tr("select"), partial(self._toggle, n),
                            self.pal, font_px=14)
        button.setToolTip(rule_tooltip("the-gig/song.rerolling"))
        button.tab_order = 120 + n
        return button

    def _toggle(self, n: int) -> None:
        self.gestures.toggle_select(n)

    def _build_audience(self) -> dict[str, Any]:
        pal = self.pal
        zone = DropZone(L.AUDIENCE, self.tr("Audience"), pal.brass, pal)
        zone.setToolTip(rule_tooltip("the-gig/applause.order", "the-gig/setup.audience"))
        zone.setZValue(0.5)
        zone.tab_order = 800
        set_list = QGraphicsTextItem(zone)
        set_list.setPos(L.AUDIENCE.left() + 16, L.AUDIENCE.top() + 34)
        set_list.setTextWidth(L.AUDIENCE.width() - 32)
        set_list.setFont(pixel_font(17))
        set_list.setToolTip(rule_tooltip("the-gig/setup.set-list", "the-gig/tune-up"))
        deck = DropZone(L.DECK, self.tr("Deck"), pal.muted, pal)
        deck.setToolTip(rule_tooltip("the-gig/setup.audience", "the-gig/tune-up"))
        deck.tab_order = 890
        discard = DropZone(L.DISCARD, self.tr("Discard"), pal.velvet, pal)
        discard.setToolTip(rule_tooltip(
            "the-gig/applause.discard",
            heading=self.tr("Drop an Audience card here to discard it for its reward.")))
        discard.tab_order = 900
        label = QGraphicsSimpleTextItem(self.tr("Initiative"))
        label.setFont(pixel_font(15, bold=True))
        label.setBrush(QColor(pal.brass))
        width = label.boundingRect().width()
        label.setPos(L.DECK.left() - 176 - width, L.AUDIENCE.top() + 9)
        label.setToolTip(rule_tooltip("the-gig/song.initiative", "the-gig/setup.initiative"))
        label.setZValue(8)
        return {"audience_zone": zone, "set_list": set_list, "deck": deck, "discard": discard,
                "initiative_label": label}

    # --- reading and drawing the view ------------------------------------------------
    def _read(self, view: TheGigView | None = None) -> Frame:
        """The match as the viewer sees it now: one view, one legal set, one active list."""
        ctl = self.ctl
        return Frame(view=view if view is not None else ctl.view(), legal=ctl.legal(),
                     active=ctl.active_seats(), me=self.me(), blocked=self.countdown.blocked)

    spread = True
    """A Bridge changes most of the table: it is drawn over several turns (see
    :meth:`render`)."""

    def render(self, animate: bool = True) -> None:
        """Bring the table in line with the view. After a change (*animate*) the song, the
        dice and the tray are drawn at once; the solo bar, your board, then the others'
        panels and the Audience follow a turn apart, each painted on its own."""
        self.frame = self._read()
        self.bar.read(self.frame)
        self.drawing.draw(self.frame, animate)
        rest = (self._draw_bar, self._draw_mine, self._draw_around)
        for part in rest:
            if animate:
                self.ctl.spread.later(part.__name__, part)
            else:
                part()

    def _draw_bar(self) -> None:
        self.bar.draw(self.frame)

    def _draw_mine(self) -> None:
        self.drawing.draw_mine(self.frame)

    def _draw_around(self) -> None:
        self.drawing.draw_around(self.frame)

    def redraw(self) -> None:
        """Draw again after the table's own choices changed (selection, groove, fit)."""
        self.render(animate=False)

    def _show_timer(self, text: str) -> None:
        mat = self.items.song_mat
        mat.set_texts(mat.tag, text, True)

    def _banner_spot(self) -> QPointF:
        """Over the song, unless dice are being placed on it: then over the Audience."""
        frame = getattr(self, "frame", None)
        placing = frame is not None and frame.view.phase in ("song", "lock") \
            and not self.countdown.blocked
        spot = L.AUDIENCE.center() if placing else L.SONG.center() + QPointF(0, 20)
        return QPointF(spot)

    def _counted_in(self) -> None:
        self.render(animate=False)

    def act(self, action: Any) -> bool:
        return self.gestures.act(action)

    # --- hot-seat ---------------------------------------------------------------
    def switch_seat(self, seat: int) -> None:
        """Show and act for another human seat (hot-seat in the real-time Song)."""
        if self.ctl.set_viewer(seat):
            self.scene.cancel()
            self.choices.selected.clear()
            self.render(animate=False)

    def pause(self) -> None:
        """The table leaves the screen: the timer is no longer shown (the rules keep it)."""
        self.countdown.stop()

    def resume(self) -> None:
        self.countdown.run()

    @property
    def summing_up(self) -> bool:
        """While the Bridge summary shows, the game waits (bots and clock)."""
        return self.ctl.holds.holding(BRIDGE_SUMMARY)

    # --- changes -------------------------------------------------------------------
    def describe(self, event: Any) -> str | None:
        return self.kit.sentences.describe(event)

    def undone(self, seat: int | None) -> str:
        return self.kit.sentences.undone(seat)

    def changing(self, change: SeatChange) -> None:
        if any(getattr(e, "kind", "") == "song_started" for e in change.events):
            self.choices.extra_pick = 0

    def animate(self, events: list[Any]) -> None:
        closed = False
        if self.glass is not None:
            self.glass.hear(events)
        for event in events:
            closed = self.tally.hear(event) or closed
            if getattr(event, "kind", "") == "phase" and event.phase == "solo":
                self.tally.solo_scores(self.ctl.score(), began=True)
            self._announce(event)
            self._roll(event)
        song_started = any(getattr(e, "kind", "") == "song_started" for e in events)
        if closed:
            self.tally.solo_scores(self.ctl.score(), began=False)
        if closed and self.summaries and self.countdown.factor > 0 and not self.ctl.is_over():
            self.show_summary(count_in=song_started)
        elif song_started:
            self.countdown.start()

    def show_summary(self, count_in: bool) -> None:
        """The Bridge summed up; the game waits (bots, clock and countdown) for Continue.

        The game waits at once; the summary is filled in, then shown, each in a turn of its
        own after the rest of the change is drawn and painted, so that none of them keeps
        the window busy long."""
        self.items.banner.hide()
        self._count_in_after_summary = count_in
        self.ctl.hold(BRIDGE_SUMMARY, clock=True)
        self.ctl.spread.later("summary", self._fill_summary)
        self.ctl.spread.later("summary shown", self._present_summary)

    def _prepare_summary(self, seats: int) -> None:
        if self.summaries and self.countdown.factor > 0 and not self.summing_up:
            self.summary.prepare(seats)

    def _fill_summary(self) -> None:
        if self.summing_up and shiboken6.isValid(self.summary):  # not when the view went first
            colours = [self.pal.seats[s % len(self.pal.seats)] for s in range(len(self.names))]
            self.summary.fill(self.tally, self.names, colours)

    def _present_summary(self) -> None:
        if self.summing_up and shiboken6.isValid(self.summary):
            self.summary.present()

    def stop(self) -> None:
        """The table is taken down (a new game, a language switch): a Bridge summary still
        up lets the match clock go."""
        self.ctl.release(BRIDGE_SUMMARY)

    def _summary_closed(self) -> None:
        """Continue: the next song is counted in (it holds the bots in turn), then the game
        goes on as the summary's hold is released."""
        self.view.setFocus()
        if self._count_in_after_summary:
            self._count_in_after_summary = False
            self.countdown.start()
        self.ctl.release(BRIDGE_SUMMARY)

    def _announce(self, event: Any) -> None:
        ms = max(1, round(1800 * self.countdown.factor))
        banner, name = self.items.banner, self.kit.sentences.name
        if event.kind == "bridge_called":
            banner.show_text(self.tr("Take it to the Bridge!"),
                             self.tr("%1 placed a fourth die: no more re-rolling.")
                             .replace("%1", name(event.seat)), ms)
        elif event.kind == "clashed":
            banner.show_text(self.tr("Clash!"), self.tr("Both dice go back and roll again."), ms)
        elif event.kind == "phase" and event.phase == "solo":
            banner.show_text(self.tr("The Bridge"), self.tr("Play your solos."), ms)
        elif event.kind == "phase" and event.phase == "applause":
            banner.show_text(self.tr("The Applause"),
                             self.tr("Buy or discard one Audience card each."), ms)

    def _roll(self, event: Any) -> None:
        ms = self.scene.anim_ms(520)
        dice = self.drawing.dice
        if event.kind == "rolled":
            for die, value in event.values.items():
                item = dice.get((event.seat, die))
                if item is not None:
                    item.roll(value, ms)
        elif event.kind == "clashed":
            for die, value in zip(event.dice, event.values, strict=True):
                item = next((i for (s, d), i in dice.items() if d == die and s >= 0), None)
                if item is not None:
                    item.roll(value, ms)

    # --- gestures (the scene asks these) ------------------------------------------------
    def candidates(self, piece: Piece) -> list[Target]:
        return self.gestures.candidates(piece)

    def action_for(self, piece: Piece, target: Target) -> Any:
        return self.gestures.action_for(piece, target)

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        if self.countdown.blocked:
            self.message.emit(QCoreApplication.translate("Gestures", "Wait for the countdown…"))
            return False
        if target is self.items.tray:
            return False  # put back where it lies: no gesture
        return super().drop(piece, target, action)

    def refuse(self, piece: Piece, target: Target) -> None:
        self.gestures.refuse(piece)

    def spots(self, kind: str) -> list[QGraphicsItem]:
        """The re-roll button and, in the solo step, the play button."""
        button = {"reroll": self.items.reroll_button, "solo": self.bar.play_button}.get(kind)
        return [button] if button is not None and button.isVisible() else []

    def key(self, item: Target, event: QKeyEvent) -> bool:
        return self.gestures.key(item, event)

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        self.gestures.context_menu(item, screen_pos, self.view)

    # --- around the board -------------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        actions = [TurnAction(self.tr("Re-roll (selected or all)"),
                              lambda: reroll_action(self.frame, self.choices.selected),
                              "the-gig/song.rerolling", "R"),
                   TurnAction(self.tr("Leave stuck dice"), a.Leave(),
                              "the-gig/song.done", "Ctrl+Shift+L")]
        if self.frame.view.options.audience:
            actions.append(TurnAction(self.tr("Let the Audience be"), a.PassApplause(),
                                      "the-gig/applause.order", "Ctrl+Return"))
        return actions

    def private_between_seats(self) -> bool:
        """Every player sees the whole table but the deck: no curtain in hot-seat."""
        return False

    def banked(self) -> tuple[str, ...]:
        """Solo grooves and Harmonies stay; symbols can still be spent (Flat, Sharp, a card)
        and majorities change hands."""
        return ("Solo", "Harmonies")

    def hint(self) -> str:
        """How to play this table in its current phase, shown under the action log."""
        phase = self.frame.view.phase
        if phase == "solo":
            return self.tr("Choose a groove (a button under your grid, or one of your dice on "
                           "the song), then click your solo grid to draw it. T turns it, F "
                           "flips it, G takes the next groove.")
        if phase == "applause":
            return self.tr("Drag an Audience card onto your board to buy it, or onto the "
                           "discard for its reward; right-click a card for more.")
        if phase == "over":
            return ""
        return self.tr("Drag a die to a lit space of the song, or click it and then the space. "
                       "R re-rolls; click a die for notation symbols; right-click for more. "
                       "Turn-based: drag a die onto your board (or press L) to lock it in.")

    def keys(self) -> str:
        return self.tr(
            "Tab / Shift+Tab: go from die to space · Enter or Space: pick up, then Enter on a "
            "lit space<br/>"
            "On one of your dice: R re-rolls it · S selects it for a re-roll · H holds it in "
            "your hand or puts it back<br/>"
            "L locks it in (turn-based) · + / − or a number: a Notation symbol that makes that "
            "value<br/>"
            "R: re-roll the selected dice (or all) · Ctrl+Shift+L: leave dice that can't be "
            "placed<br/>"
            "On the solo grid: arrows move the groove · T turns · F flips · G next groove · N "
            "next legal place · Enter draws<br/>"
            "On an Audience card: B buys · D discards · Ctrl+Return: let the Audience be<br/>"
            "Ctrl+1…4: show another player's dice (hot-seat) · Ctrl+Z: undo")

    def status_line(self) -> str:
        """The song, the phase and who is acting, for the banner beside the board."""
        view = self.frame.view
        if view.phase == "over":
            return self.tr("Final scores")
        song = self.tr("Song %1 of %2").replace("%1", str(view.song + 1)) \
            .replace("%2", str(len(view.songs)))
        return f"{song} · {self.drawing.phase_text(view)}"
