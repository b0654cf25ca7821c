"""One registration table: every tool that lists games reads it, and listing imports no rules."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from roadie import games

ROOT = Path(__file__).resolve().parents[1]


def test_listing_the_games_imports_no_rules_and_no_pydantic() -> None:
    code = ("import sys; from roadie import games; "
            "print([e.about.title for e in games.REGISTRY]); "
            "print(sorted(m for m in sys.modules if m.startswith(('roadie.games.', 'pydantic'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert "Rock Hard: 1977" in out[0] and out[1] == "[]"


def test_each_playable_game_takes_its_info_from_the_registry() -> None:
    for game_id in games.available():
        assert games.get(game_id).info == games.entry(game_id).info


def test_the_tools_derive_their_lists_from_the_registry() -> None:
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mypy"]
    assert "roadie.games" in mypy["packages"]  # every game package below it
    spec = (ROOT / "installer" / "roadie.spec").read_text()
    assert "REGISTRY" in spec and "roadie.games." not in spec
    assert "REGISTRY" in (ROOT / "i18n" / "update.py").read_text()


def test_rock_hard_seats_two_to_five_as_its_rulebook_says() -> None:
    about = games.entry("rock-hard-1977").about
    assert (about.min_players, about.max_players) == (2, 5)
