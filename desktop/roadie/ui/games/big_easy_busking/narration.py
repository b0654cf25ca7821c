"""The Robot's turn told step by step, and a paced queue that tells it.

Each event of a change becomes a :class:`Beat`. Beats of the Robot name the step of its Robot
card they carry out and wait a moment before the next, so the player can follow the card.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer

from roadie.core.game import Event
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.content import (
    CrowdChoice,
    FinalTurn,
    FirstTurn,
    HoldingSong,
    Not,
    PlaySong,
    RobotCard,
    RobotStep,
    TakeSong,
)
from roadie.match.holds import NARRATION, PAY_OUT, Holds
from roadie.ui.action_log import Entry
from roadie.ui.games.big_easy_busking.faces import _t


@dataclass
class Beat:
    """One sentence to tell; ``step``: the Robot card step it carries out (None: not the Robot)."""

    text: str
    step: int | None = None
    event: Event | None = None
    entry: Entry | None = None
    """What the action log keeps of it (None: only the sentence)."""


def choice_name(choice: CrowdChoice) -> str:
    return {
        CrowdChoice.MOOD_MATCH: _t("BuskingTable", "the song's mood"),
        CrowdChoice.ROBOT_NOT_FIRST: _t("BuskingTable", "where it isn't ahead"),
        CrowdChoice.RIVAL_MOST_ENERGY: _t("BuskingTable", "where you lead"),
        CrowdChoice.ROBOT_LEAST_ENERGY: _t("BuskingTable", "where it has least energy"),
        CrowdChoice.HIGHEST_FIRST_PAYOUT: _t("BuskingTable", "the richest 1st place"),
        CrowdChoice.LOWEST_THRESHOLD: _t("BuskingTable", "the lowest threshold"),
        CrowdChoice.LEFTMOST: _t("BuskingTable", "leftmost"),
        CrowdChoice.RIGHTMOST: _t("BuskingTable", "rightmost"),
    }[choice]


def when_text(step: RobotStep) -> str:
    cond = step.when
    if isinstance(cond, FinalTurn):
        return _t("BuskingTable", "Last turn of the round: ")
    if isinstance(cond, FirstTurn):
        return _t("BuskingTable", "First turn of the round: ")
    if isinstance(cond, Not) and isinstance(cond.condition, HoldingSong):
        return _t("BuskingTable", "Holding no song: ")
    if cond is not None:
        return _t("BuskingTable", "Deck empty: ")
    return ""


def step_text(step: RobotStep) -> str:
    """A Robot card step in a short sentence."""
    what = {
        "finish_song": _t(
            "BuskingTable", "finish its song, all energy to the crowd (tip on a mood match)."
        ),
        "end_turn": _t("BuskingTable", "stop here."),
        "shuffle_discards": _t("BuskingTable", "shuffle its discards into a new deck."),
    }.get(step.kind, "")
    if isinstance(step, TakeSong):
        what = (
            _t("BuskingTable", "flip the top card of its deck.")
            if step.source == "robot_deck"
            else _t("BuskingTable", "buy the cheapest free Standard, if it can pay.")
        )
    if isinstance(step, PlaySong):
        extra = ""
        if step.extra_energy > 0:
            extra = _t("BuskingTable", " +%1 energy").replace("%1", str(step.extra_energy))
        how = _t("BuskingTable", "play it with all its energy%1 for: %2.")
        if step.extra_energy < 0:
            how = _t("BuskingTable", "play it with %1 energy less than it asks, for: %2.")
            extra = str(-step.extra_energy)
        what = how.replace("%1", extra).replace(
            "%2", " › ".join(choice_name(c) for c in step.crowd)
        )
    text = when_text(step) + what
    return text[:1].upper() + text[1:]


def step_of(card: RobotCard, event: Event) -> int | None:
    """Which step of *card* a Robot event carries out."""
    kinds = [s.kind for s in card.steps]
    wanted = {e.SongFinished: "finish_song", e.SongPlayed: "play_song"}.get(type(event))
    if isinstance(event, e.RobotRefilled):
        wanted = "shuffle_discards" if event.what == "deck" else "play_song"
    if wanted is None or wanted not in kinds:
        return None
    return kinds.index(wanted)


def take_step(card: RobotCard, standard: bool) -> int | None:
    """The take-song step that fetched a song from a Standard or from the deck."""
    source = "standard" if standard else "robot_deck"
    return next(
        (i for i, s in enumerate(card.steps) if isinstance(s, TakeSong) and s.source == source),
        None,
    )


def is_robot(event: Event) -> bool:
    return bool(getattr(event, "robot", False)) or isinstance(event, e.RobotRefilled)


class Narrator(QObject):
    """Tells beats one by one: Robot beats wait ``pause()`` ms each, others go at once.

    While a round's pay-out is read (the :data:`~roadie.match.holds.PAY_OUT` hold) the next
    beats wait; while beats are being told the narrator holds the table itself
    (:data:`~roadie.match.holds.NARRATION`), and lets go once the last is told."""

    def __init__(
        self,
        tell: Callable[[Beat], None],
        pause: Callable[[], int],
        parent: QObject | None = None,
        holds: Holds | None = None,
    ) -> None:
        super().__init__(parent)
        self.tell, self.pause = tell, pause
        self.holds = holds or Holds()
        self.queue: list[Beat] = []
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._next)

    def held(self) -> bool:
        return self.holds.holding(PAY_OUT)

    def add(self, beats: list[Beat]) -> None:
        self.queue += beats
        if not self._timer.isActive():
            self._next()

    def busy(self) -> bool:
        return bool(self.queue) or self._timer.isActive()

    def flush(self) -> None:
        """Tell everything waiting at once (up to a hold)."""
        self._timer.stop()
        while self.queue and not self.held():
            self.tell(self.queue.pop(0))
        self._told()

    def resume(self) -> None:
        """Go on telling after a hold."""
        if not self._timer.isActive():
            self._next()

    def _next(self) -> None:
        while self.queue and not self.held():
            beat = self.queue.pop(0)
            self.tell(beat)
            wait = self.pause() if beat.step is not None else 0
            if wait > 0 and self.queue:
                self.holds.take(NARRATION)
                self._timer.start(wait)
                return
        self._told()

    def _told(self) -> None:
        """Nothing is being told now (what is left waits for a pay-out to be read)."""
        if not self._timer.isActive():
            self.holds.release(NARRATION)
