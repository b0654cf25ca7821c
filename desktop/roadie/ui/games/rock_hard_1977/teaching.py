"""Teaching mode at Rock Hard: 1977's table: each space's requirement, price and benefit, and
whether the rules let the viewer go there now (asked of the client, not worked out here)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from roadie.games.rock_hard_1977 import actions as a
from roadie.games.rock_hard_1977.lessons import LESSONS, NOW
from roadie.ui.games.rock_hard_1977.blocks import needs, price_text
from roadie.ui.games.rock_hard_1977.faces import R, content_text
from roadie.ui.games.rock_hard_1977.spaces import RULES
from roadie.ui.teaching.explain import Lesson, refusal_text
from roadie.ui.texts import translated


def lesson(board: Any, item: QGraphicsItem) -> Lesson | None:
    """The lesson for a space, the standee, the mat, the cards or the decisions panel."""
    space_id = next((k for k, v in board.spaces.items.items() if v is item), None)
    if space_id is not None:
        return space_lesson(board, space_id)
    mat, choices = board.mat, board.choices
    named = {id(mat.standee): "standee", id(mat.frame): "mat", id(mat.note): "mat",
             id(mat.amp): "mat", id(mat.cards): "cards", id(mat.life): "cards",
             id(choices.panel): "decisions"}
    key = named.get(id(item))
    return None if key is None else plain(key)


def plain(key: str, now: list[str] | None = None, rules: tuple[str, ...] = ()) -> Lesson:
    what, cited = LESSONS[key]
    return Lesson(translated("lessons", what), now or [], (*cited, *rules))


def space_lesson(board: Any, space_id: str) -> Lesson:
    """What a space asks, costs and gives, and what the rules say to the viewer going there."""
    space = board.ctx.cat.spaces[space_id]
    now = [_now("gives", text=f"{content_text(space.name)}: {content_text(space.text)}")]
    if space.requires:
        now.append(_now("needs", needs=needs(space)))
    now.append(_now("price", price=price_text(space).split(":")[0]))
    refusal = board.ctl.client.why_not(a.Place(space=space_id))
    now.append(_now("open") if refusal is None else _now("refused", why=refusal_text(refusal)))
    group = space.group.value
    found = plain("hangout" if group == "hangout" else "space", now,
                  tuple(R + r for r in RULES.get(group, ())))
    if refusal is not None:
        found.rules = (*found.rules, refusal.rule_id)
    return found


def _now(key: str, **values: Any) -> str:
    return translated("lessons", NOW[key]).format(**values)
