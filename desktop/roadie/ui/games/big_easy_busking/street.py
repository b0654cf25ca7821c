"""Royal Street: the crowd cards, their mood tokens, energy piles and the songs played there."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from roadie.games.big_easy_busking.views import BuskingView
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.context import Placed, R, TableContext
from roadie.ui.games.big_easy_busking.faces import (
    MOOD_COLOURS,
    MOOD_GLYPHS,
    _t,
    content_text,
    mood_name,
)
from roadie.ui.games.big_easy_busking.items import (
    CrowdZone,
    EnergyCubes,
    PileMark,
    Ref,
    bring_to,
    card_slots,
    pile_slots,
)
from roadie.ui.scene.card_paint import ASPECT
from roadie.ui.scene.tokens import TokenItem
from roadie.ui.texts import rule_tooltip


class Street:
    """Draws the crowds of Royal Street; *perf* is the viewer's own pile on the song it plays."""

    def __init__(self, ctx: TableContext, perf: EnergyCubes) -> None:
        self.ctx, self.perf = ctx, perf
        self.crowds: list[CrowdZone] = []
        self.street_ids: list[str] = []
        self.crowd_energy: dict[int, EnergyCubes] = {}
        self.mood_tokens: dict[int, TokenItem] = {}
        self.marks: list[PileMark] = []
        """Piles nobody drags (the others' energy), drawn afresh each time."""

    def render(self, view: BuskingView, me: int, placed: Placed) -> None:
        """The crowds in line with *view*; the songs played for them go into *placed*."""
        for mark in self.marks:
            self.ctx.scene.removeItem(mark)
        self.marks = []
        ids = [c.crowd for c in view.street]
        if ids != self.street_ids:
            self._new_street(ids)
        for i, (zone, crowd_at) in enumerate(zip(self.crowds, view.street, strict=True)):
            crowd = self.ctx.cat.crowds[crowd_at.crowd]
            zone.set_lines(
                [
                    (
                        _t("BuskingTable", "1st place: $%1").replace(
                            "%1", str(crowd.first_place_payout)
                        ),
                        self.ctx.pal.amber,
                    ),
                    (
                        _t("BuskingTable", "%1+ energy: $%2")
                        .replace("%1", str(crowd.threshold))
                        .replace("%2", str(crowd.threshold_payout)),
                        self.ctx.pal.cream,
                    ),
                ]
            )
            self._render_mood(i, zone, crowd_at.mood)
            self._render_piles(i, zone, crowd_at.energy, me)
            self._render_plays(i, zone, view, me, placed)

    def _new_street(self, ids: list[str]) -> None:
        for item in [*self.crowds, *self.crowd_energy.values(), *self.mood_tokens.values()]:
            self.ctx.scene.removeItem(item)
        self.crowds, self.crowd_energy, self.mood_tokens = [], {}, {}
        self.street_ids = ids
        for i, (rect, crowd_id) in enumerate(zip(L.crowd_rects(len(ids)), ids, strict=True)):
            crowd = self.ctx.cat.crowds[crowd_id]
            zone = CrowdZone(
                rect,
                content_text(crowd.location),
                Ref("crowd", i),
                self.ctx.pal.brass,
                self.ctx.pal,
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
            self.ctx.scene.addItem(zone)
            self.crowds.append(zone)
            cubes = EnergyCubes(
                self.ctx.pal.amber, L.CUBE, Ref("crowd_energy", i), pal=self.ctx.pal
            )
            cubes.zone = zone
            cubes.tab_order = 100 + i + 0.5
            self.ctx.scene.addItem(cubes)
            self.crowd_energy[i] = cubes

    def _render_mood(self, i: int, zone: CrowdZone, mood_id: str | None) -> None:
        token = self.mood_tokens.get(i)
        if mood_id is None:
            if token is not None:
                token.hide()
            return
        mood = self.ctx.cat.moods[mood_id]
        if token is None:
            token = TokenItem(
                MOOD_GLYPHS[mood], MOOD_COLOURS[mood], 46, ref=Ref("mood", i), pal=self.ctx.pal
            )
            token.zone = zone  # type: ignore[attr-defined]
            token.tab_order = 100 + i + 0.2
            self.ctx.scene.addItem(token)
            token.move_home(QPointF(zone.rect.right() - 32, zone.rect.top() + 62), False)
            bring_to(token, 12)
            self.mood_tokens[i] = token
        token.show()
        token.colour = token.colour.__class__(MOOD_COLOURS[mood])
        token.set_label(MOOD_GLYPHS[mood])
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
                .replace("%1", self.ctx.who(k))
                .replace("%2", str(energy[k]))
                .replace("%3", zone.title),
            )
            if k == me:
                cubes.colour = cubes.colour.__class__(self.ctx.colours[k])
                cubes.letter = self.ctx.letters[k]
                cubes.set_count(energy[k])
                cubes.setToolTip(tip)
                cubes.move_home(pos, False)
                bring_to(cubes, 14)
            else:
                self._mark(self.ctx.colours[k], L.CUBE, energy[k], self.ctx.letters[k], pos, tip)

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
        mark = PileMark(colour, size, count, letter=letter, pal=self.ctx.pal)
        mark.setPos(pos)
        mark.setZValue(z)
        mark.setToolTip(tip)
        self.ctx.scene.addItem(mark)
        self.marks.append(mark)

    def _render_plays(
        self,
        i: int,
        zone: CrowdZone,
        view: BuskingView,
        me: int,
        placed: Placed,
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
                .replace("%1", self.ctx.who(k))
                .replace("%2", self.ctx.labels[perf.song])
                .replace("%3", zone.title)
                .replace("%4", str(perf.energy)),
            )
            if k == me:
                self.perf.zone = zone
                self.perf.colour = self.perf.colour.__class__(self.ctx.colours[k])
                self.perf.letter = self.ctx.letters[k]
                self.perf.set_count(perf.energy)
                self.perf.setToolTip(tip)
                self.perf.move_home(pile_at, False)
                bring_to(self.perf, 60)
            else:
                self._mark(
                    self.ctx.colours[k],
                    L.CUBE,
                    perf.energy,
                    self.ctx.letters[k],
                    pile_at,
                    tip,
                    60,
                )
