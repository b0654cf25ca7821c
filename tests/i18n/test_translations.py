"""The translation round trip and the completeness check.

Every catalogue holds exactly the strings of the code and the content packs, each
one translated with the placeholders of its source, and compiles to the committed
``.qm``. While strings are being added, ``python i18n/untranslated.py`` lists what
is left and ``--apply`` fills it in.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from roadie.ui.counted import counted

I18N = Path(__file__).resolve().parents[2] / "i18n"
sys.path.insert(0, str(I18N))
import untranslated  # noqa: E402 - i18n/untranslated.py, the translators' tool
import update  # noqa: E402 - i18n/update.py, the tool the maintainers run

CATALOGUES = sorted(I18N.glob("roadie_*.ts"))
LANGUAGES = [p.stem.removeprefix("roadie_") for p in CATALOGUES]
Key = tuple[str, str]


def keys(ts: Path) -> set[Key]:
    return {(e.context, e.source) for e in untranslated.entries(ts)
            if e.state not in ("obsolete", "vanished")}


@cache
def code_entries(folder: Path) -> tuple[untranslated.Entry, ...]:
    """Every string lupdate finds in the code and content packs."""
    fresh = folder / "roadie_xx.ts"
    update.extract(fresh, quiet=True)
    return tuple(untranslated.entries(fresh))


@pytest.fixture(scope="module")
def found(tmp_path_factory: pytest.TempPathFactory) -> tuple[untranslated.Entry, ...]:
    return code_entries(tmp_path_factory.mktemp("lupdate"))


@pytest.fixture(scope="module")
def in_code(found: tuple[untranslated.Entry, ...]) -> frozenset[Key]:
    """(context, source) of every string of the code and content packs."""
    return frozenset((e.context, e.source) for e in found)


def wanted(ts: Path, found: tuple[untranslated.Entry, ...]) -> frozenset[Key]:
    """What catalogue *ts* must hold: every string, or English's plurals only."""
    english = ts.stem == "roadie_en"
    return frozenset((e.context, e.source) for e in found if e.numerus or not english)


def test_lupdate_finds_the_rules_cores_sentences(in_code: frozenset[Key]) -> None:
    sources = {source for _, source in in_code}
    assert "A {die} has no face {value}." in sources  # core/dice.py, context "rules"
    assert "Gig dice" in sources  # a game title
    assert "{name} rolled a new {die} into their Gig area: {value}." in sources  # a log line
    assert ("TheGigContent", "Lighting Tech") in in_code  # an Audience card
    assert len(sources) > 400


def test_the_content_packs_texts_are_offered_for_translation(in_code: frozenset[Key]) -> None:
    strings = set(update.content_strings())
    assert ("TheGigContent", "Lighting Tech") in strings
    assert any(c == "BuskingContent" for c, _ in strings)
    assert strings <= in_code


@pytest.mark.parametrize("ts", CATALOGUES, ids=LANGUAGES)
def test_the_catalogue_holds_every_string_of_the_code_and_no_other(
        ts: Path, found: tuple[untranslated.Entry, ...]) -> None:
    want = wanted(ts, found)
    missing, gone = sorted(want - keys(ts)), untranslated.obsolete(ts)
    extra = sorted(keys(ts) - want)
    assert not (missing or gone or extra), (
        f"run: python i18n/update.py {ts.stem[7:]}\nmissing: {missing[:5]}\n"
        f"obsolete: {[e.source for e in gone][:5]}\nno longer in the code: {extra[:5]}")


@pytest.mark.parametrize("ts", CATALOGUES, ids=LANGUAGES)
def test_every_entry_is_translated(ts: Path) -> None:
    left = untranslated.unfinished(ts)
    assert not left, (f"{len(left)} unfinished, e.g. {[(e.context, e.source) for e in left[:3]]}; "
                      f"list them: python i18n/untranslated.py {ts.stem[7:]}")


@pytest.mark.parametrize("ts", CATALOGUES, ids=LANGUAGES)
def test_translations_keep_every_placeholder(ts: Path) -> None:
    assert [(e.source, e.forms) for e in untranslated.mismatched(ts)] == []


@pytest.mark.parametrize("ts", CATALOGUES, ids=LANGUAGES)
def test_the_committed_catalogue_is_compiled(ts: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.qm"
    update.release(ts, fresh)
    assert ts.with_suffix(".qm").read_bytes() == fresh.read_bytes(), \
        f"run: python i18n/update.py {ts.stem[7:]}"


def test_the_check_fails_on_an_untranslated_an_obsolete_and_a_broken_entry(
        tmp_path: Path, in_code: frozenset[Key]) -> None:
    ts = tmp_path / "roadie_de.ts"
    shutil.copy(I18N / "roadie_de.ts", ts)
    assert untranslated.apply(ts, {"rules": {"A {die} has no face {value}.": "Kein {die}."}})
    assert not untranslated.mismatched(ts)  # apply refuses a broken translation
    before = {(e.context, e.source) for e in untranslated.unfinished(ts)}
    tree = ET.parse(ts)
    node = {(c.findtext("name"), m.findtext("source"), n.tag): n
            for c in tree.getroot().iter("context") for m in c.iter("message") for n in m}
    node[("games", "Gig dice", "translation")].set("type", "unfinished")  # left untranslated
    node[("rules", "A {die} has no face {value}.", "translation")].text = "Ein {die} fehlt."
    node[("rules", "Set", "source")].text = "A sentence no code says"
    tree.write(ts, encoding="utf-8")
    after = {(e.context, e.source) for e in untranslated.unfinished(ts)}
    assert after - before == {("games", "Gig dice")}
    assert [e.source for e in untranslated.mismatched(ts)] == ["A {die} has no face {value}."]
    assert ("rules", "A sentence no code says") in keys(ts) - in_code
    assert ("rules", "Set") in in_code - keys(ts)
    assert untranslated.listing(ts)["games"] == {"Gig dice": ""}


def test_applying_a_mapping_finishes_entries_and_keeps_placeholders(tmp_path: Path) -> None:
    ts = tmp_path / "roadie_de.ts"
    shutil.copy(I18N / "roadie_de.ts", ts)
    problems = untranslated.apply(ts, {
        "games": {"Gig dice": "Gig-Würfel!"},
        "rules": {"A {die} has no face {value}.": "Ein {die} kennt die {value} nicht."},
        "nowhere": {"Nothing": "Nichts"}})
    assert problems == ["nowhere: 'Nothing': not in roadie_de.ts"]
    done = {(e.context, e.source): e for e in untranslated.entries(ts)}
    assert done[("games", "Gig dice")].forms == ("Gig-Würfel!",)
    assert done[("rules", "A {die} has no face {value}.")].state == ""
    update.release(ts, tmp_path / "roadie_de.qm")
    translator = QTranslator()
    assert translator.load(str(tmp_path / "roadie_de.qm"))
    assert translator.translate("games", "Gig dice") == "Gig-Würfel!"


def test_lupdate_keeps_qt_plurals(tmp_path: Path) -> None:
    source = tmp_path / "plural.py"
    source.write_text('from PySide6.QtCore import QCoreApplication\n'
                      'QCoreApplication.translate("x", "%n card(s)", "", 2)\n')
    ts = tmp_path / "roadie_fr.ts"
    subprocess.run([update.tool("pyside6-lupdate"), str(source), "-ts", str(ts)],
                   check=True, capture_output=True)
    assert untranslated.listing(ts) == {"x": {"%n card(s)": ["", ""]}}
    assert untranslated.apply(ts, {"x": {"%n card(s)": ["%n carte", "%n cartes"]}}) == []
    update.release(ts, tmp_path / "roadie_fr.qm")
    translator = QTranslator()
    assert translator.load(str(tmp_path / "roadie_fr.qm"))
    assert translator.translate("x", "%n card(s)", "", 1) == "%n carte"
    assert translator.translate("x", "%n card(s)", "", 3) == "%n cartes"


def test_every_count_of_the_code_is_a_plural_in_the_catalogues(
        found: tuple[untranslated.Entry, ...]) -> None:
    """lupdate misses a plural it cannot read (then it is never translated): each text
    given to ``counted`` is found, as a plural."""
    said = set()
    for path in (I18N.parent / "desktop" / "roadie").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "counted" and isinstance(node.args[0], ast.Constant)):
                said.add(node.args[0].value)
    assert said and said == {e.source for e in found if e.numerus}


def test_english_says_one_song_not_one_songs(qapp: QCoreApplication) -> None:
    translator = QTranslator()
    assert translator.load("roadie_en", str(I18N))
    QCoreApplication.installTranslator(translator)
    try:
        said = [counted("%n songs in hand", None, n) for n in (1, 2)]
        assert said == ["1 song in hand", "2 songs in hand"]
    finally:
        QCoreApplication.removeTranslator(translator)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_a_translator_loads_and_translates(qapp: QCoreApplication, lang: str) -> None:
    translator = QTranslator()
    assert translator.load(f"roadie_{lang}", str(I18N))
    QCoreApplication.installTranslator(translator)
    try:
        done = [e for e in untranslated.entries(I18N / f"roadie_{lang}.ts")
                if not e.state and not e.numerus and e.forms[0] != e.source][:50]
        assert len(done) == 50
        for e in done:
            assert QCoreApplication.translate(e.context, e.source) == e.forms[0]
        assert QCoreApplication.translate("rules", "Set") != "Set"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_a_catalogue_is_xml_that_lupdate_wrote() -> None:
    for ts in CATALOGUES:
        root = ET.parse(ts).getroot()
        assert root.tag == "TS" and root.get("language", "").startswith(ts.stem[7:])


def test_the_wheel_and_the_installer_ship_every_compiled_catalogue() -> None:
    root = I18N.parent
    wheel = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["hatch"]["build"]
    assert wheel["targets"]["wheel"]["force-include"]["i18n"] == "roadie/i18n"

    def build(*args: object, **kwargs: Any) -> SimpleNamespace:
        return SimpleNamespace(pure=[], scripts=[], binaries=[], datas=kwargs.get("datas", []))

    spec = root / "installer" / "roadie.spec"
    names: dict[str, Any] = {"SPECPATH": str(spec.parent), "Analysis": build, "PYZ": build,
                             "EXE": build, "COLLECT": build, "BUNDLE": build}
    # The spec is Python that PyInstaller runs with these names defined.
    exec(compile(spec.read_text(), str(spec), "exec"), names)
    shipped = {Path(source).name for source, target in names["a"].datas
               if target == "roadie/i18n"}
    assert shipped == {ts.with_suffix(".qm").name for ts in CATALOGUES}
