"""The solo step on screen: which groove is chosen, how its preview is turned and flipped,
and where it sits. What is legal comes only from the legal ``PlaySolo`` actions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from roadie.games.the_gig import actions as a

Pos = tuple[int, int]
Dice = tuple[int, ...]


def normalise(cells: Iterable[Pos]) -> frozenset[Pos]:
    """The cells moved so that their top row and left column are 0 (to compare shapes)."""
    cells = list(cells)
    top, left = min(r for r, _ in cells), min(c for _, c in cells)
    return frozenset((r - top, c - left) for r, c in cells)


class SoloStep:
    """The chosen groove, its orientation (``turns``, ``flipped``) and the preview's anchor."""

    def __init__(self) -> None:
        self.options: dict[Dice, set[frozenset[Pos]]] = {}
        self.shapes: dict[Dice, frozenset[Pos]] = {}
        self.chosen: Dice | None = None
        self.turns, self.flipped = 0, False
        self.anchor: Pos | None = None
        self._cycle = 0

    def update(self, legal: list[Any], song_pos: dict[int, Pos]) -> None:
        """Read the grooves from the legal solos; keep the choice if it still stands."""
        self.options = {}
        for act in legal:
            if isinstance(act, a.PlaySolo):
                self.options.setdefault(act.dice, set()).add(frozenset(act.cells))
        self.shapes = {d: frozenset(song_pos[i] for i in d) for d in self.options
                       if all(i in song_pos for i in d)}
        if self.chosen not in self.options:
            self.chosen = self.grooves()[0] if self.options else None
            self.turns, self.flipped, self.anchor = 0, False, None

    def marked(self) -> set[int]:
        """The dice of the chosen groove (marked on the song while a solo is chosen)."""
        return set(self.chosen or ()) if self.options else set()

    def grooves(self) -> list[Dice]:
        """The grooves, biggest first."""
        return sorted(self.options, key=lambda d: (-len(d), d))

    def choose(self, dice: Dice) -> None:
        if dice in self.options and dice != self.chosen:
            self.chosen, self.turns, self.flipped, self._cycle = dice, 0, False, 0

    def turn(self, by: int = 1) -> None:
        self.turns = (self.turns + by) % 4

    def flip(self) -> None:
        self.flipped = not self.flipped

    def oriented(self) -> list[Pos]:
        """The chosen groove turned and flipped, its top-left cell first."""
        if self.chosen is None or self.chosen not in self.shapes:
            return []
        cells = [(r, -c) if self.flipped else (r, c) for r, c in self.shapes[self.chosen]]
        for _ in range(self.turns):
            cells = [(c, -r) for r, c in cells]
        return sorted(normalise(cells))

    def preview(self) -> list[Pos]:
        """The cells the preview covers, its first cell on the anchor."""
        shape = self.oriented()
        if not shape or self.anchor is None:
            return []
        (r0, c0), (ar, ac) = shape[0], self.anchor
        return [(r - r0 + ar, c - c0 + ac) for r, c in shape]

    def legal_cells(self) -> set[Pos]:
        if self.chosen is None:
            return set()
        return {p for spot in self.options[self.chosen] for p in spot}

    def preview_ok(self) -> bool:
        return self.chosen is not None and frozenset(self.preview()) in self.options[self.chosen]

    def action_at(self, anchor: Pos | None = None) -> a.PlaySolo | None:
        """The solo drawn with the preview on *anchor* (or where it is)."""
        if anchor is not None:
            self.anchor = anchor
        cells = self.preview()
        if self.chosen is None or not cells:
            return None
        return a.PlaySolo(dice=self.chosen, cells=tuple(sorted(cells)))

    def next_legal(self) -> None:
        """Move the preview to the next legal placement of the chosen groove."""
        if self.chosen is None:
            return
        spots = sorted(self.options[self.chosen], key=sorted)
        spot = sorted(spots[self._cycle % len(spots)])
        self._cycle += 1
        for flipped in (False, True):
            for turns in range(4):
                self.flipped, self.turns = flipped, turns
                if normalise(self.oriented()) == normalise(spot):
                    self.anchor = spot[0]
                    return
