"""The called card with five players (french-tarot.md R6.2, C10)."""

from __future__ import annotations

from tarocchi.cards import CODES, JACKS, KINGS, KNIGHTS, QUEENS, CardSet


def callable_cards(hand: CardSet) -> CardSet:
    """C10: kings always; a queen when holding all four kings; a knight when also holding every queen;
    a jack when also holding every knight. ``hand`` is the taker's hand as dealt (before the chien)."""
    allowed = KINGS
    for rank_mask, next_mask in ((KINGS, QUEENS), (QUEENS, KNIGHTS), (KNIGHTS, JACKS)):
        if hand & rank_mask != rank_mask:
            break
        allowed |= next_mask
    return allowed


def call_error(hand: CardSet, card: int) -> str | None:
    """Why the taker holding ``hand`` (as dealt) may not call ``card``, or ``None`` (C10)."""
    if (callable_cards(hand) >> card) & 1:
        return None
    bit = 1 << card
    if bit & QUEENS:
        return f"a queen ({CODES[card]}) may be called only when holding all four kings (R6.2, C10)"
    if bit & KNIGHTS:
        return f"a knight ({CODES[card]}) may be called only when holding every king and queen (C10)"
    if bit & JACKS:
        return f"a jack ({CODES[card]}) may be called only when holding every king, queen and knight (C10)"
    return f"only a king (or, holding all kings, a lower court card) may be called, not {CODES[card]} (R6.2, C10)"


__all__ = ["call_error", "callable_cards"]
