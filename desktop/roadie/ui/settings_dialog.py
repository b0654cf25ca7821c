"""The settings dialog: language, animation speed, bot pace, colour-blind palette,
confirmations, teaching mode."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QWidget,
)

from roadie.storage.settings import Settings
from roadie.ui.translators import SYSTEM, languages, resolve

NATIVE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}
"""Each language in its own name (Qt's would say "American English", "español de España")."""


def native_name(code: str) -> str:
    """*code*'s language as its speakers name it."""
    return NATIVE_NAMES.get(code) or QLocale(code).nativeLanguageName().capitalize() or code


class SettingsDialog(QDialog):
    """Edits a copy of the settings; :meth:`result_settings` gives it back."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings.copy()
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.addItem(self.tr("System language (%1)").replace(
            "%1", native_name(resolve(SYSTEM))), SYSTEM)
        for code in languages():
            self.language.addItem(native_name(code), code)
        shown = self.language.findData(settings.language)
        self.language.setCurrentIndex(shown if shown >= 0 else self.language.findData("en"))
        form.addRow(self.tr("Language"), self.language)
        self.speed = QComboBox()
        for code, label in (("off", self.tr("Off")), ("fast", self.tr("Fast")),
                            ("normal", self.tr("Normal")), ("slow", self.tr("Slow"))):
            self.speed.addItem(label, code)
        self.speed.setCurrentIndex(self.speed.findData(settings.animation_speed))
        form.addRow(self.tr("Animation speed"), self.speed)
        self.pace = QComboBox()
        for code, label in (("relaxed", self.tr("Relaxed")), ("normal", self.tr("Normal")),
                            ("quick", self.tr("Quick"))):
            self.pace.addItem(label, code)
        self.pace.setCurrentIndex(self.pace.findData(settings.bot_pace))
        self.pace.setToolTip(self.tr("How long bots take to act at the table, whatever the "
                                     "animation speed"))
        form.addRow(self.tr("Bot pace"), self.pace)
        self.colour_blind = QCheckBox(self.tr("Colour-blind-safe colours"))
        self.colour_blind.setChecked(settings.colour_blind)
        form.addRow("", self.colour_blind)
        self.confirm = QCheckBox(self.tr("Ask before ending my turn"))
        self.confirm.setChecked(settings.confirm_end_turn)
        form.addRow("", self.confirm)
        self.confirm_pass = QCheckBox(self.tr("Ask before passing for the whole round"))
        self.confirm_pass.setChecked(settings.confirm_pass)
        form.addRow("", self.confirm_pass)
        self.summaries = QCheckBox(self.tr("Sum up each Bridge and round, and wait for me"))
        self.summaries.setChecked(settings.round_summaries)
        form.addRow("", self.summaries)
        self.pause_away = QCheckBox(self.tr("Pause the game when Roadie loses the focus"))
        self.pause_away.setChecked(settings.pause_when_away)
        form.addRow("", self.pause_away)
        self.teaching = QComboBox()
        for code, label in (("first", self.tr("In my first game of each title")),
                            ("on", self.tr("Always")), ("off", self.tr("Off"))):
            self.teaching.addItem(label, code)
        self.teaching.setCurrentIndex(self.teaching.findData(settings.teaching))
        self.teaching.setToolTip(self.tr("Hovering the board explains each part in full: what "
                                         "it is, what it does for you now, its rules"))
        form.addRow(self.tr("Teaching mode"), self.teaching)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def result_settings(self) -> Settings:
        s = self.settings
        s.language = self.language.currentData()
        s.animation_speed = self.speed.currentData()
        s.bot_pace = self.pace.currentData()
        s.colour_blind = self.colour_blind.isChecked()
        s.confirm_end_turn = self.confirm.isChecked()
        s.confirm_pass = self.confirm_pass.isChecked()
        s.round_summaries = self.summaries.isChecked()
        s.pause_when_away = self.pause_away.isChecked()
        s.teaching = self.teaching.currentData()
        return s
