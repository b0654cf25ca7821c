"""Refresh the translation sources and build the compiled catalogues.

Usage: ``python i18n/update.py [LANG ...]``. Runs ``pyside6-lupdate`` over every
Python file of the package (the rules core marks its sentences with
``QT_TRANSLATE_NOOP``, imported as ``_``; the action logs translate with
``_t(context, text)``), adding new source strings to
``i18n/roadie_<LANG>.ts`` (existing languages by default), then
``pyside6-lrelease`` to write the ``.qm`` files the app loads.

English needs a catalogue too, for its plurals only (``roadie_en.ts``, written with
``-pluralonly``): a ``%n`` string such as "%n songs in hand" gets its "1 song in hand"
form there.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent / "desktop" / "roadie"
ALIASES = "QT_TRANSLATE_NOOP+=_,translate+=_t,tr+=counted"
"""Roadie's names for Qt's translation functions, so that lupdate finds every string."""


def tool(name: str) -> str:
    """The PySide6 tool beside this Python, or the one on PATH."""
    beside = Path(sys.executable).with_name(name)
    return str(beside) if beside.exists() else name


CONTENT = HERE.parent / "resources" / "content"
sys.path.insert(0, str(SOURCES.parent))
from roadie.games import REGISTRY  # noqa: E402 - the one list of games

CONTENT_CONTEXTS = {e.id: e.content_context for e in REGISTRY if e.content_context}
"""The context each game's table translates its content pack's texts under."""
SHOWN_FIELDS = {"name", "title", "text", "location", "band_name", "label", "instrument"}
"""Fields of content files that the tables show to players."""
SHOWN_LISTS = {"months"}
"""Lists of texts in content files that the tables show to players."""


def content_strings() -> list[tuple[str, str]]:
    """(context, text) for every text the standard content packs show to players."""
    found: dict[tuple[str, str], None] = {}

    def walk(context: str, node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in SHOWN_FIELDS and isinstance(value, str) and value:
                    found[(context, value)] = None
                if key in SHOWN_LISTS and isinstance(value, list):
                    found.update(((context, v), None) for v in value if isinstance(v, str))
                walk(context, value)
        elif isinstance(node, list):
            for item in node:
                walk(context, item)

    for game, context in CONTENT_CONTEXTS.items():
        for path in sorted((CONTENT / game / "standard").glob("*.json")):
            walk(context, json.loads(path.read_text(encoding="utf-8")))
    return list(found)


def update(languages: list[str]) -> None:
    """lupdate over the sources and the content packs' texts, then lrelease."""
    for lang in languages:
        ts = HERE / f"roadie_{lang}.ts"
        extract(ts)
        release(ts, ts.with_suffix(".qm"))


def extract(ts: Path, quiet: bool = False) -> None:
    """lupdate: every string of the code and the content packs into *ts* (created if new);
    only the plurals into English's."""
    marks = ts.with_name("content_strings.py")  # lupdate reads Python sources only
    marks.write_text("".join(f"_({json.dumps(c)}, {json.dumps(t, ensure_ascii=False)})\n"
                             for c, t in content_strings()), encoding="utf-8")
    files = [*sorted(str(p) for p in SOURCES.rglob("*.py")), str(marks)]
    try:
        english = ["-pluralonly", "-target-language", "en"] if ts.stem == "roadie_en" else []
        subprocess.run([tool("pyside6-lupdate"), "-no-obsolete", "-locations", "relative",
                        "-tr-function-alias", ALIASES, *english, *files, "-ts", str(ts)],
                       check=True, capture_output=quiet)
    finally:
        marks.unlink()


def release(ts: Path, qm: Path) -> None:
    """Compile *ts* to *qm* by way of a new file put in its place: a running Roadie maps the
    catalogue it loaded, and a file rewritten in place under it crashes it (SIGBUS)."""
    fresh = qm.with_name(qm.name + ".new")
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(fresh)], check=True)
    fresh.replace(qm)


if __name__ == "__main__":
    wanted = sys.argv[1:] or sorted(p.stem.removeprefix("roadie_") for p in HERE.glob("*.ts"))
    update(wanted or ["de"])
