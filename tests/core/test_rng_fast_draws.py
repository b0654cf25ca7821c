"""The rng's quick draws give exactly the plain SplitMix64 draws they stand for."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from roadie.core.rng import Rng, mix_seed

MASK = (1 << 64) - 1


class PlainRng:
    """SplitMix64 as written in its paper, with ``below`` by plain rejection sampling."""

    def __init__(self, state: int) -> None:
        self.state = state

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n


def plain_mix_seed(seed: int) -> int:
    z = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


BOUNDS = st.one_of(st.integers(1, 100), st.integers(1, 1 << 53),
                   st.integers((1 << 53) - 2, (1 << 53) + 2), st.integers(1, 1 << 64))


@given(st.integers(0, MASK), st.lists(BOUNDS, min_size=1, max_size=30))
def test_draws_and_state_are_the_plain_ones(state: int, bounds: list[int]) -> None:
    rng, plain = Rng(state=state), PlainRng(state)
    for n in bounds:
        assert rng.below(n) == plain.below(n)
        assert rng.state == plain.state
        assert rng.next64() == plain.next64()
    assert rng.randint(3, 8) == 3 + plain.below(6)
    assert rng.choice("abcde") == "abcde"[plain.below(5)]
    assert rng.weighted("ab", [1.0, 3.0]) == ("a" if plain.below(1 << 53) < 1 << 51 else "b")
    items, twin = list(range(12)), list(range(12))
    rng.shuffle(items)
    for i in range(11, 0, -1):
        j = plain.below(i + 1)
        twin[i], twin[j] = twin[j], twin[i]
    assert items == twin and rng.state == plain.state


def test_draws_the_rejection_limit_turns_down_are_drawn_again() -> None:
    """States whose next draw lies in the top 2**-11 of the range (where the exact limit is
    worked out) and bounds just under and over 2**53 and far over it (half the draws refused)."""
    near_top = [s for s in range(40_000) if PlainRng(s).next64() >= (1 << 64) - (1 << 53)]
    assert len(near_top) >= 5
    for state in near_top:
        for n in (3, 1000, (1 << 53) - 1, 1 << 53, (1 << 53) + 1, (1 << 63) + 1, MASK):
            rng, plain = Rng(state=state), PlainRng(state)
            assert [rng.below(n) for _ in range(4)] == [plain.below(n) for _ in range(4)]
            assert rng.state == plain.state


@given(st.integers(-(1 << 70), 1 << 70))
def test_seeds_mix_as_plainly_written(seed: int) -> None:
    assert mix_seed(seed) == plain_mix_seed(seed)
    assert Rng.from_seed(seed).state == plain_mix_seed(seed)


def test_a_bound_must_be_positive_and_the_state_always_counts_as_set() -> None:
    rng = Rng()
    assert rng.model_fields_set == {"state"}
    with pytest.raises(ValueError, match="positive"):
        rng.below(0)
    with pytest.raises(ValueError, match="positive"):
        rng.choice([])
    with pytest.raises(ValueError, match="positive"):
        rng.randint(2, 1)
    assert rng.state == 0
