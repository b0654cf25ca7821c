"""A labelled number (money, energy, fans) that counts to its new value when it changes."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from roadie.ui.scene.draw import draw_fitted, paint_marks, rounded
from roadie.ui.scene.piece import Target
from roadie.ui.style import WARM, Palette


class CounterItem(Target):
    """A plaque of *size* (scene units) centred on its position: a label over a number.

    ``value`` is the number the board set; ``shown`` the one drawn, which runs to
    ``value`` and flashes green (up) or red (down) as it goes.
    """

    def __init__(self, label: str, value: int = 0, width: float = 150.0, height: float = 70.0,
                 accent: str = WARM.amber, pal: Palette = WARM) -> None:
        super().__init__()
        self.label, self.value, self.shown = label, value, value
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        self.accent, self.pal = QColor(accent), pal
        self._glow = 0.0
        self._rising = True
        self._anim: QVariantAnimation | None = None
        self.setZValue(3)

    def set_value(self, value: int, animate: bool = True) -> None:
        """Show *value*, counting to it over a moment unless *animate* is off."""
        if self._anim is not None:
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
        start, self.value = self.shown, value
        ms = self.board().anim_ms(min(900, 120 + 60 * abs(value - start))) \
            if animate and self.scene() else 0
        if ms <= 0 or value == start:
            self.shown, self._glow = value, 0.0
            self.update()
            return
        self._rising = value > start
        self._anim = QVariantAnimation(self)
        self._anim.setDuration(ms)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(lambda t: self._step(start, t))
        self._anim.start()

    def _step(self, start: int, t: float) -> None:
        self.shown = round(start + (self.value - start) * t)
        self._glow = 1.0 - t
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r, u = self.rect, self.rect.height() / 100
        plaque = rounded(r, u * 16)
        painter.setPen(QPen(QColor(self.pal.wood_light), u * 3))
        painter.setBrush(QColor(self.pal.wood))
        painter.drawPath(plaque)
        if self._glow > 0:
            flash = QColor(self.pal.legal if self._rising else self.pal.refuse)
            flash.setAlphaF(0.85 * self._glow)
            painter.setPen(QPen(flash, u * 7))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(plaque)
        painter.setPen(QColor(self.pal.muted))
        draw_fitted(painter, QRectF(r.left() + u * 10, r.top() + u * 4, r.width() - u * 20,
                                    u * 30), self.label, u * 22)
        painter.setPen(self.accent)
        draw_fitted(painter, QRectF(r.left() + u * 10, r.top() + u * 32, r.width() - u * 20,
                                    u * 62), str(self.shown), u * 56, bold=True)
        paint_marks(painter, rounded(r.adjusted(-u * 5, -u * 5, u * 5, u * 5), u * 20), self,
                    self.pal, u * 2.5)
