"""Big Easy Busking's table: Royal Street, the Market and Standards, your band and hand.

Every gesture becomes one action of ``roadie.games.big_easy_busking.actions`` (see
``gestures``); targets light from the legal actions, and a refused drop snaps back with the
rules' reason. The board draws ``match.view(seat)`` and decides nothing; the Robot's turns are
told step by step (``narration``) and a round's pay-out is summed up (``payout``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.state import ROUNDS
from roadie.games.big_easy_busking.views import BuskingView
from roadie.match.client import SeatChange
from roadie.ui.controller import MatchController
from roadie.ui.games.big_easy_busking import gestures as g
from roadie.ui.games.big_easy_busking.faces import _t, content_text
from roadie.ui.games.big_easy_busking.items import Ref
from roadie.ui.games.big_easy_busking.narration import Beat, Narrator, is_robot, step_of, take_step
from roadie.ui.games.big_easy_busking.payout import Payout
from roadie.ui.games.big_easy_busking.render import Renderer
from roadie.ui.games.big_easy_busking.sentences import Sentences
from roadie.ui.scene.board_scene import BoardScene
from roadie.ui.scene.board_view import BoardView
from roadie.ui.scene.menus import action_menu
from roadie.ui.scene.piece import Piece, Target
from roadie.ui.style import WARM, Palette

RULE = "big-easy-busking/"
STEP_HINTS = {
    "finish": _("BuskingTable", "finish the song"),
    "return": _("BuskingTable", "put the kept energy back"),
    "ability": _("BuskingTable", "use or skip the ability"),
    "tip": _("BuskingTable", "tip, then learn, play or pass"),
    "act": _("BuskingTable", "learn, play or pass"),
}


class TurnAction:
    """A button beside the board; its action is read afresh each time the table changes."""

    def __init__(
        self,
        label: str,
        rule_id: str,
        shortcut: str,
        make: Callable[[], Any],
        ends_turn: bool = False,
    ) -> None:
        self.label, self.rule_id, self.shortcut, self.ends_turn = (
            label,
            rule_id,
            shortcut,
            ends_turn,
        )
        self._make = make

    @property
    def action(self) -> Any:
        return self._make()


class Board(Renderer, QObject):
    """The busking table; ``view`` is the widget to show, ``message`` reports reasons."""

    message = Signal(str)
    logged = Signal(str)
    """A sentence for the action log."""

    def __init__(
        self,
        controller: MatchController,
        pal: Palette = WARM,
        speed: str = "normal",
        parent: QObject | None = None,
    ) -> None:
        QObject.__init__(self, parent)
        self.ctl, self.pal = controller, pal
        self.names = controller.seat_names()
        self.kinds = [s.kind for s in controller.seats]
        state: Any = controller.client.match.state  # type: ignore[attr-defined]
        self.cat = state.cat
        self.robot_card = self.cat.robots[state.robot.card] if state.robot else None
        self.robot_name = (
            content_text(self.robot_card.name) if self.robot_card else _t("BuskingTable", "Robot")
        )
        self.scene = BoardScene(self, self)
        self.scene.set_speed(speed)
        self.view = BoardView(self.scene, pal=pal)
        view: BuskingView = controller.view()
        self.sentences = Sentences(
            self.names, self.robot_name, self.cat, [c.crowd for c in view.street]
        )
        self.narrator = Narrator(self._tell, lambda: self.scene.anim_ms(900), self)
        self.robot_step: int | None = None
        self.robot_sentence = ""
        self.menu: QMenu | None = None
        self.setup_table(view)
        self.payout = Payout(self)
        controller.changed.connect(self._on_change)
        self.render(animate=False)
        if not controller.client.actions_taken():  # the Robot's opening turn, told like any other
            self.narrator.add(self.beats(controller.opening()))

    # --- seats ------------------------------------------------------------------
    def me(self) -> int:
        """The seat the table is shown for."""
        return self.ctl.viewer

    # --- changes ------------------------------------------------------------------
    def _on_change(self, change: SeatChange) -> None:
        self.scene.cancel()
        if (
            change.seat is not None
            and change.seat < len(self.kinds)
            and self.kinds[change.seat] == "human"
        ):
            self.payout.close()
        self.render(animate=True)
        if change.undone:
            self.logged.emit(self.sentences.undone(self.names[change.seat or 0]))
        self.narrator.add(self.beats(change.events))

    def beats(self, events: list[Any]) -> list[Beat]:
        """The sentences of a change, in order; the Robot's name the step of its card."""
        found: list[Beat] = []
        for event in events:
            text = self.sentences.describe(event)
            step = None
            if is_robot(event) and self.robot_card is not None:
                step = step_of(self.robot_card, event)
                if isinstance(event, e.SongPlayed):
                    found.append(self._take_beat(event))
            found.append(Beat(text, step, event))
        return found

    def _take_beat(self, event: e.SongPlayed) -> Beat:
        assert self.robot_card is not None
        standard = any(s.song == event.song for s in self.ctl.view().standards)
        text = (
            _t("BuskingTable", "%1 buys the Standard %2.")
            if standard
            else _t("BuskingTable", "%1 flips %2 from its deck.")
        )
        return Beat(
            text.replace("%1", self.robot_name).replace("%2", self.sentences.song(event.song)),
            take_step(self.robot_card, standard),
        )

    def _tell(self, beat: Beat) -> None:
        self.logged.emit(beat.text)
        if beat.step is not None:
            self.robot_step, self.robot_sentence = beat.step, beat.text
            self.render_side(self.ctl.view())
        self.payout.hear(beat.event)

    # --- the rules' side of the scene --------------------------------------------
    def legal(self) -> set[Any]:
        return self.ctl.legal()

    def action_for(self, piece: Any, target: Any) -> Any:
        return g.action_for(piece.ref, g.resolve(target), self.ctl.view(), self.me(), self.legal())

    def targets(self, piece: Piece) -> dict[Target, Any]:
        legal = self.legal()
        found: dict[Target, Any] = {}
        for target in self.drop_places():
            if target is piece or not isinstance(getattr(piece, "ref", None), Ref):
                continue
            action = self.action_for(piece, target)
            if action is not None and action in legal:
                found[target] = action
        return found

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        if target is None or not isinstance(getattr(piece, "ref", None), Ref):
            return False
        action = self.action_for(piece, target)
        if action is None:
            if not g.is_home(piece.ref, g.resolve(target)):  # type: ignore[attr-defined]
                self.message.emit(g.hint(piece.ref))  # type: ignore[attr-defined]
            return False
        return self.ctl.submit(action)

    # --- keys and menus -------------------------------------------------------------
    def key(self, item: Target, event: QKeyEvent) -> bool:
        ref = getattr(item, "ref", None)
        if not isinstance(ref, Ref):
            return False
        action = self.key_action(ref, event)
        if action is None:
            return False
        self.ctl.submit(action)
        return True

    def key_action(self, ref: Ref, event: QKeyEvent) -> Any:
        """Digits name a crowd, a band member or an amount; L learns; F finishes."""
        view, legal = self.ctl.view(), self.legal()
        text, key = event.text(), event.key()
        n = int(text) if text.isdigit() and text != "0" else None
        if ref.kind in ("market", "deck") and key == Qt.Key.Key_L:
            return g.learn_action(view, ref.index)
        if ref.kind == "perf" and key == Qt.Key.Key_F:
            perf = view.buskers[self.me()].playing
            return a.FinishSong(to_crowd=perf.energy) if perf else None
        if n is None:
            return None
        if ref.kind in ("hand", "standard") and ref.song is not None:
            return g.play_action(ref.song, n - 1, legal)
        if ref.kind == "reserve":
            return g.tip_action(view, n - 1, legal)
        if ref.kind == "returning":
            return a.ReturnEnergy(member=n - 1, amount=1)
        if ref.kind == "perf":
            return a.FinishSong(to_crowd=n)
        return None

    def context_menu(self, item: Target, screen_pos: QPoint) -> None:
        """Everything the item can do; entries the rules refuse now are greyed."""
        ref = getattr(item, "ref", None)
        if not isinstance(ref, Ref):
            return
        view, legal = self.ctl.view(), self.legal()
        entries = g.menu_actions(ref, view, self.me(), legal)
        if not entries:
            return
        rows = [(g.describe(x, view, self.labels), x, RULE + rule_of(x)) for x in entries]
        self.menu = action_menu(self.view, rows, legal.__contains__, self.ctl.submit)
        self.menu.popup(screen_pos)

    # --- around the board ------------------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        return [
            TurnAction(self.tr("Pass"), RULE + "turn.pass", "Ctrl+Return", a.Pass, ends_turn=True),
            TurnAction(
                self.tr("Finish my song"),
                RULE + "turn.finish",
                "Ctrl+Shift+Return",
                self._finish_all,
            ),
            TurnAction(
                self.tr("Learn from the deck"),
                RULE + "turn.learn",
                "Ctrl+L",
                lambda: g.learn_action(self.ctl.view(), None),
            ),
            TurnAction(
                self.tr("Take the money"), RULE + "ability.gain-money", "Ctrl+M", a.TakeMoney
            ),
            TurnAction(
                self.tr("Skip the ability"), RULE + "turn.finish.ability", "Ctrl+K", a.SkipAbility
            ),
        ]

    def _finish_all(self) -> Any:
        view = self.ctl.view()
        perf = view.buskers[self.me()].playing if self.me() < len(view.buskers) else None
        return a.FinishSong(to_crowd=perf.energy) if perf else None

    def hint(self) -> str:
        """How to play this table, shown under the action log."""
        return self.tr(
            "Drag a song onto a crowd, energy onto a band member, a Market card onto "
            "your hand; or click a piece and then its lit target. Right-click for more."
        )

    def status_line(self) -> str:
        """Which round, whose turn and what they do now, for the banner beside the board."""
        view: BuskingView = self.ctl.view()
        if view.over or view.turn is None:
            return self.tr("The game is over")
        text = self.tr("Round %1 of %4 · %2: %3").replace("%1", str(view.round))
        text = text.replace("%4", str(ROUNDS))
        return text.replace("%2", self.names[view.turn.seat]).replace(
            "%3", _t("BuskingTable", STEP_HINTS[view.turn.step])
        )


def rule_of(action: Any) -> str:
    """The rule an action follows, for menu tooltips."""
    return {
        "play": "turn.play",
        "learn": "turn.learn",
        "tip": "turn.tip",
        "pass": "turn.pass",
        "finish": "turn.finish",
        "return_energy": "turn.finish.return",
        "skip_ability": "turn.finish.ability",
        "take_money": "ability.gain-money",
        "free_tip": "ability.free-tip",
        "free_learn": "ability.free-learn",
        "move_crowd_energy": "ability.move-crowd-energy",
        "swap_moods": "ability.swap-moods",
        "recall_songs": "ability.recall-song",
    }.get(action.kind, "turn.action")
