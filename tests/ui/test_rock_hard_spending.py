"""Issue 30, item 2 (perks.choice) on Rock Hard's table: a drop that may keep or spend a
benefit asks which; an extra action bought with a token is a decision button."""

from __future__ import annotations

from tests.ui.conftest import drag
from tests.ui.test_rock_hard_board import table, to_my_turn

from roadie.games.rock_hard_1977 import actions as a


def as_character(screen, match, character):  # type: ignore[no-untyped-def]
    p = match.state.players[0]
    p.character, p.tokens, p.money = character, 1, 6
    screen.ctl._legal.clear()
    screen.board.render(animate=False)
    return p


def test_a_drop_that_may_spend_a_token_asks_and_keeps_it_on_keep(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    p = as_character(screen, match, "yolanda-delacroix")
    drag(board.view, board.mat.standee, board.spaces.items["publicist"])
    assert 0 not in match.state.standees.get("publicist", [])  # nothing before the answer
    labels = [x.text() for x in board.menu.actions()]
    assert labels == ["Go to Hire Publicist",
                      "Go to Hire Publicist (spend Yolanda Delacroix)"]
    board.menu.actions()[0].trigger()
    assert (p.money, p.tokens) == (5, 1)


def test_a_drop_spends_the_token_when_picked(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl)
    p = as_character(screen, match, "yolanda-delacroix")
    drag(board.view, board.mat.standee, board.spaces.items["publicist"])
    board.menu.actions()[1].trigger()
    assert (p.money, p.tokens) == (6, 0)


def test_a_token_extra_action_is_a_decision_button(window):
    screen, board, match = table(window, players=2)
    to_my_turn(match, screen.ctl, stage="night")
    p = as_character(screen, match, "rafael-santiago")
    labels = {b.label: b for b in board.choices.shown()}
    button = labels["One more action: spend Rafael Santiago"]
    actions = match.state.turn.actions
    button.take()
    assert match.state.turn.actions == actions + 1 and p.tokens == 0
    assert a.Spend(perk="character:0") not in match.legal_actions(0)
