"""Games in progress and the recent games say how far a saved game had come ("Song 2 of 6")."""

from __future__ import annotations

import json
from pathlib import Path

from roadie import games
from roadie.core.rng import Rng
from roadie.match.match import Match
from roadie.storage.saves import SeatSpec, read_save
from roadie.storage.summary import save_summary
from roadie.ui.in_progress_list import AUTOSAVE, ProgressEntry


def entry(path: Path) -> ProgressEntry:
    """The launcher's entry for the game in progress autosaved at *path*."""
    return ProgressEntry(AUTOSAVE, str(path), save_summary(path))


def saved_gig(path: Path, song: int) -> Path:
    """A Showdown played (with random actions) into song *song* (from 0), then saved."""
    game = games.get("the-gig")
    match = Match(game, game.make_options(1, {"set_list": "card-01a"}), 3,
                  [SeatSpec(name="Ana")], clock=lambda: 0.0)
    rng = Rng.from_seed(1)
    while match.state.song < song:
        match.submit(0, game.sample_action(match.state, 0, rng))
    match.save(path)
    return path


def test_a_game_in_progress_says_which_song_it_opens_on(window, tmp_path) -> None:
    launcher = window.launcher
    autosave = saved_gig(tmp_path / "auto.roadie.json", 1)
    first = saved_gig(tmp_path / "first.roadie.json", 0)
    launcher.set_saved([entry(autosave)], [str(first)])
    assert launcher.in_progress.rows[0].title.text() == "The Gig · Song 2 of 6"
    assert launcher.recent.item(0).text().startswith("The Gig · Ana · Song 1 of 6 · ")


def test_every_game_reports_its_progress() -> None:
    for game_id in games.available():
        game = games.get(game_id)
        options = game.make_options(game.info.min_players)
        assert game.progress(game.setup(options, 1))[0].startswith(("Song", "Round"))


def test_a_save_from_before_progress_loads_and_shows_no_round(window, tmp_path) -> None:
    path = saved_gig(tmp_path / "old.roadie.json", 1)
    data = json.loads(path.read_text())
    del data["progress"]
    path.write_text(json.dumps(data))
    assert read_save(path)[0].progress == []  # it still loads and replays
    window.launcher.set_saved([entry(path)], [])
    row = window.launcher.in_progress.rows[0]
    assert row.title.text() == "The Gig" and "20" in row.detail.text()
