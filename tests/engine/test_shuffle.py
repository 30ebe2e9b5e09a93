"""The project's deterministic shuffle gives the same deal for a seed everywhere (DESIGN.md §5)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tarocchi.cards import FULL_DECK, cards_of
from tarocchi.engine.shuffle import DeterministicRng, shuffled


def test_splitmix64_reference_values() -> None:
    # SplitMix64 seeded with 0: the published first outputs of the reference C implementation.
    rng = DeterministicRng(0)
    assert [rng.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_shuffle_is_pinned() -> None:
    # Changing the shuffle changes every seeded record; this pins it.
    assert shuffled(FULL_DECK, 42)[:10] == [64, 1, 59, 18, 11, 45, 31, 14, 22, 7]


@given(st.integers(0, 2**64 - 1))
def test_shuffle_is_a_permutation_and_repeatable(seed: int) -> None:
    first = shuffled(FULL_DECK, seed)
    assert sorted(first) == cards_of(FULL_DECK)
    assert shuffled(FULL_DECK, seed) == first


def test_below_is_roughly_uniform() -> None:
    rng = DeterministicRng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(900 < c < 1100 for c in counts), counts
