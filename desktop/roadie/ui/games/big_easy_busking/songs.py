"""The song cards: the Melody Market and its deck, the Standards with their tokens, your hand."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.context import Placed, R, TableContext
from roadie.ui.games.big_easy_busking.faces import (
    _t,
    content_text,
    hit_back,
    instrument_short,
    song_face,
)
from roadie.ui.games.big_easy_busking.items import (
    PlaceItem,
    Ref,
    SlotNote,
    SongCard,
    bring_to,
)
from roadie.ui.scene.card_item import CardItem
from roadie.ui.scene.card_paint import ASPECT
from roadie.ui.scene.hand_item import HandItem
from roadie.ui.scene.tokens import TokenItem
from roadie.ui.scene.zones import DropZone
from roadie.ui.texts import rule_tooltip


class Songs:
    """Draws the Market, the Standards and every song card, those in *hand* included
    (*hand_zone*: the place the hand lies in)."""

    # --- the fixed places ----------------------------------------------------------
    def __init__(self, ctx: TableContext, hand: HandItem, hand_zone: PlaceItem) -> None:
        """The Melody Market with the Hit Song deck, and the Standard Songs."""
        self.ctx, self.hand, self.hand_zone = ctx, hand, hand_zone
        self.cards: dict[str, SongCard] = {}
        self.tokens: list[TokenItem] = []
        self.slot_notes: list[SlotNote] = []
        pal, scene = ctx.pal, ctx.scene
        self.market_zone = self._zone(
            L.MARKET, _t("BuskingTable", "Melody Market"), "setup.market", "turn.learn"
        )
        self.standards_zone = self._zone(
            L.STANDARDS,
            _t("BuskingTable", "Standard Songs"),
            "setup.standards",
            "turn.play.standard",
            "turn.finish.standard",
        )
        self.deck = CardItem(
            song_face(ctx.cat, ctx.cat.pack.songs[0].id, False),
            hit_back(),
            L.CARD_W,
            face_up=False,
            ref=Ref("deck"),
            pal=pal,
        )
        self.deck.setToolTip(
            rule_tooltip(
                R + "setup.market",
                R + "turn.learn",
                heading=_t(
                    "BuskingTable",
                    "The Hit Song deck: drag it onto your hand (or press L) to learn its top card.",
                ),
            )
        )
        self.deck.tab_order = 1
        scene.addItem(self.deck)
        self.deck.move_home(L.market_slot(-1), False)

    def _zone(self, rect: QRectF, title: str, *rules: str) -> DropZone:
        zone = DropZone(rect, title, self.ctx.pal.brass, self.ctx.pal)
        zone.setToolTip(rule_tooltip(*(R + r for r in rules)))
        zone.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.ctx.scene.addItem(zone)
        return zone

    # --- drawing the view ---------------------------------------------------------
    def place(self, view: BuskingView, placed: Placed) -> None:
        """Where the Market's and the Standards' cards lie (into *placed*); the deck's count."""
        for i, song in enumerate(view.market):
            placed[song] = (L.market_slot(i), 20, Ref("market", i), None)
        for i, standard in enumerate(view.standards):
            if standard.song not in placed:
                placed[standard.song] = (
                    L.standard_slot(i),
                    20,
                    Ref("standard", song=standard.song),
                    None,
                )
        self.deck.setVisible(view.hit_deck_size > 0)
        self.market_zone.note = _t("BuskingTable", "%1 in the deck").replace(
            "%1", str(view.hit_deck_size)
        )
        self.market_zone.update()

    def render(self, view: BuskingView, me: int, placed: Placed, animate: bool) -> None:
        """Every song card where *placed* and the viewer's hand say, the others taken away."""
        hand = view.buskers[me].hand
        for song in list(self.cards):
            if song not in placed and song not in hand:
                card = self.cards.pop(song)
                if card in self.hand.cards:
                    self.hand.remove(card, False)
                self.ctx.scene.removeItem(card)
        for held in list(self.hand.cards):
            if held.ref.song not in hand:
                self.hand.remove(held, animate)
        for song, (pos, z, ref, zone) in placed.items():
            small = ref.kind in ("perf", "played")
            card = self._card(song, ref, L.SMALL_CARD_W if small else L.CARD_W)
            card.zone = zone
            card.tab_order = (zone.tab_order + 0.3) if zone else (2 + z / 100 + pos.x() / 1e4)
            card.move_home(pos, animate)
            bring_to(card, z)
        for n, song in enumerate(hand):
            card = self._card(song, Ref("hand", song=song), L.HAND_CARD_W)
            card.zone = self.hand_zone
            card.tab_order = 410 + n / 100
            if card not in self.hand.cards:
                self.hand.add(card, n, animate)
        self._render_standard_tokens(view)

    def _card(self, song: str, ref: Ref, width: float) -> SongCard:
        card = self.cards.get(song)
        if card is None:
            needs = [
                (instrument_short(i), self.ctx.cat.songs[song].energy.get(i, 0))
                for i in self.ctx.cat.instruments
                if self.ctx.cat.songs[song].energy.get(i)
            ]
            card = SongCard(
                song_face(self.ctx.cat, song, False),
                song_face(self.ctx.cat, song, True),
                needs,
                width,
                ref,
                self.ctx.pal,
            )
            self.ctx.scene.addItem(card)
            card.setPos(self.deck.pos() if ref.kind == "market" else QPointF(700, 500))
            self.cards[song] = card
        if card.size.width() != width:
            card.prepareGeometryChange()
            card.size = QSizeF(width, width * ASPECT)
            card.fit_zoom()
        card.ref = ref
        card.setToolTip(self._card_tip(song, ref))
        return card

    def _card_tip(self, song: str, ref: Ref) -> str:
        rules = {
            "hand": ("turn.play",),
            "standard": ("turn.play.standard", "turn.finish.ability"),
            "market": ("turn.learn",),
            "perf": ("turn.finish",),
            "played": ("turn.finish",),
        }
        heading = {
            "hand": _t("BuskingTable", "Drag onto a crowd to play it (or press its number)."),
            "standard": _t(
                "BuskingTable", "A Standard: drag onto a crowd to play it; it costs its token too."
            ),
            "market": _t("BuskingTable", "Drag onto your hand to learn it (or press L)."),
            "perf": _t("BuskingTable", "Your song: drag its energy onto the crowd to finish it."),
        }.get(ref.kind, "")
        name = self.ctx.labels[song]
        ability = self.ctx.cat.songs[song].ability
        extra = (" " + content_text(self.ctx.cat.songs[song].text)) if ability else ""
        return rule_tooltip(
            *(R + r for r in rules.get(ref.kind, ("turn.play",))),
            heading=f"{name}. {heading}{extra}",
        )

    def _render_standard_tokens(self, view: BuskingView) -> None:
        while len(self.tokens) < len(view.standards):
            token = TokenItem("1", self.ctx.pal.brass, 40, ref=Ref("token"), pal=self.ctx.pal)
            token.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
            self.ctx.scene.addItem(token)
            self.tokens.append(token)
            note = SlotNote(QSizeF(L.CARD_W, L.CARD_W * ASPECT), self.ctx.pal)
            note.setPos(L.standard_slot(len(self.slot_notes)))
            self.ctx.scene.addItem(note)
            self.slot_notes.append(note)
        for i, (token, standard) in enumerate(zip(self.tokens, view.standards, strict=False)):
            token.set_label(str(standard.cost))
            where = self.standard_in_play(view, standard.song)
            self.slot_notes[i].set_text(where)
            self.slot_notes[i].setVisible(bool(where))
            token.move_home(L.standard_slot(i) + QPointF(0, L.CARD_W * ASPECT / 2 + 16), False)
            bring_to(token, 50)
            token.setToolTip(
                rule_tooltip(
                    R + "setup.standards",
                    R + "turn.play.standard",
                    R + "turn.finish.standard",
                    heading=_t("BuskingTable", "Standard token: playing %1 costs $%2 or energy")
                    .replace("%1", self.ctx.labels[standard.song])
                    .replace("%2", str(standard.cost)),
                )
            )

    def standard_in_play(self, view: BuskingView, song: str) -> str:
        """Who plays a Standard and for which crowd, said in its empty place ("" when home)."""
        plays = [(b.seat, b.playing) for b in view.buskers if b.playing is not None]
        if view.robot is not None and view.robot.playing is not None:
            plays.append((len(view.buskers), view.robot.playing))
        for k, perf in plays:
            if perf.song == song:
                crowd = view.street[perf.crowd].crowd if perf.crowd < len(view.street) else ""
                return (
                    _t("BuskingTable", "Played by %1 for %2; back here when finished.")
                    .replace("%1", self.ctx.who(k))
                    .replace("%2", self.ctx.labels.get(crowd, "?"))
                )
        return ""
