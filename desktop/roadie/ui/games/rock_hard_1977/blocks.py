"""How the spaces of a section are grouped on the board: a venue's or a service's slots under
one header (its name and what it requires), and the single spaces two to a row."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QRectF

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.rock_hard_1977 import content as c
from roadie.ui.games.rock_hard_1977 import layout as L
from roadie.ui.games.rock_hard_1977.faces import _t, content_text, resource

GROUPED = ("studio", "indie", "crew", "demo")
"""Groups whose spaces stand side by side under one header (and the big venues)."""
VENUE_ROW = {"yenser": 3, "carter": 3, "crew": 3}
HEADER = 22.0
SHORT = {"reputation": _("RockHardTable", "Rep"), "deal": _("RockHardTable", "Deal")}


@dataclass
class Block:
    """Spaces drawn together: ``key`` names the group ("" for single spaces)."""

    key: str
    spaces: list[c.Space] = field(default_factory=list)
    per_row: int = 2

    @property
    def rows(self) -> int:
        return -(-len(self.spaces) // self.per_row)


def group_key(space: c.Space) -> str:
    if space.group == c.Group.GIG and space.venue in ("panda", "yenser", "carter"):
        return space.venue
    return space.group.value if space.group.value in GROUPED else ""


def blocks_of(spaces: list[c.Space], singles_per_row: int = 2) -> list[Block]:
    """The section's blocks in the order their first space comes in the content."""
    found: dict[str, Block] = {}
    for space in spaces:
        key = group_key(space)
        per_row = VENUE_ROW.get(key, 2) if key else singles_per_row
        block = found.setdefault(key, Block(key, per_row=per_row))
        block.spaces.append(space)
    return list(found.values())


def place_blocks(area: QRectF, blocks: list[Block]) -> tuple[dict[str, QRectF], list[QRectF]]:
    """Each space's rect, and each group header's rect (one per keyed block, in order)."""
    gap = L.SPACE_GAP
    heads = sum(1 for b in blocks if b.key)
    rows = sum(b.rows for b in blocks)
    row_h = (area.height() - heads * HEADER - (rows - 1) * gap) / max(1, rows)
    rects: dict[str, QRectF] = {}
    headers: list[QRectF] = []
    y = area.top()
    for block in blocks:
        if block.key:
            headers.append(QRectF(area.left(), y, area.width(), HEADER))
            y += HEADER
        w = (area.width() - gap * (block.per_row - 1)) / block.per_row
        for i, space in enumerate(block.spaces):
            row, col = divmod(i, block.per_row)
            rects[space.id] = QRectF(area.left() + col * (w + gap), y + row * (row_h + gap),
                                     w, row_h)
        y += block.rows * (row_h + gap)
    return rects, headers


def block_title(block: Block) -> str:
    first = content_text(block.spaces[0].name)
    if block.key == "studio":
        return _t("RockHardTable", "Rehearsal Studios")
    if block.key == "demo":
        return _t("RockHardTable", "Recording Studios")
    return first.split(" (")[0]


def slot_name(space: c.Space) -> str:
    """A grouped space's own name: what its parentheses say, else its last words."""
    name = content_text(space.name)
    if "(" in name:
        inner = name.split("(", 1)[1].rstrip(")")
        return inner[:1].upper() + inner[1:]
    if space.group == c.Group.DEMO:
        return _t("RockHardTable", "Studio %1").replace("%1", name.split()[-1])
    return " ".join(name.split()[-2:])


def short(what: str) -> str:
    return _t("RockHardTable", SHORT[what]) if what in SHORT else resource(what)


def need_text(cond: Any) -> str:
    """A requirement in a few words: ``Chops 6``, ``2 Crew``, ``Record Deal``."""
    if isinstance(cond, c.AnyOf):
        return "/".join(need_text(x) for x in cond.conditions)
    m, n = cond.measure, cond.amount
    if m == "crew":
        return f"{n} {resource('crew')}"
    if m in ("deal", "demo"):
        return short(m)
    if m == "chops+reputation":
        return f"{resource('chops')}+{short('reputation')} {n}"
    return f"{short(m)} {n}"


def needs(space: c.Space) -> str:
    return ", ".join(need_text(x) for x in space.requires)


def shared_needs(block: Block) -> str:
    """What every space of the block requires alike ("" when they differ)."""
    found = {needs(s) for s in block.spaces}
    return found.pop() if len(found) == 1 else ""


def gain_text(effect: Any) -> str:
    if isinstance(effect, c.Gain):
        return f"+${effect.amount}" if effect.what == "money" else f"+{effect.amount} " \
            f"{short(effect.what)}"
    if isinstance(effect, c.Choose):
        one = [o[0] for o in effect.options if len(o) == 1 and isinstance(o[0], c.Gain)]
        if len(one) == len(effect.options) and len({g.amount for g in one}) == 1:
            return f"+{one[0].amount} " + "/".join(short(g.what) for g in one)
        return " / ".join(", ".join(gain_text(x) for x in o) for o in effect.options)
    return ""


def price_text(space: c.Space, need: bool = False) -> str:
    """What a grouped space costs and gives: ``$1: +1 Chops/Rep, +5 Fame`` (and what it
    requires first, with *need*)."""
    if space.crew_prices:
        cost = "$" + "/".join(str(p) for p in space.crew_prices)
    else:
        money = sum(p.amount for p in space.cost if p.what == "money")
        cost = f"${money}" if money else _t("RockHardTable", "Free")
    gains = ", ".join(t for t in (gain_text(x) for x in space.benefit) if t)
    text = f"{cost}: {gains}" if gains else cost
    return f"{needs(space)}. {text}" if need and space.requires else text
