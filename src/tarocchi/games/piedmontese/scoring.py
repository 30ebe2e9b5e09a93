"""Scoring against the reference with the carry from hand to hand (§7, §12.3, C11, C14, C15)."""

from __future__ import annotations

from collections.abc import Sequence

from tarocchi.cards import codes_of
from tarocchi.engine.game import HandResult
from tarocchi.games.piedmontese.deck import DECK_POINTS, side_of


def hand_result(
    players: int,
    ref: int,
    side_points: Sequence[int],
    carry: Sequence[int],
    discard: int,
    dealer: int,
    fool_seat: int,
) -> HandResult:
    """The hand's entry on the score sheet.

    ``side_points[side]`` is T of rule 2.3 (won cards, the discard for the dealer's side, the FOOL for
    the side that played it); ``carry[s]`` the balance R of seat ``s``'s side before the hand.
    ``scores`` is the new balance R ← R + T − REF (R7.1, R7.2, C14).
    """
    total = sum(side_points)
    if total != DECK_POINTS:
        raise AssertionError(f"the sides hold {total} points, not {DECK_POINTS} (R2.3)")
    points = tuple(side_points[side_of(s, players)] for s in range(players))
    delta = [p - ref for p in points]
    scores = tuple(c + d for c, d in zip(carry, delta, strict=True))
    detail = {
        "reference": ref,
        "delta": delta,
        "discard": codes_of(discard),
        "discard_owner": dealer,
        "fool": fool_seat if fool_seat >= 0 else None,
    }
    return HandResult(points, scores, detail)


def balances(results: Sequence[HandResult], players: int) -> list[int]:
    """R after these hands: the sum over hands of T − REF, seat by seat (12.3 ``totals``, C14)."""
    totals = [0] * players
    for result in results:
        for seat, delta in enumerate(result.detail["delta"]):
            totals[seat] += delta
    return totals


def winners(results: Sequence[HandResult], players: int) -> list[int]:
    """The seats of the side (or sides, on a tie) with the highest final balance (R7.5)."""
    totals = balances(results, players)
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
