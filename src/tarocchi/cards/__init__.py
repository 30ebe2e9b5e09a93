"""Cards as integers, card sets as integer bitmasks (DESIGN.md §3).

Every game uses the same 78 card ids, laid out in the canonical deck order of DESIGN.md §3 so that
sorting ids sorts cards by deck order:

* ``0``..``20`` are the trumps ``T1``..``T21`` (id = number - 1);
* ``21`` is the Fool (``FOOL``; readers also accept ``EX`` and ``T0``);
* ``22``.. are the suit cards, suit by suit (``S``, ``H``, ``D``, ``C``), each from ``1`` to ``K``
  (``1``..``10``, ``J``, ``N``, ``Q``, ``K``), 14 per suit.

A set of cards is an ``int`` whose bit ``c`` is set when card ``c`` is in the set. Games that play
with fewer cards (the 62-card packs) use a subset mask; codes of cards outside a game's deck are
refused by that game, not here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from tarocchi.errors import InvalidActionError

Card = int
"""A card id, ``0``..``77``."""
CardSet = int
"""A bitmask of card ids."""

NUM_CARDS: Final = 78
NUM_TRUMPS: Final = 21
FOOL: Final[Card] = 21
FIRST_SUIT_CARD: Final[Card] = 22
CARDS_PER_SUIT: Final = 14

SPADES: Final = 0
HEARTS: Final = 1
DIAMONDS: Final = 2
CLUBS: Final = 3
SUITS: Final = (SPADES, HEARTS, DIAMONDS, CLUBS)
SUIT_LETTERS: Final = "SHDC"
TRUMP_SUIT: Final = 4
"""Pseudo-suit returned by :func:`suit_of` for trumps."""
NO_SUIT: Final = -1
"""Pseudo-suit returned by :func:`suit_of` for the Fool."""

RANK_CODES: Final = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
"""Suit-card rank codes by rank index ``0``..``13``."""
JACK: Final = 10
KNIGHT: Final = 11
QUEEN: Final = 12
KING: Final = 13

FULL_DECK: Final[CardSet] = (1 << NUM_CARDS) - 1
TRUMPS: Final[CardSet] = (1 << NUM_TRUMPS) - 1
"""``T1``..``T21`` (not the Fool)."""


def trump(number: int) -> Card:
    """The card id of trump ``T<number>`` (1..21)."""
    if not 1 <= number <= NUM_TRUMPS:
        raise ValueError(f"no trump T{number}")
    return number - 1


def suit_card(rank: int, suit: int) -> Card:
    """The card id of a suit card; ``rank`` is the rank index 0 (ace) .. 13 (king)."""
    return FIRST_SUIT_CARD + suit * CARDS_PER_SUIT + rank


def _suit_mask(suit: int) -> CardSet:
    return ((1 << CARDS_PER_SUIT) - 1) << (FIRST_SUIT_CARD + suit * CARDS_PER_SUIT)


SUIT_MASKS: Final[tuple[CardSet, CardSet, CardSet, CardSet]] = (
    _suit_mask(SPADES),
    _suit_mask(HEARTS),
    _suit_mask(DIAMONDS),
    _suit_mask(CLUBS),
)
ALL_SUIT_CARDS: Final[CardSet] = FULL_DECK & ~TRUMPS & ~(1 << FOOL)
KINGS: Final[CardSet] = sum(1 << suit_card(KING, s) for s in SUITS)
QUEENS: Final[CardSet] = sum(1 << suit_card(QUEEN, s) for s in SUITS)
KNIGHTS: Final[CardSet] = sum(1 << suit_card(KNIGHT, s) for s in SUITS)
JACKS: Final[CardSet] = sum(1 << suit_card(JACK, s) for s in SUITS)
COURTS: Final[CardSet] = KINGS | QUEENS | KNIGHTS | JACKS


def is_trump(card: Card) -> bool:
    """True for ``T1``..``T21`` (the Fool is not a trump)."""
    return card < NUM_TRUMPS


def suit_of(card: Card) -> int:
    """The suit index of a suit card, :data:`TRUMP_SUIT` for a trump, :data:`NO_SUIT` for the Fool."""
    if card < NUM_TRUMPS:
        return TRUMP_SUIT
    if card == FOOL:
        return NO_SUIT
    return (card - FIRST_SUIT_CARD) // CARDS_PER_SUIT


def rank_of(card: Card) -> int:
    """Rank index of a suit card (0 ace .. 13 king) or the trump number (1..21); 0 for the Fool."""
    if card < NUM_TRUMPS:
        return card + 1
    if card == FOOL:
        return 0
    return (card - FIRST_SUIT_CARD) % CARDS_PER_SUIT


SUIT_OF: Final[tuple[int, ...]] = tuple(suit_of(c) for c in range(NUM_CARDS))
"""Precomputed :func:`suit_of` for fast paths."""
RANK_OF: Final[tuple[int, ...]] = tuple(rank_of(c) for c in range(NUM_CARDS))
"""Precomputed :func:`rank_of` for fast paths."""
SUIT_MASK_OF: Final[tuple[CardSet, ...]] = tuple(
    TRUMPS if c < NUM_TRUMPS else (0 if c == FOOL else SUIT_MASKS[suit_of(c)]) for c in range(NUM_CARDS)
)
"""For each card, the mask of its suit (all trumps for a trump, 0 for the Fool)."""


def _code(card: Card) -> str:
    if card < NUM_TRUMPS:
        return f"T{card + 1}"
    if card == FOOL:
        return "FOOL"
    return RANK_CODES[rank_of(card)] + SUIT_LETTERS[suit_of(card)]


CODES: Final[tuple[str, ...]] = tuple(_code(c) for c in range(NUM_CARDS))
"""Canonical code of each card id."""
_BY_CODE: Final[dict[str, Card]] = {code: c for c, code in enumerate(CODES)} | {"EX": FOOL, "T0": FOOL}


def code(card: Card) -> str:
    """The canonical code of a card (``KH``, ``10S``, ``T21``, ``FOOL``)."""
    return CODES[card]


def parse_card(text: str) -> Card:
    """The card id of a canonical code; ``EX`` and ``T0`` read as the Fool. Codes are case-sensitive.

    Raises :class:`InvalidActionError` naming the text when it is not a card code.
    """
    if isinstance(text, str):
        card = _BY_CODE.get(text)
        if card is not None:
            return card
    raise InvalidActionError(f"{text!r} is not a card code")


def is_card_code(text: object) -> bool:
    """True when ``text`` is a string that :func:`parse_card` accepts."""
    return isinstance(text, str) and text in _BY_CODE


def bit(card: Card) -> CardSet:
    """The one-card set."""
    return 1 << card


def mask_of(cards: Iterable[Card]) -> CardSet:
    """The set of the given cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: CardSet) -> list[Card]:
    """The cards of a set, in deck order."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: CardSet) -> Iterator[Card]:
    """Iterate the cards of a set in deck order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def count(mask: CardSet) -> int:
    """Number of cards in a set."""
    return mask.bit_count()


def lowest(mask: CardSet) -> Card:
    """The first card of a non-empty set in deck order."""
    return (mask & -mask).bit_length() - 1


def highest(mask: CardSet) -> Card:
    """The last card of a non-empty set in deck order."""
    return mask.bit_length() - 1


def codes_of(mask: CardSet) -> list[str]:
    """Codes of a set's cards, in deck order."""
    return [CODES[c] for c in cards_of(mask)]


def parse_cards(texts: Iterable[str]) -> list[Card]:
    """Card ids of a list of codes, in the given order (duplicates kept)."""
    return [parse_card(t) for t in texts]


def format_cards(mask: CardSet) -> str:
    """Codes of a set joined by ``", "`` (for error messages)."""
    return ", ".join(codes_of(mask))


def suit_mask(suit: int) -> CardSet:
    """Mask of one suit's 14 cards; :data:`TRUMP_SUIT` gives the 21 trumps."""
    if suit == TRUMP_SUIT:
        return TRUMPS
    return SUIT_MASKS[suit]


__all__ = [
    "ALL_SUIT_CARDS",
    "CARDS_PER_SUIT",
    "CLUBS",
    "CODES",
    "COURTS",
    "DIAMONDS",
    "FIRST_SUIT_CARD",
    "FOOL",
    "FULL_DECK",
    "HEARTS",
    "JACK",
    "JACKS",
    "KING",
    "KINGS",
    "KNIGHT",
    "KNIGHTS",
    "NO_SUIT",
    "NUM_CARDS",
    "NUM_TRUMPS",
    "QUEEN",
    "QUEENS",
    "RANK_CODES",
    "RANK_OF",
    "SPADES",
    "SUITS",
    "SUIT_LETTERS",
    "SUIT_MASKS",
    "SUIT_MASK_OF",
    "SUIT_OF",
    "TRUMPS",
    "TRUMP_SUIT",
    "Card",
    "CardSet",
    "bit",
    "cards_of",
    "code",
    "codes_of",
    "count",
    "format_cards",
    "highest",
    "is_card_code",
    "is_trump",
    "iter_cards",
    "lowest",
    "mask_of",
    "parse_card",
    "parse_cards",
    "rank_of",
    "suit_card",
    "suit_mask",
    "suit_of",
    "trump",
]
