"""The project's random stream (engine/rng.py): SplitMix64 as a random.Random, pinned and shared."""

from __future__ import annotations

import random
from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from tarocchi.engine.rng import GAMMA, MASK64, SplitMix64, next_state, output, random_card
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


def _always(u: float) -> Callable[[], float]:
    """A ``rand`` that draws ``u`` every time."""
    return lambda: u


def test_random_card_is_the_int_u_times_k_th_card_in_deck_order() -> None:
    """Walked from either end, two cards a step, it picks the card the kernels' choice rule names."""
    sets = random.Random(3)
    for _ in range(2_000):
        cards = sets.getrandbits(78) & sets.getrandbits(78) or 1 << sets.randrange(78)
        ordered = [c for c in range(78) if cards >> c & 1]
        u = sets.random()
        assert random_card(cards, _always(u)) == ordered[int(u * len(ordered))]
    for k in range(1, 12):  # every index of small sets, the walk's odd and even step counts included
        cards = sum(1 << c for c in range(0, 3 * k, 3))
        picked = [random_card(cards, _always((r + 0.5) / k)) for r in range(k)]
        assert picked == list(range(0, 3 * k, 3))


def test_random_card_takes_one_draw() -> None:
    rng = SplitMix64(9)
    random_card(0b1011, rng.random)
    assert rng.state == (SplitMix64(9).state + GAMMA) & MASK64
