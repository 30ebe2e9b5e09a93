"""Gatti's card tables: trick strengths, counting-card values, bonus masks (gatti.md §1, §2, §7).

Everything here is a constant built once at import; the rules modules and the fast path index
these tuples by card id and mask hands with these ints.
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards import (
    ALL_SUIT_CARDS,
    FOOL,
    FULL_DECK,
    JACKS,
    KINGS,
    KNIGHTS,
    NUM_CARDS,
    NUM_TRUMPS,
    QUEENS,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    SUITS,
    TRUMP_SUIT,
    TRUMPS,
    Card,
    CardSet,
    suit_card,
    trump,
)

T1: Final[Card] = trump(1)
T20: Final[Card] = trump(20)
T21: Final[Card] = trump(21)
FOOL_BIT: Final[CardSet] = 1 << FOOL
T1_BIT: Final[CardSet] = 1 << T1

SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
"""English suit names for messages, by suit index (DESIGN.md §3 order S, H, D, C)."""


def _trump_strength(card: Card) -> int:
    # R1.3: T1 < ... < T19 < T21 < T20: Judgement (T20) always beats the World (T21).
    number = card + 1
    if number == 21:
        return 20
    if number == 20:
        return 21
    return number


STRENGTH: Final[tuple[int, ...]] = tuple(
    _trump_strength(c) if c < NUM_TRUMPS else (0 if c == FOOL else RANK_OF[c]) for c in range(NUM_CARDS)
)
"""Trick strength: trumps 1..21 in the order of R1.3, suit cards their rank 0 (ace) .. 13 (king) (R1.2)."""

HIGHER_TRUMPS: Final[tuple[CardSet, ...]] = tuple(
    sum(1 << o for o in range(NUM_TRUMPS) if STRENGTH[o] > STRENGTH[c]) if c < NUM_TRUMPS else 0
    for c in range(NUM_CARDS)
)
"""For each trump, the trumps that beat it (R1.3); 0 for other cards."""

LEAD_SUIT: Final[tuple[int, ...]] = tuple(SUIT_OF[c] if c != FOOL else -1 for c in range(NUM_CARDS))
"""The suit a card sets when it leads: 0..3, :data:`TRUMP_SUIT` (4) for trumps, -1 for the FOOL (R6.7)."""

FOLLOW_MASKS: Final[tuple[CardSet, ...]] = (*SUIT_MASKS, TRUMPS)
"""The cards that follow each lead suit 0..4 (index 4 = trumps)."""

# Trick keys: for each lead suit, the key of each card; the highest key wins (R6.4). Trumps beat every
# suit card (R1.4), off-suit cards never win, the FOOL never wins (R1.5).
_TRUMP_KEY_BASE: Final = 100
TRICK_KEYS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(
        -2
        if c == FOOL
        else (_TRUMP_KEY_BASE + STRENGTH[c] if c < NUM_TRUMPS else (STRENGTH[c] if SUIT_OF[c] == led else -1))
        for c in range(NUM_CARDS)
    )
    for led in (*SUITS, TRUMP_SUIT)
)

# R2.1: counting-card values. T1, T21, FOOL and the kings 4; queens 3; cavaliers 2; jacks 1; others 0.
VALUE_4: Final[CardSet] = T1_BIT | (1 << T21) | FOOL_BIT | KINGS
VALUE_3: Final[CardSet] = QUEENS
VALUE_2: Final[CardSet] = KNIGHTS
VALUE_1: Final[CardSet] = JACKS
VALUE_0: Final[CardSet] = FULL_DECK & ~(VALUE_4 | VALUE_3 | VALUE_2 | VALUE_1)
VALUE_MASKS_ASCENDING: Final = (VALUE_0, VALUE_1, VALUE_2, VALUE_3, VALUE_4)
VALUES: Final[tuple[int, ...]] = tuple(
    4 if (VALUE_4 >> c) & 1 else 3 if (VALUE_3 >> c) & 1 else 2 if (VALUE_2 >> c) & 1 else (VALUE_1 >> c) & 1
    for c in range(NUM_CARDS)
)
TOTAL_VALUE: Final = 52
"""R2.1: the counting cards of the deck add up to 52."""

NUMERALS: Final[CardSet] = sum(1 << suit_card(rank, s) for s in SUITS for rank in range(10))
"""R1.6: the 40 "frilli", suit cards 1..10."""
FAMILIES: Final[tuple[CardSet, ...]] = tuple(SUIT_MASKS[s] & (KINGS | QUEENS | KNIGHTS | JACKS) for s in SUITS)
"""R7.1 B-FAMILY: K, Q, N, J of each suit."""

assert ALL_SUIT_CARDS & NUMERALS == NUMERALS


def card_value_sum(pile: CardSet) -> int:
    """R2.1: the counting-card value of a set of cards."""
    return (
        4 * (pile & VALUE_4).bit_count()
        + 3 * (pile & VALUE_3).bit_count()
        + 2 * (pile & VALUE_2).bit_count()
        + (pile & VALUE_1).bit_count()
    )


def card_points(pile: CardSet, tricks: int, owns_discard: bool) -> int:
    """R2.2: card values of the pile + one point per trick won + one for the discard when owned.

    ``pile`` holds every card the side ends with (the discard's cards included when it owns it).
    """
    return card_value_sum(pile) + tricks + (1 if owns_discard else 0)


def cheapest(cards: CardSet) -> Card:
    """C16: the card of lowest value under R2.1, ties broken by deck order; ``cards`` is not empty."""
    for mask in VALUE_MASKS_ASCENDING:
        found = cards & mask
        if found:
            return (found & -found).bit_length() - 1
    raise ValueError("no card to choose from")
