"""Started without a display, `roadie` says so in one line and exits non-zero, not Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt picks xcb/wayland on Linux")
def test_roadie_without_a_display_says_what_to_set_in_one_line() -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    script = Path(sys.executable).with_name("roadie")
    command = [str(script)] if script.exists() else [
        sys.executable, "-c", "import sys; from roadie.cli import main; sys.exit(main([]))"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("roadie: no display")
    assert "QT_QPA_PLATFORM=offscreen" in lines[0] and "xcb" in lines[0]
