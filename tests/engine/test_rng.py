"""The project's random stream (engine/rng.py): SplitMix64 as a random.Random, pinned and shared."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from tarocchi.engine.rng import MASK64, SplitMix64, next_state, output
from tarocchi.engine.shuffle import DeterministicRng


def test_reference_values() -> None:
    # SplitMix64 seeded with 0: the published first outputs of the reference C implementation.
    rng = SplitMix64(0)
    assert [rng.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


@given(st.integers(0, MASK64))
def test_same_stream_as_the_deals_and_the_functions(seed: int) -> None:
    rng, deals = SplitMix64(seed), DeterministicRng(seed)
    state = seed
    for _ in range(5):
        state = next_state(state)
        value = rng.next64()
        assert value == deals.next_u64() == output(state)
        assert rng.state == state


@given(st.integers(0, MASK64))
def test_random_is_the_top_53_bits(seed: int) -> None:
    a, b = SplitMix64(seed), SplitMix64(seed)
    for _ in range(5):
        x = a.random()
        assert x == (b.next64() >> 11) / 2**53
        assert 0.0 <= x < 1.0


def test_getrandbits_takes_whole_outputs() -> None:
    outputs = SplitMix64(7)
    first, second = outputs.next64(), outputs.next64()
    assert SplitMix64(7).getrandbits(64) == first
    assert SplitMix64(7).getrandbits(70) == first | (second >> 58) << 64
    assert SplitMix64(7).getrandbits(3) == first >> 61
    assert SplitMix64(7).getrandbits(0) == 0


def test_it_is_a_random_random_fixed_by_its_seed() -> None:
    rng = SplitMix64(2024)
    assert isinstance(rng, random.Random)
    saved = rng.getstate()
    drawn = [rng.randrange(10), rng.sample(range(50), 5), rng.random(), rng.choice("abcdef")]
    rng.setstate(saved)
    assert [rng.randrange(10), rng.sample(range(50), 5), rng.random(), rng.choice("abcdef")] == drawn
    again = SplitMix64(2024)
    assert [again.randrange(10), again.sample(range(50), 5), again.random(), again.choice("abcdef")] == drawn
    rng.seed(5)
    assert rng.state == 5 and rng.next64() == SplitMix64(5).next64()
