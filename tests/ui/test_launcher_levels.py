"""Each bot level in the setup is described once, under the first seat that has it."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QScrollArea


def described(launcher) -> list[str]:
    return [row.about.text() if not row.about.isHidden() else "" for row in launcher.seats]


def test_three_normal_bots_say_what_normal_means_once(window) -> None:
    launcher = window.launcher
    launcher.choose("the-gig")
    launcher._add_seat()
    launcher._add_seat()
    normal = launcher.seats[1].about.text()
    assert normal and described(launcher) == ["", normal, "", ""]


def test_a_bot_of_another_level_gets_its_own_line_and_a_seat_turned_human_hands_its_line_on(
        window) -> None:
    launcher = window.launcher
    launcher.choose("the-gig")
    launcher._add_seat()
    launcher._add_seat()
    _human, first, second, _third = launcher.seats
    normal = first.about.text()
    second.level.setCurrentIndex(second.level.findData("hard"))
    hard = second.about.text()
    assert hard != normal and described(launcher) == ["", normal, hard, ""]
    first.kind.setCurrentIndex(first.kind.findData("human"))
    assert described(launcher) == ["", "", hard, normal]
    launcher._remove_seat()
    assert described(launcher) == ["", "", hard]


def test_four_seats_of_the_gig_fit_a_1280_by_800_window_without_scrolling(window) -> None:
    window.resize(1280, 800)
    launcher = window.launcher
    launcher.choose("the-gig")
    while len(launcher.seats) < 4:
        launcher._add_seat()
    QApplication.processEvents()
    area = launcher.findChild(QScrollArea)
    assert area.widget().minimumSizeHint().height() <= area.viewport().height()
