"""The action log: a line added lays out only what is in view, however long the game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from roadie.ui.action_log import ActionLog, Entry

SENTENCE = "{n}: Ana placed a d8 showing 5 on the Bridge, next to Ben's d6, and scored 3."


def laid_out(log: ActionLog) -> int:
    """How many of the log's lines have been laid out (wrapped) so far."""
    block, count = log.document().begin(), 0
    while block.isValid():
        count += block.layout().lineCount() > 0
        block = block.next()
    return count


def test_a_line_added_to_a_long_log_lays_out_only_the_lines_in_view(qtbot):
    log = ActionLog()
    qtbot.addWidget(log)
    log.resize(280, 300)
    log.show()
    log.replace([SENTENCE.format(n=n) for n in range(5000)])
    QApplication.processEvents()
    for n in range(20):
        log.add(SENTENCE.format(n=5000 + n))
        QApplication.processEvents()
    assert len(log.sentences()) == 5020
    assert laid_out(log) < 100  # those in view then and now, not the 5,000 before
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    assert log.document().lastBlock().text() == SENTENCE.format(n=5019)


def test_the_log_shows_a_line_per_told_entry_and_tells_them_anew(qtbot):
    log = ActionLog()
    qtbot.addWidget(log)
    log.add("Round 1 begins.")
    log.add(Entry(event="quiet"))  # the plain teller has no line for an event
    log.add(Entry(seat=0, undone=True))
    assert log.sentences() == ["Round 1 begins."]
    assert log.toPlainText() == "Round 1 begins."
    log.set_teller(lambda e: "Ana took back their last action." if isinstance(e, Entry)
                   and e.undone else None if isinstance(e, Entry) else e.upper())
    assert log.sentences() == ["ROUND 1 BEGINS.", "Ana took back their last action."]
    assert log.toPlainText() == "ROUND 1 BEGINS.\nAna took back their last action."
    assert len(log.entries) == 3


def test_the_log_reads_as_a_list_not_as_text_to_edit(qtbot):
    """No text cursor, no editing menu, no focus (as the list it replaced)."""
    log = ActionLog()
    qtbot.addWidget(log)
    log.show()
    assert log.isReadOnly() and log.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert log.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
    assert log.contextMenuPolicy() == Qt.ContextMenuPolicy.NoContextMenu
