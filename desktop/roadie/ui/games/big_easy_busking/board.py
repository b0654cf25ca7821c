"""Big Easy Busking's table: Royal Street, the Market and Standards, your band and hand.

Every gesture becomes one action of ``roadie.games.big_easy_busking.actions`` (see
``gestures``); targets light from the legal actions, and a refused drop snaps back with the
rules' reason. The board draws the viewer's view and decides nothing; the Robot's turns are
told step by step (``narration``) and a round's pay-out is summed up (``payout``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtGui import QCursor, QKeyEvent
from PySide6.QtWidgets import QMenu

from roadie.core.text import QT_TRANSLATE_NOOP as _
from roadie.games.big_easy_busking import actions as a
from roadie.games.big_easy_busking import events as e
from roadie.games.big_easy_busking.content import catalog
from roadie.games.big_easy_busking.views import BuskingView
from roadie.match.client import SeatChange
from roadie.match.holds import PAY_OUT
from roadie.ui.action_log import Entry
from roadie.ui.controller import MatchController
from roadie.ui.games.big_easy_busking import gestures as g
from roadie.ui.games.big_easy_busking import layout as L
from roadie.ui.games.big_easy_busking.context import Placed, table_context
from roadie.ui.games.big_easy_busking.faces import _t, content_text
from roadie.ui.games.big_easy_busking.items import Ref
from roadie.ui.games.big_easy_busking.mat import Mat
from roadie.ui.games.big_easy_busking.narration import Beat, Narrator, is_robot, step_of, take_step
from roadie.ui.games.big_easy_busking.panels import SummaryPanel
from roadie.ui.games.big_easy_busking.payout import Payout
from roadie.ui.games.big_easy_busking.sentences import Sentences
from roadie.ui.games.big_easy_busking.side import Side
from roadie.ui.games.big_easy_busking.songs import Songs
from roadie.ui.games.big_easy_busking.street import Street
from roadie.ui.games.table import Table, TurnAction
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


class Board(Table):
    """The busking table: it holds the street, the songs, the mat and the side panels, each a
    part drawing its own items from the view."""

    def __init__(
        self,
        controller: MatchController,
        pal: Palette = WARM,
        speed: str = "normal",
        parent: QObject | None = None,
    ) -> None:
        Table.__init__(self, controller, pal, speed, L.SCENE, parent)
        view: BuskingView = controller.view()
        self.rounds = view.rounds
        cat = catalog(view.content_pack)
        self.robot_card = cat.robots[view.robot.card] if view.robot else None
        robot_name = (
            content_text(self.robot_card.name) if self.robot_card else _t("BuskingTable", "Robot")
        )
        self.ctx = table_context(self.scene, pal, cat, self.names, self.kinds, robot_name, view)
        self.sentences = Sentences(self.names, robot_name, cat, [c.crowd for c in view.street])
        self.narrator = Narrator(self._tell, lambda: self.scene.anim_ms(900), self,
                                 holds=controller.holds)
        self.menu: QMenu | None = None
        self.mat = Mat(self.ctx, self.ctl.legal)
        self.songs = Songs(self.ctx, self.mat.hand, self.mat.hand_zone)
        self.side = Side(self.ctx, self.robot_card)
        self.summary = SummaryPanel(L.SUMMARY, pal)
        self.scene.addItem(self.summary)
        self.street = Street(self.ctx, self.mat.perf)
        self.payout = Payout(self.ctx, self.sentences, self.summary, self.mat.card, self.me)
        self.payout.on_shown = self._payout_shown  # the next round is dealt on a click
        self.summary.closed.connect(self.narrator.resume)
        self.listen()
        if not controller.client.actions_taken():  # the Robot's opening turn, told like any other
            self.tell(self.entries(SeatChange(seat=None, events=controller.opening())))

    def render(self, animate: bool = True) -> None:
        """Bring every part in line with the viewer's view of the match."""
        view: BuskingView = self.ctl.view()
        me = self.seat_shown(view)
        placed: Placed = {}
        self.street.render(view, me, placed)
        self.songs.place(view, placed)
        self.songs.render(view, me, placed, animate)
        self.mat.render(view, me)
        self.side.render(view, me)

    def seat_shown(self, view: BuskingView) -> int:
        """The seat whose band and hand the table shows (a player's, never the Robot's)."""
        return min(self.me(), len(view.buskers) - 1)

    def drop_places(self) -> list[Target]:
        """Every target a piece can be dropped on."""
        return [
            *self.street.crowds,
            *self.mat.bands,
            self.mat.hand,
            self.mat.hand_zone,
            *self.street.mood_tokens.values(),
        ]

    # --- changes ------------------------------------------------------------------
    def changing(self, change: SeatChange) -> None:
        human = change.seat is not None and change.seat < len(self.kinds)
        if human and self.kinds[change.seat or 0] == "human":
            self.payout.close()

    def undone(self, seat: int | None) -> str:
        return self.sentences.undone(self.names[seat or 0])

    def _payout_shown(self, up: bool) -> None:
        """A round's pay-out is up (with animations on): the game waits for a click, which
        releases the hold and lets the bot that opens the next round act."""
        self.ctl.holds.set(PAY_OUT, up and self.summaries and self.scene.speed > 0)

    def entries(self, change: SeatChange) -> list[Entry]:
        """Each event; before a song the Robot plays, how it took that song ("take")."""
        if change.undone:
            return super().entries(change)
        found: list[Entry] = []
        for event in change.events:
            if is_robot(event) and isinstance(event, e.SongPlayed):
                found.append(Entry(event=event, seat=change.seat, note="take"))
            found.append(Entry(event=event, seat=change.seat))
        return found

    def sentence(self, entry: Entry | str) -> str | None:
        if isinstance(entry, Entry) and entry.note == "take":
            return self._take_text(entry.event)
        if isinstance(entry, Entry) and not entry.undone:
            return self.sentences.describe(entry.event)
        return super().sentence(entry)

    def tell(self, entries: list[Entry]) -> None:
        """Told one beat at a time: the Robot's card step by step. A change that ends the
        round keeps its crowds on the street until its pay-out is read."""
        paid = [x.event.crowd for x in entries if isinstance(x.event, e.CrowdPaid)]
        if paid and not any(x.undone for x in entries):
            self.payout.expect(paid)
        self.narrator.add([self.beat(entry) for entry in entries])

    def beat(self, entry: Entry) -> Beat:
        """The beat that tells *entry*; the Robot's name the step of its card."""
        event, step = entry.event, None
        if entry.note == "take" and self.robot_card is not None:
            step = take_step(self.robot_card, self._standard(event))
            return Beat(self.sentence(entry) or "", step, None, entry)
        if event is not None and is_robot(event) and self.robot_card is not None:
            step = step_of(self.robot_card, event)
        return Beat(self.sentence(entry) or "", step, event, entry)

    def _standard(self, event: e.SongPlayed) -> bool:
        return any(s.song == event.song for s in self.ctl.view().standards)

    def _take_text(self, event: e.SongPlayed) -> str:
        text = (
            _t("BuskingTable", "%1 buys the Standard %2.")
            if self._standard(event)
            else _t("BuskingTable", "%1 flips %2 from its deck.")
        )
        return text.replace("%1", self.ctx.robot_name).replace(
            "%2", self.sentences.song(event.song))

    def _tell(self, beat: Beat) -> None:
        self.logged.emit(beat.entry if beat.entry is not None else beat.text)
        if beat.step is not None:
            view: BuskingView = self.ctl.view()
            self.side.tell(view, self.seat_shown(view), beat.step, beat.text)
        self.payout.hear(beat.event)
        if isinstance(beat.event, e.AbilityUsed):
            self.message.emit(beat.text)  # what the ability did, where the player looks

    # --- the rules' side of the scene --------------------------------------------
    def legal(self) -> set[Any]:
        return self.ctl.legal()

    def action_for(self, piece: Any, target: Any) -> Any:
        if not isinstance(getattr(piece, "ref", None), Ref):
            return None
        return g.action_for(piece.ref, g.resolve(target), self.ctl.view(), self.me(), self.legal())

    def drop(self, piece: Piece, target: Target | None, action: Any = None) -> bool:
        """A Standard that may be paid in dollars or in energy asks how, in a small menu."""
        if target is not None and action is None:
            action = self.action_for(piece, target)
        if self.ask_payment(action, QCursor.pos()):
            return False
        return super().drop(piece, target, action)

    def ask_payment(self, action: Any, screen_pos: QPoint) -> bool:
        """turn.play.standard: when *action* plays a Standard the player may pay in dollars or
        in energy, pop up the ways to pay (the player picks one) and say so."""
        ways = g.payments(action, self.legal())
        if not ways:
            return False
        view = self.ctl.view()
        rows = [(g.describe(x, view, self.ctx.labels), x, RULE + "turn.play.standard")
                for x in ways]
        self.menu = action_menu(self.view, rows, lambda _x: True, self.ctl.submit)
        self.menu.popup(screen_pos)
        return True

    def candidates(self, piece: Piece) -> list[Target]:
        return self.drop_places() if isinstance(getattr(piece, "ref", None), Ref) else []

    def refuse(self, piece: Piece, target: Target) -> None:
        ref = getattr(piece, "ref", None)
        if isinstance(ref, Ref) and not g.is_home(ref, g.resolve(target)):
            self.message.emit(g.hint(ref))

    # --- keys and menus -------------------------------------------------------------
    def key(self, item: Target, event: QKeyEvent) -> bool:
        ref = getattr(item, "ref", None)
        if not isinstance(ref, Ref):
            return False
        action = self.key_action(ref, event)
        if action is None:
            return False
        if not self.ask_payment(action, self.view.mapToGlobal(self.view.mapFromScene(
                item.sceneBoundingRect().center()))):
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
        rows = [(g.describe(x, view, self.ctx.labels), x, RULE + rule_of(x)) for x in entries]
        self.menu = action_menu(self.view, rows, legal.__contains__, self.ctl.submit)
        self.menu.popup(screen_pos)

    # --- around the board ------------------------------------------------------------
    def turn_actions(self) -> list[TurnAction]:
        return [
            TurnAction(self.tr("Pass"), a.Pass, RULE + "turn.pass", "Ctrl+Return", ends_turn=True,
                       primary=False,
                       confirm=self.tr("Pass for the rest of this round? You take no more "
                                       "turns until the next round.")),
            TurnAction(self.tr("Finish my song"), self._finish_all, RULE + "turn.finish",
                       "Ctrl+Shift+Return"),
            TurnAction(self.tr("Learn from the deck"),
                       lambda: g.learn_action(self.ctl.view(), None), RULE + "turn.learn",
                       "Ctrl+L"),
            TurnAction(self.tr("Take the money"), a.TakeMoney, RULE + "ability.gain-money",
                       "Ctrl+M"),
            TurnAction(self.tr("Skip the ability"), a.SkipAbility, RULE + "turn.finish.ability",
                       "Ctrl+K"),
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

    def keys(self) -> str:
        return self.tr(
            "Tab / Shift+Tab: go from piece to piece · Enter or Space: pick up, then Enter "
            "on a lit place<br/>"
            "On a song in your hand or a Standard: a number plays it to that crowd<br/>"
            "On your energy: a number tips that band member · L on the Market or the deck: "
            "learn<br/>"
            "On your song: F finishes it, a number puts that much energy into the crowd · On "
            "kept energy: a number puts it back on that band member<br/>"
            "Ctrl+Return: pass · Ctrl+Shift+Return: finish my song · Ctrl+L: learn from the "
            "deck<br/>"
            "Ctrl+M: take the money · Ctrl+K: skip the ability · Ctrl+Z: undo<br/>"
            "Menu key or right click: everything a piece can do")

    def status_line(self) -> str:
        """Which round, whose turn and what they do now, for the banner beside the board."""
        view: BuskingView = self.ctl.view()
        if view.over or view.turn is None:
            return self.tr("The game is over")
        text = self.tr("Round %1 of %4 · %2: %3").replace("%1", str(view.round))
        text = text.replace("%4", str(self.rounds))
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
