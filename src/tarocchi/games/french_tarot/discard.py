"""The taker's discard (écart) after taking the chien (french-tarot.md R5.2, R5.4, C12)."""

from __future__ import annotations

from tarocchi.cards import ALL_SUIT_CARDS, KINGS, CardSet
from tarocchi.engine.explain import CardsRef

from .deck import BOUTS, NON_KING_SUIT_CARDS, ORDINARY_TRUMPS, listing
from .refusal import Refusal


def discardable_suit_cards(hand: CardSet, discard_kings: bool) -> CardSet:
    """R5.2: the suit cards other than kings; C12: kings too under ``discard_kings`` (R5.4)."""
    return hand & (ALL_SUIT_CARDS if discard_kings else NON_KING_SUIT_CARDS)


def discard_choice(hand: CardSet, size: int, discard_kings: bool) -> tuple[CardSet, CardSet]:
    """The legal discards as ``(required, pool)``: every legal discard is ``required`` plus cards of ``pool``.

    R5.2: only discardable suit cards when there are enough of them; otherwise all of them plus
    trumps T2..T20 (C12). ``hand`` is the taker's hand with the chien.
    """
    suit = discardable_suit_cards(hand, discard_kings)
    if suit.bit_count() >= size:
        return 0, suit
    return suit, hand & ORDINARY_TRUMPS


def discard_refusal(hand: CardSet, cards: CardSet, size: int, discard_kings: bool) -> Refusal | None:
    """Why ``cards`` is not a legal discard from ``hand`` (hand plus chien), or ``None`` when it is (C12).

    Codes: ``discard_size`` (size, count), ``not_held`` (cards), ``discard_kings`` (cards),
    ``discard_bouts`` (cards), ``discard_trumps_avoidable`` (count, cards), ``discard_trumps_incomplete``
    (missing).
    """
    count = cards.bit_count()
    if count != size:
        return Refusal(
            "discard_size",
            f"the discard holds exactly {size} cards, not {count} (R5.1)",
            {"size": size, "count": count},
        )
    missing = cards & ~hand
    if missing:
        return Refusal("not_held", f"does not hold {listing(missing)}", {"cards": CardsRef(missing)})
    kings = cards & KINGS
    if kings and not discard_kings:
        return Refusal(
            "discard_kings", f"kings may not be discarded ({listing(kings)}) (R5.2)", {"cards": CardsRef(kings)}
        )
    bouts = cards & BOUTS
    if bouts:
        return Refusal(
            "discard_bouts", f"bouts may not be discarded ({listing(bouts)}) (R5.2)", {"cards": CardsRef(bouts)}
        )
    trumps = cards & ORDINARY_TRUMPS
    if trumps:
        suit = discardable_suit_cards(hand, discard_kings)
        if suit.bit_count() >= size:
            return Refusal(
                "discard_trumps_avoidable",
                f"trumps may be discarded only when unavoidable, and {suit.bit_count()} suit cards could go "
                f"({listing(trumps)}) (R5.2, C12)",
                {"count": suit.bit_count(), "cards": CardsRef(trumps)},
            )
        left = suit & ~cards
        if left:
            return Refusal(
                "discard_trumps_incomplete",
                f"a discard with trumps must hold every discardable suit card (missing {listing(left)}) (R5.2, C12)",
                {"missing": CardsRef(left)},
            )
    return None


def discard_error(hand: CardSet, cards: CardSet, size: int, discard_kings: bool) -> str | None:
    """Why ``cards`` is not a legal discard from ``hand`` (hand plus chien), or ``None`` when it is (C12)."""
    refusal = discard_refusal(hand, cards, size, discard_kings)
    return refusal.reason if refusal is not None else None


def shown_part(discard: CardSet) -> CardSet:
    """The discarded cards shown to everyone: trumps (R5.2) and, under ``discard_kings``, kings (R5.4)."""
    return discard & (ORDINARY_TRUMPS | KINGS)


__all__ = ["discard_choice", "discard_error", "discard_refusal", "discardable_suit_cards", "shown_part"]
