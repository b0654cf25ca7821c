"""Build the installer of this platform and prove the frozen app can play.

``python installer/build.py`` (from the repository root, in the project's venv):

1. installs the ``build`` extra's tools if they are missing (PyInstaller);
2. freezes Roadie with ``installer/roadie.spec`` into ``dist/Roadie/`` (and ``dist/Roadie.app``);
3. runs ``--self-test`` against the frozen app (exit status 1 if it fails);
4. packages it: ``dist/Roadie-<version>-linux-<arch>.tar.gz`` on Linux,
   ``dist/Roadie-<version>-macos-<arch>.dmg`` (``installer/macos/make_dmg.sh``) on macOS,
   ``dist/Roadie-<version>-setup.exe`` (Inno Setup's ``ISCC``) on Windows;
5. unpacks, mounts or installs that package in a temporary folder and runs ``--self-test``
   against the app in it, as a player would get it.

It prints the build time and the sizes. ``--no-package`` stops after step 3.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
sys.path.insert(0, str(ROOT / "desktop"))
from roadie import __version__  # noqa: E402 - the one place the version is set


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-package", action="store_true", help="freeze and self-test only")
    ns = parser.parse_args(argv)
    tools()
    started = time.perf_counter()
    freeze()
    frozen_in = time.perf_counter() - started
    print(f"froze Roadie {__version__} in {frozen_in:.0f} s: {app_folder()} is "
          f"{size(app_folder()) / 2**20:.0f} MiB", flush=True)
    if self_test(executable()) != 0:
        return 1
    if not ns.no_package:
        package = make_package()
        print(f"package {package.relative_to(ROOT)}: {package.stat().st_size / 2**20:.0f} MiB")
        print(f"build time {time.perf_counter() - started:.0f} s", flush=True)
        if verify(package) != 0:
            return 1
    return 0


def tools() -> None:
    """The ``build`` extra's packages, installed into this Python if PyInstaller is missing."""
    if importlib.util.find_spec("PyInstaller") is None:
        extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
        run(sys.executable, "-m", "pip", "install", *extra["optional-dependencies"]["build"])


def freeze() -> None:
    run(sys.executable, "-m", "PyInstaller", str(ROOT / "installer" / "roadie.spec"),
        "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(DIST), "--workpath", str(ROOT / "build"))


def app_folder() -> Path:
    """What ships: the ``.app`` on macOS, the one-folder build elsewhere."""
    return DIST / "Roadie.app" if sys.platform == "darwin" else DIST / "Roadie"


def executable(folder: Path = DIST) -> Path:
    """The app's executable in *folder* (``dist``, or where a package was unpacked)."""
    if sys.platform == "darwin":
        return folder / "Roadie.app" / "Contents" / "MacOS" / "Roadie"
    return folder / "Roadie" / ("Roadie.exe" if sys.platform == "win32" else "Roadie")


def self_test(app: Path) -> int:
    """``Roadie --self-test REPORT`` on a frozen *app*; its lines (a windowed app on Windows
    has no console, hence the report file) and its exit status."""
    report = DIST / "self-test.txt"
    report.unlink(missing_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    print(f"+ {app} --self-test {report}", flush=True)
    code = subprocess.run([str(app), "--self-test", str(report)], env=env,
                          check=False, stdout=subprocess.DEVNULL).returncode
    print(report.read_text(encoding="utf-8") if report.exists() else "(no self-test report)",
          end="", flush=True)
    print(f"frozen self-test exit status {code}", flush=True)
    return code


def verify(package: Path) -> int:
    """The self-test of the app as the package delivers it (installed, mounted or unpacked)."""
    with tempfile.TemporaryDirectory(prefix="roadie-package-", ignore_cleanup_errors=True) as tmp:
        folder = Path(tmp)
        if sys.platform == "darwin":
            run("hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", tmp, str(package))
            try:
                return self_test(executable(folder))
            finally:
                run("hdiutil", "detach", tmp)
        if sys.platform == "win32":
            run(str(package), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
                f"/DIR={folder / 'Roadie'}")
            code = self_test(executable(folder))
            run(str(folder / "Roadie" / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES")
            return code
        with tarfile.open(package) as tar:
            tar.extractall(folder, filter="data")
        return self_test(executable(folder))


def make_package() -> Path:
    if sys.platform == "darwin":
        run("bash", str(ROOT / "installer" / "macos" / "make_dmg.sh"), __version__)
        return DIST / f"Roadie-{__version__}-macos-{platform.machine()}.dmg"
    if sys.platform == "win32":
        iscc = shutil.which("ISCC") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
        run(iscc, f"/DAppVersion={__version__}", str(ROOT / "installer" / "windows" / "roadie.iss"))
        return DIST / f"Roadie-{__version__}-setup.exe"
    return linux_archive()


def linux_archive() -> Path:
    """``Roadie/`` with its icon and menu-entry script, as a ``.tar.gz``."""
    folder = DIST / "Roadie"
    shutil.copy2(ROOT / "resources" / "icons" / "roadie.png", folder / "roadie.png")
    for name in ("install-menu-entry.sh", "roadie.desktop", "roadie-mime.xml"):
        shutil.copy2(ROOT / "installer" / "linux" / name, folder / name)
    archive = DIST / f"Roadie-{__version__}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname="Roadie")
    return archive


def size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if not p.is_dir())


def run(*command: str) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main())
