"""What is left to translate, and filling it in.

Usage::

    python i18n/untranslated.py [--json] [LANG ...]   # unfinished source strings per language
    python i18n/untranslated.py --apply LANG FILE     # translations from FILE into roadie_LANG.ts

``--json`` prints ``{lang: {context: {source: ""}}}``: fill in the empty strings
(a list of forms for a ``%n`` plural, as many as the language has) and hand the
file back to ``--apply``. FILE is that JSON, or a ``.py`` file defining the same
mapping as ``TRANSLATIONS``. Applying refuses a translation whose placeholders
differ from its source, then refreshes the catalogue and its ``.qm``
(``update.py LANG``); entries not in the catalogue are reported and skipped.
"""

from __future__ import annotations

import argparse
import json
import re
import runpy
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
FIELD = re.compile(r"\{[A-Za-z_0-9]*\}|%n|%L?\d")
"""Placeholders a translation must keep: ``{name}``, Qt's ``%n`` and ``%1``."""

Mapping = dict[str, dict[str, str | list[str]]]
"""context → source → translation (the forms of a plural)."""


@dataclass(frozen=True)
class Entry:
    """One message of a catalogue."""

    context: str
    source: str
    numerus: bool
    state: str
    """``""`` when finished, else lupdate's type: unfinished, obsolete or vanished."""
    forms: tuple[str, ...]
    """The translation, or the forms of a plural."""


def catalogue(lang: str) -> Path:
    return HERE / f"roadie_{lang}.ts"


def languages() -> list[str]:
    """Every language a catalogue exists for."""
    return sorted(p.stem.removeprefix("roadie_") for p in HERE.glob("roadie_*.ts"))


def entries(ts: Path) -> list[Entry]:
    """The messages of *ts*, in order."""
    found = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            node = message.find("translation")
            plural = [f.text or "" for f in node.iter("numerusform")] if node is not None else []
            text = (node.text or "") if node is not None else ""
            found.append(Entry(name, message.findtext("source") or "",
                               message.get("numerus") == "yes",
                               (node.get("type") or "") if node is not None else "unfinished",
                               tuple(plural) if plural else (text,)))
    return found


def unfinished(ts: Path) -> list[Entry]:
    """Entries still to translate (``type="unfinished"`` or an empty translation)."""
    return [e for e in entries(ts)
            if e.state == "unfinished" or (not e.state and not all(e.forms))]


def obsolete(ts: Path) -> list[Entry]:
    """Entries whose source the code no longer has."""
    return [e for e in entries(ts) if e.state in ("obsolete", "vanished")]


def placeholders(text: str) -> list[str]:
    return sorted(FIELD.findall(text))


def mismatched(ts: Path) -> list[Entry]:
    """Translated entries whose placeholders differ from their source's."""
    return [e for e in entries(ts)
            if any(f and placeholders(f) != placeholders(e.source) for f in e.forms)]


def listing(ts: Path) -> Mapping:
    """The unfinished entries of *ts* as a mapping to fill in."""
    out: Mapping = {}
    for e in unfinished(ts):
        out.setdefault(e.context, {})[e.source] = [""] * max(len(e.forms), 2) if e.numerus else ""
    return out


def apply(ts: Path, mapping: Mapping) -> list[str]:
    """Write *mapping*'s translations into *ts*; the problems found (nothing is written
    for an entry that has one)."""
    tree = ET.parse(ts)
    problems, used = [], set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        wanted = mapping.get(name, {})
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source not in wanted:
                continue
            used.add((name, source))
            value = wanted[source]
            forms = [value] if isinstance(value, str) else list(value)
            bad = [f for f in forms if placeholders(f) != placeholders(source)]
            if bad or not all(forms):
                problems.append(f"{name}: {source!r}: placeholders or empty text in {bad or forms}")
                continue
            node = message.find("translation")
            if node is None:
                node = ET.SubElement(message, "translation")
            node.attrib.pop("type", None)
            for child in list(node):
                node.remove(child)
            if message.get("numerus") == "yes":
                node.text = None
                for form in forms:
                    ET.SubElement(node, "numerusform").text = form
            else:
                node.text = forms[0]
    problems += [f"{c}: {s!r}: not in {ts.name}" for c, texts in mapping.items()
                 for s in texts if (c, s) not in used]
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n',
                  encoding="utf-8")
    return problems


def load(path: Path) -> Mapping:
    """A mapping from a JSON file or a Python file's ``TRANSLATIONS``."""
    if path.suffix == ".py":
        found: Mapping = runpy.run_path(str(path))["TRANSLATIONS"]
        return found
    loaded: Mapping = json.loads(path.read_text(encoding="utf-8"))
    return loaded


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(description="What is left to translate, and filling it in.")
    p.add_argument("langs", nargs="*", metavar="LANG",
                   help=f"languages to list (default: all of {', '.join(languages())})")
    p.add_argument("--json", action="store_true", help="print a mapping to fill in")
    p.add_argument("--apply", nargs=2, metavar=("LANG", "FILE"),
                   help="write FILE's translations into roadie_LANG.ts")
    return p


def main(argv: list[str]) -> int:
    args = parser().parse_args(argv)
    for lang in args.langs + (args.apply[:1] if args.apply else []):
        if lang not in languages():
            parser().error(f"no catalogue for {lang!r}: choose from {', '.join(languages())}")
    if args.apply:
        import update

        lang, path = args.apply[0], Path(args.apply[1])
        problems = apply(catalogue(lang), load(path))
        update.update([lang])  # lupdate's own layout again, and the .qm
        print("\n".join(problems), file=sys.stderr)
        left = len(unfinished(catalogue(lang)))
        print(f"{lang}: {left} unfinished, {len(problems)} problem(s)")
        return 1 if problems else 0
    found = {lang: listing(catalogue(lang)) for lang in args.langs or languages()}
    if args.json:
        print(json.dumps(found, ensure_ascii=False, indent=1))
        return 0
    for lang, contexts in found.items():
        count = sum(len(texts) for texts in contexts.values())
        print(f"== {lang}: {count} unfinished")
        for context, texts in contexts.items():
            for source in texts:
                print(f"{context}\t{json.dumps(source, ensure_ascii=False)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
