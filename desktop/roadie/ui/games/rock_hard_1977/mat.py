"""Your player mat: your standee, your amplifier, your character, Job and Manager, your cards."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from roadie.games.rock_hard_1977.views import PlayerView, RockHardView
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.context import TableContext
from roadie.ui.games.rock_hard_1977.faces import (
    LIFE_COLOURS,
    R,
    _t,
    condition_text,
    content_text,
    life_name,
    phase_name,
    resource,
)
from roadie.ui.games.rock_hard_1977.items import Line, Panel, Ref
from roadie.ui.games.rock_hard_1977.tracks import Strip
from roadie.ui.scene.draw import draw_fitted, kit_font
from roadie.ui.scene.tokens import StandeeItem
from roadie.ui.texts import rule_tooltip

STAT_MAX = 11
AMP = QRectF(L.MAT.left() + 150, L.MAT.top() + 36, 300, L.MAT.height() - 42)
CARDS = QRectF(L.MAT.left() + 458, L.MAT.top() + 36, 228, L.MAT.height() - 42)
LIFE = QRectF(L.MAT.left() + 692, L.MAT.top() + 36, 228, L.MAT.height() - 42)


class Mat:
    """Draws the viewer's mat; the standee on it is the piece you drag onto a space."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        pal, scene = ctx.pal, ctx.scene
        self.view: RockHardView | None = None
        self.me = 0
        self.frame = Panel(L.MAT, "", pal)
        self.frame.setZValue(0)
        scene.addItem(self.frame)
        self.standee = StandeeItem("", pal.amber, 84, Ref("standee"), pal)
        self.standee.tab_order = 10
        scene.addItem(self.standee)
        self.standee.move_home(QPointF(*L.STANDEE_HOME), False)
        self.note = Panel(QRectF(L.MAT.left() + 8, L.MAT.top() + 196, 136, 108), "", pal)
        self.note.accent = pal.wood_light
        scene.addItem(self.note)
        self.amp = Strip(AMP, self._paint_amp)
        self.amp.setToolTip(rule_tooltip(R + "setup.players", R + "stats.range", R + "stats.cost",
                                         R + "candy.consume", R + "cleanup.royalties",
                                         heading=_t("RockHardTable", "Your amplifier")))
        scene.addItem(self.amp)
        self.cards = Panel(CARDS, _t("RockHardTable", "Character, Job, Manager"), pal)
        scene.addItem(self.cards)
        self.life = Panel(LIFE, _t("RockHardTable", "Cards and goals"), pal)
        self.life.setToolTip(rule_tooltip(R + "ah.sets", R + "goals.scoring", R + "setup.goals",
                                          R + "setup.life"))
        scene.addItem(self.life)

    def render(self, view: RockHardView, me: int, placing: bool) -> None:
        """The viewer's mat; the standee is bright while it has somewhere to go."""
        self.view, self.me = view, me
        p = view.players[me]
        colour = self.ctx.colours[me]
        self.frame.accent = colour
        title = self.ctx.names[me]
        if p.character:
            ch = self.ctx.cat.characters[p.character]
            title += f" · {content_text(ch.name)} “{content_text(ch.nickname)}”, " \
                     f"{content_text(ch.instrument)}"
        self.frame.set_lines([], title)
        self.standee.colour = QColor(colour)
        self.standee.name = self.ctx.names[me]
        self.standee.setOpacity(1.0 if placing else 0.45)
        self.standee.setToolTip(rule_tooltip(
            R + "turn.structure", R + "actions.available",
            heading=_t("RockHardTable", "Your standee: drag it onto a lit space (or press "
                                        "Enter, then Enter on a space).")))
        self.standee.update()
        self.note.set_lines(self._note(view, me))
        self.amp.update()
        self.cards.set_lines(self._cards(p, view.stage == "draft"))
        self.cards.setToolTip(self._cards_tooltip(p))
        self.life.set_lines(self._life(view, p))

    def _note(self, view: RockHardView, me: int) -> list[Line]:
        pal, turn = self.ctx.pal, view.turn
        if view.stage == "draft":
            return [Line(_t("RockHardTable", "Setup: choose on the cards above."), pal.muted, 14)]
        if turn is None or turn.seat != me:
            return [Line(_t("RockHardTable", "Not your turn."), pal.muted, 14)]
        lines = [Line(_t("RockHardTable", "Actions left: %1").replace("%1", str(turn.actions)),
                      pal.amber, 14, bold=True)]
        if turn.at:
            lines.append(Line(_t("RockHardTable", "On: %1").replace(
                "%1", content_text(self.ctx.cat.spaces[turn.at].name)), pal.cream, 13))
        if turn.candy:
            lines.append(Line(_t("RockHardTable", "Candy eaten"), pal.cream, 13))
        return lines

    def _paint_amp(self, painter: QPainter, rect: QRectF) -> None:
        view = self.view
        if view is None:
            return
        p = view.players[self.me]
        pal = self.ctx.pal
        painter.setPen(QPen(QColor(pal.brass), 2))
        painter.setBrush(QColor("#1a110b"))
        painter.drawRoundedRect(rect, 10, 10)
        y = rect.top() + 8
        for stat in ("chops", "reputation", "songs"):
            self._knob(painter, QRectF(rect.left() + 8, y, rect.width() - 16, 26), stat,
                       p.stats[stat])
            y += 30
        s = p.stats
        rows = [
            ((_t("RockHardTable", "Fame %1").replace("%1", str(s["fame"])), False),
             (f"${s['money']}", False)),
            ((_t("RockHardTable", "Candy %1").replace("%1", str(s["candy"])), False),
             (_t("RockHardTable", "Crew %1 of 3").replace("%1", str(s["crew"])), False)),
            ((_t("RockHardTable", "Craving %1").replace("%1", str(s["craving"])), False),
             (_t("RockHardTable", "Low Sugar ON") if p.low_sugar
              else _t("RockHardTable", "Low Sugar off"), p.low_sugar)),
            ((_t("RockHardTable", "Royalty tier %1").replace("%1", str(s["royalty"])), False),
             (_t("RockHardTable", "Record Contract") if p.deal
              else (_t("RockHardTable", "Demo Tape") if p.demo
                    else _t("RockHardTable", "no Demo Tape")), False)),
            ((_t("RockHardTable", "Missed Work %1").replace("%1", str(s["missed"])),
              s["missed"] > 0),
             (_t("RockHardTable", "Tokens %1 · gifts %2").replace("%1", str(s["tokens"])).replace(
                 "%2", str(s["gifts"])), False)),
        ]
        need = [max(QFontMetricsF(kit_font(15, row is rows[0] and k == 0))
                    .horizontalAdvance(row[k][0]) for row in rows) for k in (0, 1)]
        left = (rect.width() - 16) * need[0] / sum(need)  # each column as wide as it needs
        for row in rows:
            for k, (text, warn) in enumerate(row):
                painter.setPen(QColor(pal.refuse if warn else pal.cream))
                box = QRectF(rect.left() + 8, y, left, 24) if k == 0 else \
                    QRectF(rect.left() + 8 + left, y, rect.width() - 16 - left, 24)
                draw_fitted(painter, box, text, 15, bold=row is rows[0] and k == 0,
                            align=Qt.AlignmentFlag.AlignLeft)
            y += 26

    def _knob(self, painter: QPainter, rect: QRectF, stat: str, value: int) -> None:
        """A Base Stat dial: its name and twelve notches, 0 to 11."""
        pal = self.ctx.pal
        painter.setPen(QColor(pal.amber))
        draw_fitted(painter, QRectF(rect.left(), rect.top(), 100, rect.height()),
                    f"{resource(stat)} {value}", 15, bold=True, align=Qt.AlignmentFlag.AlignLeft)
        left = rect.left() + 104
        w = (rect.right() - left) / (STAT_MAX + 1)
        for n in range(STAT_MAX + 1):
            cell = QRectF(left + n * w + 1, rect.top() + 5, w - 2, rect.height() - 10)
            on = 0 < n <= value
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(pal.amber if on else "#3a281c"))
            painter.drawRoundedRect(cell, 3, 3)

    def _cards(self, p: PlayerView, drafting: bool) -> list[Line]:
        pal, cat, lines = self.ctx.pal, self.ctx.cat, []
        if p.character:
            lines.append(Line(content_text(cat.characters[p.character].text), pal.cream, 13))
        if p.job:
            job = cat.jobs[p.job]
            shift = phase_name(p.shift or job.shift) if job.shift != "variable" or p.shift \
                else _t("RockHardTable", "variable")
            pay = "$" + "/".join(str(x) for x in job.pay)
            lines.append(Line(_t("RockHardTable", "Job: %1 (%2, %3)").replace(
                "%1", content_text(job.name)).replace("%2", shift).replace("%3", pay),
                pal.amber, 13.5, bold=True))
        elif not drafting:
            lines.append(Line(_t("RockHardTable", "Professional Musician (no Job)"), pal.amber,
                              13.5, bold=True))
        if p.manager:
            man = cat.managers[p.manager]
            used = " ⟲" if any(u.startswith("manager") for u in p.used) else ""
            lines.append(Line(_t("RockHardTable", "Manager: %1").replace(
                "%1", content_text(man.name)) + used, pal.amber, 13.5, bold=True))
            lines.append(Line(content_text(man.text), pal.cream, 13))
        return lines

    def _cards_tooltip(self, p: PlayerView) -> str:
        cat, parts = self.ctx.cat, []
        if p.character:
            parts.append(content_text(cat.characters[p.character].text))
        if p.job:
            parts.append(content_text(cat.jobs[p.job].text))
        if p.manager:
            parts.append(content_text(cat.managers[p.manager].text))
        return rule_tooltip(R + "jobs.work", R + "jobs.missed", R + "jobs.quit",
                            R + "managers.pay", R + "perks.once", R + "perks.choice",
                            R + "variants.abilities", heading=" · ".join(parts))

    def _life(self, view: RockHardView, p: PlayerView) -> list[Line]:
        pal, cat, lines = self.ctx.pal, self.ctx.cat, []
        in_sets = {card for group in p.sets for card in group}
        counts: dict[str, list[str]] = {}
        for card in p.life:
            counts.setdefault(cat.life[card].life.value, []).append(card)
        for kind, cards in counts.items():
            free = sum(card not in in_sets for card in cards)
            text = f"■ {life_name(kind)} {len(cards)}"
            if free < len(cards):
                text += " " + _t("RockHardTable", "(%1 in sets)").replace(
                    "%1", str(len(cards) - free))
            lines.append(Line(text, LIFE_COLOURS.get(kind, pal.cream), 14, bold=True))
        if p.sets:
            lines.append(Line(_t("RockHardTable", "Sets scored: %1").replace(
                "%1", str(len(p.sets))), pal.cream, 13))
        for goal_id in p.goals:
            lines.append(self._goal_line(p, goal_id))
        for kept in p.kept:
            lines.append(Line(_t("RockHardTable", "Kept: %1").replace(
                "%1", content_text(cat.life[kept.card].name)), pal.muted, 13))
        return lines

    def _goal_line(self, p: PlayerView, goal_id: str | None) -> Line:
        pal = self.ctx.pal
        if goal_id is None:
            return Line(_t("RockHardTable", "Goal: secret"), pal.muted, 13)
        goal = self.ctx.cat.goals[goal_id]
        done = goal_id in p.scored_goals
        text = f"{'✓' if done else '◇'} {content_text(goal.name)} ({goal.fame}): " \
               f"{condition_text(goal.condition, self.ctx.cat)}"
        measure = getattr(goal.condition, "measure", "")
        if goal.track and measure in p.tally and not done:
            text += f" [{p.tally[measure]}/{goal.condition.amount}]"  # type: ignore[union-attr]
        return Line(text, pal.amber if done else pal.cream, 13)
