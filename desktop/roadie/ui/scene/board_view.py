"""The view of a board: scales the whole scene to the window, vector-sharp at any DPI."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.style import WARM, Palette, felt_brush


class BoardView(QGraphicsView):
    """Shows the whole scene, keeping its aspect, on a felt that fills the window."""

    def __init__(self, scene: BoardScene, parent: QWidget | None = None,
                 pal: Palette = WARM) -> None:
        super().__init__(scene, parent)
        self.pal = pal
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()
        self.resetCachedContent()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        area = self.mapToScene(self.viewport().rect()).boundingRect()
        centre = self.sceneRect().center()
        radius = max(area.width(), area.height()) * 0.75
        painter.fillRect(rect, felt_brush(centre.x(), centre.y(), radius, self.pal))

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Tabbing onto the board starts at its first target (Shift+Tab: its last)."""
        super().focusInEvent(event)
        scene = self.scene()
        reason = event.reason()
        if isinstance(scene, BoardScene) and reason in (Qt.FocusReason.TabFocusReason,
                                                        Qt.FocusReason.BacktabFocusReason):
            scene.focus_end(first=reason == Qt.FocusReason.TabFocusReason)

    def event(self, event: QEvent) -> bool:
        """A letter the focused piece uses (Rock Hard's P on a space) is the board's, not
        the menu shortcut's (Game › Pause)."""
        scene = self.scene()
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(scene, BoardScene) \
                and isinstance(event, QKeyEvent) and scene.claims(event):
            event.accept()
            return True
        return super().event(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        scene = self.scene()
        if isinstance(scene, BoardScene) and scene.cycle_focus(forward):
            return True
        return super().focusNextPrevChild(forward)
