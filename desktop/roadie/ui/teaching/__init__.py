"""Teaching material: each game's "How to play" pages, in Roadie's own words.

A page says one thing (the goal, a step of a round, how you score), cites the rule
it summarises and shows a picture of the real board in a scripted position.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

MODULES = {
    "gig-dice": "gig_dice",
    "the-gig": "the_gig",
    "big-easy-busking": "big_easy_busking",
    "rock-hard-1977": "rock_hard_1977",
}
"""Each game's teaching module in this package."""

CONTEXT = "how_to_play"
"""The translation context of every teaching text."""


@dataclass(frozen=True)
class Picture:
    """A view of the real board: play *script* from the game's fixed seed, then show *crop*.

    Each step of the script is a piece of an action's ``repr``; the first seat to act
    takes the first legal action that contains it.
    """

    script: tuple[str, ...]
    crop: tuple[float, float, float, float]
    """x, y, width and height in the board's scene."""


@dataclass(frozen=True)
class Page:
    """One page of a game's overview."""

    title: str
    text: str
    rule_id: str
    """The rule this page summarises (its citation is shown on the page)."""
    picture: Picture


@dataclass(frozen=True)
class Lesson:
    """A game's whole overview: its fixed seed, seat count and pages."""

    seed: int
    players: int
    pages: tuple[Page, ...]


def has_lesson(game_id: str) -> bool:
    """Whether *game_id* has a "How to play" overview."""
    return game_id in MODULES


def lesson_of(game_id: str) -> Lesson:
    """The overview of *game_id* (KeyError when it has none)."""
    module = importlib.import_module(f"{__name__}.{MODULES[game_id]}")
    lesson: Lesson = module.LESSON
    return lesson
