"""The 62-card Piedmontese pack: which cards, their order in a trick and their point values (§1, §2).

Everything here is a table built once at import, indexed by the canonical card id of
:mod:`tarocchi.cards`; the hot paths only index tuples.
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
    KINGS,
    KNIGHT,
    NUM_CARDS,
    QUEEN,
    SPADES,
    SUITS,
    TRUMPS,
    Card,
    CardSet,
    mask_of,
    suit_card,
    trump,
)

T1: Final[Card] = trump(1)
T20: Final[Card] = trump(20)
T21: Final[Card] = trump(21)

LONG_SUITS: Final = (SPADES, CLUBS)
"""Swords and batons: pips 5–10 kept, the higher pip wins (R1.1, R1.2)."""
ROUND_SUITS: Final = (HEARTS, DIAMONDS)
"""Cups and coins: pips 1–6 kept, the lower pip wins (R1.1, R1.2)."""
COURT_RANKS: Final = (JACK, KNIGHT, QUEEN, KING)

SUIT_NAMES: Final = ("swords", "cups", "coins", "batons")
"""English names of ``S``, ``H``, ``D``, ``C`` as this game's players say them (for messages)."""


def _pack() -> CardSet:
    cards = [*range(21), FOOL]  # R1.1: all 22 trumps, the Fol included
    for suit in LONG_SUITS:
        cards += [suit_card(rank, suit) for rank in range(4, 10)]  # pips 5..10
    for suit in ROUND_SUITS:
        cards += [suit_card(rank, suit) for rank in range(0, 6)]  # pips 1..6
    for suit in SUITS:
        cards += [suit_card(rank, suit) for rank in COURT_RANKS]
    return mask_of(cards)


DECK: Final[CardSet] = _pack()
"""The 62 cards of the pack (R1.1)."""
DECK_SIZE: Final = 62
REMOVED: Final[CardSet] = ((1 << NUM_CARDS) - 1) & ~DECK
"""The 16 cards of the 78 that this pack leaves out."""
SUIT_CARDS: Final[CardSet] = DECK & ~TRUMPS & ~(1 << FOOL)
NON_KING_SUIT_CARDS: Final[CardSet] = SUIT_CARDS & ~KINGS
PROTECTED: Final[CardSet] = (1 << FOOL) | (1 << T1) | (1 << T21)
"""Never discarded (R5.2), worth 5 each (R2.1)."""
DISCARDABLE_TRUMPS: Final[CardSet] = TRUMPS & ~(1 << T1) & ~(1 << T21)
"""T2–T20: discarded only to make up the two cards (R5.3)."""


def _value(card: Card) -> int:
    if not (DECK >> card) & 1:
        return 0
    if card in (T1, T21, FOOL):
        return 5  # R2.1: World, Bagatto and Fol
    if card < T21:
        return 1  # R2.1: the other trumps
    rank = (card - 22) % 14
    return {KING: 5, QUEEN: 4, KNIGHT: 3, JACK: 2}.get(rank, 1)  # R2.1: courts, then pips


VALUE: Final[tuple[int, ...]] = tuple(_value(c) for c in range(NUM_CARDS))
"""Point value of each card (R2.1); 0 for cards outside the pack."""
DECK_POINTS: Final = 114
"""R2.2: the points of the whole pack."""


def points_of(mask: CardSet) -> int:
    """The points of a set of cards, counted card by card (R2.1)."""
    total = 0
    while mask:
        low = mask & -mask
        total += VALUE[low.bit_length() - 1]
        mask ^= low
    return total


def _strength(card: Card, angel_beats_world: bool) -> int:
    """Order inside the suit led, or among trumps (compared only with trumps)."""
    if card == FOOL:
        return 0  # R1.4: never wins
    if card < 21:
        if angel_beats_world and card == T20:
            return 22  # C13: only T20 and T21 change places
        return card + 1  # R1.3: the higher number wins
    suit = (card - 22) // 14
    rank = (card - 22) % 14
    if rank >= JACK or suit in LONG_SUITS:
        return rank  # R1.2: courts above pips; swords and batons, higher pip wins
    return 9 - rank  # R1.2: cups and coins, the lower pip wins (1 -> 9 .. 6 -> 4)


STRENGTH: Final[tuple[tuple[int, ...], tuple[int, ...]]] = (
    tuple(_strength(c, False) for c in range(NUM_CARDS)),
    tuple(_strength(c, True) for c in range(NUM_CARDS)),
)
"""``STRENGTH[angel_beats_world][card]``."""


def hand_size(players: int) -> int:
    """Cards each seat receives before the dealer's two extra cards (R4.1: 15 / 20 / 30)."""
    return (DECK_SIZE - 2) // players


def side_of(seat: int, players: int) -> int:
    """The side of a seat: pairs 0+2 and 1+3 with four players (R3.1), else each seat alone."""
    return seat & 1 if players == 4 else seat


def reference(players: int, reference_3p: int) -> int:
    """REF of rule 7.1: 57 with two sides, ``reference_3p`` with three players (R7.4)."""
    return reference_3p if players == 3 else 57
