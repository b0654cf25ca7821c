"""setup.instruments: players may choose their Instrument Boards; the rest are dealt at random."""

from __future__ import annotations

import pytest

from roadie.core.errors import OptionsError
from roadie.core.game import state_hash
from roadie.games.the_gig import GAME


def instruments(players: int, seed: int, **options: object) -> list[str]:
    state = GAME.setup(GAME.make_options(players, dict(options)), seed)
    return [p.instrument for p in state.players]


def test_chosen_instruments_are_dealt_and_the_others_are_random() -> None:
    for seed in range(8):
        dealt = instruments(3, seed, instruments=("drums", "random", "sax"))
        assert dealt[0] == "drums" and dealt[2] == "sax"
        assert dealt[1] not in ("drums", "sax")


def test_a_seat_not_listed_is_dealt_at_random() -> None:
    dealt = instruments(2, 5, instruments=("bass",))
    assert dealt[0] == "bass" and dealt[1] != "bass"


def test_two_seats_may_not_choose_the_same_instrument() -> None:
    with pytest.raises(OptionsError, match="same instrument"):
        GAME.make_options(2, {"instruments": ("keys", "keys")})


def test_an_unknown_instrument_or_too_many_choices_is_refused() -> None:
    with pytest.raises(OptionsError, match="among"):
        GAME.make_options(2, {"instruments": ("tuba",)})
    with pytest.raises(OptionsError, match="one per seat"):
        GAME.make_options(2, {"instruments": ("keys", "sax", "bass")})


def test_all_random_deals_as_before_the_choice_existed() -> None:
    """No choice (or every seat Random) deals the same boards and keeps the state's hash."""
    plain = GAME.setup(GAME.make_options(4), 11)
    chosen = GAME.setup(GAME.make_options(4, {"instruments": ("random",) * 4}), 11)
    assert [p.instrument for p in chosen.players] == [p.instrument for p in plain.players]
    assert "instruments" not in plain.model_dump_json()
    assert state_hash(plain) == state_hash(GAME.load_state(plain.model_dump_json()))


def test_choices_replay_from_a_record() -> None:
    options = GAME.options_from_dict({"players": 2, "instruments": ["random", "horn"]})
    assert instruments(2, 3, instruments=options.instruments)[1] == "horn"
