"""A damaged settings file in the app: set aside, and the player told once where it went."""

from __future__ import annotations

from roadie.storage.settings import settings_path
from roadie.ui.app import create


def test_a_damaged_settings_file_is_told_once_with_where_it_was_kept(qtbot) -> None:  # type: ignore[no-untyped-def]
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('{"animation_speed": "warp"')
    told = []
    for _start in range(2):
        _app, window = create([])
        qtbot.addWidget(window)
        window.finish_loading()
        told.append(window.last_alert)
        window.close()
    kept = settings_path().with_name("settings.json.damaged")
    assert str(kept) in told[0] and "settings" in told[0] and told[1] == ""
    assert kept.read_text() == '{"animation_speed": "warp"'
