"""The rules of a game as Roadie reads them, from the rule registry."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from roadie.core.rulebook import rules_of
from roadie.ui.texts import citation, translated


class RulesDialog(QDialog):
    """Every registered rule of one game, with citations and Roadie's clarifications."""

    def __init__(self, game_id: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", title))
        self.resize(640, 620)
        box = QVBoxLayout(self)
        self.text = QTextBrowser()
        parts = []
        for r in rules_of(game_id):
            note = translated("rules", r.clarification) if r.clarification else ""
            extra = f"<br/><i>{escape(note)}</i>" if note else ""
            parts.append(f"<p><b>{escape(translated('rules', r.title))}</b> "
                         f"<span style='color:#b9a98f'>({escape(citation(r.id))})</span><br/>"
                         f"{escape(translated('rules', r.text))}{extra}</p>")
        self.text.setHtml("".join(parts))
        box.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
