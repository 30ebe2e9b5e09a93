"""Card points, rounding, the monte, the Matto's exchange card and the match end (tarocchino.md §3.4, §6.5, §7, §9)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tarocchino_helpers import m

from tarocchi.cards import mask_of, parse_card
from tarocchi.games.tarocchino.combinations import combination_points
from tarocchi.games.tarocchino.deck import COUNTING, DECK, DECK_CARDS, SCARTINI
from tarocchi.games.tarocchino.scoring import (
    card_points,
    default_give,
    give_candidates,
    give_cost,
    give_refusal,
    match_winner,
    monte_pair,
    round5,
)


@pytest.mark.parametrize(
    ("vector", "pile", "points"),
    [
        ("C2", "T21 KS QS NC JD T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 6S 7S 8S 9S 10S", 24),
        ("C3", "T21 T20 KS KC QH QD 6S T13", 26),
        ("C6", "FOOL T1 T21 T20", 18),
    ],
)
def test_card_counting_vectors_of_11_2(vector: str, pile: str, points: int) -> None:
    assert card_points(m(pile)) == points, vector


def test_c1_c4_c5_the_whole_pack_scartini_and_counting_cards() -> None:
    assert card_points(DECK) == 87  # C1: 118 - 31; with the last trick 93
    assert card_points(SCARTINI) == 21  # C4
    assert card_points(COUNTING) == 66  # C5
    assert card_points(SCARTINI) + card_points(COUNTING) == 87


@settings(max_examples=300, deadline=None)
@given(st.sets(st.sampled_from(DECK_CARDS), min_size=0, max_size=31).map(lambda s: mask_of(s)))
def test_card_points_are_additive_over_even_piles(pile: int) -> None:
    """R7.5: however the pack is split into two even piles, the card points add up to 87."""
    if pile.bit_count() % 2:
        pile &= pile - 1
    assert card_points(pile) + card_points(DECK & ~pile) == 87


def test_pairing_a_counting_card_with_a_scartino_gives_its_value() -> None:
    assert card_points(m("KS 6S")) == 5
    assert card_points(m("6S 7S")) == 1
    assert card_points(m("KS KH")) == 9


@pytest.mark.parametrize(
    ("value", "rounded"),
    [(0, 0), (2, 0), (3, 5), (137, 135), (138, 140), (142, 140), (143, 145), (797, 795), (798, 800)],
)
def test_rounding_vectors_of_11_4(value: int, rounded: int) -> None:
    assert round5(value) == rounded


def test_a_half_point_rounds_up() -> None:
    assert round5(2.5) == 5 and round5(7.5) == 10 and round5(1.5) == 0


def test_the_monte_goes_to_the_dealers_pair_only_if_it_took_a_trick() -> None:
    assert monte_pair(0, (1, 14)) == 0
    assert monte_pair(0, (0, 15)) == 1
    assert monte_pair(3, (15, 0)) == 0
    assert monte_pair(1, (14, 1)) == 1


def test_default_give_is_the_cheapest_scartino_then_deck_order() -> None:
    # 6S is in no combination: cost 0, but the Moors and T19 come first in deck order and cost 0 too
    pile = m("T2 T19 6S KS QS NS FOOL")
    assert default_give(pile) == parse_card("T2")
    # the Moors are now a sequence: T2, T3, T4 each cost 5; T6 costs nothing
    pile = m("T2 T3 T4 T6 KS FOOL")
    assert [give_cost(pile, parse_card(c)) for c in ("T2", "T3", "T4", "T6")] == [5, 5, 5, 0]
    assert default_give(pile) == parse_card("T6")


def test_default_give_breaks_equal_costs_by_deck_order() -> None:
    pile = m("1S 1H 1C FOOL T3 T4 T5")  # aces: 15, Moors: 15
    assert default_give(pile) == parse_card("T3")
    assert give_cost(pile, parse_card("T3")) == 5 == give_cost(pile, parse_card("1S"))


def test_a_pile_without_scartini_gives_a_lowest_value_card() -> None:
    # C18: J (2) is lower than N (3), Q (4), K (5); never the Matto
    pile = m("KS QS NS JS JH FOOL")
    assert give_candidates(pile) == m("JS JH")
    assert default_give(pile) == parse_card("JH")  # JS costs the swords sequence K Q N J + FOOL: 5 points
    assert give_refusal(pile, parse_card("KS")) == "KS is not one of the pile's lowest-value cards (C18)"
    assert give_refusal(pile, parse_card("FOOL")) == "the Matto itself is never the exchange card (6.5)"


def test_give_refusals() -> None:
    pile = m("T2 6S KS FOOL")
    assert give_refusal(pile, parse_card("6S")) is None
    assert give_refusal(pile, parse_card("KS")) == "KS is not a scartino: the exchange card is one scartino (6.5)"
    assert give_refusal(pile, parse_card("7S")) == "7S is not in the pair's pile (won tricks and monte) (6.5)"


@settings(max_examples=200, deadline=None)
@given(st.sets(st.sampled_from(DECK_CARDS), min_size=4, max_size=40).map(lambda s: mask_of(s) | m("FOOL")))
def test_default_give_is_the_least_cost_by_brute_force(pile: int) -> None:
    candidates = [c for c in DECK_CARDS if (give_candidates(pile) >> c) & 1]
    best = min(candidates, key=lambda c: (combination_points(pile) - combination_points(pile & ~(1 << c)), c))
    assert default_give(pile) == best


@pytest.mark.parametrize(
    ("totals", "winner"),
    [((800, 700), 0), ((700, 805), 1), ((820, 810), 0), ((810, 820), 1), ((820, 820), None), ((795, 0), None)],
)
def test_match_winner_of_9_3_9_4(totals: tuple[int, int], winner: int | None) -> None:
    assert match_winner(totals) == winner
