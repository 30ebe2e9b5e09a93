"""End-of-deal scoring (tarocchino.md §3.4, §6.5, §7, §9): piles, the Matto exchange, card points, rounding, 800.

Pure functions over card sets. Pairs are numbered by seat parity: pair 0 holds seats 0 and 2, pair 1 seats 1 and 3.
A finished deal is summed up as :class:`HandFacts`, and :func:`score_hand` is the one function that scores it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from tarocchi.cards import FOOL, Card, CardSet, format_cards, iter_cards
from tarocchi.engine.actions import NO_CARD
from tarocchi.engine.explain import CardRef
from tarocchi.engine.game import HandResult
from tarocchi.games.tarocchino.combinations import FIRST_SEQUENCE, combination_points, readings, unit_points
from tarocchi.games.tarocchino.deck import (
    ACES,
    FIVES,
    FOOL_BIT,
    JACKS,
    KNIGHTS,
    LAST_TRICK_BONUS,
    QUEENS,
    SCARTINI,
    TARGET,
    TRUMP_MASK,
    VALUE,
)
from tarocchi.games.tarocchino.detail import TarocchinoDetail
from tarocchi.games.tarocchino.match import MatchContext
from tarocchi.games.tarocchino.play import Refusal

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
    combination points, so a cost of 0 is the best possible and the scan stops at the first one. A card that none
    of the pile's combinations holds (each at its largest, C14, with the counters it uses) costs 0: every one of
    them is still there, as large, without it.
    """
    candidates = give_candidates(pile)
    best = -1
    best_cost = 1 << 30
    full = -1
    held = 0
    for card in iter_cards(candidates):
        if (SCARTINI & ~_COSTLY_SCARTINI) >> card & 1:
            return card  # a 6..10 is in no combination: it costs nothing (and no earlier card cost 0)
        if full < 0:
            found = readings(pile, two_counters)
            full = unit_points(found)
            for reading in found:
                held |= reading[2]
        if not (held >> card) & 1:
            return card  # in no combination of the pile: it costs nothing (and no earlier card cost 0)
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
    refusal = give_refusal_of(pile, card)
    return None if refusal is None else refusal[0]


def give_refusal_of(pile: CardSet, card: Card) -> Refusal | None:
    """:func:`give_refusal` with its code: ``give_matto``, ``not_in_pile``, ``not_scartino``, ``not_lowest``
    (each with ``card``)."""
    params: dict[str, Any] = {"card": CardRef(card)}
    if card == FOOL:
        return "the Matto itself is never the exchange card (6.5)", "give_matto", params
    if not (pile >> card) & 1:
        return (
            f"{format_cards(1 << card)} is not in the pair's pile (won tricks and monte) (6.5)",
            "not_in_pile",
            params,
        )
    if (give_candidates(pile) >> card) & 1:
        return None
    if pile & SCARTINI:
        return (
            f"{format_cards(1 << card)} is not a scartino: the exchange card is one scartino (6.5)",
            "not_scartino",
            params,
        )
    return f"{format_cards(1 << card)} is not one of the pile's lowest-value cards (C18)", "not_lowest", params


def match_winner(totals: tuple[int, int]) -> int | None:
    """R9.3, R9.4, C16: after a deal, the pair at 800 or more with the higher total wins; equal totals play on."""
    if max(totals) >= TARGET and totals[0] != totals[1]:
        return 0 if totals[0] > totals[1] else 1
    return None


# --- the one facts -> score function --------------------------------------------------------------------------

Declared = tuple[int, int, CardSet, int]
"""One declaration: ``(seat, index in NAMES, cards shown, points)``."""


def seat_declared_points(declared: Sequence[Declared], seat: int) -> int:
    """§13.4, R5.2, R5.3: one player's declarations, cricche doubled at 3 or more (criccone), sequences likewise,
    separately (4.3: only the combinations actually declared count)."""
    cricche = sequences = n_cricche = n_sequences = 0
    for s, index, _, points in declared:
        if s != seat:
            continue
        if index < FIRST_SEQUENCE:
            cricche += points
            n_cricche += 1
        else:
            sequences += points
            n_sequences += 1
    return (cricche * 2 if n_cricche >= 3 else cricche) + (sequences * 2 if n_sequences >= 3 else sequences)


class HandFacts(NamedTuple):
    """What a finished deal leaves on the table; :func:`score_hand` turns it into the deal's score.

    ``declared``: every declaration in order. ``ended``: the pair that reached 800 during the declarations
    (C15), else -1; then no card was played and the fields below are unused. ``piles``: each pair's end-of-deal
    pile (R7.1: won tricks, the monte where it belongs, the Matto, the exchange made). ``last_trick``: the seat
    that won trick 15 (R7.4). ``monte_pair``: the pair that got the monte (R3.4). ``fool``: ``(seat, trick,
    winner of its trick)`` when the Matto was played; ``exchange``: the card the Matto's pair gave (C17, C18),
    else ``NO_CARD``.
    """

    dealer: int
    context: MatchContext
    declared: tuple[Declared, ...]
    ended: int
    piles: tuple[CardSet, CardSet] = (0, 0)
    last_trick: int = -1
    monte_pair: int = 0
    fool: tuple[int, int, int] | None = None
    exchange: Card = NO_CARD


def score_hand(facts: HandFacts, two_counters: bool) -> HandResult:
    """R7.6, R7.7, R9.2-R9.4, C15, §13.5: the deal's points, scores and detail, from its facts.

    Every path calls this: the checked and the trusted one, random hands and the search's playouts.
    """
    declared = facts.declared
    by_seat = (
        (
            seat_declared_points(declared, 0),
            seat_declared_points(declared, 1),
            seat_declared_points(declared, 2),
            seat_declared_points(declared, 3),
        )
        if declared
        else (0, 0, 0, 0)
    )
    pairs = (by_seat[0] + by_seat[2], by_seat[1] + by_seat[3])
    if facts.ended >= 0:
        # C15: the match ends during the declarations: the declarations so far, rounded; no card points
        scores = (round5(pairs[0]), round5(pairs[1]))
        detail = TarocchinoDetail(facts, two_counters, by_seat, pairs, (0, 0), (0, 0), pairs, facts.ended)
        return HandResult((None,) * 4, (scores[0], scores[1], scores[0], scores[1]), detail)
    piles = facts.piles
    captured = (combination_points(piles[0], two_counters), combination_points(piles[1], two_counters))
    cards = (card_points(piles[0]), card_points(piles[1]))
    last = facts.last_trick & 1
    unrounded = (
        pairs[0] + captured[0] + cards[0] + (LAST_TRICK_BONUS if last == 0 else 0),
        pairs[1] + captured[1] + cards[1] + (LAST_TRICK_BONUS if last == 1 else 0),
    )
    scores = (round5(unrounded[0]), round5(unrounded[1]))
    winner = -1
    if facts.context.winner is None:
        totals = facts.context.totals
        decided = match_winner((totals[0] + scores[0], totals[1] + scores[1]))
        winner = -1 if decided is None else decided
    detail = TarocchinoDetail(facts, two_counters, by_seat, pairs, captured, cards, unrounded, winner)
    return HandResult((cards[0], cards[1], cards[0], cards[1]), (scores[0], scores[1], scores[0], scores[1]), detail)
