"""While a table is on screen the garbage collector skips what was alive when it opened."""

from __future__ import annotations

import gc

from tests.ui.conftest import start


def test_the_collector_skips_the_tables_set_up_while_it_is_on_screen(window, qtbot) -> None:
    gc.unfreeze()
    start(window, [("Ana", "human"), ("Ben", "human")])
    qtbot.waitUntil(lambda: gc.get_freeze_count() > 0)  # on the event loop's next turn
    window.show_launcher()
    assert gc.get_freeze_count() == 0
