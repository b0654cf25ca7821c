"""A hand of cards: a fan that lays itself out and lifts the card under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.card_item import CardItem
from roadie.ui.scene.draw import paint_marks, rounded, state_colour
from roadie.ui.scene.piece import DropState, Target
from roadie.ui.style import WARM, Palette

HAND_Z = 20.0


class HandItem(Target):
    """Cards fanned across *rect* (scene coordinates); the hand itself is a drop target.

    Cards stay top-level scene items, so they are dragged out exactly like dice:
    the hand only gives each one its ``home``, tilt and stacking order. Adjacent
    cards overlap by *overlap* of a card's width, more only when the rect is too
    narrow for them all.
    """

    def __init__(self, rect: QRectF, overlap: float = 0.4, tilt: float = 4.0,
                 lift: float = 0.22, pal: Palette = WARM) -> None:
        super().__init__()
        self.rect, self.overlap, self.tilt, self.lift, self.pal = \
            QRectF(rect), overlap, tilt, lift, pal
        self.cards: list[CardItem] = []
        self.hovered: CardItem | None = None
        self.setZValue(2)

    # --- cards in and out -----------------------------------------------------
    def add(self, card: CardItem, index: int | None = None, animate: bool = True) -> None:
        """Put *card* in the hand (at *index*, else last) and fan the hand again."""
        if card.scene() is None and self.scene() is not None:
            self.scene().addItem(card)
        self.cards.insert(len(self.cards) if index is None else index, card)
        card.installSceneEventFilter(self)
        self.layout(animate)

    def remove(self, card: CardItem, animate: bool = True) -> None:
        """Take *card* out (it stays in the scene, upright) and close the gap."""
        self.cards.remove(card)
        card.removeSceneEventFilter(self)
        if self.hovered is card:
            self.hovered = None
        card.set_lift(0)
        card.setRotation(0)
        self.layout(animate)

    # --- layout ------------------------------------------------------------------
    def spacing(self) -> float:
        """Distance between neighbouring cards' centres."""
        if len(self.cards) < 2:
            return 0.0
        width = self.cards[0].size.width()
        room = (self.rect.width() - width) / (len(self.cards) - 1)
        return min(width * (1 - self.overlap), room)

    def slot(self, index: int) -> tuple[QPointF, float]:
        """Centre (scene) and tilt in degrees of the card at *index*, on a gentle arc."""
        offset = index - (len(self.cards) - 1) / 2
        height = self.cards[index].size.height()
        centre = self.rect.center()
        return (QPointF(centre.x() + offset * self.spacing(),
                        centre.y() + offset * offset * height * 0.012), offset * self.tilt)

    def layout(self, animate: bool = True) -> None:
        """Give every card its place, tilt, order and lift (the hovered one rises on top)."""
        for i, card in enumerate(self.cards):
            pos, angle = self.slot(i)
            raised = card is self.hovered and not card.dragging
            card.rest_z = HAND_Z + (100 if raised else i)
            card.set_lift(card.size.height() * self.lift if raised else 0)
            if not card.dragging:
                card.setRotation(angle)
                card.setZValue(card.rest_z)
            card.move_home(pos, animate)

    def sceneEventFilter(self, watched: QGraphicsItem, event: QEvent) -> bool:
        """Follow the pointer over the hand's cards; the cards still get every event."""
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneHoverEnter and watched in self.cards:
            self.hovered = watched
            self.layout()
        elif kind == QEvent.Type.GraphicsSceneHoverLeave and watched is self.hovered:
            self.hovered = None
            self.layout()
        elif kind == QEvent.Type.GraphicsSceneMouseMove and watched is self.hovered:
            self.hovered.set_lift(0)
        return False

    # --- drawing --------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """A faint shelf; lit like a drop zone when a card may go back into the hand."""
        shelf = rounded(self.rect, 18)
        fill = state_colour(self.drop_state, self.pal) or QColor(0, 0, 0)
        fill.setAlpha(35 if self.drop_state == DropState.NONE else 45)
        painter.setPen(QPen(QColor(self.pal.wood_light), 2))
        painter.setBrush(fill)
        painter.drawPath(shelf)
        paint_marks(painter, shelf, self, self.pal, 2.0)
