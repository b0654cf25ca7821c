"""The Gig's launcher seats each choose an instrument (or Random), as Busking's choose colours."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QApplication

from roadie.ui.launcher import RANDOM


def test_choosing_drums_for_seat_1_gives_seat_1_drums(window) -> None:
    launcher = window.launcher
    launcher.choose("the-gig")
    first = launcher.seats[0]
    assert "instruments" not in launcher.option_widgets  # chosen per seat, not as one option
    assert not first.instrument.isHidden()
    assert first.instrument.currentData() == RANDOM
    assert "instruments" not in launcher.options()  # all Random: the game deals as before
    first.instrument.setCurrentIndex(first.instrument.findData("drums"))
    assert first.instrument.currentText() == "Drums"
    assert launcher.options()["instruments"] == ["drums", RANDOM]
    shots = os.environ.get("ROADIE_SHOTS")
    if shots:
        window.resize(1280, 800)
        window.show()
        QApplication.processEvents()
        window.launcher.grab().save(str(Path(shots) / "launcher-gig-instruments.png"))
    assert window.start_game(launcher.request())
    players = window.game_screen.client.view().players
    assert players[0].instrument == "drums" and players[1].instrument != "drums"


def test_a_seat_whose_instrument_is_taken_gets_the_choosers_old_one(window) -> None:
    launcher = window.launcher
    launcher.choose("the-gig")
    first, second = launcher.seats
    second.instrument.setCurrentIndex(second.instrument.findData("sax"))
    first.instrument.setCurrentIndex(first.instrument.findData("bass"))
    first.instrument.setCurrentIndex(first.instrument.findData("sax"))
    assert (first.instrument.currentData(), second.instrument.currentData()) == ("sax", "bass")
    second.instrument.setCurrentIndex(second.instrument.findData(RANDOM))
    first.instrument.setCurrentIndex(first.instrument.findData(RANDOM))
    assert launcher.options().get("instruments") is None
