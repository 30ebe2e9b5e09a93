"""The 62-card Bolognese pack and its tables (tarocchino.md §2), built once at import.

Card ids are the project's canonical ids (:mod:`tarocchi.cards`): ``T1`` = 0, the Moors ``T2``..``T5`` = 1..4,
``T6``..``T17`` (the *numeri di scavezzo*, printed 5..16) = 5..16, ``T18`` Moon = 17, ``T19`` Sun = 18, ``T20``
World = 19, ``T21`` Angel = 20, ``FOOL`` = 21, then the suits ``S``, ``H``, ``D``, ``C`` from 22, 14 ids each
(rank index 0 = ace, 5..9 = 6..10, 10 = J, 11 = N, 12 = Q, 13 = K; the 2-5 are not in this pack).
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards import (
    CLUBS,
    DIAMONDS,
    FOOL,
    HEARTS,
    JACK,
    KING,
    KNIGHT,
    QUEEN,
    SPADES,
    SUITS,
    Card,
    CardSet,
    cards_of,
    suit_card,
    trump,
)

NUM_SEATS: Final = 4
HAND_SIZE: Final = 15
TRICKS: Final = 15
TARGET: Final = 800
"""R9.1: the match is played to 800."""
LAST_TRICK_BONUS: Final = 6
"""R7.4: the last trick is worth 6."""
TOTAL_CARD_POINTS: Final = 87
"""R7.5: card points of the whole pack, counted in pairs."""

ACE: Final = 0
PIP_RANKS: Final = (5, 6, 7, 8, 9)
"""Rank indexes of the 6..10 kept in every suit (R2.2)."""
SUIT_RANKS: Final = (ACE, *PIP_RANKS, JACK, KNIGHT, QUEEN, KING)
LONG_SUITS: Final = (SPADES, CLUBS)
ROUND_SUITS: Final = (HEARTS, DIAMONDS)
SUIT_NAMES: Final = {SPADES: "swords", HEARTS: "cups", DIAMONDS: "coins", CLUBS: "batons"}

T1: Final[Card] = trump(1)
T18: Final[Card] = trump(18)
T19: Final[Card] = trump(19)
T20: Final[Card] = trump(20)
T21: Final[Card] = trump(21)
FOOL_BIT: Final[CardSet] = 1 << FOOL
T1_BIT: Final[CardSet] = 1 << T1

TRUMP_MASK: Final[CardSet] = (1 << 21) - 1
"""R2.4: the 21 trumps T1..T21 (the FOOL is not a trump, R2.6)."""
MOORS: Final[CardSet] = sum(1 << trump(n) for n in (2, 3, 4, 5))
"""R2.5: the four equal Moors T2..T5."""
NUMBERED: Final[CardSet] = sum(1 << trump(n) for n in range(6, 18))
"""R2.4: the twelve numbered trumps T6..T17."""
HEAD: Final[CardSet] = (1 << T20) | (1 << T19) | (1 << T18)
"""R5.4 (7): the unnumbered trumps after the Angel in the Grande."""
COUNTERS: Final[CardSet] = T1_BIT | FOOL_BIT
"""R2.7: the *contatori*, Bégato and Matto."""
TAROCCHI: Final[CardSet] = (1 << T21) | (1 << T20) | T1_BIT | FOOL_BIT
"""R2.7: the four Tarocchi."""

SUIT_MASKS: Final[tuple[CardSet, ...]] = tuple(sum(1 << suit_card(r, s) for r in SUIT_RANKS) for s in SUITS)
"""Each suit's 10 cards in this pack."""
ALL_SUITS: Final[CardSet] = sum(SUIT_MASKS)
DECK: Final[CardSet] = TRUMP_MASK | FOOL_BIT | ALL_SUITS
"""R2.1: the 62 cards."""
DECK_CARDS: Final[tuple[Card, ...]] = tuple(cards_of(DECK))


def _rank_mask(rank: int) -> CardSet:
    return sum(1 << suit_card(rank, s) for s in SUITS)


KINGS: Final[CardSet] = _rank_mask(KING)
QUEENS: Final[CardSet] = _rank_mask(QUEEN)
KNIGHTS: Final[CardSet] = _rank_mask(KNIGHT)
JACKS: Final[CardSet] = _rank_mask(JACK)
ACES: Final[CardSet] = _rank_mask(ACE)
COURTS: Final[CardSet] = KINGS | QUEENS | KNIGHTS | JACKS

FIVES: Final[CardSet] = KINGS | TAROCCHI
"""R2.8: the cards worth 5 (kings and the Tarocchi)."""
COUNTING: Final[CardSet] = FIVES | QUEENS | KNIGHTS | JACKS
"""R2.8: the 20 counting cards."""
SCARTINI: Final[CardSet] = DECK & ~COUNTING
"""R2.7, R2.8: the 42 *scartini*, each worth 1 in the pair count."""
NO_DISCARD: Final[CardSet] = KINGS | TAROCCHI
"""R3.3: the dealer may not discard a King, T21, T20, T1 or FOOL."""

VALUE: Final[tuple[int, ...]] = tuple(
    (5 if (FIVES >> c) & 1 else 4 if (QUEENS >> c) & 1 else 3 if (KNIGHTS >> c) & 1 else 2 if (JACKS >> c) & 1 else 1)
    if (DECK >> c) & 1
    else 0
    for c in range(78)
)
"""R2.8: point value of each card (scartino = 1, for the pair count of R7.3)."""


def _strength(card: Card) -> int:
    """R2.3, R2.4: rank inside the suit or among trumps; equal Moors share one strength (R2.5)."""
    if card < 21:
        number = card + 1
        return 2 if 2 <= number <= 5 else number
    if card == FOOL:
        return 0
    suit, rank = divmod(card - 22, 14)
    if suit in ROUND_SUITS and rank in PIP_RANKS:
        return 13 - rank  # R2.3: cups and coins reverse the pips: 6 (8) > 7 > 8 > 9 > 10 (4)
    if suit in ROUND_SUITS and rank == ACE:
        return 9  # R2.3: in the round suits the ace ranks above the 6
    return rank  # long suits: 1 < 6 < ... < 10 < J < N < Q < K


STRENGTH: Final[tuple[int, ...]] = tuple(_strength(c) for c in range(78))
"""Trick-taking strength of each card, compared within a suit or among trumps."""

WIN_KEY: Final[tuple[int, ...]] = tuple(
    (100 + STRENGTH[c]) if c < 21 else (-1 if c == FOOL else STRENGTH[c]) for c in range(78)
)
"""R6.3 on one scale: trumps above any suit card, the FOOL never wins."""

LED_MASK: Final[tuple[CardSet, ...]] = tuple(
    TRUMP_MASK if c < 21 else (0 if c == FOOL else SUIT_MASKS[(c - 22) // 14]) for c in range(78)
)
"""R6.2, R6.4: the cards that follow a lead of card ``c`` (0 for the FOOL: the next card sets the suit)."""


def _keys_following(led: CardSet) -> tuple[int, ...]:
    return tuple(WIN_KEY[c] if c < 21 or (led >> c) & 1 else -3 for c in range(78))


_KEYS_BY_SUIT: Final = {led: _keys_following(led) for led in set(LED_MASK)}
KEYS_BY_LEAD: Final[tuple[tuple[int, ...], ...]] = tuple(_KEYS_BY_SUIT[LED_MASK[c]] for c in range(78))
"""R6.3 by the card that set the suit: ``KEYS_BY_LEAD[lead][c]`` is ``c``'s WIN_KEY when ``c`` is a trump or
follows ``lead``, else -3, below any key, so an off-suit card never takes the lead (the FOOL never wins, R2.6);
the card takes the lead when its key is not lower than the best so far (R2.5: the last of equal Moors wins)."""
