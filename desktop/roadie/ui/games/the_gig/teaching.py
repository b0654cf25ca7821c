"""Teaching mode at The Gig's table: your instrument's symbols, multipliers and grooves on your
own grid and board, the symbol a song space holds, and what the other parts are."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from roadie.games.the_gig.lessons import INSTRUMENTS, LESSONS, NOW
from roadie.ui.games.the_gig.boards import PeekGrid
from roadie.ui.games.the_gig.items import SpaceItem
from roadie.ui.games.the_gig.kit import content_text
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.scene.dice_item import DieItem
from roadie.ui.teaching.explain import Lesson
from roadie.ui.texts import translated


def lesson(board: Any, item: QGraphicsItem) -> Lesson | None:
    """The lesson for your grid or board, another's grid, a song space, a die, the Audience."""
    fixed = board.items
    if isinstance(item, PeekGrid):
        return plain("peek")
    if item is fixed.grid or item is fixed.mine_mat:
        return instrument_lesson(board, "grid" if item is fixed.grid else "mat")
    if isinstance(item, SpaceItem) and item.symbol:
        return plain("space", [_now("space", symbol=symbol_name(item.symbol))])
    if isinstance(item, DieItem):
        return plain("die")
    if item is fixed.audience_zone:
        return plain("audience")
    return None


def plain(key: str, now: list[str] | None = None, rules: tuple[str, ...] = ()) -> Lesson:
    what, cited = LESSONS[key]
    return Lesson(translated("lessons", what), now or [], (*cited, *rules))


def instrument_lesson(board: Any, key: str) -> Lesson:
    """Your instrument, how many of its symbols your grid has and your grooves hold, your
    multipliers and your grooves."""
    player = board.ctl.view().players[board.me()]
    instrument = board.kit.pack.instrument(player.instrument)
    cells = instrument.cells()
    enclosed = {pos for groove in player.grooves for pos in groove.cells}
    own = [pos for pos, cell in cells.items() if cell.kind == "instrument"]
    mults = sorted((pos for pos, cell in cells.items() if cell.kind == "multiplier"),
                   key=lambda pos: cells[pos].value)
    symbols = sorted({cells[pos].symbol.value for pos in own})
    now = [_now("instrument", instrument=content_text(instrument.name),
                ability=content_text(instrument.text))]
    for symbol in symbols:
        mine = [pos for pos in own if cells[pos].symbol.value == symbol]
        now.append(_now("symbols", count=len(mine), symbol=symbol_name(symbol),
                        enclosed=sum(pos in enclosed for pos in mine)))
    if mults:
        now.append(_now("multipliers", all=times(cells, mults),
                        enclosed=times(cells, [p for p in mults if p in enclosed])))
    now.append(_now("grooves", count=len(player.grooves)))
    found = plain(key, now)
    found.rules = (INSTRUMENTS[instrument.id], *found.rules)  # yours first
    return found


def times(cells: dict[Any, Any], spots: list[Any]) -> str:
    """Multipliers as ``×2, ×3`` (or "none")."""
    return ", ".join(f"×{cells[pos].value}" for pos in spots) or translated("lessons",
                                                                             NOW["none"])


def _now(key: str, **values: Any) -> str:
    return translated("lessons", NOW[key]).format(**values)
