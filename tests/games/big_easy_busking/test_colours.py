"""setup.players: each player chooses a player-card colour; the rest take what is left."""

from __future__ import annotations

import pytest
from tests.games.big_easy_busking.scenario import GAME, new

from roadie.core.errors import OptionsError


def test_each_seat_plays_the_colour_it_chose_with_that_colours_songs() -> None:
    state = new(3, colours=("purple", "green", "red"))
    assert [b.colour for b in state.buskers] == ["purple", "green", "red"]
    for busker in state.buskers:
        assert {state.cat.songs[s].colour for s in busker.hand} == {busker.colour}
    unused = {state.cat.songs[s].colour for s in state.box.songs if state.cat.songs[s].colour}
    assert unused == {"blue", "yellow"}
    GAME.check_invariants(state)


def test_seats_that_do_not_choose_take_the_colours_left_in_order() -> None:
    state = new(4, colours="yellow, red")
    assert [b.colour for b in state.buskers] == ["yellow", "red", "blue", "green"]
    assert [b.colour for b in new(2).buskers] == ["red", "blue"]


def test_the_solo_robot_deck_is_the_colours_nobody_chose() -> None:
    state = new(1, colours=("green",))
    assert state.buskers[0].colour == "green" and state.robot is not None
    assert {state.cat.songs[s].colour for s in state.robot.deck} == {"red", "blue", "yellow",
                                                                      "purple"}


@pytest.mark.parametrize(("colours", "players"), [(("red", "red"), 2), (("pink",), 2),
                                                   (("red", "blue", "green"), 2)])
def test_colours_must_be_distinct_known_and_one_per_seat(colours: tuple[str, ...],
                                                         players: int) -> None:
    with pytest.raises(OptionsError):
        GAME.make_options(players, {"colours": colours})


def test_the_colours_offered_come_from_the_content_pack() -> None:
    assert GAME.option_choices("colours") == ["red", "blue", "green", "yellow", "purple"]
