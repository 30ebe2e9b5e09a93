"""The dealer's discard (§5, C9): two cards face down, counted for the dealer's side."""

from __future__ import annotations

from tarocchi.cards import KINGS, TRUMPS, CardSet, format_cards
from tarocchi.games.piedmontese.deck import DISCARDABLE_TRUMPS, NON_KING_SUIT_CARDS, PROTECTED

DISCARD_SIZE = 2


def discard_choice(held: CardSet) -> tuple[CardSet, CardSet]:
    """``(required, pool)``: every legal discard is ``required`` plus cards of ``pool`` making two cards.

    ``held`` is the dealer's whole hand before the discard, talon included (C9).
    """
    suit = held & NON_KING_SUIT_CARDS
    count = suit.bit_count()
    if count >= DISCARD_SIZE:
        return 0, suit  # R5.3: no trump while two non-King suit cards can go
    if count == 1:
        return suit, held & DISCARDABLE_TRUMPS  # C9: the lone suit card and one trump
    return 0, held & DISCARDABLE_TRUMPS  # R5.3: two trumps from T2–T20


def discard_fault(held: CardSet, discard: CardSet) -> str | None:
    """Why a discard of two held cards breaks rule 5 (C9), or ``None`` when it is legal."""
    if discard & KINGS:
        return f"a King may not be discarded ({format_cards(discard & KINGS)}) (R5.2)"
    if discard & PROTECTED:
        return f"FOOL, T1 and T21 may never be discarded ({format_cards(discard & PROTECTED)}) (R5.2)"
    suit = held & NON_KING_SUIT_CARDS
    trumps_needed = max(0, DISCARD_SIZE - suit.bit_count())
    trumps = discard & TRUMPS
    if trumps.bit_count() > trumps_needed:
        if suit.bit_count() == 1:
            return (
                f"must discard {format_cards(suit)}, the only non-King suit card, with one trump from T2–T20 (R5.3, C9)"
            )
        return (
            f"no trump may be discarded ({format_cards(trumps)}) while non-King suit cards can go "
            f"(holds {format_cards(suit)}) (R5.3)"
        )
    return None
