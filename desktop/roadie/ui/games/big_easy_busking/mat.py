"""Your player card: band members and their energy, reserve, kept energy, money and a hint."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.context import R, TableContext
from roadie.ui.games.big_easy_busking.faces import (
    _t,
    content_text,
    instrument_name,
)
from roadie.ui.games.big_easy_busking.items import (
    EnergyCubes,
    PileMark,
    PlaceItem,
    Ref,
)
from roadie.ui.games.big_easy_busking.panels import Line, MoneyItem, TextPanel
from roadie.ui.games.big_easy_busking.texts import (
    mat_lines,
    step_hint,
)
from roadie.ui.scene.hand_item import HandItem
from roadie.ui.scene.zones import PlayerMat
from roadie.ui.texts import rule_tooltip


class Mat:
    """Draws the viewer's player card and the place of their hand; *legal* gives the viewer's
    legal actions (the hint says what finishing a song allows now)."""

    # --- the fixed places ----------------------------------------------------------
    def __init__(self, ctx: TableContext, legal: Callable[[], set[Any]]) -> None:
        self.ctx, self.legal = ctx, legal
        pal, scene = ctx.pal, ctx.scene
        self.card = PlayerMat(L.MAT, "", pal.brass, pal)
        scene.addItem(self.card)
        self.bands: list[PlaceItem] = []
        self.band_marks: list[PileMark] = []
        for m in range(len(ctx.cat.instruments)):
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
        cubes = EnergyCubes(self.ctx.pal.amber, L.CUBE, ref, pal=self.ctx.pal)
        cubes.tab_order = order
        self.ctx.scene.addItem(cubes)
        cubes.move_home(rect.center() + QPointF(0, 14), False)
        return cubes

    # --- drawing the view ---------------------------------------------------------
    def render(self, view: BuskingView, me: int) -> None:
        """The viewer's band, piles, money and what to do now."""
        b = view.buskers[me]
        turn = view.turn
        mine = turn is not None and turn.seat == me
        colour = self.ctx.colours[me]
        self.card.name, self.card.colour = self.ctx.names[me], colour
        tag = (
            _t("BuskingTable", "BOT")
            if self.ctx.kinds[me] == "bot"
            else (_t("BuskingTable", "PASSED") if b.passed else "")
        )
        self.card.set_texts(tag, f"${b.money}", mine)
        self.card.update()
        self.card.setToolTip(
            rule_tooltip(R + "setup.players", R + "turn.order", heading=self.ctx.names[me])
        )
        band = next(p for p in self.ctx.cat.pack.players if p.colour == b.colour)
        for m, (zone, mark) in enumerate(zip(self.bands, self.band_marks, strict=True)):
            member = band.band[m]
            zone.title = content_text(member.name)
            zone.set_lines([(instrument_name(member.instrument), self.ctx.pal.muted)])
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
        self.info.set_lines(mat_lines(self.ctx.cat, b), content_text(band.band_name))
        self.note.set_lines(self._note(view, me))

    def _render_own_piles(self, view: BuskingView, me: int, colour: str) -> None:
        b, turn = view.buskers[me], view.turn
        for cubes in (self.reserve, self.kept, self.perf):
            cubes.colour = cubes.colour.__class__(colour)
            cubes.letter = self.ctx.letters[me]
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

    def _note(self, view: BuskingView, me: int) -> list[Line]:
        turn = view.turn
        if turn is None:
            return [Line(_t("BuskingTable", "The game is over."), self.ctx.pal.muted, 16)]
        if turn.seat != me:
            return [
                Line(
                    _t("BuskingTable", "Waiting for %1.").replace("%1", self.ctx.names[turn.seat]),
                    self.ctx.pal.muted,
                    16,
                )
            ]
        detail = self._step_detail(view, me)
        if detail:
            return [Line(detail, self.ctx.pal.amber, 12.5 if len(detail) > 110 else 13, bold=True)]
        return [Line(step_hint(turn.step), self.ctx.pal.amber, 15, bold=True)]

    def _step_detail(self, view: BuskingView, me: int) -> str:
        """The step said with what it means now, read from the legal actions ("": the hint)."""
        turn, perf = view.turn, view.buskers[me].playing
        assert turn is not None
        if turn.step == "finish" and perf is not None:
            keeping = any(
                isinstance(x, a.FinishSong) and x.to_crowd < perf.energy for x in self.legal()
            )
            text = (
                _t(
                    "BuskingTable",
                    "Finish your song. Moods match: drag all %1 energy onto its crowd for +$1, "
                    "or right-click to keep some.",
                )
                if keeping
                else _t(
                    "BuskingTable",
                    "Finish your song. Moods don't match: drag all %1 energy onto its crowd.",
                )
            )
            return text.replace("%1", str(perf.energy))
        if turn.step == "ability" and turn.ability:
            song = self.ctx.cat.songs[turn.ability]
            return (
                _t("BuskingTable", "Ability of %1: %2")
                .replace("%1", content_text(song.name))
                .replace("%2", content_text(song.text))
            )
        return ""
