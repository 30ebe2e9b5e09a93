"""Card points and tables (french-tarot.md §1, §15.1 card-point checks)."""

from __future__ import annotations

from french_tarot_helpers import mask

from tarocchi.cards import CODES, FULL_DECK, NUM_CARDS, TRUMPS
from tarocchi.games.french_tarot.deck import (
    ABOVE,
    BOUTS,
    HALF_POINTS,
    LOW_CARDS,
    STRENGTH,
    bouts_in,
    half_points,
)
from tarocchi.games.french_tarot.scoring import target_for


def test_the_deck_is_worth_182_half_points() -> None:
    # R1.7: 3×9 + 4×9 + 4×7 + 4×5 + 4×3 + 59×1 = 182.
    assert sum(HALF_POINTS) == 182
    assert half_points(FULL_DECK) == 182


def test_card_values_in_half_points() -> None:
    # R1.6
    for text, value in [
        ("T1", 9), ("T21", 9), ("FOOL", 9), ("KH", 9), ("QS", 7), ("ND", 5), ("JC", 3),
        ("1H", 1), ("10S", 1), ("T2", 1), ("T20", 1),
    ]:  # fmt: skip
        assert half_points(mask(text)) == value, text
    assert [HALF_POINTS[c] for c in range(NUM_CARDS)].count(1) == 59


def test_half_points_agrees_with_the_table_card_by_card() -> None:
    for card in range(NUM_CARDS):
        assert half_points(1 << card) == HALF_POINTS[card], CODES[card]


def test_bouts() -> None:
    assert mask("T1 T21 FOOL") == BOUTS
    assert bouts_in(mask("T1 T21 FOOL KH")) == 3
    assert bouts_in(mask("T2 T20 KH")) == 0


def test_low_cards_are_the_cards_worth_half_a_point() -> None:
    # R7.8: the exchange card is worth 0.5: suit 1..10 and T2..T20.
    assert sum(1 << c for c in range(NUM_CARDS) if HALF_POINTS[c] == 1) == LOW_CARDS
    assert LOW_CARDS.bit_count() == 59


def test_targets_by_bouts() -> None:
    # R10.1
    assert [target_for(b) for b in range(4)] == [56, 51, 41, 36]


def test_strengths() -> None:
    # R1.2: K Q N J 10 .. 1; R1.3: trumps by number above every suit card.
    order = ["KH", "QH", "NH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H", "1H"]
    values = [STRENGTH[mask(c).bit_length() - 1] for c in order]
    assert values == sorted(values, reverse=True)
    assert STRENGTH[mask("T1").bit_length() - 1] > STRENGTH[mask("KS").bit_length() - 1]
    assert ABOVE[mask("T10").bit_length() - 1] == mask(" ".join(f"T{i}" for i in range(11, 22)))
    assert ABOVE[mask("KS").bit_length() - 1] == TRUMPS
    assert ABOVE[mask("T21").bit_length() - 1] == 0
