"""The exact sampler: every sample satisfies every constraint; impossible problems are refused."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.agents.search.sampler import InconsistentError, SamplingProblem, sample
from tarocchi.cards import SUIT_MASKS, TRUMPS, mask_of

ALL = (1 << 78) - 1


def test_unconstrained_sample_fills_each_slot_to_its_size() -> None:
    problem = SamplingProblem(ALL, (18, 18, 18, 24), (ALL, ALL, ALL, ALL))
    parts = sample(problem, random.Random(1))
    assert problem.is_solution(parts)


def test_voids_are_respected_and_forced_placements_made() -> None:
    # Slot 0 is void in trumps and hearts, slot 1 void in trumps: every trump must go to slot 2.
    cards = TRUMPS | SUIT_MASKS[1] | SUIT_MASKS[2]
    problem = SamplingProblem(cards, (14, 14, 21 + 14 - 14 + 0), (ALL & ~TRUMPS & ~SUIT_MASKS[1], ALL & ~TRUMPS, ALL))
    problem = SamplingProblem(cards, (14, 14, cards.bit_count() - 28), problem.allowed)
    for seed in range(50):
        parts = sample(problem, random.Random(seed))
        assert problem.is_solution(parts)
        assert parts[2] & TRUMPS == TRUMPS
        assert parts[0] == SUIT_MASKS[2]  # the only cards slot 0 may take


def test_impossible_problems_are_refused() -> None:
    with pytest.raises(InconsistentError):
        sample(SamplingProblem(TRUMPS, (10, 10), (TRUMPS, TRUMPS)), random.Random(0))  # 21 cards, 20 places
    with pytest.raises(InconsistentError):
        # 21 trumps but only 10 places may take trumps.
        sample(SamplingProblem(TRUMPS | SUIT_MASKS[0], (10, 25), (ALL, ALL & ~TRUMPS)), random.Random(0))


def test_uniform_without_constraints() -> None:
    # Each of 4 cards lands in slot 0 (size 2 of 4) about half the time.
    cards = mask_of([0, 1, 2, 3])
    problem = SamplingProblem(cards, (2, 2), (cards, cards))
    rng = random.Random(5)
    hits = [0] * 4
    for _ in range(2000):
        parts = sample(problem, rng)
        for c in range(4):
            hits[c] += (parts[0] >> c) & 1
    assert all(850 < h < 1150 for h in hits)


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_feasible_problems_always_sample_a_solution(data: st.DataObject) -> None:
    n_slots = data.draw(st.integers(1, 5))
    n_cards = data.draw(st.integers(0, 40))
    cards = mask_of(range(n_cards))
    # Build a hidden solution, then constraints it satisfies (so the problem is feasible).
    owner = [data.draw(st.integers(0, n_slots - 1)) for _ in range(n_cards)]
    sizes = tuple(owner.count(j) for j in range(n_slots))
    allowed = []
    for j in range(n_slots):
        extra = data.draw(st.integers(0, (1 << n_cards) - 1)) if n_cards else 0
        allowed.append((extra | mask_of(c for c in range(n_cards) if owner[c] == j)) & cards)
    problem = SamplingProblem(cards, sizes, tuple(allowed))
    seed = data.draw(st.integers(0, 2**32))
    parts = sample(problem, random.Random(seed))
    assert problem.is_solution(parts)
