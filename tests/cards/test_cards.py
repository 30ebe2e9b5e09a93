"""Card ids, codes and bitmask sets (DESIGN.md §3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tarocchi import cards
from tarocchi.cards import FOOL, FULL_DECK, KINGS, NUM_CARDS, TRUMPS, parse_card
from tarocchi.errors import InvalidActionError


def test_deck_order_is_card_id_order() -> None:
    expected = [f"T{n}" for n in range(1, 22)] + ["FOOL"]
    for suit in "SHDC":
        expected += [r + suit for r in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")]
    assert list(cards.CODES) == expected
    assert len(cards.CODES) == NUM_CARDS == 78


@pytest.mark.parametrize("text", ["KH", "10S", "1C", "T1", "T21", "FOOL", "ND", "JS", "QC"])
def test_codes_round_trip(text: str) -> None:
    assert cards.code(parse_card(text)) == text


@pytest.mark.parametrize("alias", ["EX", "T0"])
def test_fool_aliases(alias: str) -> None:
    assert parse_card(alias) == FOOL


@pytest.mark.parametrize("text", ["kh", "T22", "11S", "0S", "", "KX", "HK", "S10"])
def test_bad_codes_are_refused_with_the_text(text: str) -> None:
    with pytest.raises(InvalidActionError, match="is not a card code"):
        parse_card(text)


def test_suits_ranks_and_masks() -> None:
    assert cards.suit_of(parse_card("7C")) == cards.CLUBS
    assert cards.suit_of(parse_card("T5")) == cards.TRUMP_SUIT
    assert cards.suit_of(FOOL) == cards.NO_SUIT
    assert cards.rank_of(parse_card("KD")) == cards.KING
    assert cards.rank_of(parse_card("T13")) == 13
    assert cards.codes_of(KINGS) == ["KS", "KH", "KD", "KC"]
    assert TRUMPS.bit_count() == 21
    assert sum(m.bit_count() for m in cards.SUIT_MASKS) == 56
    assert TRUMPS | (1 << FOOL) | cards.ALL_SUIT_CARDS == FULL_DECK
    for c in range(NUM_CARDS):
        assert cards.SUIT_OF[c] == cards.suit_of(c)
        assert (cards.SUIT_MASK_OF[c] >> c) & 1 == (c != FOOL)


@given(st.sets(st.integers(0, NUM_CARDS - 1)))
def test_set_operations_agree_with_python_sets(ids: set[int]) -> None:
    mask = cards.mask_of(ids)
    assert cards.cards_of(mask) == sorted(ids)
    assert list(cards.iter_cards(mask)) == sorted(ids)
    assert cards.count(mask) == len(ids)
    if ids:
        assert cards.lowest(mask) == min(ids)
        assert cards.highest(mask) == max(ids)
