"""Trick play (tarocchino.md §6) on card lists: legal cards, the reason a card is refused, the winner of a trick.

The state plays a trick card by card in :meth:`~.state.TarocchinoState.play_card`'s step, which holds the one
Tarocchino statement of R6.2's follow rules and keeps the legal cards of the seat to play. The functions here
take a trick as a list of cards, for the tests and the reasons of a refusal: the legal cards read the same rules
as data (:data:`TRICK_RULES`, the engine's :func:`~tarocchi.engine.tricks.legal_plays`); the tests check the
state against them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from tarocchi.cards import FOOL, Card, CardSet, format_cards
from tarocchi.engine.explain import CardRef, CardsRef, TermRef
from tarocchi.engine.tricks import TrickRules
from tarocchi.engine.tricks import legal_plays as engine_legal_plays
from tarocchi.games.tarocchino.deck import FOOL_BIT, LED_MASK, STRENGTH, SUIT_NAMES, TRUMP_MASK, WIN_KEY

TRICK_RULES: Final = TrickRules(strength=STRENGTH, trumps=TRUMP_MASK, free=FOOL_BIT, must_overtrump=False)
"""R6.2, R6.3 as data for the generic engine (:func:`legal_plays` here, and the slow reference in the tests)."""


def led_mask(trick: Sequence[Card]) -> CardSet:
    """R6.2, R6.4: the cards that follow suit in ``trick``: those of the first card that is not the FOOL."""
    for card in trick:
        if card != FOOL:
            return LED_MASK[card]
    return 0


Refusal = tuple[str, str, dict[str, Any]]
"""Why an action is refused: the English reason, the reason code and its parameters."""


def legal_plays(hand: CardSet, trick: Sequence[Card]) -> CardSet:
    """R6.2: follow suit (trumps follow trumps); if void, trump (R6.2.4: any trump); else anything. The FOOL may
    always be played; after a led FOOL the next card is free (R6.4). The rules as data (:data:`TRICK_RULES`)."""
    return engine_legal_plays(TRICK_RULES, hand, trick)


def _suit_word(led: CardSet) -> str:
    if led == TRUMP_MASK:
        return "trumps"
    first = (led & -led).bit_length() - 1
    return SUIT_NAMES[(first - 22) // 14]


def play_refusal(hand: CardSet, trick: Sequence[Card], card: Card) -> str | None:
    """Why ``card`` may not be played from ``hand`` to ``trick`` (None when it may)."""
    refusal = play_refusal_of(hand, trick, card)
    return None if refusal is None else refusal[0]


def play_refusal_of(hand: CardSet, trick: Sequence[Card], card: Card) -> Refusal | None:
    """:func:`play_refusal` with its reason code: ``not_held`` {card}, ``must_follow`` {suit, held},
    ``must_trump`` {suit, held} (``suit`` a term ``suit.swords``...``suit.trumps``)."""
    if not (hand >> card) & 1:
        return f"does not hold {format_cards(1 << card)}", "not_held", {"cards": CardsRef(1 << card)}
    if (legal_plays(hand, trick) >> card) & 1:
        return None
    led = led_mask(trick)
    follow = hand & led
    suit = _suit_word(led)
    if follow:
        return (
            f"must follow {suit} (holds {format_cards(follow)}) (6.2)",
            "must_follow",
            {"card": CardRef(card), "suit": TermRef(f"suit.{suit}"), "held": CardsRef(follow)},
        )
    trumps = hand & TRUMP_MASK
    return (
        f"must play a trump, having no {suit} (holds {format_cards(trumps)}) (6.2)",
        "must_trump",
        {"card": CardRef(card), "suit": TermRef(f"suit.{suit}"), "held": CardsRef(trumps)},
    )


def trick_winner(trick: Sequence[Card]) -> int:
    """R6.3: index of the winning card: the highest trump (the last of equal Moors), else the best of the suit led.

    The FOOL never wins (R2.6); a trick led by the FOOL is won by the best of the other three (R6.4).
    """
    led = led_mask(trick)
    best = -1
    best_key = -2
    for i, card in enumerate(trick):
        key = WIN_KEY[card]
        if key < 100 and not (led >> card) & 1:
            continue  # off-suit discard, or the FOOL
        if key >= best_key:  # R2.5: among equal Moors the last played wins
            best, best_key = i, key
    return best
