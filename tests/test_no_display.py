"""Started without a display, `roadie` says so in one line and exits non-zero, not Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def roadie() -> list[str]:
    """The installed `roadie` command (or the same entry point through this Python)."""
    script = Path(sys.executable).with_name("roadie")
    return [str(script)] if script.exists() else [
        sys.executable, "-c", "import sys; from roadie.cli import main; sys.exit(main([]))"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt picks xcb/wayland on Linux")
def test_roadie_without_a_display_says_what_to_set_in_one_line() -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run(roadie(), env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("roadie: no display")
    assert "QT_QPA_PLATFORM=offscreen" in lines[0] and "xcb" in lines[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt picks xcb/wayland on Linux")
def test_roadie_with_a_display_that_does_not_answer_says_so_in_one_line() -> None:
    free = next(n for n in range(57, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = f":{free}"
    done = subprocess.run(roadie(), env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    if xcb_loads():
        assert done.stderr.splitlines() == [
            f"roadie: the display :{free} does not answer: start it in a desktop session, "
            "or set QT_QPA_PLATFORM=offscreen for headless use."]
    else:  # a bare machine (CI): the plugin's missing libraries come first, also in one line
        [line] = done.stderr.splitlines()
        assert line.startswith("roadie: Qt's xcb plugin cannot load (")
        assert line.endswith("or set QT_QPA_PLATFORM=offscreen for headless use.")


def xcb_loads() -> bool:
    """Whether Qt's xcb plugin finds its libraries on this machine."""
    from PySide6.QtCore import QLibraryInfo

    plugin = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms",
                  "libqxcb.so")
    linked = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True).stdout
    return "not found" not in linked
