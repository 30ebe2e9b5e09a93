"""French Tarot tables over the 78-card deck: card points, bouts, trick strengths (french-tarot.md §1).

Everything here is computed once at import; the rules and the fast path only index these tables.
Card points are kept in **half-points** (R1.6) so that every sum is an exact integer.
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards import (
    ALL_SUIT_CARDS,
    CODES,
    FOOL,
    FULL_DECK,
    JACKS,
    KINGS,
    KNIGHTS,
    NUM_CARDS,
    NUM_TRUMPS,
    QUEENS,
    RANK_OF,
    SUIT_MASK_OF,
    SUIT_MASKS,
    SUIT_OF,
    TRUMPS,
    CardSet,
    suit_card,
)

DECK: Final[CardSet] = FULL_DECK
"""R1.1: all 78 cards."""

T1: Final = 0
T21: Final = 20
T1_BIT: Final[CardSet] = 1 << T1
T21_BIT: Final[CardSet] = 1 << T21
FOOL_BIT: Final[CardSet] = 1 << FOOL
BOUTS: Final[CardSet] = T1_BIT | T21_BIT | FOOL_BIT
"""R1.5: le Petit, the 21 and the Excuse."""
ORDINARY_TRUMPS: Final[CardSet] = TRUMPS & ~T1_BIT & ~T21_BIT
"""T2..T20: the only trumps a discard may hold (R5.2) and worth 0.5 each."""
PIP_CARDS: Final[CardSet] = ALL_SUIT_CARDS & ~(KINGS | QUEENS | KNIGHTS | JACKS)
"""Suit cards 1..10."""
LOW_CARDS: Final[CardSet] = PIP_CARDS | ORDINARY_TRUMPS
"""Cards worth 0.5 (R1.6): the only cards an Excuse exchange may give (R7.8, C15)."""
NON_KING_SUIT_CARDS: Final[CardSet] = ALL_SUIT_CARDS & ~KINGS
"""Suit cards that a discard may always hold (R5.2)."""


def _half_points(card: int) -> int:
    # R1.6: bouts and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, anything else 0.5.
    bit = 1 << card
    if bit & (BOUTS | KINGS):
        return 9
    if bit & QUEENS:
        return 7
    if bit & KNIGHTS:
        return 5
    if bit & JACKS:
        return 3
    return 1


HALF_POINTS: Final[tuple[int, ...]] = tuple(_half_points(c) for c in range(NUM_CARDS))
"""Card value in half-points, by card id (R1.6)."""
DECK_HALF_POINTS: Final = 182
"""R1.7: the deck is worth 91 points."""
assert sum(HALF_POINTS) == DECK_HALF_POINTS


def half_points(mask: CardSet) -> int:
    """The card points of a set, in half-points (R1.6): one per card plus the honours' extra."""
    return (
        mask.bit_count()
        + 8 * (mask & (BOUTS | KINGS)).bit_count()
        + 6 * (mask & QUEENS).bit_count()
        + 4 * (mask & KNIGHTS).bit_count()
        + 2 * (mask & JACKS).bit_count()
    )


def bouts_in(mask: CardSet) -> int:
    """How many bouts a set holds (R1.5)."""
    return (mask & BOUTS).bit_count()


def _above(card: int) -> CardSet:
    # The trumps that beat ``card`` when it is the best card of a trick (R1.3, R7.4).
    if card < NUM_TRUMPS:
        return TRUMPS & ~((2 << card) - 1)
    return TRUMPS


ABOVE: Final[tuple[CardSet, ...]] = tuple(_above(c) for c in range(NUM_CARDS))
"""For the best card of a trick, the trumps that beat it (all trumps when it is a suit card)."""


def _strength(card: int) -> int:
    # R1.2, R1.3: within a suit by rank (ace lowest, king highest); any trump above any suit card.
    if card < NUM_TRUMPS:
        return 100 + card
    if card == FOOL:
        return -1
    return RANK_OF[card]


STRENGTH: Final[tuple[int, ...]] = tuple(_strength(c) for c in range(NUM_CARDS))
"""Trick strength: suit cards 0..13 by rank, trumps 100..120, the Excuse -1 (never wins, R1.4)."""


def _keys_for(suit_mask: CardSet) -> tuple[int, ...]:
    # A card counts in a trick only if it is a trump or of the suit led (R7.7).
    return tuple(STRENGTH[c] if ((suit_mask | TRUMPS) >> c) & 1 and c != FOOL else -1 for c in range(NUM_CARDS))


KEYS_BY_LEAD: Final[tuple[tuple[int, ...], ...]] = tuple(
    _keys_for(SUIT_MASK_OF[c]) if c != FOOL else tuple(-1 for _ in range(NUM_CARDS)) for c in range(NUM_CARDS)
)
"""``KEYS_BY_LEAD[lead][c]``: the strength of ``c`` in a trick whose suit is set by ``lead`` (-1: cannot win)."""

SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
KING_CARDS: Final = tuple(suit_card(13, s) for s in range(4))


def listing(mask: CardSet) -> str:
    """The codes of a set from the highest card down (``KH, 3H``; ``T12, T7``), for messages."""
    out = []
    while mask:
        card = mask.bit_length() - 1
        out.append(CODES[card])
        mask ^= 1 << card
    return ", ".join(out)


def suit_name(card: int) -> str:
    """``hearts`` for a heart, ``trumps`` for a trump, ``the Excuse`` for the Fool (error messages)."""
    suit = SUIT_OF[card]
    if suit == 4:
        return "trumps"
    if suit < 0:
        return "the Excuse"
    return SUIT_NAMES[suit]


def suit_mask_name(mask: CardSet) -> str:
    """The name of a suit given by its mask."""
    if mask == TRUMPS:
        return "trumps"
    return SUIT_NAMES[SUIT_MASKS.index(mask)]


__all__ = [
    "ABOVE",
    "BOUTS",
    "DECK",
    "DECK_HALF_POINTS",
    "FOOL_BIT",
    "HALF_POINTS",
    "KEYS_BY_LEAD",
    "LOW_CARDS",
    "NON_KING_SUIT_CARDS",
    "ORDINARY_TRUMPS",
    "PIP_CARDS",
    "STRENGTH",
    "SUIT_NAMES",
    "T1",
    "T1_BIT",
    "T21",
    "T21_BIT",
    "bouts_in",
    "half_points",
    "listing",
    "suit_mask_name",
    "suit_name",
]
