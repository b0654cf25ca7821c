"""The whole window: launcher, menus, saving and loading, playing a game to its end."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog
from tests.ui.conftest import BOT_TURN_MS, drag, play_bot, start

from roadie.core.dice import Area
from roadie.storage.in_progress import folder
from roadie.storage.settings import load_settings
from roadie.ui.app import create
from roadie.ui.end_screen import EndScreen
from roadie.ui.launcher import NewGame
from roadie.ui.settings_dialog import SettingsDialog


def test_the_launcher_shows_every_game_and_plays_those_with_a_table(window):
    from roadie import games

    cards = window.launcher.cards
    assert list(cards) == ["gig-dice", "the-gig", "big-easy-busking", "rock-hard-1977"]
    assert cards["gig-dice"].isEnabled() and cards["gig-dice"].title.text() == "Gig dice"
    assert cards["gig-dice"].players.text() == "2–4 players"
    for game_id, card in cards.items():
        playable = games.entry(game_id).playable
        assert card.isEnabled() == playable
        assert ("coming soon" in card.players.text()) != playable
    assert cards["rock-hard-1977"].isEnabled()
    assert "2–5" in cards["rock-hard-1977"].players.text()  # as its rulebook says
    assert not window.continue_action.isEnabled() and not window.launcher.in_progress.rows
    assert not cards["gig-dice"].art.pixmap().isNull()


def test_launcher_setup_starts_the_game_it_describes(window, qtbot):
    launcher = window.launcher
    assert len(launcher.seats) == 2
    qtbot.mouseClick(launcher.add_seat, Qt.MouseButton.LeftButton)
    assert len(launcher.seats) == 3
    launcher.seats[1].kind.setCurrentIndex(0)
    launcher.seats[1].name.setText("Ben")
    launcher.option_widgets["turn_limit"].setValue(5)
    launcher.seed.setText("42")
    qtbot.mouseClick(launcher.new_button, Qt.MouseButton.LeftButton)
    match = window.game_screen.client.match
    assert [s.name for s in match.seats] == ["Player 1", "Ben", "Bot 3"]
    assert [s.kind for s in match.seats] == ["human", "human", "bot"]
    assert match.state.options.turn_limit == 5 and match.record.seed == 42
    assert window.stack.currentWidget() is window.game_screen


def test_save_then_load_gives_the_same_game(window, qtbot, tmp_path, monkeypatch):
    start(window, [("Ana", "human"), ("Ben", "human")])
    board = window.game_screen.board
    drag(board.view, board.tray_dice[20], board.zones[(0, Area.GIG)])
    drag(board.view, board.tray_dice[4], board.zones[(0, Area.FIXER)])
    played = window.game_screen.client.match.hash()
    target = tmp_path / "friday.roadie.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(target), ""))
    window.save_action.trigger()
    assert target.exists()
    window.show_launcher()
    start(window, [("Cleo", "human"), ("Dev", "human")], seed=99)
    assert window.game_screen.client.match.hash() != played
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(target), ""))
    window.launcher.load_button.click()
    assert window.game_screen.client.match.hash() == played
    assert [s.name for s in window.game_screen.client.match.seats] == ["Ana", "Ben"]
    assert len(window.game_screen.board.dice) == 2
    assert load_settings().recent[0] == str(target)


def test_a_damaged_save_is_reported_not_loaded(window, tmp_path):
    bad = tmp_path / "bad.roadie.json"
    bad.write_text("{not json")
    assert not window.open_path(bad)
    assert "damaged" in window.last_alert
    assert window.game_screen is None


def test_quit_and_continue_resume_the_same_state(window, qtbot):
    start(window, [("Ana", "human"), ("Ben", "bot")])
    window.game_screen.ctl.stop()
    board = window.game_screen.board
    drag(board.view, board.tray_dice[10], board.zones[(0, Area.GIG)])
    played = window.game_screen.client.match.hash()
    window.close()
    _app, again = create([])
    qtbot.addWidget(again)
    again.show()
    again.finish_loading()
    assert again.continue_action.isEnabled()
    [row] = again.launcher.in_progress.rows
    row.action.click()
    assert again.game_screen.client.match.hash() == played
    again.close()


def test_continue_falls_back_to_the_autosave_before_a_damaged_one(window, qtbot):
    start(window, [("Ana", "human"), ("Ben", "human")])
    window.game_screen.ctl.stop()
    match = window.game_screen.client.match
    match.submit(0, {"kind": "add", "sides": 8, "area": "gig"})
    before_last = match.hash()
    window.writer().flush()  # autosaves are written off the UI thread, newest first
    match.submit(0, {"kind": "add", "sides": 20, "area": "gig"})
    path = match.autosave
    start(window, [("Cleo", "human"), ("Dev", "human")], seed=5)  # the first game waits
    window.writer().flush()
    path.write_text(path.read_text()[:200])  # the latest autosave is torn
    [entry] = [e for e in window.launcher.in_progress.entries if e.key == str(path)]
    assert window.continue_entry(entry)
    assert window.game_screen.client.match.hash() == before_last
    assert "damaged" in window.last_alert
    window.game_screen.client.match.submit(0, {"kind": "end_turn"})  # autosaves again
    backup = path.with_name(path.name + ".bak")
    assert backup.exists() and "roadie-save" in backup.read_text()  # the good one survived
    assert path.with_name(path.name + ".damaged").exists()


def test_undo_takes_back_my_last_action_only(window, qtbot):
    start(window, [("Ana", "human"), ("Ben", "human")])
    screen = window.game_screen
    assert not screen.undo_button.isEnabled()
    drag(screen.view, screen.board.tray_dice[6], screen.board.zones[(0, Area.GIG)])
    assert not screen.undo_button.isEnabled()  # a roll can't be taken back
    rolled = screen.client.match.hash()
    die = screen.board.dice[screen.client.match.view(0).seats[0].gig[0].id]
    drag(screen.view, die, screen.board.zones[(0, Area.FIXER)])
    assert screen.undo_button.isEnabled() and window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert screen.client.match.hash() == rolled
    assert screen.client.match.view(0).seats[0].fixer == []
    assert screen.log.sentences()[-1] == "Ana took back their last action."


def busking(window, monkeypatch):
    """A hot-seat game where each player's hand is hidden from the other; passing asked
    first, and said yes to."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    seats = [("Ana", "human", "random"), ("Ben", "human", "random")]
    assert window.start_game(NewGame("big-easy-busking", {"first_player": 0}, 3, seats))


def test_hot_seat_curtain_hides_the_table_between_humans(window, qtbot, monkeypatch):
    busking(window, monkeypatch)
    screen = window.game_screen
    assert not screen.curtain.isVisible()
    qtbot.mouseClick(screen.buttons[0][0], Qt.MouseButton.LeftButton)
    assert screen.curtain.isVisible()
    assert screen.curtain.title.text() == "Pass the device to Ben"
    assert screen.curtain.geometry() == screen.rect()
    qtbot.mouseClick(screen.curtain.button, Qt.MouseButton.LeftButton)
    assert not screen.curtain.isVisible()
    assert screen.ctl.viewer == 1


def test_no_curtain_with_one_human(window, qtbot):
    start(window, [("Ana", "human"), ("Ben", "bot")])
    screen = window.game_screen
    qtbot.mouseClick(screen.buttons[0][0], Qt.MouseButton.LeftButton)
    match = screen.client.match
    qtbot.waitUntil(lambda: match.active_seats() == [0] or match.is_over(),
                    timeout=BOT_TURN_MS)
    assert not screen.curtain.isVisible()


def test_play_a_game_to_the_end_with_the_mouse_alone(window, qtbot):
    """A new player: one seat against a bot, dice dragged in, turns ended, session ended."""
    window.launcher.seed.setText("5")  # the Random bot's turns are short with this seed
    qtbot.mouseClick(window.launcher.new_button, Qt.MouseButton.LeftButton)
    screen = window.game_screen
    board, match = screen.board, screen.client.match
    end_turn, end_session = (b for b, _t in screen.buttons)
    for sides in (6, 20, 8):
        qtbot.waitUntil(lambda: match.active_seats() == [0] or match.is_over(),
                    timeout=BOT_TURN_MS)
        if match.is_over():
            break
        drag(board.view, board.tray_dice[sides], board.zones[(0, Area.GIG)])
        assert match.record.actions[-1].action["kind"] == "add"
        qtbot.mouseClick(end_turn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.active_seats() == [0] or match.is_over(),
                    timeout=BOT_TURN_MS)
    if not match.is_over():
        assert end_session.isEnabled()
        qtbot.mouseClick(end_session, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), EndScreen), timeout=5000)
    end = window.stack.currentWidget()
    sheet = match.game.score(match.state)
    assert end.table.rowCount() == 2  # the tray's read-outs, a row per seat, no total
    headers = [end.table.horizontalHeaderItem(c).text() for c in range(end.table.columnCount())]
    assert headers[0] == "Player" and "Total" not in headers
    assert end.table.item(0, 1).text() == str(sheet.seats[0].lines[0].points)
    assert end.chart is None and sheet.winners == []
    assert end.headline.text() == "The session is over"


def test_play_a_game_to_the_end_with_the_keyboard_alone(window, qtbot):
    window.activateWindow()
    launcher = window.launcher
    launcher.new_button.setFocus()
    QTest.keyClick(launcher.new_button, Qt.Key.Key_Space)
    screen = window.game_screen
    screen.ctl.stop()
    match, view = screen.client.match, screen.view
    assert view.hasFocus()
    QTest.keyClick(view, Qt.Key.Key_Tab)
    focused = screen.board.scene.focusItem()
    assert focused is screen.board.tray_dice[4]
    QTest.keyClick(view, Qt.Key.Key_G)
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Return)
    for _ in range(20):
        if screen.board.scene.focusItem() is screen.board.zones[(0, Area.FIXER)]:
            break
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert [d.sides for d in match.view(0).seats[0].gig] == [4]
    assert [d.sides for d in match.view(0).seats[0].fixer] == [6]
    QTest.keyClick(view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert match.active_seats() == [1]
    play_bot(match, 1)
    while match.active_seats() == [1]:
        play_bot(match, 1)
    if not match.is_over():
        QTest.keyClick(view, Qt.Key.Key_Return,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert match.is_over()
    qtbot.waitUntil(lambda: isinstance(window.stack.currentWidget(), EndScreen), timeout=5000)


def test_settings_are_kept_and_applied(window, qtbot):
    start(window, [("Ana", "human"), ("Ben", "human")])
    dialog = SettingsDialog(window.settings, window)
    dialog.colour_blind.setChecked(True)
    dialog.confirm.setChecked(True)
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    window.apply_settings(dialog.result_settings())
    kept = load_settings()
    assert kept.colour_blind and kept.confirm_end_turn and kept.animation_speed == "fast"
    assert window.game_screen.board.pal.seats[1] == "#56b4e9"


def test_confirm_before_end_turn(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window.settings.confirm_end_turn = True
    start(window, [("Ana", "human"), ("Ben", "human")])
    screen = window.game_screen
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.No)
    qtbot.mouseClick(screen.buttons[0][0], Qt.MouseButton.LeftButton)
    assert screen.client.match.active_seats() == [0]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(screen.buttons[0][0], Qt.MouseButton.LeftButton)
    assert screen.client.match.active_seats() == [1]


def test_menus_have_the_desktop_shortcuts(window):
    shortcuts = {act.text().replace("&", ""): act.shortcut().toString()
                 for menu in window.menuBar().findChildren(type(window.turn_menu))
                 for act in menu.actions()}
    assert shortcuts["New game"] == "Ctrl+N"
    assert shortcuts["Open…"] == "Ctrl+O"
    assert shortcuts["Save"] == "Ctrl+S"
    assert shortcuts["Undo my last action"] == "Ctrl+Z"
    assert shortcuts["Quit"] == "Ctrl+Q"
    assert shortcuts["Full screen"]
    assert folder().parent.name == "data"


def test_every_options_model_gets_fitting_widgets(window, qtbot):
    """Choices become drop-downs, decimals decimal boxes, unset values their label."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox

    from roadie import games

    launcher = window.launcher
    for game_id in games.available():
        launcher.choose(game_id)
        widgets = launcher.option_widgets
        assert launcher.options()["content_pack"] == "standard"
        game = games.get(game_id)
        game.make_options(game.info.max_players, launcher.options())  # what it asks is valid
    launcher.choose("the-gig")
    widgets = launcher.option_widgets
    assert isinstance(widgets["difficulty"], QComboBox)
    assert isinstance(widgets["clash_window"], QDoubleSpinBox)
    assert isinstance(widgets["audience"], QCheckBox)
    assert widgets["set_list"].currentData() is None
    launcher.choose("gig-dice")
    assert isinstance(launcher.option_widgets["turn_limit"], QSpinBox)
    assert launcher.options()["turn_limit"] is None


def test_nothing_can_be_played_behind_the_hot_seat_curtain(window, qtbot, monkeypatch):
    busking(window, monkeypatch)
    screen = window.game_screen
    screen.curtain.hide()
    screen.view.setEnabled(True)
    screen.take(screen.turn_action(0))  # Ana ends her turn: the curtain comes down for Ben
    assert screen.curtain.isVisible() and not screen.view.isEnabled()
    count = len(screen.client.match.record.actions)
    QTest.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    window.undo()
    assert len(screen.client.match.record.actions) == count
    screen.curtain.button.click()
    assert screen.view.isEnabled()
    assert screen.take(screen.turn_action(0))


def test_the_launcher_holds_a_bot_game_still(window, qtbot):
    start(window, [("Bot A", "bot"), ("Bot B", "bot")], turn_limit=50)
    match = window.game_screen.client.match
    window.show_launcher()
    held = len(match.record.actions)
    qtbot.wait(400)
    assert len(match.record.actions) == held
    assert window.stack.currentWidget() is window.launcher
    window._play()
    qtbot.waitUntil(lambda: len(match.record.actions) > held, timeout=3000)


def test_context_menus_do_not_pile_up(window, qtbot):
    from PySide6.QtWidgets import QMenu

    start(window, [("Ana", "human"), ("Ben", "human")])
    board = window.game_screen.board
    for _ in range(5):
        board.context_menu(board.tray_dice[6], board.view.mapToGlobal(board.view.rect().center()))
        board.menu.close()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert len(board.view.findChildren(QMenu)) <= 1


def test_the_rules_browser_lists_every_reading_under_roadies_reading(qtbot):
    from roadie import games
    from roadie.core.rulebook import rules_of
    from roadie.ui.rules_dialog import RulesDialog

    for game_id in games.available():
        dialog = RulesDialog(game_id, game_id)
        qtbot.addWidget(dialog)
        text = dialog.text.toPlainText()
        readings = [r for r in rules_of(game_id) if r.clarification]
        assert dialog.readings == len(readings)
        if readings:
            section = text[text.rindex("Roadie’s reading"):]
            assert all(r.title in section for r in readings)


def test_each_busker_chooses_a_player_colour_in_their_seat_row(window, qtbot):
    launcher = window.launcher
    launcher.choose("big-easy-busking")
    assert "colours" not in launcher.option_widgets  # chosen per seat, not as one option
    first, second = launcher.seats[0], launcher.seats[1]
    assert not first.colour.isHidden()
    assert first.colour.currentData() != second.colour.currentData()
    taken = second.colour.currentData()
    first_was = first.colour.currentData()
    first.colour.setCurrentIndex(first.colour.findData(taken))  # take the other seat's colour
    assert second.colour.currentData() == first_was  # it gets the colour given up
    new = launcher.request()
    assert new.options["colours"] == [taken, first_was]
    assert window.start_game(new)
    view = window.game_screen.client.view()
    assert [b.colour for b in view.buskers] == [taken, first_was]
    launcher.choose("gig-dice")
    assert launcher.seats[0].colour.isHidden()


def test_a_seat_is_offered_the_levels_its_game_has(window):
    """Gig dice's bots play at random; The Gig and Big Easy Busking offer every level."""
    launcher = window.launcher

    def offered(game_id: str) -> list[str]:
        launcher.choose(game_id)
        combo = launcher.seats[1].level
        return [combo.itemData(i) for i in range(combo.count())]

    assert offered("big-easy-busking") == ["easy", "normal", "hard", "random"]
    assert offered("the-gig") == ["easy", "normal", "hard", "random"]
    assert offered("gig-dice") == ["random"]
    assert launcher.request().seats[1][2] == "random"


def test_keyboard_help_is_the_keys_of_the_game_in_play(window):
    window.show_keys()
    assert "Ctrl+N: new game" in sheet(window) and "end session" not in sheet(window)
    start(window, [("Ana", "human"), ("Ben", "human")])
    window.show_keys()
    assert "Ctrl+Shift+Return: end session" in sheet(window)
    seats = [("Ana", "human", "random"), ("Ben", "human", "random")]
    assert window.start_game(NewGame("big-easy-busking", {}, 3, seats))
    window.show_keys()
    assert "Ctrl+Return: pass" in sheet(window) and "end session" not in sheet(window)
    assert window.start_game(NewGame("the-gig", {}, 3, seats))
    window.show_keys()
    assert "On the solo grid" in sheet(window) and "Ctrl+N: new game" in sheet(window)
    window.keys_dialog.close()  # a window-modal sheet left open would hold later tests


def sheet(window) -> str:
    """What the Keyboard dialog shows, one "keys: meaning" a line."""
    dialog = window.keys_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog.text()


def test_a_save_handed_over_by_the_system_opens_on_the_table(window, tmp_path):
    """macOS sends a double-clicked save to the running app as a FileOpen event; it opens
    in place of what was on the table."""
    from PySide6.QtGui import QFileOpenEvent

    start(window, [("Ana", "human"), ("Ben", "human")])
    window.game_screen.client.match.submit(0, {"kind": "add", "sides": 8, "area": "gig"})
    path = tmp_path / "handed.roadie"
    assert window.save_to(path)
    window.show_launcher()
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))
    screen = window.game_screen
    assert screen is not None and window.stack.currentWidget() is screen
    assert len(screen.client.match.record.actions) == 1
