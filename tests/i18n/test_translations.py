"""The translation round trip: strings are extractable, catalogues compile, placeholders survive."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

I18N = Path(__file__).resolve().parents[2] / "i18n"
sys.path.insert(0, str(I18N))
import update  # noqa: E402 - i18n/update.py, the tool the maintainers run

CATALOGUES = sorted(I18N.glob("roadie_*.ts"))
FIELD = re.compile(r"\{[a-z_]*\}|%n|%\d")


def test_lupdate_finds_the_rules_cores_sentences(tmp_path: Path) -> None:
    ts = tmp_path / "roadie_xx.ts"
    files = [str(p) for p in update.SOURCES.rglob("*.py")]
    subprocess.run([update.tool("pyside6-lupdate"), "-tr-function-alias", update.ALIASES,
                    *files, "-ts", str(ts)], check=True, capture_output=True)
    sources = {m.findtext("source") for m in ET.parse(ts).iter("message")}
    assert "A {die} has no face {value}." in sources  # core/dice.py, context "rules"
    assert "Gig dice" in sources  # a game title
    assert "{name} rolled a new {die} into their Gig area: {value}." in sources  # a log line
    assert len(sources) > 400


def test_the_content_packs_texts_are_offered_for_translation() -> None:
    strings = dict.fromkeys(update.content_strings())
    assert ("TheGigContent", "Lighting Tech") in strings  # an Audience card
    assert any(c == "BuskingContent" for c, _ in strings)
    contexts = ET.parse(I18N / "roadie_de.ts").iter("context")
    catalogue = {(c.findtext("name"), m.findtext("source")) for c in contexts
                 for m in c.iter("message")}
    assert set(strings) <= catalogue, "run: python i18n/update.py"


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_the_committed_catalogue_is_compiled(ts: Path, tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.qm"
    update.release(ts, fresh)
    assert ts.with_suffix(".qm").read_bytes() == fresh.read_bytes(), \
        "run: python i18n/update.py"


@pytest.mark.parametrize("ts", CATALOGUES, ids=lambda p: p.stem)
def test_translations_keep_every_placeholder(ts: Path) -> None:
    for message in ET.parse(ts).iter("message"):
        source = message.findtext("source") or ""
        node = message.find("translation")
        forms = [f.text or "" for f in node.iter("numerusform")] if node is not None else []
        texts = forms or [node.text or ""] if node is not None else []
        for text in (t for t in texts if t):
            assert sorted(FIELD.findall(text)) == sorted(FIELD.findall(source)), source


def test_a_translator_loads_and_translates(qapp: QCoreApplication) -> None:
    translator = QTranslator()
    assert translator.load("roadie_de", str(I18N))
    QCoreApplication.installTranslator(translator)
    try:
        checked = 0
        for context in ET.parse(I18N / "roadie_de.ts").iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                node = message.find("translation")
                if node is not None and node.get("type") is None and node.text and checked < 50:
                    source = message.findtext("source") or ""
                    assert QCoreApplication.translate(name, source) == node.text
                    checked += 1
        assert checked == 50
        assert QCoreApplication.translate("rules", "Set") != "Set"
    finally:
        QCoreApplication.removeTranslator(translator)
