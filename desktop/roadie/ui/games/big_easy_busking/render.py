"""Drawing the view: the table's fixed places, then every card, pile and text in line with it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsItem

from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.faces import (
    MOOD_COLOURS,
    MOOD_GLYPHS,
    _t,
    content_text,
    hit_back,
    instrument_name,
    instrument_short,
    song_face,
)
from roadie.ui.games.big_easy_busking.items import (
    CrowdZone,
    EnergyCubes,
    PileMark,
    PlaceItem,
    Ref,
    SongCard,
    bring_to,
    card_slots,
    pile_slots,
)
from roadie.ui.games.big_easy_busking.panels import MoneyItem, SummaryPanel, TextPanel
from roadie.ui.games.big_easy_busking.texts import (
    mat_lines,
    rival_lines,
    robot_lines,
    sequence_lines,
)
from roadie.ui.scene.card_item import CardItem
from roadie.ui.scene.card_paint import ASPECT
from roadie.ui.scene.hand_item import HandItem
from roadie.ui.scene.tokens import TokenItem
from roadie.ui.scene.zones import DropZone, PlayerMat
from roadie.ui.texts import rule_tooltip

R = "big-easy-busking/"
ROBOT_COLOUR = "#8d99a6"


class Renderer:
    """The drawing half of :class:`~roadie.ui.games.big_easy_busking.board.Board`."""

    scene: Any
    ctl: Any
    pal: Any
    cat: Any
    names: list[str]
    kinds: list[str]
    robot_name: str
    robot_card: Any
    robot_step: int | None
    robot_sentence: str

    # --- the fixed places ----------------------------------------------------------
    def setup_table(self, view: BuskingView) -> None:
        pal, scene = self.pal, self.scene
        scene.setSceneRect(L.SCENE)
        self.labels = self._labels()
        self.colours = [
            pal.seats[i]
            if i < len(pal.seats)
            else next(p.hex for p in self.cat.pack.players if p.colour == b.colour)
            for i, b in enumerate(view.buskers)
        ]
        robot = len(view.buskers)
        self.colours.append(pal.seats[robot] if robot < len(pal.seats) else ROBOT_COLOUR)
        self.letters = [n[:1].upper() for n in self.names] + [self.robot_name[:1].upper()]
        self.cards: dict[str, SongCard] = {}
        self.crowds: list[CrowdZone] = []
        self.street_ids: list[str] = []
        self.crowd_energy: dict[int, EnergyCubes] = {}
        self.mood_tokens: dict[int, TokenItem] = {}
        self.marks: list[QGraphicsItem] = []
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
            song_face(self.cat, self.cat.pack.songs[0].id, False),
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
        self.sequence = TextPanel(L.SEQUENCE, content_text(self.cat.pack.turn_sequence.title), pal)
        self.sequence.setToolTip(
            rule_tooltip(R + "turn.finish", R + "turn.tip", R + "turn.action", R + "round.end")
        )
        scene.addItem(self.sequence)
        self.side = TextPanel(L.SIDE, "", pal)
        scene.addItem(self.side)
        self._setup_mat(view)
        self.summary = SummaryPanel(L.SUMMARY, pal)
        scene.addItem(self.summary)

    def _zone(self, rect: QRectF, title: str, *rules: str) -> DropZone:
        zone = DropZone(rect, title, self.pal.brass, self.pal)
        zone.setToolTip(rule_tooltip(*(R + r for r in rules)))
        zone.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.scene.addItem(zone)
        return zone

    def _labels(self) -> dict[str, str]:
        """Display names of songs, crowds and band members, by id."""
        found = {s.id: content_text(s.name) for s in self.cat.pack.songs}
        found |= {c.id: content_text(c.location) for c in self.cat.pack.crowds}
        found |= {
            f"member:{i}": instrument_name(n) for i, n in enumerate(self.cat.instruments)
        }
        return found

    def _setup_mat(self, view: BuskingView) -> None:
        pal, scene = self.pal, self.scene
        self.mat = PlayerMat(L.MAT, "", pal.brass, pal)
        scene.addItem(self.mat)
        self.bands: list[PlaceItem] = []
        self.band_marks: list[PileMark] = []
        for m in range(len(self.cat.instruments)):
            zone = PlaceItem(L.band_rect(m), "", Ref("band", m), pal.amber, pal)
            zone.tab_order = 500 + m
            scene.addItem(zone)
            self.bands.append(zone)
            mark = PileMark(pal.amber, L.BAND_CUBE, 0, pal=pal)
            mark.setPos(zone.rect.center() + QPointF(0, 26))
            mark.setZValue(5)
            scene.addItem(mark)
            self.band_marks.append(mark)
        self.reserve_zone = PlaceItem(
            L.RESERVE, _t("BuskingTable", "Reserve"), Ref("reserve_zone"), pal.brass, pal
        )
        self.reserve_zone.setToolTip(
            rule_tooltip(R + "setup.players", R + "turn.tip", R + "turn.learn")
        )
        self.kept_zone = PlaceItem(
            L.KEPT, _t("BuskingTable", "Kept energy"), Ref("kept_zone"), pal.brass, pal
        )
        self.kept_zone.setToolTip(rule_tooltip(R + "turn.finish", R + "turn.finish.return"))
        for zone in (self.reserve_zone, self.kept_zone):
            zone.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
            scene.addItem(zone)
        self.reserve = self._cubes(Ref("reserve"), L.RESERVE, 540)
        self.kept = self._cubes(Ref("returning"), L.KEPT, 541)
        self.perf = self._cubes(Ref("perf"), L.KEPT, 300)
        self.money = MoneyItem(L.MONEY, pal)
        self.money.setToolTip(
            rule_tooltip(
                R + "setup.players",
                R + "round.payout",
                heading=_t("BuskingTable", "Your money: the bank makes change."),
            )
        )
        scene.addItem(self.money)
        self.info = TextPanel(L.MAT_INFO, "", pal)
        scene.addItem(self.info)
        self.note = TextPanel(L.MAT_NOTE, "", pal)
        self.note.title_height = 0
        self.note.accent = pal.wood_light
        scene.addItem(self.note)
        self.hand_zone = PlaceItem(
            L.HAND, _t("BuskingTable", "Your songs"), Ref("handzone"), pal.brass, pal
        )
        self.hand_zone.setToolTip(
            rule_tooltip(
                R + "turn.play", R + "turn.learn", heading=_t("BuskingTable", "Your hand of songs")
            )
        )
        self.hand_zone.tab_order = 400
        scene.addItem(self.hand_zone)
        self.hand = HandItem(L.HAND.adjusted(12, 44, -12, -12), pal=pal)
        self.hand.ref = Ref("handzone")  # type: ignore[attr-defined]
        self.hand.setToolTip(self.hand_zone.toolTip())
        self.hand.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        scene.addItem(self.hand)

    def _cubes(self, ref: Ref, rect: QRectF, order: float) -> EnergyCubes:
        cubes = EnergyCubes(self.pal.amber, L.CUBE, ref, pal=self.pal)
        cubes.tab_order = order
        self.scene.addItem(cubes)
        cubes.move_home(rect.center() + QPointF(0, 14), False)
        return cubes

    def drop_places(self) -> list[Any]:
        """Every target a piece can be dropped on."""
        return [*self.crowds, *self.bands, self.hand, self.hand_zone, *self.mood_tokens.values()]

    # --- drawing the view ---------------------------------------------------------------
    def render(self, animate: bool = True) -> None:
        """Bring every item in line with the viewer's view of the match."""
        view: BuskingView = self.ctl.view()
        me = min(self.ctl.viewer, len(view.buskers) - 1)
        for mark in self.marks:
            self.scene.removeItem(mark)
        self.marks = []
        placed: dict[str, tuple[QPointF, float, Ref, Any]] = {}
        self._render_street(view, me, placed)
        self._render_songs(view, me, placed)
        self._render_cards(view, me, placed, animate)
        self._render_mat(view, me, animate)
        self.render_side(view)
        self.sequence.set_lines(sequence_lines(self.cat, view))

    def _render_street(
        self, view: BuskingView, me: int, placed: dict[str, tuple[QPointF, float, Ref, Any]]
    ) -> None:
        ids = [c.crowd for c in view.street]
        if ids != self.street_ids:
            self._new_street(ids)
        for i, (zone, crowd_at) in enumerate(zip(self.crowds, view.street, strict=True)):
            crowd = self.cat.crowds[crowd_at.crowd]
            zone.set_lines(
                [
                    (
                        _t("BuskingTable", "1st place: $%1").replace(
                            "%1", str(crowd.first_place_payout)
                        ),
                        self.pal.amber,
                    ),
                    (
                        _t("BuskingTable", "%1+ energy: $%2")
                        .replace("%1", str(crowd.threshold))
                        .replace("%2", str(crowd.threshold_payout)),
                        self.pal.cream,
                    ),
                ]
            )
            self._render_mood(i, zone, crowd_at.mood)
            self._render_piles(i, zone, crowd_at.energy, me)
            self._render_plays(i, zone, view, me, placed)

    def _new_street(self, ids: list[str]) -> None:
        for item in [*self.crowds, *self.crowd_energy.values(), *self.mood_tokens.values()]:
            self.scene.removeItem(item)
        self.crowds, self.crowd_energy, self.mood_tokens = [], {}, {}
        self.street_ids = ids
        for i, (rect, crowd_id) in enumerate(zip(L.crowd_rects(len(ids)), ids, strict=True)):
            crowd = self.cat.crowds[crowd_id]
            zone = CrowdZone(
                rect, content_text(crowd.location), Ref("crowd", i), self.pal.brass, self.pal
            )
            zone.line_room = 52
            zone.tab_order = 100 + i
            zone.setToolTip(
                rule_tooltip(
                    R + "turn.play",
                    R + "round.payout",
                    heading=(
                        _t("BuskingTable", "Crowd %1: %2")
                        .replace("%1", str(i + 1))
                        .replace("%2", content_text(crowd.location))
                        + " — "
                        + content_text(crowd.text)
                    ),
                )
            )
            self.scene.addItem(zone)
            self.crowds.append(zone)
            cubes = EnergyCubes(self.pal.amber, L.CUBE, Ref("crowd_energy", i), pal=self.pal)
            cubes.zone = zone
            cubes.tab_order = 100 + i + 0.5
            self.scene.addItem(cubes)
            self.crowd_energy[i] = cubes

    def _render_mood(self, i: int, zone: CrowdZone, mood_id: str | None) -> None:
        token = self.mood_tokens.get(i)
        if mood_id is None:
            if token is not None:
                token.hide()
            return
        mood = self.cat.moods[mood_id]
        if token is None:
            token = TokenItem(
                MOOD_GLYPHS[mood], MOOD_COLOURS[mood], 46, ref=Ref("mood", i), pal=self.pal
            )
            token.zone = zone  # type: ignore[attr-defined]
            token.tab_order = 100 + i + 0.2
            self.scene.addItem(token)
            token.move_home(QPointF(zone.rect.right() - 32, zone.rect.top() + 62), False)
            bring_to(token, 12)
            self.mood_tokens[i] = token
        token.show()
        token.colour = token.colour.__class__(MOOD_COLOURS[mood])
        token.set_label(MOOD_GLYPHS[mood])
        from roadie.ui.games.big_easy_busking.faces import mood_name

        token.setToolTip(
            rule_tooltip(
                R + "setup.street",
                R + "turn.finish",
                R + "ability.swap-moods",
                heading=_t("BuskingTable", "Mood: %1 (Wild matches every mood)").replace(
                    "%1", mood_name(mood)
                ),
            )
        )

    def _render_piles(self, i: int, zone: CrowdZone, energy: list[int], me: int) -> None:
        who = [k for k, n in enumerate(energy) if n > 0]
        cubes = self.crowd_energy[i]
        cubes.setVisible(me in who)
        for k, pos in zip(who, pile_slots(zone.piles_rect(), len(who)), strict=True):
            tip = rule_tooltip(
                R + "round.payout",
                heading=_t("BuskingTable", "%1: %2 energy on %3")
                .replace("%1", self._who(k))
                .replace("%2", str(energy[k]))
                .replace("%3", zone.title),
            )
            if k == me:
                cubes.colour = cubes.colour.__class__(self.colours[k])
                cubes.letter = self.letters[k]
                cubes.set_count(energy[k])
                cubes.setToolTip(tip)
                cubes.move_home(pos, False)
                bring_to(cubes, 14)
            else:
                self._mark(self.colours[k], L.CUBE, energy[k], self.letters[k], pos, tip)

    def _mark(
        self,
        colour: str,
        size: float,
        count: int,
        letter: str,
        pos: QPointF,
        tip: str,
        z: float = 14,
    ) -> None:
        mark = PileMark(colour, size, count, letter=letter, pal=self.pal)
        mark.setPos(pos)
        mark.setZValue(z)
        mark.setToolTip(tip)
        self.scene.addItem(mark)
        self.marks.append(mark)

    def _who(self, k: int) -> str:
        return self.names[k] if k < len(self.names) else self.robot_name

    def _render_plays(
        self,
        i: int,
        zone: CrowdZone,
        view: BuskingView,
        me: int,
        placed: dict[str, tuple[QPointF, float, Ref, Any]],
    ) -> None:
        plays = [
            (k, b.playing)
            for k, b in enumerate(view.buskers)
            if b.playing is not None and b.playing.crowd == i
        ]
        if (
            view.robot is not None
            and view.robot.playing is not None
            and view.robot.playing.crowd == i
        ):
            plays.append((len(view.buskers), view.robot.playing))
        area = zone.songs_rect()
        for n, ((k, perf), pos) in enumerate(
            zip(plays, card_slots(area, len(plays), L.SMALL_CARD_W), strict=True)
        ):
            ref = Ref("perf", song=perf.song) if k == me else Ref("played", k, perf.song)
            placed[perf.song] = (pos, 30 + n, ref, zone)
            pile_at = pos + QPointF(L.SMALL_CARD_W * 0.28, L.SMALL_CARD_W * ASPECT * 0.3)
            tip = rule_tooltip(
                R + "turn.play",
                R + "turn.finish",
                heading=_t("BuskingTable", "%1 plays %2 for %3 with %4 energy")
                .replace("%1", self._who(k))
                .replace("%2", self.labels[perf.song])
                .replace("%3", zone.title)
                .replace("%4", str(perf.energy)),
            )
            if k == me:
                self.perf.zone = zone
                self.perf.colour = self.perf.colour.__class__(self.colours[k])
                self.perf.letter = self.letters[k]
                self.perf.set_count(perf.energy)
                self.perf.setToolTip(tip)
                self.perf.move_home(pile_at, False)
                bring_to(self.perf, 60)
            else:
                self._mark(
                    self.colours[k], L.CUBE * 0.8, perf.energy, self.letters[k], pile_at, tip, 60
                )

    def _render_songs(
        self, view: BuskingView, me: int, placed: dict[str, tuple[QPointF, float, Ref, Any]]
    ) -> None:
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

    def _render_cards(
        self,
        view: BuskingView,
        me: int,
        placed: dict[str, tuple[QPointF, float, Ref, Any]],
        animate: bool,
    ) -> None:
        hand = view.buskers[me].hand
        for song in list(self.cards):
            if song not in placed and song not in hand:
                card = self.cards.pop(song)
                if card in self.hand.cards:
                    self.hand.remove(card, False)
                self.scene.removeItem(card)
        for card in list(self.hand.cards):
            if card.ref.song not in hand:
                self.hand.remove(card, animate)
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
                (instrument_short(i), self.cat.songs[song].energy.get(i, 0))
                for i in self.cat.instruments
                if self.cat.songs[song].energy.get(i)
            ]
            card = SongCard(
                song_face(self.cat, song, False),
                song_face(self.cat, song, True),
                needs,
                width,
                ref,
                self.pal,
            )
            self.scene.addItem(card)
            card.setPos(self.deck.pos() if ref.kind == "market" else QPointF(700, 500))
            self.cards[song] = card
        if card.size.width() != width:
            card.prepareGeometryChange()
            card.size = QSizeF(width, width * ASPECT)
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
        name = self.labels[song]
        ability = self.cat.songs[song].ability
        extra = (" " + content_text(self.cat.songs[song].text)) if ability else ""
        return rule_tooltip(
            *(R + r for r in rules.get(ref.kind, ("turn.play",))),
            heading=f"{name}. {heading}{extra}",
        )

    def _render_standard_tokens(self, view: BuskingView) -> None:
        if not hasattr(self, "tokens"):
            self.tokens: list[TokenItem] = []
        while len(self.tokens) < len(view.standards):
            token = TokenItem("1", self.pal.brass, 38, ref=Ref("token"), pal=self.pal)
            token.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
            self.scene.addItem(token)
            self.tokens.append(token)
        for i, (token, standard) in enumerate(zip(self.tokens, view.standards, strict=False)):
            token.set_label(str(standard.cost))
            token.move_home(
                L.standard_slot(i) + QPointF(L.CARD_W / 2 - 14, L.CARD_W * ASPECT / 2 - 14), False
            )
            bring_to(token, 50)
            token.setToolTip(
                rule_tooltip(
                    R + "setup.standards",
                    R + "turn.play.standard",
                    R + "turn.finish.standard",
                    heading=_t("BuskingTable", "Standard token: playing %1 costs $%2 or energy")
                    .replace("%1", self.labels[standard.song])
                    .replace("%2", str(standard.cost)),
                )
            )

    def _render_mat(self, view: BuskingView, me: int, animate: bool) -> None:
        b = view.buskers[me]
        turn = view.turn
        mine = turn is not None and turn.seat == me
        colour = self.colours[me]
        self.mat.name, self.mat.colour = self.names[me], colour
        tag = (
            _t("BuskingTable", "BOT")
            if self.kinds[me] == "bot"
            else (_t("BuskingTable", "PASSED") if b.passed else "")
        )
        self.mat.set_texts(tag, f"${b.money}", mine)
        self.mat.update()
        self.mat.setToolTip(
            rule_tooltip(R + "setup.players", R + "turn.order", heading=self.names[me])
        )
        band = next(p for p in self.cat.pack.players if p.colour == b.colour)
        for m, (zone, mark) in enumerate(zip(self.bands, self.band_marks, strict=True)):
            member = band.band[m]
            zone.title = content_text(member.name)
            zone.set_lines([(instrument_name(member.instrument), self.pal.muted)])
            zone.setToolTip(
                rule_tooltip(
                    R + "turn.tip",
                    R + "turn.play",
                    heading=_t(
                        "BuskingTable", "%1, %2: %3 energy. Drop reserve energy here to tip."
                    )
                    .replace("%1", zone.title)
                    .replace("%2", instrument_name(member.instrument))
                    .replace("%3", str(b.band[m])),
                )
            )
            mark.count, mark.cube.colour = b.band[m], mark.cube.colour.__class__(colour)
            mark.cube.letter = str(m + 1)
            mark.update()
        self._render_own_piles(view, me, colour)
        self.money.set_dollars(b.money)
        self.info.set_lines(mat_lines(self.cat, b), content_text(band.band_name))
        self.note.set_lines(self._note(view, me))

    def _render_own_piles(self, view: BuskingView, me: int, colour: str) -> None:
        b, turn = view.buskers[me], view.turn
        for cubes in (self.reserve, self.kept, self.perf):
            cubes.colour = cubes.colour.__class__(colour)
            cubes.letter = self.letters[me]
        self.reserve.set_count(b.reserve)
        self.reserve.setVisible(b.reserve > 0)
        self.reserve.setToolTip(
            rule_tooltip(
                R + "turn.tip",
                heading=_t(
                    "BuskingTable",
                    "Reserve: %1 energy. Drag one onto a band member to tip them $1.",
                ).replace("%1", str(b.reserve)),
            )
        )
        returning = turn.returning if turn is not None and turn.seat == me else 0
        self.kept.set_count(returning)
        self.kept.setVisible(returning > 0)
        self.kept.setToolTip(
            rule_tooltip(
                R + "turn.finish.return",
                heading=_t("BuskingTable", "Kept energy: drag it onto your band members."),
            )
        )
        self.perf.setVisible(b.playing is not None)

    def _note(self, view: BuskingView, me: int) -> list[Any]:
        from roadie.ui.games.big_easy_busking.panels import Line

        turn = view.turn
        if turn is None:
            return [Line(_t("BuskingTable", "The game is over."), self.pal.muted, 16)]
        if turn.seat != me:
            return [
                Line(
                    _t("BuskingTable", "Waiting for %1.").replace("%1", self.names[turn.seat]),
                    self.pal.muted,
                    16,
                )
            ]
        from roadie.ui.games.big_easy_busking.texts import step_hint

        return [Line(step_hint(turn.step), self.pal.amber, 15, bold=True)]

    def render_side(self, view: BuskingView) -> None:
        """The Robot's card and narration (solo), or the other players' bands."""
        if view.robot is not None and self.robot_card is not None:
            self.side.accent = self.pal.amber if self.robot_sentence else self.pal.brass
            self.side.set_lines(
                robot_lines(self, view),
                _t("BuskingTable", "%1 · the Robot").replace("%1", self.robot_name),
            )
            self.side.setToolTip(
                rule_tooltip(
                    R + "solo.robot",
                    R + "solo.difficulty",
                    heading=content_text(self.robot_card.text),
                )
            )
            return
        me = min(self.ctl.viewer, len(view.buskers) - 1)
        self.side.set_lines(rival_lines(self, view, me), _t("BuskingTable", "The other bands"))
        self.side.setToolTip(rule_tooltip(R + "turn.order", R + "turn.pass"))
