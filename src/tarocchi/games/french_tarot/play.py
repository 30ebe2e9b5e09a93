"""Trick play on bitmasks: the legal moves of french-tarot.md §7.A and the trick winner (R7.7).

The state plays a trick card by card in :meth:`~.state.FrenchTarotState.play_card`'s step, which
holds the one French Tarot statement of §7.A's follow rules (R7.2–R7.6) and keeps the legal cards
of the seat to play; a lead goes through :func:`lead_legal` (R6.4, C11). The functions here that
take a trick as a list of cards, for the tests and the reasons of a refusal, read the same rules as
data (:data:`TRICK_RULES`, the engine's :func:`~tarocchi.engine.tricks.legal_plays`); the tests
check the state against them.

``restriction`` carries the 5-player first-trick rule (R6.4, C11): the called card and the mask of its
suit, or ``None`` outside trick 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import CODES, FOOL, SUIT_MASK_OF, TRUMPS, CardSet
from tarocchi.engine.explain import CardRef, CardsRef, TermRef
from tarocchi.engine.tricks import TrickRules
from tarocchi.engine.tricks import legal_plays as engine_legal_plays

from .deck import ABOVE, FOOL_BIT, KEYS_BY_LEAD, STRENGTH, listing, suit_mask_name
from .refusal import Refusal

TRICK_RULES: Final = TrickRules(
    strength=STRENGTH, trumps=TRUMPS, free=FOOL_BIT, must_overtrump=True, overtrump_when_following=True
)
"""R7.2-R7.7 as data for the generic engine (the first-trick restriction R6.4 is :func:`lead_legal`)."""

Restriction = tuple[int, CardSet] | None
"""``(called_card, called_suit_mask)`` in the first trick with five players, else ``None``."""


def lead_legal(hand: CardSet, barred: CardSet) -> CardSet:
    """The cards ``hand`` may lead (R7.1), ``barred`` the cards it may not: R6.4, C11, the called suit
    but the called card in trick 1 with five players (0 otherwise), a bar lifted when nothing but the
    Excuse (or nothing) would be left."""
    if barred:
        cand = hand & ~barred
        if cand & ~FOOL_BIT:
            return cand
    return hand


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


def barred_cards(restriction: Restriction) -> CardSet:
    """The cards a restriction bars from leading (R6.4): the called suit less the called card."""
    if restriction is None:
        return 0
    called, suit = restriction
    return suit & ~(1 << called)


def legal_plays(hand: CardSet, trick: Sequence[int], restriction: Restriction = None) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (§7.A): a lead by :func:`lead_legal`
    (R7.6: after an Excuse lead the next card leads), else the rules as data (R7.2–R7.5)."""
    if lead_card(trick) < 0:
        return lead_legal(hand, barred_cards(restriction))
    return engine_legal_plays(TRICK_RULES, hand, trick)


def play_refusal(hand: CardSet, trick: Sequence[int], card: int, restriction: Restriction = None) -> Refusal:
    """Why ``card`` may not be played (precondition: it is not in :func:`legal_plays`).

    Codes: ``not_held`` (cards), ``called_suit_lead`` (suit, card), ``must_follow`` (suit, held),
    ``must_overtrump`` (card, held), ``must_play_trump`` (held), ``must_trump`` (suit, held).
    """
    if not (hand >> card) & 1:
        return Refusal("not_held", f"does not hold {CODES[card]}", {"cards": CardsRef(1 << card)})
    lead = lead_card(trick)
    if lead < 0:
        assert restriction is not None
        called, suit = restriction
        name = suit_mask_name(suit)
        return Refusal(
            "called_suit_lead",
            f"{name} is the called suit and may not be led in the first trick except with {CODES[called]} (R6.4, C11)",
            {"suit": TermRef(f"suit.{name}"), "card": CardRef(called)},
        )
    led = SUIT_MASK_OF[lead]
    trumps = hand & TRUMPS
    if led != TRUMPS and hand & led:
        name = suit_mask_name(led)
        return Refusal(
            "must_follow",
            f"must follow {name} (holds {listing(hand & led)})",
            {"suit": TermRef(f"suit.{name}"), "held": CardsRef(hand & led)},
        )
    best = best_card(trick)
    over = trumps & ABOVE[best]
    if over and SUIT_MASK_OF[best] == TRUMPS:
        return Refusal(
            "must_overtrump",
            f"must overtrump {CODES[best]} (holds {listing(over)})",
            {"card": CardRef(best), "held": CardsRef(over)},
        )
    if led == TRUMPS:
        return Refusal("must_play_trump", f"must play a trump (holds {listing(trumps)})", {"held": CardsRef(trumps)})
    name = suit_mask_name(led)
    return Refusal(
        "must_trump",
        f"must trump, being void in {name} (holds {listing(trumps)})",
        {"suit": TermRef(f"suit.{name}"), "held": CardsRef(trumps)},
    )


def explain_illegal(hand: CardSet, trick: Sequence[int], card: int, restriction: Restriction = None) -> str:
    """The reason ``card`` may not be played (precondition: it is not in :func:`legal_plays`)."""
    return play_refusal(hand, trick, card, restriction).reason


def trick_winner(trick: Sequence[int]) -> int:
    """Index of the winning card (R7.7); the Excuse never wins here (R7.9's exception is the caller's).

    The highest key of :data:`~.deck.KEYS_BY_LEAD` for the card led wins, as in the state's
    card-by-card step. A trick of the Excuse alone (impossible in play) gives index 0.
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


__all__ = [
    "TRICK_RULES",
    "Restriction",
    "barred_cards",
    "best_card",
    "explain_illegal",
    "lead_card",
    "lead_legal",
    "legal_plays",
    "play_refusal",
    "trick_winner",
]
