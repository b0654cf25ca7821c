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
        rules = rules_of(game_id)
        parts = [self._rule(r.title, r.id, r.text, r.clarification) for r in rules]
        readings = [r for r in rules if r.clarification]
        if readings:  # every reading again, in one place, for players who know the rulebook
            heading = self.tr("Roadie’s reading")
            intro = self.tr("Where the rulebook can be read more than one way, Roadie plays "
                            "it like this:")
            parts.append(f"<h3>{escape(heading)}</h3><p>{escape(intro)}</p>")
            parts += [self._rule(r.title, r.id, r.clarification, "") for r in readings]
        self.text.setHtml("".join(parts))
        box.addWidget(self.text)
        self.readings = len(readings)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)

    def _rule(self, title: str, rule_id: str, text: str, note: str) -> str:
        extra = f"<br/><i>{escape(translated('rules', note))}</i>" if note else ""
        return (f"<p><b>{escape(translated('rules', title))}</b> "
                f"<span style='color:#b9a98f'>({escape(citation(rule_id))})</span><br/>"
                f"{escape(translated('rules', text))}{extra}</p>")
