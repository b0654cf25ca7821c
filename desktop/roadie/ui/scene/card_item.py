"""A card piece: face or back, an animated flip, and a larger copy shown on hover."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from roadie.ui.scene.card_paint import ASPECT, CardBack, CardFace, card_path, paint_back, paint_face
from roadie.ui.scene.draw import drop_shadow, paint_marks
from roadie.ui.scene.piece import Piece
from roadie.ui.scene.tooltips import keep_clear
from roadie.ui.style import WARM, Palette

ZOOM_Z = 5000.0


class CardItem(Piece):
    """A card centred on its position; ``ref`` tells the board which card it is.

    The board sets the tooltip (``setToolTip``) from its rule registry; the hand
    sets ``lift`` to raise a hovered card along its own up direction.
    """

    def __init__(self, face: CardFace, back: CardBack | None = None, width: float = 140.0,
                 face_up: bool = True, ref: Any = None, pal: Palette = WARM) -> None:
        super().__init__()
        self.face, self.back, self.face_up, self.ref, self.pal = face, back or CardBack(), \
            face_up, ref, pal
        self.size = QSizeF(width, width * ASPECT)
        self.lift = 0.0
        self.zoom_factor = 2.2
        self.zoom_delay_ms = 250
        self.zoom: CardZoom | None = None
        self._turn = 1.0
        """Progress of a flip: the card's width shrinks to nothing and grows back."""
        self._flip: QVariantAnimation | None = None
        self._zoom_timer = QTimer(self, singleShot=True)
        self._zoom_timer.timeout.connect(self.show_zoom)

    # --- state --------------------------------------------------------------
    def set_face(self, face: CardFace) -> None:
        self.face = face
        self.update()
        if self.zoom is not None:
            self.zoom.update()

    def set_lift(self, lift: float) -> None:
        if lift != self.lift:
            self.prepareGeometryChange()
            self.lift = lift

    def set_face_up(self, face_up: bool, animate: bool = True) -> None:
        """Show the face or the back, turning the card over unless *animate* is off."""
        if face_up == self.face_up:
            return
        self.face_up = face_up
        ms = self.board().anim_ms(320) if animate and self.scene() else 0
        if self._flip is not None:
            self._flip.stop()
            self._flip.deleteLater()
            self._flip = None
        if ms <= 0:
            self._turned(1.0)
            return
        self._flip = QVariantAnimation(self)
        self._flip.setDuration(ms)
        self._flip.setStartValue(0.0)
        self._flip.setEndValue(1.0)
        self._flip.valueChanged.connect(self._turned)
        self._turned(0.0)
        self._flip.start()

    def flip(self, animate: bool = True) -> None:
        self.set_face_up(not self.face_up, animate)

    def _turned(self, t: float) -> None:
        self._turn = t
        self.update()

    def showing_face(self) -> bool:
        """Which side is drawn now: the old one during the first half of a flip."""
        return self.face_up if self._turn >= 0.5 else not self.face_up

    # --- geometry and drawing ----------------------------------------------------
    def card_rect(self) -> QRectF:
        w, h = self.size.width(), self.size.height()
        return QRectF(-w / 2, -h / 2 - self.lift, w, h)

    def boundingRect(self) -> QRectF:
        rest = QRectF(-self.size.width() / 2, -self.size.height() / 2, self.size.width(),
                      self.size.height())
        pad = self.size.width() * 0.08
        return rest.united(self.card_rect()).adjusted(-pad, -pad, pad, pad)

    def shape(self) -> QPainterPath:
        """The card where it is drawn, and where it rests so a lifted card stays hovered."""
        path = card_path(self.card_rect())
        path.setFillRule(Qt.FillRule.WindingFill)
        if self.lift:
            path.addRect(self.card_rect().adjusted(0, self.lift, 0, self.lift))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        u = rect.width() / 100
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.save()
        painter.translate(rect.center())
        painter.scale(max(0.02, abs(1 - 2 * self._turn)), 1)
        painter.translate(-rect.center())
        drop_shadow(painter, card_path(rect), QPointF(u * 2.5, u * (3.5 + self.lift / 8)))
        if self.showing_face():
            paint_face(painter, rect, self.face, self.pal)
        else:
            paint_back(painter, rect, self.back, self.pal)
        painter.restore()
        paint_marks(painter, card_path(rect.adjusted(-u * 2, -u * 2, u * 2, u * 2)), self,
                    self.pal, u)

    # --- zoom on hover -------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self.face_up and not self.dragging:
            self._zoom_timer.start(self.zoom_delay_ms)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hide_zoom()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.hide_zoom()
        super().mousePressEvent(event)

    def show_zoom(self) -> None:
        """Show the larger copy above everything, inside the visible part of the scene."""
        if self.scene() is None or not self.face_up:
            return
        if self.zoom is None:
            self.zoom = CardZoom(self)
            self.scene().addItem(self.zoom)
        self.zoom.place()
        self.zoom.show()

    def hide_zoom(self) -> None:
        self._zoom_timer.stop()
        if self.zoom is not None:
            self.zoom.hide()

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneChange and self.zoom is not None:
            self._zoom_timer.stop()
            if self.zoom.scene() is not None:
                self.zoom.scene().removeItem(self.zoom)
            self.zoom = None
        return super().itemChange(change, value)


class CardZoom(QGraphicsObject):
    """A large, read-only copy of a card's face; it takes no mouse or hover events."""

    def __init__(self, card: CardItem) -> None:
        super().__init__()
        self.card = card
        self.rect = QRectF()
        self.setZValue(ZOOM_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def place(self) -> None:
        """Size and place the copy beside the card, wholly inside the visible scene."""
        visible = visible_rect(self.card)
        size = self.card.size * self.card.zoom_factor
        fit = min(1.0, visible.width() * 0.94 / size.width(),
                  visible.height() * 0.94 / size.height())
        self.prepareGeometryChange()
        self.rect = zoom_rect(self.card.sceneBoundingRect(), size * fit, visible)
        self.update()
        if self.scene() is not None and self.scene().views():
            keep_clear(self.scene().views()[0],
                       self.sceneBoundingRect().united(self.card.sceneBoundingRect()))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 12, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.rect.width() / 100
        drop_shadow(painter, card_path(self.rect), QPointF(u * 2, u * 3), 150)
        paint_face(painter, self.rect, self.card.face, self.card.pal)


def visible_rect(item: QGraphicsItem) -> QRectF:
    """The part of the scene the first view shows (the scene rect without a view)."""
    scene = item.scene()
    views: list[QGraphicsView] = scene.views()
    if not views:
        return scene.sceneRect()
    return views[0].mapToScene(views[0].viewport().rect()).boundingRect()


def zoom_rect(card: QRectF, size: QSizeF, visible: QRectF) -> QRectF:
    """Where a zoom of *size* goes: above, right of, left of or below *card*, kept in *visible*."""
    gap = size.width() * 0.04
    w, h, c = size.width(), size.height(), card.center()
    tries = [QPointF(c.x() - w / 2, card.top() - gap - h),
             QPointF(card.right() + gap, c.y() - h / 2),
             QPointF(card.left() - gap - w, c.y() - h / 2),
             QPointF(c.x() - w / 2, card.bottom() + gap)]
    rects = [clamp(QRectF(p, size), visible) for p in tries]
    for rect in rects:
        if not rect.intersects(card):
            return rect
    return rects[0]


def clamp(rect: QRectF, area: QRectF) -> QRectF:
    """*rect* moved (not resized) the least so that it lies inside *area*."""
    x = min(max(rect.left(), area.left()), area.right() - rect.width())
    y = min(max(rect.top(), area.top()), area.bottom() - rect.height())
    return QRectF(x, y, rect.width(), rect.height())
