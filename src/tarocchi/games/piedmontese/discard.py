"""The dealer's discard (§5, C9): two cards face down, counted for the dealer's side."""

from __future__ import annotations

from typing import Final

from tarocchi.cards import KINGS, TRUMPS, CardSet, format_cards
from tarocchi.engine.explain import CardRef, CardsRef
from tarocchi.games.piedmontese.deck import DISCARDABLE_TRUMPS, NON_KING_SUIT_CARDS, PROTECTED
from tarocchi.games.piedmontese.refusal import Refusal

DISCARD_SIZE: Final = 2


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


def discard_refusal(held: CardSet, discard: CardSet) -> Refusal | None:
    """Why a discard of two held cards breaks rule 5 (C9), or ``None`` when it is legal."""
    if discard & KINGS:
        kings = discard & KINGS
        return Refusal(
            f"a King may not be discarded ({format_cards(kings)}) (R5.2)", "discard_king", {"cards": CardsRef(kings)}
        )
    if discard & PROTECTED:
        protected = discard & PROTECTED
        return Refusal(
            f"FOOL, T1 and T21 may never be discarded ({format_cards(protected)}) (R5.2)",
            "discard_protected",
            {"cards": CardsRef(protected)},
        )
    suit = held & NON_KING_SUIT_CARDS
    trumps_needed = max(0, DISCARD_SIZE - suit.bit_count())
    trumps = discard & TRUMPS
    if trumps.bit_count() > trumps_needed:
        if suit.bit_count() == 1:
            return Refusal(
                f"must discard {format_cards(suit)}, the only non-King suit card, with one trump from T2–T20 "
                "(R5.3, C9)",
                "discard_lone_suit_card",
                {"card": CardRef(suit.bit_length() - 1)},
            )
        return Refusal(
            f"no trump may be discarded ({format_cards(trumps)}) while non-King suit cards can go "
            f"(holds {format_cards(suit)}) (R5.3)",
            "discard_trump",
            {"cards": CardsRef(trumps), "held": CardsRef(suit)},
        )
    return None


def discard_fault(held: CardSet, discard: CardSet) -> str | None:
    """The reason of :func:`discard_refusal`, or ``None`` when the discard is legal."""
    refusal = discard_refusal(held, discard)
    return refusal.reason if refusal is not None else None
