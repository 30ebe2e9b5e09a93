"""End-of-deal scoring (tarocchino.md §3.4, §6.5, §7, §9): piles, the Matto exchange, card points, rounding, 800.

Pure functions over card sets. Pairs are numbered by seat parity: pair 0 holds seats 0 and 2, pair 1 seats 1 and 3.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tarocchi.cards import FOOL, Card, CardSet, format_cards, iter_cards
from tarocchi.games.tarocchino.combinations import combination_points
from tarocchi.games.tarocchino.deck import (
    ACES,
    FIVES,
    FOOL_BIT,
    JACKS,
    KNIGHTS,
    QUEENS,
    SCARTINI,
    TARGET,
    TRUMP_MASK,
    VALUE,
)

PAIRS: Final = ((0, 2), (1, 3))

_COSTLY_SCARTINI: Final[CardSet] = SCARTINI & (TRUMP_MASK | ACES)
"""Scartini that can be part of a combination (Moors, T6..T19, aces); the 6..10 of the suits never are."""


def pair_of(seat: int) -> int:
    """The pair of a seat (1.1: partners sit opposite)."""
    return seat & 1


def card_points_twice(pile: CardSet) -> int:
    """Twice the card points of a pile (R7.3): 2 x (sum of values, scartino = 1) - number of cards."""
    total = (
        5 * (pile & FIVES).bit_count()
        + 4 * (pile & QUEENS).bit_count()
        + 3 * (pile & KNIGHTS).bit_count()
        + 2 * (pile & JACKS).bit_count()
        + (pile & SCARTINI).bit_count()
    )
    return 2 * total - pile.bit_count()


def card_points(pile: CardSet) -> int | float:
    """R7.3: cards counted in pairs; however they are paired the total is sum of values - N / 2."""
    twice = card_points_twice(pile)
    return twice // 2 if twice % 2 == 0 else twice / 2


def round5(value: int | float) -> int:
    """R7.7: to the nearest multiple of 5 (remainder 1-2 down, 3-4 up; a half point, never expected, rounds up)."""
    base = int(value // 5) * 5
    return base + 5 if value - base >= 2.5 else base


@dataclass(frozen=True, slots=True)
class Matto:
    """R6.5: what became of the Matto. ``owed_to``: the seat that won its trick when an exchange is owed
    (or, in the cappotto case, the seat whose pair takes the Matto itself); ``given``: the card handed over."""

    seat: int
    trick: int
    winner: int
    owed_to: int | None
    given: Card | None


def monte_pair(dealer: int, tricks_won: tuple[int, int]) -> int:
    """R3.4, A3: the monte goes to the dealer's pair if that pair took a trick, else to the opponents."""
    dealer_pair = pair_of(dealer)
    return dealer_pair if tricks_won[dealer_pair] else 1 - dealer_pair


def give_candidates(pile: CardSet) -> CardSet:
    """C18: the cards a pile may give: its scartini, or if it has none its lowest-value cards (never the Matto)."""
    scartini = pile & SCARTINI
    if scartini:
        return scartini
    rest = pile & ~FOOL_BIT
    if not rest:
        return 0
    low = min(VALUE[c] for c in iter_cards(rest))
    return sum(1 << c for c in iter_cards(rest) if VALUE[c] == low)


def give_cost(pile: CardSet, card: Card, two_counters: bool = False) -> int:
    """C18: captured-combination points the pile loses when ``card`` leaves it."""
    return combination_points(pile, two_counters) - combination_points(pile & ~(1 << card), two_counters)


def default_give(pile: CardSet, two_counters: bool = False) -> Card:
    """§13.3, C18: the eligible card of least cost, ties broken by deck order.

    ``pile`` is the giving pair's whole end-of-deal pile, the Matto included. Removing a card can only lower the
    combination points, so a cost of 0 is the best possible and the scan stops at the first one.
    """
    candidates = give_candidates(pile)
    best = -1
    best_cost = 1 << 30
    full = -1
    for card in iter_cards(candidates):
        if (SCARTINI & ~_COSTLY_SCARTINI) >> card & 1:
            return card  # a 6..10 is in no combination: it costs nothing (and no earlier card cost 0)
        if full < 0:
            full = combination_points(pile, two_counters)
        cost = full - combination_points(pile & ~(1 << card), two_counters)
        if cost < best_cost:
            best, best_cost = card, cost
            if cost == 0:
                return card
    if best < 0:
        raise ValueError("the pile has no card to give")
    return best


def give_refusal(pile: CardSet, card: Card) -> str | None:
    """Why ``card`` may not be the Matto's exchange card from ``pile`` (None when it may), C18."""
    if card == FOOL:
        return "the Matto itself is never the exchange card (6.5)"
    if not (pile >> card) & 1:
        return f"{format_cards(1 << card)} is not in the pair's pile (won tricks and monte) (6.5)"
    if (give_candidates(pile) >> card) & 1:
        return None
    if pile & SCARTINI:
        return f"{format_cards(1 << card)} is not a scartino: the exchange card is one scartino (6.5)"
    return f"{format_cards(1 << card)} is not one of the pile's lowest-value cards (C18)"


def match_winner(totals: tuple[int, int]) -> int | None:
    """R9.3, R9.4, C16: after a deal, the pair at 800 or more with the higher total wins; equal totals play on."""
    if max(totals) >= TARGET and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None
