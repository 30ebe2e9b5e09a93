"""The called card with five players (french-tarot.md R6.2, C10)."""

from __future__ import annotations

from tarocchi.cards import CODES, JACKS, KINGS, KNIGHTS, QUEENS, CardSet
from tarocchi.engine.explain import CardRef

from .refusal import Refusal


def callable_cards(hand: CardSet) -> CardSet:
    """C10: kings always; a queen when holding all four kings; a knight when also holding every queen;
    a jack when also holding every knight. ``hand`` is the taker's hand as dealt (before the chien)."""
    allowed = KINGS
    for rank_mask, next_mask in ((KINGS, QUEENS), (QUEENS, KNIGHTS), (KNIGHTS, JACKS)):
        if hand & rank_mask != rank_mask:
            break
        allowed |= next_mask
    return allowed


def call_refusal(hand: CardSet, card: int) -> Refusal | None:
    """Why the taker holding ``hand`` (as dealt) may not call ``card``, or ``None`` (C10).

    Codes (param ``card``): ``call_queen``, ``call_knight``, ``call_jack``, ``call_not_court``.
    """
    if (callable_cards(hand) >> card) & 1:
        return None
    bit = 1 << card
    params = {"card": CardRef(card)}
    if bit & QUEENS:
        return Refusal(
            "call_queen", f"a queen ({CODES[card]}) may be called only when holding all four kings (R6.2, C10)", params
        )
    if bit & KNIGHTS:
        return Refusal(
            "call_knight",
            f"a knight ({CODES[card]}) may be called only when holding every king and queen (C10)",
            params,
        )
    if bit & JACKS:
        return Refusal(
            "call_jack",
            f"a jack ({CODES[card]}) may be called only when holding every king, queen and knight (C10)",
            params,
        )
    return Refusal(
        "call_not_court",
        f"only a king (or, holding all kings, a lower court card) may be called, not {CODES[card]} (R6.2, C10)",
        params,
    )


def call_error(hand: CardSet, card: int) -> str | None:
    """Why the taker holding ``hand`` (as dealt) may not call ``card``, or ``None`` (C10)."""
    refusal = call_refusal(hand, card)
    return refusal.reason if refusal is not None else None


__all__ = ["call_error", "call_refusal", "callable_cards"]
