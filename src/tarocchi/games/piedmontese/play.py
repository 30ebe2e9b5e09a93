"""Trick play as tables and one legality function (§6, C10, C12, C13).

A trick in progress is summed up by two numbers, kept by the hand state card by card: ``follow``,
the mask of the cards that answer the lead together with the FOOL (:data:`FREE` before a card
other than the FOOL is played, R6.5), and ``power``, the power of the best card so far (-1 before).
A card's power is read from the table of the group led (:data:`POWERS`): every trump beats every
suit card, the suit led ranks by R1.2, another suit and the FOOL never win (R6.3, R1.4). So the
winner rule is data. The follow, trump and overtrump duties are stated once, in the state's trusted
step (:meth:`~tarocchi.games.piedmontese.state.PiedmonteseState._advance`), which works out the
legal cards of each seat at its turn and keeps them for the seat to act; :func:`play_refusal`
explains a card outside them, and the functions below for a list of cards play it through that
step (:func:`~tarocchi.games.piedmontese.state.legal_after`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import FOOL, NUM_CARDS, SUIT_MASK_OF, SUIT_OF, TRUMPS, Card, CardSet, format_cards
from tarocchi.engine.explain import CardRef, CardsRef, TermRef
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.piedmontese.deck import DECK, STRENGTH, SUIT_NAMES, VALUE
from tarocchi.games.piedmontese.refusal import Refusal

FOOL_BIT: Final = 1 << FOOL
TRUMP_GROUP: Final = 4
FOOL_GROUP: Final = 5
TRUMP_POWER: Final = 100
"""Added to a trump's strength: any trump beats any suit card (R1.3)."""

GROUP: Final[tuple[int, ...]] = tuple(
    TRUMP_GROUP if c < FOOL else FOOL_GROUP if c == FOOL else SUIT_OF[c] for c in range(NUM_CARDS)
)
"""The group a card leads: its suit (0-3), the trumps (4) or the FOOL (5)."""
BIT: Final[tuple[CardSet, ...]] = tuple(1 << c for c in range(NUM_CARDS))
FREE: Final[CardSet] = -1
"""The ``follow`` mask before the lead: every card (R6.1, R6.5)."""
NOT_FOOL: Final[CardSet] = ~FOOL_BIT
TRUMPS_OR_FOOL: Final[CardSet] = TRUMPS | FOOL_BIT
FOLLOW: Final[tuple[CardSet, ...]] = tuple(
    FREE if c == FOOL else (SUIT_MASK_OF[c] & DECK) | FOOL_BIT for c in range(NUM_CARDS)
)
"""The ``follow`` mask a lead of this card sets: its suit (or the trumps) and the FOOL, which may
always be played (R6.2, R6.4); the FOOL sets none (R6.5)."""
PLAY_VALUE: Final[tuple[int, ...]] = tuple(0 if c == FOOL else VALUE[c] for c in range(NUM_CARDS))
"""R2.1 values with the FOOL at 0: it goes back to its own side, not to the trick's winner (R6.6)."""


def _powers(angel: bool) -> tuple[tuple[int, ...], ...]:
    """``POWERS[angel][group led][card]`` (R6.3): trumps above everything, the suit led by R1.2."""
    strength = STRENGTH[angel]
    return tuple(
        tuple(
            TRUMP_POWER + strength[c] if c < FOOL else strength[c] if c != FOOL and GROUP[c] == led else -1
            for c in range(NUM_CARDS)
        )
        for led in range(TRUMP_GROUP + 1)
    )


POWERS: Final = (_powers(False), _powers(True))


def _above(angel: bool) -> tuple[CardSet, ...]:
    """``ABOVE[angel][power]``: the trumps whose power is higher (C12, with C13's order)."""
    table = POWERS[angel][TRUMP_GROUP]
    return tuple(
        sum(1 << c for c in range(FOOL) if table[c] > power) for power in range(TRUMP_POWER + max(STRENGTH[angel]) + 1)
    )


ABOVE: Final = (_above(False), _above(True))
TRUMP_OF_POWER: Final = tuple({POWERS[a][TRUMP_GROUP][c]: c for c in range(FOOL)} for a in (False, True))
"""The trump that has a given power (for messages)."""

TRICK_RULES: Final = {
    (angel, overtrump): TrickRules(STRENGTH[angel], trumps=TRUMPS, free=FOOL_BIT, must_overtrump=overtrump)
    for angel in (False, True)
    for overtrump in (False, True)
}
"""``TRICK_RULES[angel_beats_world, must_overtrump]``: R6.2-R6.5, C12 as data for the generic engine
(``Game.trick_rules``, agents); the tests check that the engine's functions agree with these."""


def suit_term(follow: CardSet) -> TermRef:
    """The term of the suit led, from the trick's ``follow`` mask (``suit.swords``...)."""
    suit = follow & ~TRUMPS_OR_FOOL
    return TermRef(f"suit.{SUIT_NAMES[SUIT_OF[(suit & -suit).bit_length() - 1]]}")


def play_refusal(
    hand: CardSet,
    legal: CardSet,
    follow: CardSet,
    power: int,
    card: Card,
    angel: bool,
    above: tuple[CardSet, ...] | None,
) -> Refusal | None:
    """Why the held ``card`` may not be played, or ``None`` when it may: ``legal`` are the cards the
    step allows ``hand`` (R6.2, C12), ``follow`` and ``power`` sum up the trick, ``above`` is
    :data:`ABOVE` of the trump order in force with ``must_overtrump`` on (else ``None``)."""
    if (legal >> card) & 1:
        return None
    held = hand & follow & NOT_FOOL
    trump_led = follow == TRUMPS_OR_FOOL
    if not trump_led and held:
        suit = suit_term(follow)
        name = suit.key.partition(".")[2]
        return Refusal(
            f"must follow {name} (holds {format_cards(held)}) (R6.2a)",
            "must_follow",
            {"suit": suit, "held": CardsRef(held)},
        )
    trumps = hand & TRUMPS
    if trump_led and not card < FOOL:
        return Refusal(
            f"must answer trumps with a trump (holds {format_cards(trumps)}) (R6.2d)",
            "must_answer_trumps",
            {"held": CardsRef(trumps)},
        )
    if not card < FOOL:
        suit = suit_term(follow)
        name = suit.key.partition(".")[2]
        return Refusal(
            f"must play a trump, being void in {name} (holds {format_cards(trumps)}) (R6.2b)",
            "must_trump",
            {"suit": suit, "held": CardsRef(trumps)},
        )
    assert above is not None
    top = TRUMP_OF_POWER[angel][power]
    over = trumps & above[power]
    return Refusal(
        f"must beat {format_cards(1 << top)} (holds {format_cards(over)}) (must_overtrump, C12)",
        "must_overtrump",
        {"top": CardRef(top), "held": CardsRef(over)},
    )


# -- the same rules read from a list of cards (tests, explanations) ------------------------------


def summarize(trick: Sequence[Card], angel: bool) -> tuple[CardSet, int, int]:
    """``(follow, power, index of the best card)`` of a trick given as its cards in play order.

    The hand state keeps these card by card in its trusted step, from the same tables.
    """
    follow = FREE
    power = -1
    best = -1
    table: tuple[int, ...] = ()
    for i, card in enumerate(trick):
        if not table:
            if card == FOOL:
                continue  # R6.5: it sets no suit
            follow = FOLLOW[card]
            table = POWERS[angel][GROUP[card]]
        if table[card] > power:  # R1.4: the FOOL's power is -1
            power = table[card]
            best = i
    return follow, power, best


def legal_plays(hand: CardSet, trick: Sequence[Card], angel: bool, must_overtrump: bool) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (the cards already in it, in order), as
    the state's trusted step works them out."""
    from tarocchi.games.piedmontese.state import legal_after  # the step imports this module

    return legal_after(hand, trick, angel, must_overtrump)


def play_fault(hand: CardSet, trick: Sequence[Card], card: Card, angel: bool, must_overtrump: bool) -> str | None:
    """Why ``card`` (held) may not be played to ``trick``, naming the rule, or ``None`` when legal."""
    follow, power, _ = summarize(trick, angel)
    legal = legal_plays(hand, trick, angel, must_overtrump)
    refusal = play_refusal(hand, legal, follow, power, card, angel, ABOVE[angel] if must_overtrump else None)
    return refusal.reason if refusal is not None else None


def trick_winner(trick: Sequence[Card], angel: bool) -> int:
    """Index in ``trick`` of the winning card: the best trump, else the best card of the suit led (R6.3)."""
    return summarize(trick, angel)[2]
