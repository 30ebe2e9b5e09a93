"""Trick-taking constraints as data (STYLE.md: differences are data first, code second).

A game describes its trick play with a :class:`TrickRules`: the card strengths, which cards are
trumps, whether a seat must follow, must trump when void, must overtrump, and which card (the
Fool) may always be played. :func:`legal_plays` and :func:`trick_winner` then work on bitmasks.
Games with a rule that does not fit (for example a restriction on the first trick) wrap these.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tarocchi.cards import FOOL, NUM_CARDS, SUIT_MASK_OF, TRUMPS, Card, CardSet


@dataclass(frozen=True, slots=True)
class TrickRules:
    """How a game's tricks are played and won.

    ``strength[c]``: higher wins among cards of the suit led, or among trumps; trumps are compared
    only with trumps. Equal strengths (Tarocchino's Moors) go to the card played last.
    ``trumps``: the trump cards of this game. ``free``: cards that may always be played and never
    win (the Fool). ``must_overtrump``: a seat playing a trump onto a trump must beat it if it can;
    ``overtrump_when_following``: the duty applies also when trumps were led (French Tarot R7.4).
    """

    strength: tuple[int, ...]
    trumps: CardSet = TRUMPS
    free: CardSet = 1 << FOOL
    must_follow: bool = True
    must_trump: bool = True
    must_overtrump: bool = False
    overtrump_when_following: bool = True
    higher: tuple[CardSet, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        higher = []
        for card in range(NUM_CARDS):
            mask = 0
            if (self.trumps >> card) & 1:
                for other in range(NUM_CARDS):
                    if (self.trumps >> other) & 1 and self.strength[other] > self.strength[card]:
                        mask |= 1 << other
            higher.append(mask)
        object.__setattr__(self, "higher", tuple(higher))


def led_suit_mask(rules: TrickRules, trick: Sequence[Card]) -> CardSet:
    """The mask of the suit to follow: that of the first card that is not free, or 0 if none yet."""
    for card in trick:
        if not (rules.free >> card) & 1:
            if (rules.trumps >> card) & 1:
                return rules.trumps
            return SUIT_MASK_OF[card] & ~rules.trumps
    return 0


def best_trump(rules: TrickRules, trick: Sequence[Card]) -> Card:
    """The strongest trump in the trick (the last of equals), or -1 when there is none."""
    best = -1
    for card in trick:
        if (rules.trumps >> card) & 1 and (best < 0 or rules.strength[card] >= rules.strength[best]):
            best = card
    return best


def legal_plays(rules: TrickRules, hand: CardSet, trick: Sequence[Card]) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already played, in order)."""
    free = hand & rules.free
    led = led_suit_mask(rules, trick)
    if not led:
        return hand
    follow = hand & led
    if follow and rules.must_follow:
        if led == rules.trumps and rules.must_overtrump and rules.overtrump_when_following:
            top = best_trump(rules, trick)
            over = follow & rules.higher[top]
            if over:
                return over | free
        return follow | free
    trumps = hand & rules.trumps
    if trumps and rules.must_trump:
        if rules.must_overtrump:
            top = best_trump(rules, trick)
            if top >= 0:
                over = trumps & rules.higher[top]
                if over:
                    return over | free
        return trumps | free
    return hand


def trick_winner(rules: TrickRules, trick: Sequence[Card]) -> int:
    """Index in ``trick`` of the winning card: the best trump, else the best card of the suit led.

    Free cards never win unless the trick holds nothing else. Equal strengths go to the later card.
    """
    led = led_suit_mask(rules, trick)
    best = -1
    best_is_trump = False
    for i, card in enumerate(trick):
        if (rules.free >> card) & 1:
            continue
        is_trump = bool((rules.trumps >> card) & 1)
        if best < 0:
            best, best_is_trump = i, is_trump
            continue
        if is_trump and not best_is_trump:
            best, best_is_trump = i, True
        elif (
            is_trump == best_is_trump
            and (is_trump or (led >> card) & 1)
            and rules.strength[card] >= rules.strength[trick[best]]
        ):
            best = i
    return max(best, 0)
