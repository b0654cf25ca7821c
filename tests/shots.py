"""Shared runner of the screenshot scripts: every screen at 1280x800 and at 4K.

Each script defines ``shoot(folder, suffix)`` and hands it to :func:`main`, which
renders once per size in its own process (4K is 1920x1080 logical at device pixel
ratio 2, as a 4K screen shows it) with Roadie's data in a temporary folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

SIZES = {"": (1280, 800, "1"), "-4k": (1920, 1080, "2")}
"""Suffix -> logical window size and Qt scale factor."""


def main(script: str, argv: list[str], shoot: Callable[[Path, str], None]) -> int:
    """``script [FOLDER]`` renders every size; ``script --one SUFFIX FOLDER`` one of them."""
    if len(argv) >= 4 and argv[1] == "--one":
        shoot(Path(argv[3]), argv[2])
        return 0
    folder = Path(argv[1] if len(argv) > 1 else "screenshots").resolve()
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        for suffix, (_w, _h, scale) in SIZES.items():
            env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
                   "QT_SCALE_FACTOR": scale, "ROADIE_HOME": home}
            subprocess.run([sys.executable, script, "--one", suffix, str(folder)], env=env,
                           check=True)
    for png in sorted(folder.glob("*.png")):
        print(png)
    return 0
