"""Trick play on bitmasks: the legal-move algorithm of french-tarot.md §7.A and the trick winner (R7.7).

A trick is the list of cards already played to it, in order. ``restriction`` carries the 5-player
first-trick rule (R6.4, C11): the called card and the mask of its suit, or ``None`` outside trick 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import CODES, FOOL, SUIT_MASK_OF, TRUMPS, CardSet
from tarocchi.engine.tricks import TrickRules

from .deck import ABOVE, FOOL_BIT, KEYS_BY_LEAD, STRENGTH, listing, suit_mask_name

TRICK_RULES: Final = TrickRules(
    strength=STRENGTH, trumps=TRUMPS, free=FOOL_BIT, must_overtrump=True, overtrump_when_following=True
)
"""R7.2-R7.7 as data for the generic engine (the first-trick restriction R6.4 is :func:`_leads`); the tests
check :func:`legal_plays` and :func:`trick_winner` against it (the functions here are the ones played)."""

Restriction = tuple[int, CardSet] | None
"""``(called_card, called_suit_mask)`` in the first trick with five players, else ``None``."""


def lead_card(trick: Sequence[int]) -> int:
    """The card that sets the suit: the first that is not the Excuse (R7.6), or -1."""
    for card in trick:
        if card != FOOL:
            return card
    return -1


def best_card(trick: Sequence[int]) -> int:
    """The card currently winning the trick (R7.7), ignoring the Excuse; -1 when there is none."""
    lead = lead_card(trick)
    if lead < 0:
        return -1
    keys = KEYS_BY_LEAD[lead]
    best = lead
    for card in trick:
        if keys[card] > keys[best]:
            best = card
    return best


def _leads(hand: CardSet, restriction: Restriction) -> CardSet:
    if restriction is None:
        return hand
    called, suit = restriction
    # R6.4, C11: no lead of the called suit in trick 1 except the called card itself.
    cand = hand & ~(suit & ~(1 << called))
    if not cand & ~FOOL_BIT:
        return hand  # C11: lifted when nothing but the Excuse (or nothing) would be left
    return cand


def legal_plays(hand: CardSet, trick: Sequence[int], restriction: Restriction = None) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (§7.A)."""
    lead = lead_card(trick)
    if lead < 0:
        return _leads(hand, restriction)  # R7.6: after an Excuse lead the next card leads
    fool = hand & FOOL_BIT  # R7.6: the Excuse may always be played
    led = SUIT_MASK_OF[lead]
    if led != TRUMPS:
        follow = hand & led
        if follow:
            return follow | fool  # R7.2: follow suit, no duty to beat
    trumps = hand & TRUMPS
    if trumps:
        over = trumps & ABOVE[best_card(trick)]
        # R7.3, R7.4: trump, higher than every trump in the trick if possible (even over a partner);
        # R7.5: otherwise any trump (undertrump).
        return (over or trumps) | fool
    return hand  # R7.5: neither the suit led nor a trump: anything


def explain_illegal(hand: CardSet, trick: Sequence[int], card: int, restriction: Restriction = None) -> str:
    """The reason ``card`` may not be played (precondition: it is not in :func:`legal_plays`)."""
    if not (hand >> card) & 1:
        return f"does not hold {CODES[card]}"
    lead = lead_card(trick)
    if lead < 0:
        assert restriction is not None
        called, suit = restriction
        name = suit_mask_name(suit)
        return (
            f"{name} is the called suit and may not be led in the first trick except with {CODES[called]} (R6.4, C11)"
        )
    led = SUIT_MASK_OF[lead]
    trumps = hand & TRUMPS
    if led != TRUMPS and hand & led:
        return f"must follow {suit_mask_name(led)} (holds {listing(hand & led)})"
    best = best_card(trick)
    over = trumps & ABOVE[best]
    if over and SUIT_MASK_OF[best] == TRUMPS:
        return f"must overtrump {CODES[best]} (holds {listing(over)})"
    if led == TRUMPS:
        return f"must play a trump (holds {listing(trumps)})"
    return f"must trump, being void in {suit_mask_name(led)} (holds {listing(trumps)})"


def trick_winner(trick: Sequence[int]) -> int:
    """Index of the winning card (R7.7); the Excuse never wins here (R7.9's exception is the caller's).

    A trick of the Excuse alone (impossible in play) gives index 0.
    """
    lead = lead_card(trick)
    if lead < 0:
        return 0
    keys = KEYS_BY_LEAD[lead]
    best = trick.index(lead)
    for i, card in enumerate(trick):
        if keys[card] > keys[trick[best]]:
            best = i
    return best


__all__ = ["TRICK_RULES", "Restriction", "best_card", "explain_illegal", "lead_card", "legal_plays", "trick_winner"]
