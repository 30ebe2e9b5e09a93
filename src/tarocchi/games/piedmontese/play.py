"""Trick play on bitmasks (§6, C10, C12): legal cards with the reason for a refusal, and the winner."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import FOOL, NUM_CARDS, SUIT_MASK_OF, SUIT_OF, TRUMPS, Card, CardSet, format_cards
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.piedmontese.deck import DECK, STRENGTH, SUIT_NAMES

FOOL_BIT: Final = 1 << FOOL


def _higher(strength: tuple[int, ...]) -> tuple[CardSet, ...]:
    out = []
    for card in range(NUM_CARDS):
        mask = 0
        if card < 21:
            for other in range(21):
                if strength[other] > strength[card]:
                    mask |= 1 << other
        out.append(mask)
    return tuple(out)


HIGHER: Final = (_higher(STRENGTH[0]), _higher(STRENGTH[1]))
"""``HIGHER[angel_beats_world][trump]``: the trumps that beat it (C12, C13)."""

TRICK_RULES: Final = {
    (angel, overtrump): TrickRules(STRENGTH[angel], trumps=TRUMPS, free=FOOL_BIT, must_overtrump=overtrump)
    for angel in (False, True)
    for overtrump in (False, True)
}
"""``TRICK_RULES[angel_beats_world, must_overtrump]``: R6.2-R6.5, C12 as data for the generic engine; the tests
check :func:`legal_plays` and :func:`trick_winner` against it (the fast functions here are the ones played)."""


def led_mask(trick: Sequence[Card]) -> CardSet:
    """The cards that follow the trick's lead: the first card that is not the FOOL sets it (R6.5, C10)."""
    for card in trick:
        if card != FOOL:
            return TRUMPS if card < 21 else SUIT_MASK_OF[card] & DECK
    return 0


def top_trump(trick: Sequence[Card], strength: tuple[int, ...]) -> Card:
    """The strongest trump in the trick, or -1; the FOOL is never the highest trump (C10)."""
    best = -1
    for card in trick:
        if card < 21 and (best < 0 or strength[card] > strength[best]):
            best = card
    return best


def legal_plays(hand: CardSet, trick: Sequence[Card], angel: bool, must_overtrump: bool) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already in it, in order)."""
    led = led_mask(trick)
    if not led:
        return hand  # R6.1: the leader (or the card after a led FOOL, R6.5) is free
    fool = hand & FOOL_BIT  # R6.4: the FOOL may always be played
    follow = hand & led
    if led != TRUMPS and follow:
        return follow | fool  # R6.2a: follow suit, any rank
    trumps = hand & TRUMPS  # R6.4: holding the FOOL is not holding a trump
    if not trumps:
        return hand  # R6.2c, R6.2e: anything
    if must_overtrump:
        top = top_trump(trick, STRENGTH[angel])
        if top >= 0:
            over = trumps & HIGHER[angel][top]
            if over:
                return over | fool  # C12: beat the highest trump when possible
    return trumps | fool  # R6.2b, R6.2d


def play_fault(hand: CardSet, trick: Sequence[Card], card: Card, angel: bool, must_overtrump: bool) -> str | None:
    """Why ``card`` (held) may not be played to ``trick``, naming the rule, or ``None`` when legal."""
    if (legal_plays(hand, trick, angel, must_overtrump) >> card) & 1:
        return None
    led = led_mask(trick)
    follow = hand & led
    if led != TRUMPS and follow:
        return f"must follow {SUIT_NAMES[SUIT_OF[trick_lead(trick)]]} (holds {format_cards(follow)}) (R6.2a)"
    trumps = hand & TRUMPS
    if led == TRUMPS and not (card < 21):
        return f"must answer trumps with a trump (holds {format_cards(trumps)}) (R6.2d)"
    if not (card < 21):
        void = SUIT_NAMES[SUIT_OF[trick_lead(trick)]]
        return f"must play a trump, being void in {void} (holds {format_cards(trumps)}) (R6.2b)"
    top = top_trump(trick, STRENGTH[angel])
    over = trumps & HIGHER[angel][top]
    return f"must beat {format_cards(1 << top)} (holds {format_cards(over)}) (must_overtrump, C12)"


def trick_lead(trick: Sequence[Card]) -> Card:
    """The card that set the trick's suit (the first that is not the FOOL), or -1."""
    for card in trick:
        if card != FOOL:
            return card
    return -1


def trick_winner(trick: Sequence[Card], angel: bool) -> int:
    """Index in ``trick`` of the winning card: the best trump, else the best card of the suit led (R6.3)."""
    strength = STRENGTH[angel]
    lead = trick_lead(trick)
    led = TRUMPS if lead < 21 else SUIT_MASK_OF[lead]
    best = -1
    best_power = -1
    for i, card in enumerate(trick):
        if card == FOOL:
            continue  # R1.4: the FOOL never wins
        if card < 21:
            power = 100 + strength[card]  # R1.3: any trump beats any suit card
        elif (led >> card) & 1:
            power = strength[card]
        else:
            continue  # another suit cannot win (R6.2c)
        if power > best_power:
            best, best_power = i, power
    return best
