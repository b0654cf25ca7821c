"""The lines of the table's text panels: turn reference, your card, other bands, the Robot."""

from __future__ import annotations

from typing import Protocol

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking.content import Catalog, RobotCard
from roadie.games.big_easy_busking.views import BuskerView, BuskingView
from roadie.ui.counted import counted
from roadie.ui.games.big_easy_busking.context import TableContext
from roadie.ui.games.big_easy_busking.faces import (
    MOOD_GLYPHS,
    _t,
    content_text,
    instrument_short,
    mood_name,
)
from roadie.ui.games.big_easy_busking.narration import step_text
from roadie.ui.games.big_easy_busking.panels import Line
from roadie.ui.style import WARM

STEP_OF_TURN = {"finish": 1, "return": 1, "ability": 1, "tip": 2, "act": 3}
HINTS = {
    "finish": _(
        "BuskingTable",
        "Your turn: finish your song. Drag its energy onto its crowd (right-click to keep some).",
    ),
    "return": _("BuskingTable", "Drag the kept energy onto your band members."),
    "ability": _("BuskingTable", "Use the Standard's ability (right-click it) or skip it."),
    "tip": _("BuskingTable", "Tip from your reserve, then learn, play a song or pass."),
    "act": _("BuskingTable", "Your first turn this round: learn, play a song or pass."),
}


def step_hint(step: str) -> str:
    return _t("BuskingTable", HINTS[step])


def sequence_lines(cat: Catalog, view: BuskingView) -> list[Line]:
    """The turn sequence card of the content pack in few words: every step's title, the
    current step (lit) explained, its choices and the end of the round by title (the panel's
    tooltip has the rules whole)."""
    seq = cat.pack.turn_sequence
    now = STEP_OF_TURN.get(view.turn.step, 0) if view.turn else 0
    lines: list[Line] = []
    for step in seq.steps:
        lit = step.number == now or (now == 2 and step.number == 3)
        lines.append(
            Line(f"{step.number}. {content_text(step.title)}", WARM.amber, 17, bold=True, lit=lit)
        )
        if lit:
            lines.append(Line(content_text(step.text), WARM.cream, 15, indent=20))
        lines += [Line(f"• {content_text(c.title)}", WARM.cream, 15, indent=20)
                  for c in step.choices]
    lines.append(Line(_t("BuskingTable", "End of the round"), WARM.brass, 16, bold=True))
    lines += [Line(f"• {content_text(r.title)}", WARM.muted, 15, indent=12)
              for r in seq.round_end]
    return lines


def band_energy(cat: Catalog, band: list[int]) -> str:
    return "  ".join(
        f"{instrument_short(i)} {n}" for i, n in zip(cat.instruments, band, strict=True)
    )


def mat_lines(cat: Catalog, b: BuskerView) -> list[Line]:
    """Your mood tokens and songs, under your band."""
    moods = [cat.moods[m] for m in b.moods]
    won = ", ".join(f"{MOOD_GLYPHS[m]} {mood_name(m)}" for m in moods) or _t(
        "BuskingTable", "none yet"
    )
    lines = [
        Line(_t("BuskingTable", "Mood tokens: %1").replace("%1", won), WARM.cream, 14),
        Line(
            counted("%n songs in hand, %1 discarded", None, b.hand_size)
            .replace("%1", str(b.discard_size)),
            WARM.cream,
            14,
        ),
    ]
    if b.passed:
        lines.append(
            Line(_t("BuskingTable", "Passed: done for this round."), WARM.muted, 14, bold=True)
        )
    return lines


class Playing(Protocol):
    """A song someone is playing (a view's ``playing``)."""

    @property
    def song(self) -> str: ...
    @property
    def crowd(self) -> int: ...
    @property
    def energy(self) -> int: ...


def playing_text(ctx: TableContext, view: BuskingView, perf: Playing) -> str:
    crowd = (
        ctx.labels.get(view.street[perf.crowd].crowd, "?") if perf.crowd < len(view.street) else "?"
    )
    return (
        _t("BuskingTable", "Playing %1 for %2 (%3 energy)")
        .replace("%1", ctx.labels[perf.song])
        .replace("%2", crowd)
        .replace("%3", str(perf.energy))
    )


def rival_lines(ctx: TableContext, view: BuskingView, me: int) -> list[Line]:
    """Each other band: name, money and energy, and what it is doing."""
    lines: list[Line] = []
    for b in view.buskers:
        if b.seat == me:
            continue
        lit = view.turn is not None and view.turn.seat == b.seat
        band = next(p.band_name for p in ctx.cat.pack.players if p.colour == b.colour)
        lines.append(
            Line(
                f"● {ctx.names[b.seat]} · {content_text(band)}",
                ctx.colours[b.seat],
                16,
                bold=True,
                lit=lit,
                wrap=False,
            )
        )
        lines.append(
            Line(
                f"${b.money}   {band_energy(ctx.cat, b.band)}   "
                + _t("BuskingTable", "reserve %1").replace("%1", str(b.reserve)),
                WARM.cream,
                14,
                indent=16,
                wrap=False,
            )
        )
        state = (
            _t("BuskingTable", "Passed")
            if b.passed
            else (
                playing_text(ctx, view, b.playing)
                if b.playing
                else counted("%n songs in hand", None, b.hand_size)
            )
        )
        lines.append(Line(state, WARM.muted, 13.5, indent=16, wrap=False))
    return lines


def robot_lines(
    ctx: TableContext, view: BuskingView, card: RobotCard, step: int | None, sentence: str
) -> list[Line]:
    """The Robot's purse and supply, its *card* step by step (*step* lit), and what it just did
    (*sentence*)."""
    bot = view.robot
    assert bot is not None
    level = ctx.cat.difficulties[bot.difficulty]
    lines = [
        Line(
            f"${bot.money}   "
            + counted("%1 energy in supply · %n songs in its deck", None, bot.deck_size)
            .replace("%1", str(bot.supply)),
            WARM.cream,
            14,
            wrap=False,
        ),
        Line(
            playing_text(ctx, view, bot.playing)
            if bot.playing
            else _t("BuskingTable", "Not playing"),
            WARM.muted,
            13.5,
            wrap=False,
        ),
        Line(
            _t("BuskingTable", "Its card (%1):").replace("%1", content_text(level.name)),
            WARM.brass,
            15,
            bold=True,
        ),
    ]
    lines += [
        Line(f"{n + 1}. {step_text(s)}", WARM.cream, 13, indent=6, lit=n == step)
        for n, s in enumerate(card.steps)
    ]
    if sentence:
        lines.append(Line(sentence, WARM.amber, 14, bold=True))
    return lines
