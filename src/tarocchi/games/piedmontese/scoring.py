"""Scoring against the reference with the carry from hand to hand (§7, §12.3, C11, C14, C15).

:func:`score_hand` is the one way a hand is scored: the checked state, playouts and random hands
all hand it the :class:`HandFacts` of a finished hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import add, itemgetter
from typing import Any, Final, NamedTuple

from tarocchi.cards import FOOL, CardSet, codes_of
from tarocchi.engine.game import Detail, HandResult
from tarocchi.engine.slots import slot_setters
from tarocchi.games.piedmontese.deck import DECK_POINTS, VALUE, points_of, side_of

SIDES: Final = {players: tuple(side_of(s, players) for s in range(players)) for players in (2, 3, 4)}
"""The side of each seat, by number of players (R3.1)."""
_SEAT_POINTS: Final = {players: itemgetter(*sides) for players, sides in SIDES.items()}
"""``_SEAT_POINTS[players](side points)``: the tuple of each seat's side's points (R3.1)."""


class HandFacts(NamedTuple):
    """What a finished hand leaves on the table (a named tuple: built once per hand, cheaply).

    ``won[side]``: the points of the cards the side took in tricks, the FOOL not included (R6.6);
    ``discard``: the dealer's two cards; ``fool_seat``: the seat that played the FOOL (-1 if none);
    ``carry[s]``: the balance R of seat ``s``'s side before the hand (R7.1); ``reference``: REF.
    """

    players: int
    reference: int
    carry: tuple[int, ...]
    won: tuple[int, ...]
    discard: CardSet
    dealer: int
    fool_seat: int


@dataclass(frozen=True, eq=False, slots=True, init=False)
class PiedmonteseDetail(Detail):
    """The named parts of a hand's score (12.3 ``detail``): REF, T − REF per seat, the discard and its
    owner, the seat that played the FOOL."""

    reference: int
    delta: tuple[int, ...]
    discard: CardSet
    discard_owner: int
    fool: int | None

    def __init__(
        self, reference: int, delta: tuple[int, ...], discard: CardSet, discard_owner: int, fool: int | None
    ) -> None:
        # built once per playout: stored through the slots (:mod:`tarocchi.engine.slots`)
        _SET_REFERENCE(self, reference)
        _SET_DELTA(self, delta)
        _SET_DISCARD(self, discard)
        _SET_DISCARD_OWNER(self, discard_owner)
        _SET_FOOL(self, fool)

    def to_json(self) -> dict[str, Any]:
        return {
            "reference": self.reference,
            "delta": list(self.delta),
            "discard": codes_of(self.discard),
            "discard_owner": self.discard_owner,
            "fool": self.fool,
        }


_SET_REFERENCE, _SET_DELTA, _SET_DISCARD, _SET_DISCARD_OWNER, _SET_FOOL = slot_setters(
    PiedmonteseDetail, "reference", "delta", "discard", "discard_owner", "fool"
)


def side_points(facts: HandFacts) -> list[int]:
    """T of rule 2.3 per side: won cards, the discard for the dealer's side (R5.4), the FOOL for the
    side that played it (R6.6, R6.7, C11)."""
    players, _, _, won, discard, dealer, fool_seat = facts
    sides = SIDES[players]
    points = list(won)
    points[sides[dealer]] += points_of(discard)
    if fool_seat >= 0:
        points[sides[fool_seat]] += VALUE[FOOL]
    return points


def score_hand(facts: HandFacts) -> HandResult:
    """The hand's entry on the score sheet, from its facts (R2.3, R7.1, R7.2, C14)."""
    players, ref, carry, _, discard, dealer, fool_seat = facts
    return hand_result(players, ref, side_points(facts), carry, discard, dealer, fool_seat)


def hand_result(
    players: int,
    ref: int,
    side_points: Sequence[int],
    carry: Sequence[int],
    discard: int,
    dealer: int,
    fool_seat: int,
) -> HandResult:
    """The arithmetic of :func:`score_hand` once T is known.

    ``side_points[side]`` is T of rule 2.3; ``carry[s]`` the balance R of seat ``s``'s side before
    the hand. ``scores`` is the new balance R ← R + T − REF (R7.1, R7.2, C14).
    """
    total = sum(side_points)
    if total != DECK_POINTS:
        raise AssertionError(f"the sides hold {total} points, not {DECK_POINTS} (R2.3)")
    points = _SEAT_POINTS[players](side_points)
    delta = tuple(map(ref.__rsub__, points))  # T - REF, seat by seat
    scores = tuple(map(add, carry, delta)) if any(carry) else delta  # a first hand (and every playout): R = 0
    detail = PiedmonteseDetail(ref, delta, discard, dealer, fool_seat if fool_seat >= 0 else None)
    return HandResult(points, scores, detail)


def _delta(result: HandResult) -> Sequence[int]:
    detail = result.detail
    return detail.delta if isinstance(detail, PiedmonteseDetail) else detail["delta"]


def balances(results: Sequence[HandResult], players: int) -> list[int]:
    """R after these hands: the sum over hands of T − REF, seat by seat (12.3 ``totals``, C14)."""
    totals = [0] * players
    for result in results:
        for seat, delta in enumerate(_delta(result)):
            totals[seat] += delta
    return totals


def winners(results: Sequence[HandResult], players: int) -> list[int]:
    """The seats of the side (or sides, on a tie) with the highest final balance (R7.5)."""
    totals = balances(results, players)
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
