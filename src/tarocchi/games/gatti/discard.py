"""The dealer's discard, the "scarto" (gatti.md §5, C8).

Each restriction is on single cards, so the legal discards are exactly the sets of the right size
drawn from one pool: :func:`discard_pool`.
"""

from __future__ import annotations

from tarocchi.cards import KINGS, TRUMPS, CardSet, format_cards
from tarocchi.engine.explain import CardsRef

from .deck import FOOL_BIT, T1_BIT, T21
from .refusals import Refusal


def discard_pool(hand: CardSet, protect_honours: bool) -> CardSet:
    """The cards of ``hand`` (the dealer's 28 or 21, talon included) that may be discarded."""
    # R5.2: kings never.
    pool = hand & ~KINGS
    # R5.3, C8: T1 only when it is the only trump of the whole pre-discard hand (the FOOL is no trump).
    if hand & TRUMPS != T1_BIT:
        pool &= ~T1_BIT
    # 16.1 protect_honours, C8: T21 and the FOOL stay in hand; nothing else changes.
    if protect_honours:
        pool &= ~((1 << T21) | FOOL_BIT)
    return pool


def refuse_discard(hand: CardSet, cards: CardSet, size: int, protect_honours: bool) -> Refusal | None:
    """Why discarding ``cards`` from ``hand`` is illegal, or ``None`` when it is legal."""
    if cards.bit_count() != size:
        return Refusal(
            f"the discard is exactly {size} cards, found {cards.bit_count()} (R5.1)",
            "discard_size",
            {"size": size, "found": cards.bit_count()},
        )
    missing = cards & ~hand
    if missing:
        return Refusal(f"does not hold {format_cards(missing)}", "not_held", {"cards": CardsRef(missing)})
    kings = cards & KINGS
    if kings:
        return Refusal(
            f"kings may not be discarded ({format_cards(kings)}; R5.2)", "discard_king", {"cards": CardsRef(kings)}
        )
    if cards & T1_BIT and hand & TRUMPS != T1_BIT:
        others = hand & TRUMPS & ~T1_BIT
        return Refusal(
            f"T1 may be discarded only when it is the dealer's only trump (also holds {format_cards(others)}; R5.3)",
            "discard_t1",
            {"held": CardsRef(others)},
        )
    if protect_honours:
        honours = cards & ((1 << T21) | FOOL_BIT)
        if honours:
            return Refusal(
                f"{format_cards(honours)} may not be discarded under protect_honours (16.1)",
                "discard_protected",
                {"cards": CardsRef(honours)},
            )
    return None


def discard_refusal(hand: CardSet, cards: CardSet, size: int, protect_honours: bool) -> str | None:
    """Why discarding ``cards`` from ``hand`` is illegal, or ``None`` when it is legal."""
    refusal = refuse_discard(hand, cards, size, protect_honours)
    return refusal.reason if refusal is not None else None
