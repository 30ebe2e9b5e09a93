"""The 62-card pack, its card order and its point values (piedmontese.md §1, §2, P-S5, P-S10)."""

from __future__ import annotations

import pytest

from tarocchi.cards import FOOL, JACKS, KINGS, KNIGHTS, QUEENS, TRUMPS, codes_of, mask_of, parse_card
from tarocchi.games.piedmontese.deck import (
    DECK,
    DECK_POINTS,
    NON_KING_SUIT_CARDS,
    REMOVED,
    STRENGTH,
    VALUE,
    hand_size,
    points_of,
    reference,
    side_of,
)


def _mask(codes: str) -> int:
    return mask_of(parse_card(c) for c in codes.split())


def test_the_pack_has_62_cards_and_leaves_out_16() -> None:
    assert DECK.bit_count() == 62
    assert REMOVED.bit_count() == 16
    assert sorted(codes_of(REMOVED)) == sorted(
        ["1S", "2S", "3S", "4S", "1C", "2C", "3C", "4C", "7H", "8H", "9H", "10H", "7D", "8D", "9D", "10D"]
    )


ALL_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")


@pytest.mark.parametrize(
    ("suit", "kept"),
    [
        ("S", ("5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")),
        ("C", ("5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")),
        ("H", ("1", "2", "3", "4", "5", "6", "J", "N", "Q", "K")),
        ("D", ("1", "2", "3", "4", "5", "6", "J", "N", "Q", "K")),
    ],
)
def test_rule_1_1_the_pack_keeps_the_right_suit_cards(suit: str, kept: tuple[str, ...]) -> None:
    whole_suit = _mask(" ".join(rank + suit for rank in ALL_RANKS))
    assert codes_of(DECK & whole_suit) == [rank + suit for rank in kept]


def test_rule_1_1_the_pack_keeps_every_trump_and_the_fol() -> None:
    assert DECK & TRUMPS == TRUMPS
    assert (DECK >> FOOL) & 1


def test_p_s10_the_deck_is_worth_114() -> None:
    assert points_of(DECK) == DECK_POINTS == 114
    assert sum(VALUE) == 114


def test_rule_2_1_table_card_by_card() -> None:
    assert [VALUE[parse_card(c)] for c in ("T21", "T1", "FOOL")] == [5, 5, 5]
    assert points_of(KINGS) == 20 and points_of(QUEENS) == 16 and points_of(KNIGHTS) == 12 and points_of(JACKS) == 8
    assert points_of(TRUMPS & ~_mask("T1 T21")) == 19
    pips = NON_KING_SUIT_CARDS & ~QUEENS & ~KNIGHTS & ~JACKS
    assert pips.bit_count() == 24 and points_of(pips) == 24
    assert points_of(REMOVED) == 0


def test_p_s5_pile_count() -> None:
    assert points_of(_mask("T21 KC QS NS JD 5S 6S 2H 3H 6D T4 T9 T13")) == 27


@pytest.mark.parametrize(
    ("suit", "high_to_low"),
    [
        ("S", "K Q N J 10 9 8 7 6 5"),
        ("C", "K Q N J 10 9 8 7 6 5"),
        ("H", "K Q N J 1 2 3 4 5 6"),
        ("D", "K Q N J 1 2 3 4 5 6"),
    ],
)
def test_rule_1_2_suit_order(suit: str, high_to_low: str) -> None:
    strengths = [STRENGTH[0][parse_card(f"{r}{suit}")] for r in high_to_low.split()]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == 10


def test_rule_1_3_trump_order_and_c13_swap() -> None:
    order = [STRENGTH[0][parse_card(f"T{n}")] for n in range(21, 0, -1)]
    assert order == sorted(order, reverse=True)
    swapped = [STRENGTH[1][parse_card(f"T{n}")] for n in (20, 21, *range(19, 0, -1))]
    assert swapped == sorted(swapped, reverse=True)  # C13: T20 > T21 > T19 > ... > T1
    assert STRENGTH[0][:19] == STRENGTH[1][:19]


def test_deal_sizes_sides_and_references() -> None:
    assert [hand_size(n) for n in (4, 3, 2)] == [15, 20, 30]  # R4.1
    assert [side_of(s, 4) for s in range(4)] == [0, 1, 0, 1]  # 12.1: seats 0+2 against 1+3
    assert [side_of(s, 3) for s in range(3)] == [0, 1, 2]
    assert [reference(4, 38), reference(2, 38), reference(3, 38), reference(3, 57), reference(4, 57)] == [
        57,
        57,
        38,
        57,
        57,
    ]
