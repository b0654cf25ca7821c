"""The action spaces: Anytime along the top, then the Day, Night and After Hours columns."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.content import VENUES, Space
from roadie.games.rock_hard_1977.views import RockHardView
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.blocks import (
    Block,
    block_title,
    blocks_of,
    gain_text,
    group_key,
    place_blocks,
    price_text,
    shared_needs,
    slot_name,
)
from roadie.ui.games.rock_hard_1977.context import (
    RISING_STAR_COLOUR,
    SECTION_COLOURS,
    TableContext,
)
from roadie.ui.games.rock_hard_1977.faces import (
    R,
    _t,
    content_text,
    life_name,
    phase_name,
)
from roadie.ui.games.rock_hard_1977.items import TITLE_SMALLEST, Mark, SpaceItem
from roadie.ui.games.rock_hard_1977.tracks import Strip
from roadie.ui.scene.draw import draw_fitted, kit_font
from roadie.ui.teaching.explain import refusal_text
from roadie.ui.texts import rule_tooltip

RULES = {
    "studio": ("day.studio", "actions.cost"), "radio": ("actions.limited",),
    "indie": ("actions.requirement", "actions.cost"), "publicist": ("actions.cost",),
    "crew": ("hire.crew",), "record-deal": ("day.record-deal", "cleanup.royalties"),
    "recover": ("recover.space",), "gig": ("night.gig", "actions.requirement"),
    "bed": ("ah.bed", "cleanup.order"), "demo": ("ah.demo", "cleanup.order"),
    "hangout": ("ah.hangout", "ah.sets", "cleanup.order"),
    "candy": ("anytime.candy", "actions.once"), "blood": ("actions.once", "cleanup.order"),
    "song": ("actions.once", "cleanup.order"), "work": ("jobs.work", "jobs.missed"),
}
"""The rules a space's tooltip cites, by its group."""
HOT_FAME = (2, 1)


SHORT_TEXTS = {
    "bed": (_("RockHardTable", "Nothing else this phase; first next month."),
            _("RockHardTable", "First next month.")),
    "record-deal": (_("RockHardTable", "Sign or better your Record Deal."),),
}
"""On-board wording of the spaces whose rules text is long (the tooltip says it all)."""


def short_texts(space: Space) -> list[str]:
    """Shorter ways to say what *space* does: its price in figures when that is all it
    does, or its short wording."""
    if space.id in SHORT_TEXTS:
        return [_t("RockHardTable", x) for x in SHORT_TEXTS[space.id]]
    told = space.benefit and all(gain_text(x) for x in space.benefit) \
        and all(p.what == "money" for p in space.cost) and not space.crew_prices
    return [price_text(space, need=True)] if told else []


def fits(text: str, width: float) -> bool:
    """Whether a header reads in *width* (bold, at ``TITLE_SMALLEST`` or more)."""
    return QFontMetricsF(kit_font(TITLE_SMALLEST, True)).horizontalAdvance(text) <= width


class Spaces:
    """Draws every space of this side of the board, with standees, covers and Hot tokens."""

    def __init__(self, ctx: TableContext, side: str) -> None:
        self.ctx = ctx
        self.items: dict[str, SpaceItem] = {}
        shown = [s for s in ctx.cat.pack.board.spaces if side in s.sides]
        self.frames: list[Strip] = []
        self.tips: dict[tuple[str, tuple[int, ...], bool, bool], str] = {}
        """Tooltips written so far (in this table's language), by what they say."""
        self.headers: list[Strip] = []
        areas = {"anytime": L.ANYTIME, **L.COLUMNS}
        for section, area in areas.items():
            mine = [s for s in shown if s.section == section]
            self._frame(section, area)
            inner = area.adjusted(6, L.SECTION_HEAD, -6, -6)
            blocks = [Block("", mine, len(mine))] if section == "anytime" \
                else blocks_of(mine, 3 if section == "night" else 2)
            rects, heads = place_blocks(inner, blocks)
            blocks_by_key = {b.key: b for b in blocks}
            for block, rect in zip([b for b in blocks if b.key], heads, strict=True):
                self._header(block, rect, SECTION_COLOURS[section])
            for n, space in enumerate(mine):
                item = SpaceItem(rects[space.id], space.id, SECTION_COLOURS[section], ctx.pal)
                item.tab_order = 100 + list(areas).index(section) * 40 + n
                item.grouped = bool(group_key(space)) and section != "anytime"
                item.own_needs = item.grouped and not shared_needs(blocks_by_key[group_key(space)])
                ctx.scene.addItem(item)
                self.items[space.id] = item

    def _header(self, block: Block, rect: QRectF, colour: str) -> None:
        """A group's name and what its spaces all require."""
        title, need = block_title(block), shared_needs(block)
        full = f"{title} · {need}" if need else title
        shown = full if fits(full, rect.width() - 8) else title  # the rest on hover

        def draw(painter: QPainter, r: QRectF) -> None:
            painter.setPen(QColor(colour))
            draw_fitted(painter, QRectF(r.left() + 4, r.top(), r.width() - 8, r.height()),
                        shown, 14.5, bold=True, align=Qt.AlignmentFlag.AlignLeft)

        header = Strip(rect, draw)
        rules = RULES.get(block.spaces[0].group.value, ())
        header.setToolTip(rule_tooltip(*(R + r for r in rules), heading=full))
        self.ctx.scene.addItem(header)
        self.headers.append(header)

    def _frame(self, section: str, area: QRectF) -> None:
        colour = SECTION_COLOURS[section]
        title = phase_name(section)

        def draw(painter: QPainter, rect: QRectF) -> None:
            painter.setPen(QPen(QColor(colour), 2))
            fill = QColor(colour)
            fill.setAlpha(22)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 12, 12)
            painter.setPen(QColor(colour))
            draw_fitted(painter, QRectF(rect.left() + 12, rect.top() + 3, rect.width() - 24, 24),
                        title, 18, bold=True, align=Qt.AlignmentFlag.AlignLeft)

        frame = Strip(area, draw)
        frame.setZValue(0)
        frame.setToolTip(rule_tooltip(R + "actions.available", R + "actions.limited",
                                      R + "actions.once", heading=title))
        self.ctx.scene.addItem(frame)
        self.frames.append(frame)

    # --- drawing the view ---------------------------------------------------------------
    def render(self, view: RockHardView, legal: set[Any]) -> None:
        placeable = {x.space for x in legal if isinstance(x, a.Place)}
        covers = set(self.ctx.cat.events[view.event].covers) if view.event else set()
        heat = sorted(view.hot.values(), reverse=True)
        star = self.rising_star(view)
        for space_id, item in self.items.items():
            space = self.ctx.cat.spaces[space_id]
            standing = view.standees.get(space_id, [])
            if space_id in star and -1 not in standing:
                standing = [*standing, -1]
            marks = [self._mark(s) for s in standing]
            texts, chip = self._face(view, space, heat)
            title = content_text(space.name)
            if item.grouped:
                title, texts = slot_name(space), [price_text(space, item.own_needs)]
            covered, open_now = space_id in covers, space_id in placeable
            item.set_face(title, texts, chip, marks, covered, open_now)
            item.setToolTip(self._tip(view, space, standing, open_now, covered))
            ask = not open_now and view.turn is not None and view.turn.seat == view.viewer
            item.tip_when_hovered(partial(self._tooltip, view, space, standing, open_now,
                                          covered, ask=True) if ask else None)

    def rising_star(self, view: RockHardView) -> set[str]:
        """rising.star: her three cubes this month (one for each phase), as on her card."""
        if not view.rising_star or view.stage == "over":
            return set()
        row = self.ctx.cat.pack.board.rising_star[view.round - 1]
        return {row.day, row.night, row.after_hours}

    def _mark(self, seat: int) -> Mark:
        if seat < 0:
            return Mark(RISING_STAR_COLOUR, "★", cube=True)
        return Mark(self.ctx.colours[seat], self.ctx.letters[seat])

    def _face(self, view: RockHardView, space: Space,
              heat: list[int]) -> tuple[list[str], str]:
        """The texts a space may show, fullest first, and its chip (the turn-order value, a
        Hot token)."""
        chip = "" if space.order is None else f"#{space.order}"
        if space.group == "hangout" and space.id in view.hot:
            hot = view.hot[space.id]
            text = life_name(VENUES[space.id].value)
            for rank, fame in enumerate(HOT_FAME):
                if rank < len(heat) and hot == heat[rank]:
                    text += " · " + _t("RockHardTable", "hot: +%1 Fame").replace("%1", str(fame))
            return [text], _t("RockHardTable", "Hot %1").replace("%1", str(hot))
        if space.venue == "random":
            if view.gig is None:
                return [_t("RockHardTable", "No Random Gig this month.")], chip
            gig = self.ctx.cat.gigs[view.gig]
            name = content_text(gig.name)
            return [f"{name}: {content_text(gig.text)}", name], chip  # its panel says it all
        return [content_text(space.text), *short_texts(space)], chip

    def _why_not(self, space_id: str) -> str:
        """Why the rules refuse the viewer this space now, asked of the table's client."""
        refusal = self.ctx.scene.rules.ctl.client.why_not(  # type: ignore[attr-defined]
            a.Place(space=space_id))
        return "" if refusal is None else refusal_text(refusal)

    def _tip(self, view: RockHardView, space: Space, standing: list[int], open_now: bool,
             covered: bool) -> str:
        """The space's tooltip without why not, written once for what it depends on."""
        key = (space.id, tuple(standing), open_now, covered)
        if key not in self.tips:
            self.tips[key] = self._tooltip(view, space, standing, open_now, covered)
        return self.tips[key]

    def _tooltip(self, view: RockHardView, space: Space, standing: list[int], open_now: bool,
                 covered: bool, ask: bool = False) -> str:
        """The space's tooltip; *ask*: with why the rules refuse it to the viewer now (a
        rules check, asked only when it is hovered)."""
        lines = [f"{content_text(space.name)}: {content_text(space.text)}"]
        if space.open:
            lines.append(_t("RockHardTable", "Open space: any number of standees%1.").replace(
                "%1", _t("RockHardTable", ", newcomers stand leftmost") if space.push else ""))
        if standing:
            lines.append(_t("RockHardTable", "Here now: %1.").replace(
                "%1", ", ".join(self.ctx.who(s) for s in standing)))
        if covered:
            lines.append(_t("RockHardTable", "This month's Event covers it."))
        if open_now:
            lines.append(_t("RockHardTable", "You may go here now: drag your standee here."))
        elif ask:
            lines.append(self._why_not(space.id))
        rules = [R + r for r in RULES.get(space.group.value, ())]
        if space.open:
            rules.append(R + "actions.limited")
        if -1 in standing:
            rules.append(R + "rising.star")
        if covered:
            rules.append(R + "events.reveal")
        return rule_tooltip(*dict.fromkeys(rules), heading=" ".join(lines))
