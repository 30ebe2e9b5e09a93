"""Card order and counting-card values (gatti.md §1, §2; vectors G-S3, G-S12)."""

from __future__ import annotations

from tarocchi.cards import CODES, FULL_DECK, parse_card
from tarocchi.games.gatti.deck import (
    HIGHER_TRUMPS,
    NUMERALS,
    STRENGTH,
    TOTAL_VALUE,
    VALUES,
    card_points,
    card_value_sum,
    cheapest,
)

from .conftest import Kit


def test_values_of_the_counting_cards_add_up_to_52(kit: Kit) -> None:
    assert card_value_sum(FULL_DECK) == TOTAL_VALUE == 52
    for code in ("T1", "T21", "FOOL", "KS", "KH", "KD", "KC"):
        assert VALUES[parse_card(code)] == 4
    assert [VALUES[parse_card(c)] for c in ("QD", "NC", "JS", "10H", "1S", "T20", "T2")] == [3, 2, 1, 0, 0, 0, 0]
    assert sum(1 for v in VALUES if v == 0) == 59


def test_judgement_beats_the_world_and_pips_are_not_reversed() -> None:
    # R1.3, R1.2
    assert STRENGTH[parse_card("T20")] > STRENGTH[parse_card("T21")] > STRENGTH[parse_card("T19")]
    assert HIGHER_TRUMPS[parse_card("T21")] == 1 << parse_card("T20")
    assert HIGHER_TRUMPS[parse_card("T20")] == 0
    for suit in "SHDC":
        ranks = [
            STRENGTH[parse_card(f"{r}{suit}")]
            for r in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
        ]
        assert ranks == sorted(ranks) and len(set(ranks)) == 14


def test_frilli_are_the_forty_numeral_suit_cards(kit: Kit) -> None:
    assert NUMERALS.bit_count() == 40
    assert NUMERALS & kit.mask("JS NH QD KC T1 FOOL") == 0
    assert NUMERALS & kit.mask("1S 10C") == kit.mask("1S 10C")


def test_g_s3_pile_counting(kit: Kit) -> None:
    pile = kit.mask("KH KS QD NC JS T21 FOOL 2C 3C 4C 5C 6C 7C T2 T3")
    assert card_value_sum(pile) == 22
    assert card_points(pile, tricks=8, owns_discard=False) == 30


def test_g_s12_counting_by_tricks_equals_counting_by_threes(kit: Kit) -> None:
    tricks = ["KH QS 2C", "3C 4D T5", "T6 T7 T8"]
    pile = kit.mask(" ".join(tricks))
    assert card_points(pile, tricks=3, owns_discard=False) == 10
    traditional = sum(sum(VALUES[parse_card(c)] + 1 for c in t.split()) - 2 for t in tricks)
    assert traditional == 16 - 6 == 10
    # R2.5 over the whole deck: 130 - 2 * 26 = 78.
    assert sum(v + 1 for v in VALUES) - 2 * 26 == 78


def test_the_cheapest_card_is_by_value_then_deck_order(kit: Kit) -> None:
    # C16: trumps come first in deck order, so T2 before 2S; T4 before 3C.
    assert CODES[cheapest(kit.mask("2S T2 KH"))] == "T2"
    assert CODES[cheapest(kit.mask("3C 8C T4"))] == "T4"
    assert CODES[cheapest(kit.mask("JS QH KD"))] == "JS"
    assert CODES[cheapest(kit.mask("T1 KD"))] == "T1"
