"""Issue 30, items 3 and 5 in the launcher: Rock Hard's beginner variants are options, and the
Rising Star shows as always on for two players (the player's choice back for three)."""

from __future__ import annotations


def test_the_beginner_variants_are_ticked_options_that_reach_the_game(window) -> None:
    launcher = window.launcher
    launcher.choose("rock-hard-1977")
    abilities, candy = launcher.option_widgets["abilities"], launcher.option_widgets["candy"]
    assert abilities.isChecked() and candy.isChecked()
    assert launcher.form.labelForField(abilities).text() == "Unique abilities"
    candy.setChecked(False)
    assert launcher.options()["candy"] is False and launcher.options()["abilities"] is True


def test_the_rising_star_is_always_on_for_two_players(window) -> None:
    launcher = window.launcher
    launcher.choose("rock-hard-1977")
    while len(launcher.seats) > 2:
        launcher.remove_seat.click()
    star = launcher.option_widgets["rising_star"]
    assert star.isChecked() and not star.isEnabled()
    assert star.text() == "always on with 2 players"
    assert "rising_star" not in launcher.options()
    launcher.add_seat.click()
    assert not star.isChecked() and star.isEnabled() and star.text() == ""
    star.setChecked(True)
    assert launcher.options()["rising_star"] is True
    launcher.remove_seat.click()
    launcher.add_seat.click()
    assert star.isChecked()  # the player's choice for three comes back
