"""The contract every game implements, and the values it trades in.

A game is a set of pure functions over a pydantic state: options and a seed
give a state; ``active_seats`` says who may act now (several seats at once in a
real-time phase); ``legal_actions`` lists what a seat may do; ``apply`` either
refuses an action with :class:`RuleViolation` and leaves the state untouched,
or changes the state and reports events; ``view`` is what one seat (or a
spectator, ``None``) may see; ``score`` is the full breakdown.
"""

from __future__ import annotations

import functools
import hashlib
import math
import types
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from roadie.core.errors import OptionsError, RuleViolation
from roadie.core.rng import Rng
from roadie.core.rulebook import Rule, register
from roadie.core.text import QT_TRANSLATE_NOOP as _

register("roadie", _("games", "Roadie"), [
    Rule(id="roadie/action", game="roadie", section=_("rules", "Actions"),
         title=_("rules", "Actions of this game"),
         text=_("rules", "A game takes only its own actions; anything else is refused.")),
    Rule(id="roadie/table", game="roadie", section=_("rules", "Seats"),
         title=_("rules", "Seats at the table"),
         text=_("rules", "Only the seats at the table act in its game.")),
])


class GameInfo(BaseModel):
    """What the launcher and ``roadie games`` show of a game."""

    model_config = ConfigDict(frozen=True)

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    solo: bool = False
    """Whether ``players=1`` is a solo mode (against an automaton)."""
    scored: bool = True
    """Whether the game has a winner (a companion tray keeps read-outs, not a score)."""
    unit: Literal["points", "dollars", "fame"] = "points"
    """What a score counts (the money of Big Easy Busking, the Fame of Rock Hard: 1977)."""


class GameOptions(BaseModel):
    """Options every game has; games subclass this with their variants."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    players: int = Field(ge=1, le=8)
    content_pack: str = "standard"


class GameState(BaseModel):
    """Base of every game's state: the options it was set up with and its rng."""

    rng: Rng


class Action(BaseModel):
    """Base of every action: a frozen value with a ``kind`` tag."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    people_only: ClassVar[bool] = False
    """True for a table decision bots leave to the people (ending a session early)."""


class Event(BaseModel):
    """Base of every event an action reports (for logs, animation, the network)."""

    model_config = ConfigDict(frozen=True)

    seat: int | None = None


class ScoreLine(BaseModel):
    label: str
    points: int
    rule: str = ""
    """The id of the rule that scores this line (see :mod:`roadie.core.rulebook`)."""


class SeatScore(BaseModel):
    """One seat's score; an automaton (The Challenger, the Robot) gets the next seat number."""

    seat: int
    total: int
    name: str = ""
    automaton: bool = False
    lines: list[ScoreLine] = []
    tiebreak: list[int] = []
    """Compared after ``total`` to break ties, highest first."""


class ScoreSheet(BaseModel):
    seats: list[SeatScore]
    winners: list[int]

    @property
    def totals(self) -> list[int]:
        return [s.total for s in self.seats]


def winners_of(seats: Sequence[SeatScore]) -> list[int]:
    """Seats with the best (total, tiebreak); ties share the win."""
    best = max((s.total, s.tiebreak) for s in seats)
    return [s.seat for s in seats if (s.total, s.tiebreak) == best]


def state_hash(state: BaseModel) -> str:
    """A stable hash of a state, for comparing peers, replays and saves."""
    return hashlib.sha256(state.model_dump_json().encode()).hexdigest()


Opt = TypeVar("Opt", bound=GameOptions)
S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)


class Game(ABC, Generic[Opt, S, A]):
    """A game's rules. Subclasses set the class variables and the abstract methods."""

    info: ClassVar[GameInfo]
    options_model: ClassVar[type[GameOptions]]
    state_model: ClassVar[type[GameState]]
    action_adapter: ClassVar[TypeAdapter[Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``apply`` first refuses foreign actions and seats not at the table."""
        super().__init_subclass__(**kwargs)
        if "apply" in cls.__dict__:
            cls.apply = _guarded(cls.__dict__["apply"])  # type: ignore[method-assign]

    def action_types(self) -> tuple[type[Action], ...]:
        """The action classes this game takes (read once from its action adapter)."""
        cls = type(self)
        if "_action_types" not in cls.__dict__:
            found: list[type[Action]] = []
            _collect_actions(self.action_adapter.core_schema, found)
            cls._action_types = tuple(found)
        return cls._action_types

    _action_types: ClassVar[tuple[type[Action], ...]]

    def seat_count(self, state: S) -> int:
        """How many seats play *state* (its options' ``players``)."""
        return int(state.options.players)  # type: ignore[attr-defined]

    # --- options -------------------------------------------------------
    def make_options(self, players: int, values: dict[str, Any] | None = None) -> Opt:
        """Validated options; raises :class:`OptionsError` with a readable line."""
        info = self.info
        low = 1 if info.solo else info.min_players
        if not low <= players <= info.max_players:
            raise OptionsError(
                f"{info.title} takes {low}-{info.max_players} players, not {players}"
            )
        data = {**(values or {}), "players": players}
        _check_kinds(self.options_model, data)
        try:
            return self.options_model.model_validate(data)  # type: ignore[return-value]
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"]) or "options"
            raise OptionsError(f"option {where}: {err['msg']}") from None

    def option_choices(self, name: str) -> list[Any] | None:
        """The values an option may take, where the content decides them (else None)."""
        del name
        return None

    def options_from_dict(self, data: dict[str, Any]) -> Opt:
        """Options as a record or save holds them; each value strictly of its type."""
        values = dict(data)
        players = values.pop("players", self.info.min_players)
        if type(players) is not int:
            raise OptionsError(f"option players: {players!r} is not a whole number")
        return self.make_options(players, values)

    # --- the rules -----------------------------------------------------
    @abstractmethod
    def setup(self, options: Opt, seed: int) -> S: ...

    def setup_with_events(self, options: Opt, seed: int) -> tuple[S, list[Event]]:
        """The set-up state and what happened while setting up (an automaton's opening turn)."""
        return self.setup(options, seed), []

    @abstractmethod
    def active_seats(self, state: S) -> list[int]:
        """Seats that may act now; empty when the game is over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[A]: ...

    @abstractmethod
    def apply(self, state: S, seat: int, action: A) -> list[Event]:
        """Apply or refuse (``RuleViolation``, state untouched)."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> BaseModel:
        """What *seat* may see (``None``: a spectator); nothing hidden from it."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def score(self, state: S) -> ScoreSheet: ...

    # --- what a seat may know --------------------------------------------
    def view_events(self, state: S, events: Sequence[Event], seat: int | None) -> list[Event]:
        """The events *seat* (``None``: a spectator) may see, secrets masked or dropped.

        *state* is the state after the events. Games whose events can carry hidden
        things (a card drawn into a hand) override this; by default all are public.
        """
        del state, seat
        return list(events)

    def public_score(self, state: S) -> ScoreSheet:
        """The score as every seat may know it now (secret goals left out until the end)."""
        return self.score(state)

    def progress(self, state: S) -> tuple[str, ...]:
        """How far the game has come, for a save's header: a sentence marked under "progress"
        (``QT_TRANSLATE_NOOP``) then its %1, %2... arguments; empty says nothing."""
        del state
        return ()

    def real_time(self, state: S) -> bool:
        """Whether the active seats act at once, against the clock, rather than in turn."""
        del state
        return False

    def check(self, state: S, seat: int, action: A) -> RuleViolation | None:
        """Why the rules would refuse *action* from *seat* now (None: they would take it),
        tried on a copy: *state* is not touched."""
        try:
            self.apply(state.model_copy(deep=True), seat, action)
        except RuleViolation as refusal:
            return refusal
        return None

    # --- helpers with sensible defaults --------------------------------
    def parse_action(self, data: Any) -> A:
        """An action from its JSON form (dict or str)."""
        if isinstance(data, str | bytes):
            return self.action_adapter.validate_json(data)  # type: ignore[no-any-return]
        return self.action_adapter.validate_python(data)  # type: ignore[no-any-return]

    def stamp(self, action: A, t: float) -> A:
        """The action with the match clock's time of the claim, for real-time games."""
        del t
        return action

    def dump_action(self, action: A) -> dict[str, Any]:
        return action.model_dump(mode="json")

    def sample_action(self, state: S, seat: int, rng: Rng) -> A:
        """A random legal action (games may offer a faster path that tests check)."""
        return rng.choice(self.legal_actions(state, seat))

    def candidate_actions(self, state: S, seat: int) -> list[A]:
        """Well-formed actions, legal or not, for fuzzing refusals."""
        return self.legal_actions(state, seat)

    def test_configurations(self) -> list[dict[str, Any]]:
        """Option sets the conformance suite plays: every player count, by default."""
        low = 1 if self.info.solo else self.info.min_players
        return [{"players": n} for n in range(low, self.info.max_players + 1)]

    def check_invariants(self, state: S) -> None:
        """Raise ``AssertionError`` when the state breaks one of the game's invariants."""

    def secrets(self, state: S) -> str:
        """A digest of what no seat may know yet: future rolls, unseen cards.

        An action that changes it revealed something (a roll, a card drawn), so it
        can't be undone. Games with face-down piles add them to the rng here.
        """
        return str(state.rng.state)

    def resample_hidden(self, state: S, seat: int | None, rng: Rng) -> S:
        """A state *seat* cannot tell from this one: hidden things redrawn.

        The base version redraws the rng only (future dice are always hidden).
        """
        other = state.model_copy(deep=True)
        other.rng = rng.fork()
        return other

    def load_state(self, data: str | bytes) -> S:
        return self.state_model.model_validate_json(data)  # type: ignore[return-value]


_KINDS: dict[Any, tuple[type, ...]] = {bool: (bool,), int: (int,), float: (int, float), str: (str,)}
"""What a plain option of each type accepts: no ``true`` for a number, no ``"yes"`` for a flag."""


def _check_kinds(model: type[GameOptions], values: dict[str, Any]) -> None:
    """Refuse option values of the wrong kind that validation would quietly convert."""
    for name, value in values.items():
        field = model.model_fields.get(name)
        if field is None:
            continue
        kinds = _KINDS.get(field.annotation)
        if isinstance(field.annotation, types.UnionType) and value is None:
            continue
        if isinstance(field.annotation, types.UnionType):
            plain = [a for a in field.annotation.__args__ if a is not type(None)]
            kinds = _KINDS.get(plain[0]) if len(plain) == 1 else None
        if kinds is None:
            continue
        wrong = not isinstance(value, kinds) or (bool not in kinds and isinstance(value, bool))
        if wrong or (isinstance(value, float) and not math.isfinite(value)):
            raise OptionsError(f"option {name}: {value!r} is not a valid {kinds[-1].__name__}")


def _guarded(apply: Callable[..., list[Event]]) -> Callable[..., list[Event]]:
    """*apply* behind the checks every game shares: its own kind of action, a seat at the table."""

    @functools.wraps(apply)
    def checked(self: Game[Any, Any, Any], state: Any, seat: int, action: Any) -> list[Event]:
        if not isinstance(action, self.action_types()):
            raise RuleViolation("roadie/action", _("rules", "That is not an action of {game}."),
                                game=self.info.title)
        if isinstance(seat, bool) or not isinstance(seat, int) \
                or not 0 <= seat < self.seat_count(state):
            raise RuleViolation("roadie/table", _("rules", "There is no seat {seat} at this "
                                                 "table."), seat=seat)
        return apply(self, state, seat, action)

    return checked


def _collect_actions(schema: Any, found: list[type[Action]]) -> None:
    """The :class:`Action` classes a pydantic core schema validates to, in order."""
    if isinstance(schema, dict):
        cls = schema.get("cls")
        if schema.get("type") == "model" and isinstance(cls, type) and issubclass(cls, Action):
            if cls not in found:
                found.append(cls)
            return
        for value in schema.values():
            _collect_actions(value, found)
    elif isinstance(schema, list | tuple):
        for value in schema:
            _collect_actions(value, found)
