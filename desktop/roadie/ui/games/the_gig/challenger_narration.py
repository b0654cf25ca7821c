"""The Challenger's glass box: each of its moves in The Showdown, told with the rule it follows.

:class:`ChallengerStory` turns the events a seat may see into :class:`Step`\\ s (each roll and
where its die went and why, the end of re-rolling, what it marks and scores at the Bridge, its
discards at the Applause, Final Scoring), each citing its rule. :class:`GlassBox` lists them
over the free part of The Challenger's panel; hovering a step shows its rule in full.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from roadie.games.the_gig.events import ChallengerRolled, SongStarted
from roadie.match.client import TableClient
from roadie.ui.counted import counted
from roadie.ui.games.the_gig import layout as L
from roadie.ui.games.the_gig.symbols import symbol_name
from roadie.ui.style import WARM, Palette, font
from roadie.ui.texts import citation, rule, rule_tooltip, translated

AREA = QRectF(L.OTHERS.left() + 236, L.OTHERS.top() + 40, L.OTHERS.width() - 248, 154)
"""Where the glass box's steps lie on the table: right of The Challenger's dice, above its
symbols."""
TITLE = QRectF(L.OTHERS.left() + 360, L.OTHERS.top() + 6, L.OTHERS.width() - 372, 30)
"""Its heading and All steps, in the panel's title bar right of The Challenger's name."""


def _t(context: str, text: str) -> str:
    """A step's words (lupdate reads ``_t`` as ``translate``)."""
    return QCoreApplication.translate(context, text)


@dataclass(frozen=True)
class Step:
    """One move of The Challenger and the rule it follows."""

    text: str
    rule: str


def discards(placed: int, timer_beat_you: bool) -> int:
    """showdown.applause: 1 card for 2 placed dice, 2 for 3-4 or when the timer beat you."""
    return 2 if placed >= 3 or timer_beat_you else 1 if placed == 2 else 0


class ChallengerStory:
    """Follows a Showdown's events and tells The Challenger's part, step by step."""

    def __init__(self, card_name: Callable[[str], str], audience: bool = True) -> None:
        self.card_name, self.audience = card_name, audience
        self.placed = 0
        self.timer_beat_you = False
        self.discarded = 0

    def hear(self, event: Any) -> list[Step]:
        """The steps *event* tells (none for events that are not The Challenger's doing)."""
        kind = getattr(event, "kind", "")
        if kind == "song_started":
            self.placed, self.timer_beat_you, self.discarded = 0, False, 0
            text = _t("ChallengerStory", "Song %1: it rolls one of its 4 dice each time you "
                                         "roll.")
            return [Step(text.replace("%1", str(event.song + 1)), "the-gig/showdown.challenger")]
        if kind == "challenger_rolled":
            self.placed = event.placed
            return [self._rolled(event)]
        if kind == "rerolls_over":
            return [self._over(event.reason)]
        if kind == "symbols_marked" and event.seat is None:
            return self._bridge(event)
        if kind == "phase":
            return self._phase(event.phase)
        if kind == "card_discarded" and event.seat is None:
            return self._discard(event)
        return []

    def _rolled(self, event: Any) -> Step:
        value = str(event.value)
        if event.row is not None:
            text = _t("ChallengerStory", "Rolled a %1: onto the leftmost free space of row %1 "
                                         "(space %2). Dice on the song: %3 of 4.")
            text = text.replace("%2", str(event.col + 1)).replace("%3", str(event.placed))
        elif event.value == 6:
            text = _t("ChallengerStory", "Rolled a %1: a 6 never goes on the song; the die "
                                         "waits for your next roll.")
        else:
            text = _t("ChallengerStory", "Rolled a %1: row %1 is full, so the die stays off "
                                         "the song.")
        return Step(text.replace("%1", value), "the-gig/showdown.challenger")

    def _over(self, reason: str) -> Step:
        if reason == "timer":
            self.timer_beat_you = True
            return Step(_t("ChallengerStory", "Time is up: the timer beat you, so it discards 2 "
                                              "cards at the Applause."), "the-gig/showdown.timer")
        if reason == "challenger":
            return Step(_t("ChallengerStory", "Its fourth die is on the song: no more re-rolling "
                                              "this song."), "the-gig/showdown.reroll-end")
        return Step(_t("ChallengerStory", "You placed a die: no more re-rolling, so it rolls no "
                                          "more."), "the-gig/showdown.reroll-end")

    def _bridge(self, event: Any) -> list[Step]:
        marked = ", ".join(f"{n} {symbol_name(str(getattr(s, 'value', s)))}"
                           for s, n in event.symbols.items() if n) or "—"
        steps = [Step(_t("ChallengerStory", "The Bridge: it marks the symbols under its dice: %1.")
                      .replace("%1", marked), "the-gig/bridge.remove")]
        if event.unplaced:
            steps.append(Step(counted("%n of its dice are off the song: +%1 points.", None,
                                      event.unplaced).replace("%1", str(5 * event.unplaced)),
                              "the-gig/showdown.unplaced"))
        return steps

    def _phase(self, phase: str) -> list[Step]:
        if phase == "applause" and self.audience:
            count = discards(self.placed, self.timer_beat_you)
            text = _t("ChallengerStory", "The Applause: %1 of its dice placed, so it discards "
                                         "%2 first.") if count else \
                _t("ChallengerStory", "The Applause: only %1 of its dice placed, so it discards "
                                      "nothing.")
            return [Step(text.replace("%1", str(self.placed)).replace("%2", str(count)),
                         "the-gig/showdown.applause")]
        if phase == "over":
            return [Step(_t("ChallengerStory", "Final Scoring: each of its symbol majorities over "
                                               "you is worth 10; you win only with more points."),
                         "the-gig/showdown.scoring")]
        return []

    def _discard(self, event: Any) -> list[Step]:
        symbol = symbol_name(str(getattr(event.reward, "value", event.reward)))
        text = _t("ChallengerStory", "It discards %1 for a %2: its emptiest track with a card "
                                     "for it (%3 marked).")
        text = text.replace("%1", self.card_name(event.card)).replace("%2", symbol)
        text = text.replace("%3", str(event.had))
        return [Step(text, "the-gig/showdown.applause")]


def section(rule_id: str) -> str:
    """Where a rule stands in the rulebook, without the game's title: "The Showdown › The
    Applause" (the tooltip gives the full citation)."""
    return translated("rules", rule(rule_id).section)


class GlassBox(QFrame):
    """The Challenger's steps over its panel, newest last; a step's tooltip is its rule."""

    def __init__(self, view: QGraphicsView, story: ChallengerStory, pal: Palette = WARM,
                 client: TableClient | None = None) -> None:
        """*client*: the match so far is told first (its record, or the set-up roll)."""
        super().__init__(view)
        self.view, self.story = view, story
        self.setObjectName("glassbox")
        self.setStyleSheet(
            f"QFrame#glassbox {{ background: rgba(20, 12, 8, 215); border: 1px solid "
            f"{pal.brass}; border-radius: 8px; }} QListWidget {{ background: transparent;"
            f" border: none; color: {pal.cream};"
            " alternate-background-color: rgba(255, 255, 255, 18); }")
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 6, 4)
        self.title = self._title(pal)
        self.all_steps: QDialog | None = None
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setFont(font(9))
        self.list.setAlternatingRowColors(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setAccessibleName(self.tr("The Challenger, step by step"))
        box.addWidget(self.list, 1)
        self.steps: list[Step] = []
        if client is not None:
            self.tell_so_far(client)
        view.viewport().installEventFilter(self)
        QTimer.singleShot(0, self.place)

    def _title(self, pal: Palette) -> QWidget:
        """The heading and the All steps button, over the panel's title bar."""
        title = QWidget(self.view)
        row = QHBoxLayout(title)
        row.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self.tr("Step by step"))
        self.heading.setToolTip(self.tr("Hover a step for its rule"))
        self.heading.setFont(font(9, bold=True))
        self.heading.setStyleSheet(f"color: {pal.brass}; background: transparent;")
        row.addWidget(self.heading, 1, Qt.AlignmentFlag.AlignRight)
        self.more = QPushButton(self.tr("All steps"))
        self.more.setFont(font(8))
        self.more.setStyleSheet("padding: 1px 8px;")
        self.more.setToolTip(self.tr("Every step of The Challenger so far, with its rule"))
        self.more.clicked.connect(self.open_all)
        row.addWidget(self.more)
        return title

    def hear(self, events: Iterable[Any]) -> None:
        """Tell the steps of *events*, newest last and in view."""
        for event in events:
            for step in self.story.hear(event):
                self.steps.append(step)
                item = QListWidgetItem(f"{step.text}  [{section(step.rule)}]")
                item.setToolTip(rule_tooltip(step.rule))
                self.list.addItem(item)
        self.list.scrollToBottom()

    def open_all(self) -> QDialog:
        """Every step so far in a window of its own, each with its full citation."""
        if self.all_steps is not None:
            self.all_steps.close()
        self.all_steps = QDialog(self)
        self.all_steps.setWindowTitle(self.tr("The Challenger, step by step"))
        self.all_steps.resize(720, 480)
        steps = QListWidget(self.all_steps)
        steps.setWordWrap(True)
        steps.setAlternatingRowColors(True)
        steps.setFont(font(11))
        for n, step in enumerate(self.steps, start=1):
            item = QListWidgetItem(f"{n}. {step.text}\n    {citation(step.rule)}")
            item.setToolTip(rule_tooltip(step.rule))
            steps.addItem(item)
        steps.scrollToBottom()
        QVBoxLayout(self.all_steps).addWidget(steps)
        self.all_steps.show()
        return self.all_steps

    def tell_so_far(self, client: TableClient) -> None:
        """A new game: the roll made at setup (no event tells it); else the record's events."""
        if client.actions_taken():
            self.hear(ev for change in client.history() for ev in change.events)
            return
        view = client.view()
        dice = view.challenger.dice if view.challenger is not None else []
        placed = 0
        opening: list[Any] = [SongStarted(song=view.song, song_id=view.songs[view.song])]
        for die in (d for d in dice if d.value is not None):
            placed += die.row is not None
            opening.append(ChallengerRolled(value=die.value, row=die.row, col=die.col,
                                            placed=placed))
        self.hear(opening)

    def place(self) -> None:
        """Over the free part of The Challenger's panel, wherever the view shows it."""
        self.setGeometry(self.view.mapFromScene(AREA).boundingRect())
        self.title.setGeometry(self.view.mapFromScene(TITLE).boundingRect())
        for widget in (self, self.title):
            widget.show()
            widget.raise_()
        self.list.scrollToBottom()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self.place)  # once the view has fitted the table again
        return False
