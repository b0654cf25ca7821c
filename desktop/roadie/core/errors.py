"""The error types of the kernel: one per kind of failure."""

from __future__ import annotations

from typing import Any


class RoadieError(Exception):
    """Base of every error Roadie reports to a player or on the command line."""


class RuleViolation(RoadieError):
    """An action the rules refuse. The state it was tried on is unchanged.

    ``text`` is an English template (marked for translation under the
    ``rules`` context) and ``params`` fill its ``{placeholders}``, so the UI can
    translate the template and then format it.
    """

    def __init__(self, rule_id: str, text: str, **params: Any) -> None:
        self.rule_id = rule_id
        self.text = text
        self.params = params
        super().__init__(self.message)

    @property
    def message(self) -> str:
        from roadie.core.rulebook import citation

        return f"{self.text.format(**self.params)} ({citation(self.rule_id)})"


class ContentError(RoadieError):
    """A content pack that does not validate; nothing of it was loaded."""


class RecordError(RoadieError):
    """A game record or save that cannot be read or does not replay."""


class OptionsError(RoadieError):
    """Game options that do not fit the game."""


class InputError(RoadieError):
    """A file or value from outside that Roadie will not read (see :mod:`roadie.core.files`)."""
