"""A damaged autosave journal in the app: the game loads up to the damage and the player is
told how many actions were dropped; a FIFO in the journal's place does not hang loading."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from roadie import games
from roadie.match.match import Match
from roadie.storage.journal import journal_path
from roadie.storage.saves import SeatSpec
from roadie.ui.main_window import MainWindow


def journaled(path: Path, actions: int) -> Match:
    """A LAN host's autosave as it leaves it: saved whole at the start, then a journal line
    an action."""
    game = games.get("gig-dice")
    match = Match(game, game.make_options(2), 21, [SeatSpec(name="Ann"), SeatSpec(name="Bo")],
                  autosave=path)
    match.save(path)
    for _ in range(actions):
        seat = match.active_seats()[0]
        match.submit(seat, sorted(match.legal_actions(seat), key=repr)[0])
    return match


def test_a_damaged_journal_loads_up_to_the_damage_and_says_how_many_went(
        window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "lan-host.roadie"
    match = journaled(path, 12)
    lines = journal_path(path).read_bytes().split(b"\n")
    lines[9] = b"\x00 not an action"  # the 9th action's line: 8 kept, 4 dropped
    journal_path(path).write_bytes(b"\n".join(lines))
    assert window.open_path(path)
    assert window.table is not None
    assert window.table.match.record.actions == match.record.actions[:8]
    assert "its last 4 actions could not be restored" in window.last_alert


LOAD = """
import sys
from pathlib import Path
from roadie.match.session import load_table
table = load_table(Path(sys.argv[1]))
print(len(table.match.record.actions), table.dropped)
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")
def test_a_fifo_in_the_journals_place_does_not_hang_loading(tmp_path: Path) -> None:
    path = tmp_path / "lan-host.roadie"
    match = journaled(path, 3)
    match.save(path)
    journal_path(path).unlink()
    os.mkfifo(journal_path(path))
    done = subprocess.run([sys.executable, "-c", LOAD, str(path)], capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.stdout.split() == ["3", "0"], done.stderr
