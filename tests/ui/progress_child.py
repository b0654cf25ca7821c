"""A Roadie window in a process of its own, driven by lines on stdin, for the tests of two
processes on one home (``test_one_roadie.py``). Each command prints one line of JSON:

``start SEED`` a two-player game of Gig dice · ``act`` one legal action of the game in hand ·
``continue PATH`` the game in progress at PATH · ``quit`` closes the window.
"""

from __future__ import annotations

import json
import sys

from roadie.storage.settings import Settings
from roadie.ui.app import create
from roadie.ui.in_progress_list import AUTOSAVE, ProgressEntry
from roadie.ui.launcher import NewGame


def main() -> None:
    app, window = create([], Settings(animation_speed="off"))
    window.show()
    window.finish_loading()
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        command, *args = line.split()
        ok = True
        if command == "start":
            ok = window.start_game(NewGame("gig-dice", {}, int(args[0]),
                                           [("Ann", "human", "random"), ("Bo", "human", "random")]))
            window.game_screen.ctl.stop()
        elif command == "act":
            match = window.table.match
            seat = match.active_seats()[0]
            match.submit(seat, sorted(match.legal_actions(seat), key=repr)[0])
        elif command == "continue":
            ok = window.continue_entry(ProgressEntry(AUTOSAVE, args[0], None))
        elif command == "quit":
            window.close()
        app.processEvents()
        window.writer().flush()
        table = window.table
        print(json.dumps({
            "ok": ok, "alert": window.last_alert,
            "slot": str(table.match.autosave) if table else None,
            "hash": table.match.hash() if table else None,
            "actions": len(table.match.record.actions) if table else 0,
        }), flush=True)
        if command == "quit":
            return


if __name__ == "__main__":
    main()
