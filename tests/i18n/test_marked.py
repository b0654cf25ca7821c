"""Every text the interface shows goes through Qt translation.

A scan of ``desktop/roadie/ui``: a string literal (or an f-string, a ``+`` of
literals, a literal's ``.format``) handed straight to a Qt call that shows text
is a string lupdate never sees, so it would stay English in every language.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "desktop" / "roadie" / "ui"
SHOWS_TEXT = {
    "setText", "setToolTip", "setWindowTitle", "setPlaceholderText", "setStatusTip",
    "setWhatsThis", "setTitle", "showMessage", "addAction", "addMenu", "addTab", "setTabText",
    "setHeaderLabels", "setHorizontalHeaderLabels", "setVerticalHeaderLabels", "addItems",
    "setSuffix", "setPrefix", "setSpecialValueText", "setLabelText", "setInformativeText",
    "setDetailedText", "setHtml", "setMarkdown", "setPlainText", "setAccessibleName",
    "information", "warning", "critical", "question", "about", "getText", "addRow",
    "QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction",
    "QToolButton", "QMenu", "QMessageBox", "QTableWidgetItem", "QListWidgetItem",
}
FIRST_ONLY = {"addItem": 0, "insertItem": 1, "setItemText": 1}
"""Calls whose other arguments are data, not text: the index of the shown text."""
ALLOWED = ("ROADIE", "Roadie")
"""The product's name, the same in every language."""
UNITS = {"s", "ms"}
"""SI unit symbols (a spin box's suffix), written the same in every language Roadie ships."""
MARKUP = re.compile(r"<[^>]*>|&[a-z#0-9]+;|\{[^}]*\}")


def shows_words(node: ast.expr) -> bool:
    """Whether *node* is literal text with a letter in it (markup and fields aside)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = MARKUP.sub("", node.value)
        for name in ALLOWED:
            text = text.replace(name, "")
        return text.strip() not in UNITS and any(c.isalpha() for c in text)
    if isinstance(node, ast.JoinedStr):
        return shows_words(ast.Constant("".join(
            str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values)))
    if isinstance(node, ast.BinOp):
        return shows_words(node.left) or shows_words(node.right)
    if isinstance(node, ast.IfExp):
        return shows_words(node.body) or shows_words(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in ("format", "join", "upper") and shows_words(node.func.value)
    return False


def called(node: ast.Call) -> str:
    func = node.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


TRANSLATES = {"tr": 0, "translate": 1, "_t": 1}
"""Translation calls and the index of their text: a text built at run time (an f-string, a
``+``, a ``.format``) is not what lupdate extracts, so it is never translated."""


def built(node: ast.expr) -> bool:
    """Whether *node* builds a text from a literal at run time."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return shows_words(node)
    return isinstance(node, ast.Call) and shows_words(node)


def unmarked(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of every literal shown without translation in *source*."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = called(node)
        if name in TRANSLATES:
            index = TRANSLATES[name]
            if len(node.args) > index and built(node.args[index]):
                yield node.lineno, ast.unparse(node.args[index])
            continue
        if name in FIRST_ONLY:
            args = node.args[FIRST_ONLY[name]:FIRST_ONLY[name] + 1]
        elif name in SHOWS_TEXT:
            args = node.args
        else:
            continue
        for arg in args:
            if shows_words(arg):
                yield node.lineno, ast.unparse(arg)


def test_every_text_the_interface_shows_is_marked_for_translation() -> None:
    found = [f"{path.relative_to(UI)}:{line}: {text}"
             for path in sorted(UI.rglob("*.py"))
             for line, text in unmarked(path.read_text(encoding="utf-8"))]
    assert found == [], "wrap in self.tr(...) or QCoreApplication.translate(context, ...)"


def test_the_scan_finds_a_string_left_out_of_translation() -> None:
    source = '''
label = QLabel("Your turn")
button.setToolTip(f"{n} dice left")
box.addItem("Slow", "slow")
box.addItem(self.tr("Fast"), "fast")
view.setHtml("<b>" + escape(self.tr("Set list")) + "</b>")
title.setText(QCoreApplication.translate("Board", "End turn"))
window.setWindowTitle(f"Roadie — {title}")
mark.setText("•")
spin.setSuffix(" s")
status.showMessage("Saved to {}".format(path))
title.setText(self.tr(f"Round {n}"))
hint = QCoreApplication.translate("Board", "Drag " + what)
label.setText(_t("Board", HINTS[step]))
'''
    assert sorted(line for line, _ in unmarked(source)) == [2, 3, 4, 11, 12, 13]
