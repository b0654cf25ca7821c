"""A player at the real window: plays its human seats to the end screen through gestures.

Each turn the player asks a simple policy (an Easy bot; Random in Gig dice) what it wants with
its seat's view and legal actions, then makes the gesture that means it (see ``tables``).
A wanted action no gesture offers is noted (a finding) and another that has one is taken.
Overlays are handled as players do: the hot-seat curtain is lifted by its button, a Bridge
summary or a pay-out is clicked away. At each phase the game passes through (and on the end
screen) the window is painted and checked for clipped, elided or too small text with the
checker of ``tests/i18n/test_render.py``.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtWidgets import QApplication
from tests.evening.gestures import GestureFailed, click_item, click_widget, key_of
from tests.evening.tables import gestures, ready
from tests.i18n.test_render import Painted

from roadie.bots.levels import LevelBot
from roadie.ui.game_screen import GameScreen
from roadie.ui.main_window import MainWindow

STEP_MS = 5
"""How long the player lets the window run between two looks at the table."""
SESSION_ROUNDS = 3
"""Gig dice without a turn limit: the players end the session after this many rounds."""
IDLE_LIMIT = 400
"""Gestures in a row that took no action before the player gives up (a gesture that does
not work)."""


@dataclass
class Played:
    """What one game showed."""

    phases: list[Any] = field(default_factory=list)
    """Each phase the game passed through, in order (where the text was checked)."""
    clipped: dict[str, list[str]] = field(default_factory=dict)
    """Text found clipped, elided or too small, by phase."""
    missing: Counter[str] = field(default_factory=Counter)
    """Actions a policy wanted that no gesture offered, by game and kind."""
    examples: dict[str, str] = field(default_factory=dict)
    """One wanted action of each kind that no gesture offered."""
    mismatched: list[str] = field(default_factory=list)
    """Gestures that took another action than the table said they would."""
    failed: Counter[str] = field(default_factory=Counter)
    """Gestures that could not be made (hidden, covered), by kind and how."""
    ways: Counter[str] = field(default_factory=Counter)
    """Actions taken, by how (drag, panel, menu, button...)."""
    actions: int = 0
    stalls: int = 0


class DicePolicy:
    """Gig dice's player: a kind of action at random, then one of that kind (a uniform pick
    among all would end a turn once in a hundred actions); ends the session after the third
    round where no turn limit ends it."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: Any, legal: list[Any]) -> Any:
        ending = [x for x in legal if x.kind == "end_session"]
        if ending and view.round > SESSION_ROUNDS:
            return ending[0]
        kinds = sorted({x.kind for x in legal if x.kind != "end_session"}) or ["end_session"]
        kind = self.rng.choice(kinds)
        return self.rng.choice([x for x in legal if x.kind == kind])


def policy(game: str, seed: int) -> Any:
    """The simple policy a human seat plays: an Easy bot (Gig dice: :class:`DicePolicy`)."""
    return DicePolicy(seed) if game == "gig-dice" else LevelBot("easy", seed, seconds=None)


class Player:
    """Plays every human seat of *win*'s game to the end screen."""

    def __init__(self, qtbot: Any, win: MainWindow, painted: Painted, seed: int) -> None:
        self.qtbot, self.win, self.painted = qtbot, win, painted
        self.rng = random.Random(seed)
        self.seed = seed
        self.bots: dict[int, Any] = {}
        self.played = Played()
        self.phase: Any = None
        self.idle = 0

    @property
    def screen(self) -> GameScreen:
        screen = self.win.game_screen
        assert screen is not None
        return screen

    def record(self) -> Any:
        assert self.win.table is not None, "the window plays a local table"
        return self.win.table.match.record

    # --- the loop -----------------------------------------------------------------------
    def play(self, limit_s: float) -> Played:
        """Play until the end screen shows (AssertionError after *limit_s* seconds)."""
        start = time.monotonic()
        game = self.screen.client.info.id
        self.qtbot.wait(50)  # the table laid out in the window before it is first read
        while not self.ended():
            assert time.monotonic() - start < limit_s, (
                f"{game}: not over after {limit_s:.0f} s; {self.where()}")
            if not self.step():
                self.qtbot.wait(STEP_MS)
        self.check_text(("end screen",))
        self.played.stalls = self.screen.ctl.stalls if self.win.game_screen else 0
        return self.played

    def ended(self) -> bool:
        end = self.win.end
        return end is not None and self.win.stack.currentWidget() is end

    def where(self) -> str:
        screen = self.win.game_screen
        if screen is None:
            return "no table"
        ctl = screen.ctl
        return (f"active {ctl.active_seats()}, humans {ctl.human_seats()}, viewer "
                f"{ctl.viewer}, holds {ctl.holds.reasons()}, paused {screen.is_paused()}, "
                f"curtain {screen.curtain.isVisible()}, banner {screen.banner.text()!r}, "
                f"actions {len(self.record().actions)}")

    def step(self) -> bool:
        """One look at the table: lift an overlay, or act for a human seat; False when
        there was nothing to do."""
        screen = self.screen
        if screen.ctl.spread.pending():
            return False  # a change still being drawn: its buttons and layout are not there yet
        self.note_phase()
        if screen.curtain.isVisible():
            click_widget(screen.curtain.button)
            return True
        if self.summary_up():
            return True
        if not screen.accepting_input() or screen.client.is_over() or not ready(screen):
            return False
        due = [s for s in screen.ctl.active_seats() if s in screen.ctl.human_seats()]
        if not due:
            return False
        seat = self.rng.choice(due)
        if seat != screen.ctl.viewer:
            return self.switch_to(seat)
        return self.act(seat)

    def switch_to(self, seat: int) -> bool:
        """Hot-seat in The Gig's real-time song: the seat's tab above the tray."""
        tabs = getattr(getattr(self.screen.board, "drawing", None), "tabs", [])
        for tab in tabs:
            if tab.label.endswith(f"^{seat + 1}"):
                click_item(self.screen.view, tab)
                return True
        return False

    # --- acting ---------------------------------------------------------------------------
    def act(self, seat: int) -> bool:
        screen = self.screen
        game = screen.client.info.id
        legal = screen.client.legal_actions(seat)
        if not legal:
            return False
        offered: dict[Any, list[Any]] = {}
        for gesture in gestures(screen):
            offered.setdefault(key_of(gesture.action), []).append(gesture)
        bot = self.bots.setdefault(seat, policy(game, self.seed * 10 + seat))
        view = screen.client.view(seat)
        wanted = bot.choose(view, legal)
        if key_of(wanted) not in offered:
            self.played.missing[f"{game}: {wanted.kind}"] += 1
            self.played.examples.setdefault(f"{game}: {wanted.kind}", repr(wanted))
            can = [x for x in legal if key_of(x) in offered]
            if not can:
                return False
            wanted = bot.choose(view, can)
        gesture = self.rng.choice(offered[key_of(wanted)])
        mine = [x for x in self.record().actions if x.seat == seat]
        try:
            gesture.do()
        except GestureFailed as why:
            self.played.failed[f"{game}: {wanted.kind} by {gesture.how}: {why}"] += 1
            self.idle += 1
            assert self.idle < IDLE_LIMIT, f"{game}: gestures keep failing; {self.where()}"
            return False
        QApplication.processEvents()
        after = [x for x in self.record().actions if x.seat == seat]
        if len(after) > len(mine):
            self.idle = 0
            self.played.actions += 1
            self.played.ways[gesture.how] += 1
            took = after[len(mine)].action
            if key_of(took) != key_of(wanted) and not self.clock_stamped(took, wanted):
                self.played.mismatched.append(
                    f"{game}: {gesture.how} meant {wanted!r} but took {took!r}")
        else:
            self.idle += 1
            assert self.idle < IDLE_LIMIT, (
                f"{game}: {IDLE_LIMIT} gestures took no action (last: {wanted!r} by "
                f"{gesture.how}); {self.where()}")
        return True

    @staticmethod
    def clock_stamped(took: dict[str, Any], wanted: Any) -> bool:
        """The record keeps actions as dicts: the same action as *wanted* (but its clock)."""
        dump = wanted.model_dump(mode="json")
        return {k: v for k, v in took.items() if k != "t"} == \
            {k: v for k, v in dump.items() if k != "t"}

    # --- overlays and phases ------------------------------------------------------------
    def summary_up(self) -> bool:
        """A Bridge summary or a pay-out shows: its text is checked, then it is clicked
        away as a player would."""
        board = self.screen.board
        summary = getattr(board, "summary", None)
        if summary is None or not summary.isVisible():
            return False
        self.check_text((*self.phase_key(), "summary"))
        if hasattr(summary, "button"):  # The Gig's Bridge summary: Continue
            click_widget(summary.button)
        else:  # Busking's pay-out: a click on it
            click_item(self.screen.view, summary)
        return True

    def phase_key(self) -> tuple[Any, ...]:
        view = self.screen.ctl.view()
        game = self.screen.client.info.id
        if game == "gig-dice":
            return ("round", view.round)
        if game == "the-gig":
            return ("song", view.song, view.phase)
        if game == "big-easy-busking":
            return ("round", view.round)
        return ("month", view.month, view.stage, view.draft)

    def note_phase(self) -> None:
        key = self.phase_key()
        if key != self.phase:
            self.phase = key
            self.check_text(key)

    def check_text(self, key: tuple[Any, ...]) -> None:
        """Paint the window whole and keep what reads clipped, elided or too small."""
        self.played.phases.append(key)
        self.painted.paint(self.win)
        faults = self.painted.faults(self.win)
        if faults:
            self.played.clipped[" ".join(map(str, key))] = faults
