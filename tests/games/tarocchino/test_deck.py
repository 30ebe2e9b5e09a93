"""The 62-card pack, its groups and values (tarocchino.md §2)."""

from __future__ import annotations

from tarocchino_helpers import m

from tarocchi.cards import codes_of
from tarocchi.games.tarocchino.deck import (
    COUNTING,
    DECK,
    FIVES,
    MOORS,
    NO_DISCARD,
    NUMBERED,
    SCARTINI,
    STRENGTH,
    TAROCCHI,
    TRUMP_MASK,
    VALUE,
)


def test_the_pack_has_62_cards_22_trumps_and_fool_and_ten_per_suit() -> None:
    assert DECK.bit_count() == 62
    assert (DECK & TRUMP_MASK).bit_count() == 21
    for suit in "SHDC":
        assert (
            DECK & m(" ".join(f"{r}{suit}" for r in ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]))
        ).bit_count() == 10
    assert not DECK & m("2S 5H 4D 3C")


def test_groups_of_2_7() -> None:
    assert codes_of(TAROCCHI) == ["T1", "T20", "T21", "FOOL"]
    assert codes_of(MOORS) == ["T2", "T3", "T4", "T5"]
    assert codes_of(NUMBERED) == [f"T{n}" for n in range(6, 18)]
    assert SCARTINI.bit_count() == 42  # R2.8: 2 + 12 + 4 + 24
    assert COUNTING.bit_count() == 20


def test_card_values_of_2_8_total_118() -> None:
    assert sum(VALUE[c] for c in range(78) if (DECK >> c) & 1) == 118
    assert sum(VALUE[c] for c in range(78) if (COUNTING >> c) & 1) == 76
    assert [VALUE[c] for c in (m("T21").bit_length() - 1, m("KS").bit_length() - 1)] == [5, 5]
    assert VALUE[m("QH").bit_length() - 1] == 4
    assert VALUE[m("ND").bit_length() - 1] == 3
    assert VALUE[m("JC").bit_length() - 1] == 2
    assert VALUE[m("T19").bit_length() - 1] == 1
    assert m("T21 T20 T1 FOOL KS KH KD KC") == FIVES


def test_discard_ban_of_3_3() -> None:
    assert m("KS KH KD KC T21 T20 T1 FOOL") == NO_DISCARD


def _order(codes: str) -> list[int]:
    return [STRENGTH[m(c).bit_length() - 1] for c in codes.split()]


def test_suit_ranks_of_2_3() -> None:
    for suit in "SC":  # long suits: K Q N J 10 9 8 7 6 1
        ranks = _order(" ".join(f"{r}{suit}" for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]))
        assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 10
    for suit in "HD":  # round suits: K Q N J 1 6 7 8 9 10
        ranks = _order(" ".join(f"{r}{suit}" for r in ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]))
        assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 10


def test_trump_ranks_of_2_4_with_equal_moors() -> None:
    ranks = _order("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T2 T1")
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 18
    assert len(set(_order("T2 T3 T4 T5"))) == 1
