"""Refresh the translation sources and build the compiled catalogues.

Usage: ``python i18n/update.py [LANG ...]``. Runs ``pyside6-lupdate`` over every
Python file of the package (the rules core marks its sentences with
``QT_TRANSLATE_NOOP``, imported as ``_``; the action logs translate with
``_t(context, text)``), adding new source strings to
``i18n/roadie_<LANG>.ts`` (existing languages by default), then
``pyside6-lrelease`` to write the ``.qm`` files the app loads.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent / "desktop" / "roadie"
ALIASES = "QT_TRANSLATE_NOOP+=_,translate+=_t"
"""Roadie's names for Qt's translation functions, so that lupdate finds every string."""


def tool(name: str) -> str:
    """The PySide6 tool beside this Python, or the one on PATH."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else name


def update(languages: list[str]) -> None:
    files = sorted(str(p) for p in SOURCES.rglob("*.py"))
    for lang in languages:
        ts = HERE / f"roadie_{lang}.ts"
        subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "relative",
                        "-tr-function-alias", ALIASES, *files, "-ts", str(ts)], check=True)
        release(ts, ts.with_suffix(".qm"))


def release(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


if __name__ == "__main__":
    wanted = sys.argv[1:] or sorted(p.stem.removeprefix("roadie_") for p in HERE.glob("*.ts"))
    update(wanted or ["de"])
