"""The column beside the board: this month's Event and Random Gig, the Bonuses, the others."""

from __future__ import annotations

from roadie.games.rock_hard_1977.views import PlayerView, RockHardView
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.context import TableContext
from roadie.ui.games.rock_hard_1977.faces import R, _t, condition_text, content_text
from roadie.ui.games.rock_hard_1977.items import Line, Panel
from roadie.ui.texts import rule_tooltip

PLACES = (8, 5, 3)


class Side:
    """Draws the Event, the Random Gig, the three Bonus cards and the other players."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        pal = ctx.pal
        self.event = Panel(L.EVENT, _t("RockHardTable", "Event"), pal)
        self.gig = Panel(L.GIG, _t("RockHardTable", "Random Gig"), pal)
        self.bonuses = Panel(L.BONUSES, _t("RockHardTable", "Bonuses"), pal)
        self.bonuses.setToolTip(rule_tooltip(R + "bonuses.scoring", R + "bonuses.ties",
                                             R + "setup.bonuses"))
        self.rivals = Panel(L.RIVALS, _t("RockHardTable", "The other players"), pal)
        for panel in (self.event, self.gig, self.bonuses, self.rivals):
            ctx.scene.addItem(panel)

    def render(self, view: RockHardView, me: int) -> None:
        self._event(view)
        self._gig(view)
        self._bonuses(view)
        self.rivals.set_lines(self._rivals(view, me))
        self.rivals.setToolTip(rule_tooltip(
            R + "goals.scoring", R + "setup.goals",
            heading=" · ".join(self._rival_detail(p) for p in view.players if p.seat != me)))

    def _event(self, view: RockHardView) -> None:
        pal = self.ctx.pal
        if view.event is None:
            self.event.set_lines([Line(_t("RockHardTable", "Revealed in Prep each month."),
                                       pal.muted, 14)], _t("RockHardTable", "Event"))
            self.event.setToolTip(rule_tooltip(R + "events.reveal"))
            return
        card = self.ctx.cat.events[view.event]
        self.event.set_lines([Line(content_text(card.text), pal.cream, 14)],
                             _t("RockHardTable", "Event: %1").replace(
                                 "%1", content_text(card.name)))
        self.event.setToolTip(rule_tooltip(R + "events.reveal",
                                           heading=content_text(card.text)))

    def _gig(self, view: RockHardView) -> None:
        pal = self.ctx.pal
        left = _t("RockHardTable", "%1 left in the stack").replace(
            "%1", " ".join(view.gig_levels_left) or "0")
        if view.gig is None:
            self.gig.set_lines([Line(left, pal.muted, 13.5)], _t("RockHardTable", "Random Gig"))
        else:
            gig = self.ctx.cat.gigs[view.gig]
            self.gig.set_lines([Line(content_text(gig.text), pal.cream, 14),
                                Line(left, pal.muted, 13)],
                               _t("RockHardTable", "Random Gig %1: %2").replace(
                                   "%1", gig.level).replace("%2", content_text(gig.name)))
        self.gig.setToolTip(rule_tooltip(R + "night.gig", R + "setup.random-gigs"))

    def _bonuses(self, view: RockHardView) -> None:
        pal, lines = self.ctx.pal, []
        for bonus_id in view.bonuses:
            card = self.ctx.cat.bonuses[bonus_id]
            when = _t("RockHardTable", "end of game") if card.when == "end" \
                else _t("RockHardTable", "when achieved")
            lines.append(Line(f"{content_text(card.name)} · {when}", pal.amber, 14.5, bold=True,
                              wrap=False))
            got = view.awards.get(bonus_id, [])
            detail = content_text(card.text) or condition_text(card.condition, self.ctx.cat)
            if got:
                detail += "  ✓ " + ", ".join(self.ctx.who(s) for s in got)
            lines.append(Line(detail, pal.cream, 13, indent=8))
        self.bonuses.set_lines(lines)

    def _rival_detail(self, p: PlayerView) -> str:
        """Another player's cards as their view shows them: goals face up or secret."""
        cat = self.ctx.cat
        goals = [content_text(cat.goals[g].name) if g else _t("RockHardTable", "a secret goal")
                 for g in p.goals]
        parts = [self.ctx.names[p.seat] + ":",
                 _t("RockHardTable", "%1 Life Experiences").replace("%1", str(len(p.life))),
                 _t("RockHardTable", "goals: %1").replace("%1", ", ".join(goals) or "-")]
        if p.job:
            parts.append(_t("RockHardTable", "Job: %1").replace(
                "%1", content_text(cat.jobs[p.job].name)))
        if p.manager:
            parts.append(_t("RockHardTable", "Manager: %1").replace(
                "%1", content_text(cat.managers[p.manager].name)))
        return " ".join(parts)

    def _rivals(self, view: RockHardView, me: int) -> list[Line]:
        pal, lines = self.ctx.pal, []
        for p in view.players:
            if p.seat == me:
                continue
            lit = view.turn is not None and view.turn.seat == p.seat
            who = self.ctx.names[p.seat]
            if p.character:
                who += " · " + content_text(self.ctx.cat.characters[p.character].name)
            lines.append(Line(f"● {who}", self.ctx.colours[p.seat], 14.5, bold=True, lit=lit,
                              wrap=False))
            lines.append(Line(rival_stats(p), pal.cream, 13, indent=12))
        return lines


def rival_stats(p: PlayerView) -> str:
    """One line of another player's amplifier."""
    s = p.stats
    parts = [_t("RockHardTable", "Fame %1").replace("%1", str(s["fame"])), f"${s['money']}",
             _t("RockHardTable", "C%1 R%2 S%3").replace("%1", str(s["chops"])).replace(
                 "%2", str(s["reputation"])).replace("%3", str(s["songs"])),
             _t("RockHardTable", "Crew %1").replace("%1", str(s["crew"])),
             _t("RockHardTable", "Candy %1").replace("%1", str(s["candy"]))]
    if p.deal:
        parts.append(_t("RockHardTable", "Deal T%1").replace("%1", str(s["royalty"])))
    elif p.demo:
        parts.append(_t("RockHardTable", "Demo"))
    if p.low_sugar:
        parts.append(_t("RockHardTable", "Low Sugar"))
    return " · ".join(parts)
