"""The recent games say a saved game had ended ("Game over · Song 6 of 6")."""

from __future__ import annotations

import json

from tests.ui.test_launcher_progress import entry, saved_gig

from roadie import games
from roadie.core.rng import Rng
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec, read_save


def finished_gig(path):
    """A Showdown played with random actions to its end, then saved."""
    game = games.get("the-gig")
    match = Match(game, game.make_options(1, {"set_list": "card-01a"}), 3,
                  [SeatSpec(name="Ana")], clock=lambda: 0.0)
    rng = Rng.from_seed(1)
    while not match.is_over():
        match.submit(0, game.sample_action(match.state, 0, rng))
    match.save(path)
    return path


def test_a_finished_game_says_it_is_over(window, tmp_path) -> None:
    done = finished_gig(tmp_path / "auto.roadie.json")
    assert read_save(done)[0].over
    window.launcher.set_saved([], [str(done)])
    assert window.launcher.recent.item(0).text().startswith("The Gig · Ana · Game over · Song 6")


def test_a_game_still_going_and_an_older_save_say_nothing_of_an_end(window, tmp_path) -> None:
    going = saved_gig(tmp_path / "going.roadie.json", 1)
    assert not read_save(going)[0].over
    data = json.loads(going.read_text())
    del data["over"]
    old = tmp_path / "old.roadie.json"
    old.write_text(json.dumps(data))
    window.launcher.set_saved([entry(going)], [str(old)])
    assert "Game over" not in window.launcher.in_progress.rows[0].title.text()
    assert "Game over" not in window.launcher.recent.item(0).text()
