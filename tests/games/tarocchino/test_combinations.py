"""The combination catalogue (tarocchino.md §5, §11.1, §11.3, C12-C14): test vectors, doublings, properties."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tarocchino_helpers import m

from tarocchi.cards import CardSet, cards_of, codes_of, mask_of, parse_card
from tarocchi.games.tarocchino.combinations import (
    MEMBERS,
    NAMES,
    SEQUENCE_NAMES,
    Combination,
    combination_points,
    find_combinations,
    readings,
    score_pile,
    score_unit,
)
from tarocchi.games.tarocchino.deck import COUNTERS, DECK, DECK_CARDS
from tarocchi.games.tarocchino.declarations import DeclarationError, check_declaration
from tarocchi.games.tarocchino.scoring import card_points, round5

# §11.1: (hand, expected combinations as {name: (cards shown, points)}, total)
DECLARATION_VECTORS = {
    "D1": ("KS KC KH 6S 7S 8C 9C 10H 6D 7D T15 T13 T10 T8 T2", {"cricca-kings": ("KS KC KH", 17)}, 17),
    "D2": (
        "KS KC KH KD QS QC QH NS NC ND 6S 7C T16 T11 T3",
        {
            "cricca-kings": ("KS KC KH KD", 34),
            "cricca-queens": ("QS QC QH", 14),
            "cricca-knights": ("NS NC ND", 13),
            "seq-S": ("KS QS NS", 10),
            "seq-C": ("KC QC NC", 10),
        },
        142,
    ),
    "D3": (
        "T21 T20 T1 FOOL T19 T18 T17 T16 T14 6S 7S 6C 8H 9D T4",
        {"cricca-tarocchi": ("T21 T20 T1 FOOL", 36), "seq-grande": ("T21 T20 T19 T18 T17 T16 FOOL T14", 35)},
        71,
    ),
    "D4": (
        "1S 1C T1 FOOL T2 T3 T4 6S 8S 7C 9H 10D T12 T9 T7",
        {"seq-aces": ("1S 1C FOOL", 10), "seq-moors": ("T2 T3 T4 T1 FOOL", 20)},
        30,
    ),
    "D5": (
        "KS QS NS JS 1S 1C 1H KH QH JH 6C 7D T15 T10 T5",
        {"seq-aces": ("1S 1C 1H", 10), "seq-S": ("KS QS NS JS 1S", 20), "seq-H": ("KH QH JH 1H", 15)},
        90,
    ),
    "D6": (
        "KS KC KH QS QC QH JS JC JH 6D 7D 8D T17 T13 T2",
        {
            "cricca-kings": ("KS KC KH", 17),
            "cricca-queens": ("QS QC QH", 14),
            "cricca-jacks": ("JS JC JH", 12),
            "seq-S": ("KS QS JS", 10),
            "seq-H": ("KH QH JH", 10),
            "seq-C": ("KC QC JC", 10),
        },
        146,
    ),
    "D7": (
        "KD ND KH QH 1H T1 FOOL 6S 7S 8S 9C 10C T14 T11 T8",
        {"seq-D": ("KD ND FOOL", 10), "seq-H": ("KH QH 1H T1 FOOL", 20)},
        30,
    ),
    "D8": (
        "T21 T19 FOOL T17 T16 6S 7S 8C 9C 10H 6H 7D 8D T2 T3",
        {"seq-grande": ("T21 FOOL T19 T17 T16", 20), "seq-moors": ("T2 T3 FOOL", 10)},
        30,
    ),
    "D9": (
        "T21 T20 T18 T1 FOOL T17 T15 T14 6S 7C 8H 9D 10S 6C 7H",
        {"cricca-tarocchi": ("T21 T20 T1 FOOL", 36), "seq-grande": ("T21 T20 T18 T17 T15 T14 T1 FOOL", 35)},
        71,
    ),
    "D10": (
        "T21 T20 T19 T18 T1 FOOL 6S 7S 8C 9C 10H 6H 7D 8D 9D",
        {"cricca-tarocchi": ("T21 T20 T1 FOOL", 36), "seq-grande": ("T21 T20 T19 T18 FOOL", 20)},
        56,
    ),
    "D11": (
        "1S 1C 1H 1D T2 T3 T4 T5 T1 FOOL 6S 7C 8H T13 T12",
        {"seq-aces": ("1S 1C 1H 1D T1 FOOL", 25), "seq-moors": ("T2 T3 T4 T5 T1 FOOL", 25)},
        50,
    ),
    "D12": (
        "1S 1C 1H T2 T3 T4 T1 FOOL KS NS 6C 7H 8D T11 T10",
        {
            "seq-aces": ("1S 1C 1H T1 FOOL", 20),
            "seq-moors": ("T2 T3 T4 T1 FOOL", 20),
            "seq-S": ("KS NS 1S T1 FOOL", 20),
        },
        120,
    ),
    "D13": ("KS KC KH FOOL 6S 7S 8C 9C 10H 6H 7D 8D T15 T13 T10", {"cricca-kings": ("KS KC KH", 17)}, 17),
    "D14": ("KS QS 1S KC NC 1C 1H 6D 7D 8D T17 T15 T9 T2 T3", {"seq-aces": ("1S 1C 1H", 10)}, 10),
}


@pytest.mark.parametrize("vector", sorted(DECLARATION_VECTORS), ids=str)
def test_declaration_vectors_of_11_1(vector: str) -> None:
    hand, expected, total = DECLARATION_VECTORS[vector]
    mask = m(hand)
    assert mask.bit_count() == 15
    combos = find_combinations(mask)
    assert {c.name: (c.cards, c.points) for c in combos} == {
        name: (m(shown), points) for name, (shown, points) in expected.items()
    }
    assert score_pile(mask).points == total
    assert combination_points(mask) == total
    for combo in combos:  # every combination found may be declared as it is
        assert check_declaration(combo.cards, combo.name) == combo


def test_d2_doubles_the_cricche_but_not_two_sequences() -> None:
    score = score_pile(m(DECLARATION_VECTORS["D2"][0]))
    assert (score.cricche_points, score.criccone, score.sequences_points, score.sequences_doubled) == (
        61,
        True,
        20,
        False,
    )


def test_d6_doubles_both_blocks_separately() -> None:
    score = score_pile(m(DECLARATION_VECTORS["D6"][0]))
    assert (score.cricche_points, score.criccone, score.sequences_points, score.sequences_doubled) == (
        43,
        True,
        30,
        True,
    )
    assert score.points == 86 + 60


def test_counter_use_is_reported() -> None:
    grande = next(c for c in find_combinations(m(DECLARATION_VECTORS["D9"][0])) if c.name == "seq-grande")
    assert grande.counters == m("T1 FOOL")
    assert grande.length == 8 and grande.kind == "sequence"
    assert grande.to_json() == {
        "as": "seq-grande",
        "kind": "sequence",
        "cards": ["T1", "T14", "T15", "T17", "T18", "T20", "T21", "FOOL"],
        "counters": ["T1", "FOOL"],
        "length": 8,
        "points": 35,
    }


E1_A = "T21 T20 T19 T18 T17 T16 T15 KS QS NS JS 1S KC KH FOOL 1D 1C 6S 7S 8S 6C 7C 6H 7H 6D 7D T6 T2"


def test_integrated_deal_e1_of_11_3() -> None:
    pile_a = m(E1_A)
    pile_b = DECK & ~pile_a
    assert pile_a.bit_count() == 28 and pile_b.bit_count() == 34
    a = score_pile(pile_a)
    assert {c.name: c.points for c in a.cricche} == {"cricca-tarocchi": 18, "cricca-kings": 17}
    assert (a.cricche_points, a.criccone) == (35, False)
    assert {c.name: (c.length, c.points) for c in a.sequences} == {
        "seq-aces": (4, 15),
        "seq-S": (6, 25),
        "seq-grande": (8, 35),
    }
    assert a.points == 35 + 150
    b = score_pile(pile_b)
    assert {c.name: c.points for c in b.cricche} == {"cricca-queens": 14, "cricca-knights": 13, "cricca-jacks": 12}
    assert b.criccone and b.cricche_points == 39
    assert {c.name: (c.length, c.points) for c in b.sequences} == {"seq-moors": (4, 15), "seq-D": (5, 20)}
    assert b.points == 78 + 35
    assert (card_points(pile_a), card_points(pile_b)) == (44, 43)
    total_a = a.points + 44 + 6 + 17
    total_b = b.points + 43 + 0 + 30
    assert (total_a, total_b) == (252, 186)
    assert (round5(total_a), round5(total_b)) == (250, 185)


def test_counters_are_never_wild_in_cricche() -> None:
    # R5.1 and Barilli's example 3: three kings and the Matto score 17, not 34.
    combos = find_combinations(m("KS KH KC FOOL"))
    assert [(c.name, c.points) for c in combos] == [("cricca-kings", 17)]


def test_one_matto_serves_every_sequence_at_once() -> None:
    # R4.5: Barilli's example 3 adds the one Matto to several sequences.
    pile = m("1S 1H 1C T2 T3 T4 KC QC NC KH QH JH T21 T20 T19 FOOL")
    combos = {c.name: c for c in find_combinations(pile)}
    for name in ("seq-aces", "seq-moors", "seq-C", "seq-H", "seq-grande"):
        assert combos[name].counters == m("FOOL"), name


@pytest.mark.parametrize(
    ("cards", "two", "length"),
    [
        ("T21 T20 T19 T18", False, 4),  # the head alone
        ("T21 T20 T19 T18 T1 FOOL", False, 5),  # g = 3: one counter (D10)
        ("T21 T20 T19 T18 T1 FOOL", True, 6),  # C13: two v counters for T17 and T16
        ("T21 T20 T19 T17 T15 FOOL", False, 6),  # C10: v for T16 beats u for T18
        ("T21 T20 FOOL", False, 3),
        ("T21 T19 T17", False, 0),  # g = 1 and no counter
        ("T21 T1 FOOL", False, 0),  # g = 0
        ("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6", False, 16),
        ("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T2 T3 T4 T5 T1", False, 21),
        ("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T2 T3 T4 T5 T1 FOOL", False, 21),
        ("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T1", False, 16),  # no Moor: no Bégato
        ("T21 T20 T19 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T2 T1 FOOL", False, 18),  # u=FOOL, tail T2 T1
        ("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T2 T1 FOOL", False, 18),  # v=T6, Moor, Bégato
        ("T21 T20 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T6 T2 T3 T1 FOOL", False, 18),  # u+v, or v+Bégato
        ("T21 T20 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T6 T2 T3 T1 FOOL", True, 18),
        ("T21 T20 T19 T18 T17 T15 T13 T12 T1 FOOL", True, 10),  # C13: v for T16 and for T14
        ("T21 T20 T19 T18 T17 T15 T13 T12 T1 FOOL", False, 7),
    ],
)
def test_grande_readings_of_5_4_7_and_c12_c13(cards: str, two: bool, length: int) -> None:
    combos = {c.name: c for c in find_combinations(m(cards), grande_two_counters=two)}
    if length == 0:
        assert "seq-grande" not in combos
    else:
        assert combos["seq-grande"].length == length
        assert combos["seq-grande"].points == 5 * (length - 1)


@pytest.mark.parametrize(
    ("cards", "name", "length"),
    [
        ("KS QS 1S", "seq-S", 0),  # the ace is never a required figure (Pisarri)
        ("KS QS 1S FOOL", "seq-S", 4),
        ("KS QS T1 FOOL", "seq-S", 3),  # f = 1, no ace: one counter only
        ("KS QS 1S T1 FOOL", "seq-S", 5),
        ("KS QS NS 1S", "seq-S", 4),  # A9: one figure skipped, the ace appended
        ("KS QS NS JS 1S T1 FOOL", "seq-S", 7),  # the maximum, 30
        ("KS 1S T1 FOOL", "seq-S", 0),  # f = 0
        ("1S 1H T1 FOOL", "seq-aces", 3),  # two aces take one counter
        ("1S 1H", "seq-aces", 0),
        ("T2 T3 T4 T5 T1 FOOL", "seq-moors", 6),
    ],
)
def test_suit_and_set_sequences_of_5_4(cards: str, name: str, length: int) -> None:
    combos = {c.name: c for c in find_combinations(m(cards))}
    assert (combos[name].length if name in combos else 0) == length


def test_score_unit_sorts_and_doubles() -> None:
    combos = [Combination("seq-S", m("KS QS NS"), 10), Combination("cricca-kings", m("KS KH KC"), 17)]
    score = score_unit(combos)
    assert [c.name for c in score.combinations] == ["cricca-kings", "seq-S"]
    assert score.points == 27
    assert score.to_json()["points"] == 27


# --- properties ---------------------------------------------------------------------------------------------

card_sets = st.sets(st.sampled_from(DECK_CARDS), max_size=40).map(mask_of)
_TRUMPISH = [parse_card(f"T{n}") for n in range(1, 22)] + [parse_card("FOOL")]
trump_heavy = st.sets(st.sampled_from(_TRUMPISH), min_size=3, max_size=22).map(mask_of)


@settings(max_examples=300, deadline=None)
@given(card_sets, st.booleans())
def test_the_finders_agree_and_every_combination_found_may_be_declared(cards: CardSet, two: bool) -> None:
    combos = find_combinations(cards, grande_two_counters=two)
    assert [(NAMES.index(c.name), c.points, c.cards, c.counters) for c in combos] == readings(cards, two)
    assert score_pile(cards, grande_two_counters=two).points == combination_points(cards, two)
    for combo in combos:
        assert combo.cards & ~cards == 0
        assert combo.points == (5 * (combo.length - 1) if combo.is_sequence else combo.points)
        assert check_declaration(combo.cards, combo.name, grande_two_counters=two) == combo


@settings(max_examples=200, deadline=None)
@given(trump_heavy, st.booleans())
def test_grande_readings_agree_with_the_checker(cards: CardSet, two: bool) -> None:
    combos = find_combinations(cards, grande_two_counters=two)
    for combo in combos:
        assert check_declaration(combo.cards, combo.name, grande_two_counters=two) == combo


def _reference_length(cards: CardSet, name: str, two: bool) -> int:
    """The longest valid showing of ``name`` among all subsets of ``cards``, judged by the declaration checker."""
    return _largest(cards, name, two).bit_count()


def _largest(cards: CardSet, name: str, two: bool) -> CardSet:
    """A longest valid showing of ``name`` among the subsets of ``cards`` (the brute force's own)."""
    pool = cards_of(cards & (MEMBERS[name] | (COUNTERS if name in SEQUENCE_NAMES else 0)))
    for size in range(len(pool), 2, -1):
        for subset in itertools.combinations(pool, size):
            try:
                check_declaration(mask_of(subset), name, grande_two_counters=two)
            except DeclarationError:
                continue
            return mask_of(subset)
    return 0


@settings(max_examples=60, deadline=None)
@given(st.sets(st.sampled_from(DECK_CARDS), min_size=10, max_size=15).map(mask_of), st.booleans())
def test_largest_combinations_match_a_brute_force_over_shown_subsets(cards: CardSet, two: bool) -> None:
    """C14 against C9: the largest reading is the longest valid showing among all subsets of the cards."""
    found = {c.name: c.length for c in find_combinations(cards, grande_two_counters=two)}
    lengths = {name: _reference_length(cards, name, two) for name in NAMES}
    for name in NAMES:
        assert found.get(name, 0) == lengths[name], (name, codes_of(cards))
    # R5.5 on the brute force's longest showings: the pile's captured points
    cricche = [
        points
        for name, size in lengths.items()
        if size and not name.startswith("seq-")
        for points in [check_declaration(_largest(cards, name, two), name, grande_two_counters=two).points]
    ]
    sequences = [5 * (size - 1) for name, size in lengths.items() if size and name.startswith("seq-")]
    expected = sum(cricche) * (2 if len(cricche) >= 3 else 1) + sum(sequences) * (2 if len(sequences) >= 3 else 1)
    assert combination_points(cards, two) == expected, codes_of(cards)


@settings(max_examples=40, deadline=None)
@given(st.sets(st.sampled_from(_TRUMPISH), min_size=6, max_size=14).map(mask_of), st.booleans())
def test_largest_grande_matches_a_brute_force(cards: CardSet, two: bool) -> None:
    found = {c.name: c.length for c in find_combinations(cards, grande_two_counters=two)}
    assert found.get("seq-grande", 0) == _reference_length(cards, "seq-grande", two), codes_of(cards)


_SUIT_OFFSET = {"S": 0, "H": 1, "D": 2, "C": 3}


def _relabel(cards: CardSet, suit_order: list[int], moor_order: list[int]) -> CardSet:
    out = 0
    for card in cards_of(cards):
        if card >= 22:
            suit, rank = divmod(card - 22, 14)
            card = 22 + 14 * suit_order[suit] + rank
        elif 1 <= card <= 4:
            card = 1 + moor_order[card - 1]
        out |= 1 << card
    return out


@settings(max_examples=200, deadline=None)
@given(card_sets, st.permutations([0, 1, 2, 3]), st.permutations([0, 1, 2, 3]), st.randoms())
def test_scoring_is_invariant_under_card_order_and_relabelling(
    cards: CardSet, suits: list[int], moors: list[int], rnd: random.Random
) -> None:
    """The order cards are listed in never matters; nor which suit or which Moor is which."""
    codes = codes_of(cards)
    rnd.shuffle(codes)
    shuffled = mask_of(parse_card(c) for c in codes)
    assert score_pile(shuffled) == score_pile(cards)
    assert combination_points(_relabel(cards, suits, moors)) == combination_points(cards)


@settings(max_examples=200, deadline=None)
@given(card_sets, st.sampled_from(DECK_CARDS))
def test_removing_a_card_never_raises_the_points(cards: CardSet, card: int) -> None:
    """What the default ``give`` relies on: combination points are monotone in the pile."""
    assert combination_points(cards & ~(1 << card)) <= combination_points(cards)
