"""The random deals of random hands (engine.random_deal): a uniform arrangement of the labels."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarocchi.engine.random_deal import LabelDealer, owner_labels, shuffled_labels


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


def test_a_label_dealer_shares_out_any_pack_exactly() -> None:
    # Uneven gaps, cards left out above and below: the general expansion of the labels.
    deck = sum(1 << card for card in (2, 3, 4, 9, 10, 30, 31, 32, 33, 60, 76))
    dealer = LabelDealer(deck, owner_labels(4, 5, 2))
    rng = random.Random(8)
    seen: list[Counter[int]] = [Counter() for _ in range(3)]
    for _ in range(3_000):
        masks = dealer.deal(rng)
        assert [mask.bit_count() for mask in masks] == [4, 5, 2]
        assert masks[0] | masks[1] | masks[2] == deck
        assert not masks[0] & masks[1] and not masks[0] & masks[2] and not masks[1] & masks[2]
        for owner, mask in enumerate(masks):
            seen[owner].update(card for card in range(78) if mask >> card & 1)
    for card in (2, 33, 76):  # each card goes to each owner in proportion: 4/11, 5/11, 2/11 of 3,000
        assert 960 < seen[0][card] < 1220 and 1230 < seen[1][card] < 1500 and 440 < seen[2][card] < 660


def test_the_games_packs_deal_to_the_right_hands() -> None:
    rng = random.Random(9)
    full = LabelDealer((1 << 78) - 1, owner_labels(18, 18, 18, 18, 6))
    masks = full.deal(rng)
    assert [mask.bit_count() for mask in masks] == [18, 18, 18, 18, 6] and sum(masks) == (1 << 78) - 1


def test_a_label_dealer_refuses_labels_that_do_not_fit_the_pack() -> None:
    with pytest.raises(ValueError, match="3 labels for a pack of 4 cards"):
        LabelDealer(0b1111, owner_labels(2, 1))
    with pytest.raises(ValueError, match="each used"):
        LabelDealer(0b1111, bytes([0, 0, 2, 2]))


@pytest.mark.parametrize("counts", [(4, 5, 2), (4, 5, 3), (4, 5, 4), (9, 1), (2, 1), (3,), (3, 3, 3, 2)])
def test_each_mask_holds_the_cards_of_its_label(counts: tuple[int, ...]) -> None:
    """Every owner gets exactly the cards its label lands on, the last owner (the cards of no other) too."""
    deck = sum(1 << card for card in (0, 5, 6, 7, 21, 22, 40, 41, 42, 43, 50, 63, 64, 77)[: sum(counts)])
    labels = owner_labels(*counts)
    dealer = LabelDealer(deck, labels)
    pack = [card for card in reversed(range(78)) if deck >> card & 1]  # the arrangement's order
    for seed in range(200):
        masks = dealer.deal(random.Random(seed))
        order = shuffled_labels(random.Random(seed), labels)
        expected = [sum(1 << c for c, label in zip(pack, order, strict=True) if label == o) for o in range(len(counts))]
        assert masks == expected
