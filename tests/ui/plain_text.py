"""What a window shows, read as Qt draws it: each label, button, list, table and tree item,
tooltip and scene text, with the text it was given and the text a player sees. A text Qt
would read as rich text is read here the same way (``Qt.mightBeRichText`` for automatic
labels and tooltips), so markup in a player's name shows up as a name that lost it.

:class:`Probe` is a FIFO that tells whether anything opened it: a name like
``<img src="probe">`` drawn as rich text makes Qt read the image file (``/dev/zero`` until
the process dies); a writer loop in a process of its own answers each open so that a reader
never waits, and counts the opens."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from html import escape
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

Shown = tuple[str, str, str]
"""Where, the text given, the text drawn."""


def as_rich(text: str) -> str:
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def drawn_tip(tip: str) -> str:
    return as_rich(tip) if GuiQt.mightBeRichText(tip) else tip


def drawn_label(label: QLabel) -> str:
    text, kind = label.text(), label.textFormat()
    rich = kind in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText) or (
        kind == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    return as_rich(text) if rich else text


def drawn_button(text: str) -> str:
    """A button's text as drawn: ``&&`` an ampersand, a lone ``&`` a shortcut mark."""
    return "&".join(part.replace("&", "") for part in text.split("&&"))


def shown(root: QWidget) -> Iterator[Shown]:
    """Every text *root* and its children show (tooltips included), as given and as drawn."""
    for widget in [root, *root.findChildren(QWidget)]:
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        if widget.toolTip():
            yield f"{name} tooltip", widget.toolTip(), drawn_tip(widget.toolTip())
        if isinstance(widget, QLabel):
            yield name, widget.text(), drawn_label(widget)
        elif isinstance(widget, QAbstractButton):
            yield name, widget.text(), drawn_button(widget.text())
        elif isinstance(widget, QPlainTextEdit | QTextEdit):
            yield name, widget.toPlainText(), widget.toPlainText()
        elif isinstance(widget, QListWidget):
            for n in range(widget.count()):
                yield from _item(name, widget.item(n).text(), widget.item(n).toolTip())
        elif isinstance(widget, QTableWidget):
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    cell = widget.item(row, column)
                    if cell is not None:
                        yield from _item(name, cell.text(), cell.toolTip())
        elif isinstance(widget, QTreeWidget):
            found = QTreeWidgetItemIterator(widget)
            while found.value() is not None:
                item = found.value()
                for column in range(widget.columnCount()):
                    yield from _item(name, item.text(column), item.toolTip(column))
                found += 1
        elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
            yield from _scene(name, widget)


def _item(name: str, text: str, tip: str) -> Iterator[Shown]:
    yield f"{name} item", text, text
    if tip:
        yield f"{name} item tooltip", tip, drawn_tip(tip)


def _scene(name: str, view: QGraphicsView) -> Iterator[Shown]:
    for item in view.scene().items():
        kind = f"{name} {type(item).__name__}"
        if item.toolTip():
            yield f"{kind} tooltip", item.toolTip(), drawn_tip(item.toolTip())
        if isinstance(item, QGraphicsSimpleTextItem):
            yield kind, item.text(), item.text()
        elif isinstance(item, QGraphicsTextItem):
            yield kind, item.toHtml(), item.toPlainText()


def literal(root: QWidget, names: list[str]) -> list[str]:
    """Where *root* shows one of *names* (or its markup escaped); each such text must draw
    the name exactly as typed (AssertionError naming the text that does not)."""
    found = []
    for where, given, drawn in shown(root):
        for name in names:
            if name in given or escape(name) in given or escape(name, quote=False) in given:
                assert name in drawn, f"{where}: {given!r} is drawn as {drawn!r}"
                found.append(f"{where}: {drawn}")
    return found


class Probe:
    """A FIFO named ``probe`` in *folder* (the working folder, for ``<img src="probe">``)
    and a writer that answers and counts every open of it."""

    def __init__(self, folder: Path) -> None:
        self.fifo, self.hits = folder / "probe", folder / "probe-opened"
        os.mkfifo(self.fifo)
        self.writer = subprocess.Popen(
            ["sh", "-c", f"while :; do : > '{self.fifo}'; echo x >> '{self.hits}'; done"])

    def opened(self) -> bool:
        return self.hits.exists()

    def close(self) -> None:
        self.writer.kill()
        self.writer.wait()
