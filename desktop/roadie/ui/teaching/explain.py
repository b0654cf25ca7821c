"""Teaching at the table: the "why not?" callout shown while a piece is dragged over a target
the rules refuse, and teaching mode's hover lessons (what an element is, what it does for the
viewer now, the rules that govern it and their sections).

The words come from the rules core: a refusal's sentence (``RuleViolation``), the rule
registry, and each game's lessons (``games/<id>/lessons.py``, beside its rulebook).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from roadie.core.errors import RuleViolation
from roadie.ui.texts import citation, rule, translated

"""The translation context of the few sentences this module writes itself."""
WIDTH = 300.0
"""The widest a callout gets, in screen pixels (it ignores the board's zoom)."""
PAD, GAP = 8.0, 10.0
LESSON_WIDTH = 340
"""How wide a lesson's tooltip is, in pixels (it fits beside a card's zoom)."""


@dataclass
class Lesson:
    """What teaching mode says of one board element: *what* it is, what it does for the
    viewer *now* (sentences), and the *rules* that govern it."""

    what: str
    now: list[str] = field(default_factory=list)
    rules: Sequence[str] = ()


Teacher = Callable[[Any, QGraphicsItem], Lesson | None]
"""A game's hover provider: the lesson for an item of its table (None: the item's own tip)."""


def teacher_of(table: Any) -> Teacher | None:
    """The ``lesson`` function of the table's game (``ui/games/<id>/teaching.py``), if any."""
    package = type(table).__module__.rpartition(".")[0]
    try:
        module = importlib.import_module(f"{package}.teaching")
    except ModuleNotFoundError:
        return None
    found: Teacher | None = getattr(module, "lesson", None)
    return found


def refusal_text(refusal: RuleViolation) -> str:
    """A refusal in the player's language, its named things (a stat, a phase) too, then the
    rule's citation."""
    params = {k: translated("rules", v) if isinstance(v, str) else v
              for k, v in refusal.params.items()}
    return f"{translated('rules', refusal.text).format(**params)} ({citation(refusal.rule_id)})"


def lesson_text(lesson: Lesson) -> str:
    """Rich text for a lesson: the element, what it does for you now, then each rule with
    its explanation and its section."""
    parts = [f"<p><b>{escape(lesson.what)}</b></p>"]
    if lesson.now:
        heading = escape(QCoreApplication.translate("teaching", "For you now"))
        items = "<br/>".join(f"• {escape(line)}" for line in lesson.now)
        parts.append(f"<p style='white-space:normal'><i>{heading}</i><br/>{items}</p>")
    for rule_id in dict.fromkeys(lesson.rules):
        r = rule(rule_id)
        body = (f"<b>{escape(translated('rules', r.title))}</b> — "
                f"{escape(translated('rules', r.text))} <i>({escape(citation(rule_id))})</i>")
        if r.clarification:
            body += f"<br/><span style='color:#7a1f24'>" \
                    f"{escape(translated('rules', r.clarification))}</span>"
        parts.append(f"<p style='white-space:normal'>{body}</p>")
    return f"<table width='{LESSON_WIDTH}'><tr><td>{''.join(parts)}</td></tr></table>"


class Callout(QGraphicsObject):
    """A small note pinned to a target while a piece is held over it: why the rules would
    refuse the drop, and what would make it legal. Drawn at screen size, inside the view."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(4950)  # over the table and the focus ring, under a card's zoom
        self.text = ""
        self.target: QGraphicsItem | None = None
        self._box = QRectF()
        """The note, around the stem's point at the item's origin (the target's edge)."""
        self.hide()

    def heading(self) -> str:
        return QCoreApplication.translate("teaching", "Why not?")

    def show_at(self, target: QGraphicsItem, text: str) -> None:
        """Pin *text* to *target*: above it, or below when there is no room above."""
        self.prepareGeometryChange()
        self.text, self.target = text, target
        body = self._body_rect()
        head_w = QFontMetricsF(_font(True)).horizontalAdvance(self.heading())
        w, h = max(body.width(), head_w) + 2 * PAD, body.height() + 2 * PAD + _head()
        area = target.sceneBoundingRect()
        above = QPointF(area.center().x(), area.top())
        x_room, top_room = self._room(above)
        below = top_room < h + GAP
        self.setPos(QPointF(area.center().x(), area.bottom()) if below else above)
        left = max(min(-w / 2, x_room[1] - w), x_room[0])
        self._box = QRectF(left, GAP if below else -GAP - h, w, h)
        self.show()
        self.update()

    def _room(self, anchor: QPointF) -> tuple[tuple[float, float], float]:
        """Screen pixels left and right of *anchor* inside the view, and above it."""
        views = self.scene().views() if self.scene() else []
        if not views:
            return (-WIDTH, WIDTH), WIDTH
        view = views[0]
        at = view.mapFromScene(anchor)
        port = view.viewport().rect()
        return (port.left() - at.x() + 4.0, port.right() - at.x() - 4.0), float(at.y())

    def _body_rect(self) -> QRectF:
        metrics = QFontMetricsF(_font(False))
        flags = int(Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRectF(0, 0, WIDTH - 2 * PAD, 1000), flags, self.text)

    def boundingRect(self) -> QRectF:
        return self._box.united(QRectF(-8, -1, 16, 2)).adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        del option, widget
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._box, 7, 7)
        stem = self._box.bottom() if self._box.top() < 0 else self._box.top()
        path.moveTo(-7, stem)
        path.lineTo(0, 0)
        path.lineTo(7, stem)
        painter.setPen(QPen(QColor("#e0574f"), 2))
        painter.setBrush(QColor("#fff8e7"))
        painter.drawPath(path.simplified())
        inner = self._box.adjusted(PAD, PAD, -PAD, -PAD)
        painter.setFont(_font(True))
        painter.setPen(QColor("#7a1f24"))
        head = _head()
        painter.drawText(QRectF(inner.left(), inner.top(), inner.width(), head),
                         Qt.AlignmentFlag.AlignLeft, self.heading())
        painter.setFont(_font(False))
        painter.setPen(QColor("#2a1a12"))
        painter.drawText(inner.adjusted(0, head, 0, 0),
                         int(Qt.TextFlag.TextWordWrap), self.text)


def _font(bold: bool) -> QFont:
    font = QFont()
    font.setPointSizeF(10.5)
    font.setBold(bold)
    return font


def _head() -> float:
    """The height of the callout's heading line."""
    return QFontMetricsF(_font(True)).height() + 2
