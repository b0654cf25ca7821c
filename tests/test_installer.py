"""What the installers rely on: ``roadie FILE`` opens a save, one version, one save extension,
and (slow) the frozen Linux bundle passes its self-test as built and as packaged."""

from __future__ import annotations

import platform
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from roadie import __version__
from roadie.cli import main
from roadie.match.session import new_table
from roadie.storage.saves import SeatSpec
from roadie.ui.main_window import SAVE_FILTER, MainWindow

ROOT = Path(__file__).resolve().parent.parent
INSTALLER = ROOT / "installer"


def test_a_save_named_on_the_command_line_opens_on_its_table(tmp_path: Path,
                                                              qapp: QApplication) -> None:
    path = tmp_path / "friday.roadie"
    table = new_table("gig-dice", {}, 3, [SeatSpec(name="Ann"), SeatSpec(name="Bob")])
    table.client.save(path)
    seen: dict[str, Any] = {}

    def look() -> None:
        window = next(w for w in qapp.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        try:
            screen, shown = window.game_screen, window.table
            seen.update(game=screen and screen.client.info.id, path=window.save_path,
                        hash=shown and shown.match.hash())
        finally:
            window.close()  # the last window: the app's loop ends

    QTimer.singleShot(0, look)
    assert main([str(path)]) == 0
    assert seen == {"game": "gig-dice", "path": path.resolve(), "hash": table.match.hash()}


def test_an_argument_that_is_neither_a_command_nor_a_file_is_refused(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main([str(tmp_path / "missing.roadie")]) == 2
    assert "invalid choice" in capsys.readouterr().err


def test_the_version_is_set_once(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out == f"roadie {__version__}\n"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    assert project["tool"]["hatch"]["version"]["path"] == "desktop/roadie/__init__.py"
    packaging = [*INSTALLER.rglob("*"), *(ROOT / ".github").rglob("*")]
    assert not [p for p in packaging if p.is_file() and p.suffix != ".pyc"
                and __version__ in p.read_bytes().decode(errors="replace")]


def test_every_installer_opens_the_extension_the_app_saves_with() -> None:
    iss = (INSTALLER / "windows" / "roadie.iss").read_text()
    found = re.search(r'#define SaveExt "\.(\w+)"', iss)
    assert found is not None and found.group(1) == "roadie"
    extension = found.group(1)
    assert f'SAVE_EXTENSION = "{extension}"' in (INSTALLER / "roadie.spec").read_text()
    mime = (INSTALLER / "linux" / "roadie-mime.xml").read_text()
    assert f'<glob pattern="*.{extension}"/>' in mime
    assert f"(*.{extension} " in SAVE_FILTER
    main_window = (ROOT / "desktop" / "roadie" / "ui" / "main_window.py").read_text()
    assert f'.info.id}}.{extension}"' in main_window  # Save as suggests it


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="Windows and macOS build in the release CI")
def test_the_frozen_linux_bundle_passes_its_self_test_built_and_packaged() -> None:
    done = subprocess.run([sys.executable, str(INSTALLER / "build.py")], cwd=ROOT,
                          capture_output=True, text=True, timeout=3600, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.count("self-test passed") == 2  # dist/Roadie, then the unpacked .tar.gz
    assert (ROOT / "dist" / f"Roadie-{__version__}-linux-{platform.machine()}.tar.gz").exists()
