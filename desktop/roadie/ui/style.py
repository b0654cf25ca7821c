"""One visual style for the whole table: dark felt, warm brass and amber, cream text."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont, QPalette

if TYPE_CHECKING:
    from PySide6.QtGui import QRadialGradient


@dataclass(frozen=True)
class Palette:
    """The colours the app and the board kit draw with."""

    felt: str = "#1b3a30"
    felt_dark: str = "#0c1d18"
    wood: str = "#2a1a12"
    wood_light: str = "#4a2e1f"
    brass: str = "#c9953b"
    amber: str = "#f0a830"
    cream: str = "#f5e9d3"
    muted: str = "#b9a98f"
    velvet: str = "#7a1f24"
    legal: str = "#7fd67a"
    hover: str = "#fff0a0"
    refuse: str = "#e0574f"
    seats: tuple[str, ...] = ("#f0a830", "#4fb3a9", "#e46a5a", "#a58bd6", "#8fc05a", "#d873b6")
    """One colour per seat, for as many seats as any game has (Rock Hard: 1977 seats five)."""
    dice: tuple[tuple[int, str], ...] = ()
    pairs: tuple[str, ...] = ("#ffd166", "#8ecae6", "#f4978e", "#b8f2a0", "#cdb4db", "#ffb703")


WARM = Palette()
COLOUR_BLIND = Palette(
    # Okabe-Ito: distinguishable with the common colour-vision deficiencies.
    legal="#56b4e9", refuse="#d55e00",
    seats=("#e69f00", "#56b4e9", "#009e73", "#cc79a7", "#f0e442", "#0072b2"),
    dice=((4, "#d55e00"), (6, "#e69f00"), (8, "#009e73"), (10, "#56b4e9"), (12, "#0072b2"),
          (20, "#cc79a7")),
    pairs=("#f0e442", "#56b4e9", "#e69f00", "#009e73", "#cc79a7", "#ffffff"),
)


def palette(colour_blind: bool) -> Palette:
    return COLOUR_BLIND if colour_blind else WARM


def font(point_size: float, bold: bool = False) -> QFont:
    """The UI font at a size; board text uses scene units, so it scales as vectors do."""
    f = QFont()
    f.setPointSizeF(point_size)
    f.setBold(bold)
    return f


def pixel_font(pixels: float, bold: bool = False) -> QFont:
    """A font sized in scene units, for text drawn on the board."""
    f = QFont()
    f.setPixelSize(max(1, round(pixels)))
    f.setBold(bold)
    return f


def felt_brush(cx: float, cy: float, radius: float, pal: Palette = WARM) -> QRadialGradient:
    """The table felt: lit in the middle, darker towards the edges."""
    from PySide6.QtGui import QRadialGradient  # (for the tables: its class costs the launcher)

    g = QRadialGradient(cx, cy, radius)
    g.setColorAt(0.0, QColor(pal.felt).lighter(118))
    g.setColorAt(0.65, QColor(pal.felt))
    g.setColorAt(1.0, QColor(pal.felt_dark))
    return g


def stylesheet(pal: Palette = WARM) -> str:
    """The Qt style sheet for every widget around the board."""
    return f"""
QMainWindow, QDialog, QWidget#page {{ background: {pal.wood}; color: {pal.cream}; }}
QWidget {{ color: {pal.cream}; }}
QToolTip {{ background: #fbf3e2; color: #2a1a12; border: 1px solid {pal.brass}; padding: 6px; }}
QMenuBar {{ background: #1d120c; color: {pal.cream}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {pal.velvet}; }}
QMenu {{ background: #24170f; color: {pal.cream}; border: 1px solid {pal.brass}; }}
QMenu::item:disabled {{ color: #7d6c58; }}
QStatusBar {{ background: #1d120c; color: {pal.muted}; }}
QFrame#card, QFrame#panel {{
    background: #35231a; border: 1px solid #5a3d2a; border-radius: 10px; }}
QFrame#card:disabled {{ background: #2d1f17; }}
QLabel#title {{ color: {pal.amber}; font-weight: bold; }}
QLabel#heading {{ color: {pal.brass}; font-weight: bold; }}
QLabel#muted {{ color: {pal.muted}; }}
QPushButton {{
    background: #4a2e1f; color: {pal.cream}; border: 1px solid #7a5236; border-radius: 7px;
    padding: 7px 14px; }}
QPushButton:hover {{ background: #5c3a27; border-color: {pal.brass}; }}
QPushButton:focus {{ border: 2px solid {pal.amber}; }}
QPushButton:disabled {{ color: #7d6c58; background: #33231a; border-color: #4a3526; }}
QPushButton#primary {{
    background: {pal.amber}; color: #2a1a12; font-weight: bold; border: 1px solid #ffd27a; }}
QPushButton#primary:hover {{ background: #ffbf4d; }}
QPushButton#primary:disabled {{ background: #6e5a3a; color: #3a2a1c; }}
QLineEdit, QComboBox, QListWidget, QTableWidget, QPlainTextEdit#log {{
    background: #1f140e; color: {pal.cream}; border: 1px solid #5a3d2a; border-radius: 5px;
    padding: 4px; selection-background-color: {pal.velvet}; }}
QComboBox QAbstractItemView {{ background: #1f140e; color: {pal.cream}; }}
QLineEdit:disabled, QComboBox:disabled {{ color: #6e5a3a; border-color: #3b2718; }}
QHeaderView::section {{ background: #3b2718; color: {pal.brass}; border: none; padding: 4px; }}
QCheckBox {{ spacing: 8px; }}
QScrollArea {{ background: transparent; border: none; }}
"""


def chosen_card(pal: Palette = WARM) -> str:
    """The style sheet of the launcher's chosen game card (its own: the app's stays as it is)."""
    return f"QFrame#card {{ border: 2px solid {pal.amber}; background: #46301f; }}"


def die_colour(sides: int, content_colour: str | None, pal: Palette) -> QColor:
    """A die's body colour: the content pack's, or the colour-blind palette's."""
    override = dict(pal.dice).get(sides)
    return QColor(override or content_colour or "#d8c8a8")


def qt_palette(pal: Palette = WARM) -> QPalette:
    """Dark warm colours for the widgets the style sheet leaves to the Fusion style."""
    qp = QPalette()
    roles = {
        QPalette.ColorRole.Window: pal.wood, QPalette.ColorRole.WindowText: pal.cream,
        QPalette.ColorRole.Base: "#1f140e", QPalette.ColorRole.AlternateBase: "#2a1a12",
        QPalette.ColorRole.Text: pal.cream, QPalette.ColorRole.Button: "#4a2e1f",
        QPalette.ColorRole.ButtonText: pal.cream, QPalette.ColorRole.Highlight: pal.velvet,
        QPalette.ColorRole.HighlightedText: pal.cream, QPalette.ColorRole.ToolTipBase: "#fbf3e2",
        QPalette.ColorRole.ToolTipText: "#2a1a12", QPalette.ColorRole.PlaceholderText: pal.muted,
    }
    for role, colour in roles.items():
        qp.setColor(role, QColor(colour))
    qp.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, QColor("#7d6c58"))
    qp.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, QColor("#7d6c58"))
    qp.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, QColor("#7d6c58"))
    return qp
