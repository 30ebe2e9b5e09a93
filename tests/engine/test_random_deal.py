"""The random deals of random hands (engine.random_deal): a uniform arrangement of the labels."""

from __future__ import annotations

import random
from collections import Counter

from tarocchi.engine.random_deal import shuffled_labels


def test_the_labels_are_kept_and_every_order_is_as_likely() -> None:
    rng = random.Random(5)
    labels = bytes([0, 1, 2, 3])
    seen = Counter(shuffled_labels(rng, labels) for _ in range(24_000))
    assert all(sorted(order) == [0, 1, 2, 3] for order in seen)
    assert len(seen) == 24  # every permutation, each about 1,000 times
    assert all(850 < count < 1150 for count in seen.values()), seen


def test_each_card_gets_each_label_in_proportion() -> None:
    rng = random.Random(6)
    labels = bytes([0] * 18 + [1] * 18 + [2] * 18 + [3] * 18 + [4] * 6)
    per_card: list[Counter[int]] = [Counter() for _ in labels]
    for _ in range(3_000):
        for card, label in enumerate(reversed(shuffled_labels(rng, labels))):
            per_card[card][label] += 1
    for counts in per_card:
        assert 590 < counts[0] < 810  # 18/78 of 3,000 = 692
        assert 160 < counts[4] < 300  # 6/78 of 3,000 = 231
