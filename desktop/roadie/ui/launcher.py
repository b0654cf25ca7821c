"""The launcher: pick a game, seat the players, choose options, or resume a game.

Qt's namespace (``Qt.…``) is not named on the way to the launcher's first frame: naming it
builds all of its hundred-odd enums in Python, a fifth of a bare window's start-up. The few
values needed before then are given by number (tests/ui/test_startup_lazy.py holds them equal
to Qt's names); handlers of later events import it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from PySide6.QtCore import QEvent, QRegularExpression, QSize, Signal
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPixmap,
    QRegularExpressionValidator,
)
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from roadie import games
from roadie.bots.level_info import LEVEL_INFO, levels_for
from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.storage.summary import save_summary
from roadie.ui.art import game_art
from roadie.ui.in_progress_list import GamesInProgress, ProgressEntry, game_title, progress_text
from roadie.ui.option_widgets import (
    fit_to_players,
    option_value,
    option_widget,
    retranslate_option,
)
from roadie.ui.rejoin_offers import RejoinOffers
from roadie.ui.style import chosen_card, font
from roadie.ui.teaching import has_lesson
from roadie.ui.teaching.guided import has_guide
from roadie.ui.texts import translated

if TYPE_CHECKING:
    from PySide6.QtGui import QEnterEvent, QKeyEvent, QMouseEvent

    from roadie.storage.summary import SaveSummary

STRONG_FOCUS = 0xB
"""``Qt.FocusPolicy.StrongFocus``, by number (see the module's note)."""
TOOLTIP_ROLE = 3
"""``Qt.ItemDataRole.ToolTipRole``, by number (see the module's note)."""

SEAT_COLOURS = "colours"
"""An option a game may offer: each seat's player colour, chosen in the seat's row."""
SEAT_INSTRUMENTS = "instruments"
"""An option a game may offer: each seat's instrument (or Random), chosen in the seat's row."""
RANDOM = "random"
FIRST_PLAYER = "first_player"
"""An option a game may offer: the seat that starts, chosen among the seats by name."""
def fewest_seats(info: Any) -> int:
    """A solo game (against the rulebook's automaton) may be played by one seat."""
    return 1 if info.solo else int(info.min_players)


SeatKind = Literal["human", "bot", "remote"]
"""Who plays a seat (as ``roadie.storage.saves.SeatSpec`` says)."""


@dataclass
class NewGame:
    """Everything the launcher gathered to start a game."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: list[tuple[str, SeatKind, str]] = field(default_factory=list)
    """(name, kind, level) per seat."""
    guided: bool = False
    """A guided game: autosaved apart, so that Continue still opens the player's own game."""


class GameCard(QFrame):
    """One game: art, title, players and pitch; clicking selects it."""

    chosen = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName("card")
        self.setProperty("focusPolicy", STRONG_FOCUS)
        grid = QGridLayout(self)
        grid.setContentsMargins(10, 10, 12, 10)
        grid.setHorizontalSpacing(14)
        self.art = QLabel()
        self.art.setFixedSize(QSize(176, 110))
        self.art.setPixmap(game_art(game_id, QSize(176, 110), self.devicePixelRatioF()))
        grid.addWidget(self.art, 0, 0, 3, 1)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setFont(font(14, bold=True))
        self.players = QLabel()
        self.players.setObjectName("muted")
        self.pitch = QLabel(wordWrap=True)
        self.pitch.setFont(font(10))
        grid.addWidget(self.title, 0, 1)
        grid.addWidget(self.players, 1, 1)
        grid.addWidget(self.pitch, 2, 1)
        grid.setColumnStretch(1, 1)

    def fill(self, title: str, pitch: str, low: int, high: int, playable: bool) -> None:
        self.title.setText(title)
        self.pitch.setText(pitch)
        players = self.tr("%1–%2 players").replace("%1", str(low)).replace("%2", str(high))
        self.players.setText(players if playable else players + " · " + self.tr("coming soon"))
        self.setEnabled(playable)
        self.setToolTip("" if playable else self.tr("Coming soon: not playable in this build."))

    def set_selected(self, selected: bool) -> None:
        """Show the card as the chosen game or not (a style sheet of its own repolishes it
        without building Qt's style classes in Python before the first frame)."""
        self.setStyleSheet(chosen_card() if selected else "")

    def enterEvent(self, event: QEnterEvent) -> None:
        """A hand over the card, set as the pointer first comes (see the module's note)."""
        from PySide6.QtCore import Qt

        self.setCursor(Qt.CursorShape.PointingHandCursor)
        super().enterEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.chosen.emit(self.game_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        from PySide6.QtCore import Qt

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.chosen.emit(self.game_id)
        else:
            super().keyPressEvent(event)


COLOUR_NAMES = {"red": _("Launcher", "Red"), "blue": _("Launcher", "Blue"),
                "green": _("Launcher", "Green"), "yellow": _("Launcher", "Yellow"),
                "purple": _("Launcher", "Purple")}
"""Player colours as the launcher names them (a pack's other colours show as they are)."""


def colour_name(colour: str) -> str:
    return translated("Launcher", COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour


class SeatRow(QWidget):
    """A seat in the setup: name, human or bot, and the bot's level (with what it means)."""

    def __init__(self, name: str, bot: bool, game_id: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        row = QHBoxLayout()
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.default_name = name
        """The name the launcher proposed (it follows the language until edited)."""
        self.kind = QComboBox()
        self.kind.addItem("", "human")
        self.kind.addItem("", "bot")
        self.kind.setCurrentIndex(1 if bot else 0)
        self.level = QComboBox()
        self.levels = levels_for(game_id)
        for level in self.levels:
            self.level.addItem("", level.name)
        self.level.setCurrentIndex(max(0, self.level.findData("normal")))
        self.colour = QComboBox()
        """The seat's player colour, where the game lets each player choose one."""
        self.colour.hide()
        self.shown_colour: str | None = None
        """The colour the seat had before the latest choice (to hand to a seat it displaces)."""
        self.instrument = QComboBox()
        """The seat's instrument (or Random), where the game lets each player choose one."""
        self.instrument.hide()
        self.shown_instrument: str = RANDOM
        """The instrument the seat had before the latest choice (for a seat it displaces)."""
        self.about = QLabel()
        self.about.setObjectName("muted")
        self.retranslate()
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.level.currentIndexChanged.connect(self._describe)
        row.addWidget(self.name, 2)
        row.addWidget(self.kind, 1)
        row.addWidget(self.level, 1)
        row.addWidget(self.colour, 1)
        row.addWidget(self.instrument, 1)
        column.addLayout(row)
        column.addWidget(self.about)
        self._kind_changed()

    def retranslate(self) -> None:
        self.kind.setItemText(0, self.tr("Human"))
        self.kind.setItemText(1, self.tr("Bot"))
        for index in range(self.colour.count()):
            self.colour.setItemText(index, colour_name(self.colour.itemData(index)))
        if self.instrument.count():
            self.instrument.setItemText(0, self.tr("Random instrument"))
            self.instrument.setToolTip(self.tr("Your instrument; Random deals you one nobody "
                                               "chose"))
        for index, level in enumerate(self.levels):
            self.level.setItemText(index, translated("bots", level.title))
            self.level.setItemData(index, translated("bots", level.description), TOOLTIP_ROLE)
        self._describe()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _kind_changed(self) -> None:
        self.level.setEnabled(self.is_bot())  # the launcher says which levels to describe

    def is_bot(self) -> bool:
        return bool(self.kind.currentData() == "bot")

    def _describe(self) -> None:
        """One line under the seat: what the chosen level plays like."""
        level = LEVEL_INFO.get(self.level.currentData())
        self.about.setText(translated("bots", level.description) if level else "")

    def offer_colours(self, colours: list[str], chosen: str) -> None:
        """Let this seat choose its player colour among *colours*."""
        self.colour.clear()
        for name in colours:
            swatch = QPixmap(14, 14)
            swatch.fill(QColor(name))
            self.colour.addItem(QIcon(swatch), colour_name(name), name)
        self.colour.setCurrentIndex(max(0, self.colour.findData(chosen)))
        self.shown_colour = chosen
        self.colour.setToolTip(self.tr("Your player colour"))
        self.colour.show()

    def offer_instruments(self, names: list[tuple[str, str]]) -> None:
        """Let this seat choose its instrument among *names* ((id, shown name) pairs) or Random."""
        self.instrument.clear()
        self.instrument.addItem("", RANDOM)
        for value, shown in names:
            self.instrument.addItem(shown, value)
        self.shown_instrument = RANDOM
        self.instrument.show()
        self.retranslate()

    def spec(self, fallback: str) -> tuple[str, SeatKind, str]:
        return (self.name.text().strip() or fallback, self.kind.currentData(),
                self.level.currentData())


class Launcher(QWidget):
    """The first screen: game cards on the left, setup and saved games on the right."""

    start = Signal(object)
    """A :class:`NewGame`."""
    resume = Signal(object)
    """A game in progress to play on (a :class:`ProgressEntry`)."""
    forget = Signal(object)
    """A game in progress to delete (a :class:`ProgressEntry`): the player said yes."""
    load = Signal()
    open_recent = Signal(str)
    network = Signal()
    """Play the game set up here on the network (host it, or join another)."""
    guided = Signal(str)
    """A guided first game of the chosen game (its id)."""
    chosen = Signal(str)
    """A game was chosen (its id)."""

    def __init__(self, game_ids: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.game: games.Entry | None = None
        """The chosen game's registry entry (its rules load only for choices its content makes)."""
        self.cards: dict[str, GameCard] = {}
        self.seats: list[SeatRow] = []
        self.option_widgets: dict[str, Any] = {}
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        page = QWidget()
        page.setObjectName("page")
        scroll.setWidget(page)
        whole = QVBoxLayout(self)
        whole.setContentsMargins(0, 0, 0, 0)
        whole.addWidget(scroll)
        outer = QHBoxLayout(page)
        outer.setContentsMargins(28, 18, 28, 14)
        outer.setSpacing(24)
        left = QVBoxLayout()
        brand = QLabel("ROADIE")
        brand.setObjectName("title")
        brand.setFont(font(30, bold=True))
        self.tagline = QLabel()
        self.tagline.setObjectName("muted")
        left.addWidget(brand)
        left.addWidget(self.tagline)
        left.addSpacing(8)
        for game_id in game_ids:
            card = GameCard(game_id)
            card.chosen.connect(self.choose)
            left.addWidget(card)
            self.cards[game_id] = card
        left.addStretch(1)
        outer.addLayout(left, 5)
        outer.addLayout(self._right_column(), 4)
        self._populated = False
        self.recent_paths: list[str] = []
        """What :meth:`set_saved` was last told of the recent games (its texts follow the
        language)."""
        self.retranslate()

    def _right_column(self) -> QVBoxLayout:
        right = QVBoxLayout()
        right.setSpacing(12)
        setup = QFrame()
        setup.setObjectName("panel")
        box = QVBoxLayout(setup)
        box.setContentsMargins(18, 14, 18, 16)
        self.setup_title = QLabel()
        self.setup_title.setObjectName("title")
        self.setup_title.setFont(font(15, bold=True))
        box.addWidget(self.setup_title)
        self.seats_heading = self._heading()
        box.addWidget(self.seats_heading)
        self.seat_box = QVBoxLayout()
        box.addLayout(self.seat_box)
        self.automaton = QLabel()
        """The rulebook's automaton as a seat of its own, in a solo game."""
        self.automaton.setObjectName("muted")
        box.addWidget(self.automaton)
        buttons = QHBoxLayout()
        self.add_seat = QPushButton()
        self.add_seat.clicked.connect(lambda: self._add_seat())
        self.remove_seat = QPushButton()
        self.remove_seat.clicked.connect(self._remove_seat)
        buttons.addWidget(self.add_seat)
        buttons.addWidget(self.remove_seat)
        box.addLayout(buttons)
        self.options_heading = self._heading()
        box.addWidget(self.options_heading)
        self.form = QFormLayout()
        box.addLayout(self.form)
        self.new_button = QPushButton()
        self.new_button.setObjectName("primary")
        self.new_button.setFont(font(13, bold=True))
        self.new_button.clicked.connect(self._start)
        box.addWidget(self.new_button)
        self.network_button = QPushButton()
        self.network_button.clicked.connect(self.network)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(self.show_rules)
        self.how_to_play_button = QPushButton()
        self.how_to_play_button.clicked.connect(self.show_how_to_play)
        help_row = QHBoxLayout()
        help_row.addWidget(self.how_to_play_button)
        help_row.addWidget(self.rules_button)
        box.addLayout(help_row)
        self.guided_button = QPushButton()
        self.guided_button.clicked.connect(lambda: self.guided.emit(self._entry().id))
        play_row = QHBoxLayout()  # one row, so four seats fit a 1280x800 window
        play_row.addWidget(self.guided_button)
        play_row.addWidget(self.network_button)
        box.addLayout(play_row)
        right.addWidget(setup)
        saved = QFrame()
        saved.setObjectName("panel")
        sbox = QVBoxLayout(saved)
        sbox.setContentsMargins(18, 12, 18, 14)
        sbox.setSpacing(6)
        self.saved_heading = self._heading()
        sbox.addWidget(self.saved_heading)
        self.rejoins = RejoinOffers()  # seats held at network games under way
        sbox.addWidget(self.rejoins)
        self.in_progress = GamesInProgress()
        self.in_progress.chosen.connect(self.resume)
        self.in_progress.forget.connect(self.forget)
        sbox.addWidget(self.in_progress)
        row = QHBoxLayout()
        self.recent_label = self._heading()
        self.load_button = QPushButton()
        self.load_button.clicked.connect(self.load)
        row.addWidget(self.recent_label, 1)
        row.addWidget(self.load_button)
        sbox.addLayout(row)
        self.recent = QListWidget()
        self.recent.setMaximumHeight(48)
        self.recent.itemActivated.connect(self._open_item)
        sbox.addWidget(self.recent)
        right.addWidget(saved)
        right.addStretch(1)
        return right

    def _heading(self) -> QLabel:
        label = QLabel()
        label.setObjectName("heading")
        label.setFont(font(9, bold=True))
        return label

    # --- the language ----------------------------------------------------------
    def retranslate(self) -> None:
        """Every text in the language installed now; the chosen game, seats and
        options stay (seat names the launcher proposed follow the language)."""
        self.tagline.setText(self.tr("A table for music-themed board games, every rule checked."))
        self.seats_heading.setText(self.tr("Seats").upper())
        self.add_seat.setText(self.tr("Add a seat"))
        self.remove_seat.setText(self.tr("Remove the last seat"))
        self.options_heading.setText(self.tr("Variants and content").upper())
        self.new_button.setText(self.tr("New game"))
        self.network_button.setText(self.tr("Play on the network…"))
        self.rules_button.setText(self.tr("Read the rules…"))
        self.rules_button.setToolTip(self.tr("Every rule of this game, with Roadie's readings"))
        self.how_to_play_button.setText(self.tr("How to play"))
        self.how_to_play_button.setToolTip(self.tr("The goal, a round in pictures and how you "
                                                   "score"))
        self.guided_button.setText(self.tr("Guided first game"))
        self.guided_button.setToolTip(self.tr("Learn at the table, one step at a time, "
                                              "against a gentle bot"))
        self.add_seat.setToolTip(self.tr("Seat one more player, human or bot"))
        self.remove_seat.setToolTip(self.tr("Remove the last seat"))
        self._show_saved()
        self.load_button.setText(self.tr("Load…"))
        self.recent_label.setText(self.tr("Recent games").upper())
        if self._populated:
            self._fill_cards()
        if self.game is not None:
            self._retranslate_setup()

    def _retranslate_setup(self) -> None:
        assert self.game is not None
        self.setup_title.setText(self.tr("New game of %1")
                                 .replace("%1", translated("games", self.game.about.title)))
        for row in self.seats:
            self._propose_name(row)
            for index in range(1, row.instrument.count()):
                row.instrument.setItemText(index, self._content_name(
                    SEAT_INSTRUMENTS, row.instrument.itemData(index)))
        for name, widget in self.option_widgets.items():
            self._set_label(widget, self._option_label(name))
            option = self._option(name)
            if option is not None:
                retranslate_option(option, widget)
                fit_to_players(option, widget, len(self.seats))
            self._label_content(name, widget)
        self._set_label(self.pack, self.tr("Content pack"))
        self.pack.setToolTip(self.tr("The cards and boards to play with"))
        self._set_label(self.seed, self.tr("Seed (optional)"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same seed deals the same game again"))
        self._fit_to_seats()

    def _propose_name(self, row: SeatRow) -> None:
        """Name a seat as the launcher proposes, unless the player typed one."""
        proposed = self._seat_name(self.seats.index(row), row.kind.currentData() == "human")
        if row.name.text() == row.default_name:
            row.name.setText(proposed)
        row.default_name = proposed

    def _set_label(self, field: QWidget, text: str) -> None:
        label = self.form.labelForField(field)
        if isinstance(label, QLabel):
            label.setText(text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # --- filling in from the games ---------------------------------------------
    def populate(self) -> None:
        """Fill the game cards from the registry and choose the first playable game."""
        self._populated = True
        self.rejoins.refresh()
        playable = self._fill_cards()
        if playable:
            self.choose(playable[0])

    def _fill_cards(self) -> list[str]:
        """Each card's title, players and pitch from the registry; the playable games."""
        for game_id, card in self.cards.items():
            entry = games.entry(game_id)
            info = entry.about
            card.fill(translated("games", info.title), translated("games", info.pitch),
                      fewest_seats(info), info.max_players, entry.playable)
        return [g for g in self.cards if games.entry(g).playable]

    def set_saved(self, in_progress: list[ProgressEntry], recent: list[str]) -> None:
        """The games in progress (newest first) and the recent games, each recent one read
        from its save's header; a damaged save is listed as such."""
        self.in_progress.set_entries(in_progress)
        self.recent_paths = list(recent)
        self._show_saved()

    def _show_saved(self) -> None:
        count = len(self.in_progress.entries)
        self.saved_heading.setText(self.tr("Games in progress").upper()
                                   + (f" · {count}" if count else ""))
        self.recent.clear()
        for path in self.recent_paths:
            info = save_summary(Path(path))
            damaged = self.tr("%1 (damaged or missing)").replace("%1", Path(path).name)
            item = QListWidgetItem(self._describe_save(info) if info else damaged)
            item.setData(256, path)
            item.setData(257, info is not None)
            item.setToolTip(path)
            self.recent.addItem(item)

    def _open_item(self, item: QListWidgetItem) -> None:
        if item.data(257):
            self.open_recent.emit(item.data(256))

    def _describe_save(self, summary: SaveSummary) -> str:
        """The game, its players, how far it had come and the day it was saved."""
        return " · ".join(p for p in (game_title(summary.game), ", ".join(summary.players),
                                      progress_text(summary.progress, summary.over),
                                      summary.date) if p)

    def show_rules(self) -> None:
        """The rules browser for the chosen game."""
        from roadie.ui.rules_dialog import RulesDialog

        entry = self._entry()
        RulesDialog(entry.id, translated("games", entry.about.title), self).open()

    def show_how_to_play(self) -> None:
        """The illustrated overview of the chosen game."""
        from roadie.ui.how_to_play import HowToPlayDialog

        entry = self._entry()
        HowToPlayDialog(entry.id, translated("games", entry.about.title), self).open()

    def choose(self, game_id: str) -> None:
        """Select a game and lay out its seats and options."""
        self.game = games.entry(game_id)
        for gid, card in self.cards.items():
            card.set_selected(gid == game_id)
        while self.seats:
            self._remove_seat(force=True)
        for _seat in range(self.game.about.min_players):
            self._add_seat()
        self._build_options()
        self.how_to_play_button.setVisible(has_lesson(game_id))
        self.guided_button.setVisible(has_guide(game_id))
        self._retranslate_setup()
        self.chosen.emit(game_id)

    def _add_seat(self) -> None:
        n = len(self.seats)
        if self.game is None or n >= self.game.about.max_players:
            return
        row = SeatRow(self._seat_name(n, n == 0), bot=n > 0, game_id=self.game.id)
        row.kind.currentIndexChanged.connect(lambda _i, r=row: self._propose_name(r))
        row.name.setToolTip(self.tr("The player's name at the table"))
        row.kind.setToolTip(self.tr("A person at this computer, or a bot"))
        row.level.setToolTip(self.tr("How well the bot plays"))
        row.name.textChanged.connect(self._seats_changed)
        colours = self._choices(SEAT_COLOURS)
        if colours:
            taken = {r.colour.currentData() for r in self.seats}
            row.offer_colours(colours, next(c for c in colours if c not in taken))
            row.colour.currentIndexChanged.connect(lambda _i, r=row: self._colour_chosen(r))
        instruments = self._choices(SEAT_INSTRUMENTS)
        if instruments:
            row.offer_instruments([(i, self._content_name(SEAT_INSTRUMENTS, i))
                                   for i in instruments])
            row.instrument.currentIndexChanged.connect(
                lambda _i, r=row: self._instrument_chosen(r))
        row.kind.currentIndexChanged.connect(self._describe_levels)
        row.level.currentIndexChanged.connect(self._describe_levels)
        self.seats.append(row)
        self.seat_box.addWidget(row)
        self._seat_buttons()
        self._fit_to_seats()
        self._describe_levels()

    def _describe_levels(self) -> None:
        """Each bot level in play is described once, under the first seat that has it
        (three Normal bots: one line, not three)."""
        described: set[str] = set()
        for row in self.seats:
            level = row.level.currentData()
            row.about.setVisible(row.is_bot() and level not in described)
            if row.is_bot():
                described.add(level)

    def _colour_chosen(self, row: SeatRow) -> None:
        """No two seats share a colour: a seat whose colour was taken gets the chooser's old one."""
        new, old = row.colour.currentData(), row.shown_colour
        row.shown_colour = new
        for other in self.seats:
            if other is not row and other.colour.currentData() == new:
                other.colour.setCurrentIndex(other.colour.findData(old))

    def _instrument_chosen(self, row: SeatRow) -> None:
        """No two seats play one instrument: a seat whose instrument was taken gets the
        chooser's old choice (Random included)."""
        new, old = row.instrument.currentData(), row.shown_instrument
        row.shown_instrument = new
        for other in self.seats:
            if other is not row and new != RANDOM and other.instrument.currentData() == new:
                other.instrument.setCurrentIndex(other.instrument.findData(old))

    def _content_name(self, name: str, value: str) -> str:
        """A content pack's value as its cards print it, translated (else as it is)."""
        entry = self._entry()
        parts = games.content_labels(entry.id, name).get(value)
        return self._printed(entry.content_context or "", parts) if parts else value

    def _seat_name(self, n: int, human: bool) -> str:
        """The name proposed for seat *n* (counted from 0), a human's or a bot's."""
        if human:
            return self.tr("Player %1").replace("%1", str(n + 1))
        return self.tr("Bot %1").replace("%1", str(n + 1))

    def _remove_seat(self, force: bool = False) -> None:
        if self.seats and (force or len(self.seats) > fewest_seats(self._entry().about)):
            row = self.seats.pop()
            row.setParent(None)
            row.deleteLater()
        self._seat_buttons()
        self._fit_to_seats()
        self._describe_levels()

    def _seat_buttons(self) -> None:
        info = self.game.about if self.game else None
        self.add_seat.setEnabled(info is not None and len(self.seats) < info.max_players)
        self.remove_seat.setEnabled(info is not None and len(self.seats) > fewest_seats(info))

    def _entry(self) -> games.Entry:
        assert self.game is not None
        return self.game

    def _option(self, name: str) -> games.Option | None:
        return next((o for o in self._entry().options if o.name == name), None)

    def _choices(self, name: str) -> list[Any] | None:
        """The values the content pack offers for an option (only these load the game's rules)."""
        option = self._option(name)
        if option is None or not option.from_content:
            return None
        return games.get(self._entry().id).option_choices(name)

    def _build_options(self) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        self.option_widgets = {}
        for option in self._entry().options:
            if option.name == FIRST_PLAYER:
                widget: QWidget = QComboBox()
                widget.setToolTip(translated("options", option.tip))
            elif option.name not in (SEAT_COLOURS, SEAT_INSTRUMENTS):
                widget = option_widget(option, self._choices(option.name))
            else:
                continue
            if isinstance(widget, QComboBox):
                widget.currentIndexChanged.connect(self._update_automaton)
            self.form.addRow(self._option_label(option.name), widget)
            self.option_widgets[option.name] = widget
        from roadie.core.content import pack_dirs

        self.pack = QComboBox()
        for pack in pack_dirs(self._entry().id):
            self.pack.addItem(pack, pack)
        self.form.addRow(QLabel(), self.pack)
        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,9}")))
        self.form.addRow(QLabel(), self.seed)

    def _label_content(self, name: str, widget: QWidget) -> None:
        """Show the values a content pack offers as its cards print them, translated."""
        if not isinstance(widget, QComboBox) or self._choices(name) is None:
            return
        entry = self._entry()
        printed = games.content_labels(entry.id, name)
        for index in range(widget.count()):
            parts = printed.get(widget.itemData(index))
            if parts:
                widget.setItemText(index, self._printed(entry.content_context or "", parts))

    def _printed(self, context: str, parts: tuple[str, ...]) -> str:
        """A card's name; a set list as "Card 1A · 1–2 players · Breaking It Down"."""
        if len(parts) == 1:
            return translated(context, parts[0])
        side, players, first = parts
        return (self.tr("Card %1 · %2 players · %3").replace("%1", side)
                .replace("%2", players.replace("-", "–")).replace("%3", translated(context, first)))

    def _seats_changed(self) -> None:
        """The first-player choice lists the seats by name."""
        combo = self.option_widgets.get(FIRST_PLAYER)
        if not isinstance(combo, QComboBox):
            return
        chosen = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("random"), None)
        for n, row in enumerate(self.seats):
            fallback = self.tr("Seat %1").replace("%1", str(n + 1))
            combo.addItem(row.name.text().strip() or fallback, n)
        combo.setCurrentIndex(max(0, combo.findData(chosen)))
        combo.blockSignals(False)

    def _fit_to_seats(self) -> None:
        """Solo options show only for one seat; the automaton then sits as a row of its own."""
        if self.game is None or not hasattr(self, "pack"):
            return
        solo = len(self.seats) == 1
        for option in self._entry().options:
            widget = self.option_widgets.get(option.name)
            if option.solo and widget is not None:
                self.form.setRowVisible(widget, solo)
            if widget is not None:
                fit_to_players(option, widget, len(self.seats))
        self._seats_changed()
        self._update_automaton()

    def _update_automaton(self) -> None:
        """"vs Tin-Pan Tina, Professional": who a solo player plays against, at what level."""
        solo = self.game is not None and self.game.about.solo and len(self.seats) == 1
        self.automaton.setVisible(solo)
        if not solo:
            return
        level = self.option_widgets.get("difficulty")
        robot = self.option_widgets.get("robot")
        who = robot.currentText() if isinstance(robot, QComboBox) else self.tr("The Challenger")
        text = self.tr("vs %1").replace("%1", who)
        if isinstance(level, QComboBox):
            text = self.tr("vs %1, %2").replace("%1", who).replace("%2", level.currentText())
        self.automaton.setText(text)

    def _option_label(self, name: str) -> str:
        """The option's name as the game titles it (translated), else its field name."""
        if name == FIRST_PLAYER:
            return self.tr("First player")
        option = self._option(name)
        if option and option.title:
            return translated("options", option.title)
        return name.replace("_", " ").capitalize()

    def options(self) -> dict[str, Any]:
        """The options chosen (solo options only for a solo game)."""
        shown = [o.name for o in self._entry().options
                 if (len(self.seats) == 1 or not o.solo) and len(self.seats) not in o.always]
        values = {name: option_value(w) for name, w in self.option_widgets.items()
                  if name in shown}
        defaults = {o.name: o.default for o in self._entry().options}
        values = {name: v for name, v in values.items() if v is not None or defaults[name] is None}
        values["content_pack"] = self.pack.currentData()
        if self._choices(SEAT_COLOURS):
            values[SEAT_COLOURS] = [row.colour.currentData() for row in self.seats]
        chosen = [row.instrument.currentData() for row in self.seats]
        if self._choices(SEAT_INSTRUMENTS) and set(chosen) != {RANDOM}:
            values[SEAT_INSTRUMENTS] = chosen
        return values

    def request(self) -> NewGame:
        """The game the setup describes (a fresh seed when none is typed)."""
        import secrets

        text = self.seed.text().strip()
        seed = int(text) if text.isdigit() else secrets.randbelow(2**31)
        seats = [row.spec(self.tr("Seat %1").replace("%1", str(i + 1)))
                 for i, row in enumerate(self.seats)]
        return NewGame(self._entry().id, self.options(), seed, seats)

    def _start(self) -> None:
        self.start.emit(self.request())
