"""Start-up reads every file the launcher lists through the safe reader: a recent game or a
game in progress that is /dev/zero, a FIFO, a huge file or deeply nested JSON is listed as
damaged, and the launcher starts and shows the rest (no hang, no RecursionError). Each start
runs in a process of its own, so that a hang fails the test instead of stopping the run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.ui.test_launcher_progress import saved_gig

from roadie.storage import in_progress
from roadie.storage.settings import Settings, save_settings

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")

START = """
import json
from roadie.ui.app import create
app, window = create([])
window.show()
window.finish_loading()
launcher = window.launcher
print(json.dumps({
    "in_progress": [row.title.text() for row in launcher.in_progress.rows],
    "recent": [launcher.recent.item(i).text() for i in range(launcher.recent.count())],
}))
"""


def hostile(folder: Path, stem: str) -> list[Path]:
    """/dev/zero, a FIFO, a huge (sparse) file and deeply nested JSON, as saves named *stem*."""
    folder.mkdir(parents=True, exist_ok=True)
    zero, fifo, huge, deep = (folder / f"{stem}-{kind}.roadie"
                              for kind in ("zero", "fifo", "huge", "deep"))
    zero.symlink_to("/dev/zero")
    os.mkfifo(fifo)
    with huge.open("wb") as handle:
        handle.truncate(1 << 30)
    deep.write_text("[" * 200_000 + "]" * 200_000)
    return [zero, fifo, huge, deep]


def test_the_launcher_starts_past_hostile_files_and_shows_the_rest(tmp_path: Path) -> None:
    good = saved_gig(tmp_path / "friday.roadie", 0)
    hostile(in_progress.folder(), "game")
    saved_gig(in_progress.folder() / "going.roadie", 1)
    save_settings(Settings(recent=[str(p) for p in hostile(tmp_path, "recent")] + [str(good)]))
    done = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "RecursionError" not in done.stderr and "Traceback" not in done.stderr
    shown = json.loads(done.stdout.splitlines()[-1])
    assert shown["in_progress"][0] == "The Gig · Song 2 of 6"
    assert shown["in_progress"][1:] == ["A game in progress (damaged)"] * 4
    assert shown["recent"][:4] == [f"recent-{kind}.roadie (damaged or missing)"
                                   for kind in ("zero", "fifo", "huge", "deep")]
    assert shown["recent"][4].startswith("The Gig · Ana · Song 1 of 6")
