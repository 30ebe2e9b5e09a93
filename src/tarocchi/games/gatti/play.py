"""Trick play (gatti.md §6, C13): legal cards on bitmasks, the reason a card is refused, the winner.

A trick is the tuple of cards played so far, in order. The FOOL sets no suit: the first other card
does (R6.7). The FOOL may always be played (R6.5) and never wins (R1.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import CODES, FOOL, TRUMPS, Card, CardSet, format_cards
from tarocchi.engine.explain import CardRef, CardsRef
from tarocchi.engine.tricks import TrickRules

from .deck import FOLLOW_MASKS, FOOL_BIT, HIGHER_TRUMPS, LEAD_SUIT, STRENGTH, SUIT_NAMES, TRICK_KEYS
from .refusals import Refusal, suit_term

_WITH_FOOL: Final = tuple(mask | FOOL_BIT for mask in FOLLOW_MASKS)
"""``_WITH_FOOL[led]``: the cards that follow ``led`` (0..3, 4 for trumps), and the FOOL (R6.5)."""
assert all(mask & ((FOOL_BIT << 1) - 1) == 0 for mask in FOLLOW_MASKS[:4]) and FOLLOW_MASKS[4] < FOOL_BIT

TRICK_RULES: Final = {
    overtrump: TrickRules(strength=STRENGTH, trumps=TRUMPS, free=FOOL_BIT, must_overtrump=overtrump)
    for overtrump in (False, True)
}
"""``TRICK_RULES[must_overtrump]``: R6.2-R6.7, C13 as data (``GattiGame.trick_rules``, the search
and heuristic agents); the tests check :func:`legal_plays` and :func:`trick_winner` against it."""


def lead_suit(trick: Sequence[Card]) -> int:
    """The suit to follow (0..3, 4 for trumps), or -1 while the trick holds no card but the FOOL (R6.7)."""
    for card in trick:
        if card != FOOL:
            return LEAD_SUIT[card]
    return -1


def best_trump(trick: Sequence[Card]) -> Card:
    """The strongest trump in the trick under R1.3 (T20 over T21), or -1."""
    best = -1
    for card in trick:
        if card < FOOL and (best < 0 or HIGHER_TRUMPS[best] >> card & 1):
            best = card
    return best


def legal_cards(hand: CardSet, led: int, top: Card, must_overtrump: bool = False) -> CardSet:
    """The cards of ``hand`` that may be played to a trick whose suit to follow is ``led`` (0..3, 4 for
    trumps, -1 while nothing but the FOOL is in it) and whose best card is ``top`` (-1 when none; only a
    trump matters: trumps beat every suit card, so the best card is the best trump when there is one).

    This is the one statement of R6.2–R6.7 and C13: :func:`legal_plays` and the hand state (which
    keeps ``led`` and ``top`` of the trick in progress as its cards come) both call it. Each branch
    masks ``hand`` once (:data:`_WITH_FOOL`): the suit's cards lie above the FOOL in deck order and the
    trumps below it, so one comparison or small mask tells what the hand holds.
    """
    if led < 0:
        # R6.2, R6.7: the leader, and the player after a FOOL lead, play any card.
        return hand
    if led < 4:
        legal = hand & _WITH_FOOL[led]
        if legal > FOOL_BIT:
            # R6.3a: follow suit, any rank (R6.5: or the FOOL).
            return legal
    legal = hand & _WITH_FOOL[4]
    if not legal & TRUMPS:
        # R6.3c, R6.3e, R6.6: nothing to follow or trump with: any card.
        return hand
    # R6.3b, R6.3d: play a trump, any trump (R6.5: or the FOOL); C13: with must_overtrump, one that
    # beats the best if possible.
    if must_overtrump and 0 <= top < FOOL and legal & HIGHER_TRUMPS[top]:
        return legal & (HIGHER_TRUMPS[top] | FOOL_BIT)
    return legal


def legal_plays(hand: CardSet, trick: Sequence[Card], must_overtrump: bool = False) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (R6.2–R6.7, C13)."""
    return legal_cards(hand, lead_suit(trick), best_trump(trick), must_overtrump)


def refuse_play(hand: CardSet, led: int, top: Card, card: Card, must_overtrump: bool = False) -> Refusal | None:
    """Why ``card`` may not be played from ``hand`` to a trick with lead ``led`` and best trump ``top``
    (see :func:`legal_cards`), or ``None`` when it may."""
    if not (hand >> card) & 1:
        return Refusal(f"does not hold {CODES[card]}", "not_held", {"cards": CardsRef(1 << card)})
    if (legal_cards(hand, led, top, must_overtrump) >> card) & 1:
        return None
    follow = hand & FOLLOW_MASKS[led]
    if led < 4 and follow:
        return Refusal(
            f"must follow {SUIT_NAMES[led]} (holds {format_cards(follow)}; R6.3)",
            "must_follow",
            {"suit": suit_term(led), "held": CardsRef(follow)},
        )
    trumps = hand & TRUMPS
    if must_overtrump and 0 <= top < FOOL and card < FOOL:
        over = trumps & HIGHER_TRUMPS[top]
        return Refusal(
            f"must beat {CODES[top]} with a higher trump (holds {format_cards(over)}; must_overtrump, C13)",
            "must_overtrump",
            {"top": CardRef(top), "held": CardsRef(over)},
        )
    if led == 4:
        return Refusal(
            f"must play a trump (holds {format_cards(trumps)}; R6.3d)", "must_trump", {"held": CardsRef(trumps)}
        )
    return Refusal(
        f"void in {SUIT_NAMES[led]}, must play a trump (holds {format_cards(trumps)}; R6.3b)",
        "void_must_trump",
        {"suit": suit_term(led), "held": CardsRef(trumps)},
    )


def play_refusal(hand: CardSet, trick: Sequence[Card], card: Card, must_overtrump: bool = False) -> str | None:
    """Why ``card`` may not be played to ``trick`` from ``hand``, or ``None`` when it may."""
    refusal = refuse_play(hand, lead_suit(trick), best_trump(trick), card, must_overtrump)
    return refusal.reason if refusal is not None else None


def trick_winner(trick: Sequence[Card]) -> int:
    """Index in ``trick`` of the winning card: the best trump, else the best card of the suit led (R6.4)."""
    led = lead_suit(trick)
    keys = TRICK_KEYS[led]
    best = -1
    best_key = -3
    for i, card in enumerate(trick):
        key = keys[card]
        if key > best_key:
            best, best_key = i, key
    return best
