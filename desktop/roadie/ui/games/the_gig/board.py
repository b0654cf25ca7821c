"""The Gig's table: the song, your tray and instrument board, the other players, the Audience.

Every gesture becomes one action of ``roadie.games.the_gig.actions`` submitted through the
controller; what lights up is read from the legal actions, and a refused drop snaps back
with the rules' reason. The board draws the viewer's view and decides nothing.

Hot-seat: the Song is real time, so several humans share this one board; the seat
buttons in the tray's title bar (or Ctrl+1..4) choose whose dice and board are shown.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from roadie.games.the_gig import actions as a
from roadie.games.the_gig import content
from roadie.games.the_gig.views import TheGigView
from roadie.match.client import SeatChange
from roadie.ui.controller import MatchController
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.boards import ScoreSheet, SoloGrid
from roadie.ui.games.the_gig.gestures import Gestures
from roadie.ui.games.the_gig.items import BannerItem, ButtonItem, GlowZone, LockStrip, OwnedCards
from roadie.ui.games.the_gig.render import Render, content_text
from roadie.ui.games.the_gig.sentences import Sentences
from roadie.ui.games.the_gig.solo_step import SoloStep
from roadie.ui.scene.board_scene import SPEED_FACTOR, BoardScene
from roadie.ui.scene.board_view import BoardView
from roadie.ui.scene.dice_item import DieItem
from roadie.ui.scene.zones import DropZone, PlayerMat
from roadie.ui.style import WARM, Palette, pixel_font
from roadie.ui.texts import rule_tooltip

COUNTDOWN_MS = 800
"""One beat of the 4-3-2-1 countdown, before the speed setting."""


class TurnAction:
    """A button beside the board; its action may depend on what is selected on the table."""

    def __init__(self, label: str, action: Any, rule_id: str, shortcut: str) -> None:
        self.label, self._action, self.rule_id, self.shortcut = label, action, rule_id, shortcut
        self.ends_turn = False

    @property
    def action(self) -> Any:
        return self._action() if callable(self._action) else self._action


class GigScene(BoardScene):
    """The board scene, telling the table when the hand is emptied."""

    def release(self) -> None:
        super().release()
        on_release = getattr(self.rules, "released", None)
        if on_release is not None:
            on_release()


class Board(Gestures, Render, QObject):
    """The Gig's table; ``view`` is the widget to show, ``message`` reports reasons."""

    message = Signal(str)
    logged = Signal(str)

    def __init__(self, controller: MatchController, pal: Palette = WARM,
                 speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctl, self.pal = controller, pal
        view: TheGigView = controller.view()
        self.pack = content.load(view.options.content_pack)
        self.names = controller.seat_names()
        self.kinds = [s.kind for s in controller.seats]
        self.colours = [pal.seats[s % len(pal.seats)] for s in range(len(view.players))]
        """Seat colours as the scoreboard shows them (and the colour-blind palette)."""
        self.cards = {c.id: c for c in self.pack.audience}
        self.sentences = Sentences(self.names, {c.id: content_text(c.name)
                                                for c in self.pack.audience})
        self.factor = SPEED_FACTOR.get(speed, 1.0)
        self.scene = GigScene(self, self)
        self.scene.setSceneRect(L.SCENE)
        self.scene.set_speed(speed)
        self.view = BoardView(self.scene, pal=pal)
        self.solo = SoloStep()
        self.selected: set[int] = set()
        self.blocked = False
        self.held_die: int | None = None
        self.recent: dict[int, tuple[int, int]] = {}
        """Per seat (-1: The Challenger), the die it placed last this song (a ring shows it)."""
        self.on_song: set[tuple[int, int]] = set()
        self.extra_pick = 0
        self.dice: dict[tuple[int, int], DieItem] = {}
        self.temp: list[Any] = []
        self.popup: list[ButtonItem] = []
        self.song_id = ""
        self.shown_viewer = -1
        self.clock_start = controller.clock()
        self.time_up_sent = False
        self._paused_at: float | None = None
        controller.hold(lambda: self.blocked)
        self._beats = 0
        self._beat = QTimer(self, singleShot=True)
        self._beat.timeout.connect(self._count)
        self._tick = QTimer(self, interval=250)
        self._tick.timeout.connect(self.tick)
        self._build()
        controller.changed.connect(self._on_change)
        self.render(animate=False)
        if view.phase in ("song", "lock") and not any(not d.unplaced for d in view.dice):
            self.start_countdown()
        else:  # a table rebuilt mid-song keeps the song's timer where it was
            countdown = 4 * COUNTDOWN_MS * self.factor / 1000
            self.clock_start = min(self.clock_start, view.song_started + countdown)
        self._tick.start()

    # --- building the table ---------------------------------------------------
    def _build(self) -> None:
        pal = self.pal
        self.song_mat = PlayerMat(L.SONG, "", pal.brass, pal)
        self.scene.addItem(self.song_mat)
        self.spaces: list[Any] = []
        self.row_dice: list[DieItem] = []
        self.mine_mat = PlayerMat(L.MINE, "", pal.amber, pal)
        self.scene.addItem(self.mine_mat)
        self.buy_zone = GlowZone(L.MINE, self.tr("Buy: drop the card here"), pal.amber, pal)
        self.buy_zone.setToolTip(rule_tooltip("the-gig/applause.buy", "the-gig/turn-based.lock"))
        self.scene.addItem(self.buy_zone)
        self.lock_strip = LockStrip(L.LOCK, self.tr("Lock in: drag a die here  (L)"),
                                    [L.lock_slot(n) for n in range(4)], pal)
        self.lock_strip.setToolTip(rule_tooltip(
            "the-gig/turn-based.lock", "the-gig/turn-based.stop", "the-gig/turn-based.place",
            heading=self.tr("Your instrument board: drop a die here to lock it in.")))
        self.lock_strip.tab_order = 190
        self.lock_strip.hide()
        self.scene.addItem(self.lock_strip)
        self.owned = OwnedCards(QPointF(L.MINE.right() - 130, L.MINE.top() + 26), 1.0, pal)
        self.owned.hide()
        self.scene.addItem(self.owned)
        self.grid = SoloGrid(L.GRID_ORIGIN, L.GRID_CELL, pal.amber, pal)
        self.grid.tab_order = 500
        self.grid.on_hover, self.grid.on_click = self.solo_hover, self.solo_click
        self.grid.on_turn = self.solo_turn
        self.scene.addItem(self.grid)
        self.sheet = ScoreSheet(L.SHEET, pal)
        self.sheet.setToolTip(rule_tooltip("the-gig/song.notation", "the-gig/bridge.remove",
                                           "the-gig/bridge.harmonies", "the-gig/final.scoring"))
        self.scene.addItem(self.sheet)
        self.tray = DropZone(L.TRAY, "", pal.brass, pal)
        self.tray.setToolTip(rule_tooltip("the-gig/song.roll", "the-gig/song.rerolling",
                                          "the-gig/song.in-hand"))
        self.tray.tab_order = 100
        self.scene.addItem(self.tray)
        self.reroll_button = ButtonItem(QRectF(L.TRAY.right() - 236, L.TRAY.top() + 42, 222, 40),
                                        self.tr("Re-roll all  (R)"), self.reroll, pal,
                                        primary=True)
        self.reroll_button.setToolTip(rule_tooltip(
            "the-gig/song.rerolling", "the-gig/song.bridge-call",
            heading=self.tr("Re-roll the selected dice, or all of your tray when none is "
                            "selected. Click “select” under a die, or press S on it.")))
        self.reroll_button.tab_order = 150
        self.reroll_button.on_refused = self.reroll
        self.scene.addItem(self.reroll_button)
        self.select_buttons = [self._select_button(n) for n in range(4)]
        self.others: dict[int, Any] = {}
        self._build_audience()
        self.banner = BannerItem(QPointF(L.SONG.center().x(), L.SONG.center().y() + 20), pal)
        self.scene.addItem(self.banner)
        for n in range(4):
            shortcut = QShortcut(QKeySequence(f"Ctrl+{n + 1}"), self.view)
            shortcut.activated.connect(lambda s=n: self.switch_seat(s))

    def _select_button(self, n: int) -> ButtonItem:
        slot = L.tray_slot(n)
        button = ButtonItem(QRectF(slot.x() - 38, L.TRAY.top() + 150, 76, 28),
                            self.tr("select"), lambda k=n: self.toggle_select(k), self.pal,
                            font_px=14)
        button.setToolTip(rule_tooltip("the-gig/song.rerolling"))
        button.tab_order = 120 + n
        self.scene.addItem(button)
        return button

    def _build_audience(self) -> None:
        pal = self.pal
        self.audience_zone = DropZone(L.AUDIENCE, self.tr("Audience"), pal.brass, pal)
        self.audience_zone.setToolTip(rule_tooltip("the-gig/applause.order",
                                                   "the-gig/setup.audience"))
        self.audience_zone.setZValue(0.5)
        self.audience_zone.tab_order = 800
        self.scene.addItem(self.audience_zone)
        self.set_list = QGraphicsTextItem(self.audience_zone)
        self.set_list.setPos(L.AUDIENCE.left() + 16, L.AUDIENCE.top() + 34)
        self.set_list.setTextWidth(L.AUDIENCE.width() - 32)
        self.set_list.setFont(pixel_font(17))
        self.set_list.setToolTip(rule_tooltip("the-gig/setup.set-list", "the-gig/tune-up"))
        self.deck = DropZone(L.DECK, self.tr("Deck"), pal.muted, pal)
        self.deck.setToolTip(rule_tooltip("the-gig/setup.audience", "the-gig/tune-up"))
        self.deck.tab_order = 890
        self.scene.addItem(self.deck)
        self.discard = DropZone(L.DISCARD, self.tr("Discard"), pal.velvet, pal)
        self.discard.setToolTip(rule_tooltip(
            "the-gig/applause.discard",
            heading=self.tr("Drop an Audience card here to discard it for its reward.")))
        self.discard.tab_order = 900
        self.scene.addItem(self.discard)
        self.card_items: dict[str, Any] = {}
        self.tokens: list[Any] = []
        self.initiative_label = QGraphicsSimpleTextItem(self.tr("Initiative"))
        self.initiative_label.setFont(pixel_font(15, bold=True))
        self.initiative_label.setBrush(QColor(pal.brass))
        width = self.initiative_label.boundingRect().width()
        self.initiative_label.setPos(L.DECK.left() - 176 - width, L.AUDIENCE.top() + 9)
        self.initiative_label.setToolTip(rule_tooltip("the-gig/song.initiative",
                                                      "the-gig/setup.initiative"))
        self.initiative_label.setZValue(8)
        self.scene.addItem(self.initiative_label)

    def mine(self) -> int:
        return self.ctl.viewer

    # --- the countdown and The Showdown's timer ------------------------------------
    def start_countdown(self) -> None:
        """4, 3, 2, 1 at the start of each song; input and bots wait for it."""
        self.time_up_sent = False
        if self.factor <= 0:
            self.clock_start = self.ctl.clock()
            return
        self.blocked, self._beats = True, 4
        self.scene.cancel()
        self._count()

    def _count(self) -> None:
        if self._beats > 0:
            self.banner.show_text(str(self._beats), big=True)
            self._beats -= 1
            self._beat.start(round(COUNTDOWN_MS * self.factor))
            return
        self.blocked = False
        self.clock_start = self.ctl.clock()
        self.banner.show_text(self.tr("Play!"), ms=round(700 * self.factor))
        self.render(animate=False)
        self.ctl.schedule()

    def pause(self) -> None:
        """The table leaves the screen: the Showdown's timer stops with the game."""
        self._tick.stop()
        self._paused_at = self.ctl.clock()

    def resume(self) -> None:
        if self._paused_at is not None:
            self.clock_start += self.ctl.clock() - self._paused_at
            self._paused_at = None
        self._tick.start()

    def time_left(self) -> float | None:
        """Seconds left on The Showdown's timer this song (None: no timer running)."""
        view: TheGigView = self.ctl.view()
        ch = view.challenger
        if ch is None or not view.options.timer or view.phase != "song" or ch.timer_beat_you:
            return None
        if self.blocked:
            return float(view.options.timer)
        return max(0.0, view.options.timer - (self.ctl.clock() - self.clock_start))

    def tick(self) -> None:
        """Keep the timer shown; when it runs out, TimeUp is submitted (once)."""
        if self.ctl.is_over():
            self._tick.stop()
            return
        left = self.time_left()
        if left is None:
            return
        self.song_mat.set_texts(self.song_mat.tag, self.timer_text(left), True)
        if left <= 0 and not self.time_up_sent and not self.ctl.is_over():
            self.time_up_sent = True
            self.ctl.submit(a.TimeUp(), seat=0)

    def timer_text(self, left: float) -> str:
        whole = int(left + 0.999)
        return self.tr("Timer %1").replace("%1", f"{whole // 60}:{whole % 60:02d}")

    # --- hot-seat ---------------------------------------------------------------
    def switch_seat(self, seat: int) -> None:
        """Show and act for another human seat (hot-seat in the real-time Song)."""
        if self.ctl.set_viewer(seat):
            self.scene.cancel()
            self.selected.clear()
            self.render(animate=False)

    # --- changes -------------------------------------------------------------------
    def _on_change(self, change: SeatChange) -> None:
        self.scene.cancel()
        if change.undone:
            self.logged.emit(self.sentences.undone(change.seat))
        started = False
        for event in change.events:
            started = started or event.kind == "song_started"
            self._announce(event)
            line = self.sentences.describe(event)
            if line:
                self.logged.emit(line)
        self.render(animate=True)
        for event in change.events:
            self._animate(event)
        if started:
            self.start_countdown()

    def _announce(self, event: Any) -> None:
        ms = max(1, round(1800 * self.factor))
        if event.kind == "bridge_called":
            self.banner.show_text(self.tr("Take it to the Bridge!"),
                                  self.tr("%1 placed a fourth die: no more re-rolling.")
                                  .replace("%1", self.sentences.name(event.seat)), ms)
        elif event.kind == "clashed":
            self.banner.show_text(self.tr("Clash!"), self.tr("Both dice go back and roll "
                                                             "again."), ms)
        elif event.kind == "phase" and event.phase == "solo":
            self.banner.show_text(self.tr("The Bridge"), self.tr("Play your solos."), ms)
        elif event.kind == "phase" and event.phase == "applause":
            self.banner.show_text(self.tr("The Applause"),
                                  self.tr("Buy or discard one Audience card each."), ms)

    def _animate(self, event: Any) -> None:
        ms = self.scene.anim_ms(520)
        if event.kind == "rolled":
            for die, value in event.values.items():
                item = self.dice.get((event.seat, die))
                if item is not None:
                    item.roll(value, ms)
        elif event.kind == "clashed":
            for die, value in zip(event.dice, event.values, strict=True):
                item = next((i for (s, d), i in self.dice.items() if d == die and s >= 0), None)
                if item is not None:
                    item.roll(value, ms)

    # --- around the board -------------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        actions = [TurnAction(self.tr("Re-roll (selected or all)"), self.reroll_action,
                              "the-gig/song.rerolling", "R")]
        if self.ctl.view().options.audience:
            actions.append(TurnAction(self.tr("Let the Audience be"), a.PassApplause(),
                                      "the-gig/applause.order", "Ctrl+Return"))
        return actions

    def hint(self) -> str:
        """How to play this table, shown under the action log."""
        return self.tr("Drag a die to a lit space of the song, or click it and then the space. "
                       "R re-rolls; click a die for notation symbols; right-click for more. "
                       "Turn-based: drag a die onto your board (or press L) to lock it in.")

    def status_line(self) -> str:
        """The song, the phase and who is acting, for the banner beside the board."""
        view: TheGigView = self.ctl.view()
        if view.phase == "over":
            return self.tr("Final scores")
        song = self.tr("Song %1 of %2").replace("%1", str(view.song + 1)) \
            .replace("%2", str(len(view.songs)))
        return f"{song} · {self.phase_text(view)}"
