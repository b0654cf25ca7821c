"""A bot loads only the game it plays: a table of The Gig never imports Rock Hard's or Big
Easy Busking's rules (importing them all stalled the window as the game started)."""

from __future__ import annotations

import subprocess
import sys

PLAY_THE_GIG = """
import sys
from roadie import games
from roadie.bots.random_bot import make_bot
game = games.get("the-gig")
state = game.setup(game.options_from_dict({"players": 2}), 3)
bot = make_bot("normal", 1)
seat = game.active_seats(state)[0]
bot.choose(game.view(state, seat), game.legal_actions(state, seat))
print(",".join(sorted(m for m in sys.modules if m.startswith("roadie.games."))))
"""


def test_a_gig_bot_imports_no_other_game() -> None:
    loaded = subprocess.run([sys.executable, "-c", PLAY_THE_GIG], check=True,
                            capture_output=True, text=True).stdout.strip().split(",")
    assert any(name.startswith("roadie.games.the_gig") for name in loaded)
    assert not [name for name in loaded if name.startswith(("roadie.games.rock_hard_1977",
                                                            "roadie.games.big_easy_busking"))]
